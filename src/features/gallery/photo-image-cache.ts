import { useCallback } from 'react'
import type { DataService } from '@/data/types'
import { useLoaded } from '@/hooks/use-loaded'
import { LoadsCache } from '@/lib/loads-cache'

/**
 * Full images are fetched one at a time, when shown (thumbnails first, never every full
 * image at once), and the last few are kept so going back and forth does not refetch them.
 */
export class PhotoImageCache {
  private readonly loads: LoadsCache<string>

  constructor(
    private readonly service: DataService,
    limit = 6,
  ) {
    this.loads = new LoadsCache(limit)
  }

  get(id: string): Promise<string | null> {
    return this.loads.get(id, () => this.service.getPhotoImage(id))
  }

  /** Starts loading without waiting (the next slide, while the current one is on screen). */
  prefetch(id: string): void {
    void this.get(id)
  }

  has(id: string): boolean {
    return this.loads.has(id)
  }
}

/** The full image of `id` once loaded (null while loading, when `enabled` is false, or on error). */
export function usePhotoImage(
  cache: PhotoImageCache,
  id: string | undefined,
  enabled = true,
): string | null {
  const load = useCallback(() => cache.get(id ?? ''), [cache, id])
  return useLoaded(id && enabled ? id : null, load)
}
