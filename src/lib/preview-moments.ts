import type { PreviewMomentName } from '@/config/copy/preview'
import { RSVP_CLOSES_AT, WEDDING_DATE, WEDDING_DAY_STARTS_AT } from '@/config/wedding'
import { PREVIEW_PARAM, VENUE_OFFSET } from './site-clock'

// The choice of 'Ver o site como em…' (src/lib/site-clock.ts), apart from the clock itself: the
// clock runs on every first visit, these only where the moments are offered.

export type { PreviewMomentName }

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

/** The address of the site as at `at` ('yyyy-mm-dd' or 'yyyy-mm-ddThh:mm' at the venue). */
export function previewHref(value: string): string {
  return `/?${PREVIEW_PARAM}=${encodeURIComponent(value)}`
}

/** 'yyyy-mm-ddThh:mm' of an instant at the venue. */
function venueValue(date: Date): string {
  // The venue's wall clock is the instant shifted by its offset, read as UTC.
  const sign = VENUE_OFFSET.startsWith('-') ? -1 : 1
  const [hours = 0, minutes = 0] = VENUE_OFFSET.slice(1).split(':').map(Number)
  const shifted = new Date(date.getTime() + sign * (hours * 60 + minutes) * 60_000)
  return shifted.toISOString().slice(0, 16)
}

/**
 * The moments that matter, from the couple's dates (src/config/wedding.ts), each as the `previa`
 * value: a month before the wedding, the last day to answer, the day after the deadline, the wedding
 * day two hours before the ceremony, a week after.
 */
export function previewMoments(): { name: PreviewMomentName; value: string; at: Date }[] {
  const moments: [PreviewMomentName, Date][] = [
    ['monthBefore', new Date(WEDDING_DAY_STARTS_AT.getTime() - 31 * DAY_MS + 12 * HOUR_MS)],
    ['lastRsvpDay', new Date(RSVP_CLOSES_AT.getTime() - 12 * HOUR_MS)],
    ['afterDeadline', new Date(RSVP_CLOSES_AT.getTime() + 12 * HOUR_MS)],
    ['weddingDay', new Date(WEDDING_DATE.getTime() - 2 * HOUR_MS)],
    ['weekAfter', new Date(WEDDING_DAY_STARTS_AT.getTime() + 7 * DAY_MS + 12 * HOUR_MS)],
  ]
  return moments.map(([name, at]) => ({ name, value: venueValue(at), at }))
}
