import { COUNTDOWN } from '@/config/copy/countdown'
import { WEDDING_DATE } from '@/config/wedding'
import { Ornament } from '@/components/ui/section'
import { cn } from '@/lib/cn'
import { pad2 } from '@/lib/countdown'
import { useCountdown } from './use-countdown'

// docs/product.md §2: four shades of the sage green (tailwind.config.ts countdown.*). Dark text on the two
// light cards, white only on the two dark ones (WCAG AA).
const CARDS = [
  { key: 'days', label: COUNTDOWN.days, tone: 'bg-countdown-days text-ink' },
  { key: 'hours', label: COUNTDOWN.hours, tone: 'bg-countdown-hours text-ink' },
  { key: 'minutes', label: COUNTDOWN.minutes, tone: 'bg-countdown-minutes text-white' },
  { key: 'seconds', label: COUNTDOWN.seconds, tone: 'bg-countdown-seconds text-white' },
] as const

// What the cards hold in the prerendered HTML, before the script knows the time.
const NO_TIME_YET = '--'

export function Countdown({ id, target = WEDDING_DATE }: { id?: string; target?: Date }) {
  const state = useCountdown(target)
  return (
    <section
      id={id}
      aria-labelledby="countdown-title"
      className="reveal bg-ivory px-5 pt-14 pb-20 sm:px-8 sm:pt-16 sm:pb-24"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center text-center">
        <Ornament className="mb-4" />
        <h2
          id="countdown-title"
          className="text-[clamp(2.25rem,6vw,3.5rem)] font-semibold text-sage-800"
        >
          {COUNTDOWN.title}
        </h2>
        <p className="mt-3 max-w-prose text-lg text-ink-muted">
          {state?.passed ? COUNTDOWN.passed : COUNTDOWN.subtitle}
        </p>
        {/* role=timer is not live: the cards are not read out every second. */}
        <div role="timer" aria-label={COUNTDOWN.title} className="mt-10 w-full max-w-3xl">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-5">
            {CARDS.map((card) => (
              <li
                key={card.key}
                className={cn(
                  'flex aspect-[5/4] flex-col items-center justify-center rounded-2xl shadow-[0_10px_30px_-12px_rgb(58_69_52/0.45)] sm:aspect-square',
                  card.tone,
                )}
              >
                <span className="font-display text-[clamp(2.75rem,9vw,4.25rem)] leading-none font-semibold tabular-nums lining-nums">
                  {state ? pad2(state[card.key]) : NO_TIME_YET}
                </span>
                <span className="mt-2 text-xs font-semibold tracking-[0.25em] uppercase sm:text-sm">
                  {card.label}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
