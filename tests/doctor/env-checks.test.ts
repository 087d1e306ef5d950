// The doctor's checks of the settings themselves (scripts/doctor/env-checks.ts): pure functions
// of the .env file and the functions' variables, read as the couple reads the lines.
import { describe, expect, it } from 'vitest'
import {
  checkSettings,
  emailjsCheck,
  keyKind,
  KEY_VARIABLES,
  type SettingsInput,
} from '../../scripts/doctor/env-checks'
import { formatCheck, redactor } from '../../scripts/doctor/report'

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const jwt = (role: string) =>
  `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ role, iss: 'supabase' })}.c2lnbmF0dXJlU2VjcmV0`
const ANON = jwt('anon')
const SERVICE = jwt('service_role')
const SITE = 'https://casamento.example'

const BASE: Record<string, string> = {
  VITE_SUPABASE_URL: 'https://project.supabase.co',
  VITE_SUPABASE_ANON_KEY: ANON,
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_publishableValue123',
  SITE_URL: SITE,
}

function run(env: Record<string, string | undefined>, more: Partial<SettingsInput> = {}) {
  const result = checkSettings({
    env,
    envFile: '.env',
    functionsEnv: null,
    functionsEnvFile: null,
    site: undefined,
    weddingSiteUrl: SITE,
    ...more,
  })
  const secrets = [env, more.functionsEnv ?? {}].flatMap((e) =>
    KEY_VARIABLES.map((k) => e[k]).filter((v): v is string => Boolean(v)),
  )
  const hide = redactor(secrets)
  const lines = result.checks.map((c) => hide(formatCheck(c)))
  for (const secret of secrets) expect(lines.join('\n')).not.toContain(secret)
  return {
    ...result,
    lines,
    failures: lines.filter((l) => l.startsWith('✗')),
    line: (name: string) => lines.find((l) => l.slice(2).startsWith(`${name}:`)),
  }
}

describe('checkSettings', () => {
  it('passes a complete .env and hands the network checks what they need', () => {
    const r = run(BASE)
    expect(r.failures).toEqual([])
    expect(r.settings).toEqual({
      supabase: { url: 'https://project.supabase.co', anonKey: ANON },
      siteBase: SITE,
      siteUrl: SITE,
      publishableMode: 'test',
      cardsOn: true,
      localSecretMode: undefined,
      supabaseUrl: 'https://project.supabase.co',
    })
  })

  it('refuses a service_role key where the anon key goes, without printing it', () => {
    const r = run({ ...BASE, VITE_SUPABASE_ANON_KEY: SERVICE })
    expect(r.line('VITE_SUPABASE_ANON_KEY')).toMatch(
      /^✗ VITE_SUPABASE_ANON_KEY: is a Supabase service_role key \(eyJ…, role service_role\), a SECRET key/,
    )
    expect(r.settings.supabase).toBeNull()
  })

  it('refuses a secret key where the publishable key goes', () => {
    const r = run({ ...BASE, VITE_STRIPE_PUBLISHABLE_KEY: 'sk_live_secretPastedByMistake1' })
    expect(r.line('VITE_STRIPE_PUBLISHABLE_KEY')).toMatch(
      /^✗ VITE_STRIPE_PUBLISHABLE_KEY: is a live secret key \(sk_live_…\), a SECRET key: .* Fix: .*Roll key/,
    )
  })

  it('refuses the embedded demo, an http or local SITE_URL, and another address in wedding.ts', () => {
    expect(run({ ...BASE, VITE_DATA_BACKEND: 'embedded' }).line('VITE_DATA_BACKEND')).toMatch(
      /^✗ VITE_DATA_BACKEND: is "embedded": the deployed site would be the demo/,
    )
    expect(run({ ...BASE, SITE_URL: 'http://casamento.example' }).line('SITE_URL')).toMatch(
      /^✗ SITE_URL: does not start with https:\/\//,
    )
    expect(run({ ...BASE, SITE_URL: 'https://localhost:5173' }).line('SITE_URL')).toMatch(
      /^✗ SITE_URL: points to this computer \(localhost\)/,
    )
    expect(run({ ...BASE, SITE_URL: 'https://www.casamento.example/' }).failures).toEqual([
      "✗ Site address in src/config/wedding.ts: is https://casamento.example, but SITE_URL is https://www.casamento.example: WhatsApp's preview and the calendar event would link to the other address. Fix: make SITE_URL in src/config/wedding.ts and the SITE_URL variable the same public address, then deploy again.",
    ])
    // The same address with a slash at the end is the same address.
    expect(run({ ...BASE, SITE_URL: `${SITE}/` }).failures).toEqual([])
  })

  it('finds a secret key in any VITE_ variable', () => {
    const r = run({ ...BASE, VITE_STRIPE_SECRET_KEY: 'sk_live_leakedValue123', VITE_OTHER: 'ok' })
    expect(r.line('Public variables')).toBe(
      "✗ Public variables: VITE_STRIPE_SECRET_KEY holds a live secret key (sk_live_…): every VITE_ variable is built into the site's JavaScript, for anyone to read. Fix: remove it from .env and from Netlify (a secret goes in a variable without VITE_), and replace that key in Stripe or Supabase, since it may have been published.",
    )
    expect(r.line('Public variables')).not.toContain('leakedValue')
    expect(run(BASE).line('Public variables')).toBe(
      '✓ Public variables: no secret key among the VITE_ variables',
    )
  })

  it('needs SITE_URL or --site to find the site', () => {
    const { SITE_URL: _site, ...noSite } = BASE
    expect(run(noSite).line('SITE_URL')).toMatch(
      /^✗ SITE_URL: missing: the doctor cannot find your site\./,
    )
    const withSite = run(noSite, { site: 'https://casamento.netlify.app' })
    expect(withSite.failures).toEqual([])
    expect(withSite.settings.siteBase).toBe('https://casamento.netlify.app')
  })

  it('checks the functions variables kept in --functions-env: shapes, presence, one project', () => {
    const r = run(BASE, {
      functionsEnv: {
        STRIPE_SECRET_KEY: 'sk_test_secretValue123',
        SUPABASE_URL: 'https://other-project.supabase.co',
        SUPABASE_SERVICE_ROLE_KEY: ANON,
        CONTRIBUTION_MAX_CENTS: '99999999',
      },
      functionsEnvFile: 'functions.env',
    })
    expect(r.line('STRIPE_SECRET_KEY')).toBe('✓ STRIPE_SECRET_KEY: a test secret key (sk_test_…)')
    expect(r.line('STRIPE_WEBHOOK_SECRET')).toMatch(
      /^✗ STRIPE_WEBHOOK_SECRET: missing from functions\.env: payments would never be marked paid\./,
    )
    expect(r.line('SUPABASE_URL')).toMatch(
      /^✗ SUPABASE_URL: is https:\/\/other-project\.supabase\.co, another project than VITE_SUPABASE_URL/,
    )
    expect(r.line('SUPABASE_SERVICE_ROLE_KEY')).toMatch(
      /^✗ SUPABASE_SERVICE_ROLE_KEY: is a Supabase anon key \(eyJ…, role anon\), not the service_role key/,
    )
    expect(r.line('CONTRIBUTION_MAX_CENTS')).toMatch(/^✗ CONTRIBUTION_MAX_CENTS: is above 5000000/)
    expect(r.line("Stripe keys' mode")).toBe("✓ Stripe keys' mode: both keys are test keys")
    expect(r.settings.localSecretMode).toBe('test')
  })

  it('checks the functions variables found in .env, and leaves the rest to the functions', () => {
    const r = run({
      ...BASE,
      STRIPE_SECRET_KEY: 'sk_live_secretValue123',
      STRIPE_WEBHOOK_SECRET: 'whsec_x y',
    })
    expect(r.line('STRIPE_WEBHOOK_SECRET')).toMatch(
      /^✗ STRIPE_WEBHOOK_SECRET: is text that is no key this site knows, not a signing secret \(whsec_…\)/,
    )
    expect(r.line("Stripe keys' mode")).toMatch(
      /^✗ Stripe keys' mode: the publishable key is a test key \(pk_test_…\) but STRIPE_SECRET_KEY in \.env is a live key \(sk_live_…\): the site shows a test-mode mark, but guests would be charged for real\./,
    )
    // Missing from .env is no failure: their place is Netlify.
    expect(r.line('SUPABASE_SERVICE_ROLE_KEY')).toBeUndefined()
  })

  it('leaves the functions out when card payments are off', () => {
    const { VITE_STRIPE_PUBLISHABLE_KEY: _pk, ...noCards } = BASE
    const r = run(noCards)
    expect(r.line('VITE_STRIPE_PUBLISHABLE_KEY')).toBe(
      '✓ VITE_STRIPE_PUBLISHABLE_KEY: not set: card payments are off (PIX works without them)',
    )
    expect(r.settings.cardsOn).toBe(false)
  })
})

describe('emailjsCheck', () => {
  const all = {
    VITE_EMAILJS_PUBLIC_KEY: 'pub',
    VITE_EMAILJS_SERVICE_ID: 'service',
    VITE_EMAILJS_TEMPLATE_SIM: 'sim',
    VITE_EMAILJS_TEMPLATE_NAO: 'nao',
  }
  it('is on with all four, off with none, and wrong in between or with one template twice', () => {
    expect(emailjsCheck(all).status).toBe('pass')
    expect(emailjsCheck({}).text).toMatch(/^off: none of its four variables is set/)
    expect(emailjsCheck({ ...all, VITE_EMAILJS_PUBLIC_KEY: ' ' }).text).toMatch(
      /^half set up: VITE_EMAILJS_PUBLIC_KEY \(the public key, under Account\) is missing/,
    )
    expect(emailjsCheck({ ...all, VITE_EMAILJS_TEMPLATE_NAO: 'sim' }).status).toBe('fail')
  })
})

describe('keyKind and the redactor', () => {
  it("names a key's kind by its prefix only", () => {
    expect(keyKind('pk_live_abc123')).toBe('a live publishable key (pk_live_…)')
    expect(keyKind('rk_test_abc123')).toBe('a test restricted key (rk_test_…)')
    expect(keyKind('whsec_abc')).toBe('a webhook signing secret (whsec_…)')
    expect(keyKind('sb_secret_abc')).toBe('a Supabase secret key (sb_secret_…)')
    expect(keyKind('hunter2')).toBe('text that is no key this site knows')
  })

  it('hides every given value and anything shaped like a key', () => {
    const hide = redactor(['my-emailjs-key', 'abc'])
    expect(hide('x my-emailjs-key y abc')).toBe('x [hidden] y abc')
    expect(hide('sk_live_51Hxyz and whsec_abc and sb_secret_q-1 and pk_test_z')).toBe(
      'sk_live_… and whsec_… and sb_secret_… and pk_test_…',
    )
    expect(hide(`token ${ANON}`)).toBe('token eyJ…')
  })
})
