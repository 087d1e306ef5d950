import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Section } from '@/components/ui/section'
import { PERSONAL_RSVP, RSVP } from '@/config/copy/rsvp'
import { KEPT_RSVP } from '@/config/copy/rsvp'
import { useDataService } from '@/data/react/context'
import { useWeddingPhase } from '@/hooks/use-wedding-phase'
import type { RsvpInput } from '@/data/types'
import { rsvpSchema } from '@/lib/forms/schemas'
import { useForm } from '@/lib/forms/use-form'
import { LateRsvp, RsvpAfterWedding } from './rsvp-by-the-clock'
import { forgetKeptAnswer, keepAnswer, readKeptAnswer, shownOf, type KeptRsvp } from './kept-answer'
import { EMPTY_RSVP, RsvpForm, type RsvpFormValues } from './rsvp-form'
import { RsvpSkeleton } from './rsvp-skeleton'
import { openFormThanks, RsvpThanks } from './rsvp-thanks'
import { sendRsvpBackup } from './send-rsvp-backup'
import { sendRsvpEmail, type RsvpEmailStatus } from './send-rsvp-email'

// A household's form is a chunk of its own: a visit without a personal link never downloads it.
// Only on the wedding day, with a personal link (docs/decisions/0026-the-day-at-the-door.md).
const YourTable = lazy(() => import('./your-table').then((m) => ({ default: m.YourTable })))
const PersonalRsvp = lazy(() =>
  import('./personal-rsvp').then((m) => ({ default: m.PersonalRsvp })),
)

/** The personal link's code (/?convite=CODE); it stays in the address, so a reload opens it again. */
function inviteCode(): string | null {
  return new URLSearchParams(window.location.search).get('convite')?.trim() || null
}

/**
 * 'Confirmar' (#rsvp), docs/product.md §2/§4: with a personal link, the household's form
 * (docs/decisions/0016-guest-list.md); without one, or with a code that names no household, the
 * open form. By the clock (docs/decisions/0018-the-site-by-the-clock.md): after the deadline
 * both forms wait for the database's word, and after the wedding the section is a thank-you.
 */
export function RsvpSection() {
  const phase = useWeddingPhase()
  return phase === 'married' ? (
    <RsvpAfterWedding />
  ) : (
    <RsvpForms late={phase !== 'rsvp-open'} weddingDay={phase === 'wedding-day'} />
  )
}

function RsvpForms({ late, weddingDay }: { late: boolean; weddingDay: boolean }) {
  const [code] = useState(inviteCode)
  const [wrongCode, setWrongCode] = useState(false)
  const personal = code !== null && !wrongCode
  const forms = code ? (
    <Suspense fallback={<RsvpSkeleton />}>
      <PersonalRsvp code={code} onWrongCode={() => setWrongCode(true)} openForm={<OpenRsvp />} />
    </Suspense>
  ) : (
    <OpenRsvp />
  )
  return (
    <Section
      id="rsvp"
      title={RSVP.title}
      subtitle={personal ? PERSONAL_RSVP.subtitle : RSVP.subtitle}
    >
      <div className="mx-auto max-w-2xl">
        {/* On the day, the household's table first (docs/decisions/0026-the-day-at-the-door.md). */}
        {weddingDay && personal && code ? (
          <Suspense fallback={null}>
            <YourTable code={code} />
          </Suspense>
        ) : null}
        {late ? <LateRsvp closed={personal ? null : <KeptAnswerOnly />}>{forms}</LateRsvp> : forms}
      </div>
    </Section>
  )
}

/**
 * The open form, then the thank-you screen. The answer is stored first (submit_rsvp keeps every
 * answer), then kept on this device (kept-answer.ts), emailed and copied to the form service of
 * docs/product.md §7 when one is set; an email failure only changes the sub-status, a backup
 * failure is only logged (docs/product.md §8). A guest who answered before, on this device, finds
 * that answer under 'Sua resposta' (with or without signal), can answer again, the form filled
 * with it, or forget it here.
 */
function OpenRsvp() {
  const service = useDataService()
  const [kept, setKept] = useState(readKeptAnswer)
  // The answer sent in this visit (with its email sub-status) or kept from an earlier one.
  const [shown, setShown] = useState<{ answer: KeptRsvp; sentNow: boolean } | null>(() =>
    kept ? { answer: kept.answer, sentNow: false } : null,
  )
  const [emailStatus, setEmailStatus] = useState<RsvpEmailStatus>('processing')
  const [forgotten, setForgotten] = useState(false)
  const attempt = useRef(0)
  // While the backend boots, the data service holds the call until it is ready.
  const form = useForm({
    schema: rsvpSchema,
    initial: kept ? { ...EMPTY_RSVP, ...formValues(kept.answer) } : EMPTY_RSVP,
    fallback: RSVP.storeError,
    send: async (input: RsvpInput) => {
      await service.submitRsvp(input)
      void followUp(input)
    },
  })

  async function followUp(input: RsvpInput) {
    const mine = ++attempt.current
    setKept(keepAnswer(input))
    setForgotten(false)
    setShown({ answer: shownOf(input), sentNow: true })
    setEmailStatus('processing')
    void sendRsvpBackup(input)
    const status = await sendRsvpEmail(input)
    // A newer answer (after 'Alterar resposta') owns the sub-status.
    if (mine === attempt.current) setEmailStatus(status)
  }

  function forget() {
    forgetKeptAnswer()
    setKept(null)
    setShown(null)
    form.reset(EMPTY_RSVP)
    setForgotten(true)
  }

  if (shown) {
    return (
      <RsvpThanks
        {...openFormThanks(shown.answer)}
        {...(shown.sentNow ? { emailStatus } : {})}
        focusOnShow={shown.sentNow}
        onChangeAnswer={() => setShown(null)}
        {...(kept ? { kept: { sentAt: kept.sentAt, onForget: forget } } : {})}
      />
    )
  }
  return (
    <>
      {forgotten ? <Forgotten /> : null}
      <RsvpForm form={form} />
    </>
  )
}

/** The kept answer's values in the form, for 'Alterar resposta' after a reload. */
function formValues(answer: KeptRsvp): Partial<RsvpFormValues> {
  return {
    nomeCompleto: answer.nomeCompleto,
    vaiAoEvento: answer.vaiAoEvento,
    email: answer.email,
    telefone: answer.telefone,
    observacoes: answer.observacoes ?? '',
  }
}

/** Said where the answer was, and focused: the screen stays on the section. */
function Forgotten() {
  const note = useRef<HTMLParagraphElement>(null)
  useEffect(() => note.current?.focus(), [])
  return (
    <p
      ref={note}
      role="status"
      tabIndex={-1}
      className="mb-4 scroll-mt-28 rounded-xl border border-sage-200 bg-sage-50 px-4 py-3 text-sm font-medium text-sage-800"
    >
      {KEPT_RSVP.forgotten}
    </p>
  )
}

/**
 * After the deadline, when answers are no longer taken: the guest's kept answer, to read (no
 * 'Alterar resposta'), or nothing.
 */
function KeptAnswerOnly() {
  const [kept, setKept] = useState(readKeptAnswer)
  if (!kept) return null
  return (
    <RsvpThanks
      {...openFormThanks(kept.answer)}
      focusOnShow={false}
      kept={{
        sentAt: kept.sentAt,
        onForget: () => {
          forgetKeptAnswer()
          setKept(null)
        },
      }}
    />
  )
}
