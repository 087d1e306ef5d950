import type { GuestPhoto } from '@/data/types'

/**
 * The telão's playlist, apart from React so a soak test can run it for hours: the newest
 * `max` approved photos, shown in a loop, a photo approved meanwhile shown next (before the loop
 * goes on). Everything it holds is bounded by `max`, however long it runs and however many
 * photos arrive.
 */
export class Playlist {
  private photos: GuestPhoto[] = []
  private readonly fresh: string[] = []
  private seen = new Set<string>()
  private position = 0
  private currentId: string | null = null

  constructor(readonly max = 200) {}

  get size(): number {
    return this.photos.length
  }

  /** What it holds, for the soak test: every count is bounded by max. */
  get held(): { photos: number; fresh: number; seen: number } {
    return { photos: this.photos.length, fresh: this.fresh.length, seen: this.seen.size }
  }

  get current(): GuestPhoto | undefined {
    return this.photos.find((p) => p.id === this.currentId) ?? this.photos[this.position]
  }

  /** The photo after the current one (to fetch ahead), without moving. */
  get upcoming(): GuestPhoto | undefined {
    const freshId = this.fresh[0]
    if (freshId) return this.photos.find((p) => p.id === freshId)
    return this.photos[(this.position + 1) % Math.max(1, this.photos.length)]
  }

  /** The newest approved photos, newest first (a read of the list): new ones go next. */
  update(newestFirst: readonly GuestPhoto[]): void {
    const first = this.seen.size === 0
    const kept = newestFirst.slice(0, this.max)
    const ids = new Set(kept.map((p) => p.id))
    for (const photo of [...kept].reverse()) {
      if (!first && !this.seen.has(photo.id)) this.fresh.push(photo.id)
    }
    this.photos = kept
    this.seen = ids
    // A hidden or deleted photo leaves the queue; the queue never outgrows the list.
    for (let i = this.fresh.length - 1; i >= 0; i--) {
      if (!ids.has(this.fresh[i] as string)) this.fresh.splice(i, 1)
    }
    if (this.fresh.length > this.max) this.fresh.splice(0, this.fresh.length - this.max)
    const at = this.currentId ? this.photos.findIndex((p) => p.id === this.currentId) : -1
    this.position = at >= 0 ? at : Math.min(this.position, Math.max(0, this.photos.length - 1))
    if (at < 0) this.currentId = this.photos[this.position]?.id ?? null
  }

  next(): GuestPhoto | undefined {
    const freshId = this.fresh.shift()
    const freshAt = freshId ? this.photos.findIndex((p) => p.id === freshId) : -1
    if (freshAt >= 0) {
      this.position = freshAt
    } else if (this.photos.length > 0) {
      this.position = (this.position + 1) % this.photos.length
    }
    this.currentId = this.photos[this.position]?.id ?? null
    return this.current
  }

  previous(): GuestPhoto | undefined {
    if (this.photos.length > 0) {
      this.position = (this.position - 1 + this.photos.length) % this.photos.length
    }
    this.currentId = this.photos[this.position]?.id ?? null
    return this.current
  }
}
