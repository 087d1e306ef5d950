// The cancel-checkout function (a guest back on /cancel from Stripe's page): Stripe's HTTP client
// and Supabase's REST edge faked (tests/functions/helpers.ts); on the real SQL in
// payments-on-sql.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COMMON } from '@/config/copy/common'
import { CONTRIBUTION } from '@/config/copy/payments'
import { RATE_LIMITS } from '@/config/limits'
import cancelCheckout from '../../netlify/functions/cancel-checkout'
import { handleCancelCheckout, type CancelDeps } from '../../netlify/functions/_lib/cancel'
import { handleCreateCheckoutSession } from '../../netlify/functions/_lib/checkout'
import { readServerConfig } from '../../netlify/functions/_lib/config'
import {
  checkoutSession,
  fakeStripe,
  giftsEdge,
  stripeCheckoutApi,
  type Responder,
  type StripeCall,
} from './helpers'

const S = CONTRIBUTION.server
const ENDPOINT = 'https://casamento.example/.netlify/functions/cancel-checkout'

const LUA = {
  giftId: 'lua-de-mel',
  quotas: 3,
  buyerName: 'Ana Souza',
  buyerEmail: 'ana@example.com',
}

function post(body: unknown, url = ENDPOINT) {
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const isExpire = (call: StripeCall) => /\/v1\/checkout\/sessions\/[^/]+\/expire$/.test(call.url)

/** Stripe's Checkout API and the gifts' SQL, both faked at their HTTP edges; a page opened. */
async function setup(respond?: (api: ReturnType<typeof stripeCheckoutApi>) => Responder) {
  const api = stripeCheckoutApi()
  const { stripe, calls } = fakeStripe(respond ? respond(api) : api.respond)
  const edge = giftsEdge({ 'lua-de-mel': { name: 'Lua de mel', priceCents: 20000, quotas: 3 } })
  const log = {
    error: vi.fn<(...args: unknown[]) => void>(),
    warn: vi.fn<(...args: unknown[]) => void>(),
  }
  const opened = await handleCreateCheckoutSession(post(LUA), {
    config: readServerConfig({ SITE_URL: 'https://casamento.example' }),
    stripe,
    recorder: edge.recorder,
    log,
  })
  const { id } = (await opened.json()) as { id: string }
  calls.length = 0
  edge.calls.length = 0
  const deps: CancelDeps = { stripe, recorder: edge.recorder, log, clientIp: '203.0.113.5' }
  return { id, deps, calls, edge, log, sessions: api.sessions }
}

describe('cancel-checkout', () => {
  it('expires an open page at Stripe and frees its cotas at once', async () => {
    const { id, deps, calls, edge, sessions } = await setup()
    expect(edge.rows.get(id)?.status).toBe('pending')
    const res = await handleCancelCheckout(post({ id }), deps)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ cancelled: true })
    expect(sessions.find((s) => s.id === id)?.status).toBe('expired')
    expect(calls.map((c) => `${c.method} ${c.url.replace('https://api.stripe.com', '')}`)).toEqual([
      `GET /v1/checkout/sessions/${id}`,
      `POST /v1/checkout/sessions/${id}/expire`,
    ])
    expect(edge.calls.map((c) => [c.fn, c.args])).toEqual([
      ['cancel_checkout_rate_limit', { p_client: '203.0.113.5' }],
      ['mark_contribution', { p_stripe_session_id: id, p_status: 'expired' }],
    ])
    expect(edge.rows.get(id)?.status).toBe('expired')

    // Again (a reload): Stripe's page is already closed; nothing changes, nothing fails.
    const again = await handleCancelCheckout(post({ id }), deps)
    expect(await again.json()).toEqual({ cancelled: true })
    expect(calls.filter(isExpire)).toHaveLength(1)
  })

  it('leaves a completed page alone: it is paid, or being paid by PIX or boleto', async () => {
    const { id, deps, calls, edge, sessions } = await setup()
    const session = sessions.find((s) => s.id === id)
    if (session) session.status = 'complete'
    const res = await handleCancelCheckout(post({ id }), deps)
    expect(await res.json()).toEqual({ cancelled: false })
    expect(calls.filter(isExpire)).toEqual([])
    expect(edge.rows.get(id)?.status).toBe('pending')
  })

  it('a page completed while it was being cancelled is left alone', async () => {
    // Stripe refuses to expire it: the guest finished paying in another tab meanwhile.
    const { id, deps, edge } = await setup((api) => (call) => {
      if (isExpire(call)) {
        const session = api.sessions.find((s) => call.url.includes(`/${s.id}/`))
        if (session) session.status = 'complete'
        return { status: 400, body: { error: { type: 'invalid_request_error' } } }
      }
      return api.respond(call)
    })
    const res = await handleCancelCheckout(post({ id }), deps)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ cancelled: false })
    expect(edge.rows.get(id)?.status).toBe('pending')
  })

  it('refuses what is not a session of this site without touching it', async () => {
    const { deps, calls, edge, sessions } = await setup()
    sessions.push(checkoutSession({ id: 'cs_test_other', metadata: { pedido: '42' } }))
    const cases: Array<[unknown, number, string]> = [
      ['{', 400, S.unreadableBody],
      [{}, 400, S.invalidSession],
      [{ id: 'pi_123' }, 400, S.invalidSession],
      [{ id: "cs_test_1' or 1=1" }, 400, S.invalidSession],
      // Unknown to Stripe, and another sale on the same account.
      [{ id: 'cs_test_nada' }, 404, S.invalidSession],
      [{ id: 'cs_test_other' }, 404, S.invalidSession],
    ]
    for (const [body, status, error] of cases) {
      const res = await handleCancelCheckout(post(body), deps)
      expect({ body, status: res.status, answer: await res.json() }).toEqual({
        body,
        status,
        answer: { error },
      })
    }
    expect(calls.filter(isExpire)).toEqual([])
    expect(edge.calls.filter((c) => c.fn === 'mark_contribution')).toEqual([])
  })

  it('is rate limited before Stripe is asked anything', async () => {
    const { id, deps, calls, edge } = await setup()
    edge.fail.cancel_checkout_rate_limit = {
      status: 400,
      body: { code: 'WD420', message: COMMON.tooManyRequests },
    }
    const res = await handleCancelCheckout(post({ id }), deps)
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe(
      String(RATE_LIMITS.cancel_checkout.clientWindowMinutes * 60),
    )
    expect(await res.json()).toEqual({ error: COMMON.tooManyRequests })
    expect(calls).toEqual([])
  })

  it('answers 502 when Stripe fails, and marks nothing', async () => {
    const { id, deps, edge, log } = await setup(
      (api) => (call) =>
        call.method === 'GET'
          ? { status: 500, body: { error: { type: 'api_error', message: 'try later' } } }
          : api.respond(call),
    )
    const res = await handleCancelCheckout(post({ id }), deps)
    expect(res.status).toBe(502)
    expect(await res.json()).toEqual({ error: S.stripeFailed })
    expect(edge.rows.get(id)?.status).toBe('pending')
    expect(log.error).toHaveBeenCalledWith(`Stripe could not cancel ${id}:`, expect.any(String))
  })

  it('a database down still cancels at Stripe (its expired event marks the row later)', async () => {
    const { id, deps, edge, log, sessions } = await setup()
    edge.fail.mark_contribution = { status: 503, body: { message: 'upstream unavailable' } }
    const res = await handleCancelCheckout(post({ id }), deps)
    expect(await res.json()).toEqual({ cancelled: true })
    expect(sessions.find((s) => s.id === id)?.status).toBe('expired')
    expect(log.error).toHaveBeenCalledWith(
      `mark_contribution(${id}, expired) failed:`,
      expect.any(String),
    )
  })

  it('a page whose row was never recorded is cancelled, with nothing to log', async () => {
    const { id, deps, edge, log, sessions } = await setup()
    edge.rows.clear()
    const res = await handleCancelCheckout(post({ id }), deps)
    expect(await res.json()).toEqual({ cancelled: true })
    expect(sessions.find((s) => s.id === id)?.status).toBe('expired')
    expect(log.error).not.toHaveBeenCalled()
  })

  it('answers 405 to GET and 503 without Stripe', async () => {
    const { deps } = await setup()
    expect((await handleCancelCheckout(new Request(ENDPOINT), deps)).status).toBe(405)
    const res = await handleCancelCheckout(post({ id: 'cs_test_1' }), {
      ...deps,
      stripe: undefined,
    })
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ error: CONTRIBUTION.notConfigured })
  })

  describe('default export (reads the environment)', () => {
    afterEach(() => vi.unstubAllEnvs())

    it('answers 503 when STRIPE_SECRET_KEY is not set', async () => {
      vi.stubEnv('STRIPE_SECRET_KEY', '')
      const res = await cancelCheckout(post({ id: 'cs_test_1' }), { ip: '203.0.113.5' })
      expect(res.status).toBe(503)
    })
  })
})
