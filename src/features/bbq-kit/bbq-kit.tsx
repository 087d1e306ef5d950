import { Beef, CalendarClock, CupSoda, MapPin } from 'lucide-react'
import { BBQ_KIT } from '@/config/copy/bbq-kit'
import { BBQ } from '@/config/wedding'
import { Section } from '@/components/ui/section'
import { useWeddingPhase } from '@/hooks/use-wedding-phase'

/**
 * docs/product.md §2 Barbecue kit (#bbq): what each guest brings, and where and when to deliver
 * it. All of it is about getting ready for the party: from the end of the wedding day the section
 * is gone, with its menu item (docs/decisions/0018-the-site-by-the-clock.md).
 */
export function BbqKit() {
  const married = useWeddingPhase() === 'married'
  if (married) return null
  const items = [
    { icon: Beef, text: BBQ_KIT.meat(BBQ.meatGramsPerPerson) },
    { icon: CupSoda, text: BBQ_KIT.drink(BBQ.drinkLitres) },
  ]
  return (
    <Section id="bbq" title={BBQ_KIT.title} subtitle={BBQ_KIT.subtitle} tone="sage">
      <div className="reveal mx-auto max-w-4xl">
        <p className="mx-auto max-w-prose text-center text-lg text-ink">{BBQ_KIT.intro}</p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 sm:gap-6">
          {items.map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="flex items-center gap-5 rounded-2xl bg-white p-6 shadow-[0_8px_30px_-18px_rgb(58_69_52/0.4)] ring-1 ring-sage-100"
            >
              <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-sage-100 text-sage-700">
                <Icon aria-hidden="true" className="size-7" strokeWidth={1.6} />
              </span>
              <span className="font-display text-2xl leading-snug font-semibold text-sage-800">
                {text}
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-4 rounded-2xl bg-white p-6 shadow-[0_8px_30px_-18px_rgb(58_69_52/0.4)] ring-1 ring-sage-100 sm:mt-6 sm:p-8">
          <div className="flex items-start gap-5">
            <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-sage-100 text-sage-700">
              <CalendarClock aria-hidden="true" className="size-7" strokeWidth={1.6} />
            </span>
            <div className="min-w-0">
              <p className="text-lg font-medium text-ink">
                {BBQ_KIT.deliver(BBQ.deliveryDeadlineLabel)}
              </p>
              <p className="mt-2 flex items-start gap-2 text-ink-muted">
                <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-sage-600" />
                <span>{BBQ.deliveryAddress}</span>
              </p>
            </div>
          </div>
        </div>
        <p className="mt-8 text-center font-display text-xl text-sage-800 italic">
          {BBQ_KIT.thanks}
        </p>
      </div>
    </Section>
  )
}
