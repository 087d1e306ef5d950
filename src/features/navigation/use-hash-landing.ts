import { useEffect } from 'react'
import { scrollToSection } from '@/lib/scroll'

const SETTLE_MS = 3000

/**
 * A link like '/#gifts' (the payment-cancel page's 'Tentar Novamente') must land on the section
 * even though the sections above it grow while their data loads. Until the visitor scrolls by
 * hand, or SETTLE_MS pass, the section is put back in place whenever the page changes height.
 */
export function useHashLanding(ids: readonly string[]) {
  const key = ids.join('|')
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (!id || !key.split('|').includes(id)) return
    let done = false
    const land = () => {
      if (!done) scrollToSection(id, { instant: true })
    }
    const stop = () => {
      done = true
    }
    const frame = requestAnimationFrame(land)
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(land)
    resize?.observe(document.body)
    const timer = window.setTimeout(stop, SETTLE_MS)
    const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
    for (const type of userEvents)
      window.addEventListener(type, stop, { passive: true, once: true })
    return () => {
      done = true
      cancelAnimationFrame(frame)
      resize?.disconnect()
      window.clearTimeout(timer)
      for (const type of userEvents) window.removeEventListener(type, stop)
    }
  }, [key])
}
