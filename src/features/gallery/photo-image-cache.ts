import { useEffect, useState } from 'react'
import type { DataService } from '@/data/types'

/**
 * Full images are fetched one at a time, when shown (thumbnails first, never every full
 * image at once), and the last few are kept so going back and forth does not refetch them.
 */
export class PhotoImageCache {
  private readonly entries = new Map<string, Promise<string | null>>()

  constructor(
    private readonly service: DataService,
    private readonly limit = 6,
  ) {}

  get(id: string): Promise<string | null> {
    const hit = this.entries.get(id)
    if (hit) {
      // Most recently used goes last, so eviction drops the oldest.
      this.entries.delete(id)
      this.entries.set(id, hit)
      return hit
    }
    const pending = this.service.getPhotoImage(id).then(
      (src) => {
        // A miss is not cached: the next look may succeed (network back, row re-created).
        if (!src) this.entries.delete(id)
        return src
      },
      () => {
        this.entries.delete(id)
        return null
      },
    )
    this.entries.set(id, pending)
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
    return pending
  }

  /** Starts loading without waiting (the next slide, while the current one is on screen). */
  prefetch(id: string): void {
    void this.get(id)
  }

  has(id: string): boolean {
    return this.entries.has(id)
  }
}

/** The full image of `id` once loaded (null while loading, when `enabled` is false, or on error). */
export function usePhotoImage(
  cache: PhotoImageCache,
  id: string | undefined,
  enabled = true,
): string | null {
  const [loaded, setLoaded] = useState<{ id: string; src: string | null } | null>(null)
  useEffect(() => {
    if (!id || !enabled) return
    let cancelled = false
    void cache.get(id).then((src) => {
      if (!cancelled) setLoaded({ id, src })
    })
    return () => {
      cancelled = true
    }
  }, [cache, id, enabled])
  return loaded && loaded.id === id ? loaded.src : null
}
