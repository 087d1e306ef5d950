import { screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { HomeSections } from '@/app/routes/home-sections'
import { BBQ_KIT } from '@/config/copy/bbq-kit'
import { EVENT_INFO } from '@/config/copy/event-info'
import { GALLERY } from '@/config/copy/gallery'
import { GIFTS } from '@/config/copy/gifts'
import { MESSAGES } from '@/config/copy/messages'
import { RSVP } from '@/config/copy/rsvp'
import { GUEST_GUIDE } from '@/config/copy/guide'
import { AFTER_WEDDING } from '@/config/copy/countdown'
import { MOMENTS } from '../harness/moments'
import { renderWithService, embeddedTestDb, type EmbeddedTestDb } from './harness'

// The sections below the first screen join one after another (a frame each, so a phone never
// lays out the whole page in one long task); the guest ends up with all of them, in docs/product.md §2 order.

let test: EmbeddedTestDb
beforeAll(async () => {
  test = await embeddedTestDb()
})
afterAll(async () => {
  await test.db.close()
})
afterEach(() => {
  vi.useRealTimers()
})

/** The page at one of tests/harness/moments.ts (Date only: the sections join frame by frame). */
function at(moment: Date) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(moment)
}

describe('the sections below the first screen', () => {
  it.each([
    [
      'a month before',
      MOMENTS.monthBefore,
      [
        GALLERY.title,
        BBQ_KIT.title,
        RSVP.title,
        EVENT_INFO.title,
        GUEST_GUIDE.title,
        GIFTS.title,
        MESSAGES.title,
      ],
      [],
    ],
    // docs/decisions/0018-the-site-by-the-clock.md: the gallery first, then the days married; the
    // BBQ kit is gone.
    [
      'a week after the wedding',
      MOMENTS.weekAfter,
      [
        GALLERY.title,
        AFTER_WEDDING.timeMarried(7),
        AFTER_WEDDING.rsvpTitle,
        EVENT_INFO.title,
        GUEST_GUIDE.title,
        GIFTS.title,
        MESSAGES.title,
      ],
      [BBQ_KIT.title],
    ],
  ])(
    'all arrive %s, in their order, with nothing left waiting',
    async (_, moment, titles, absent) => {
      at(moment)
      const { container } = renderWithService(<HomeSections />, test.service)
      await waitFor(
        () =>
          expect(
            screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent?.trim()),
          ).toEqual(expect.arrayContaining(titles)),
        // One section a frame, each rendered on the real embedded database, the lazy ones compiled
        // at their first import: on a busy 2-core machine that took more than 10 s once (CI, at a
        // load average of 9). What matters is that all arrive, in order.
        { timeout: 40_000 },
      )
      const shown = screen
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent?.trim())
        .filter((t): t is string => (titles as readonly string[]).includes(t ?? ''))
      expect(shown).toEqual(titles)
      for (const title of absent) expect(screen.queryByRole('heading', { name: title })).toBeNull()
      // The space held for the sections still to come is gone once they are all here.
      expect(container.querySelector('section ~ div[aria-hidden="true"].min-h-dvh')).toBeNull()
    },
    60_000,
  )
})
