import type Stripe from 'stripe'
import { GIFT_LIMITS } from '../../../src/config/limits'

// Stripe's delayed methods (STRIPE_PAYMENT_METHODS with pix or boleto): a Checkout completes
// unpaid, and the guest pays the PIX code or the boleto later, or never (docs/decisions/0017
// "Card for a gift"). Their ends are set on every Checkout, so the webhook knows how long the
// row must keep its cotas.

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
// São Paulo has kept UTC-3 all year since 2019: a boleto ends at 23:59 there.
const SAO_PAULO_OFFSET_MS = -3 * HOUR_MS

/** The Checkout's payment_method_options for the delayed methods it offers (none for card only). */
export function delayedMethodOptions(
  methods: readonly string[],
): Stripe.Checkout.SessionCreateParams.PaymentMethodOptions | undefined {
  const options: Stripe.Checkout.SessionCreateParams.PaymentMethodOptions = {
    ...(methods.includes('pix')
      ? { pix: { expires_after_seconds: GIFT_LIMITS.stripePixExpiresAfterSeconds } }
      : {}),
    ...(methods.includes('boleto')
      ? { boleto: { expires_after_days: GIFT_LIMITS.stripeBoletoExpiresAfterDays } }
      : {}),
  }
  return Object.keys(options).length > 0 ? options : undefined
}

/** The last moment a boleto issued at `issuedMs` can be paid: 23:59:59 in São Paulo, N days on. */
function boletoEnd(issuedMs: number): number {
  const local = new Date(issuedMs + SAO_PAULO_OFFSET_MS)
  const endOfDayLocal = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() + GIFT_LIMITS.stripeBoletoExpiresAfterDays,
    23,
    59,
    59,
  )
  return endOfDayLocal - SAO_PAULO_OFFSET_MS
}

/**
 * Until when a Checkout completed unpaid at `completedMs` may still be paid, plus the grace for a
 * late webhook: the latest end of the delayed methods it offered (a boleto's includes the days a
 * payment on its last day takes to be confirmed). A session that names none of them gets the
 * longest, so a payment is never left without its cotas. Stripe's failure event frees them as
 * soon as the code or boleto lapses unpaid.
 */
export function delayedHoldUntil(
  session: Pick<Stripe.Checkout.Session, 'payment_method_types'>,
  completedMs: number,
): Date {
  const offered = session.payment_method_types ?? []
  const pix = completedMs + GIFT_LIMITS.stripePixExpiresAfterSeconds * 1000
  const boleto = boletoEnd(completedMs) + GIFT_LIMITS.stripeBoletoConfirmDays * DAY_MS
  const ends = [
    ...(offered.includes('pix') ? [pix] : []),
    ...(offered.includes('boleto') ? [boleto] : []),
  ]
  const end = ends.length > 0 ? Math.max(...ends) : Math.max(pix, boleto)
  return new Date(end + GIFT_LIMITS.checkoutHoldGraceMinutes * 60_000)
}
