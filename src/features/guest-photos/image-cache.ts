import type { DataService } from '@/data/types'

/**
 * The photos' bytes a page has fetched, by id and size, in a bounded map: the oldest entry goes
 * when it is full, so a page open for hours (the telão) holds a bounded number of images.
 */
export class ImageCache {
  private readonly entries = new Map<string, Promise<string | null>>()

  constructor(
    private readonly load: (id: string, full: boolean) => Promise<string | null>,
    readonly max = 200,
  ) {}

  get size(): number {
    return this.entries.size
  }

  get(id: string, full: boolean): Promise<string | null> {
    const key = `${full ? 'f' : 't'}:${id}`
    const found = this.entries.get(key)
    if (found) {
      // Most recently used last.
      this.entries.delete(key)
      this.entries.set(key, found)
      return found
    }
    const loading = this.load(id, full).then((src) => {
      // A failure (null) is not kept: the next view asks again.
      if (src === null) this.entries.delete(key)
      return src
    })
    this.entries.set(key, loading)
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
    return loading
  }

  forget(id: string): void {
    this.entries.delete(`f:${id}`)
    this.entries.delete(`t:${id}`)
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
