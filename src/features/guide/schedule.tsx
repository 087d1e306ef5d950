import type { ScheduleItem } from '@/config/wedding-guide'
import { CARD } from './guide-block'

/** '15:30' as the invitation writes it: '15h30'. */
function timeLabel(time: string): string {
  return time.replace(':', 'h')
}

/** The day's timeline: an ordered list, each step with its <time>. */
export function Schedule({ items }: { items: readonly ScheduleItem[] }) {
  return (
    <ol className={`${CARD} space-y-0`}>
      {items.map((item, index) => (
        <li
          key={item.time + item.title}
          className="grid grid-cols-[4.25rem_1fr] gap-x-4 sm:grid-cols-[5.5rem_1fr] sm:gap-x-6"
        >
          <time
            dateTime={item.time}
            className="pt-0.5 text-right font-display text-2xl leading-tight font-semibold text-sage-700 tabular-nums sm:text-[1.7rem]"
          >
            {timeLabel(item.time)}
          </time>
          <div
            className={
              index === items.length - 1
                ? 'relative border-l-2 border-transparent pl-6'
                : 'relative border-l-2 border-sage-200 pb-8 pl-6'
            }
          >
            <span
              aria-hidden="true"
              className="absolute top-2.5 -left-[7px] size-3 rounded-full bg-sage-500 ring-4 ring-white"
            />
            <p className="font-display text-xl leading-snug font-semibold text-sage-800 sm:text-2xl">
              {item.title}
            </p>
            <p className="mt-1 text-ink-muted">{item.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
