// The SDK's default export: its CommonJS build has no named 'Stripe' export.
import StripeClient from 'stripe'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONTRIBUTION } from '@/config/copy/payments'
import stripeWebhook from '../../netlify/functions/stripe-webhook'
import { handleStripeWebhook, type WebhookDeps } from '../../netlify/functions/_lib/webhook'
import {
  supabaseRecorder,
  type ContributionRecorder,
} from '../../netlify/functions/_lib/contributions'
import { giftsEdge, memoryRecorder, silentLog, type FakeGift } from './helpers'

const SECRET = 'whsec_test_secret'
const stripe = new StripeClient('sk_test_unused', { maxNetworkRetries: 0 })

function eventJson(type: string, session: Record<string, unknown>, id = 'evt_1') {
  // Pretty-printed like Stripe's own payloads, so re-serialising it changes the bytes.
  return JSON.stringify(
    {
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: 1763780000,
      type,
      data: { object: { id: 'cs_test_123', object: 'checkout.session', ...session } },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    },
    null,
    2,
  )
}

async function signed(payload: string, secret = SECRET) {
  const signature = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret })
  return new Request('https://casamento.example/.netlify/functions/stripe-webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  })
}

/** A paid checkout.session.completed for a session the database has no row for. */
function completedSession(
  amountTotal: number,
  email: string,
  name: string,
  metadata: Record<string, string>,
) {
  return signed(
    eventJson('checkout.session.completed', {
      payment_status: 'paid',
      amount_total: amountTotal,
      customer_email: email,
      customer_details: { email, name },
      metadata,
    }),
  )
}

function setup() {
  const recorder = memoryRecorder()
  recorder.rows.set('cs_test_123', {
    amountCents: 10000,
    donorName: 'Ana',
    donorEmail: 'ana@example.com',
    donorPhone: null,
    message: null,
    stripeSessionId: 'cs_test_123',
    status: 'pending',
  })
  const deps: WebhookDeps = { stripe, webhookSecret: SECRET, recorder, log: silentLog }
  return { deps, recorder }
}

describe('stripe-webhook', () => {
  it('marks the contribution paid on checkout.session.completed with a valid signature', async () => {
    const { deps, recorder } = setup()
    const res = await handleStripeWebhook(
      await signed(eventJson('checkout.session.completed', { payment_status: 'paid' })),
      deps,
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ received: true, changed: true })
    expect(recorder.rows.get('cs_test_123')?.status).toBe('paid')
  })

  it('leaves a delayed payment pending until async_payment_succeeded', async () => {
    const { deps, recorder } = setup()
    await handleStripeWebhook(
      await signed(eventJson('checkout.session.completed', { payment_status: 'unpaid' })),
      deps,
    )
    expect(recorder.rows.get('cs_test_123')?.status).toBe('pending')
    expect(recorder.markCalls).toEqual([])
    const res = await handleStripeWebhook(
      await signed(
        eventJson('checkout.session.async_payment_succeeded', { payment_status: 'paid' }, 'evt_2'),
      ),
      deps,
    )
    expect(res.status).toBe(200)
    expect(recorder.rows.get('cs_test_123')?.status).toBe('paid')
  })

  // Stripe's PIX and boleto complete unpaid and can be paid after the Checkout's own end: the
  // row's cotas stay held until the code or the boleto lapses (GIFT_LIMITS), plus the grace.
  describe('a delayed method completed unpaid', () => {
    // eventJson's event: created 1763780000 (22/11/2025 02:53:20 UTC, 21/11 23:53 in São Paulo).
    const cases: Array<[string, string[] | undefined, string]> = [
      // 4 h for the PIX code, 15 min of grace.
      ['a PIX', ['card', 'pix'], '2025-11-22T07:08:20.000Z'],
      // 23:59:59 in São Paulo 3 days after 21/11, 5 days to be confirmed, 15 min of grace.
      ['a boleto', ['card', 'boleto'], '2025-11-30T03:14:59.000Z'],
      ['either', ['card', 'pix', 'boleto'], '2025-11-30T03:14:59.000Z'],
      ['no method named (the longest)', undefined, '2025-11-30T03:14:59.000Z'],
    ]
    it.each(cases)('%s: held until its end', async (_, types, until) => {
      const { deps, recorder } = setup()
      const res = await handleStripeWebhook(
        await signed(
          eventJson('checkout.session.completed', {
            payment_status: 'unpaid',
            ...(types ? { payment_method_types: types } : {}),
          }),
        ),
        deps,
      )
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ received: true, changed: true })
      expect(recorder.rows.get('cs_test_123')).toMatchObject({
        status: 'pending',
        holdUntil: until,
      })
      expect(recorder.markCalls).toEqual([])
    })

    it('a session never recorded: acknowledged, written when the payment comes', async () => {
      const { deps, recorder } = setup()
      recorder.rows.clear()
      const res = await handleStripeWebhook(
        await signed(eventJson('checkout.session.completed', { payment_status: 'unpaid' })),
        deps,
      )
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ changed: false })
    })

    it('answers 500 when the hold cannot be kept, so Stripe retries', async () => {
      const { deps, recorder } = setup()
      recorder.extendHold = () => Promise.reject(new Error('HTTP 503'))
      const res = await handleStripeWebhook(
        await signed(eventJson('checkout.session.completed', { payment_status: 'unpaid' })),
        deps,
      )
      expect(res.status).toBe(500)
    })
  })

  it('marks the contribution failed on async_payment_failed', async () => {
    const { deps, recorder } = setup()
    const res = await handleStripeWebhook(
      await signed(
        eventJson('checkout.session.async_payment_failed', { payment_status: 'unpaid' }),
      ),
      deps,
    )
    expect(res.status).toBe(200)
    expect(recorder.markCalls).toEqual([['cs_test_123', 'failed']])
    expect(recorder.rows.get('cs_test_123')?.status).toBe('failed')
  })

  it('marks the contribution expired when Stripe closes the page unpaid, once', async () => {
    const { deps, recorder } = setup()
    const payload = eventJson('checkout.session.expired', { status: 'expired' })
    const res = await handleStripeWebhook(await signed(payload), deps)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ received: true, changed: true })
    expect(recorder.rows.get('cs_test_123')?.status).toBe('expired')
    const replay = await handleStripeWebhook(await signed(payload), deps)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toMatchObject({ received: true, changed: false })
    expect(recorder.rows.get('cs_test_123')?.status).toBe('expired')
  })

  it('an expired event after the payment changes nothing (paid is final)', async () => {
    const { deps, recorder } = setup()
    await handleStripeWebhook(
      await signed(eventJson('checkout.session.completed', { payment_status: 'paid' })),
      deps,
    )
    const res = await handleStripeWebhook(
      await signed(eventJson('checkout.session.expired', { status: 'expired' }, 'evt_2')),
      deps,
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ changed: false })
    expect(recorder.rows.get('cs_test_123')?.status).toBe('paid')
  })

  it('acknowledges an expired session it never recorded, and writes nothing', async () => {
    const { deps, recorder } = setup()
    recorder.rows.clear()
    const log = { ...silentLog, error: vi.fn<(...args: unknown[]) => void>() }
    deps.log = log
    const res = await handleStripeWebhook(
      await signed(
        eventJson('checkout.session.expired', {
          status: 'expired',
          amount_total: 5000,
          customer_email: 'ana@example.com',
          metadata: { gift_id: 'contribution', donor_name: 'Ana' },
        }),
      ),
      deps,
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ changed: false })
    expect(recorder.rows.size).toBe(0)
    expect(log.error).not.toHaveBeenCalled()
  })

  it('records a payment it never saw open with the e-mail the checkout checked, not the one Stripe collected', async () => {
    const { deps, recorder } = setup()
    recorder.rows.clear()
    const res = await handleStripeWebhook(
      await signed(
        eventJson('checkout.session.completed', {
          payment_status: 'paid',
          amount_total: 5000,
          customer_email: 'ana@example.com',
          // Stripe's own form takes addresses the site's rule refuses (two dots in a row).
          customer_details: { email: 'ana@example..com', name: 'Ana S' },
          metadata: { gift_id: 'contribution', donor_name: 'Ana Souza' },
        }),
      ),
      deps,
    )
    expect(res.status).toBe(200)
    expect([...recorder.rows.values()]).toEqual([
      expect.objectContaining({
        donorEmail: 'ana@example.com',
        donorName: 'Ana Souza',
        status: 'paid',
      }),
    ])
  })

  it('answers 500 to an expired event when recording fails, so Stripe retries', async () => {
    const { deps } = setup()
    deps.recorder = supabaseRecorder(
      { url: 'https://p.supabase.co', serviceRoleKey: 'sb_secret_abc' },
      (async () =>
        new Response('{"message":"upstream unavailable"}', { status: 503 })) as typeof fetch,
    )
    const res = await handleStripeWebhook(
      await signed(eventJson('checkout.session.expired', { status: 'expired' })),
      deps,
    )
    expect(res.status).toBe(500)
  })

  it('ignores other events with 200', async () => {
    const { deps, recorder } = setup()
    const res = await handleStripeWebhook(
      await signed(eventJson('payment_intent.created', {})),
      deps,
    )
    expect(res.status).toBe(200)
    expect(recorder.markCalls).toEqual([])
  })

  it('refuses a wrong signature with 400 and changes nothing', async () => {
    const { deps, recorder } = setup()
    const res = await handleStripeWebhook(
      await signed(
        eventJson('checkout.session.completed', { payment_status: 'paid' }),
        'whsec_other',
      ),
      deps,
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: CONTRIBUTION.server.badSignature })
    expect(recorder.markCalls).toEqual([])
    expect(recorder.rows.get('cs_test_123')?.status).toBe('pending')
  })

  it('refuses a missing signature and a re-serialised body (the raw bytes are what is signed)', async () => {
    const { deps, recorder } = setup()
    const payload = eventJson('checkout.session.completed', { payment_status: 'paid' })
    const unsigned = new Request('https://x/.netlify/functions/stripe-webhook', {
      method: 'POST',
      body: payload,
    })
    expect((await handleStripeWebhook(unsigned, deps)).status).toBe(400)

    const good = await signed(payload)
    const reserialised = new Request(good.url, {
      method: 'POST',
      headers: good.headers,
      body: JSON.stringify(JSON.parse(payload)),
    })
    expect((await handleStripeWebhook(reserialised, deps)).status).toBe(400)
    expect(recorder.markCalls).toEqual([])
  })

  it('a replayed event changes nothing', async () => {
    const { deps, recorder } = setup()
    const payload = eventJson('checkout.session.completed', { payment_status: 'paid' })
    const first = await handleStripeWebhook(await signed(payload), deps)
    expect(await first.json()).toMatchObject({ changed: true })
    const before = structuredClone(recorder.rows.get('cs_test_123'))
    const replay = await handleStripeWebhook(await signed(payload), deps)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toMatchObject({ received: true, changed: false })
    expect(recorder.rows.get('cs_test_123')).toEqual(before)
    // A late failure event cannot undo a paid contribution either.
    await handleStripeWebhook(
      await signed(eventJson('checkout.session.async_payment_failed', {}, 'evt_9')),
      deps,
    )
    expect(recorder.rows.get('cs_test_123')?.status).toBe('paid')
  })

  it('writes the contribution from the session when it was never recorded, then marks it paid', async () => {
    const { deps, recorder } = setup()
    recorder.rows.clear()
    const res = await handleStripeWebhook(
      await completedSession(25050, 'ana@example.com', 'Ana S.', {
        gift_id: 'contribution',
        donor_name: 'Ana Souza',
        donor_phone: '',
        message: 'Parabéns!',
      }),
      deps,
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ changed: true })
    expect(recorder.rows.get('cs_test_123')).toEqual({
      amountCents: 25050,
      donorName: 'Ana Souza',
      donorEmail: 'ana@example.com',
      donorPhone: null,
      message: 'Parabéns!',
      stripeSessionId: 'cs_test_123',
      status: 'paid',
    })
  })

  it('writes a never-recorded payment with the phone only when it is a phone: the money is kept either way', async () => {
    for (const [phone, stored] of [
      ['(34) 99999-0000', '(34) 99999-0000'],
      ['ligar depois', null],
    ] as const) {
      const { deps, recorder } = setup()
      recorder.rows.clear()
      const res = await handleStripeWebhook(
        await completedSession(25050, 'ana@example.com', 'Ana S.', {
          gift_id: 'contribution',
          donor_name: 'Ana Souza',
          donor_phone: phone,
        }),
        deps,
      )
      expect(res.status).toBe(200)
      expect(recorder.rows.get('cs_test_123')).toMatchObject({
        amountCents: 25050,
        donorPhone: stored,
        status: 'paid',
      })
    }
  })

  it('does not write a sale this site did not start (another product on the same account)', async () => {
    const { deps, recorder } = setup()
    recorder.rows.clear()
    const res = await handleStripeWebhook(
      await completedSession(9900, 'cliente@example.com', 'Cliente', { product: 'ebook' }),
      deps,
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ changed: false })
    expect(recorder.rows.size).toBe(0)
  })

  it('acknowledges (200) an event the database refuses, since a retry cannot fix it', async () => {
    const { deps, recorder } = setup()
    recorder.rows.clear()
    const log = { ...silentLog, error: vi.fn<(...args: unknown[]) => void>() }
    deps.log = log
    // No e-mail or amount in the session: nothing to write.
    const res = await handleStripeWebhook(
      await signed(eventJson('checkout.session.completed', { payment_status: 'paid' })),
      deps,
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ changed: false })
    expect(log.error).toHaveBeenCalled()
    expect(recorder.rows.size).toBe(0)
  })

  it('answers 500 when recording fails, so Stripe retries', async () => {
    const { deps } = setup()
    deps.recorder = {
      recordPending: vi.fn<ContributionRecorder['recordPending']>(),
      openCheckout: vi.fn<ContributionRecorder['openCheckout']>(),
      quoteGift: vi.fn<ContributionRecorder['quoteGift']>(),
      mark: () => Promise.reject(new Error('HTTP 503')),
      extendHold: vi.fn<ContributionRecorder['extendHold']>(),
    }
    const res = await handleStripeWebhook(
      await signed(eventJson('checkout.session.completed', { payment_status: 'paid' })),
      deps,
    )
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ error: CONTRIBUTION.server.recordFailed })
  })

  it('answers 503 without Supabase, so the payment is retried once the site is configured', async () => {
    const { deps } = setup()
    deps.recorder = undefined
    const log = { ...silentLog, error: vi.fn<(...args: unknown[]) => void>() }
    deps.log = log
    const res = await handleStripeWebhook(
      await signed(eventJson('checkout.session.completed', { payment_status: 'paid' })),
      deps,
    )
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ error: CONTRIBUTION.server.recordFailed })
    expect(String(log.error.mock.calls[0]?.[0])).toMatch(/NOT RECORDED/)
  })

  // The real recorder against Supabase's REST edge: only a refusal of the data is acknowledged.
  describe('what Supabase answers decides between 200 (refused data) and 5xx (retry)', () => {
    function answering(status: number, body: unknown) {
      return (async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        })) as typeof fetch
    }
    async function deliver(fetchImpl: typeof fetch) {
      const { deps } = setup()
      const log = { ...silentLog, error: vi.fn<(...args: unknown[]) => void>() }
      deps.log = log
      deps.recorder = supabaseRecorder(
        { url: 'https://p.supabase.co', serviceRoleKey: 'sb_secret_abc' },
        fetchImpl,
      )
      const res = await handleStripeWebhook(
        await signed(eventJson('checkout.session.completed', { payment_status: 'paid' })),
        deps,
      )
      return { res, log }
    }

    it('400 with a SQLSTATE of ours: acknowledged, logged', async () => {
      const { res, log } = await deliver(
        answering(400, { code: 'WD400', message: 'Status inválido.' }),
      )
      expect(res.status).toBe(200)
      expect(log.error).toHaveBeenCalled()
    })

    it('400 with a PostgreSQL data error (class 22): acknowledged', async () => {
      const { res } = await deliver(answering(400, { code: '22P02', message: 'invalid input' }))
      expect(res.status).toBe(200)
    })

    it.each([
      ['a wrong or rotated key', 401, { code: 'PGRST301', message: 'JWT invalid' }],
      ['a key without the right', 403, { code: '42501', message: 'permission denied' }],
      ['a migration not pushed', 404, { code: 'PGRST202', message: 'function not found' }],
      ['the database unavailable', 503, { message: 'upstream unavailable' }],
    ])('%s (HTTP %i): 500, logged loudly, so Stripe retries', async (_what, status, body) => {
      const { res, log } = await deliver(answering(status, body))
      expect(res.status).toBe(500)
      expect(await res.json()).toEqual({ error: CONTRIBUTION.server.recordFailed })
      expect(String(log.error.mock.calls[0]?.[0])).toMatch(/NOT RECORDED/)
      expect(log.error.mock.calls.flat().join(' ')).not.toContain('sb_secret_abc')
    })

    it('no answer at all (network error): 500, so Stripe retries', async () => {
      const { res } = await deliver((() =>
        Promise.reject(new TypeError('fetch failed'))) as typeof fetch)
      expect(res.status).toBe(500)
    })
  })

  it('answers 405 to GET', async () => {
    const { deps } = setup()
    const res = await handleStripeWebhook(new Request('https://x/', { method: 'GET' }), deps)
    expect(res.status).toBe(405)
  })

  describe('default export (reads the environment)', () => {
    afterEach(() => vi.unstubAllEnvs())

    it('verifies with STRIPE_WEBHOOK_SECRET', async () => {
      vi.stubEnv('STRIPE_WEBHOOK_SECRET', SECRET)
      vi.stubEnv('SUPABASE_URL', '')
      vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', '')
      // An event the webhook ignores needs no recording: the answer is only about the signature.
      const payload = eventJson('payment_intent.created', {})
      expect((await stripeWebhook(await signed(payload))).status).toBe(200)
      expect((await stripeWebhook(await signed(payload, 'whsec_wrong'))).status).toBe(400)
    })

    it('answers 503 when STRIPE_WEBHOOK_SECRET is not set', async () => {
      vi.stubEnv('STRIPE_WEBHOOK_SECRET', '')
      const res = await stripeWebhook(
        await signed(eventJson('checkout.session.completed', { payment_status: 'paid' })),
      )
      expect(res.status).toBe(503)
    })
  })
})

// docs/decisions/0017 "Card for a gift": the webhook marks a gift's row as any other; a paid gift
// session without a row (its recording failed and Stripe could not expire it) is written with the
// gift, or without it when the cotas went to someone else meanwhile, since the money came.
describe('stripe-webhook for a gift', () => {
  const LUA = { name: 'Lua de mel em Paraty', priceCents: 20000, quotas: 10 }
  const GIFT_METADATA = {
    gift_id: 'lua-de-mel',
    gift_name: 'Lua de mel em Paraty',
    quotas: '3',
    donor_name: 'Ana Souza',
    donor_phone: '',
    message: '',
  }

  function giftSetup() {
    const edge = giftsEdge({ 'lua-de-mel': { ...LUA } })
    const log = { ...silentLog, error: vi.fn<(...args: unknown[]) => void>() }
    const deps: WebhookDeps = { stripe, webhookSecret: SECRET, recorder: edge.recorder, log }
    return { edge, deps, log }
  }
  const sold = (quotas: number) => ({
    status: 'paid',
    giftId: 'lua-de-mel',
    quotas,
    amountCents: 20000 * quotas,
    checkoutKey: null,
    checkoutUrl: null,
    expiresAt: null,
  })

  it('marks a gift’s pending row paid, and nothing more', async () => {
    const { edge, deps } = giftSetup()
    edge.rows.set('cs_test_123', { ...sold(3), status: 'pending' })
    const res = await handleStripeWebhook(
      await completedSession(60000, 'ana@example.com', 'Ana', GIFT_METADATA),
      deps,
    )
    expect(await res.json()).toMatchObject({ changed: true })
    expect(edge.calls.map((c) => c.fn)).toEqual(['mark_contribution'])
    expect(edge.rows.get('cs_test_123')?.status).toBe('paid')
  })

  it('writes a paid gift it never recorded with the gift and its cotas', async () => {
    const { edge, deps } = giftSetup()
    const res = await handleStripeWebhook(
      await completedSession(60000, 'ana@example.com', 'Ana', GIFT_METADATA),
      deps,
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ changed: true })
    expect(edge.calls.find((c) => c.fn === 'record_contribution')?.args).toMatchObject({
      p_amount_cents: 60000,
      p_gift_id: 'lua-de-mel',
      p_quotas: 3,
    })
    expect(edge.rows.get('cs_test_123')).toMatchObject({ status: 'paid', quotas: 3 })
  })

  it('writes a free-amount gift (no cotas field) with the gift', async () => {
    const edge = giftsEdge({ fundo: { name: 'Fundo para a casa', priceCents: null, quotas: 1 } })
    const deps: WebhookDeps = {
      stripe,
      webhookSecret: SECRET,
      recorder: edge.recorder,
      log: silentLog,
    }
    const { quotas: _quotas, ...metadata } = GIFT_METADATA
    const res = await handleStripeWebhook(
      await completedSession(12345, 'ana@example.com', 'Ana', { ...metadata, gift_id: 'fundo' }),
      deps,
    )
    expect(await res.json()).toMatchObject({ changed: true })
    expect(edge.calls.find((c) => c.fn === 'record_contribution')?.args).toMatchObject({
      p_amount_cents: 12345,
      p_gift_id: 'fundo',
      p_quotas: null,
    })
  })

  it('keeps the money of a paid gift whose cotas were taken meanwhile, without the gift', async () => {
    const { edge, deps, log } = giftSetup()
    edge.rows.set('cs_other', sold(9))
    const res = await handleStripeWebhook(
      await completedSession(60000, 'ana@example.com', 'Ana', GIFT_METADATA),
      deps,
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ changed: true })
    expect(edge.rows.get('cs_test_123')).toMatchObject({
      status: 'paid',
      giftId: null,
      giftName: 'Lua de mel em Paraty',
      amountCents: 60000,
    })
    expect(String(log.error.mock.calls[0]?.[0])).toMatch(/cs_test_123.*lua-de-mel/)
  })

  // A gift deleted (WD404) or repriced (WD400) since the guest paid: never a dropped payment.
  const changedGifts: Array<[string, Record<string, FakeGift>, number]> = [
    ['deleted since', {}, 60000],
    ['repriced since', { 'lua-de-mel': { ...LUA, priceCents: 25000 } }, 60000],
  ]
  it.each(changedGifts)(
    'keeps the money of a paid gift %s, without the gift and with its name',
    async (_, gifts, amount) => {
      const edge = giftsEdge(gifts)
      const log = { ...silentLog, error: vi.fn<(...args: unknown[]) => void>() }
      const deps: WebhookDeps = { stripe, webhookSecret: SECRET, recorder: edge.recorder, log }
      const res = await handleStripeWebhook(
        await completedSession(amount, 'ana@example.com', 'Ana', GIFT_METADATA),
        deps,
      )
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ changed: true })
      expect(edge.rows.get('cs_test_123')).toMatchObject({
        status: 'paid',
        giftId: null,
        quotas: null,
        giftName: 'Lua de mel em Paraty',
        amountCents: amount,
      })
      expect(String(log.error.mock.calls[0]?.[0])).toMatch(/cs_test_123.*lua-de-mel/)
    },
  )

  it('an expired gift session it never recorded writes nothing', async () => {
    const { edge, deps } = giftSetup()
    const res = await handleStripeWebhook(
      await signed(
        eventJson('checkout.session.expired', {
          status: 'expired',
          amount_total: 60000,
          customer_email: 'ana@example.com',
          metadata: GIFT_METADATA,
        }),
      ),
      deps,
    )
    expect(await res.json()).toMatchObject({ changed: false })
    expect(edge.rows.size).toBe(0)
  })

  it('does not write another sale whose metadata merely has a gift_id', async () => {
    const { edge, deps } = giftSetup()
    const { gift_name: _name, ...foreign } = GIFT_METADATA
    const res = await handleStripeWebhook(
      await completedSession(60000, 'cliente@example.com', 'Cliente', foreign),
      deps,
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ changed: false })
    expect(edge.calls.map((c) => c.fn)).toEqual(['mark_contribution'])
    expect(edge.rows.size).toBe(0)
  })
})
