// The telão runs for hours at the party (docs/decisions/0027-guests-photos.md): a soak with a fake clock, 500 photos approved
// over 6 simulated hours, the playlist and the decoded images it keeps stay bounded, and every
// newly approved photo is shown (next, before the loop goes on).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TELAO_SECONDS } from '@/config/guest-photos'
import type { GuestPhoto } from '@/data/types'
import { ImageCache } from '@/features/guest-photos/image-cache'
import { Playlist } from '@/features/guest-photos/slideshow-state'

const photo = (i: number): GuestPhoto => ({
  id: `p${i}`,
  uploaderName: `Convidado ${i}`,
  caption: null,
  width: 2560,
  height: 1920,
  approvedAt: new Date(i * 1000).toISOString(),
})

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the telão over 6 hours', () => {
  it('500 photos approved as the party goes: bounded state, each new photo shown', async () => {
    const playlist = new Playlist(200)
    const loads: string[] = []
    const cache = new ImageCache(async (id) => {
      loads.push(id)
      return `data:image/jpeg;base64,${id}`
    }, 6)
    const approved: GuestPhoto[] = []
    const shown = new Set<string>()
    let maxHeld = 0
    // The page's read: the newest 100 approved (readNewest in telao-screen.tsx).
    const refresh = () => playlist.update([...approved].reverse().slice(0, 100))
    const approveEvery = Math.floor((6 * 3600 * 1000) / 500)
    let next = 0
    const approver = setInterval(() => {
      if (next < 500) approved.push(photo(next++))
      refresh()
    }, approveEvery)
    const slides = setInterval(() => {
      const current = playlist.next()
      if (current) {
        shown.add(current.id)
        void cache.get(current.id, true)
      }
      const upcoming = playlist.upcoming
      if (upcoming) void cache.get(upcoming.id, true)
      const held = playlist.held
      maxHeld = Math.max(maxHeld, held.photos, held.fresh, held.seen, cache.size * 10)
      expect(cache.size).toBeLessThanOrEqual(6)
    }, TELAO_SECONDS * 1000)

    // Six hours, and one more slide for the photo approved at the last moment.
    await vi.advanceTimersByTimeAsync(6 * 3600 * 1000 + TELAO_SECONDS * 1000)
    clearInterval(approver)
    clearInterval(slides)

    expect(next).toBe(500)
    expect(maxHeld).toBeLessThanOrEqual(100)
    expect(cache.size).toBeLessThanOrEqual(6)
    // Every photo approved was on the screen at least once.
    expect(shown.size).toBe(500)
    expect(loads.length).toBeGreaterThan(500)
  })

  it('arrows step both ways; a hidden photo leaves the loop', () => {
    const playlist = new Playlist(10)
    playlist.update([photo(3), photo(2), photo(1)])
    expect(playlist.current?.id).toBe('p3')
    expect(playlist.next()?.id).toBe('p2')
    expect(playlist.previous()?.id).toBe('p3')
    playlist.update([photo(4), photo(3), photo(1)])
    // The new one comes next.
    expect(playlist.next()?.id).toBe('p4')
    playlist.update([photo(3), photo(1)])
    expect(playlist.held.photos).toBe(2)
    expect([playlist.next()?.id, playlist.next()?.id].sort()).toEqual(['p1', 'p3'])
  })
})
