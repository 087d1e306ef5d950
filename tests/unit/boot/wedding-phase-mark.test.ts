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

  it('in a preview tab (?previa=), marks the chosen moment, keeps it for the tab and cleans the address', async () => {
    const { head } = await inlineScripts({ script: '/assets/index-X.js', fonts: '', faces: [] })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(MOMENTS.weekAfter)
    window.history.replaceState(null, '', '/?previa=2025-10-01#rsvp')
    try {
      new Function(head)()
      expect(document.documentElement.getAttribute('data-wedding-phase')).toBe('rsvp-open')
      expect(window.location.search).toBe('')
      expect(window.location.hash).toBe('#rsvp')
      // A reload of the same tab: still the preview.
      document.documentElement.removeAttribute('data-wedding-phase')
      new Function(head)()
      expect(document.documentElement.getAttribute('data-wedding-phase')).toBe('rsvp-open')
      // Another tab (a fresh sessionStorage): today's site.
      window.sessionStorage.clear()
      new Function(head)()
      expect(document.documentElement.getAttribute('data-wedding-phase')).toBe('married')
    } finally {
      window.sessionStorage.clear()
      window.history.replaceState(null, '', '/')
    }
  }, 30_000)
})
