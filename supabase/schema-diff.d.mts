// Types of supabase/schema-diff.mjs.
import type { CatalogSnapshot } from './catalog.mjs'

export function supplementStatements(now: CatalogSnapshot, to: CatalogSnapshot): string[]

export function diffDatabases(scripts: { fromScripts: string[]; toScripts: string[] }): Promise<{
  /** The statements that move the first database to the second. */
  sql: string
  /** Catalog differences the statements still leave (empty when complete). */
  remaining: string[]
  /** Statements that drop or change objects that may hold data. */
  destructive: string[]
}>
