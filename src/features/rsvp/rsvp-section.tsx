import { useRef, useState } from 'react'
import { Section } from '@/components/ui/section'
import { RSVP } from '@/config/copy'
import { useDataService } from '@/data/react/context'
import type { RsvpInput } from '@/data/types'
import { rsvpSchema } from '@/lib/forms/schemas'
import { useForm } from '@/lib/forms/use-form'
import { EMPTY_RSVP, RsvpForm } from './rsvp-form'
import { RsvpThanks } from './rsvp-thanks'
import { sendRsvpBackup } from './send-rsvp-backup'
import { sendRsvpEmail, type RsvpEmailStatus } from './send-rsvp-email'

interface Done {
  answer: RsvpInput
}

/**
 * 'Confirmar' (#rsvp), docs/product.md §2/§4: the form, then the thank-you screen. The answer is stored
 * first (submit_rsvp: the same email replaces its earlier answer), then emailed and copied to the
 * form service of docs/product.md §7 when one is set; an email failure only changes the sub-status, a backup
 * failure is only logged (docs/product.md §8).
 */
export function RsvpSection() {
  const service = useDataService()
  const [done, setDone] = useState<Done | null>(null)
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
    setDone({ answer: input })
    setEmailStatus('processing')
    void sendRsvpBackup(input)
    const status = await sendRsvpEmail(input)
    // A newer answer (after 'Alterar resposta') owns the sub-status.
    if (mine === attempt.current) setEmailStatus(status)
  }

  return (
    <Section id="rsvp" title={RSVP.title} subtitle={RSVP.subtitle}>
      <div className="mx-auto max-w-2xl">
        {done ? (
          <RsvpThanks
            answer={done.answer}
            emailStatus={emailStatus}
            onChangeAnswer={() => setDone(null)}
          />
        ) : (
          <RsvpForm form={form} />
        )}
      </div>
    </Section>
  )
}
