/**
 * Helpers for the db tests on a PGlite with the real schema (supabase/database.mjs builds it,
 * as for the contract tests, the bench and the build). PGlite takes a few seconds to start on this
 * machine, so create one per test file and reset rows between tests with `resetData`.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { RETENTION_ENDS_AT, RSVP_CLOSES_AT } from '@/config/wedding'
import { createPglite } from '../../supabase/database.mjs'

export {
  createPglite as createTestDb,
  migrationFiles,
  readSql,
  schemaFiles,
} from '../../supabase/database.mjs'

export const DEMO_ADMIN = {
  username: 'noivos',
  password: 'casamento2025',
  email: 'noivos@exemplo.com.br',
} as const

/**
 * The database of one test file: a PGlite with the schema (createTestDb's options), started once
 * for the file and emptied before each test (`reset: false` keeps its rows, for files that only
 * read). Returns it at once: the calls reach the instance beforeAll made. A file's own beforeEach
 * runs after the reset.
 */
export function fileTestDb(
  options: Parameters<typeof createPglite>[0] & { reset?: boolean } = {},
): PGlite {
  const { reset = true, ...create } = options
  let instance: PGlite | undefined
  beforeAll(async () => {
    instance = await createPglite(create)
  }, 180_000) // PGlite starts slowly when the 2 cores are busy
  afterAll(async () => {
    await instance?.close()
  })
  if (reset) beforeEach(async () => resetData(current()))
  const current = () => {
    if (!instance)
      throw new Error('fileTestDb: the database is not started yet (use it inside a test)')
    return instance
  }
  return new Proxy({} as PGlite, {
    get(_, key) {
      const db = current()
      const value: unknown = Reflect.get(db, key)
      return typeof value === 'function' ? (value as () => unknown).bind(db) : value
    },
  })
}

/**
 * Empties every table (as the superuser), keeping the schema and the settings row (defaults, but
 * for the RSVP: the demo wedding's deadline, 02/10/2025, has passed at the real date, so the tests
 * that answer run with the couple keeping answers open, as the demo does; tests/db/rsvp-deadline
 * .test.ts turns it off).
 */
export async function resetData(db: PGlite): Promise<void> {
  await db.exec(`
    reset role;
    truncate public.messages, public.gifts, public.photos, public.admin_sessions,
      public.admin_users, public.rsvps, public.households, public.household_members,
      public.household_answers, public.contributions, public.privacy_actions,
      public.seating_tables, public.seat_assignments, public.arrivals, public.walk_ins,
      public.day_of_changes,
      private.login_attempts,
      private.trusted_devices, private.login_bcrypt_calls,
      private.recent_message_keys, private.rate_hits, private.guest_photo_removals;
    truncate public.guest_photos cascade;
    update public.settings set approve_messages = false, pix_hold_hours = default,
      rsvp_after_deadline = true;
    update public.settings set photos_auto_approve = default, photos_reveal_at = null,
      photos_open_from = null, photos_open_until = null, photos_quota_mb = default;
  `)
  await setWeddingDates(db)
}

/**
 * The couple's dates as /dev copies them from src/config/wedding.ts into settings
 * (docs/decisions/0024-settings.md), so the deadline and the retention hold as on a real site.
 */
export async function setWeddingDates(db: PGlite): Promise<void> {
  await db.query('update public.settings set rsvp_closes_at = $1, retention_ends_at = $2', [
    RSVP_CLOSES_AT.toISOString(),
    RETENTION_ENDS_AT.toISOString(),
  ])
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

/** A session token of the demo couple (after supabase/embedded/demo-admin.sql), logged in as anon. */
export async function demoAdminToken(db: PGlite): Promise<string> {
  const r = await asAnon(db, () =>
    db.query<{ r: { token?: string } }>('select public.admin_login($1, $2) as r', [
      DEMO_ADMIN.username,
      DEMO_ADMIN.password,
    ]),
  )
  const token = firstRow(r).r.token
  if (!token) throw new Error('the demo couple could not log in')
  return token
}
