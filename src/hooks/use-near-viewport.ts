import { useEffect, useState, type RefObject } from 'react'

/**
 * True once `ref` comes within `margin` of the viewport, and from then on. The full image of a
 * slide is fetched only then, so a guest who never scrolls to the gallery downloads thumbnails only.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const el = ref.current
    if (!el || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref, margin, near])
  return near
}
