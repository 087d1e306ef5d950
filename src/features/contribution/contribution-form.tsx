import { useEffect, useRef, useState, type FormEvent } from 'react'
import { CONTRIBUTION, COMMON } from '@/config/copy'
import { CONTRIBUTION_GIFT_ID } from '@/config/domain'
import {
  CONTRIBUTION_MAX_CENTS,
  CONTRIBUTION_MIN_CENTS,
  CONTRIBUTION_TEXTAREA_ROWS,
  EMAIL_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  PHONE_MAX,
} from '@/config/ui'
import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/field'
import { formatBRL, formatCents, parseAmount, sanitizeAmountInput, toCents } from '@/lib/money'
import { cleanText, isEmail } from '@/lib/text'
import { CheckoutError, createCheckoutSession } from './checkout-api'
import { goToCheckout } from './redirect'

interface FailedCheckout {
  message: string
  detail: string | null
}

/**
 * The form inside 'Sua Contribuição'. It lives inside the modal, so closing the modal unmounts
 * it and the next opening starts blank (SPEC §4: closing the modal resets it).
 */
export function ContributionForm() {
  const [donorName, setDonorName] = useState('')
  const [donorEmail, setDonorEmail] = useState('')
  const [donorPhone, setDonorPhone] = useState('')
  const [amount, setAmount] = useState('')
  const [message, setMessage] = useState('')
  const [amountError, setAmountError] = useState<string | null>(null)
  const [emailError, setEmailError] = useState<string | null>(null)
  const [failure, setFailure] = useState<FailedCheckout | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const failureRef = useRef<HTMLDivElement>(null)

  // On a phone the error sits below the fold of the sheet: bring it into view.
  useEffect(() => {
    if (!failure) return
    failureRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
    // The submit button was disabled while sending, which dropped focus on <body>: bring it back
    // into the modal, on the error, so keyboard and screen-reader users are where the news is.
    failureRef.current?.focus({ preventScroll: true })
  }, [failure])

  // SPEC §5: submit stays disabled while name, email or amount is blank.
  const missingRequired = !cleanText(donorName) || !cleanText(donorEmail) || !cleanText(amount)
  const parsed = parseAmount(amount)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    if (missingRequired) {
      setFailure({ message: CONTRIBUTION.requiredFields, detail: null })
      return
    }
    const value = parseAmount(amount)
    const cents = value === null ? null : toCents(value)
    let nextAmountError: string | null = null
    if (cents === null) nextAmountError = CONTRIBUTION.invalidAmount
    else if (cents < CONTRIBUTION_MIN_CENTS)
      nextAmountError = CONTRIBUTION.amountTooLow(formatCents(CONTRIBUTION_MIN_CENTS))
    else if (cents > CONTRIBUTION_MAX_CENTS)
      nextAmountError = CONTRIBUTION.amountTooHigh(formatCents(CONTRIBUTION_MAX_CENTS))
    const nextEmailError = isEmail(cleanText(donorEmail)) ? null : CONTRIBUTION.server.emailInvalid
    setAmountError(nextAmountError)
    setEmailError(nextEmailError)
    setFailure(null)
    if (nextAmountError || nextEmailError || cents === null) return

    setSubmitting(true)
    try {
      const url = await createCheckoutSession({
        giftId: CONTRIBUTION_GIFT_ID,
        giftName: CONTRIBUTION.giftName,
        giftPrice: cents / 100,
        buyerName: cleanText(donorName),
        buyerEmail: cleanText(donorEmail),
        buyerPhone: cleanText(donorPhone),
        message: cleanText(message),
      })
      // Stays "Redirecionando…" while the browser leaves for Stripe.
      goToCheckout(url)
    } catch (error) {
      setSubmitting(false)
      setFailure(
        error instanceof CheckoutError
          ? { message: CONTRIBUTION.paymentError(error.message), detail: error.detail }
          : { message: CONTRIBUTION.paymentError(COMMON.unknownError), detail: null },
      )
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label={CONTRIBUTION.donorName}
        data-autofocus
        name="donorName"
        autoComplete="name"
        required
        maxLength={NAME_MAX}
        value={donorName}
        onChange={(e) => setDonorName(e.target.value)}
      />
      <TextField
        label={CONTRIBUTION.donorEmail}
        name="donorEmail"
        type="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX}
        value={donorEmail}
        error={emailError}
        onChange={(e) => {
          setDonorEmail(e.target.value)
          setEmailError(null)
        }}
      />
      <TextField
        label={CONTRIBUTION.donorPhone}
        optional
        name="donorPhone"
        type="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX}
        value={donorPhone}
        onChange={(e) => setDonorPhone(e.target.value)}
      />
      <TextField
        label={CONTRIBUTION.amount}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        required
        placeholder={CONTRIBUTION.amountPlaceholder}
        value={amount}
        error={amountError}
        hint={
          parsed !== null && !amountError
            ? CONTRIBUTION.amountPreview(formatBRL(parsed))
            : CONTRIBUTION.amountHint(formatCents(CONTRIBUTION_MIN_CENTS))
        }
        onChange={(e) => {
          // SPEC §5: only digits and commas are kept.
          setAmount(sanitizeAmountInput(e.target.value))
          setAmountError(null)
        }}
      />
      <TextAreaField
        label={CONTRIBUTION.message}
        optional
        name="message"
        rows={CONTRIBUTION_TEXTAREA_ROWS}
        maxLength={MESSAGE_MAX}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      {failure ? (
        <div
          ref={failureRef}
          tabIndex={-1}
          role="alert"
          className="rounded-2xl border border-error-line bg-error-soft px-4 py-3 text-sm text-error-strong outline-none"
        >
          <p className="font-medium">{failure.message}</p>
          {failure.detail ? (
            <p className="mt-1 font-mono text-xs break-all opacity-90">{failure.detail}</p>
          ) : null}
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
