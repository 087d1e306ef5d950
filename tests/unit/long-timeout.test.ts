import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_TIMEOUT_MS, setLongTimeout } from '@/lib/long-timeout'

const DAY_MS = 24 * 60 * 60 * 1000

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('setLongTimeout', () => {
  // The fake timers run a delay over 2^31-1 ms at once, as browsers do.
  it.each([30, 400])(
    'waits %i days, past setTimeout’s longest delay, to the millisecond',
    (days) => {
      expect(days * DAY_MS).toBeGreaterThan(MAX_TIMEOUT_MS)
      const fn = vi.fn<() => void>()
      setLongTimeout(fn, days * DAY_MS)
      vi.advanceTimersByTime(days * DAY_MS - 1)
      expect(fn).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      expect(fn).toHaveBeenCalledOnce()
    },
  )

  it('is not hastened nor held back when the device’s date is set meanwhile', () => {
    const fn = vi.fn<() => void>()
    setLongTimeout(fn, 30 * DAY_MS)
    vi.setSystemTime(Date.now() + 365 * DAY_MS)
    vi.advanceTimersByTime(30 * DAY_MS - 1)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledOnce()
  })

  it('cancelled in a later step, never runs', () => {
    const fn = vi.fn<() => void>()
    const cancel = setLongTimeout(fn, 60 * DAY_MS)
    vi.advanceTimersByTime(40 * DAY_MS)
    cancel()
    vi.advanceTimersByTime(40 * DAY_MS)
    expect(fn).not.toHaveBeenCalled()
  })
})
