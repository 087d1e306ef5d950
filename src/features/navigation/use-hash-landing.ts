import { useEffect } from 'react'
import { STORAGE_KEYS } from '@/config/ui'
import { readText, writeText } from '@/lib/device-storage'
import { focusSection, scrollToSection } from '@/lib/scroll'

// The sections below the first screen arrive with a second script, and their data when the
// guest comes near (docs/decisions/0008): on a slow phone that takes seconds. Until then, or until
// the guest scrolls by hand, a landing keeps its target in place.
const GIVE_UP_MS = 30_000

/**
 * Where the page opens. A link like '/#gifts' (the payment-cancel page's 'Tentar Novamente', or a
 * section link tapped before the sections were on the page) lands on its section although the
 * section is not there yet and the sections above it grow while their data loads; so does every
 * later hash change (Back and Forward between sections). A reload, or Back to the page, puts the
 * guest back where they were instead (the browser's own restoring gives up: the page is short
 * until its lower sections render).
 */
export function useHashLanding(ids: readonly string[]) {
  const key = ids.join('|')
  useEffect(() => {
    const landOnHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1))
      if (id && key.split('|').includes(id)) landOnSection(id)
    }
    const saved = takeSavedScroll()
    if (saved === null) landOnHash()
    else
      keepInPlace(() => {
        window.scrollTo({ top: saved, behavior: 'instant' })
        return true
      })

    const save = () => saveScroll()
    window.addEventListener('hashchange', landOnHash)
    window.addEventListener('pagehide', save)
    return () => {
      window.removeEventListener('hashchange', landOnHash)
      window.removeEventListener('pagehide', save)
      stopLanding()
    }
  }, [key])
}

/**
 * Puts section `id` in place now, or as soon as it is on the page, and keeps it there. With
 * `focus` (a section the guest chose), the section also takes the focus when it first lands.
 */
export function landOnSection(id: string, { focus = false }: { focus?: boolean } = {}): void {
  let focused = !focus
  keepInPlace(() => {
    const there = scrollToSection(id, { instant: true })
    if (there && !focused) {
      focused = true
      focusSection(id)
    }
    return there
  })
}

/**
 * After a smooth scroll to section `id` has started: keeps the section in place if the page
 * grows above it (a section's data arriving) before the guest scrolls by hand.
 */
export function followSection(id: string): void {
  keepInPlace(() => scrollToSection(id, { instant: true }), { now: false })
}

let stopLanding = () => {}

/**
 * One landing at a time: `place()` puts the target in view (false while there is nothing to land
 * on yet); it runs now (unless `now` is false) and again whenever the page changes height, until
 * the guest scrolls by hand or answers something on the page (typing, a box ticked: the guest is
 * where they mean to be, and pulling the page back to the section's top would lose them when a
 * form's message grows it), or GIVE_UP_MS pass. A tap elsewhere, say on the menu, does not count.
 */
function keepInPlace(place: () => boolean, { now = true }: { now?: boolean } = {}) {
  stopLanding()
  let done = false
  const stop = () => {
    done = true
  }
  const land = () => {
    if (!done) place()
  }
  const frame = now ? requestAnimationFrame(land) : 0
  const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(land)
  resize?.observe(document.body)
  const giveUp = window.setTimeout(stop, GIVE_UP_MS)
  const guestActs = ['wheel', 'touchmove', 'keydown', 'input', 'change'] as const
  for (const type of guestActs) window.addEventListener(type, stop, { passive: true, once: true })
  stopLanding = () => {
    done = true
    cancelAnimationFrame(frame)
    resize?.disconnect()
    window.clearTimeout(giveUp)
    for (const type of guestActs) window.removeEventListener(type, stop)
  }
}

/** Without storage (a private window), the page simply opens at its hash. */
function saveScroll() {
  writeText(STORAGE_KEYS.savedScroll, String(Math.round(window.scrollY)), 'session')
}

/** The position saved when the guest last left this page, if this visit is a reload or Back. */
function takeSavedScroll(): number | null {
  const entry = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined
  // A first visit never reads storage (its first use costs a phone a few milliseconds).
  if (entry?.type !== 'reload' && entry?.type !== 'back_forward') return null
  // Read, not removed: each departure overwrites it, and only a reload or Back uses it.
  const saved = readText(STORAGE_KEYS.savedScroll, 'session')
  const top = Number(saved)
  return saved !== null && Number.isFinite(top) && top > 0 ? top : null
}
