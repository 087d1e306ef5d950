import type { BrowserContext } from '@playwright/test'
import { MOMENTS } from '../harness/moments'

export { MOMENTS } from '../harness/moments'

/**
 * The one way browser tests pin the time (docs/decisions/0018-the-site-by-the-clock.md): the
 * page's clock starts at `at` (by default a month before the wedding: RSVP open, countdown
 * running) and then runs on. Call it on a page or a context before the first navigation; every
 * page of the context follows it. The embedded database's worker keeps the real time (Playwright's clock
 * reaches pages, not workers), so SQL's now() is the real date: the demo data keep accepting RSVP
 * answers after the deadline (supabase/seed.sql), and a test of the deadline turns that off.
 */
export async function pinClock(
  target: { clock: BrowserContext['clock'] },
  at: Date = MOMENTS.monthBefore,
): Promise<void> {
  await target.clock.install({ time: at })
}

/**
 * Moves a pinned clock back to the real date, for the couple's panel: its session is dated by the
 * database's clock, and a page clock a year behind it would end the session at once.
 */
export async function realClock(target: { clock: BrowserContext['clock'] }): Promise<void> {
  await target.clock.setSystemTime(new Date())
}
