// Types of supabase/catalog.mjs.
import type { PGlite } from '@electric-sql/pglite'
import type { ClientBase } from 'pg'

export const OWN_SCHEMAS: string[]

/** One list of plain rows per kind of object (schemas, relations, columns, functions, …). */
export type CatalogSnapshot = Record<string, Record<string, unknown>[]> & {
  functions: { name: string; definition: string; acl: string[] }[]
  policies: { relation: string; name: string }[]
  publication: { publication: string; relation: string }[]
  cronJobs: { name: string; schedule: string; command: string }[]
  /** Storage's buckets (empty where the storage schema does not exist). */
  buckets: {
    name: string
    public: boolean
    file_size_limit: string | null
    allowed_mime_types: string[] | null
  }[]
}

export function catalogSnapshot(
  db: Pick<PGlite, 'query'> | Pick<ClientBase, 'query'>,
): Promise<CatalogSnapshot>
/** Readable lines ('+', '-', '~') for what differs; empty when the two are the same. */
export function catalogDifferences(from: CatalogSnapshot, to: CatalogSnapshot): string[]
