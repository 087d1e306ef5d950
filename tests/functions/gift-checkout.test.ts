// Card for a gift (docs/decisions/0017): the checkout function over the real recorder, with
// Stripe's HTTP client and Supabase's REST edge faked (tests/functions/helpers.ts).
import { describe, expect, it, vi } from 'vitest'
import { CONTRIBUTION } from '@/config/copy/payments'
import { GIFT_LIMITS } from '@/config/limits'
import {
  handleCreateCheckoutSession,
  type CheckoutDeps,
} from '../../netlify/functions/_lib/checkout'
import { readServerConfig } from '../../netlify/functions/_lib/config'
import {
  checkoutSession,
  cotasLeft,
  fakeStripe,
  firstCall,
  GIFT_NOT_FOUND,
  GIFT_NOT_THIS_WAY,
  GIFT_SOLD_OUT,
  giftsEdge,
  stripeCheckoutApi,
  type FakeGift,
  type Responder,
  type StripeCall,
} from './helpers'

const S = CONTRIBUTION.server

const GIFTS: Record<string, FakeGift> = {
  'lua-de-mel': { name: 'Lua de mel em Paraty', priceCents: 20000, quotas: 10 },
  geladeira: { name: 'Geladeira', priceCents: 450000, quotas: 1 },
  'fundo-casa': { name: 'Fundo para a casa', priceCents: null, quotas: 1 },
}

const BUYER = {
  buyerName: 'Ana Souza',
  buyerEmail: 'ana@example.com',
  buyerPhone: '(34) 99999-0000',
  message: 'Felicidades!',
}

const LUA = { giftId: 'lua-de-mel', quotas: 3, ...BUYER }

function post(body: unknown) {
  return new Request('https://casamento.example/.netlify/functions/create-checkout-session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

const isExpire = (call: StripeCall) => /\/v1\/checkout\/sessions\/[^/]+\/expire$/.test(call.url)

/** Stripe's Checkout API (tests/functions/helpers.ts); `expireFails` makes expiring fail. */
function setup({ expireFails = false, gifts = GIFTS } = {}) {
  const api = stripeCheckoutApi()
  const respond: Responder = (call) =>
    expireFails && isExpire(call)
      ? { status: 500, body: { error: { type: 'api_error', message: 'try later' } } }
      : api.respond(call)
  const { stripe, calls } = fakeStripe(respond, { maxNetworkRetries: 2 })
  const edge = giftsEdge(structuredClone(gifts))
  const log = {
    error: vi.fn<(...args: unknown[]) => void>(),
    warn: vi.fn<(...args: unknown[]) => void>(),
  }
  const deps: CheckoutDeps = {
    config: readServerConfig({ SITE_URL: 'https://casamento.example' }),
    stripe,
    recorder: edge.recorder,
    log,
  }
  const creates = () => calls.filter((c) => c.url.endsWith('/v1/checkout/sessions'))
  const expires = () => calls.filter(isExpire).map((c) => c.url.split('/').at(-2))
  return { deps, calls, creates, expires, edge, log, sessions: api.sessions }
}

const argsOf = (edge: ReturnType<typeof giftsEdge>, fn: string) =>
  edge.calls.filter((c) => c.fn === fn).map((c) => c.args)

describe('card for a gift', () => {
  it('names the line item after the gift and charges the database’s price x cotas', async () => {
    const { deps, creates, edge } = setup()
    const res = await handleCreateCheckoutSession(post(LUA), deps)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      id: 'cs_test_1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    })

    const f = firstCall(creates()).form
    expect(f.get('line_items[0][price_data][product_data][name]')).toBe('Lua de mel em Paraty')
    expect(f.get('line_items[0][price_data][product_data][description]')).toBe('3 cotas')
    expect(f.get('line_items[0][price_data][unit_amount]')).toBe('60000')
    expect(f.get('line_items[0][price_data][currency]')).toBe('brl')
    expect(f.get('line_items[0][quantity]')).toBe('1')
    expect(f.get('submit_type')).toBe('pay')
    expect(f.get('metadata[gift_id]')).toBe('lua-de-mel')
    expect(f.get('metadata[quotas]')).toBe('3')
    expect(f.get('metadata[gift_name]')).toBe('Lua de mel em Paraty')
    expect(f.get('metadata[donor_name]')).toBe('Ana Souza')

    expect(argsOf(edge, 'quote_gift')).toEqual([
      { p_gift_id: 'lua-de-mel', p_quotas: 3, p_amount_cents: null },
    ])
    expect(argsOf(edge, 'record_contribution')).toEqual([
      expect.objectContaining({
        p_kind: 'card',
        p_amount_cents: 60000,
        p_stripe_session_id: 'cs_test_1',
        p_gift_id: 'lua-de-mel',
        p_quotas: 3,
        p_checkout_url: 'https://checkout.stripe.com/c/pay/cs_test_1',
      }),
    ])
    expect(edge.rows.get('cs_test_1')).toMatchObject({ giftId: 'lua-de-mel', quotas: 3 })
  })

  it('ignores the name and price the client sends for a priced gift', async () => {
    const { deps, creates, edge } = setup()
    const res = await handleCreateCheckoutSession(
      post({ ...LUA, quotas: 1, giftName: 'Presente de R$ 0,01', giftPrice: 0.01 }),
      deps,
    )
    expect(res.status).toBe(200)
    const f = firstCall(creates()).form
    expect(f.get('line_items[0][price_data][product_data][name]')).toBe('Lua de mel em Paraty')
    expect(f.get('line_items[0][price_data][unit_amount]')).toBe('20000')
    // One cota says nothing more than the gift's name.
    expect(f.get('line_items[0][price_data][product_data][description]')).toBeNull()
    expect(argsOf(edge, 'quote_gift')).toEqual([
      { p_gift_id: 'lua-de-mel', p_quotas: 1, p_amount_cents: null },
    ])
    expect(edge.rows.get('cs_test_1')?.amountCents).toBe(20000)
  })

  it('a free-amount gift charges the guest’s amount under the gift’s name', async () => {
    const { deps, creates, edge } = setup()
    const res = await handleCreateCheckoutSession(
      post({ giftId: 'fundo-casa', giftPrice: 250.75, giftName: 'Outro nome', ...BUYER }),
      deps,
    )
    expect(res.status).toBe(200)
    const f = firstCall(creates()).form
    expect(f.get('line_items[0][price_data][product_data][name]')).toBe('Fundo para a casa')
    expect(f.get('line_items[0][price_data][unit_amount]')).toBe('25075')
    expect(f.get('metadata[gift_name]')).toBe('Fundo para a casa')
    // Stripe would drop an empty value: a free amount has no cotas field at all.
    expect(f.get('metadata[quotas]')).toBeNull()
    expect(argsOf(edge, 'quote_gift')).toEqual([
      { p_gift_id: 'fundo-casa', p_quotas: null, p_amount_cents: 25075 },
    ])
    expect(argsOf(edge, 'record_contribution')[0]).toMatchObject({
      p_gift_id: 'fundo-casa',
      p_quotas: null,
      p_amount_cents: 25075,
    })
  })

  it('the free-value contribution is unchanged: its own name, Doar, no gift sent to the database', async () => {
    const { deps, creates, edge } = setup()
    const res = await handleCreateCheckoutSession(
      post({ giftId: 'contribution', giftPrice: 100, quotas: 3, ...BUYER }),
      deps,
    )
    expect(res.status).toBe(200)
    const f = firstCall(creates()).form
    expect(f.get('line_items[0][price_data][product_data][name]')).toBe(CONTRIBUTION.giftName)
    expect(f.get('submit_type')).toBe('donate')
    expect(f.get('metadata[quotas]')).toBeNull()
    expect(f.get('metadata[gift_name]')).toBeNull()
    expect(argsOf(edge, 'quote_gift')).toEqual([])
    const recorded = argsOf(edge, 'record_contribution')[0] ?? {}
    expect('p_gift_id' in recorded || 'p_quotas' in recorded).toBe(false)
  })

  describe('the database refuses the gift: its pt-BR text, and nothing opened or recorded', () => {
    const cases: Array<[string, Record<string, unknown>, number, string]> = [
      ['a gift that does not exist', { giftId: 'sumiu' }, 404, GIFT_NOT_FOUND],
      ['more cotas than are left', { quotas: 11 }, 409, cotasLeft(10)],
      ['a gift given whole, twice', { giftId: 'geladeira', quotas: 1 }, 409, GIFT_SOLD_OUT],
      [
        'a priced gift asked for with an amount',
        { quotas: undefined, giftPrice: 150 },
        400,
        GIFT_NOT_THIS_WAY,
      ],
    ]
    it.each(cases)('%s', async (_, patch, status, error) => {
      const { deps, calls, edge } = setup()
      // The whole fridge is already paid for.
      edge.rows.set('cs_paid', {
        status: 'paid',
        giftId: 'geladeira',
        quotas: 1,
        amountCents: 450000,
        checkoutKey: null,
        checkoutUrl: null,
        expiresAt: null,
      })
      const res = await handleCreateCheckoutSession(post({ ...LUA, ...patch }), deps)
      expect(res.status).toBe(status)
      expect(await res.json()).toEqual({ error })
      expect(calls).toHaveLength(0)
      expect(argsOf(edge, 'record_contribution')).toEqual([])
    })
  })

  it('answers 502 when the gift cannot be quoted (Supabase down), without opening a page', async () => {
    const { deps, calls, edge } = setup()
    edge.fail.quote_gift = { status: 503, body: { message: 'upstream unavailable' } }
    const res = await handleCreateCheckoutSession(post(LUA), deps)
    expect(res.status).toBe(502)
    expect(await res.json()).toEqual({ error: S.stripeFailed })
    expect(calls).toHaveLength(0)
  })

  it('answers 503 for a gift when Supabase is not configured (only it knows the price)', async () => {
    const { deps, calls } = setup()
    deps.recorder = undefined
    const res = await handleCreateCheckoutSession(post(LUA), deps)
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ error: CONTRIBUTION.notConfigured })
    expect(calls).toHaveLength(0)
  })

  it('two guests paying the last cotas at once: one page, and the other is expired with 409', async () => {
    const { deps, expires, edge, sessions } = setup()
    const bia = { ...LUA, quotas: 2, buyerName: 'Bia', buyerEmail: 'bia@example.com' }
    // Eight of ten cotas are paid: both guests are quoted 2, only one can have them.
    edge.rows.set('cs_paid', {
      status: 'paid',
      giftId: 'lua-de-mel',
      quotas: 8,
      amountCents: 160000,
      checkoutKey: null,
      checkoutUrl: null,
      expiresAt: null,
    })
    const answers = await Promise.all([
      handleCreateCheckoutSession(post({ ...LUA, quotas: 2 }), deps),
      handleCreateCheckoutSession(post(bia), deps),
    ])
    expect(answers.map((r) => r.status).toSorted()).toEqual([200, 409])
    expect(sessions).toHaveLength(2)
    const lost = answers.find((r) => r.status === 409)
    expect(await lost?.json()).toEqual({ error: GIFT_SOLD_OUT })
    const won = (await answers.find((r) => r.status === 200)?.json()) as { id: string }
    // The loser's page was closed at Stripe before anyone could pay on it.
    const loser = sessions.map((s) => s.id).find((id) => id !== won.id)
    expect(expires()).toEqual([loser])
    expect([...edge.rows.keys()].toSorted()).toEqual(['cs_paid', won.id].toSorted())
  })

  it('when recording a gift fails otherwise, its page is expired and the guest gets 502', async () => {
    const { deps, expires, edge, log } = setup()
    edge.fail.record_contribution = { status: 500, body: { message: 'boom' } }
    const res = await handleCreateCheckoutSession(post(LUA), deps)
    expect(res.status).toBe(502)
    const body = await res.text()
    expect(JSON.parse(body)).toEqual({ error: S.stripeFailed })
    expect(body).not.toContain('checkout.stripe.com')
    expect(expires()).toEqual(['cs_test_1'])
    expect(log.error).toHaveBeenCalledWith('record_contribution failed:', expect.any(String))
  })

  it('a page Stripe could not expire is still never handed out, and the failure is logged', async () => {
    const { deps, expires, edge, log } = setup({ expireFails: true })
    edge.fail.record_contribution = { status: 400, body: { code: 'WD409', message: cotasLeft(1) } }
    const res = await handleCreateCheckoutSession(post(LUA), deps)
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ error: cotasLeft(1) })
    // The SDK tried again (a 500 may heal), then gave up.
    expect(new Set(expires())).toEqual(new Set(['cs_test_1']))
    const logged = log.error.mock.calls.map((c) => String(c[0]))
    expect(logged).toContain('Stripe could not expire cs_test_1:')
  })

  it('after a lost race, the same request again gets a new page, not the expired one Stripe replays', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // Both tries fall in one 5-minute window, so they share Stripe's idempotency key.
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'))
    try {
      const { deps, calls, expires, edge } = setup()
      edge.fail.record_contribution = {
        status: 400,
        body: { code: 'WD409', message: cotasLeft(2) },
      }
      const lost = await handleCreateCheckoutSession(post(LUA), deps)
      expect(lost.status).toBe(409)
      expect(expires()).toEqual(['cs_test_1'])
      // The cotas are free again (the other guest's hold ended).
      delete edge.fail.record_contribution
      vi.setSystemTime(new Date('2026-11-24T10:03:00Z'))
      const again = await handleCreateCheckoutSession(post(LUA), deps)
      expect(again.status).toBe(200)
      expect(await again.json()).toEqual({
        id: 'cs_test_2',
        url: 'https://checkout.stripe.com/c/pay/cs_test_2',
      })
      expect([...edge.rows.keys()]).toEqual(['cs_test_2'])
      // Replayed, checked, replaced: the dead page is never recorded nor handed out.
      expect(
        calls.map((c) => `${c.method} ${c.url.replace('https://api.stripe.com', '')}`),
      ).toEqual([
        'POST /v1/checkout/sessions',
        'POST /v1/checkout/sessions/cs_test_1/expire',
        'POST /v1/checkout/sessions',
        'GET /v1/checkout/sessions/cs_test_1',
        'POST /v1/checkout/sessions',
      ])
    } finally {
      vi.useRealTimers()
    }
  })

  it('after a second lost race in the same window, still a new page, never a replayed dead one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'))
    try {
      const { deps, expires, edge } = setup()
      edge.fail.record_contribution = {
        status: 400,
        body: { code: 'WD409', message: cotasLeft(2) },
      }
      // Lost twice: the first page, then its replacement, both closed by this function.
      expect((await handleCreateCheckoutSession(post(LUA), deps)).status).toBe(409)
      vi.setSystemTime(new Date('2026-11-24T10:02:00Z'))
      expect((await handleCreateCheckoutSession(post(LUA), deps)).status).toBe(409)
      expect(expires()).toEqual(['cs_test_1', 'cs_test_2'])

      delete edge.fail.record_contribution
      vi.setSystemTime(new Date('2026-11-24T10:04:00Z'))
      const again = await handleCreateCheckoutSession(post(LUA), deps)
      expect(again.status).toBe(200)
      expect(await again.json()).toEqual({
        id: 'cs_test_3',
        url: 'https://checkout.stripe.com/c/pay/cs_test_3',
      })
      expect([...edge.rows.keys()]).toEqual(['cs_test_3'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('gives up with 502 when Stripe keeps replaying closed pages, never handing one out', async () => {
    let n = 0
    const dead: Responder = (call) => {
      const id = call.method === 'GET' ? (call.url.split('/').at(-1) ?? '') : `cs_test_dead_${++n}`
      const body = checkoutSession({ id, status: 'expired', url: `https://x.example/${id}` })
      return { status: 200, body, headers: { 'idempotent-replayed': 'true' } }
    }
    const { stripe, calls } = fakeStripe(dead)
    const { deps, edge, log } = setup()
    deps.stripe = stripe
    const res = await handleCreateCheckoutSession(post(LUA), deps)
    expect(res.status).toBe(502)
    expect(await res.json()).toEqual({ error: S.stripeFailed })
    // The first answer and four replacements, each checked.
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(5)
    expect(argsOf(edge, 'record_contribution')).toEqual([])
    expect(String(log.error.mock.calls[0]?.[0])).toMatch(/kept replaying closed sessions/)
  })

  it('a priced gift over this deploy’s CONTRIBUTION_MAX_CENTS is refused, as a typed amount is', async () => {
    const { deps, calls, edge } = setup()
    deps.config = readServerConfig({
      SITE_URL: 'https://casamento.example',
      CONTRIBUTION_MAX_CENTS: '50000',
    })
    // 3 cotas of R$ 200,00: R$ 600,00, over the R$ 500,00 this deploy allows.
    const res = await handleCreateCheckoutSession(post(LUA), deps)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: CONTRIBUTION.amountTooHigh('R$ 500,00') })
    expect(calls).toHaveLength(0)
    expect(argsOf(edge, 'record_contribution')).toEqual([])
    // Within it, the gift is given.
    expect((await handleCreateCheckoutSession(post({ ...LUA, quotas: 2 }), deps)).status).toBe(200)
  })

  it('sets the PIX code’s and the boleto’s ends when Stripe offers them, so their holds are known', async () => {
    const { deps, creates } = setup()
    deps.config = readServerConfig({
      SITE_URL: 'https://casamento.example',
      STRIPE_PAYMENT_METHODS: 'card,pix,boleto',
    })
    await handleCreateCheckoutSession(post(LUA), deps)
    const f = firstCall(creates()).form
    expect(f.get('allowed_payment_method_types[2]')).toBe('boleto')
    expect(f.get('payment_method_options[pix][expires_after_seconds]')).toBe(
      String(GIFT_LIMITS.stripePixExpiresAfterSeconds),
    )
    expect(f.get('payment_method_options[boleto][expires_after_days]')).toBe(
      String(GIFT_LIMITS.stripeBoletoExpiresAfterDays),
    )

    // Card only: no options for methods the page does not offer.
    const card = setup()
    await handleCreateCheckoutSession(post(LUA), card.deps)
    expect(
      [...firstCall(card.creates()).form.keys()].some((k) =>
        k.startsWith('payment_method_options'),
      ),
    ).toBe(false)
  })

  it('a repeat while the page is open finds it, even though its own hold took the last cotas', async () => {
    const { deps, creates } = setup()
    const all = { ...LUA, quotas: 10 }
    const first = await (await handleCreateCheckoutSession(post(all), deps)).json()
    const again = await handleCreateCheckoutSession(post(all), deps)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(first)
    expect(creates()).toHaveLength(1)
    // Another guest is told the truth.
    const other = await handleCreateCheckoutSession(
      post({ ...all, quotas: 1, buyerEmail: 'bia@example.com' }),
      deps,
    )
    expect(other.status).toBe(409)
    expect(await other.json()).toEqual({ error: GIFT_SOLD_OUT })
  })

  it('another gift or another number of cotas is another checkout', async () => {
    const { deps, creates } = setup()
    await handleCreateCheckoutSession(post(LUA), deps)
    await handleCreateCheckoutSession(post({ ...LUA, quotas: 2 }), deps)
    await handleCreateCheckoutSession(post({ ...LUA, giftId: 'geladeira', quotas: 1 }), deps)
    expect(creates()).toHaveLength(3)
    const keys = creates().map((c) => c.headers['idempotency-key'])
    expect(new Set(keys).size).toBe(3)
  })

  it('thirty identical requests at once take the cotas once, on one page', async () => {
    const { deps, edge, sessions } = setup()
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => handleCreateCheckoutSession(post(LUA), deps)),
    )
    expect(answers.map((r) => r.status)).toEqual(Array(30).fill(200))
    expect(sessions).toHaveLength(1)
    expect([...edge.rows.values()].map((r) => r.quotas)).toEqual([3])
  })

  describe('the payload of a gift', () => {
    const invalid: Array<[string, Record<string, unknown>, string]> = [
      ['0 cotas', { quotas: 0 }, S.invalidQuotas],
      [
        `${GIFT_LIMITS.quotasMax + 1} cotas`,
        { quotas: GIFT_LIMITS.quotasMax + 1 },
        S.invalidQuotas,
      ],
      ['1.5 cotas', { quotas: 1.5 }, S.invalidQuotas],
      ['negative cotas', { quotas: -2 }, S.invalidQuotas],
      ['cotas as text', { quotas: '3' }, S.invalidQuotas],
      ['no cotas and no amount', { quotas: undefined }, S.invalidQuotas],
      ['a gift id outside the pattern', { giftId: 'lua de mel' }, S.invalidGift],
      ['a gift id of 81 characters', { giftId: 'a'.repeat(81) }, S.invalidGift],
      [
        'a free amount under R$ 1,00',
        { quotas: undefined, giftPrice: 0.99 },
        CONTRIBUTION.amountTooLow('R$ 1,00'),
      ],
      [
        'a free amount over R$ 50.000,00',
        { quotas: undefined, giftPrice: 50000.01 },
        CONTRIBUTION.amountTooHigh('R$ 50.000,00'),
      ],
      [
        'a free amount with three decimals',
        { quotas: undefined, giftPrice: 10.005 },
        CONTRIBUTION.invalidAmount,
      ],
    ]
    it.each(invalid)(
      'refuses %s with 400, asking neither the database nor Stripe',
      async (_, patch, error) => {
        const { deps, calls, edge } = setup()
        const res = await handleCreateCheckoutSession(post({ ...LUA, ...patch }), deps)
        expect(res.status).toBe(400)
        expect(await res.json()).toEqual({ error })
        expect(calls).toHaveLength(0)
        expect(edge.calls).toHaveLength(0)
      },
    )

    it(`takes 1 and ${GIFT_LIMITS.quotasMax} cotas`, async () => {
      const { deps, edge } = setup({
        gifts: { muitas: { name: 'Muitas cotas', priceCents: 100, quotas: 1000 } },
      })
      for (const quotas of [1, GIFT_LIMITS.quotasMax]) {
        const res = await handleCreateCheckoutSession(
          post({ ...LUA, giftId: 'muitas', quotas }),
          deps,
        )
        expect(res.status).toBe(200)
      }
      expect(argsOf(edge, 'quote_gift').map((a) => a.p_quotas)).toEqual([1, GIFT_LIMITS.quotasMax])
    })
  })
})
