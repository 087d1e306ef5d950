import { CalendarDays, Clock, MapPin } from 'lucide-react'
import { INVITATION } from '@/config/copy/invitation'
import {
  COUPLE,
  VENUE_LINE,
  WEDDING_DATE_LABEL,
  WEDDING_TIME_LABEL,
  WEDDING_WEEKDAY_LABEL,
} from '@/config/wedding'
import { Ornament } from '@/components/ui/section'

/** docs/product.md §2 'home': the invitation text, as a printed card would read. */
export function Invitation({ id }: { id?: string }) {
  const details = [
    { icon: CalendarDays, text: `${WEDDING_WEEKDAY_LABEL}, ${WEDDING_DATE_LABEL}` },
    { icon: Clock, text: WEDDING_TIME_LABEL },
    { icon: MapPin, text: VENUE_LINE },
  ]
  return (
    <section
      id={id}
      aria-labelledby="invitation-title"
      className="bg-sage-50 px-4 py-20 sm:px-8 sm:py-24"
    >
      <div className="reveal relative mx-auto max-w-3xl rounded-[2rem] bg-white px-5 py-12 text-center shadow-[0_20px_60px_-30px_rgb(58_69_52/0.35)] ring-1 ring-sage-100 sm:px-14 sm:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-3 rounded-[1.6rem] border border-champagne/40 sm:inset-4"
        />
        <Ornament className="mx-auto mb-6" />
        <h2
          id="invitation-title"
          className="font-display text-[clamp(1.5rem,4.6vw,2.25rem)] font-medium text-sage-800 italic"
        >
          {INVITATION.title}
        </h2>
        <p className="mt-6 font-script text-[clamp(2.75rem,10vw,4.5rem)] leading-tight text-sage-800">
          {COUPLE.first} <span className="text-sage-600">&amp;</span> {COUPLE.second}
        </p>
        <div className="mx-auto mt-6 max-w-prose space-y-4 text-[1.0625rem] leading-relaxed text-ink sm:text-lg">
          {INVITATION.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ul className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row sm:flex-wrap sm:gap-4">
          {details.map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="inline-flex max-w-full items-center gap-2 rounded-2xl bg-sage-50 px-4 py-2 text-left text-sm font-medium text-sage-800 ring-1 ring-sage-200 sm:rounded-full"
            >
              <Icon aria-hidden="true" className="size-4 shrink-0 text-sage-600" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
