import { describe, expect, it } from 'vitest'
import { PHOTO_MAX_SIDE_PX, PHOTO_QUALITY } from '@/config/ui'
import { compressionLadder, fitWithin } from '@/lib/image'

/** The value, or a failed test when it is missing. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value')
  return value
}

describe('fitWithin', () => {
  it('brings the long side of a landscape or portrait photo down to the limit, keeping its shape', () => {
    expect(fitWithin(4000, 3000, 1920)).toEqual({ width: 1920, height: 1440 })
    expect(fitWithin(3000, 4000, 1920)).toEqual({ width: 1440, height: 1920 })
    expect(fitWithin(6000, 1000, 1920)).toEqual({ width: 1920, height: 320 })
  })

  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600, 1920)).toEqual({ width: 800, height: 600 })
    expect(fitWithin(1920, 1080, 1920)).toEqual({ width: 1920, height: 1080 })
  })

  it('keeps at least one pixel on the short side of an extreme panorama', () => {
    expect(fitWithin(100_000, 10, 320)).toEqual({ width: 320, height: 1 })
  })

  it('refuses an image without size', () => {
    expect(() => fitWithin(0, 100, 1920)).toThrow(RangeError)
  })
})

describe('compressionLadder', () => {
  it('starts at full size and the configured quality, then only gets smaller or lower', () => {
    const steps = compressionLadder()
    expect(steps[0]).toEqual({ maxSide: PHOTO_MAX_SIDE_PX, quality: PHOTO_QUALITY })
    for (let i = 1; i < steps.length; i++) {
      const [prev, step] = [must(steps[i - 1]), must(steps[i])]
      expect(step.maxSide * step.quality).toBeLessThan(prev.maxSide * prev.quality)
      expect(step.maxSide).toBeLessThanOrEqual(PHOTO_MAX_SIDE_PX)
    }
    expect(must(steps.at(-1)).maxSide).toBeLessThan(PHOTO_MAX_SIDE_PX)
  })
})
