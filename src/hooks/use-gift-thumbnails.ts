import { useCallback, useEffect, useRef, type RefObject } from 'react'
import { GIFT_LIMITS } from '@/config/limits'
import { useDataService } from '@/data/react/context'
import { useQueryData } from '@/data/react/queries'
import type { Gift } from '@/data/types'

const NO_THUMBNAILS: Record<string, string | null> = {}

/** How far ahead of the screen a card's thumbnail is asked for: about one screen. */
const THUMBNAIL_MARGIN = '100% 0px'

/** The attribute that names a gift's card or row inside the list (`data-gift-id`). */
const GIFT_ID_ATTRIBUTE = 'data-gift-id'

export interface GiftThumbnails {
  /** By gift id: its data URL; null when none came (no photo after all, or a failed read). */
  thumbnails: Record<string, string | null>
  /** Asks for one again at once (its photo changed). */
  refresh: (id: string) => void
}

/**
 * The thumbnails of the gifts on or near the screen (docs/decisions/0017-gifts-as-money.md), for
 * the guests' grid and the couple's panel alike: the elements inside `ref` marked `data-gift-id`
 * that come within about a screen of the viewport are asked for together, in one
 * getGiftThumbnails call per frame, so a first visit downloads no gift image and a long category
 * only the photos a guest scrolls to. A gift not asked for yet is absent from `thumbnails`.
 *
 * A thumbnail that did not come (the read failed, without signal) is asked for again when the
 * list is loaded again, a new `gifts` array (the lists load again when the signal is back):
 * callers keep `gifts` the same array between loads (useMemo), or every render would ask again.
 */
export function useGiftThumbnails(
  gifts: readonly Gift[],
  ref: RefObject<HTMLElement | null>,
): GiftThumbnails {
  const service = useDataService()
  // In the query store (src/data/react/queries.ts): the guests' grid and the couple's panel share
  // what each asked for.
  const [thumbnails, setThumbnails] = useQueryData<Record<string, string | null>>(
    'gift-thumbnails',
    NO_THUMBNAILS,
  )
  const asked = useRef(new Set<string>())
  // Asked for, and none came: asked for again at the next load of the list.
  const missing = useRef(new Set<string>())

  // Runs again at each load of the list (a new `gifts`): the moment to ask again for what did not
  // come.
  useEffect(() => {
    const grid = ref.current
    const wanted = new Set(gifts.filter((g) => g.has_photo).map((g) => g.id))
    if (!grid || wanted.size === 0) return
    const askedIds = asked.current
    for (const id of missing.current) askedIds.delete(id)
    missing.current.clear()
    let pending: string[] = []
    let frame = 0
    const fetchPending = () => {
      frame = 0
      const ids = pending
      pending = []
      for (let i = 0; i < ids.length; i += GIFT_LIMITS.thumbnailsPerRead) {
        const chunk = ids.slice(i, i + GIFT_LIMITS.thumbnailsPerRead)
        void service.getGiftThumbnails(chunk).then((found) => {
          for (const id of chunk) if (found[id] === undefined) missing.current.add(id)
          setThumbnails((current) => {
            const next = { ...current }
            for (const id of chunk) next[id] = found[id] ?? null
            return next
          })
        })
      }
    }
    const ask = (id: string | null) => {
      if (!id || !wanted.has(id) || askedIds.has(id)) return
      askedIds.add(id)
      pending.push(id)
      if (!frame) frame = requestAnimationFrame(fetchPending)
    }
    const cards = [...grid.querySelectorAll(`[${GIFT_ID_ATTRIBUTE}]`)]
    if (typeof IntersectionObserver === 'undefined') {
      for (const card of cards) ask(card.getAttribute(GIFT_ID_ATTRIBUTE))
      return () => cancelAnimationFrame(frame)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          ask(entry.target.getAttribute(GIFT_ID_ATTRIBUTE))
          observer.unobserve(entry.target)
        }
      },
      { rootMargin: THUMBNAIL_MARGIN },
    )
    for (const card of cards) observer.observe(card)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
      // Asked but not fetched yet: ask again when the grid shows them next.
      for (const id of pending) askedIds.delete(id)
    }
  }, [ref, gifts, service, setThumbnails])

  // The couple just changed this gift's photo (its row is on screen): ask for it again now.
  const refresh = useCallback(
    (id: string) => {
      asked.current.add(id)
      void service.getGiftThumbnails([id]).then((found) => {
        if (found[id] === undefined) missing.current.add(id)
        setThumbnails((current) => ({ ...current, [id]: found[id] ?? null }))
      })
    },
    [service, setThumbnails],
  )

  return { thumbnails, refresh }
}
