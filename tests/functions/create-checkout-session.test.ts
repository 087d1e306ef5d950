import { afterEach, describe, expect, it, vi } from 'vitest'
import { COMMON } from '@/config/copy/common'
import { CONTRIBUTION } from '@/config/copy/payments'
import { cleanText, isEmail } from '@/lib/text'
import { CONTRIBUTION_MAX_CENTS, NAME_MAX, MESSAGE_MAX, PHONE_MAX, EMAIL_MAX } from '@/config/ui'
import createCheckoutSession from '../../netlify/functions/create-checkout-session'
import {
  handleCreateCheckoutSession,
  type CheckoutDeps,
} from '../../netlify/functions/_lib/checkout'
import { readServerConfig } from '../../netlify/functions/_lib/config'
import { RecorderError, supabaseRecorder } from '../../netlify/functions/_lib/contributions'
import {
  checkoutSession,
  fakeStripe,
  memoryRecorder,
  silentLog,
  stripeCheckoutApi,
  type Responder,
  firstCall,
} from './helpers'
import { BLANK_LOOKING, CONTROL_NAMES, EMAILS } from '../harness/text-cases'

const ENDPOINT = 'https://casamento.example/.netlify/functions/create-checkout-session'

const VALID = {
  giftId: 'contribution',
  giftName: 'Contribuição para o Casamento',
  giftPrice: 150.5,
  buyerName: '  Ana Souza ',
  buyerEmail: 'ana@example.com',
  buyerPhone: '(34) 99999-0000',
  message: 'Felicidades!',
}

function post(body: unknown, init: RequestInit = {}) {
  return new Request(ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  })
}

function setup(
  env: Record<string, string> = {},
  respond: Responder = () => ({ status: 200, body: checkoutSession() }),
) {
  const { stripe, calls } = fakeStripe(respond)
  const recorder = memoryRecorder()
  const deps: CheckoutDeps = {
    config: readServerConfig({ SITE_URL: 'https://casamento.example', ...env }),
    stripe,
    recorder,
    log: silentLog,
  }
  return { deps, calls, recorder }
}

describe('create-checkout-session', () => {
  it('creates a BRL Checkout Session for a valid contribution and answers {id, url}', async () => {
    const { deps, calls, recorder } = setup()
    const res = await handleCreateCheckoutSession(post(VALID), deps)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      id: 'cs_test_123',
      url: 'https://checkout.stripe.com/c/pay/cs_test_123',
    })

    expect(calls).toHaveLength(1)
    const call = firstCall(calls)
    expect(call.method).toBe('POST')
    expect(call.url).toBe('https://api.stripe.com/v1/checkout/sessions')
    expect(call.headers['stripe-version']).toBe('2026-10-28.endive')
    const f = call.form
    expect(f.get('mode')).toBe('payment')
    expect(f.get('line_items[0][price_data][currency]')).toBe('brl')
    expect(f.get('line_items[0][price_data][unit_amount]')).toBe('15050')
    expect(f.get('line_items[0][quantity]')).toBe('1')
    expect(f.get('line_items[0][price_data][product_data][name]')).toBe(
      'Contribuição para o Casamento',
    )
    expect(f.get('customer_email')).toBe('ana@example.com')
    expect(f.get('metadata[donor_name]')).toBe('Ana Souza')
    expect(f.get('metadata[donor_phone]')).toBe('(34) 99999-0000')
    expect(f.get('metadata[message]')).toBe('Felicidades!')
    expect(f.get('success_url')).toBe(
      'https://casamento.example/success?session_id={CHECKOUT_SESSION_ID}',
    )
    expect(f.get('cancel_url')).toBe('https://casamento.example/cancel')
    expect(f.get('allowed_payment_method_types[0]')).toBe('card')
    // Removed in API 2026-09-30.endive: sending it would make Stripe refuse the request.
    expect([...f.keys()].some((k) => k.startsWith('payment_method_types'))).toBe(false)

    expect([...recorder.rows.values()]).toEqual([
      {
        amountCents: 15050,
        donorName: 'Ana Souza',
        donorEmail: 'ana@example.com',
        donorPhone: '(34) 99999-0000',
        message: 'Felicidades!',
        stripeSessionId: 'cs_test_123',
        checkout: {
          key: expect.stringMatching(/^[0-9a-f]{64}$/),
          url: 'https://checkout.stripe.com/c/pay/cs_test_123',
          expiresAt: new Date(Number(f.get('expires_at')) * 1000).toISOString(),
        },
        status: 'pending',
      },
    ])
  })

  it('accepts a payload without the optional phone and message', async () => {
    const { deps, calls, recorder } = setup()
    const { buyerPhone: _phone, message: _message, ...required } = VALID
    const res = await handleCreateCheckoutSession(post(required), deps)
    expect(res.status).toBe(200)
    expect(firstCall(calls).form.get('metadata[donor_phone]')).toBe('')
    expect(recorder.rows.get('cs_test_123')).toMatchObject({ donorPhone: null, message: null })
  })

  it('takes payment methods from STRIPE_PAYMENT_METHODS and blank optional fields as null', async () => {
    const { deps, calls, recorder } = setup({ STRIPE_PAYMENT_METHODS: 'card, pix' })
    const res = await handleCreateCheckoutSession(
      post({ ...VALID, buyerPhone: '', message: '   ' }),
      deps,
    )
    expect(res.status).toBe(200)
    const f = firstCall(calls).form
    expect(f.getAll('allowed_payment_method_types[0]')).toEqual(['card'])
    expect(f.get('allowed_payment_method_types[1]')).toBe('pix')
    expect(recorder.rows.get('cs_test_123')).toMatchObject({ donorPhone: null, message: null })
  })

  it('refuses to start a payment (503) without a configured site address, whatever the Host says', async () => {
    const { deps, calls } = setup()
    deps.config = readServerConfig({})
    const res = await handleCreateCheckoutSession(post(VALID), deps)
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ error: CONTRIBUTION.notConfigured })
    expect(calls).toHaveLength(0)
  })

  it('Netlify’s own URL serves for the return links when SITE_URL is not set', async () => {
    const { deps, calls } = setup()
    deps.config = readServerConfig({ URL: 'https://marina-e-rafael.netlify.app/' })
    await handleCreateCheckoutSession(post(VALID), deps)
    expect(firstCall(calls).form.get('cancel_url')).toBe(
      'https://marina-e-rafael.netlify.app/cancel',
    )
  })

  it('cuts a long message to what Stripe metadata holds, but records it whole', async () => {
    const { deps, calls, recorder } = setup()
    const message = 'a'.repeat(MESSAGE_MAX)
    const res = await handleCreateCheckoutSession(post({ ...VALID, message }), deps)
    expect(res.status).toBe(200)
    expect(firstCall(calls).form.get('metadata[message]')).toHaveLength(500)
    expect(recorder.rows.get('cs_test_123')?.message).toBe(message)
  })

  it('never cuts an emoji in half (Stripe’s encoding would throw and the guest could not pay)', async () => {
    for (const message of ['😀'.repeat(300), `${'a'.repeat(498)}😀😀`]) {
      const { deps, calls } = setup()
      const res = await handleCreateCheckoutSession(post({ ...VALID, message }), deps)
      expect(res.status).toBe(200)
      const sent = firstCall(calls).form.get('metadata[message]') ?? ''
      expect(sent.length).toBeLessThanOrEqual(500)
      expect(sent.endsWith('…')).toBe(true)
      // No lone surrogate left: the text round-trips through UTF-8 unchanged.
      expect(new TextDecoder().decode(new TextEncoder().encode(sent))).toBe(sent)
    }
  })

  const S = CONTRIBUTION.server
  const invalid: Array<[string, Record<string, unknown>, string]> = [
    // Neither the contribution nor a gift's id (public.gifts' own pattern).
    ['wrong giftId', { giftId: 'gift 1' }, S.invalidGift],
    ['giftId too long', { giftId: 'g'.repeat(81) }, S.invalidGift],
    ['giftId as a path', { giftId: '../contribution' }, S.invalidGift],
    ['giftId as a number', { giftId: 7 }, S.invalidGift],
    ['missing giftId', { giftId: undefined }, S.invalidGift],
    ['price as text', { giftPrice: '150' }, CONTRIBUTION.invalidAmount],
    ['missing price', { giftPrice: undefined }, CONTRIBUTION.invalidAmount],
    ['zero price', { giftPrice: 0 }, CONTRIBUTION.invalidAmount],
    ['negative price', { giftPrice: -10 }, CONTRIBUTION.invalidAmount],
    ['three decimals', { giftPrice: 10.005 }, CONTRIBUTION.invalidAmount],
    ['blank name', { buyerName: '   ' }, S.nameRequired],
    ['missing name', { buyerName: undefined }, S.nameRequired],
    ['long name', { buyerName: 'x'.repeat(NAME_MAX + 1) }, S.nameTooLong(NAME_MAX)],
    ['bad email', { buyerEmail: 'ana@' }, S.emailInvalid],
    ['missing email', { buyerEmail: undefined }, S.emailInvalid],
    ['long email', { buyerEmail: `${'a'.repeat(EMAIL_MAX)}@x.com` }, S.emailInvalid],
    ['long phone', { buyerPhone: '9'.repeat(PHONE_MAX + 1) }, S.phoneTooLong(PHONE_MAX)],
    ['phone as number', { buyerPhone: 34999990000 }, S.unreadableBody],
    // The forms' phone rule, as the database's check_donor applies it.
    ['phone in words', { buyerPhone: 'ligar depois' }, COMMON.invalidPhone],
    ['phone without its DDD', { buyerPhone: '9999-000' }, COMMON.invalidPhone],
    ['long message', { message: 'm'.repeat(MESSAGE_MAX + 1) }, S.messageTooLong(MESSAGE_MAX)],
    // What the database would refuse to record, refused before the guest is charged.
    ['zero-width-only name', { buyerName: '\u200b\u200b\u2060' }, S.nameRequired],
    ['NUL in the name', { buyerName: 'Ana\u0000' }, COMMON.controlCharacters],
    ['NUL alone as the name', { buyerName: '\u0000' }, COMMON.controlCharacters],
    ['NUL in the message', { message: 'Felicidades!\u0000' }, COMMON.controlCharacters],
    [
      'control character in the phone',
      { buyerPhone: '34\u0001999990000' },
      COMMON.controlCharacters,
    ],
    [
      'control character in the email',
      { buyerEmail: 'ana@example.com\u0085' },
      COMMON.controlCharacters,
    ],
    ['email with two dots in a row', { buyerEmail: 'a@b..com' }, S.emailInvalid],
    ['email starting with a dot', { buyerEmail: '.a@b.com' }, S.emailInvalid],
    ...BLANK_LOOKING.map((buyerName): [string, Record<string, unknown>, string] => [
      `blank-looking name ${JSON.stringify(buyerName)}`,
      { buyerName },
      S.nameRequired,
    ]),
    ...CONTROL_NAMES.map((buyerName): [string, Record<string, unknown>, string] => [
      `name with a control character ${JSON.stringify(buyerName)}`,
      { buyerName },
      COMMON.controlCharacters,
    ]),
    // The refused e-mails that stay refused once cleaned ('a@b.com ' is fine once trimmed).
    ...EMAILS.filter(([email, valid]) => !valid && !isEmail(cleanText(email))).map(
      ([buyerEmail]): [string, Record<string, unknown>, string] => [
        `email ${JSON.stringify(buyerEmail)}`,
        { buyerEmail },
        S.emailInvalid,
      ],
    ),
  ]
  it.each(invalid)(
    'refuses %s with 400 and a pt-BR message, without calling Stripe',
    async (_, patch, message) => {
      const { deps, calls, recorder } = setup()
      const res = await handleCreateCheckoutSession(post({ ...VALID, ...patch }), deps)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: message })
      expect(calls).toHaveLength(0)
      expect(recorder.rows.size).toBe(0)
    },
  )

  it.each([['not json {'], ['[]'], ['null'], ['"texto"']])(
    'refuses the unreadable body %s with 400',
    async (body) => {
      const { deps, calls } = setup()
      const res = await handleCreateCheckoutSession(post(body), deps)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: S.unreadableBody })
      expect(calls).toHaveLength(0)
    },
  )

  describe('amount bounds', () => {
    it('accepts R$ 1,00 and the default cap R$ 50.000,00', async () => {
      for (const giftPrice of [1, CONTRIBUTION_MAX_CENTS / 100]) {
        const { deps, calls } = setup()
        const res = await handleCreateCheckoutSession(post({ ...VALID, giftPrice }), deps)
        expect(res.status).toBe(200)
        expect(firstCall(calls).form.get('line_items[0][price_data][unit_amount]')).toBe(
          String(Math.round(giftPrice * 100)),
        )
      }
    })

    it('refuses R$ 0,99 and R$ 50.000,01', async () => {
      const { deps, calls } = setup()
      const low = await handleCreateCheckoutSession(post({ ...VALID, giftPrice: 0.99 }), deps)
      expect(low.status).toBe(400)
      expect(await low.json()).toEqual({ error: 'O valor mínimo para contribuição é R$ 1,00.' })
      const high = await handleCreateCheckoutSession(post({ ...VALID, giftPrice: 50000.01 }), deps)
      expect(high.status).toBe(400)
      expect(await high.json()).toEqual({
        error: 'O valor máximo para contribuição é R$ 50.000,00.',
      })
      expect(calls).toHaveLength(0)
    })

    it('lets the environment lower the cap but not raise it above what the database accepts', () => {
      expect(readServerConfig({ CONTRIBUTION_MAX_CENTS: '100000' }).maxCents).toBe(100000)
      expect(readServerConfig({ CONTRIBUTION_MAX_CENTS: '99999999' }).maxCents).toBe(
        CONTRIBUTION_MAX_CENTS,
      )
      expect(readServerConfig({ CONTRIBUTION_MAX_CENTS: 'muito' }).maxCents).toBe(
        CONTRIBUTION_MAX_CENTS,
      )
    })

    it('uses CONTRIBUTION_MAX_CENTS from the environment', async () => {
      const { deps } = setup({ CONTRIBUTION_MAX_CENTS: '100000' })
      const ok = await handleCreateCheckoutSession(post({ ...VALID, giftPrice: 1000 }), deps)
      expect(ok.status).toBe(200)
      const tooMuch = await handleCreateCheckoutSession(
        post({ ...VALID, giftPrice: 1000.01 }),
        deps,
      )
      expect(await tooMuch.json()).toEqual({
        error: 'O valor máximo para contribuição é R$ 1.000,00.',
      })
    })
  })

  it('answers 502 with a readable message and no secret when Stripe fails', async () => {
    const log = {
      error: vi.fn<(...args: unknown[]) => void>(),
      warn: vi.fn<(...args: unknown[]) => void>(),
    }
    const { deps, recorder } = setup({}, () => ({
      status: 401,
      body: {
        error: {
          type: 'invalid_request_error',
          message: 'Invalid API Key provided: sk_test_secretvalue123456',
        },
      },
    }))
    deps.log = log
    const res = await handleCreateCheckoutSession(post(VALID), deps)
    expect(res.status).toBe(502)
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({ error: CONTRIBUTION.server.stripeFailed })
    expect(text).not.toContain('sk_test')
    expect(recorder.rows.size).toBe(0)
    // The log keeps Stripe's words for the couple, with the key redacted.
    const logged = log.error.mock.calls.flat().join(' ')
    expect(logged).toContain('Invalid API Key provided')
    expect(logged).not.toContain('secretvalue')
  })

  it('answers 502 when Stripe cannot be reached', async () => {
    const { deps } = setup({}, () => Promise.reject(new TypeError('fetch failed')))
    const res = await handleCreateCheckoutSession(post(VALID), deps)
    expect(res.status).toBe(502)
    expect(await res.json()).toEqual({ error: CONTRIBUTION.server.stripeFailed })
  })

  it('answers 502 when Stripe returns a session without url', async () => {
    const { deps } = setup({}, () => ({ status: 200, body: checkoutSession({ url: null }) }))
    const res = await handleCreateCheckoutSession(post(VALID), deps)
    expect(res.status).toBe(502)
  })

  it('still sends the guest to Checkout when recording the contribution fails', async () => {
    const { deps } = setup()
    const log = {
      error: vi.fn<(...args: unknown[]) => void>(),
      warn: vi.fn<(...args: unknown[]) => void>(),
    }
    deps.log = log
    deps.recorder = {
      recordPending: () => Promise.reject(new Error('HTTP 500')),
      openCheckout: () => Promise.reject(new Error('HTTP 500')),
      quoteGift: () => Promise.reject(new Error('HTTP 500')),
      mark: () => Promise.resolve(false),
      extendHold: () => Promise.resolve(false),
    }
    const res = await handleCreateCheckoutSession(post(VALID), deps)
    expect(res.status).toBe(200)
    expect(log.error).toHaveBeenCalled()
  })

  it('works without Supabase (nothing recorded)', async () => {
    const { deps } = setup()
    deps.recorder = undefined
    const res = await handleCreateCheckoutSession(post(VALID), deps)
    expect(res.status).toBe(200)
  })

  it('answers 405 to anything but POST', async () => {
    const { deps, calls } = setup()
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await handleCreateCheckoutSession(new Request(ENDPOINT, { method }), deps)
      expect(res.status).toBe(405)
      expect(res.headers.get('allow')).toBe('POST')
      expect(await res.json()).toEqual({ error: CONTRIBUTION.server.methodNotAllowed })
    }
    expect(calls).toHaveLength(0)
  })

  describe('default export (reads the environment)', () => {
    afterEach(() => vi.unstubAllEnvs())

    it('answers 503 with the product’s text when STRIPE_SECRET_KEY is not set', async () => {
      vi.stubEnv('STRIPE_SECRET_KEY', '')
      const res = await createCheckoutSession(post(VALID))
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({
        error: 'Sistema de pagamento não configurado. Entre em contato com os noivos.',
      })
    })
  })
})

describe('the same checkout repeated', () => {
  afterEach(() => vi.useRealTimers())

  // Production's SDK retries a 409 twice (stripe-node's default); these tests do the same.
  function setupApi() {
    const api = stripeCheckoutApi()
    const { stripe, calls } = fakeStripe(api.respond, { maxNetworkRetries: 2 })
    const recorder = memoryRecorder()
    const deps: CheckoutDeps = {
      config: readServerConfig({ SITE_URL: 'https://casamento.example' }),
      stripe,
      recorder,
      log: silentLog,
    }
    return { deps, calls, recorder, sessions: api.sessions }
  }
  const MINUTE = 60 * 1000

  it('thirty identical requests at once open one Stripe session and one pending row', async () => {
    const { deps, recorder, sessions } = setupApi()
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => handleCreateCheckoutSession(post(VALID), deps)),
    )
    expect(answers.map((r) => r.status)).toEqual(Array(30).fill(200))
    const bodies = await Promise.all(answers.map((r) => r.json()))
    expect(new Set(bodies.map((b) => JSON.stringify(b)))).toEqual(
      new Set([
        JSON.stringify({ id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' }),
      ]),
    )
    expect(sessions).toHaveLength(1)
    expect([...recorder.rows.keys()]).toEqual(['cs_test_1'])
  })

  it('asks Stripe to close the page 35 to 40 minutes later (Stripe’s shortest is 30)', async () => {
    const { deps, calls } = setupApi()
    const before = Math.floor(Date.now() / 1000)
    await handleCreateCheckoutSession(post(VALID), deps)
    const expiresAt = Number(firstCall(calls).form.get('expires_at'))
    expect(expiresAt - before).toBeGreaterThanOrEqual(35 * 60)
    expect(expiresAt - before).toBeLessThanOrEqual(40 * 60 + 1)
    expect(firstCall(calls).headers['idempotency-key']).toMatch(/^checkout-[0-9a-f]{64}-0-\d+$/)
  })

  it('a repeat while the page is open gets that page again, without asking Stripe', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'))
    const { deps, calls } = setupApi()
    const first = await (await handleCreateCheckoutSession(post(VALID), deps)).json()
    // 20 minutes later (another window): the page, closing at 10:40, has 20 minutes to go.
    vi.setSystemTime(new Date('2026-11-24T10:20:00Z'))
    const again = await handleCreateCheckoutSession(
      post({ ...VALID, buyerEmail: 'ANA@example.com' }),
      deps,
    )
    expect(await again.json()).toEqual(first)
    expect(calls).toHaveLength(1)
  })

  it('opens a new session once the open one is about to close, or was paid', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'))
    const { deps, recorder, sessions } = setupApi()
    await handleCreateCheckoutSession(post(VALID), deps)
    // The page closes at 10:40; at 10:30 a guest would have ten minutes to pay: too little.
    vi.setSystemTime(new Date('2026-11-24T10:30:00Z'))
    const late = await (await handleCreateCheckoutSession(post(VALID), deps)).json()
    expect(late).toMatchObject({ id: 'cs_test_2' })
    // The same gift given again after paying: a new page, not the paid one.
    await recorder.mark('cs_test_2', 'paid')
    vi.setSystemTime(new Date(Date.now() + MINUTE))
    const twice = await (await handleCreateCheckoutSession(post(VALID), deps)).json()
    expect(twice).toMatchObject({ id: 'cs_test_3' })
    expect(sessions).toHaveLength(3)
  })

  it('another amount, name or message is another checkout', async () => {
    const { deps, sessions } = setupApi()
    await handleCreateCheckoutSession(post(VALID), deps)
    await handleCreateCheckoutSession(post({ ...VALID, giftPrice: 200 }), deps)
    await handleCreateCheckoutSession(post({ ...VALID, buyerName: 'Ana S.' }), deps)
    await handleCreateCheckoutSession(post({ ...VALID, message: 'Outra mensagem' }), deps)
    expect(sessions).toHaveLength(4)
  })
})

describe('supabaseRecorder', () => {
  function fakeFetch(answer: unknown, status = 200) {
    const calls: Array<{ url: string; init: RequestInit }> = []
    const fn = async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} })
      return new Response(JSON.stringify(answer), { status })
    }
    return { fn: fn as typeof fetch, calls }
  }

  it('calls record_contribution with the service-role key (legacy JWT also as Bearer)', async () => {
    const { fn, calls } = fakeFetch('7b1c0c1e-0000-4000-8000-000000000000')
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2ln'
    const rec = supabaseRecorder({ url: 'https://p.supabase.co', serviceRoleKey: jwt }, fn)
    const id = await rec.recordPending({
      amountCents: 5000,
      donorName: 'Ana',
      donorEmail: 'ana@example.com',
      donorPhone: null,
      message: null,
      stripeSessionId: 'cs_1',
    })
    expect(id).toBe('7b1c0c1e-0000-4000-8000-000000000000')
    expect(firstCall(calls).url).toBe('https://p.supabase.co/rest/v1/rpc/record_contribution')
    const headers = firstCall(calls).init.headers as Record<string, string>
    expect(headers.apikey).toBe(jwt)
    expect(headers.authorization).toBe(`Bearer ${jwt}`)
    expect(JSON.parse(String(firstCall(calls).init.body))).toEqual({
      p_kind: 'card',
      p_amount_cents: 5000,
      p_donor_name: 'Ana',
      p_donor_email: 'ana@example.com',
      p_donor_phone: null,
      p_message: null,
      p_stripe_session_id: 'cs_1',
      p_checkout_key: null,
      p_checkout_url: null,
      p_expires_at: null,
    })
  })

  it('sends a new sb_secret_ key only as apikey and reads mark_contribution’s boolean', async () => {
    const { fn, calls } = fakeFetch(false)
    const rec = supabaseRecorder(
      { url: 'https://p.supabase.co', serviceRoleKey: 'sb_secret_abc' },
      fn,
    )
    expect(await rec.mark('cs_1', 'paid')).toBe(false)
    expect(firstCall(calls).url).toBe('https://p.supabase.co/rest/v1/rpc/mark_contribution')
    const headers = firstCall(calls).init.headers as Record<string, string>
    expect(headers.apikey).toBe('sb_secret_abc')
    expect(headers.authorization).toBeUndefined()
    expect(JSON.parse(String(firstCall(calls).init.body))).toEqual({
      p_stripe_session_id: 'cs_1',
      p_status: 'paid',
    })
  })

  it('reports PostgREST’s SQLSTATE, message and status on a refusal', async () => {
    const { fn } = fakeFetch({ code: 'WD404', message: 'Contribuição não encontrada.' }, 400)
    const rec = supabaseRecorder(
      { url: 'https://p.supabase.co', serviceRoleKey: 'sb_secret_abc' },
      fn,
    )
    const error = await rec.mark('cs_x', 'paid').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RecorderError)
    expect(error).toMatchObject({
      status: 400,
      code: 'WD404',
      sqlMessage: 'Contribuição não encontrada.',
    })
  })

  it('asks quote_gift for a gift’s name and amount', async () => {
    const { fn, calls } = fakeFetch({ name: 'Lua de mel', amount_cents: 60000 })
    const rec = supabaseRecorder(
      { url: 'https://p.supabase.co', serviceRoleKey: 'sb_secret_abc' },
      fn,
    )
    expect(await rec.quoteGift('lua-de-mel', 3, null)).toEqual({
      name: 'Lua de mel',
      amountCents: 60000,
    })
    expect(firstCall(calls).url).toBe('https://p.supabase.co/rest/v1/rpc/quote_gift')
    expect(JSON.parse(String(firstCall(calls).init.body))).toEqual({
      p_gift_id: 'lua-de-mel',
      p_quotas: 3,
      p_amount_cents: null,
    })
  })

  it.each([[null], [{ name: '', amount_cents: 100 }], [{ name: 'X', amount_cents: '100' }]])(
    'does not charge on an odd quote_gift answer %j',
    async (answer) => {
      const { fn } = fakeFetch(answer)
      const rec = supabaseRecorder(
        { url: 'https://p.supabase.co', serviceRoleKey: 'sb_secret_abc' },
        fn,
      )
      await expect(rec.quoteGift('x', 1, null)).rejects.toThrow(/quote_gift/)
    },
  )

  it('passes a gift and its cotas to record_contribution as its last parameters', async () => {
    const { fn, calls } = fakeFetch('7b1c0c1e-0000-4000-8000-000000000000')
    const rec = supabaseRecorder(
      { url: 'https://p.supabase.co', serviceRoleKey: 'sb_secret_abc' },
      fn,
    )
    await rec.recordPending({
      amountCents: 60000,
      donorName: 'Ana',
      donorEmail: 'ana@example.com',
      donorPhone: null,
      message: null,
      stripeSessionId: 'cs_1',
      giftId: 'lua-de-mel',
      quotas: 3,
    })
    const body = JSON.parse(String(firstCall(calls).init.body)) as Record<string, unknown>
    expect(Object.keys(body).slice(-2)).toEqual(['p_gift_id', 'p_quotas'])
    expect(body).toMatchObject({ p_gift_id: 'lua-de-mel', p_quotas: 3, p_amount_cents: 60000 })
  })

  it('throws on an HTTP error without repeating the key', async () => {
    const { fn } = fakeFetch({ message: 'bad key sb_secret_abc' }, 401)
    const rec = supabaseRecorder(
      { url: 'https://p.supabase.co', serviceRoleKey: 'sb_secret_abc' },
      fn,
    )
    await expect(rec.mark('cs_1', 'paid')).rejects.toThrow(/HTTP 401/)
    await expect(rec.mark('cs_1', 'paid')).rejects.not.toThrow(/sb_secret_abc/)
  })
})
