import type { DataService } from '@/data/types'
import { LoadsCache } from '@/lib/loads-cache'

/** The guests' photos' bytes a page has fetched, by id and size (src/lib/loads-cache.ts). */
export class ImageCache {
  private readonly loads: LoadsCache<string>

  constructor(
    private readonly load: (id: string, full: boolean) => Promise<string | null>,
    readonly max = 200,
  ) {
    this.loads = new LoadsCache(max)
  }

  get size(): number {
    return this.loads.size
  }

  get(id: string, full: boolean): Promise<string | null> {
    return this.loads.get(`${full ? 'f' : 't'}:${id}`, () => this.load(id, full))
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
