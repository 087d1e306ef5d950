import { GUEST_PHOTO_STORAGE } from '@/config/limits'
import type { DataService } from '@/data/types'
import { LoadsCache } from '@/lib/loads-cache'

/**
 * The guests' photos a page has fetched, by id and size (src/lib/loads-cache.ts): data URLs on
 * the embedded demo, signed URLs on a Supabase deploy. A signed URL lasts
 * GUEST_PHOTO_STORAGE.readUrlSeconds, so an entry older than `maxAgeMs` is asked for again (the
 * telão stays open for hours).
 */
export class ImageCache {
  private readonly loads: LoadsCache<string>
  private readonly loadedAt = new Map<string, number>()

  constructor(
    private readonly load: (id: string, full: boolean) => Promise<string | null>,
    readonly max = 200,
    private readonly maxAgeMs = GUEST_PHOTO_STORAGE.readUrlReuseSeconds * 1000,
    private readonly now: () => number = Date.now,
  ) {
    this.loads = new LoadsCache(max)
  }

  get size(): number {
    return this.loads.size
  }

  get(id: string, full: boolean): Promise<string | null> {
    const key = `${full ? 'f' : 't'}:${id}`
    const at = this.loadedAt.get(key)
    if (at !== undefined && this.now() - at > this.maxAgeMs) this.loads.delete(key)
    if (!this.loads.has(key)) {
      this.loadedAt.set(key, this.now())
      // Bounded as the loads are: the times of entries the cache let go are dropped.
      if (this.loadedAt.size > this.max * 2) {
        for (const k of this.loadedAt.keys()) if (!this.loads.has(k)) this.loadedAt.delete(k)
      }
    }
    return this.loads.get(key, () => this.load(id, full))
  }

  forget(id: string): void {
    this.loads.delete(`f:${id}`)
    this.loads.delete(`t:${id}`)
  }
}

const caches = new WeakMap<DataService, ImageCache>()

/** The guests' view of approved photos' bytes, one cache per service. */
export function guestImageCache(service: DataService): ImageCache {
  let cache = caches.get(service)
  if (!cache) {
    cache = new ImageCache((id, full) => service.getGuestPhotoImage(id, full))
    caches.set(service, cache)
  }
  return cache
}
