import type Stripe from 'stripe'
import { CONTRIBUTION } from '../../../src/config/copy/payments'
import { checkoutGiftId } from './checkout'
import { isNotFound, type ContributionRecorder } from './contributions'
import { errorText, json, jsonError } from './http'
import { rateLimitRefusal } from './rate-limit'

const MSG = CONTRIBUTION.server

/** A Checkout Session's id as Stripe writes it (cs_test_… or cs_live_…). */
const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{1,250}$/

export interface CancelDeps {
  /** Absent when STRIPE_SECRET_KEY is not set: the function then answers 503. */
  stripe: Stripe | undefined
  /** Absent when Supabase is not configured: nothing is marked or counted. */
  recorder: ContributionRecorder | undefined
  log?: Pick<Console, 'error' | 'warn'>
  /** The caller's address as Netlify saw it (Functions v2 `context.ip`; docs/decisions/0014). */
  clientIp?: string | undefined
}

/**
 * POST /.netlify/functions/cancel-checkout with `{ id }`: a guest came back to /cancel from
 * Stripe's page without paying (src/app/routes/payment-cancel.tsx sends the id the browser kept).
 * The Checkout is expired at Stripe if it is still open, then its row is marked 'expired', so the
 * cotas it held are free at once instead of when the page would have closed; Stripe's later
 * `checkout.session.expired` changes nothing. The session id is the secret: Stripe makes it long
 * and random, and only the browser that opened the Checkout has it. Answers `{ cancelled }`.
 */
export async function handleCancelCheckout(req: Request, deps: CancelDeps): Promise<Response> {
  const log = deps.log ?? console
  if (req.method !== 'POST') return jsonError(405, MSG.methodNotAllowed, { allow: 'POST' })
  if (!deps.stripe) return jsonError(503, CONTRIBUTION.notConfigured)

  let id: unknown
  try {
    id = ((await req.json()) as { id?: unknown } | null)?.id
  } catch {
    return jsonError(400, MSG.unreadableBody)
  }
  if (typeof id !== 'string' || !SESSION_ID.test(id)) return jsonError(400, MSG.invalidSession)

  // Counted before Stripe is asked anything; a count that cannot be taken lets the call through.
  const limited = await rateLimitRefusal('cancel_checkout', deps.recorder, deps.clientIp, log)
  if (limited) return limited

  let session: Stripe.Checkout.Session
  try {
    session = await deps.stripe.checkout.sessions.retrieve(id)
    if (!checkoutGiftId(session)) return jsonError(404, MSG.invalidSession)
    // Only an open page is closed: a completed one is paid or being paid (a PIX, a boleto).
    if (session.status === 'open') {
      try {
        session = await deps.stripe.checkout.sessions.expire(id)
      } catch (error) {
        // Stripe refuses to expire a page the guest completed meanwhile (another tab).
        session = await deps.stripe.checkout.sessions.retrieve(id)
        if (session.status === 'open') throw error
      }
    }
  } catch (error) {
    if (isMissing(error)) return jsonError(404, MSG.invalidSession)
    log.error(`Stripe could not cancel ${id}:`, errorText(error))
    return jsonError(502, MSG.stripeFailed)
  }
  if (session.status !== 'expired') return json({ cancelled: false })

  if (deps.recorder) {
    try {
      await deps.recorder.mark(id, 'expired')
    } catch (error) {
      // Never recorded (WD404): nothing held. Otherwise Stripe's expired event marks it later.
      if (!isNotFound(error)) {
        log.error(`mark_contribution(${id}, expired) failed:`, errorText(error))
      }
    }
  }
  return json({ cancelled: true })
}

/** Stripe answered that no such session exists (a made-up id, or another account's). */
function isMissing(error: unknown): boolean {
  const e = error as { code?: unknown; statusCode?: unknown }
  return e.statusCode === 404 || e.code === 'resource_missing'
}
