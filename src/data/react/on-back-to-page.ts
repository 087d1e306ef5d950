import { LIVE_STALE_AFTER_HIDDEN_MS } from '@/config/ui'

/**
 * Calls `refresh` when the list shown may have gone stale: the signal came back (it may be an old
 * copy, or empty), or the guest came back to a page left in the background for a while. A phone
 * suspends a hidden page's live connection, so changes made meanwhile never arrived; and a hold
 * on a gift's cotas ends by the clock, with no change to announce it (the guest who paid by PIX
 * in the bank app comes back to a list read before). Returns the function that stops listening.
 */
export function onBackToPage(
  refresh: () => void,
  staleAfterMs: number = LIVE_STALE_AFTER_HIDDEN_MS,
): () => void {
  let hiddenAt: number | null = document.visibilityState === 'hidden' ? Date.now() : null
  const visibility = () => {
    if (document.visibilityState === 'hidden') {
      hiddenAt ??= Date.now()
      return
    }
    const away = hiddenAt === null ? 0 : Date.now() - hiddenAt
    hiddenAt = null
    if (away >= staleAfterMs) refresh()
  }
  window.addEventListener('online', refresh)
  document.addEventListener('visibilitychange', visibility)
  return () => {
    window.removeEventListener('online', refresh)
    document.removeEventListener('visibilitychange', visibility)
  }
}
