import { useEffect, useRef, useState, type RefObject } from 'react'
import { GIFT_LIMITS } from '@/config/limits'
import { useDataService } from '@/data/react/context'
import type { Gift } from '@/data/types'
import { useNearViewport } from '@/hooks/use-near-viewport'

/** How close the grid must come to the screen before its thumbnails are asked for. */
const THUMBNAIL_MARGIN = '50% 0px'

/**
 * The thumbnails of the gifts on screen (docs/decisions/0017-gifts-as-money.md): one
 * getGiftThumbnails call for the category shown, once the grid (`ref`) nears the viewport, so a
 * first visit downloads no gift image. A gift asked for maps to its data URL, or to null when none
 * came (no photo after all, or a failed read: the card keeps its placeholder); one not asked for
 * yet is absent.
 */
export function useGiftThumbnails(
  gifts: readonly Gift[],
  ref: RefObject<HTMLElement | null>,
): Record<string, string | null> {
  const service = useDataService()
  const near = useNearViewport(ref, THUMBNAIL_MARGIN)
  const [thumbnails, setThumbnails] = useState<Record<string, string | null>>({})
  const asked = useRef(new Set<string>())
  const withPhoto = gifts
    .filter((g) => g.has_photo)
    .map((g) => g.id)
    .join(' ')

  useEffect(() => {
    if (!near || !withPhoto) return
    const ids = withPhoto.split(' ').filter((id) => !asked.current.has(id))
    for (let i = 0; i < ids.length; i += GIFT_LIMITS.thumbnailsPerRead) {
      const chunk = ids.slice(i, i + GIFT_LIMITS.thumbnailsPerRead)
      for (const id of chunk) asked.current.add(id)
      void service.getGiftThumbnails(chunk).then((found) =>
        setThumbnails((current) => {
          const next = { ...current }
          for (const id of chunk) next[id] = found[id] ?? null
          return next
        }),
      )
    }
  }, [near, withPhoto, service])

  return thumbnails
}
