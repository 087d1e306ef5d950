// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterPageSettles } from '@/features/offline/after-page-settles'

/** The tab's visibility as the browser reports it when the guest switches apps. */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('the site becomes an app once the page has settled (docs/decisions/0021)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    setVisibility('visible')
  })
  afterEach(() => vi.useRealTimers())

  it('waits 5 s after the load event, then runs once', () => {
    const fn = vi.fn<() => void>()
    afterPageSettles(fn)
    vi.advanceTimersByTime(4_999)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    setVisibility('hidden')
    vi.advanceTimersByTime(10_000)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('runs at once when the guest leaves the page before then, and not again', () => {
    const fn = vi.fn<() => void>()
    afterPageSettles(fn)
    vi.advanceTimersByTime(1_000)
    setVisibility('hidden')
    expect(fn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10_000)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('never runs once cancelled (the app unmounted)', () => {
    const fn = vi.fn<() => void>()
    const cancel = afterPageSettles(fn)
    cancel()
    setVisibility('hidden')
    vi.advanceTimersByTime(10_000)
    expect(fn).not.toHaveBeenCalled()
  })
})
