import { lazy, Suspense, useRef, useState } from 'react'
import { Section } from '@/components/ui/section'
import { PERSONAL_RSVP, RSVP } from '@/config/copy'
import { useDataService } from '@/data/react/context'
import { useWeddingPhase } from '@/hooks/use-wedding-phase'
import type { RsvpInput } from '@/data/types'
import { rsvpSchema } from '@/lib/forms/schemas'
import { useForm } from '@/lib/forms/use-form'
import { LateRsvp, RsvpAfterWedding } from './rsvp-by-the-clock'
import { EMPTY_RSVP, RsvpForm } from './rsvp-form'
import { RsvpSkeleton } from './rsvp-skeleton'
import { openFormThanks, RsvpThanks } from './rsvp-thanks'
import { sendRsvpBackup } from './send-rsvp-backup'
import { sendRsvpEmail, type RsvpEmailStatus } from './send-rsvp-email'

// A household's form is a chunk of its own: a visit without a personal link never downloads it.
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
  return phase === 'married' ? <RsvpAfterWedding /> : <RsvpForms late={phase !== 'rsvp-open'} />
}

function RsvpForms({ late }: { late: boolean }) {
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
      <div className="mx-auto max-w-2xl">{late ? <LateRsvp>{forms}</LateRsvp> : forms}</div>
    </Section>
  )
}

/**
 * The open form, then the thank-you screen. The answer is stored first (submit_rsvp keeps every
 * answer), then emailed and copied to the form service of docs/product.md §7 when one is set; an
 * email failure only changes the sub-status, a backup failure is only logged (docs/product.md §8).
 */
function OpenRsvp() {
  const service = useDataService()
  const [done, setDone] = useState<RsvpInput | null>(null)
  const [emailStatus, setEmailStatus] = useState<RsvpEmailStatus>('processing')
  const attempt = useRef(0)
  // While the backend boots, the data service holds the call until it is ready.
  const form = useForm({
    schema: rsvpSchema,
    initial: EMPTY_RSVP,
    fallback: RSVP.storeError,
    send: async (input: RsvpInput) => {
      await service.submitRsvp(input)
      void followUp(input)
    },
  })

  async function followUp(input: RsvpInput) {
    const mine = ++attempt.current
    setDone(input)
    setEmailStatus('processing')
    void sendRsvpBackup(input)
    const status = await sendRsvpEmail(input)
    // A newer answer (after 'Alterar resposta') owns the sub-status.
    if (mine === attempt.current) setEmailStatus(status)
  }

  return done ? (
    <RsvpThanks
      {...openFormThanks(done)}
      emailStatus={emailStatus}
      onChangeAnswer={() => setDone(null)}
    />
  ) : (
    <RsvpForm form={form} />
  )
}
