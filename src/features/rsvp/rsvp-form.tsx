import { useId } from 'react'
import { PRIVACY } from '@/config/copy/privacy'
import { ConsentCheckbox } from '@/components/privacy/consent-checkbox'
import { PrivacyLine } from '@/components/privacy/privacy-link'
import { CalendarX2, PartyPopper } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { EMAIL_INPUT, PHONE_INPUT, TextAreaField, TextField } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-error'
import { RSVP } from '@/config/copy/rsvp'
import type { RsvpAnswer } from '@/config/domain'
import { DIETARY_MAX, NAME_MAX, OBSERVATIONS_MAX } from '@/config/ui'
import type { RsvpInput } from '@/data/types'
import { cn } from '@/lib/cn'
import type { Form } from '@/lib/forms/use-form'
import { RsvpDeadline } from './rsvp-deadline'

export interface RsvpFormValues {
  nomeCompleto: string
  vaiAoEvento: RsvpAnswer | ''
  email: string
  telefone: string
  observacoes: string
  dietary: string
  sensitiveConsent: boolean
}

export const EMPTY_RSVP: RsvpFormValues = {
  nomeCompleto: '',
  vaiAoEvento: '',
  email: '',
  telefone: '',
  observacoes: '',
  dietary: '',
  sensitiveConsent: false,
}

const CHOICES: { value: RsvpAnswer; label: string; Icon: typeof PartyPopper }[] = [
  { value: 'sim', label: RSVP.sim, Icon: PartyPopper },
  { value: 'nao', label: RSVP.nao, Icon: CalendarX2 },
]

/**
 * docs/product.md §3's RSVP form: nomeCompleto, vaiAoEvento, email, telefone, observacoes; and
 * dietary restrictions with their consent (LGPD).
 */
export function RsvpForm({ form }: { form: Form<RsvpFormValues, RsvpInput> }) {
  const radioName = useId()
  const legendId = useId()
  const { values, set, field, errors, error, busy: submitting } = form
  // A field with a problem is marked invalid until it is edited.
  const isInvalid = (key: keyof RsvpFormValues) => (errors[key] ? true : undefined)

  return (
    <form
      noValidate
      onSubmit={form.submit}
      aria-busy={submitting || undefined}
      className="space-y-6 rounded-2xl border border-sage-100 bg-white p-5 shadow-sm sm:p-8"
    >
      <RsvpDeadline />
      <TextField
        label={RSVP.nomeCompleto}
        {...field('nomeCompleto')}
        autoComplete="name"
        maxLength={NAME_MAX}
        required
        aria-invalid={isInvalid('nomeCompleto')}
      />
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId} className="mb-2 text-sm font-medium text-ink">
          {RSVP.vaiAoEvento}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {CHOICES.map(({ value, label, Icon }) => (
            <label
              key={value}
              className={cn(
                'flex min-h-16 cursor-pointer items-center gap-3 rounded-2xl border-2 px-4 py-3 transition-colors',
                'focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-sage-600',
                values.vaiAoEvento === value
                  ? 'border-sage-700 bg-sage-100 text-sage-800'
                  : errors.vaiAoEvento
                    ? 'border-error bg-white text-ink'
                    : 'border-sage-200 bg-white text-ink hover:border-sage-400',
              )}
            >
              <input
                type="radio"
                name={radioName}
                value={value}
                checked={values.vaiAoEvento === value}
                onChange={() => set('vaiAoEvento', value)}
                disabled={submitting}
                required
                className="size-5 shrink-0 accent-sage-700 focus-visible:outline-none"
              />
              <Icon aria-hidden="true" className="size-6 shrink-0 text-sage-600" />
              <span className="font-medium">{label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label={RSVP.email}
          {...field('email')}
          {...EMAIL_INPUT}
          required
          aria-invalid={isInvalid('email')}
        />
        <TextField
          label={RSVP.telefone}
          {...field('telefone')}
          {...PHONE_INPUT}
          required
          aria-invalid={isInvalid('telefone')}
        />
      </div>
      <TextAreaField
        label={RSVP.observacoes}
        hint={RSVP.observacoesHint}
        {...field('observacoes')}
        rows={3}
        maxLength={OBSERVATIONS_MAX}
        optional
      />
      <TextField
        label={PRIVACY.dietary}
        hint={PRIVACY.dietaryHint}
        {...field('dietary')}
        maxLength={DIETARY_MAX}
        optional
      />
      <ConsentCheckbox
        checked={values.sensitiveConsent}
        onChange={(on) => set('sensitiveConsent', on)}
        disabled={submitting}
      />
      <PrivacyLine>{PRIVACY.rsvp}</PrivacyLine>
      <FormAlert>{error}</FormAlert>
      <Button type="submit" className="w-full sm:w-auto" disabled={submitting}>
        {submitting ? RSVP.submitting : RSVP.submit}
      </Button>
    </form>
  )
}
