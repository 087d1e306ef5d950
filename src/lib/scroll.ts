import { SCROLL_OFFSET_PX } from '@/config/ui'

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

/**
 * docs/product.md §2: scroll so the section stops SCROLL_OFFSET_PX below the top of the window, smoothly
 * unless the visitor asked for reduced motion. Returns false when there is no such section.
 */
export function scrollToSection(id: string, options: { instant?: boolean } = {}): boolean {
  const target = document.getElementById(id)
  if (!target) return false
  const top = Math.max(0, target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX)
  const instant = options.instant || prefersReducedMotion()
  window.scrollTo({ top, behavior: instant ? 'instant' : 'smooth' })
  return true
}

/**
 * Moves keyboard focus to the section a link took the guest to, as a followed #link does, so the
 * next Tab continues from there and not from the navigation bar. The page does not move.
 */
export function focusSection(id: string): void {
  const target = document.getElementById(id)
  if (!target) return
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}
