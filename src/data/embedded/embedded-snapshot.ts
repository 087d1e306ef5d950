import { EMBEDDED_DATA_DIR } from './embedded-config'

/**
 * The demo database built at build time (build/demo-snapshot.ts), for a browser that has no demo
 * database yet: loading it is a download instead of several seconds of migrations and seed.
 * bootEmbedded then applies only the migrations newer than the snapshot. Runs in the worker.
 */
const SNAPSHOT_URL = `${import.meta.env.BASE_URL}demo-db.tar.gz`

/** PGlite keeps `idb://name` in the IndexedDB database '/pglite/name'. */
const IDB_NAME = `/pglite/${EMBEDDED_DATA_DIR.replace(/^idb:\/\//, '')}`

/** True when this browser has no demo database yet. Unknown (no databases()) counts as not. */
async function isFreshBrowser(): Promise<boolean> {
  try {
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return false
    const existing = await indexedDB.databases()
    return !existing.some((db) => db.name === IDB_NAME)
  } catch {
    return false
  }
}

/**
 * The snapshot as PGlite's `loadDataDir`, for a fresh browser; otherwise undefined (PGlite opens
 * the database in IndexedDB, or builds one). The download starts now, but PGlite reads the file
 * only after fetching and starting its own WebAssembly: given as a Blob-like whose bytes arrive
 * later, both downloads run at once instead of one after the other. PGlite reads `type` and
 * `arrayBuffer()` only. A failed download rejects, and the caller starts without it.
 */
export async function demoSnapshotIfFresh(): Promise<Blob | undefined> {
  if (!(await isFreshBrowser())) return
  const bytes = fetch(SNAPSHOT_URL).then((response) => {
    if (!response.ok) throw new Error(`demo snapshot: HTTP ${response.status}`)
    return response.arrayBuffer()
  })
  // Handled by PGlite's init when it reads the file; this keeps an early failure from being
  // reported as unhandled before then.
  bytes.catch(() => undefined)
  // No type: a server may already have unzipped it (Content-Encoding); PGlite tries the tar first
  // and unzips only what is not one.
  const later: Pick<Blob, 'type' | 'arrayBuffer'> = {
    type: '',
    arrayBuffer: () => bytes,
  }
  return later as Blob
}
