import type Stripe from 'stripe'
import { CONTRIBUTION } from '../../../src/config/copy/payments'
import { CONTRIBUTION_GIFT_ID } from '../../../src/config/domain'
import { GIFT_LIMITS } from '../../../src/config/limits'
import { checkoutPayloadSchema, GIFT_ID_PATTERN } from '../../../src/lib/forms/schemas'
import { formatCents } from '../../../src/lib/money'
import type { ServerConfig } from './config'
import { RecorderError, type ContributionRecorder } from './contributions'
import { delayedMethodOptions } from './delayed-methods'
import { errorText, json, jsonError } from './http'
import { rateLimitRefusal } from './rate-limit'

const MSG = CONTRIBUTION.server

// Stripe metadata values hold at most 500 characters (a gift's name, at most 80, always fits).
const METADATA_VALUE_MAX = 500

// Time is cut into 5-minute windows; a session opened in one closes at the end of the eighth,
// counting that one, 35 to 40 minutes later (Stripe accepts 30 minutes to 24 hours): a gift's
// cotas are held no longer than Stripe can still take the payment, plus GIFT_LIMITS'
// checkoutHoldGraceMinutes (docs/decisions/0017 "Holds per client"). Every identical request in
// one window sends Stripe the same parameters and idempotency key.
const WINDOW_SECONDS = GIFT_LIMITS.checkoutWindowMinutes * 60
const SESSION_WINDOWS = GIFT_LIMITS.checkoutOpenWindows

// How many closed replays in a row a gift's checkout replaces (openPage) before it gives up and
// the guest is asked to try again.
const MAX_REPLACEMENTS = 4

interface CheckoutFields {
  giftId: string
  quotas: number | null
  giftPrice: number | null
  buyerName: string
  buyerEmail: string
  buyerPhone: string | null
  message: string | null
}

/**
 * A checkout's fingerprint: the same gift from the same guest (e-mail, amount, name, phone,
 * message; a gift's id and cotas) gives the same key, which finds its open session again and
 * names Stripe's idempotency key. A hash, so the row and Stripe hold no second copy of the guest's
 * words.
 */
export async function checkoutKey(p: CheckoutFields): Promise<string> {
  const fields: unknown[] = [
    p.buyerEmail.toLowerCase(),
    p.giftPrice,
    p.buyerName,
    p.buyerPhone,
    p.message,
  ]
  // The contribution's key stays what it always was, so its open sessions outlive a deploy.
  if (p.giftId !== CONTRIBUTION_GIFT_ID) fields.push(p.giftId, p.quotas)
  const text = JSON.stringify(fields)
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
 * The gift id this function wrote in a session's metadata (the contribution's or a gift's), or
 * null for a session it did not open: another sale on the same Stripe account is no wedding gift.
 */
export function checkoutGiftId(session: Stripe.Checkout.Session): string | null {
  const giftId = session.metadata?.gift_id ?? ''
  return giftId === CONTRIBUTION_GIFT_ID || GIFT_ID_PATTERN.test(giftId) ? giftId : null
}

/**
 * POST /.netlify/functions/create-checkout-session. Validates docs/product.md §3's payload,
 * creates a Stripe Checkout Session in BRL, records a pending contribution and answers {id, url}.
 * A 'money' gift (docs/decisions/0017 "Card for a gift") is quoted by the database first, and its
 * row takes the cotas: a page whose cotas could not be held is closed before the guest sees it.
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
  const isGift = payload.giftId !== CONTRIBUTION_GIFT_ID

  const key = await checkoutKey(payload)
  let closed = 0
  // Before the gift is quoted: the guest's own open session may hold its last cotas, and a repeat
  // must find that page, not be told the cotas are gone.
  if (deps.recorder) {
    try {
      const open = await deps.recorder.openCheckout(key)
      if (open.live) return json(open.live)
      closed = open.closed
    } catch (error) {
      // The idempotency key still stops a burst; a later repeat may open a second session.
      log.error('open_checkout failed:', errorText(error))
    }
  }

  // What the guest pays for: the contribution's fixed name and chosen amount, or the gift as the
  // database prices it (never the client's name or price).
  let item: { name: string; amountCents: number }
  if (!isGift && payload.giftPrice !== null) {
    item = { name: CONTRIBUTION.giftName, amountCents: payload.giftPrice }
  } else if (deps.recorder) {
    try {
      // Refused (WD421) when this guest's address holds too much already: no page is opened.
      item = await deps.recorder.quoteGift(
        payload.giftId,
        payload.quotas,
        payload.giftPrice,
        deps.clientIp?.trim() || null,
      )
    } catch (error) {
      // A refusal is the guest's answer (sold out, gone), not the site's fault: no error logged.
      const refused = refusal(error)
      if (refused) return refused
      log.error('quote_gift failed:', errorText(error))
      return jsonError(502, MSG.stripeFailed)
    }
  } else {
    // Only the database knows a gift's name, price and cotas left.
    log.error('create-checkout-session: a gift is priced by Supabase, which is not configured.')
    return jsonError(503, CONTRIBUTION.notConfigured)
  }
  // The cap this deploy allows (CONTRIBUTION_MAX_CENTS) holds for a priced gift's cotas too: the
  // schema could only bound an amount the guest typed.
  if (item.amountCents > deps.config.maxCents) {
    return jsonError(400, CONTRIBUTION.amountTooHigh(formatCents(deps.config.maxCents)))
  }

  // Only a new session counts against the limits: a repeat answered with its open page is free.
  const limited = await rateLimitRefusal('checkout', deps.recorder, deps.clientIp, log)
  if (limited) return limited
  const window = Math.floor(Date.now() / 1000 / WINDOW_SECONDS)
  const expiresAt = (window + SESSION_WINDOWS) * WINDOW_SECONDS
  const delayed = delayedMethodOptions(deps.config.paymentMethods)

  const params: Stripe.Checkout.SessionCreateParams = {
    mode: 'payment',
    // API 2026-09-30.endive removed payment_method_types (Stripe's API changelog).
    allowed_payment_method_types: deps.config
      .paymentMethods as Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[],
    // A PIX code's and a boleto's ends, set rather than left to the account's defaults: the
    // webhook holds a completed-unpaid gift's cotas until then (delayed-methods.ts).
    ...(delayed ? { payment_method_options: delayed } : {}),
    customer_email: payload.buyerEmail,
    locale: 'pt-BR',
    // The button reads 'Doar' for the free-value contribution; a gift is a named present the
    // guest buys for the couple, and 'Pagar' says what the card is charged for.
    submit_type: isGift ? 'pay' : 'donate',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'brl',
          unit_amount: item.amountCents,
          product_data: {
            name: item.name,
            ...(payload.quotas && payload.quotas > 1
              ? { description: MSG.quotasDescription(payload.quotas) }
              : {}),
          },
        },
      },
    ],
    metadata: {
      gift_id: payload.giftId,
      // A gift's name as the database gave it (the couple read it in Stripe's dashboard; the
      // webhook knows a gift's session by it) and its cotas. Stripe keeps no empty value.
      ...(isGift ? { gift_name: item.name } : {}),
      ...(isGift && payload.quotas !== null ? { quotas: String(payload.quotas) } : {}),
      donor_name: clip(payload.buyerName, METADATA_VALUE_MAX),
      donor_phone: clip(payload.buyerPhone, METADATA_VALUE_MAX),
      message: clip(payload.message, METADATA_VALUE_MAX),
    },
    success_url: `${origin}/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}/cancel`,
    expires_at: expiresAt,
  }
  // Identical requests at once get one session: Stripe answers the others with the first one's
  // result (or 409 while it runs, which the SDK retries). `closed` changes the key once a session
  // is paid, so the same gift given again opens a new one. A gift's amount is in it too: a price
  // the couple changed meanwhile is another request, not a replay.
  const idempotencyKey = `checkout-${key}-${closed}-${window}${isGift ? `-${item.amountCents}` : ''}`

  let session: Stripe.Checkout.Session
  try {
    session = await deps.stripe.checkout.sessions.create(params, { idempotencyKey })
    // A replay is Stripe's first answer as it was: the page of a gift this function expired since
    // (its cotas were taken) still reads 'open'. Handed out once the cotas are free again, it
    // would be a dead page whose row holds them, so a closed one is replaced (openPage).
    if (isGift) {
      const live = await openPage(deps.stripe, params, idempotencyKey, session)
      if (!live) {
        log.error(`Stripe kept replaying closed sessions for ${idempotencyKey}, from ${session.id}`)
        return jsonError(502, MSG.stripeFailed)
      }
      session = live
    }
  } catch (error) {
    // The guest reads a pt-BR sentence; the log keeps Stripe's own words, without any key.
    log.error('Stripe Checkout Session failed:', errorText(error))
    return jsonError(502, MSG.stripeFailed)
  }
  if (!session.url) {
    log.error('Stripe Checkout Session without url:', session.id)
    return jsonError(502, MSG.stripeFailed)
  }

  if (deps.recorder) {
    try {
      await deps.recorder.recordPending({
        amountCents: item.amountCents,
        donorName: payload.buyerName,
        donorEmail: payload.buyerEmail,
        donorPhone: payload.buyerPhone,
        message: payload.message,
        stripeSessionId: session.id,
        ...(isGift
          ? {
              giftId: payload.giftId,
              quotas: payload.quotas,
              client: deps.clientIp?.trim() || null,
            }
          : {}),
        checkout: {
          key,
          url: session.url,
          expiresAt: new Date((session.expires_at || expiresAt) * 1000).toISOString(),
        },
      })
    } catch (error) {
      log.error('record_contribution failed:', errorText(error))
      // A gift's row is what holds its cotas: without it they could be sold twice, so the new
      // page is closed before anyone pays on it (fail closed). WD409: taken meanwhile; WD421:
      // this address's holds reached the cap meanwhile.
      if (isGift) {
        await expireSession(deps.stripe, session.id, log)
        return refusal(error) ?? jsonError(502, MSG.stripeFailed)
      }
      // The contribution can still be paid; the payment stays visible in Stripe's dashboard.
    }
  }

  return json({ id: session.id, url: session.url })
}

/**
 * The session to hand out for a gift: `session` itself unless it is a replay of a closed one; then
 * a new one under a key named after the closed one (identical retries at once still share it).
 * That one may be a closed replay too, when the same request lost the race twice in one window:
 * each is checked in turn, at most MAX_REPLACEMENTS times (null past that).
 */
async function openPage(
  stripe: Stripe,
  params: Stripe.Checkout.SessionCreateParams,
  idempotencyKey: string,
  first: Stripe.Checkout.Session,
): Promise<Stripe.Checkout.Session | null> {
  let session = first
  for (let n = 0; replayed(session); n++) {
    const current = await stripe.checkout.sessions.retrieve(session.id)
    if (current.status === 'open') return session
    if (n === MAX_REPLACEMENTS) return null
    session = await stripe.checkout.sessions.create(params, {
      idempotencyKey: `${idempotencyKey}-after-${session.id}`,
    })
  }
  return session
}

/**
 * Whether Stripe answered with a stored answer for a known idempotency key (its
 * Idempotent-Replayed header; a fetch client's Headers or Node's plain object).
 */
function replayed(session: Stripe.Checkout.Session): boolean {
  const headers: unknown = (session as Partial<Stripe.Response<Stripe.Checkout.Session>>)
    .lastResponse?.headers
  const value =
    headers instanceof Headers
      ? headers.get('idempotent-replayed')
      : (headers as Record<string, unknown> | undefined)?.['idempotent-replayed']
  return value === 'true'
}

const REFUSAL_STATUS: Record<string, number> = { WD400: 400, WD404: 404, WD409: 409, WD421: 429 }

/**
 * The database refused a gift (WD404 gone, WD409 not enough cotas, WD400 not given this way,
 * WD421 too many cotas held from this address or by everyone: docs/decisions/0017 "Holds per
 * client"): the guest reads its pt-BR text under the matching status. Anything else is null.
 */
function refusal(error: unknown): Response | null {
  if (!(error instanceof RecorderError) || !error.code) return null
  const status = REFUSAL_STATUS[error.code]
  if (!status || !error.sqlMessage) return null
  return jsonError(status, error.sqlMessage)
}

/** Closes a Checkout page nobody was sent to; a failure is logged (the guest never got its url). */
async function expireSession(stripe: Stripe, id: string, log: Pick<Console, 'error'>) {
  try {
    await stripe.checkout.sessions.expire(id)
  } catch (error) {
    log.error(`Stripe could not expire ${id}:`, errorText(error))
  }
}
