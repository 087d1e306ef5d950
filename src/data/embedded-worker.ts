import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { worker } from '@electric-sql/pglite/worker'
import { EMBEDDED_DATA_DIR, packDbError } from './embedded-config'

// The multi-tab worker (pglite.dev/docs/multi-tab-worker): every tab starts one, a single leader
// owns the database, so all tabs share one IndexedDB-persisted Postgres. pgcrypto: bcrypt for the
// admin passwords, as on Supabase.

/**
 * PGlite 0.5.16's leader can grant a queued lock to a tab that closed while waiting, and then
 * never release it: every tab would wait forever (docs/decisions/0004-embedded-backend.md). No
 * honest call holds a lock this long (the first boot takes seconds), so past it the lock is freed.
 */
const LOCK_DEADLINE_MS = 120_000

type Exclusive = <T>(fn: () => Promise<T>) => Promise<T>

function withDeadline(run: Exclusive): Exclusive {
  return <T>(fn: () => Promise<T>) =>
    run(
      () =>
        new Promise<T>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error('PGlite lock held too long (closed tab?): released')),
            LOCK_DEADLINE_MS,
          )
          fn().then(
            (value) => {
              clearTimeout(timer)
              resolve(value)
            },
            (error: unknown) => {
              clearTimeout(timer)
              reject(error)
            },
          )
        }),
    )
}

void worker({
  async init() {
    // relaxedDurability: answer before IndexedDB has flushed, so the page never waits on disk.
    const db = new PGlite(EMBEDDED_DATA_DIR, { extensions: { pgcrypto }, relaxedDurability: true })
    // The two lock hooks the worker leader calls for each tab's queries and transactions.
    for (const hook of ['_runExclusiveQuery', '_runExclusiveTransaction'] as const) {
      db[hook] = withDeadline(db[hook].bind(db))
    }
    // Every tab's query reaches the leader through one of these; keep the SQLSTATE of what fails.
    for (const method of ['execProtocol', 'execProtocolStream'] as const) {
      const run = db[method].bind(db) as (...args: unknown[]) => Promise<unknown>
      Object.assign(db, {
        [method]: async (...args: unknown[]) => {
          try {
            return await run(...args)
          } catch (error) {
            throw packDbError(error)
          }
        },
      })
    }
    return db
  },
})
