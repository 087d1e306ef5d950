import { useEffect, useState } from 'react'
import type { ImageCache } from './image-cache'

/** The bytes of photo `id` (thumbnail, or `full`), once `enabled`; null until they arrive. */
export function useImage(
  cache: ImageCache,
  id: string | undefined,
  full: boolean,
  enabled = true,
): string | null {
  const [loaded, setLoaded] = useState<{ key: string; src: string | null } | null>(null)
  const key = `${id ?? ''}:${full}`
  useEffect(() => {
    if (!id || !enabled) return
    let live = true
    void cache.get(id, full).then((src) => {
      if (live) setLoaded({ key, src })
    })
    return () => {
      live = false
    }
  }, [cache, id, full, enabled, key])
  return loaded?.key === key ? loaded.src : null
}
