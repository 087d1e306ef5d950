import { LIVE_REFRESH_MIN_MS, LIVE_STALE_AFTER_HIDDEN_MS } from '@/config/ui'

/**
 * Calls `refresh` when the list shown may have gone stale: the signal came back (it may be an old
 * copy, or empty), or the guest came back to a page left in the background for a while. A phone
 * suspends a hidden page's live connection, so changes made meanwhile never arrived; and a hold
 * on a gift's cotas ends by the clock, with no change to announce it (the guest who paid by PIX
 * in the bank app comes back to a list read before). The two often come together (the signal
 * returns as the phone leaves a pocket): one read serves both. Returns the function that stops
 * listening.
 */
export function onBackToPage(
  refresh: () => void,
  staleAfterMs: number = LIVE_STALE_AFTER_HIDDEN_MS,
): () => void {
  let hiddenAt: number | null = document.visibilityState === 'hidden' ? Date.now() : null
  let lastAt = Number.NEGATIVE_INFINITY
  const once = () => {
    const now = Date.now()
    if (now - lastAt < LIVE_REFRESH_MIN_MS) return
    lastAt = now
    refresh()
  }
  const visibility = () => {
    if (document.visibilityState === 'hidden') {
      hiddenAt ??= Date.now()
      return
    }
    const away = hiddenAt === null ? 0 : Date.now() - hiddenAt
    hiddenAt = null
    if (away >= staleAfterMs) once()
  }
  window.addEventListener('online', once)
  document.addEventListener('visibilitychange', visibility)
  return () => {
    window.removeEventListener('online', once)
    document.removeEventListener('visibilitychange', visibility)
  }
}
