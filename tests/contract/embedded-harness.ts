import { PGlite, type PGliteInterface } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import type { EmbeddedSql } from '@/data/embedded/embedded-core'
import { migrationFiles, readSql } from '../db/pglite'

/**
 * The embedded backend's SQL read from supabase/ on disk (through the db helper's readers), as
 * the browser build imports it; bootEmbedded then builds the database exactly as in the browser.
 * seed.sql and demo-admin.sql are replaced by '' unless asked for: the contract scenarios insert
 * their own rows so they do not depend on the demo content.
 */
export function embeddedSqlFromDisk({ demo = false } = {}): EmbeddedSql {
  return {
    bootstrap: readSql('embedded/bootstrap.sql'),
    migrations: migrationFiles().map((name) => ({ name, sql: readSql(`migrations/${name}`) })),
    seed: demo ? readSql('seed.sql') : '',
    demoAdmin: demo ? readSql('embedded/demo-admin.sql') : '',
  }
}

/** A fresh in-memory PGlite with pgcrypto, as the browser worker makes one (without IndexedDB). */
export async function freshPglite(): Promise<PGliteInterface> {
  return PGlite.create({ extensions: { pgcrypto } })
}
