// The functions' health report (GET, netlify/functions/_lib/health.ts) that `npm run doctor`
// reads: which variables are set and well-formed, whether the Stripe key and the database key
// work, never a value; the deep checks at most once per HEALTH_TTL_MS per instance.
// The SDK's default export: its CommonJS build has no named 'Stripe' export.
import StripeClient from 'stripe'
import { afterEach, describe, expect, it, vi } from 'vitest'
import cancelCheckout from '../../netlify/functions/cancel-checkout'
import createCheckoutSession from '../../netlify/functions/create-checkout-session'
import stripeWebhook from '../../netlify/functions/stripe-webhook'
import {
  HEALTH_TTL_MS,
  healthCache,
  healthReport,
  webhookState,
  WEBHOOK_EVENTS,
  type HealthDeps,
  type HealthReport,
} from '../../netlify/functions/_lib/health'
import { supabaseKeyRole } from '../../netlify/functions/_lib/variables'
import { silentLog } from './helpers'

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const jwt = (role: string) =>
  `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ role, iss: 'supabase' })}.c2lnbmF0dXJlVmFsdWU`
const SERVICE_KEY = jwt('service_role')
const ANON_KEY = jwt('anon')
const SITE = 'https://casamento.example'
const ENV = {
  STRIPE_SECRET_KEY: 'sk_live_healthSecretValue123',
  STRIPE_WEBHOOK_SECRET: 'whsec_healthSigningSecret123',
  SUPABASE_URL: 'https://project.supabase.co',
  SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
  SITE_URL: SITE,
}
const ENDPOINT: {
  id: string
  object: string
  url: string
  status: string
  enabled_events: string[]
} = {
  id: 'we_1',
  object: 'webhook_endpoint',
  url: `${SITE}/.netlify/functions/stripe-webhook`,
  status: 'enabled',
  enabled_events: [...WEBHOOK_EVENTS],
}

type StripeAnswer = { status: number; body: unknown } | 'network'

/** Stripe at its HTTP edge and Supabase's rpc endpoint, each answering as told, counting calls. */
function setup(
  env: Record<string, string | undefined> = ENV,
  {
    stripe = { status: 200, body: { object: 'list', data: [ENDPOINT], has_more: false } },
    database = { status: 200, body: { stripe_session_id: null, checkout_url: null, closed: 0 } },
  }: { stripe?: StripeAnswer; database?: StripeAnswer } = {},
) {
  const stripeCalls: string[] = []
  const databaseCalls: Array<{ url: string; body: unknown; apikey: string | null }> = []
  const stripeFetch = (async (url: string) => {
    stripeCalls.push(new URL(url).pathname)
    if (stripe === 'network') throw new TypeError('fetch failed')
    return new Response(JSON.stringify(stripe.body), { status: stripe.status })
  }) as unknown as typeof fetch
  const supabaseFetch: typeof fetch = async (input, init) => {
    databaseCalls.push({
      url: String(input),
      body: JSON.parse(String(init?.body)),
      apikey: new Headers(init?.headers).get('apikey'),
    })
    if (database === 'network') throw new TypeError('fetch failed')
    return new Response(JSON.stringify(database.body), { status: database.status })
  }
  let now = 1_000_000
  const deps: HealthDeps = {
    env,
    stripe: (key) =>
      new StripeClient(key, {
        httpClient: StripeClient.createFetchHttpClient(stripeFetch),
        maxNetworkRetries: 0,
      }),
    fetch: supabaseFetch,
    cache: healthCache(),
    now: () => now,
    log: silentLog,
  }
  return {
    deps,
    stripeCalls,
    databaseCalls,
    advance: (ms: number) => {
      now += ms
    },
  }
}

function expectNoValues(report: HealthReport, env: Record<string, string | undefined>) {
  const text = JSON.stringify(report)
  const secrets = Object.entries(env)
    .filter(([name, value]) => value && name !== 'SITE_URL' && name !== 'URL')
    .map(([, value]) => value)
  expect(secrets.filter((value) => value && text.includes(value))).toEqual([])
}

describe('the health report', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('says every variable is set and both keys work, without a value', async () => {
    const { deps, databaseCalls, stripeCalls } = setup()
    const report = await healthReport('create-checkout-session', deps)
    expect(report).toMatchObject({
      function: 'create-checkout-session',
      variables: {
        STRIPE_SECRET_KEY: 'set',
        SUPABASE_URL: 'set',
        SUPABASE_SERVICE_ROLE_KEY: 'set',
        SITE_URL: 'set',
        STRIPE_PAYMENT_METHODS: 'unset',
        CONTRIBUTION_MAX_CENTS: 'unset',
      },
      required: ['STRIPE_SECRET_KEY', 'SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'SITE_URL'],
      siteUrl: SITE,
      stripe: {
        mode: 'live',
        key: 'ok',
        webhook: {
          state: 'ok',
          url: `${SITE}/.netlify/functions/stripe-webhook`,
          missingEvents: [],
        },
      },
      database: { key: 'ok' },
    })
    expect(report.supabaseUrlDigest).toMatch(/^[0-9a-f]{12}$/)
    expectNoValues(report, ENV)
    // One read each: Stripe's endpoint list, and open_checkout of a key no checkout has.
    expect(stripeCalls).toEqual(['/v1/webhook_endpoints'])
    expect(databaseCalls).toEqual([
      {
        url: 'https://project.supabase.co/rest/v1/rpc/open_checkout',
        body: { p_checkout_key: 'doctor-probe' },
        apikey: SERVICE_KEY,
      },
    ])
  })

  it('tells unset from malformed, and tries no malformed key', async () => {
    const env = {
      STRIPE_SECRET_KEY: 'pk_live_notASecretKey123',
      SUPABASE_URL: 'https://project.supabase.co',
      SUPABASE_SERVICE_ROLE_KEY: ANON_KEY,
      STRIPE_WEBHOOK_SECRET: 'signing-secret-pasted-wrong',
      CONTRIBUTION_MAX_CENTS: 'R$ 500',
      URL: 'https://netlify-gives-this.netlify.app/',
    }
    const { deps, stripeCalls, databaseCalls } = setup(env)
    const webhook = await healthReport('stripe-webhook', deps)
    expect(webhook.variables).toEqual({
      STRIPE_WEBHOOK_SECRET: 'malformed',
      SUPABASE_URL: 'set',
      SUPABASE_SERVICE_ROLE_KEY: 'malformed',
      STRIPE_SECRET_KEY: 'malformed',
      SITE_URL: 'set',
    })
    // Netlify's URL stands in for SITE_URL, as config.ts reads it.
    expect(webhook.siteUrl).toBe('https://netlify-gives-this.netlify.app')
    expect(webhook.stripe).toMatchObject({ mode: null, key: 'not_checked' })
    expect(webhook.database).toEqual({ key: 'not_checked' })
    expect(stripeCalls).toEqual([])
    expect(databaseCalls).toEqual([])
    expectNoValues(webhook, env)
    const checkout = await healthReport('create-checkout-session', {
      ...deps,
      cache: healthCache(),
    })
    expect(checkout.variables.CONTRIBUTION_MAX_CENTS).toBe('malformed')
  })

  it('answers GET from each function with nothing set, calling nothing', async () => {
    for (const name of [
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'SUPABASE_URL',
      'SUPABASE_SERVICE_ROLE_KEY',
      'SITE_URL',
      'URL',
    ])
      vi.stubEnv(name, '')
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const get = (path: string) => new Request(`${SITE}/.netlify/functions/${path}`)
    for (const [name, handler] of [
      ['create-checkout-session', createCheckoutSession],
      ['cancel-checkout', cancelCheckout],
      ['stripe-webhook', stripeWebhook],
    ] as const) {
      const res = await handler(get(name))
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      const report = (await res.json()) as HealthReport
      expect(report.function).toBe(name)
      for (const required of report.required) expect(report.variables[required]).toBe('unset')
      expect(report.stripe.key).toBe('not_checked')
      expect(report.database.key).toBe('not_checked')
    }
    expect(fetchSpy).not.toHaveBeenCalled()
    fetchSpy.mockRestore()
  })

  it('runs the deep checks at most once per HEALTH_TTL_MS per instance', async () => {
    const { deps, stripeCalls, databaseCalls, advance } = setup()
    // A burst: one call each, shared.
    await Promise.all([1, 2, 3].map(() => healthReport('cancel-checkout', deps)))
    advance(HEALTH_TTL_MS - 1)
    const again = await healthReport('cancel-checkout', deps)
    expect(stripeCalls).toHaveLength(1)
    expect(databaseCalls).toHaveLength(1)
    expect(again.checkedAt).toBe(new Date(1_000_000).toISOString())
    advance(1)
    await healthReport('cancel-checkout', deps)
    expect(stripeCalls).toHaveLength(2)
    expect(databaseCalls).toHaveLength(2)
    // Other settings (a new deploy) are checked again at once.
    await healthReport('cancel-checkout', {
      ...deps,
      env: { ...ENV, STRIPE_SECRET_KEY: 'sk_live_anotherSecretValue456' },
    })
    expect(stripeCalls).toHaveLength(3)
  })

  it('tells a refused Stripe key, a key without the right to list endpoints, and no answer', async () => {
    const refused = setup(ENV, {
      stripe: {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key' } },
      },
    })
    expect((await healthReport('cancel-checkout', refused.deps)).stripe).toMatchObject({
      key: 'rejected',
      webhook: { state: 'not_checked' },
    })
    const restricted = setup(
      { ...ENV, STRIPE_SECRET_KEY: 'rk_live_restrictedValue123' },
      {
        stripe: {
          status: 403,
          body: { error: { type: 'invalid_request_error', message: 'no permission' } },
        },
      },
    )
    expect((await healthReport('stripe-webhook', restricted.deps)).stripe).toMatchObject({
      mode: 'live',
      key: 'ok',
      webhook: { state: 'no_permission' },
    })
    const down = setup(ENV, { stripe: 'network' })
    expect((await healthReport('stripe-webhook', down.deps)).stripe.key).toBe('unreachable')
  })

  it('tells a refused database key, a database without the functions, and no answer', async () => {
    const states = []
    for (const database of [
      { status: 401, body: { message: 'Invalid API key' } },
      { status: 404, body: { code: 'PGRST202', message: 'Could not find the function' } },
      { status: 503, body: { message: 'unavailable' } },
      'network' as const,
    ]) {
      const { deps } = setup(ENV, { database })
      states.push((await healthReport('stripe-webhook', deps)).database)
    }
    expect(states).toEqual([
      { key: 'rejected', status: 401 },
      { key: 'outdated', status: 404 },
      { key: 'failed', status: 503 },
      { key: 'unreachable' },
    ])
  })
})

describe('webhookState', () => {
  const url = `${SITE}/.netlify/functions/stripe-webhook`
  const endpoint = (over: Partial<typeof ENDPOINT> = {}) => ({ ...ENDPOINT, ...over })
  it('finds the site endpoint and what is wrong with it', () => {
    expect(webhookState([endpoint()], url)).toEqual({ state: 'ok', missingEvents: [] })
    // Another spelling of the same address.
    expect(webhookState([endpoint({ url: `${url}/` })], url).state).toBe('ok')
    expect(webhookState([endpoint({ enabled_events: ['*'] })], url).state).toBe('ok')
    expect(webhookState([endpoint({ url: 'https://other.example/hook' })], url).state).toBe(
      'missing',
    )
    expect(webhookState([endpoint({ status: 'disabled' })], url).state).toBe('disabled')
    expect(webhookState([endpoint(), endpoint({ id: 'we_2' })], url).state).toBe('duplicate')
    expect(
      webhookState([endpoint({ enabled_events: ['checkout.session.completed'] })], url),
    ).toEqual({
      state: 'events_missing',
      missingEvents: [
        'checkout.session.async_payment_succeeded',
        'checkout.session.async_payment_failed',
        'checkout.session.expired',
      ],
    })
  })
})

describe('supabaseKeyRole', () => {
  it("reads a key's kind, never verifying it", () => {
    expect(supabaseKeyRole(ANON_KEY)).toBe('anon')
    expect(supabaseKeyRole(SERVICE_KEY)).toBe('service_role')
    expect(supabaseKeyRole(jwt('authenticated'))).toBe('other')
    expect(supabaseKeyRole('sb_publishable_abc_123')).toBe('anon')
    expect(supabaseKeyRole('sb_secret_abc-123')).toBe('service_role')
    expect(supabaseKeyRole('eyJnot.a.jwt')).toBeNull()
    expect(supabaseKeyRole('anon')).toBeNull()
  })
})
