import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { EMBEDDED_DATA_DIR } from './embedded-config'
import { bootEmbedded, createEmbeddedEngine, type EmbeddedSql } from './embedded-core'
import { lead } from './embedded-leader'
import { NAMES, browserPlatform, holdLock, type SqlMessage } from './embedded-protocol'
import { demoSnapshotIfFresh } from './embedded-snapshot'
import { serialiseSync } from './serial-sync'

// Every tab starts one of these workers; the one holding the election lock owns the database
// and serves every tab (docs/decisions/0004-embedded-backend.md). When its tab closes, the lock
// passes to the next worker in line, which opens the database from IndexedDB.
// pgcrypto: bcrypt for the admin passwords, as on Supabase.

// Listened for before anything is awaited, so the page's message cannot come first.
const sqlFiles = new Promise<EmbeddedSql>((resolve, reject) => {
  addEventListener('message', (event: MessageEvent<SqlMessage>) => {
    if (event.data.type !== 'sql') return
    if (event.data.sql) resolve(event.data.sql)
    else reject(new Error('SQL do banco de demonstração indisponível'))
  })
})
// Awaited only if this worker leads; then a failure is the leader's `failed`.
sqlFiles.catch(() => undefined)

/**
 * relaxedDurability lets every query answer before IndexedDB has the change, so reads never wait
 * on disk; but a write then lives only in this worker's memory for a moment, and the worker dies
 * with its page. The engine calls the returned flush after every write, before the tab is told
 * "done": it waits until the data directory is in IndexedDB. PGlite's own syncs stay fire and
 * forget, but every sync (its and ours) runs in order, tried again when a file vanished under it.
 */
function strictFlush(db: PGlite): () => Promise<void> {
  const fs = db.fs
  if (!fs) return async () => {}
  fs.syncToFs = serialiseSync(fs.syncToFs.bind(fs), (error: unknown) => {
    console.warn('Cópia do banco de demonstração para o IndexedDB adiada', error)
  })
  return () => fs.syncToFs(false)
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
  const db = new PGlite(EMBEDDED_DATA_DIR, options)
  await db.waitReady
  return db
}

const platform = browserPlatform()
// Held until this worker dies with its tab: only then does the next worker in line lead.
await holdLock(platform.locks, NAMES.election)
await lead(platform, crypto.randomUUID(), async (onChange) => {
  const db = await openDemoDatabase()
  const flush = strictFlush(db)
  const sql = await sqlFiles
  // One transaction: a leader whose tab closes mid-boot leaves the database as it found it.
  const { rebuilt } = await bootEmbedded(db, sql)
  const engine = await createEmbeddedEngine(db, { sql, flush, booted: true, onChange })
  return { engine, rebuilt }
})
