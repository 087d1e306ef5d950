/** If the first-contentful-paint entry never comes, the page loads this long after its first frame. */
export const FIRST_PAINT_FALLBACK_MS = 1500

/**
 * Calls `go` once, after the page's first frame has been shown. "Shown" is the browser's
 * first-contentful-paint entry (a first paint may be the bare background): a frame callback alone
 * runs before its frame is drawn, and a busy phone takes a while to show it; in Chromium the script
 * was requested about 200 ms before the first paint, and competed with it. Where paint entries are
 * not reported, the first frame callback; if the entry never comes, FIRST_PAINT_FALLBACK_MS after
 * it. A hidden tab never paints: at once.
 */
export function afterFirstPaint(go: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    go()
  }
  let paintEntries = false
  try {
    paintEntries = PerformanceObserver.supportedEntryTypes.includes('paint')
  } catch {
    // No PerformanceObserver: the frame callback below.
  }
  if (document.visibilityState === 'hidden') once()
  else if (paintEntries) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      setTimeout(once)
    }).observe({ type: 'paint', buffered: true })
    requestAnimationFrame(() => setTimeout(once, FIRST_PAINT_FALLBACK_MS))
  } else requestAnimationFrame(() => setTimeout(once))
}
