import { useEffect, useRef, useState, type FormEvent } from 'react'
import { QrCode } from 'lucide-react'
import { PrivacyLine } from '@/components/privacy/privacy-link'
import { Button } from '@/components/ui/button'
import { EMAIL_INPUT, PHONE_INPUT, TextAreaField, TextField } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-error'
import { GIFTS } from '@/config/copy'
import { GIFT_PAYMENTS as T } from '@/config/copy-gift-payments'
import { PRIVACY } from '@/config/copy-privacy'
import { GIFT_LIMITS } from '@/config/limits'
import { MESSAGE_MAX, NAME_MAX } from '@/config/ui'
import type { Gift } from '@/data/types'
import { formatCents, parseAmount, sanitizeAmountInput, toCents } from '@/lib/money'
import type { PixInProgress } from '@/lib/pix-in-progress'
import { GiftSoldOut } from './gift-sold-out'
import type { GiftFormParts, Holds, Method } from './gift-payment-steps'
import { PaymentMethodButtons } from './payment-method-buttons'
import { QuotasField } from './quotas-field'

/**
 * The sheet's first step: how many cotas (or, for a free gift, the amount), who gives it, the
 * total, then PIX or card. With no cota left it says so instead.
 */
export function GiftFormStep({
  gift,
  left,
  free,
  holds,
  stored,
  form,
  redirecting,
  chosen,
  onSubmit,
  onResume,
  onClose,
}: {
  gift: Gift
  left: number | null
  free: boolean
  holds: Holds
  /** This gift's PIX in progress on this device: the form offers to go back to it. */
  stored: PixInProgress | null
  form: GiftFormParts
  redirecting: boolean
  chosen: Method
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  onResume: () => void
  onClose: () => void
}) {
  const { values, set, field, errors, busy, formError } = form
  const failureRef = useRef<HTMLDivElement>(null)
  const [openedAt] = useState(() => Date.now())
  // On a phone the error sits below the fold of the sheet: bring it into view, and focus there
  // (the disabled submit button dropped focus on <body>).
  useEffect(() => {
    if (!formError) return
    failureRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
    failureRef.current?.focus({ preventScroll: true })
  }, [formError])

  if (left === 0) {
    return (
      <GiftSoldOut
        // The last cotas may be held by this device's own PIX: then that is what is said.
        heldForYourPix={stored !== null && Date.parse(stored.holdUntil) > openedAt}
        holds={holds}
        onResume={stored ? onResume : null}
        onClose={onClose}
      />
    )
  }

  const quotas = Number(values.quotas)
  const amount = parseAmount(values.amount)
  const totalCents = free
    ? amount === null
      ? null
      : toCents(amount)
    : Number.isInteger(quotas) && quotas >= 1
      ? quotas * (gift.price_cents ?? 0)
      : null
  const sending = busy || redirecting

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {stored ? (
        <Button variant="secondary" size="sm" className="w-full" onClick={onResume}>
          <QrCode aria-hidden="true" className="size-4" />
          {T.backToPix}
        </Button>
      ) : null}
      {free ? (
        <TextField
          label={T.amount}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          data-autofocus
          placeholder={T.amountPlaceholder}
          value={values.amount}
          error={errors.amount ?? null}
          hint={T.amountHint(
            formatCents(GIFT_LIMITS.priceMinCents),
            formatCents(GIFT_LIMITS.priceMaxCents),
          )}
          readOnly={sending}
          onChange={(e) => set('amount', sanitizeAmountInput(e.target.value))}
        />
      ) : (gift.quotas ?? 1) > 1 ? (
        <QuotasField
          priceCents={gift.price_cents ?? 0}
          left={left ?? 0}
          sending={sending}
          form={form}
        />
      ) : null}

      <TextField
        label={GIFTS.guestName}
        {...field('name')}
        readOnly={sending}
        autoComplete="name"
        maxLength={NAME_MAX}
        required
        {...(free || (gift.quotas ?? 1) > 1 ? {} : { 'data-autofocus': true })}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={GIFTS.guestEmail}
          {...field('email')}
          readOnly={sending}
          {...EMAIL_INPUT}
          required
          error={errors.email ?? null}
        />
        <TextField
          label={GIFTS.guestPhone}
          {...field('phone')}
          readOnly={sending}
          {...PHONE_INPUT}
          optional
          error={errors.phone ?? null}
        />
      </div>
      <TextAreaField
        label={GIFTS.message}
        {...field('message')}
        readOnly={sending}
        rows={2}
        maxLength={MESSAGE_MAX}
        optional
      />

      <PrivacyLine>{PRIVACY.gift}</PrivacyLine>
      <p
        aria-live="polite"
        className="flex items-baseline justify-between gap-4 rounded-2xl bg-sage-50 px-4 py-3"
      >
        <span className="text-sm font-medium text-sage-800">{T.total}</span>
        <span className="font-display text-2xl font-semibold text-sage-800 tabular-nums">
          {totalCents === null ? '—' : formatCents(totalCents)}
        </span>
      </p>

      {formError ? (
        <div ref={failureRef} tabIndex={-1} className="outline-none">
          <FormAlert>{formError}</FormAlert>
        </div>
      ) : null}

      <PaymentMethodButtons busy={busy} sending={sending} chosen={chosen} />
    </form>
  )
}
