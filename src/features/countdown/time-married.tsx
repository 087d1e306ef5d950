import { useSyncExternalStore } from 'react'
import { AFTER_WEDDING } from '@/config/copy/by-the-clock'
import { WEDDING_LONG_DATE_LABEL } from '@/config/wedding'
import { Ornament } from '@/components/ui/section'
import { siteNow } from '@/lib/site-clock'
import { daysMarried } from '@/lib/wedding-clock'

// The day count changes at the venue's midnight: a look once a minute is enough for a page left open.
const subscribe = (onChange: () => void) => {
  const timer = window.setInterval(onChange, 60_000)
  return () => window.clearInterval(timer)
}
const read = () => daysMarried(siteNow())
// The build's prerendered page cannot know the visitor's date: '--' until hydration, as the countdown.
const notYet = () => null

/**
 * In place of the countdown from the end of the wedding day ('Casados há N dias'), rather than a
 * countdown frozen at zero (docs/decisions/0018-the-site-by-the-clock.md).
 */
export function TimeMarried() {
  const days = useSyncExternalStore(subscribe, read, notYet)
  return (
    <section
      aria-labelledby="time-married-title"
      className="reveal bg-ivory px-5 pt-14 pb-20 sm:px-8 sm:pt-16 sm:pb-24"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center text-center">
        <Ornament className="mb-4" />
        <h2
          id="time-married-title"
          className="text-[clamp(2.25rem,6vw,3.5rem)] font-semibold text-sage-800 tabular-nums lining-nums"
        >
          {AFTER_WEDDING.timeMarried(days)}
        </h2>
        <p className="mt-3 max-w-prose text-lg text-ink-muted">
          {AFTER_WEDDING.since(WEDDING_LONG_DATE_LABEL)}
        </p>
      </div>
    </section>
  )
}
