import { EMBEDDED_DATA_DIR } from './embedded-config'

/**
 * The demo database built at build time (vite-demo-snapshot.ts), for a browser that has no demo
 * database yet: loading it is a download instead of several seconds of migrations and seed.
 * bootEmbedded then applies only the migrations newer than the snapshot.
 */
const SNAPSHOT_URL = `${import.meta.env.BASE_URL}demo-db.tar.gz`

/** PGlite keeps `idb://name` in the IndexedDB database '/pglite/name'. */
const IDB_NAME = `/pglite/${EMBEDDED_DATA_DIR.replace(/^idb:\/\//, '')}`

/** The snapshot when this browser has no demo database yet; otherwise (or on any failure) none. */
export async function demoSnapshotIfFresh(): Promise<ArrayBuffer | undefined> {
  try {
    // Without databases() (older browsers) we cannot tell: build as before.
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return
    const existing = await indexedDB.databases()
    if (existing.some((db) => db.name === IDB_NAME)) return
    const response = await fetch(SNAPSHOT_URL)
    if (!response.ok) return
    return await response.arrayBuffer()
  } catch (error) {
    console.warn('Banco de demonstração pré-montado indisponível', error)
    return
  }
}
