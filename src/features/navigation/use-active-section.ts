import { useEffect, useState } from 'react'
import { SCROLL_OFFSET_PX } from '@/config/ui'

/**
 * The section under the navigation bar, watched with IntersectionObserver (docs/product.md §2: the active
 * item follows the page). The observed band starts SCROLL_OFFSET_PX from the top, where a chosen
 * section stops, and ends at 40 % of the window; between two anchored sections (the event
 * information block has no anchor) the last active item stays lit.
 */
export function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(ids[0] ?? null)
  const key = ids.join('|')

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    const order = key.split('|')
    const visible = new Set<string>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id)
          else visible.delete(entry.target.id)
        }
        const first = order.find((id) => visible.has(id))
        if (first) setActive(first)
      },
      { rootMargin: `-${SCROLL_OFFSET_PX}px 0px -60% 0px`, threshold: 0 },
    )
    const observed = new Set<Element>()
    const observeAll = () => {
      for (const id of order) {
        const el = document.getElementById(id)
        if (el && !observed.has(el)) {
          observed.add(el)
          observer.observe(el)
        }
      }
    }
    observeAll()
    // Sections of later features may mount after the navigation (data loading): pick them up.
    const mutations = new MutationObserver(observeAll)
    mutations.observe(document.body, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      mutations.disconnect()
    }
  }, [key])

  return active
}
