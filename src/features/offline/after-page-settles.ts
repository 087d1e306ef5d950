/**
 * How long after the load event the site becomes an app (manifest and worker). The worker's
 * install downloads every guest file, and Chromium reads the manifest and fetches its icon: on a
 * phone's few cores none of that should compete with the first screen's taps, and the code that
 * does it is not part of a first visit's download (docs/decisions/0021-offline-at-the-farm.md).
 */
const SETTLE_AFTER_LOAD_MS = 5_000

/**
 * Calls `fn` once: a few seconds after the load event, when the browser is idle, or at once if
 * the guest leaves the page before then (back to WhatsApp: the offline copy is still made).
 * Returns a function that cancels it.
 */
export function afterPageSettles(fn: () => void): () => void {
  let done = false
  let timer = 0
  let idle = 0
  const run = () => {
    if (done) return
    done = true
    cancel()
    fn()
  }
  const onHidden = () => {
    if (document.visibilityState === 'hidden') run()
  }
  const start = () => {
    timer = window.setTimeout(() => {
      if (typeof requestIdleCallback === 'function')
        idle = requestIdleCallback(run, { timeout: 2_000 })
      else run()
    }, SETTLE_AFTER_LOAD_MS)
  }
  function cancel() {
    window.clearTimeout(timer)
    if (idle && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle)
    window.removeEventListener('load', start)
    document.removeEventListener('visibilitychange', onHidden)
  }
  document.addEventListener('visibilitychange', onHidden)
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
  return () => {
    done = true
    cancel()
  }
}
