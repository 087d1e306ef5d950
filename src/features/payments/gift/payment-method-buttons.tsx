import { CreditCard, QrCode } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { GIFT_PAYMENTS as T } from '@/config/copy-gift-payments'
import { STRIPE_MODE } from '@/config/env'
import type { Method } from './gift-payment-steps'

const CARD_ON = STRIPE_MODE === 'live' || STRIPE_MODE === 'test'

/**
 * 'Como você prefere presentear?': the form's two submit buttons, PIX (the next step, here) or
 * card (Stripe Checkout, while the browser leaves it stays 'Redirecionando…'). The card is offered
 * only with a Stripe key.
 */
export function PaymentMethodButtons({
  busy,
  sending,
  chosen,
}: {
  /** The form is being sent. */
  busy: boolean
  /** Sent, or on its way to Stripe. */
  sending: boolean
  chosen: Method
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-sm font-medium text-ink">{T.choose}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button
          type="submit"
          name="method"
          value="pix"
          disabled={sending}
          aria-busy={(busy && chosen === 'pix') || undefined}
        >
          <QrCode aria-hidden="true" className="size-4" />
          {busy && chosen === 'pix' ? T.startingPix : T.payPix}
        </Button>
        {CARD_ON ? (
          <Button
            type="submit"
            variant="secondary"
            name="method"
            value="card"
            disabled={sending}
            aria-busy={(sending && chosen === 'card') || undefined}
          >
            <CreditCard aria-hidden="true" className="size-4" />
            {sending && chosen === 'card' ? T.redirecting : T.payCard}
          </Button>
        ) : null}
      </div>
      {CARD_ON ? <p className="text-sm text-ink-muted">{T.cardNote}</p> : null}
    </fieldset>
  )
}
