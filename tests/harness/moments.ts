/**
 * The four moments the site is tested at, by the venue's clock (src/lib/wedding-clock.ts,
 * docs/decisions/0018-the-site-by-the-clock.md). At the real date (2026) the demo wedding is long
 * over, so a test of the RSVP form or the countdown pins one of these.
 */
export const MOMENTS = {
  /** 'rsvp-open' */
  monthBefore: new Date('2025-10-01T12:00:00-03:00'),
  /** 'rsvp-closed' */
  afterDeadline: new Date('2025-10-15T12:00:00-03:00'),
  /** 'wedding-day', two hours before the ceremony */
  weddingDay: new Date('2025-11-01T14:00:00-03:00'),
  /** 'married', 7 days */
  weekAfter: new Date('2025-11-08T12:00:00-03:00'),
} as const

export type Moment = keyof typeof MOMENTS
