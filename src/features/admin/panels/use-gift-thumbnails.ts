import { useCallback, useEffect, useRef, useState } from 'react'
import { GIFT_LIMITS } from '@/config/limits'
import type { DataService, Gift } from '@/data/types'

/**
 * The thumbnails of the gifts shown, asked once per gift (docs/decisions/0017-gifts-as-money.md:
 * the list carries only has_photo), at most GIFT_LIMITS.thumbnailsPerRead per call. `forget` drops
 * one after its photo changed, so the next list asks for it again.
 */
export function useGiftThumbnails(service: DataService, gifts: readonly Gift[]) {
  const [thumbnails, setThumbnails] = useState<Record<string, string>>({})
  const asked = useRef(new Set<string>())

  useEffect(() => {
    const missing = gifts.filter((g) => g.has_photo && !asked.current.has(g.id)).map((g) => g.id)
    if (missing.length === 0) return
    for (const id of missing) asked.current.add(id)
    void (async () => {
      for (let i = 0; i < missing.length; i += GIFT_LIMITS.thumbnailsPerRead) {
        const got = await service.getGiftThumbnails(
          missing.slice(i, i + GIFT_LIMITS.thumbnailsPerRead),
        )
        setThumbnails((t) => ({ ...t, ...got }))
      }
    })()
  }, [service, gifts])

  const forget = useCallback((id: string) => {
    asked.current.delete(id)
    setThumbnails((t) => {
      const { [id]: _gone, ...rest } = t
      return rest
    })
  }, [])

  return { thumbnails, forget }
}
