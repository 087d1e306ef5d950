import type { ReactNode } from 'react'
import {
  CalendarDays,
  CalendarPlus,
  Car,
  Clock,
  Download,
  ExternalLink,
  MapPin,
  Navigation,
  Phone,
} from 'lucide-react'
import { CALENDAR, EVENT_INFO } from '@/config/copy/event-info'
import {
  CONTACTS,
  PARKING,
  VENUE,
  VENUE_MAP_URL,
  WEDDING_LONG_DATE_LABEL,
  WEDDING_TIME_LABEL,
  WEDDING_WEEKDAY_LABEL,
} from '@/config/wedding'
import { Button, LinkButton } from '@/components/ui/button'
import { PhoneLinks } from '@/components/ui/phone-links'
import { Section } from '@/components/ui/section'
import { downloadIcs, googleCalendarUrl } from '@/lib/ics'

const CARD =
  'rounded-2xl bg-white p-6 shadow-[0_8px_30px_-18px_rgb(58_69_52/0.4)] ring-1 ring-sage-100 sm:p-8'

/**
 * '18,8836° S, 47,5817° O': pt-BR decimals and hemispheres (O for oeste). Degrees never reach a
 * thousand, so a comma for the point is all pt-BR asks (no Intl: see WEDDING_LONG_DATE_LABEL).
 */
function formatCoordinates(latitude: number, longitude: number): string {
  const fmt = (n: number) => Math.abs(n).toFixed(4).replace('.', ',')
  return `${fmt(latitude)}° ${latitude < 0 ? 'S' : 'N'}, ${fmt(longitude)}° ${longitude < 0 ? 'O' : 'L'}`
}

function CardTitle({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <h3 className="flex items-center gap-3 text-2xl font-semibold text-sage-800 sm:text-[1.7rem]">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-sage-100 text-sage-700">
        {icon}
      </span>
      {children}
    </h3>
  )
}

/**
 * docs/product.md §2 Event information (a block with no anchor): the ceremony's date, time and place, the
 * way there, contacts and parking, plus 'Adicionar ao calendário'.
 */
export function EventInfo() {
  const facts = [
    {
      icon: CalendarDays,
      label: EVENT_INFO.date,
      value: `${WEDDING_LONG_DATE_LABEL} (${WEDDING_WEEKDAY_LABEL.toLowerCase()})`,
    },
    { icon: Clock, label: EVENT_INFO.time, value: WEDDING_TIME_LABEL },
    {
      icon: MapPin,
      label: EVENT_INFO.place,
      value: `${VENUE.name}, ${VENUE.city} - ${VENUE.state}`,
    },
    { icon: null, label: EVENT_INFO.address, value: VENUE.address },
    { icon: null, label: EVENT_INFO.cep, value: VENUE.cep },
    {
      icon: null,
      label: EVENT_INFO.coordinates,
      value: formatCoordinates(VENUE.latitude, VENUE.longitude),
    },
  ]
  return (
    <Section title={EVENT_INFO.title} subtitle={EVENT_INFO.intro} tone="white">
      <div className="reveal mx-auto grid max-w-6xl gap-4 sm:gap-6 lg:grid-cols-3">
        <article className={`${CARD} lg:col-span-3`}>
          <CardTitle icon={<CalendarDays aria-hidden="true" className="size-5" />}>
            {EVENT_INFO.ceremony}
          </CardTitle>
          <dl className="mt-6 grid gap-x-10 sm:grid-cols-2 lg:grid-cols-3">
            {facts.map((fact) => (
              <div key={fact.label} className="border-t border-sage-100 py-3">
                <dt className="text-xs font-semibold tracking-[0.18em] text-sage-700 uppercase">
                  {fact.label}
                </dt>
                <dd className="mt-1 text-ink">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <LinkButton
            href={VENUE_MAP_URL}
            newTab={EVENT_INFO.newTab}
            className="mt-6 w-full sm:w-auto"
          >
            <Navigation aria-hidden="true" className="size-4" />
            {EVENT_INFO.route}
          </LinkButton>
        </article>

        <article className={CARD}>
          <CardTitle icon={<Phone aria-hidden="true" className="size-5" />}>
            {EVENT_INFO.contacts}
          </CardTitle>
          <ul className="mt-5 space-y-4">
            {CONTACTS.map((contact) => (
              <li
                key={contact.phone}
                className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between lg:flex-col lg:items-start"
              >
                <div>
                  <p className="font-medium text-ink">
                    {contact.name}{' '}
                    <span className="font-normal text-ink-muted">· {contact.role}</span>
                  </p>
                  <p className="text-ink-muted tabular-nums">{contact.phoneLabel}</p>
                </div>
                <div className="flex gap-2">
                  <PhoneLinks name={contact.name} phone={contact.phone} />
                </div>
              </li>
            ))}
          </ul>
        </article>

        <article className={CARD}>
          <CardTitle icon={<Car aria-hidden="true" className="size-5" />}>
            {EVENT_INFO.parking}
          </CardTitle>
          <p className="mt-4 text-ink">{PARKING}</p>
        </article>

        <article className={CARD}>
          <CardTitle icon={<CalendarPlus aria-hidden="true" className="size-5" />}>
            {CALENDAR.add}
          </CardTitle>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap lg:flex-col">
            <Button onClick={() => downloadIcs()}>
              <Download aria-hidden="true" className="size-4" />
              {CALENDAR.ics}
            </Button>
            <LinkButton href={googleCalendarUrl()} newTab={EVENT_INFO.newTab} variant="secondary">
              <ExternalLink aria-hidden="true" className="size-4" />
              {CALENDAR.google}
            </LinkButton>
          </div>
        </article>
      </div>
    </Section>
  )
}
