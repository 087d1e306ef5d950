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

export type Responder = (call: StripeCall) => { status: number; body: unknown } | Promise<never>

/**
 * The real Stripe SDK with a fake fetch (Stripe's API changelog): every API call is recorded and
 * answered by `respond`. Headers arrive as an array of tuples.
 */
export function fakeStripe(respond: Responder) {
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
    maxNetworkRetries: 0,
  })
  return { stripe, calls }
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
 * mark_contribution changes a row only when its status differs, and says whether it did.
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
      rows.set(entry.stripeSessionId, { ...entry, status: 'pending' })
      return `uuid-${rows.size}`
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
