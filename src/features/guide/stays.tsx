import { MapPin } from 'lucide-react'
import { GUEST_GUIDE } from '@/config/copy/guide'
import type { Stay } from '@/config/wedding-guide'
import { LinkButton } from '@/components/ui/button'
import { PhoneLinks } from '@/components/ui/phone-links'
import { CARD } from './guide-block'

const T = GUEST_GUIDE.stays

/** Places to stay near the venue: call, WhatsApp (when they answer there) and the map. */
export function Stays({ stays }: { stays: readonly Stay[] }) {
  return (
    <ul className="grid gap-4 sm:gap-6 md:grid-cols-2">
      {stays.map((stay) => (
        <li key={stay.name} className={`${CARD} flex flex-col`}>
          <h4 className="font-display text-2xl leading-snug font-semibold text-sage-800">
            {stay.name}
          </h4>
          <p className="mt-1 flex items-start gap-2 text-ink-muted">
            <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-sage-600" />
            <span>{stay.where}</span>
          </p>
          {stay.note ? <p className="mt-3 text-ink">{stay.note}</p> : null}
          <p className="mt-3 text-ink-muted tabular-nums">{stay.phoneLabel}</p>
          <div className="mt-auto flex flex-wrap gap-2 pt-5">
            <PhoneLinks name={stay.name} phone={stay.phone} whatsapp={stay.whatsapp} />
            <LinkButton
              href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(stay.mapQuery)}`}
              target="_blank"
              rel="noopener noreferrer"
              variant="secondary"
              size="sm"
              aria-label={`${T.map(stay.name)} ${T.newTab}`}
            >
              <MapPin aria-hidden="true" className="size-4" />
              {T.mapShort}
            </LinkButton>
          </div>
        </li>
      ))}
    </ul>
  )
}
