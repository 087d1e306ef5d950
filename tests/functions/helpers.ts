// The SDK's default export: its CommonJS build has no named 'Stripe' export.
import StripeClient from 'stripe'
import {
  RecorderError,
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

export type Responder = (
  call: StripeCall,
) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>

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
    const { status, body } = await respond(call)
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': 'req_test' },
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
 * with a key already answered gets that answer again; one that arrives while the first still runs
 * gets 409, which the SDK retries. Without a key, every request opens a new session.
 */
export function stripeCheckoutApi() {
  const sessions: ReturnType<typeof checkoutSession>[] = []
  const byKey = new Map<string, 'running' | ReturnType<typeof checkoutSession>>()
  const respond: Responder = async (call) => {
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
    if (seen) return { status: 200, body: seen }
    if (key) byKey.set(key, 'running')
    await new Promise((resolve) => setTimeout(resolve, 20))
    const id = `cs_test_${sessions.length + 1}`
    const session = checkoutSession({
      id,
      url: `https://checkout.stripe.com/c/pay/${id}`,
      expires_at: Number(call.form.get('expires_at')),
    })
    sessions.push(session)
    if (key) byKey.set(key, session)
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
    status: 'open',
    ...overrides,
  }
}

/**
 * A recorder that behaves like the SQL functions: record_contribution inserts a pending row;
 * mark_contribution changes a row only when its status differs, and says whether it did;
 * open_checkout finds a pending row with the fingerprint that stays open 15 more minutes.
 */
export function memoryRecorder(): ContributionRecorder & {
  rows: Map<string, PendingContribution & { status: string }>
  markCalls: Array<[string, ContributionStatus]>
} {
  const rows = new Map<string, PendingContribution & { status: string }>()
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
    async mark(sessionId, status) {
      markCalls.push([sessionId, status])
      const row = rows.get(sessionId)
      // Like mark_contribution: an unknown session raises WD404 (PostgREST answers 400).
      if (!row) throw new RecorderError('mark_contribution failed: HTTP 400', 400, 'WD404')
      if (row.status === status || row.status === 'paid') return false
      row.status = status
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
