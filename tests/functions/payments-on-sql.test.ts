// The payment functions with the real recorder (supabaseRecorder) over the real SQL: a fake
// PostgREST edge runs each rpc on PGlite as service_role, as Supabase would.
// The SDK's default export: its CommonJS build has no named 'Stripe' export.
import StripeClient from 'stripe'
import { describe, expect, it } from 'vitest'
import { handleCreateCheckoutSession } from '../../netlify/functions/_lib/checkout'
import { readServerConfig } from '../../netlify/functions/_lib/config'
import { supabaseRecorder } from '../../netlify/functions/_lib/contributions'
import { handleStripeWebhook } from '../../netlify/functions/_lib/webhook'
import { fileTestDb } from '../db/pglite'
import { fakeStripe, silentLog, stripeCheckoutApi } from './helpers'

const db = fileTestDb()

/** PostgREST's /rpc/<fn> over PGlite: named arguments, service_role, errors as {code, message}. */
const postgrest = (async (url: string | URL | Request, init?: RequestInit) => {
  const fn = /\/rpc\/([a-z_]+)$/.exec(String(url))?.[1] ?? ''
  const args = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>
  const names = Object.keys(args)
  const sql = `select public.${fn}(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')}) as r`
  try {
    const result = await db.transaction(async (tx) => {
      await tx.exec('set local role service_role')
      return tx.query<{ r: unknown }>(
        sql,
        names.map((n) => args[n]),
      )
    })
    return new Response(JSON.stringify(result.rows[0]?.r ?? null), { status: 200 })
  } catch (error) {
    const e = error as { code?: string; message?: string }
    return new Response(JSON.stringify({ code: e.code, message: e.message }), { status: 400 })
  }
}) as typeof fetch

const VALID = {
  giftId: 'contribution',
  giftPrice: 150,
  buyerName: 'Ana Souza',
  buyerEmail: 'ana@example.com',
  message: 'Visite https://golpe.example <b>agora</b>',
}

function post(body: unknown) {
  return new Request('https://casamento.example/.netlify/functions/create-checkout-session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

const SECRET = 'whsec_test_secret'
const webhookStripe = new StripeClient('sk_test_unused', { maxNetworkRetries: 0 })

async function deliver(type: string, sessionId: string, id: string) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
  })
  const signature = await webhookStripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: SECRET,
  })
  const res = await handleStripeWebhook(
    new Request('https://casamento.example/.netlify/functions/stripe-webhook', {
      method: 'POST',
      headers: { 'stripe-signature': signature },
      body: payload,
    }),
    { stripe: webhookStripe, webhookSecret: SECRET, recorder, log: silentLog },
  )
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const recorder = supabaseRecorder(
  { url: 'https://p.supabase.co', serviceRoleKey: 'sb_secret_abc' },
  postgrest,
)

function setup() {
  const api = stripeCheckoutApi()
  // Production's SDK retries a 409 twice (stripe-node's default).
  const { stripe } = fakeStripe(api.respond, { maxNetworkRetries: 2 })
  const deps = {
    config: readServerConfig({ SITE_URL: 'https://casamento.example' }),
    stripe,
    recorder,
    log: silentLog,
  }
  return { deps, sessions: api.sessions }
}

async function rows() {
  const r = await db.query<{ stripe_session_id: string; status: string; expires_at: Date }>(
    'select stripe_session_id, status, expires_at from public.contributions order by created_at',
  )
  return r.rows
}

describe('checkout and webhook on the real SQL', () => {
  it('thirty identical checkouts at once: one Stripe session, one pending row', async () => {
    const { deps, sessions } = setup()
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => handleCreateCheckoutSession(post(VALID), deps)),
    )
    expect(answers.every((r) => r.status === 200)).toBe(true)
    const urls = new Set(await Promise.all(answers.map(async (r) => (await r.json()).url)))
    expect([...urls]).toEqual(['https://checkout.stripe.com/c/pay/cs_test_1'])
    expect(sessions).toHaveLength(1)
    const stored = await rows()
    expect(stored.map((r) => [r.stripe_session_id, r.status])).toEqual([['cs_test_1', 'pending']])
    // The row keeps Stripe's end of the page, 45 to 60 minutes away.
    const left = (stored[0]?.expires_at.getTime() ?? 0) - Date.now()
    expect(left).toBeGreaterThan(44 * 60 * 1000)
    expect(left).toBeLessThanOrEqual(60 * 60 * 1000)

    // A later repeat finds the open session in the database: Stripe is not asked again.
    const again = await handleCreateCheckoutSession(post(VALID), deps)
    expect((await again.json()).url).toBe('https://checkout.stripe.com/c/pay/cs_test_1')
    expect(sessions).toHaveLength(1)
  })

  it('an expired session is marked once and leaves room for a new one', async () => {
    const { deps, sessions } = setup()
    await handleCreateCheckoutSession(post(VALID), deps)
    expect(await deliver('checkout.session.expired', 'cs_test_1', 'evt_1')).toEqual({
      status: 200,
      body: { received: true, type: 'checkout.session.expired', changed: true },
    })
    expect(await deliver('checkout.session.expired', 'cs_test_1', 'evt_1')).toMatchObject({
      status: 200,
      body: { changed: false },
    })
    expect((await rows()).map((r) => r.status)).toEqual(['expired'])

    const again = await handleCreateCheckoutSession(post(VALID), deps)
    expect((await again.json()).url).toBe('https://checkout.stripe.com/c/pay/cs_test_2')
    expect(sessions).toHaveLength(2)
  })

  it('an expired event after the payment changes nothing', async () => {
    const { deps } = setup()
    await handleCreateCheckoutSession(post(VALID), deps)
    expect(await deliver('checkout.session.completed', 'cs_test_1', 'evt_1')).toMatchObject({
      status: 200,
      body: { changed: true },
    })
    expect(await deliver('checkout.session.expired', 'cs_test_1', 'evt_2')).toMatchObject({
      status: 200,
      body: { changed: false },
    })
    expect((await rows()).map((r) => r.status)).toEqual(['paid'])
  })
})
