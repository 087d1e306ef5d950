import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { worker } from '@electric-sql/pglite/worker'
import { EMBEDDED_DATA_DIR, packDbError } from './embedded-config'
import { demoSnapshotIfFresh } from './embedded-snapshot'
import { serialiseSync } from './serial-sync'

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

/**
 * relaxedDurability lets every query answer before IndexedDB has the change, so reads never wait
 * on disk; but a write then lives only in this worker's memory for a moment, and the worker dies
 * with its page. A tab that must not lose a write (a reservation, a login, then a navigation)
 * calls syncToFs(), and here that call waits until the data directory is in IndexedDB.
 * PGlite's own syncToFs (relaxed: fire and forget) keeps serving its internal calls.
 */
async function withRealFlush(db: PGlite): Promise<PGlite> {
  await db.waitReady
  const fs = db.fs
  if (!fs) return db
  // Every IndexedDB sync (PGlite's and ours) in order, tried again when a file vanished under it.
  fs.syncToFs = serialiseSync(fs.syncToFs.bind(fs), (error: unknown) => {
    console.warn('Cópia do banco de demonstração para o IndexedDB adiada', error)
  })
  const flush = () => fs.syncToFs(false)
  // The worker's RPC calls methods on what init returns; PGlite's internals call them on `this`.
  // So only the tabs see the waiting flush: every other member is the real, bound one.
  return new Proxy(db, {
    get(target, key) {
      if (key === 'syncToFs') return flush
      const value: unknown = Reflect.get(target, key)
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value
    },
  })
}

/** The demo database: the build's snapshot on a fresh browser, else what IndexedDB holds. */
async function openDemoDatabase(): Promise<PGlite> {
  const options = { extensions: { pgcrypto }, relaxedDurability: true }
  const snapshot = await demoSnapshotIfFresh()
  if (snapshot) {
    const db = new PGlite(EMBEDDED_DATA_DIR, { ...options, loadDataDir: snapshot })
    try {
      await db.waitReady
      return db
    } catch (error) {
      // No snapshot after all (offline, a broken file): build the database as before it existed.
      console.warn('Banco de demonstração pré-montado indisponível', error)
      await db.close().catch(() => undefined)
    }
  }
  return new PGlite(EMBEDDED_DATA_DIR, options)
}

void worker({
  async init() {
    const db = await openDemoDatabase()
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
    return withRealFlush(db)
  },
})
