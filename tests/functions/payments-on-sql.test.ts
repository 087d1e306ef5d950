// The payment functions with the real recorder (supabaseRecorder) over the real SQL: a fake
// PostgREST edge runs each rpc on PGlite as service_role, as Supabase would.
// The SDK's default export: its CommonJS build has no named 'Stripe' export.
import StripeClient from 'stripe'
import { describe, expect, it } from 'vitest'
import { handleCancelCheckout } from '../../netlify/functions/_lib/cancel'
import { handleCreateCheckoutSession } from '../../netlify/functions/_lib/checkout'
import { readServerConfig } from '../../netlify/functions/_lib/config'
import { supabaseRecorder } from '../../netlify/functions/_lib/contributions'
import { handleStripeWebhook } from '../../netlify/functions/_lib/webhook'
import { fileTestDb } from '../db/pglite'
import { GIFT_LIMITS } from '@/config/limits'
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

async function deliver(
  type: string,
  sessionId: string,
  id: string,
  session: Record<string, unknown> = { payment_status: 'paid' },
) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: sessionId, object: 'checkout.session', ...session } },
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
  const { stripe, calls } = fakeStripe(api.respond, { maxNetworkRetries: 2 })
  const deps = {
    config: readServerConfig({ SITE_URL: 'https://casamento.example' }),
    stripe,
    recorder,
    log: silentLog,
  }
  return { deps, sessions: api.sessions, calls }
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
    // The row keeps Stripe's end of the page, 35 to 40 minutes away.
    const left = (stored[0]?.expires_at.getTime() ?? 0) - Date.now()
    expect(left).toBeGreaterThan(34 * 60 * 1000)
    expect(left).toBeLessThanOrEqual(40 * 60 * 1000)

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

describe('card for a gift on the real SQL (docs/decisions/0017)', () => {
  const LUA = { ...VALID, giftId: 'lua-de-mel', quotas: 2, giftPrice: undefined }

  async function addGift() {
    await db.query(
      `insert into public.gifts (id, name, description, category, kind, price_cents, quotas)
       values ('lua-de-mel', 'Lua de mel em Paraty', 'Três noites', 'outros', 'money', 20000, 3)`,
    )
  }

  async function giftRows() {
    const r = await db.query<{
      stripe_session_id: string
      status: string
      gift_id: string | null
      gift_name: string | null
      quotas: number | null
      amount_cents: number
    }>(
      `select stripe_session_id, status, gift_id, gift_name, quotas, amount_cents
         from public.contributions order by created_at`,
    )
    return r.rows
  }

  it('two guests want the last two of three cotas at once: one page, one 409, never oversold', async () => {
    await addGift()
    const { deps, sessions, calls } = setup()
    const answers = await Promise.all([
      handleCreateCheckoutSession(post(LUA), deps),
      handleCreateCheckoutSession(post({ ...LUA, buyerEmail: 'bia@example.com' }), deps),
    ])
    expect(answers.map((r) => r.status).toSorted()).toEqual([200, 409])
    const refused = answers.find((r) => r.status === 409)
    expect(await refused?.json()).toEqual({ error: 'Resta apenas 1 cota deste presente.' })
    const won = (await answers.find((r) => r.status === 200)?.json()) as { id: string }

    expect(await giftRows()).toEqual([
      {
        stripe_session_id: won.id,
        status: 'pending',
        gift_id: 'lua-de-mel',
        gift_name: 'Lua de mel em Paraty',
        quotas: 2,
        amount_cents: 40000,
      },
    ])
    // Each guest's page is named after the gift at the database's price; the loser's is expired.
    const creates = calls.filter((c) => c.url.endsWith('/v1/checkout/sessions'))
    for (const call of creates) {
      expect(call.form.get('line_items[0][price_data][product_data][name]')).toBe(
        'Lua de mel em Paraty',
      )
      expect(call.form.get('line_items[0][price_data][unit_amount]')).toBe('40000')
    }
    const loser = sessions.find((s) => s.id !== won.id)
    expect(loser?.status).toBe('expired')
  })

  it('paid, the cotas stay taken; expired, they are free again', async () => {
    await addGift()
    const { deps } = setup()
    const first = await handleCreateCheckoutSession(post(LUA), deps)
    expect(first.status).toBe(200)
    expect(await deliver('checkout.session.completed', 'cs_test_1', 'evt_1')).toMatchObject({
      status: 200,
      body: { changed: true },
    })
    const more = await handleCreateCheckoutSession(
      post({ ...LUA, buyerEmail: 'bia@example.com' }),
      deps,
    )
    expect(more.status).toBe(409)
    expect(await more.json()).toEqual({ error: 'Resta apenas 1 cota deste presente.' })

    const last = await handleCreateCheckoutSession(
      post({ ...LUA, quotas: 1, buyerEmail: 'bia@example.com' }),
      deps,
    )
    expect(last.status).toBe(200)
    const { id } = (await last.json()) as { id: string }
    expect(await deliver('checkout.session.expired', id, 'evt_2')).toMatchObject({
      body: { changed: true },
    })
    const again = await handleCreateCheckoutSession(
      post({ ...LUA, quotas: 1, buyerEmail: 'caio@example.com' }),
      deps,
    )
    expect(again.status).toBe(200)
    expect((await giftRows()).map((r) => [r.status, r.quotas])).toEqual([
      ['paid', 2],
      ['expired', 1],
      ['pending', 1],
    ])
  })

  it('a guest back on /cancel frees the cotas at once; Stripe’s expired event then changes nothing', async () => {
    await addGift()
    const { deps, sessions } = setup()
    const ana = await handleCreateCheckoutSession(post({ ...LUA, quotas: 3 }), deps)
    const { id } = (await ana.json()) as { id: string }
    const bia = { ...LUA, quotas: 1, buyerEmail: 'bia@example.com' }
    expect((await handleCreateCheckoutSession(post(bia), deps)).status).toBe(409)

    const cancelled = await handleCancelCheckout(
      new Request('https://casamento.example/.netlify/functions/cancel-checkout', {
        method: 'POST',
        body: JSON.stringify({ id }),
      }),
      { stripe: deps.stripe, recorder, log: silentLog, clientIp: '203.0.113.5' },
    )
    expect(await cancelled.json()).toEqual({ cancelled: true })
    expect(sessions.find((s) => s.id === id)?.status).toBe('expired')
    expect((await giftRows()).map((r) => r.status)).toEqual(['expired'])
    // The last cotas are Bia's to give now, not in an hour.
    expect((await handleCreateCheckoutSession(post(bia), deps)).status).toBe(200)
    expect(await deliver('checkout.session.expired', id, 'evt_late')).toMatchObject({
      status: 200,
      body: { changed: false },
    })
  })

  it('a boleto completed unpaid keeps its cotas past the Checkout’s end until it is paid', async () => {
    await addGift()
    const { deps } = setup()
    const ana = await handleCreateCheckoutSession(post(LUA), deps)
    const { id } = (await ana.json()) as { id: string }
    expect(
      await deliver('checkout.session.completed', id, 'evt_1', {
        payment_status: 'unpaid',
        payment_method_types: ['boleto'],
      }),
    ).toMatchObject({ status: 200, body: { changed: true } })
    const r = await db.query<{ hold: number; checkout: number }>(
      `select (extract(epoch from hold_until - now()) / 86400)::float8 as hold,
              (extract(epoch from expires_at - now()) / 86400)::float8 as checkout
         from public.contributions`,
    )
    const { hold, checkout } = r.rows[0] ?? { hold: 0, checkout: 0 }
    // Past the page's end (within the hour) by the boleto's days and its confirmation.
    const days = GIFT_LIMITS.stripeBoletoExpiresAfterDays + GIFT_LIMITS.stripeBoletoConfirmDays
    expect(checkout).toBeLessThan(1 / 24)
    expect(hold).toBeGreaterThan(days)
    expect(hold).toBeLessThan(days + 1.1)
    // The boleto is paid days later: the cotas it held are its own, never sold twice.
    expect(await deliver('checkout.session.async_payment_succeeded', id, 'evt_2')).toMatchObject({
      body: { changed: true },
    })
    expect((await giftRows()).map((x) => [x.status, x.quotas])).toEqual([['paid', 2]])
  })

  it('a paid gift deleted before its late record keeps the money and the gift’s name', async () => {
    await addGift()
    await db.query(`delete from public.gifts`)
    const res = await deliver('checkout.session.completed', 'cs_late', 'evt_1', {
      payment_status: 'paid',
      amount_total: 40000,
      customer_email: 'ana@example.com',
      metadata: {
        gift_id: 'lua-de-mel',
        gift_name: 'Lua de mel em Paraty',
        quotas: '2',
        donor_name: 'Ana Souza',
      },
    })
    expect(res).toMatchObject({ status: 200, body: { changed: true } })
    expect(await giftRows()).toEqual([
      {
        stripe_session_id: 'cs_late',
        status: 'paid',
        gift_id: null,
        gift_name: 'Lua de mel em Paraty',
        quotas: null,
        amount_cents: 40000,
      },
    ])
  })

  it('the database’s refusals reach the guest in its words', async () => {
    await addGift()
    await db.query(
      `insert into public.gifts (id, name, description, category)
       values ('panela', 'Panela', 'Inox', 'cozinha')`,
    )
    const { deps, sessions } = setup()
    // Ana holds all three cotas first.
    expect((await handleCreateCheckoutSession(post({ ...LUA, quotas: 3 }), deps)).status).toBe(200)
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ giftId: 'sumiu' }, 404, 'Presente não encontrado.'],
      [{ quotas: 1, buyerEmail: 'bia@example.com' }, 409, 'Este presente já foi todo presenteado.'],
      [{ giftId: 'panela' }, 400, 'Este presente é para reservar, não para pagar pelo site.'],
      [{ quotas: undefined, giftPrice: 100 }, 400, 'Escolha quantas cotas deseja dar.'],
    ]
    for (const [patch, status, error] of cases) {
      const res = await handleCreateCheckoutSession(post({ ...LUA, ...patch }), deps)
      expect(res.status).toBe(status)
      expect(await res.json()).toEqual({ error })
    }
    expect(sessions).toHaveLength(1)
  })
})
