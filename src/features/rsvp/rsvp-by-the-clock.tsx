import { useEffect, useState, type ReactNode } from 'react'
import { CalendarX2, Heart, MessageCircle } from 'lucide-react'
import { LinkButton } from '@/components/ui/button'
import { Section } from '@/components/ui/section'
import { AFTER_WEDDING } from '@/config/copy/by-the-clock'
import { RSVP_DEADLINE } from '@/config/copy/by-the-clock'
import { RSVP_DEADLINE_LABEL, THANK_YOU, WHATSAPP_NUMBER } from '@/config/wedding'
import { useDataService } from '@/data/react/context'
import { whatsAppUrl } from '@/lib/whatsapp'
import { previewMoment } from '@/lib/site-clock'
import { forgetKeptAnswer } from './kept-answer'
import { RsvpSkeleton } from './rsvp-skeleton'

/**
 * After the RSVP deadline (docs/decisions/0018-the-site-by-the-clock.md): the forms stay while the
 * database still takes answers (the couple may keep accepting them); otherwise the guest reads
 * that the deadline has passed and can write to the couple on WhatsApp, under `closed` (the
 * guest's own kept answer, when there is one). When the database cannot be asked (no signal at
 * the farm, a server error), the forms stay too: the database decides when the answer is sent,
 * rather than the page telling a guest the deadline has passed while the couple still take
 * answers.
 */
export function LateRsvp({ children, closed }: { children: ReactNode; closed?: ReactNode }) {
  const service = useDataService()
  const [open, setOpen] = useState<boolean | null>(null)
  useEffect(() => {
    let current = true
    let unknown = false
    void service
      .rsvpOpen({ onError: () => (unknown = true) })
      .then((answer) => current && setOpen(answer || unknown))
    return () => {
      current = false
    }
  }, [service])
  if (open === null) return <RsvpSkeleton />
  if (open) return children
  return (
    <div className="space-y-6">
      {closed}
      <DeadlinePassed />
    </div>
  )
}

function DeadlinePassed() {
  return (
    <div className="rounded-2xl border border-sage-100 bg-white p-6 text-center shadow-sm sm:p-8">
      <CalendarX2 aria-hidden="true" className="mx-auto size-10 text-sage-600" />
      <h3 className="mt-4 font-display text-2xl font-semibold text-sage-800 sm:text-3xl">
        {RSVP_DEADLINE.closedTitle}
      </h3>
      <p className="mx-auto mt-3 max-w-prose text-ink">
        {RSVP_DEADLINE.closedText(RSVP_DEADLINE_LABEL)}
      </p>
      <LinkButton
        href={whatsAppUrl(WHATSAPP_NUMBER, RSVP_DEADLINE.whatsAppMessage)}
        newTab={RSVP_DEADLINE.newTab}
        className="mt-6"
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {RSVP_DEADLINE.whatsApp}
      </LinkButton>
    </div>
  )
}

/**
 * From the end of the wedding day, the RSVP section is the couple's thank-you. The guest's kept
 * answer has done its job: it leaves the device (kept-answer.ts); not in a preview of that time,
 * which is no reason to forget it.
 */
export function RsvpAfterWedding() {
  useEffect(() => {
    if (!previewMoment()) forgetKeptAnswer()
  }, [])
  return (
    <Section id="rsvp" title={AFTER_WEDDING.rsvpTitle} subtitle={AFTER_WEDDING.rsvpSubtitle}>
      <div className="mx-auto max-w-2xl rounded-2xl border border-sage-100 bg-white p-6 text-center shadow-sm sm:p-8">
        <Heart aria-hidden="true" className="mx-auto size-10 text-sage-600" />
        <p className="mt-4 font-display text-xl leading-relaxed text-sage-800 sm:text-2xl">
          {THANK_YOU}
        </p>
        <p className="mt-4 text-ink-muted">{AFTER_WEDDING.rsvpMore}</p>
      </div>
    </Section>
  )
}
