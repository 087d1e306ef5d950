import { useRef, useState } from 'react'
import { Section } from '@/components/ui/section'
import { RSVP } from '@/config/copy'
import { useDataService } from '@/data/react/context'
import { DataError, type RsvpInput, type RsvpResult } from '@/data/types'
import { RsvpForm } from './rsvp-form'
import { RsvpThanks } from './rsvp-thanks'
import { sendRsvpBackup } from './send-rsvp-backup'
import { sendRsvpEmail, type RsvpEmailStatus } from './send-rsvp-email'
import { EMPTY_RSVP, validateRsvp, type RsvpFormValues } from './validate-rsvp'

interface Done {
  answer: RsvpInput
  updated: boolean
}

/**
 * 'Confirmar' (#rsvp), SPEC §2/§4: the form, then the thank-you screen. The answer is stored
 * first (submit_rsvp: the same email replaces its earlier answer), then emailed and copied to the
 * form service of SPEC §7 when one is set; an email failure only changes the sub-status, a backup
 * failure is only logged (SPEC §8).
 */
export function RsvpSection() {
  const service = useDataService()
  const [values, setValues] = useState<RsvpFormValues>(EMPTY_RSVP)
  const [error, setError] = useState<string | null>(null)
  const [invalid, setInvalid] = useState<(keyof RsvpFormValues)[]>([])
  const [submitting, setSubmitting] = useState(false)
  const [done, setDone] = useState<Done | null>(null)
  const [emailStatus, setEmailStatus] = useState<RsvpEmailStatus>('processing')
  const attempt = useRef(0)

  async function store(input: RsvpInput) {
    let stored: RsvpResult
    try {
      stored = await service.submitRsvp(input)
    } catch (caught) {
      // The form keeps everything the guest typed.
      setError(caught instanceof DataError ? caught.message : RSVP.storeError)
      setSubmitting(false)
      return
    }
    setSubmitting(false)
    const mine = ++attempt.current
    setDone({ answer: input, updated: stored.updated })
    setEmailStatus('processing')
    void sendRsvpBackup(input)
    const status = await sendRsvpEmail(input)
    // A newer answer (after 'Alterar resposta') owns the sub-status.
    if (mine === attempt.current) setEmailStatus(status)
  }

  function submit() {
    const result = validateRsvp(values)
    if (!result.ok) {
      setError(result.message)
      setInvalid(result.missing)
      return
    }
    setError(null)
    setInvalid([])
    setSubmitting(true)
    // While the backend boots, the data service holds the call until it is ready.
    void store(result.input)
  }

  return (
    <Section id="rsvp" title={RSVP.title} subtitle={RSVP.subtitle}>
      <div className="mx-auto max-w-2xl">
        {done ? (
          <RsvpThanks
            answer={done.answer}
            updated={done.updated}
            emailStatus={emailStatus}
            onChangeAnswer={() => setDone(null)}
          />
        ) : (
          <RsvpForm
            values={values}
            onChange={setValues}
            onSubmit={submit}
            submitting={submitting}
            error={error}
            invalid={invalid}
          />
        )}
      </div>
    </Section>
  )
}
