import { useEffect, useRef, useState } from 'react'
import { PRIVACY } from '@/config/copy-privacy'
import { PrivacyLine } from '@/components/privacy/privacy-link'
import { CONTRIBUTION, COMMON } from '@/config/copy'
import {
  CONTRIBUTION_MIN_CENTS,
  CONTRIBUTION_TEXTAREA_ROWS,
  EMAIL_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  PHONE_MAX,
} from '@/config/ui'
import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/field'
import { contributionSchema } from '@/lib/forms/schemas'
import { useForm } from '@/lib/forms/use-form'
import { formatBRL, formatCents, parseAmount, sanitizeAmountInput } from '@/lib/money'
import { cleanText } from '@/lib/text'
import { CheckoutError, createCheckoutSession } from '../checkout/checkout-api'
import { goToCheckout } from '../checkout/go-to-checkout'

const CONTRIBUTION_FORM = contributionSchema()

const EMPTY = { donorName: '', donorEmail: '', donorPhone: '', amount: '', message: '' }

/**
 * The form inside 'Sua Contribuição'. It lives inside the modal, so closing the modal unmounts
 * it and the next opening starts blank (docs/product.md §4: closing the modal resets it).
 */
export function ContributionForm() {
  const [detail, setDetail] = useState<string | null>(null)
  const failureRef = useRef<HTMLDivElement>(null)
  const form = useForm({
    schema: CONTRIBUTION_FORM,
    initial: EMPTY,
    fallback: COMMON.unknownError,
    wrap: CONTRIBUTION.paymentError,
    send: async (request) => {
      setDetail(null)
      // Stays "Redirecionando…" while the browser leaves for Stripe.
      goToCheckout(await createCheckoutSession(request))
    },
    stayBusy: true,
    onError: (error) => setDetail(error instanceof CheckoutError ? error.detail : null),
  })
  const { values, set, field, errors, busy: submitting } = form
  // The amount and the email show their problem under their field; the rest goes in the box.
  const failure = form.formError

  // On a phone the error sits below the fold of the sheet: bring it into view.
  useEffect(() => {
    if (!failure) return
    failureRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
    // The submit button was disabled while sending, which dropped focus on <body>: bring it back
    // into the modal, on the error, so keyboard and screen-reader users are where the news is.
    failureRef.current?.focus({ preventScroll: true })
  }, [failure])

  // docs/product.md §5: submit stays disabled while name, email or amount is blank.
  const missingRequired =
    !cleanText(values.donorName) || !cleanText(values.donorEmail) || !cleanText(values.amount)
  const parsed = parseAmount(values.amount)

  return (
    <form noValidate onSubmit={form.submit} className="space-y-4">
      <TextField
        label={CONTRIBUTION.donorName}
        data-autofocus
        {...field('donorName')}
        autoComplete="name"
        required
        maxLength={NAME_MAX}
      />
      <TextField
        label={CONTRIBUTION.donorEmail}
        {...field('donorEmail')}
        type="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX}
        error={errors.donorEmail ?? null}
      />
      <TextField
        label={CONTRIBUTION.donorPhone}
        optional
        {...field('donorPhone')}
        type="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX}
      />
      <TextField
        label={CONTRIBUTION.amount}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        required
        placeholder={CONTRIBUTION.amountPlaceholder}
        value={values.amount}
        error={errors.amount ?? null}
        hint={
          parsed !== null && !errors.amount
            ? CONTRIBUTION.amountPreview(formatBRL(parsed))
            : CONTRIBUTION.amountHint(formatCents(CONTRIBUTION_MIN_CENTS))
        }
        onChange={(e) => {
          // docs/product.md §5: only digits and commas are kept.
          set('amount', sanitizeAmountInput(e.target.value))
        }}
      />
      <TextAreaField
        label={CONTRIBUTION.message}
        optional
        {...field('message')}
        rows={CONTRIBUTION_TEXTAREA_ROWS}
        maxLength={MESSAGE_MAX}
      />
      <PrivacyLine>{PRIVACY.contribution}</PrivacyLine>
      {failure ? (
        <div
          ref={failureRef}
          tabIndex={-1}
          role="alert"
          className="rounded-2xl border border-error-line bg-error-soft px-4 py-3 text-sm text-error-strong outline-none"
        >
          <p className="font-medium">{failure}</p>
          {detail ? <p className="mt-1 font-mono text-xs break-all opacity-90">{detail}</p> : null}
        </div>
      ) : null}
      <Button type="submit" className="w-full" disabled={missingRequired || submitting}>
        {submitting ? (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
        ) : null}
        {submitting ? CONTRIBUTION.submitting : CONTRIBUTION.submit}
      </Button>
    </form>
  )
}
