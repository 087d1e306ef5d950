// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIVE_STALE_AFTER_HIDDEN_MS } from '@/config/ui'
import { onBackToPage } from '@/data/react/on-back-to-page'

let visibility: DocumentVisibilityState = 'visible'

function setVisibility(state: DocumentVisibilityState) {
  visibility = state
  document.dispatchEvent(new Event('visibilitychange'))
}

beforeEach(() => {
  vi.useFakeTimers()
  visibility = 'visible'
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('a live list read again when the guest comes back', () => {
  it('reads again after a while in the background, not after a glance at another app', () => {
    const refresh = vi.fn<() => void>()
    const stop = onBackToPage(refresh)
    setVisibility('hidden')
    vi.advanceTimersByTime(5_000)
    setVisibility('visible')
    expect(refresh).not.toHaveBeenCalled()

    setVisibility('hidden')
    vi.advanceTimersByTime(LIVE_STALE_AFTER_HIDDEN_MS)
    setVisibility('visible')
    expect(refresh).toHaveBeenCalledTimes(1)
    stop()
  })

  it('reads again when the signal comes back, and never after it stopped listening', () => {
    const refresh = vi.fn<() => void>()
    const stop = onBackToPage(refresh)
    window.dispatchEvent(new Event('online'))
    expect(refresh).toHaveBeenCalledTimes(1)
    stop()
    window.dispatchEvent(new Event('online'))
    setVisibility('hidden')
    vi.advanceTimersByTime(LIVE_STALE_AFTER_HIDDEN_MS * 2)
    setVisibility('visible')
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('a list that opts out reads again only when the signal comes back', () => {
    const refresh = vi.fn<() => void>()
    const stop = onBackToPage(refresh, Number.POSITIVE_INFINITY)
    setVisibility('hidden')
    vi.advanceTimersByTime(24 * 60 * 60 * 1000)
    setVisibility('visible')
    expect(refresh).not.toHaveBeenCalled()
    stop()
  })

  it('the signal and the page coming back together read once', () => {
    const refresh = vi.fn<() => void>()
    const stop = onBackToPage(refresh)
    setVisibility('hidden')
    vi.advanceTimersByTime(LIVE_STALE_AFTER_HIDDEN_MS)
    window.dispatchEvent(new Event('online'))
    setVisibility('visible')
    expect(refresh).toHaveBeenCalledTimes(1)
    // A later return is a new read.
    setVisibility('hidden')
    vi.advanceTimersByTime(LIVE_STALE_AFTER_HIDDEN_MS)
    setVisibility('visible')
    expect(refresh).toHaveBeenCalledTimes(2)
    stop()
  })
})
