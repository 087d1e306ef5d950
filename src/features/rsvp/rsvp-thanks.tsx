import { useEffect, useRef } from 'react'
import {
  CalendarPlus,
  Download,
  LoaderCircle,
  MailCheck,
  MailWarning,
  Smartphone,
  Trash2,
} from 'lucide-react'
import { Button, LinkButton } from '@/components/ui/button'
import { CALENDAR, EVENT_INFO } from '@/config/copy/event-info'
import { RSVP } from '@/config/copy/rsvp'
import { KEPT_RSVP } from '@/config/copy/rsvp'
import type { RsvpInput } from '@/data/types'
import { formatDateTime } from '@/lib/dates'
import { downloadIcs, googleCalendarUrl } from '@/lib/ics'
import { cn } from '@/lib/cn'
import type { RsvpEmailStatus } from './send-rsvp-email'

// docs/product.md §2: sent (green), failed (yellow: the RSVP is still accepted), processing (blue).
const EMAIL_STATUS = {
  processing: {
    text: RSVP.emailProcessing,
    Icon: LoaderCircle,
    className: 'border-sky-200 bg-sky-50 text-sky-900',
    iconClass: 'animate-spin',
  },
  sent: {
    text: RSVP.emailSent,
    Icon: MailCheck,
    className: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    iconClass: '',
  },
  failed: {
    text: RSVP.emailFailed,
    Icon: MailWarning,
    className: 'border-amber-300 bg-amber-50 text-amber-900',
    iconClass: '',
  },
} as const

/** The open form's answer as its thank-you screen shows it. */
export function openFormThanks(answer: RsvpInput) {
  const firstName = answer.nomeCompleto.split(/\s+/)[0] ?? answer.nomeCompleto
  const rows: [string, string][] = [
    [RSVP.nomeCompleto, answer.nomeCompleto],
    [RSVP.answerLabel, answer.vaiAoEvento === 'sim' ? RSVP.willAttendSim : RSVP.willAttendNao],
    [RSVP.email, answer.email],
    [RSVP.telefone, answer.telefone],
    [RSVP.observacoes, answer.observacoes ?? RSVP.noObservations],
  ]
  return {
    title: RSVP.thanksTitle(firstName),
    lead: answer.vaiAoEvento === 'sim' ? RSVP.thanksSim : RSVP.thanksNao,
    rows,
    attending: answer.vaiAoEvento === 'sim',
  }
}

export interface RsvpThanksProps {
  title: string
  lead: string
  /** The answer, repeated under 'Sua resposta'. */
  rows: readonly (readonly [string, string])[]
  /** Someone is coming: offer the calendar. */
  attending: boolean
  /** The email sub-status; none for an answer kept from an earlier visit. */
  emailStatus?: RsvpEmailStatus
  /** The email sub-status texts, when they are not the open form's. */
  emailTexts?: Record<RsvpEmailStatus, string>
  /** 'Alterar resposta'; none once answers are no longer taken. */
  onChangeAnswer?: () => void
  /**
   * The answer as this device keeps it (kept-answer.ts): when it was sent, and 'Esquecer neste
   * aparelho'.
   */
  kept?: { sentAt: number; onForget: () => void }
  /**
   * Focus (and the screen) go to the title when it shows: true after a send (the form the guest
   * was in is gone); false for an answer shown again as the page opens, which must not move it.
   */
  focusOnShow?: boolean
}

/**
 * The thank-you screen (the open form's and a household's): the answer repeated, the email
 * sub-status, the calendar.
 */
export function RsvpThanks({
  title,
  lead,
  rows,
  attending,
  emailStatus,
  emailTexts,
  onChangeAnswer,
  kept,
  focusOnShow = true,
}: RsvpThanksProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The form the guest was in is gone: move focus (and the screen) to the answer.
  useEffect(() => {
    if (focusOnShow) heading.current?.focus()
  }, [focusOnShow])
  const status = emailStatus ? EMAIL_STATUS[emailStatus] : null
  return (
    <div className="space-y-6 rounded-2xl border border-sage-100 bg-white p-5 shadow-sm sm:p-8">
      <div className="text-center">
        <h3
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-28 font-display text-3xl font-semibold wrap-anywhere text-sage-800"
        >
          {title}
        </h3>
        <p className="mt-2 text-ink">{lead}</p>
      </div>

      {emailStatus && status ? (
        <div
          role="status"
          data-email-status={emailStatus}
          className={cn(
            'flex items-start gap-3 rounded-xl border px-4 py-3 text-sm',
            status.className,
          )}
        >
          <status.Icon
            aria-hidden="true"
            className={cn('mt-0.5 size-5 shrink-0', status.iconClass)}
          />
          <p className="font-medium">{emailTexts?.[emailStatus] ?? status.text}</p>
        </div>
      ) : null}

      <section aria-labelledby="rsvp-answer-title">
        <h4 id="rsvp-answer-title" className="mb-2 font-sans text-sm font-semibold text-ink-muted">
          {RSVP.yourAnswer}
        </h4>
        <dl className="divide-y divide-sage-100 rounded-xl border border-sage-100">
          {rows.map(([label, value]) => (
            <div
              key={label}
              className="grid grid-cols-1 gap-0.5 px-4 py-2.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4"
            >
              <dt className="text-sm text-ink-muted">{label}</dt>
              <dd className="wrap-anywhere text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        {kept ? (
          <p className="mt-3 flex items-start gap-2 text-sm text-ink-muted">
            <Smartphone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sage-600" />
            <span>{KEPT_RSVP.note(formatDateTime(kept.sentAt))}</span>
          </p>
        ) : null}
      </section>

      {attending ? (
        <section aria-labelledby="rsvp-calendar-title" className="rounded-xl bg-sage-50 p-4">
          <h4
            id="rsvp-calendar-title"
            className="flex items-center gap-2 font-sans text-base font-semibold text-sage-800"
          >
            <CalendarPlus aria-hidden="true" className="size-5 text-sage-600" />
            {CALENDAR.add}
          </h4>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row">
            <LinkButton
              href={googleCalendarUrl()}
              newTab={EVENT_INFO.newTab}
              variant="secondary"
              size="sm"
            >
              {CALENDAR.google}
            </LinkButton>
            <Button variant="secondary" size="sm" onClick={() => downloadIcs()}>
              <Download aria-hidden="true" className="size-4" />
              {CALENDAR.ics}
            </Button>
          </div>
        </section>
      ) : null}

      {onChangeAnswer || kept ? (
        <div className="flex flex-col items-center justify-center gap-2 sm:flex-row sm:gap-4">
          {onChangeAnswer ? (
            <Button variant="ghost" onClick={onChangeAnswer}>
              {RSVP.changeAnswer}
            </Button>
          ) : null}
          {kept ? (
            <Button variant="ghost" onClick={kept.onForget}>
              <Trash2 aria-hidden="true" className="size-4" />
              {KEPT_RSVP.forget}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
