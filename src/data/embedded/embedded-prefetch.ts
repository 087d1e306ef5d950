import initdbWasmUrl from '@electric-sql/pglite/initdb.wasm?url'
import pgliteDataUrl from '@electric-sql/pglite/pglite.data?url'
import pgliteWasmUrl from '@electric-sql/pglite/pglite.wasm?url'
import { demoSnapshotIfFresh } from './embedded-snapshot'

/** The name of the lock PGlite's multi-tab worker holds while it leads (pglite/worker). */
const ELECTION_LOCK = 'pglite-election-lock:wedding-demo'

/** What PGlite would fetch and compile at its start, fetched ahead; each part may fail alone. */
export interface DemoPrefetch {
  snapshot: Promise<Blob | undefined>
  pgliteWasmModule: Promise<WebAssembly.Module | undefined>
  initdbWasmModule: Promise<WebAssembly.Module | undefined>
  fsBundle: Promise<Blob | undefined>
}

// Low priority: on a phone's connection, the app's own script and fonts come first.
const get = (url: string) => fetch(url, { priority: 'low' })

const compile = (url: string) => WebAssembly.compileStreaming(get(url)).catch(() => undefined)

/** True when another tab's worker already leads: it has the database, this one will not open it. */
async function anotherTabLeads(): Promise<boolean> {
  try {
    const { held = [] } = await navigator.locks.query()
    return held.some((lock) => lock.name === ELECTION_LOCK)
  } catch {
    return false
  }
}

/**
 * Started as the worker starts, which the page does right after its first paint
 * (src/boot/demo-worker.ts), seconds before the tab asks for the database: the snapshot, PGlite's
 * WebAssembly (compiled) and its file bundle arrive meanwhile, and PGlite starts from them
 * instead of fetching them then (docs/decisions/0004-embedded-backend.md). Skipped when another
 * tab leads: this worker will not open the database.
 */
export function prefetchDemoDatabase(): Promise<DemoPrefetch | null> {
  return anotherTabLeads().then((leads) =>
    leads
      ? null
      : {
          snapshot: demoSnapshotIfFresh().catch(() => undefined),
          pgliteWasmModule: compile(pgliteWasmUrl),
          initdbWasmModule: compile(initdbWasmUrl),
          fsBundle: get(pgliteDataUrl)
            .then((response) => (response.ok ? response.blob() : undefined))
            .catch(() => undefined),
        },
  )
}
