import './window-flags'

/** The worker's name in the browser's tools, as src/data/embedded/embedded.ts names its own. */
const DEMO_WORKER_NAME = 'wedding-demo-db'

/**
 * The embedded demo's database worker, started by the inline script right after the first paint
 * instead of once the app has run and the page is idle: PGlite's download and start take seconds,
 * and they now overlap the app's (docs/decisions/0004-embedded-backend.md). The worker says 'here'
 * as soon as it runs, before the app can listen: the message is remembered for the embedded
 * backend, which takes the worker from `window.weddingDemoWorker`.
 */
export function startDemoWorker(url: string): void {
  try {
    const worker = new Worker(url, { type: 'module', name: DEMO_WORKER_NAME })
    const early = { worker, here: false }
    const listen = (event: MessageEvent<{ type?: string } | null>) => {
      if (event.data?.type !== 'here') return
      early.here = true
      worker.removeEventListener('message', listen)
    }
    worker.addEventListener('message', listen)
    window.weddingDemoWorker = early
  } catch {
    // No module workers here: the embedded backend starts its own, as before.
  }
}
