import { describe, expect, it } from 'vitest'
import { createNotConfiguredService } from '@/data/service'
import type { DataService } from '@/data/types'
import { PhotoImageCache } from '@/features/gallery/photo-image-cache'
import { ImageCache } from '@/features/guest-photos/image-cache'

/** A service whose getPhotoImage counts calls and answers `full-<id>` (or fails for 'bad'). */
function countingService() {
  const calls: string[] = []
  const service: DataService = {
    ...createNotConfiguredService(),
    getPhotoImage: async (id) => {
      calls.push(id)
      if (id === 'bad') throw new Error('network down')
      if (id === 'gone') return null
      return `full-${id}`
    },
  }
  return { service, calls }
}

describe('PhotoImageCache', () => {
  it('fetches each full image once while it stays in the cache', async () => {
    const { service, calls } = countingService()
    const cache = new PhotoImageCache(service, 3)
    expect(await cache.get('a')).toBe('full-a')
    expect(await cache.get('a')).toBe('full-a')
    cache.prefetch('b')
    expect(await cache.get('b')).toBe('full-b')
    expect(calls).toEqual(['a', 'b'])
  })

  it('drops the least recently used image beyond its limit', async () => {
    const { service, calls } = countingService()
    const cache = new PhotoImageCache(service, 2)
    await cache.get('a')
    await cache.get('b')
    await cache.get('a') // a is now the most recent
    await cache.get('c') // evicts b
    expect(cache.has('a')).toBe(true)
    expect(cache.has('b')).toBe(false)
    await cache.get('b')
    expect(calls).toEqual(['a', 'b', 'c', 'b'])
  })

  it('answers null for a failure or a missing photo, and asks again next time', async () => {
    const { service, calls } = countingService()
    const cache = new PhotoImageCache(service)
    expect(await cache.get('bad')).toBeNull()
    expect(await cache.get('gone')).toBeNull()
    expect(await cache.get('bad')).toBeNull()
    expect(calls).toEqual(['bad', 'gone', 'bad'])
  })
})

describe("ImageCache (guests' photos)", () => {
  it('asks again for an image older than its age limit (a signed URL expires)', async () => {
    let now = 0
    let served = 0
    const cache = new ImageCache(
      async (id) => `url-${id}-${++served}`,
      10,
      1000,
      () => now,
    )
    expect(await cache.get('a', false)).toBe('url-a-1')
    now = 900
    expect(await cache.get('a', false)).toBe('url-a-1')
    now = 2000
    expect(await cache.get('a', false)).toBe('url-a-2')
    expect(cache.size).toBe(1)
  })
})
