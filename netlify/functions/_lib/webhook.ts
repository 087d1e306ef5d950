import type Stripe from 'stripe'
import { CONTRIBUTION } from '../../../src/config/copy/payments'
import { CONTRIBUTION_GIFT_ID } from '../../../src/config/domain'
import { isPhone } from '../../../src/lib/text'
import { checkoutGiftId } from './checkout'
import {
  isNotFound,
  RecorderError,
  type ContributionRecorder,
  type ContributionStatus,
  type PendingContribution,
} from './contributions'
import { delayedHoldUntil } from './delayed-methods'
import { errorText, json, jsonError, redactSecrets } from './http'

const MSG = CONTRIBUTION.server

export interface WebhookDeps {
  /** Any Stripe instance: only its webhooks helper is used. */
  stripe: Stripe
  webhookSecret: string | undefined
  recorder: ContributionRecorder | undefined
  log?: Pick<Console, 'error' | 'warn' | 'info'>
}

/**
 * A Checkout completed with a delayed method (Stripe's PIX, boleto): unpaid yet, it settles later
 * with async_payment_succeeded or _failed, possibly days after the Checkout's own end.
 */
function awaitsPayment(event: Stripe.Event): event is Stripe.CheckoutSessionCompletedEvent {
  return event.type === 'checkout.session.completed' && event.data.object.payment_status !== 'paid'
}

/** Which contribution status a Checkout event leads to, if any. */
export function statusForEvent(event: Stripe.Event): ContributionStatus | null {
  switch (event.type) {
    case 'checkout.session.completed':
      // Delayed methods (boleto, pix) complete unpaid (awaitsPayment) and settle later.
      return event.data.object.payment_status === 'paid' ? 'paid' : null
    case 'checkout.session.async_payment_succeeded':
      return 'paid'
    case 'checkout.session.async_payment_failed':
      return 'failed'
    // Stripe closed the page unpaid: the contribution leaves the panel's pending total.
    case 'checkout.session.expired':
      return 'expired'
    default:
      return null
  }
}

/** A gift's cotas as create-checkout-session wrote them (none for a free amount). */
function metadataQuotas(value: string | undefined): number | null {
  return value && /^[1-9][0-9]{0,5}$/.test(value) ? Number(value) : null
}

/** The contribution as Checkout saw it (metadata written by create-checkout-session). */
export function pendingFromSession(session: Stripe.Checkout.Session): PendingContribution | null {
  // Only this site's checkouts. A gift's session always carries the gift's name too.
  const giftId = checkoutGiftId(session)
  if (!giftId) return null
  const isGift = giftId !== CONTRIBUTION_GIFT_ID
  if (isGift && !session.metadata?.gift_name) return null
  // What the checkout checked with the database's rules first (the e-mail it prefilled, the name in
  // its metadata): a value only Stripe saw could be refused, and the payment then not recorded.
  const email = session.customer_email ?? session.customer_details?.email
  const name = session.metadata?.donor_name || session.customer_details?.name
  if (!email || !name || !session.amount_total) return null
  return {
    amountCents: session.amount_total,
    donorName: name,
    donorEmail: email,
    // An optional detail: one the database would refuse is left out rather than lose the payment.
    donorPhone: phoneOrNull(session.metadata?.donor_phone),
    message: session.metadata?.message || null,
    stripeSessionId: session.id,
    ...(isGift
      ? {
          giftId,
          quotas: metadataQuotas(session.metadata?.quotas),
          giftName: session.metadata?.gift_name,
        }
      : {}),
  }
}

function phoneOrNull(value: string | undefined): string | null {
  return value && isPhone(value) ? value : null
}

/** The gift's refusals a late record gets past by dropping the gift (gone, taken, repriced). */
const GIFT_REFUSALS = new Set(['WD400', 'WD404', 'WD409'])

/**
 * Writes the row a paid (or failed) session never got. A gift may have changed since: its cotas
 * gone to someone else (WD409), the gift deleted (WD404), its price or kind changed (WD400). The
 * money came all the same, so it is kept without the gift (its name stays on the row) for the
 * couple to sort out, and the log says so.
 */
async function recordLate(
  recorder: ContributionRecorder,
  entry: PendingContribution,
  log: Pick<Console, 'error'>,
): Promise<void> {
  try {
    await recorder.recordPending(entry)
  } catch (error) {
    if (!entry.giftId || !(error instanceof RecorderError) || !GIFT_REFUSALS.has(error.code ?? ''))
      throw error
    log.error(
      `Stripe session ${entry.stripeSessionId} paid for gift ${entry.giftId}, which refused it (${error.code}: ${error.sqlMessage ?? ''}): recorded without the gift.`,
    )
    const { giftId: _gift, quotas: _quotas, ...withoutGift } = entry
    await recorder.recordPending(withoutGift)
  }
}

/**
 * POST /.netlify/functions/stripe-webhook. The signature is checked on the RAW body
 * (re-serialised JSON fails Stripe's verification). Marking is idempotent in SQL:
 * mark_contribution returns false for a replay and nothing changes.
 */
export async function handleStripeWebhook(req: Request, deps: WebhookDeps): Promise<Response> {
  const log = deps.log ?? console
  if (req.method !== 'POST') return jsonError(405, MSG.methodNotAllowed, { allow: 'POST' })
  if (!deps.webhookSecret) return jsonError(503, MSG.webhookNotConfigured)

  const raw = await req.text()
  let event: Stripe.Event
  try {
    event = await deps.stripe.webhooks.constructEventAsync(
      raw,
      req.headers.get('stripe-signature') ?? '',
      deps.webhookSecret,
    )
  } catch (error) {
    log.warn('Stripe webhook signature rejected:', errorText(error))
    return jsonError(400, MSG.badSignature)
  }

  // Stripe's event is acknowledged: it is not sent again.
  const ack = (changed: boolean) => json({ received: true, type: event.type, changed })
  const status = statusForEvent(event)
  const awaiting = awaitsPayment(event)
  if (!status && !awaiting) return ack(false)

  const session = event.data.object as Stripe.Checkout.Session
  if (!deps.recorder) {
    // A payment with nowhere to go: Stripe keeps retrying (for days) until the site is fixed.
    log.error(
      `Stripe ${event.type} for ${session.id} NOT RECORDED: SUPABASE_URL / SUPABASE_SERVICE_ROLE_KEY are not set. Stripe will retry.`,
    )
    return jsonError(503, MSG.recordFailed)
  }
  const recorder = deps.recorder
  try {
    if (awaiting) {
      // Its cotas stay held while the PIX code or boleto can still be paid; a payment arriving
      // after the Checkout's own end would otherwise take cotas another guest may hold by then.
      const until = delayedHoldUntil(session, event.created * 1000).toISOString()
      try {
        return ack(await recorder.extendHold(session.id, until))
      } catch (error) {
        // Never recorded: the payment, when it comes, is written then (with its gift if free).
        if (isNotFound(error)) return ack(false)
        throw error
      }
    }
    if (!status) return ack(false)
    let changed: boolean
    try {
      changed = await recorder.mark(session.id, status)
    } catch (error) {
      // WD404: the pending row was never written (recording failed when the checkout opened).
      // The session carries everything needed to write it now, so the payment is not lost.
      // An expired session brought no money: there is nothing to write.
      if (isNotFound(error) && status === 'expired') return ack(false)
      const entry = isNotFound(error) ? pendingFromSession(session) : null
      if (!entry) throw error
      await recordLate(recorder, entry, log)
      changed = await recorder.mark(session.id, status)
    }
    return ack(changed)
  } catch (error) {
    if (error instanceof RecorderError && error.isDataRefusal) {
      // Bad data would be refused again on every retry: acknowledge and log it.
      log.error('mark_contribution refused:', redactSecrets(error.message))
      return ack(false)
    }
    // Configuration, authentication or availability: a 5xx makes Stripe retry the event later.
    log.error(
      `Stripe ${event.type} for ${session.id} NOT RECORDED (Stripe will retry):`,
      errorText(error),
    )
    return jsonError(500, MSG.recordFailed)
  }
}
