// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { inlineScripts } from '../../../build/html-plugin'
import { MOMENTS } from '../../harness/moments'

// index.html's <head> script puts the visitor's phase on <html> before the first paint, so the
// prerendered page's CSS shows the first screen of that phase (docs/decisions/0018).

afterEach(() => {
  vi.useRealTimers()
  document.documentElement.removeAttribute('data-wedding-phase')
})

describe('the <head> inline script', () => {
  it.each([
    [MOMENTS.monthBefore, 'rsvp-open'],
    [MOMENTS.afterDeadline, 'rsvp-closed'],
    [MOMENTS.weddingDay, 'wedding-day'],
    [MOMENTS.weekAfter, 'married'],
  ] as const)(
    'at %s marks <html> with %s',
    async (moment, phase) => {
      const { head } = await inlineScripts({ script: '/assets/index-X.js', fonts: '', faces: [] })
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(moment)
      new Function(head)()
      expect(document.documentElement.getAttribute('data-wedding-phase')).toBe(phase)
    },
    30_000,
  )
})
