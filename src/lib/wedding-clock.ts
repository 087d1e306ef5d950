import { RSVP_CLOSES_AT, WEDDING_DAY_ENDS_AT, WEDDING_DAY_STARTS_AT } from '@/config/wedding'

/**
 * Where the wedding stands at a given instant, by the venue's clock (the instants in
 * src/config/wedding.ts carry the venue's offset, so every visitor's time zone agrees):
 * - 'rsvp-open': before the RSVP deadline;
 * - 'rsvp-closed': after the deadline, before the wedding day;
 * - 'wedding-day': the day itself, at the venue;
 * - 'married': from the end of the wedding day on.
 */
export type WeddingPhase = 'rsvp-open' | 'rsvp-closed' | 'wedding-day' | 'married'

const DAY_MS = 24 * 60 * 60 * 1000

export function weddingPhase(now: Date): WeddingPhase {
  const time = now.getTime()
  if (time < RSVP_CLOSES_AT.getTime()) return 'rsvp-open'
  if (time < WEDDING_DAY_STARTS_AT.getTime()) return 'rsvp-closed'
  if (time < WEDDING_DAY_ENDS_AT.getTime()) return 'wedding-day'
  return 'married'
}

/** The next instant at which weddingPhase changes, or null once the couple are married. */
export function nextPhaseChange(now: Date): Date | null {
  const time = now.getTime()
  const next = [RSVP_CLOSES_AT, WEDDING_DAY_STARTS_AT, WEDDING_DAY_ENDS_AT].find(
    (instant) => instant.getTime() > time,
  )
  return next ?? null
}

/**
 * Whole days since the wedding day, counted in venue days: 1 on the day after the wedding, 7 a
 * week later; 0 before the wedding day has ended.
 */
export function daysMarried(now: Date): number {
  const since = now.getTime() - WEDDING_DAY_STARTS_AT.getTime()
  return since < DAY_MS ? 0 : Math.floor(since / DAY_MS)
}
