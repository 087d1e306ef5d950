/**
 * A PGlite database with the real schema, as the embedded backend builds it: bootstrap.sql (what
 * Supabase provides), every migration in order, optionally seed.sql and the demo admin.
 * Shared by tests/db and the contract tests. PGlite takes a few seconds to start on this machine,
 * so create one per test file and reset rows between tests with `resetData`.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'

// Resolved from the file path, not with new URL(): under jsdom (component tests) the global URL
// resolves relative URLs against http://localhost:3000.
const SUPABASE_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../supabase')

export const DEMO_ADMIN = {
  username: 'noivos',
  password: 'casamento2025',
  email: 'noivos@exemplo.com.br',
} as const

export function readSql(relativePath: string): string {
  return readFileSync(join(SUPABASE_DIR, relativePath), 'utf8')
}

/** Migration file names in the order they apply (their timestamp prefix). */
export function migrationFiles(): string[] {
  return readdirSync(join(SUPABASE_DIR, 'migrations'))
    .filter((name) => /^\d{14}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
}

export interface TestDbOptions {
  /** Load supabase/seed.sql (demo gifts, messages and photos). */
  seed?: boolean
  /** Create the demo admin (supabase/embedded/demo-admin.sql). */
  demoAdmin?: boolean
}

export async function createTestDb(options: TestDbOptions = {}): Promise<PGlite> {
  const db = await PGlite.create({ extensions: { pgcrypto } })
  await db.exec(readSql('embedded/bootstrap.sql'))
  for (const file of migrationFiles()) {
    await db.exec(readSql(`migrations/${file}`))
  }
  if (options.seed) await db.exec(readSql('seed.sql'))
  if (options.demoAdmin) await db.exec(readSql('embedded/demo-admin.sql'))
  return db
}

/** Empties every table (as the superuser), keeping the schema. */
export async function resetData(db: PGlite): Promise<void> {
  await db.exec(`
    reset role;
    truncate public.messages, public.gifts, public.photos, public.admin_sessions,
      public.admin_users, public.rsvps, public.contributions, private.login_attempts,
      private.recent_message_keys;
  `)
}

type Role = 'anon' | 'authenticated' | 'service_role'

/**
 * Runs `fn` with the database switched to an API role, as PostgREST (Supabase) and the embedded
 * backend do for guests, and switches back even when `fn` throws.
 */
export async function asRole<T>(db: PGlite, role: Role, fn: () => Promise<T>): Promise<T> {
  await db.exec(`set role ${role}`)
  try {
    return await fn()
  } finally {
    await db.exec('reset role')
  }
}

export const asAnon = <T>(db: PGlite, fn: () => Promise<T>): Promise<T> => asRole(db, 'anon', fn)

/** The SQLSTATE and message of a failed query (the promise must reject). */
export async function dbError(
  promise: Promise<unknown>,
): Promise<{ code: string; message: string }> {
  try {
    await promise
  } catch (error) {
    const e = error as { code?: unknown; message?: unknown }
    return { code: String(e.code ?? ''), message: String(e.message ?? '') }
  }
  throw new Error('expected the query to fail, but it succeeded')
}

/** The first row of a result, or a clear failure when there is none. */
export function firstRow<T>(result: { rows: T[] }): T {
  const row = result.rows[0]
  if (row === undefined) throw new Error('expected at least one row')
  return row
}
