import type Stripe from 'stripe'
import { COMMON, CONTRIBUTION } from '../../../src/config/copy'
import { CONTRIBUTION_GIFT_ID } from '../../../src/config/domain'
import { RATE_LIMITS } from '../../../src/config/limits'
import { checkoutPayloadSchema } from '../../../src/lib/forms/schemas'
import type { ServerConfig } from './config'
import type { ContributionRecorder } from './contributions'
import { json, jsonError, redactSecrets } from './http'

const MSG = CONTRIBUTION.server

// A refused guest may try again once the per-client window has passed.
const RETRY_AFTER_S = RATE_LIMITS.checkout.clientWindowMinutes * 60

// Stripe metadata values hold at most 500 characters.
const METADATA_VALUE_MAX = 500

// Time is cut into 15-minute windows; a session opened in one closes at the end of the fourth
// window after it, 45 to 60 minutes later (Stripe accepts 30 minutes to 24 hours). Every
// identical request in one window sends Stripe the same parameters and idempotency key.
const WINDOW_SECONDS = 15 * 60
const SESSION_WINDOWS = 4

interface CheckoutFields {
  giftPrice: number
  buyerName: string
  buyerEmail: string
  buyerPhone: string | null
  message: string | null
}

/**
 * A checkout's fingerprint: the same gift from the same guest (e-mail, amount, name, phone,
 * message) gives the same key, which finds its open session again and names Stripe's idempotency
 * key. A hash, so the row and Stripe hold no second copy of the guest's words.
 */
export async function checkoutKey(p: CheckoutFields): Promise<string> {
  const text = JSON.stringify([
    p.buyerEmail.toLowerCase(),
    p.giftPrice,
    p.buyerName,
    p.buyerPhone,
    p.message,
  ])
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

export interface CheckoutDeps {
  config: ServerConfig
  /** Absent when STRIPE_SECRET_KEY is not set: the function then answers 503. */
  stripe: Stripe | undefined
  /** Absent when Supabase is not configured: nothing is recorded. */
  recorder: ContributionRecorder | undefined
  log?: Pick<Console, 'error' | 'warn'>
  /** The guest's address as Netlify saw it (Functions v2 `context.ip`); see docs/decisions/0014. */
  clientIp?: string | undefined
}

/**
 * Cut to `max` UTF-16 units (Stripe's limit) without splitting a character: half an emoji left at
 * the end makes the SDK's form encoding throw (URIError), and the guest could never pay.
 */
export function clip(text: string | null, max: number): string {
  if (!text) return ''
  if (text.length <= max) return text
  let kept = ''
  for (const char of text) {
    if (kept.length + char.length > max - 1) break
    kept += char
  }
  return `${kept}…`
}

/**
 * POST /.netlify/functions/create-checkout-session. Validates docs/product.md §3's payload,
 * creates a Stripe Checkout Session in BRL, records a pending contribution and answers {id, url}.
 * The same checkout repeated while its session is open answers that session again: a sequence
 * finds it in the database (open_checkout), a burst shares Stripe's idempotency key.
 */
export async function handleCreateCheckoutSession(
  req: Request,
  deps: CheckoutDeps,
): Promise<Response> {
  const log = deps.log ?? console
  if (req.method !== 'POST') {
    return jsonError(405, MSG.methodNotAllowed, { allow: 'POST' })
  }
  if (!deps.stripe) return jsonError(503, CONTRIBUTION.notConfigured)
  // The return links are built from the configured address only: a request's Host header is the
  // caller's to write, and Checkout would send a guest back to wherever it said.
  if (!deps.config.siteUrl) {
    log.error(
      'create-checkout-session: neither SITE_URL nor URL is set; refusing to start a payment.',
    )
    return jsonError(503, CONTRIBUTION.notConfigured)
  }

  let raw: unknown
  try {
    raw = await req.json()
  } catch {
    return jsonError(400, MSG.unreadableBody)
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return jsonError(400, MSG.unreadableBody)
  }
  // The same schema and bounds as the contribution form, with the cap this deploy allows.
  const parsed = checkoutPayloadSchema(deps.config).safeParse(raw)
  if (!parsed.success) {
    return jsonError(400, parsed.error.issues[0]?.message ?? MSG.unreadableBody)
  }
  const payload = parsed.data
  const origin = deps.config.siteUrl

  const key = await checkoutKey(payload)
  let closed = 0
  if (deps.recorder) {
    try {
      const open = await deps.recorder.openCheckout(key)
      if (open.live) return json(open.live)
      closed = open.closed
    } catch (error) {
      // The idempotency key still stops a burst; a later repeat may open a second session.
      log.error(
        'open_checkout failed:',
        redactSecrets(error instanceof Error ? error.message : String(error)),
      )
    }
  }
  // Only a new session counts against the limits: a repeat answered with its open page is free.
  if (!(await checkoutAllowed(deps, log))) {
    return jsonError(429, COMMON.tooManyRequests, { 'retry-after': String(RETRY_AFTER_S) })
  }
  const window = Math.floor(Date.now() / 1000 / WINDOW_SECONDS)
  const expiresAt = (window + SESSION_WINDOWS) * WINDOW_SECONDS

  let session: Stripe.Checkout.Session
  try {
    session = await deps.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        // API 2026-09-30.endive removed payment_method_types (Stripe's API changelog).
        allowed_payment_method_types: deps.config
          .paymentMethods as Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[],
        customer_email: payload.buyerEmail,
        locale: 'pt-BR',
        submit_type: 'donate',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'brl',
              unit_amount: payload.giftPrice,
              product_data: { name: CONTRIBUTION.giftName },
            },
          },
        ],
        metadata: {
          gift_id: CONTRIBUTION_GIFT_ID,
          donor_name: clip(payload.buyerName, METADATA_VALUE_MAX),
          donor_phone: clip(payload.buyerPhone, METADATA_VALUE_MAX),
          message: clip(payload.message, METADATA_VALUE_MAX),
        },
        success_url: `${origin}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}/cancel`,
        expires_at: expiresAt,
      },
      // Identical requests at once get one session: Stripe answers the others with the first
      // one's result (or 409 while it runs, which the SDK retries). `closed` changes the key once
      // a session is paid, so the same gift given again opens a new one.
      { idempotencyKey: `checkout-${key}-${closed}-${window}` },
    )
  } catch (error) {
    // The guest reads a pt-BR sentence; the log keeps Stripe's own words, without any key.
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    log.error('Stripe Checkout Session failed:', redactSecrets(detail))
    return jsonError(502, MSG.stripeFailed)
  }
  if (!session.url) {
    log.error('Stripe Checkout Session without url:', session.id)
    return jsonError(502, MSG.stripeFailed)
  }

  if (deps.recorder) {
    try {
      await deps.recorder.recordPending({
        amountCents: payload.giftPrice,
        donorName: payload.buyerName,
        donorEmail: payload.buyerEmail,
        donorPhone: payload.buyerPhone,
        message: payload.message,
        stripeSessionId: session.id,
        checkout: {
          key,
          url: session.url,
          expiresAt: new Date((session.expires_at || expiresAt) * 1000).toISOString(),
        },
      })
    } catch (error) {
      // The guest can still pay; the payment stays visible in Stripe's dashboard.
      log.error(
        'record_contribution failed:',
        redactSecrets(error instanceof Error ? error.message : String(error)),
      )
    }
  }

  return json({ id: session.id, url: session.url })
}

/**
 * Counts this new session against the rate limits (docs/decisions/0014) before Stripe is asked
 * for it. A count that cannot be taken (Supabase down, migration missing) lets the guest pay and
 * is logged: nothing a caller sends makes it fail.
 */
async function checkoutAllowed(
  deps: CheckoutDeps,
  log: Pick<Console, 'error' | 'warn'>,
): Promise<boolean> {
  if (!deps.recorder?.allowCheckout) return true
  try {
    return await deps.recorder.allowCheckout(deps.clientIp?.trim() || null)
  } catch (error) {
    log.error(
      'checkout_rate_limit failed; the checkout goes on without a rate limit:',
      redactSecrets(error instanceof Error ? error.message : String(error)),
    )
    return true
  }
}
