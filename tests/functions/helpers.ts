// The SDK's default export: its CommonJS build has no named 'Stripe' export.
import StripeClient from 'stripe'
import {
  RecorderError,
  supabaseRecorder,
  type ContributionRecorder,
  type ContributionStatus,
  type PendingContribution,
} from '../../netlify/functions/_lib/contributions'

export interface StripeCall {
  method: string
  url: string
  headers: Record<string, string>
  form: URLSearchParams
}

interface StripeAnswer {
  status: number
  body: unknown
  headers?: Record<string, string>
}

export type Responder = (call: StripeCall) => StripeAnswer | Promise<StripeAnswer>

/**
 * The real Stripe SDK with a fake fetch (Stripe's API changelog): every API call is recorded and
 * answered by `respond`. Headers arrive as an array of tuples. `maxNetworkRetries` lets the SDK
 * retry a 409 as it does in production (default 2).
 */
export function fakeStripe(respond: Responder, { maxNetworkRetries = 0 } = {}) {
  const calls: StripeCall[] = []
  const fakeFetch = async (input: string | URL | Request, init?: RequestInit) => {
    const headers: Record<string, string> = {}
    const rawHeaders = init?.headers
    if (Array.isArray(rawHeaders)) for (const [k, v] of rawHeaders) headers[k.toLowerCase()] = v
    else if (rawHeaders) new Headers(rawHeaders).forEach((v, k) => (headers[k] = v))
    const call: StripeCall = {
      method: init?.method ?? 'GET',
      url: String(input),
      headers,
      form: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
    }
    calls.push(call)
    const { status, body, headers: extra } = await respond(call)
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': 'req_test', ...extra },
    })
  }
  const stripe = new StripeClient('sk_test_secretvalue123456', {
    httpClient: StripeClient.createFetchHttpClient(fakeFetch as typeof fetch),
    maxNetworkRetries,
  })
  return { stripe, calls }
}

/**
 * Stripe's Checkout endpoint as far as idempotency goes (docs.stripe.com/idempotency): a request
 * with a key already answered gets that answer again (as it was then, marked Idempotent-Replayed);
 * one that arrives while the first still runs gets 409, which the SDK retries. Without a key,
 * every request opens a new session. A session keeps its metadata's gift_id (which checkout opened
 * it), and can be expired and retrieved.
 */
export function stripeCheckoutApi() {
  const sessions: ReturnType<typeof checkoutSession>[] = []
  const byKey = new Map<string, 'running' | ReturnType<typeof checkoutSession>>()
  const respond: Responder = async (call) => {
    const [, sessionId, action] =
      /\/v1\/checkout\/sessions\/([^/]+)(?:\/(expire))?$/.exec(call.url) ?? []
    if (sessionId) {
      const session = sessions.find((s) => s.id === sessionId)
      if (!session) return { status: 404, body: { error: { type: 'invalid_request_error' } } }
      if (action && call.method === 'POST') {
        if (session.status !== 'open') {
          return { status: 400, body: { error: { type: 'invalid_request_error' } } }
        }
        session.status = 'expired'
      }
      return {
        status: 200,
        body: { ...session, url: session.status === 'open' ? session.url : null },
      }
    }
    const key = call.headers['idempotency-key']
    const seen = key ? byKey.get(key) : undefined
    if (seen === 'running') {
      return {
        status: 409,
        body: {
          error: {
            type: 'idempotency_error',
            message: 'There is currently another in-progress request using this Idempotent Key.',
          },
        },
      }
    }
    if (seen) return { status: 200, body: seen, headers: { 'idempotent-replayed': 'true' } }
    if (key) byKey.set(key, 'running')
    await new Promise((resolve) => setTimeout(resolve, 20))
    const id = `cs_test_${sessions.length + 1}`
    const giftId = call.form.get('metadata[gift_id]')
    const session = checkoutSession({
      id,
      url: `https://checkout.stripe.com/c/pay/${id}`,
      expires_at: Number(call.form.get('expires_at')),
      ...(giftId ? { metadata: { gift_id: giftId } } : {}),
    })
    sessions.push(session)
    // The first answer is kept as it was: a replay still says 'open' once the session is expired.
    if (key) byKey.set(key, structuredClone(session))
    return { status: 200, body: session }
  }
  return { respond, sessions }
}

export function checkoutSession(overrides: Record<string, unknown> = {}) {
  return {
    id: 'cs_test_123',
    object: 'checkout.session',
    url: 'https://checkout.stripe.com/c/pay/cs_test_123',
    payment_status: 'unpaid',
    status: 'open' as string,
    ...overrides,
  }
}

/**
 * A recorder that behaves like the SQL functions for the free-value contribution (it knows no
 * gift: quote_gift answers WD404); record_contribution inserts a pending row;
 * mark_contribution changes a row only when its status differs, and says whether it did;
 * open_checkout finds a pending row with the fingerprint that stays open 15 more minutes;
 * extend_checkout_hold moves a pending row's hold later.
 */
export function memoryRecorder(): ContributionRecorder & {
  rows: Map<string, PendingContribution & { status: string; holdUntil?: string }>
  markCalls: Array<[string, ContributionStatus]>
} {
  const rows = new Map<string, PendingContribution & { status: string; holdUntil?: string }>()
  const markCalls: Array<[string, ContributionStatus]> = []
  return {
    rows,
    markCalls,
    async recordPending(entry) {
      if (!rows.has(entry.stripeSessionId)) {
        rows.set(entry.stripeSessionId, { ...entry, status: 'pending' })
      }
      return `uuid-${rows.size}`
    },
    async openCheckout(key) {
      const mine = [...rows.values()].filter((r) => r.checkout?.key === key)
      const live = mine.find(
        (r) =>
          r.status === 'pending' &&
          Date.parse(r.checkout?.expiresAt ?? '') > Date.now() + 15 * 60 * 1000,
      )
      return {
        live: live?.checkout ? { id: live.stripeSessionId, url: live.checkout.url } : null,
        closed: mine.filter((r) => r.status !== 'pending').length,
      }
    },
    async quoteGift() {
      throw new RecorderError('quote_gift failed: HTTP 400', 400, 'WD404', GIFT_NOT_FOUND)
    },
    async mark(sessionId, status) {
      markCalls.push([sessionId, status])
      const row = rows.get(sessionId)
      // Like mark_contribution: an unknown session raises WD404 (PostgREST answers 400).
      if (!row) throw new RecorderError('mark_contribution failed: HTTP 400', 400, 'WD404')
      if (row.status === status || row.status === 'paid') return false
      row.status = status
      return true
    },
    async extendHold(sessionId, holdUntil) {
      const row = rows.get(sessionId)
      if (!row) throw new RecorderError('extend_checkout_hold failed: HTTP 400', 400, 'WD404')
      if (row.status !== 'pending' || (row.holdUntil ?? '') >= holdUntil) return false
      row.holdUntil = holdUntil
      return true
    },
  }
}

/** The one call a test expects; fails the test clearly when there is none. */
export function firstCall<T>(calls: T[]): T {
  const call = calls[0]
  if (!call) throw new Error('no call was made')
  return call
}

export const silentLog = { error: () => {}, warn: () => {}, info: () => {} }

// The database's texts (supabase/schemas: private.gift_quote), as the fake edge answers them.
export const GIFT_NOT_FOUND = 'Presente não encontrado.'
export const GIFT_SOLD_OUT = 'Este presente já foi todo presenteado.'
export const cotasLeft = (n: number) =>
  n === 1 ? 'Resta apenas 1 cota deste presente.' : `Restam apenas ${n} cotas deste presente.`
export const GIFT_NOT_THIS_WAY = 'Escolha quantas cotas deseja dar.'
export const GIFT_PRICE_CHANGED = 'O valor deste presente mudou. Tente novamente.'

export interface FakeGift {
  name: string
  /** One cota's price in cents; null: the guest chooses the amount. */
  priceCents: number | null
  quotas: number
}

interface EdgeRow {
  status: string
  giftId: string | null
  quotas: number | null
  amountCents: number
  checkoutKey: string | null
  checkoutUrl: string | null
  expiresAt: string | null
  /** The gift's name on a row without its gift (record_contribution's p_gift_name). */
  giftName?: string | null
  /** Set by extend_checkout_hold. */
  holdUntil?: string
}

/**
 * Supabase's REST edge for supabaseRecorder, answering like the gift SQL of docs/decisions/0017:
 * quote_gift prices a gift or refuses (WD404/WD409/WD400 with a pt-BR message, HTTP 400 as
 * PostgREST sends it); record_contribution with a gift takes its cotas or refuses WD409;
 * open_checkout, mark_contribution and checkout_rate_limit as their SQL does. `fail` makes one
 * function answer an error instead. Every call is kept in `calls`.
 */
export function giftsEdge(gifts: Record<string, FakeGift>) {
  const rows = new Map<string, EdgeRow>()
  const calls: Array<{ fn: string; args: Record<string, unknown> }> = []
  const fail: Record<string, { status: number; body: unknown }> = {}
  const refuse = (code: string, message: string) => ({ status: 400, body: { code, message } })
  const taken = (giftId: string) =>
    [...rows.values()]
      .filter((r) => r.giftId === giftId && (r.status === 'paid' || r.status === 'pending'))
      .reduce((sum, r) => sum + (r.quotas ?? 1), 0)
  function price(args: Record<string, unknown>) {
    const gift = gifts[String(args.p_gift_id)]
    if (!gift) return refuse('WD404', GIFT_NOT_FOUND)
    const quotas = args.p_quotas as number | null
    if (gift.priceCents === null) {
      const amount = args.p_amount_cents as number | null
      if (quotas !== null || amount === null) return refuse('WD400', GIFT_NOT_THIS_WAY)
      return { status: 200, body: { name: gift.name, amount_cents: amount } }
    }
    if (quotas === null) return refuse('WD400', GIFT_NOT_THIS_WAY)
    const left = gift.quotas - taken(String(args.p_gift_id))
    if (left <= 0) return refuse('WD409', GIFT_SOLD_OUT)
    if (quotas > left) return refuse('WD409', cotasLeft(left))
    return { status: 200, body: { name: gift.name, amount_cents: gift.priceCents * quotas } }
  }
  function answer(fn: string, args: Record<string, unknown>): { status: number; body: unknown } {
    const failure = fail[fn]
    if (failure) return failure
    switch (fn) {
      case 'quote_gift':
        return price(args)
      case 'record_contribution': {
        const session = String(args.p_stripe_session_id)
        if (rows.has(session)) return { status: 200, body: session }
        const giftId = (args.p_gift_id as string | undefined) ?? null
        if (giftId !== null) {
          const quote = price(args)
          if (quote.status !== 200) return quote
          // As the SQL: the amount must be the gift's.
          const quoted = (quote.body as { amount_cents: number }).amount_cents
          if (quoted !== args.p_amount_cents) return refuse('WD400', GIFT_PRICE_CHANGED)
        }
        rows.set(session, {
          status: 'pending',
          giftId,
          quotas: (args.p_quotas as number | null | undefined) ?? null,
          amountCents: args.p_amount_cents as number,
          checkoutKey: args.p_checkout_key as string | null,
          checkoutUrl: args.p_checkout_url as string | null,
          expiresAt: args.p_expires_at as string | null,
          giftName: giftId === null ? ((args.p_gift_name as string | undefined) ?? null) : null,
        })
        return { status: 200, body: session }
      }
      case 'open_checkout': {
        const mine = [...rows.entries()].filter(([, r]) => r.checkoutKey === args.p_checkout_key)
        const live = mine.find(
          ([, r]) =>
            r.status === 'pending' && Date.parse(r.expiresAt ?? '') > Date.now() + 15 * 60_000,
        )
        return {
          status: 200,
          body: {
            stripe_session_id: live?.[0] ?? null,
            checkout_url: live?.[1].checkoutUrl ?? null,
            closed: mine.filter(([, r]) => r.status !== 'pending').length,
          },
        }
      }
      case 'mark_contribution': {
        const row = rows.get(String(args.p_stripe_session_id))
        if (!row) return refuse('WD404', 'Contribuição não encontrada.')
        if (row.status === args.p_status || row.status === 'paid')
          return { status: 200, body: false }
        row.status = String(args.p_status)
        return { status: 200, body: true }
      }
      case 'extend_checkout_hold': {
        const row = rows.get(String(args.p_stripe_session_id))
        if (!row) return refuse('WD404', 'Contribuição não encontrada.')
        if (row.status !== 'pending') return { status: 200, body: false }
        row.holdUntil = String(args.p_hold_until)
        return { status: 200, body: true }
      }
      case 'checkout_rate_limit':
      case 'cancel_checkout_rate_limit':
        return { status: 200, body: null }
      default:
        return { status: 404, body: { code: 'PGRST202', message: `no function ${fn}` } }
    }
  }
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    const fn = /\/rpc\/([a-z_]+)$/.exec(String(url))?.[1] ?? ''
    const args = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>
    calls.push({ fn, args })
    const { status, body } = answer(fn, args)
    return new Response(JSON.stringify(body), { status })
  }) as typeof fetch
  const recorder = supabaseRecorder(
    { url: 'https://p.supabase.co', serviceRoleKey: 'sb_secret_test' },
    fetchImpl,
  )
  return { recorder, rows, calls, fail }
}
