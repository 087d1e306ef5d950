/**
 * The checks of the settings themselves (the README's environment variables), read from the .env
 * file and, when the couple keeps them on their computer, the functions' variables: pure
 * functions, no network. docs/deploy-doctor.md explains each line.
 */
import {
  isPaymentMethodList,
  isWebhookSecret,
  normalAddress,
  stripePublishableKeyMode,
  stripeSecretKeyMode,
  supabaseKeyRole,
  webAddressProblem,
  type KeyMode,
} from '../../netlify/functions/_lib/variables.ts'
import { CONTRIBUTION_MAX_CENTS, CONTRIBUTION_MIN_CENTS } from '../../src/config/ui.ts'
import { fail, pass, type Check } from './report.ts'

type Env = Record<string, string | undefined>

export interface SettingsInput {
  /** The .env file's variables. */
  env: Env
  /** Its name as the couple typed it (messages say where to fix). */
  envFile: string
  /** The functions' variables from --functions-env, when given. */
  functionsEnv: Env | null
  functionsEnvFile: string | null
  /** --site: where to reach the functions instead of SITE_URL. */
  site: string | undefined
  /** SITE_URL of src/config/wedding.ts (the WhatsApp preview's and the calendar's address). */
  weddingSiteUrl: string
}

/** What the network checks need from the settings, once they are known to be usable. */
export interface Settings {
  /** The Supabase project the site reads, when its URL and anon key are usable. */
  supabase: { url: string; anonKey: string } | null
  /** Where the functions answer (--site, else SITE_URL), when usable. */
  siteBase: string | null
  /** SITE_URL as set in the .env file (normalised), when usable. */
  siteUrl: string | null
  /** The publishable key's mode; null when card payments are off or the key is malformed. */
  publishableMode: KeyMode | null
  /** A publishable key is set: the site offers card payments, so the functions are needed. */
  cardsOn: boolean
  /** The secret key's mode when it was checked here (undefined: not kept on this computer). */
  localSecretMode: KeyMode | null | undefined
  /** VITE_SUPABASE_URL (normalised) when set, to compare with the functions' SUPABASE_URL. */
  supabaseUrl: string | null
}

const SERVER_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SUPABASE_URL',
  'SUPABASE_SERVICE_ROLE_KEY',
] as const
const SERVER_OPTIONAL = ['STRIPE_PAYMENT_METHODS', 'CONTRIBUTION_MAX_CENTS'] as const

/** The variables whose values are secrets or keys: hidden from every line, whatever happens. */
export const KEY_VARIABLES = [
  'VITE_SUPABASE_ANON_KEY',
  'VITE_STRIPE_PUBLISHABLE_KEY',
  'VITE_EMAILJS_PUBLIC_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SUPABASE_SERVICE_ROLE_KEY',
] as const

const blank = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim())

/** An address as the doctor prints it: scheme, host and path, never a query or a password. */
export function shownAddress(value: string): string {
  try {
    const url = new URL(value)
    return `${url.protocol}//${url.host}${url.pathname}`.replace(/\/+$/, '')
  } catch {
    return '(not an address)'
  }
}

/** What a key is, as the doctor may print it: its kind and the first letters of its prefix only. */
export function keyKind(value: string): string {
  const stripe = /^(pk|sk|rk)_(test|live)_(?=[A-Za-z0-9]+$)/.exec(value)
  if (stripe) {
    const what = { pk: 'publishable key', sk: 'secret key', rk: 'restricted key' }[
      stripe[1] as 'pk' | 'sk' | 'rk'
    ]
    return `a ${stripe[2]} ${what} (${stripe[0]}…)`
  }
  if (isWebhookSecret(value)) return 'a webhook signing secret (whsec_…)'
  const role = supabaseKeyRole(value)
  if (value.startsWith('sb_publishable_')) return 'a Supabase publishable key (sb_publishable_…)'
  if (value.startsWith('sb_secret_')) return 'a Supabase secret key (sb_secret_…)'
  if (role === 'anon') return 'a Supabase anon key (eyJ…, role anon)'
  if (role === 'service_role') return 'a Supabase service_role key (eyJ…, role service_role)'
  if (role === 'other') return 'a Supabase key of another role (eyJ…)'
  return 'text that is no key this site knows'
}

const NETLIFY_ENV =
  'in Netlify (Site configuration → Environment variables), then deploy again (Deploys → Trigger deploy)'

function backendCheck(env: Env): Check {
  const name = 'VITE_DATA_BACKEND'
  const value = blank(env[name])
  if (value === undefined) {
    return pass(name, 'not set: the site uses Supabase when its URL and anon key are set')
  }
  if (value === 'supabase') return pass(name, 'supabase')
  if (value === 'embedded') {
    return fail(
      name,
      'is "embedded": the deployed site would be the demo, and every answer a guest gives would stay in their own phone.',
      `set VITE_DATA_BACKEND=supabase (or leave it empty) in .env and ${NETLIFY_ENV}.`,
    )
  }
  return fail(
    name,
    'must be "supabase" or "embedded".',
    'set VITE_DATA_BACKEND=supabase, or leave it empty.',
  )
}

function supabaseUrlCheck(env: Env): { check: Check; url: string | null } {
  const name = 'VITE_SUPABASE_URL'
  const value = blank(env[name])
  const where =
    'copy the Project URL from Supabase (Project Settings → Data API), https://<project>.supabase.co'
  if (value === undefined) {
    return {
      check: fail(name, 'missing: the site has no database.', `${where}, into VITE_SUPABASE_URL.`),
      url: null,
    }
  }
  const problem = webAddressProblem(value)
  if (problem) {
    return { check: fail(name, `${problem}.`, `${where}, into VITE_SUPABASE_URL.`), url: null }
  }
  return { check: pass(name, shownAddress(value)), url: normalAddress(value) }
}

function anonKeyCheck(env: Env): { check: Check; key: string | null } {
  const name = 'VITE_SUPABASE_ANON_KEY'
  const value = blank(env[name])
  const where =
    'copy the anon public key (Supabase → Project Settings → API Keys: "anon public", or the publishable key sb_publishable_…) into VITE_SUPABASE_ANON_KEY'
  if (value === undefined) {
    return {
      check: fail(name, 'missing: the site cannot read or write its database.', `${where}.`),
      key: null,
    }
  }
  const role = supabaseKeyRole(value)
  if (role === 'anon') return { check: pass(name, keyKind(value)), key: value }
  if (role === 'service_role') {
    return {
      check: fail(
        name,
        `is ${keyKind(value)}, a SECRET key: built into the site, it would let anyone read and change every guest's data.`,
        `${where} instead. If a site was already deployed with it, create a new secret key in Supabase and disable this one.`,
      ),
      key: null,
    }
  }
  return {
    check: fail(
      name,
      `is ${keyKind(value)}, not the anon key (a JWT starting with eyJ and role anon, or sb_publishable_…).`,
      `${where}.`,
    ),
    key: null,
  }
}

function publishableCheck(env: Env): { check: Check; mode: KeyMode | null; on: boolean } {
  const name = 'VITE_STRIPE_PUBLISHABLE_KEY'
  const value = blank(env[name])
  const where =
    'copy the Publishable key from Stripe (Developers → API keys) into VITE_STRIPE_PUBLISHABLE_KEY'
  if (value === undefined) {
    return {
      check: pass(name, 'not set: card payments are off (PIX works without them)'),
      mode: null,
      on: false,
    }
  }
  const mode = stripePublishableKeyMode(value)
  if (mode === 'live') {
    return {
      check: pass(name, `${keyKind(value)}: guests pay with real cards`),
      mode,
      on: true,
    }
  }
  if (mode === 'test') {
    return {
      check: pass(
        name,
        `${keyKind(value)}: the site shows a test-mode mark and no real money moves`,
      ),
      mode,
      on: true,
    }
  }
  if (/^(sk|rk)_/.test(value)) {
    return {
      check: fail(
        name,
        `is ${keyKind(value)}, a SECRET key: built into the site, anyone could use your Stripe account.`,
        `${where}. In Stripe, roll the secret key you pasted here (Developers → API keys → ⋯ → Roll key).`,
      ),
      mode: null,
      on: true,
    }
  }
  return {
    check: fail(
      name,
      'does not start with pk_test_ or pk_live_: the site shows card payments as broken.',
      `${where}.`,
    ),
    mode: null,
    on: true,
  }
}

const EMAILJS = {
  VITE_EMAILJS_PUBLIC_KEY: 'the public key, under Account',
  VITE_EMAILJS_SERVICE_ID: 'the service ID, under Email Services',
  VITE_EMAILJS_TEMPLATE_SIM: 'the template for guests who will attend, under Email Templates',
  VITE_EMAILJS_TEMPLATE_NAO: 'the template for guests who will not attend, under Email Templates',
} as const

/** EmailJS: on (all four set), knowingly off (none set), or half set up. */
export function emailjsCheck(env: Env): Check {
  const name = 'EmailJS'
  const keys = Object.keys(EMAILJS) as (keyof typeof EMAILJS)[]
  const missing = keys.filter((k) => blank(env[k]) === undefined)
  const fixAll =
    'in EmailJS find the public key, the service ID and the two template IDs and set all four in .env and in Netlify; or remove all four to turn the e-mail off knowingly'
  if (missing.length === keys.length) {
    return pass(
      name,
      'off: none of its four variables is set, so guests get no e-mail after answering the RSVP',
    )
  }
  if (missing.length > 0) {
    return fail(
      name,
      `half set up: ${missing.map((k) => `${k} (${EMAILJS[k]})`).join('; ')} ${missing.length === 1 ? 'is' : 'are'} missing, so the e-mail after each RSVP fails.`,
      `${fixAll}.`,
    )
  }
  if (blank(env.VITE_EMAILJS_TEMPLATE_SIM) === blank(env.VITE_EMAILJS_TEMPLATE_NAO)) {
    return fail(
      name,
      'VITE_EMAILJS_TEMPLATE_SIM and VITE_EMAILJS_TEMPLATE_NAO are the same template: guests who will not attend get the "see you there" e-mail.',
      'create two templates in EmailJS (attending / not attending) and set each ID in its variable.',
    )
  }
  return pass(
    name,
    'on: public key, service and both templates (attending and not attending) are set',
  )
}

function backupUrlCheck(env: Env): Check {
  const name = 'VITE_RSVP_BACKUP_URL'
  const value = blank(env[name])
  if (value === undefined) return pass(name, 'not set (optional: no second copy of each RSVP)')
  const problem = webAddressProblem(value)
  if (problem) {
    return fail(
      name,
      `${problem}.`,
      'set it to the https address your form service (Formspree, Getform…) gives, or leave it empty.',
    )
  }
  return pass(name, `every RSVP is also sent to ${new URL(value).host}`)
}

function siteUrlChecks(input: SettingsInput): {
  checks: Check[]
  siteUrl: string | null
  siteBase: string | null
} {
  const name = 'SITE_URL'
  const value = blank(input.env.SITE_URL) ?? blank(input.functionsEnv?.SITE_URL)
  const checks: Check[] = []
  let siteUrl: string | null = null
  const fix = `set SITE_URL to your site's public address (e.g. https://marina-e-rafael.netlify.app, or your own domain) in ${input.envFile} and ${NETLIFY_ENV}`
  if (value === undefined) {
    if (input.site) {
      checks.push(
        pass(
          name,
          `not set in ${input.envFile}: the functions use the address Netlify gives them; the doctor looks for the site at ${shownAddress(input.site)} (--site)`,
        ),
      )
    } else {
      checks.push(
        fail(
          name,
          'missing: the doctor cannot find your site.',
          `${fix}, or run \`npm run doctor -- --site https://<your-site>\`.`,
        ),
      )
    }
  } else {
    const problem = webAddressProblem(value)
    if (problem) {
      checks.push(
        fail(name, `${problem}: guests would be sent there after paying by card.`, `${fix}.`),
      )
    } else {
      siteUrl = normalAddress(value)
      checks.push(pass(name, shownAddress(value)))
      if (normalAddress(input.weddingSiteUrl) !== siteUrl) {
        checks.push(
          fail(
            'Site address in src/config/wedding.ts',
            `is ${shownAddress(input.weddingSiteUrl)}, but SITE_URL is ${shownAddress(value)}: WhatsApp's preview and the calendar event would link to the other address.`,
            'make SITE_URL in src/config/wedding.ts and the SITE_URL variable the same public address, then deploy again.',
          ),
        )
      } else {
        checks.push(pass('Site address in src/config/wedding.ts', 'the same as SITE_URL'))
      }
    }
  }
  let siteBase: string | null = siteUrl
  if (input.site) {
    const problem = webAddressProblem(input.site, { https: false, local: true })
    siteBase = problem ? null : normalAddress(input.site)
    if (problem) {
      checks.push(
        fail(
          '--site',
          `${problem}.`,
          "give the site's address, e.g. --site https://marina-e-rafael.netlify.app.",
        ),
      )
    }
  }
  return { checks, siteUrl, siteBase }
}

/** The functions' variables kept on this computer: --functions-env, else those in .env. */
function serverChecks(
  input: SettingsInput,
  cardsOn: boolean,
  supabaseUrl: string | null,
): { checks: Check[]; secretMode: KeyMode | null | undefined } {
  const fromFile = input.functionsEnv !== null
  const source = input.functionsEnv ?? input.env
  const file = fromFile ? (input.functionsEnvFile ?? 'the functions env file') : input.envFile
  const present = SERVER_KEYS.filter((k) => blank(source[k]) !== undefined)
  const checks: Check[] = []
  if (!fromFile && present.length === 0) {
    return {
      checks: [
        pass(
          "Functions' variables",
          `not in ${input.envFile} (their place is Netlify): the site's functions report them below`,
        ),
      ],
      secretMode: undefined,
    }
  }
  const missingFix = (what: string) => `add ${what} to ${file} and set it ${NETLIFY_ENV}.`
  let secretMode: KeyMode | null | undefined = undefined

  const secret = blank(source.STRIPE_SECRET_KEY)
  if (secret !== undefined) {
    const mode = stripeSecretKeyMode(secret)
    secretMode = mode
    if (mode) checks.push(pass('STRIPE_SECRET_KEY', keyKind(secret)))
    else
      checks.push(
        fail(
          'STRIPE_SECRET_KEY',
          `is ${keyKind(secret)}, not a secret key (sk_test_…, sk_live_… or a restricted rk_…).`,
          `copy the Secret key from Stripe (Developers → API keys) into STRIPE_SECRET_KEY in ${file} and ${NETLIFY_ENV}.`,
        ),
      )
  } else if (fromFile && cardsOn) {
    checks.push(
      fail(
        'STRIPE_SECRET_KEY',
        `missing from ${file}: card payments cannot start.`,
        missingFix('the Secret key from Stripe (Developers → API keys)'),
      ),
    )
  }

  const webhook = blank(source.STRIPE_WEBHOOK_SECRET)
  const webhookWhere =
    "the webhook endpoint's Signing secret (Stripe → Developers → Webhooks → your endpoint)"
  if (webhook !== undefined) {
    if (isWebhookSecret(webhook)) checks.push(pass('STRIPE_WEBHOOK_SECRET', keyKind(webhook)))
    else
      checks.push(
        fail(
          'STRIPE_WEBHOOK_SECRET',
          `is ${keyKind(webhook)}, not a signing secret (whsec_…): Stripe's payment notices would be refused.`,
          `copy ${webhookWhere} into STRIPE_WEBHOOK_SECRET in ${file} and ${NETLIFY_ENV}.`,
        ),
      )
  } else if (fromFile && cardsOn) {
    checks.push(
      fail(
        'STRIPE_WEBHOOK_SECRET',
        `missing from ${file}: payments would never be marked paid.`,
        missingFix(webhookWhere),
      ),
    )
  }

  const url = blank(source.SUPABASE_URL)
  if (url !== undefined) {
    const problem = webAddressProblem(url)
    if (problem) {
      checks.push(
        fail(
          'SUPABASE_URL',
          `${problem}.`,
          `set SUPABASE_URL to the same address as VITE_SUPABASE_URL, in ${file} and ${NETLIFY_ENV}.`,
        ),
      )
    } else if (supabaseUrl && normalAddress(url) !== supabaseUrl) {
      checks.push(
        fail(
          'SUPABASE_URL',
          `is ${shownAddress(url)}, another project than VITE_SUPABASE_URL (${shownAddress(supabaseUrl)}): card payments would be recorded where the couple's panel never looks.`,
          `set SUPABASE_URL to the same address as VITE_SUPABASE_URL, in ${file} and ${NETLIFY_ENV}.`,
        ),
      )
    } else {
      checks.push(pass('SUPABASE_URL', `${shownAddress(url)}, the same project as the site`))
    }
  } else if (fromFile && cardsOn) {
    checks.push(
      fail(
        'SUPABASE_URL',
        `missing from ${file}: card payments would not be recorded.`,
        missingFix("the site's Supabase URL (the same as VITE_SUPABASE_URL)"),
      ),
    )
  }

  const service = blank(source.SUPABASE_SERVICE_ROLE_KEY)
  const serviceWhere =
    'the service_role key (Supabase → Project Settings → API Keys: "service_role", or a secret key sb_secret_…)'
  if (service !== undefined) {
    const role = supabaseKeyRole(service)
    if (role === 'service_role') checks.push(pass('SUPABASE_SERVICE_ROLE_KEY', keyKind(service)))
    else
      checks.push(
        fail(
          'SUPABASE_SERVICE_ROLE_KEY',
          `is ${keyKind(service)}, not the service_role key: the functions could not record payments.`,
          `copy ${serviceWhere} into SUPABASE_SERVICE_ROLE_KEY in ${file} and ${NETLIFY_ENV}.`,
        ),
      )
  } else if (fromFile && cardsOn) {
    checks.push(
      fail(
        'SUPABASE_SERVICE_ROLE_KEY',
        `missing from ${file}: card payments would not be recorded.`,
        missingFix(serviceWhere),
      ),
    )
  }

  for (const optional of SERVER_OPTIONAL) {
    const value = blank(source[optional])
    if (value === undefined) continue
    if (optional === 'STRIPE_PAYMENT_METHODS' && !isPaymentMethodList(value)) {
      checks.push(
        fail(
          optional,
          'is not a comma-separated list of payment methods (e.g. card,pix,boleto).',
          `fix it in ${file} and ${NETLIFY_ENV}, or remove it (card only).`,
        ),
      )
    }
    if (optional === 'CONTRIBUTION_MAX_CENTS') {
      const cents = Number(value)
      if (!/^[0-9]+$/.test(value) || cents < CONTRIBUTION_MIN_CENTS) {
        checks.push(
          fail(
            optional,
            `is not a whole number of cents of at least ${CONTRIBUTION_MIN_CENTS}, so it is ignored.`,
            `write the largest contribution in cents (e.g. 500000 for R$ 5.000,00) in ${file} and ${NETLIFY_ENV}, or remove it.`,
          ),
        )
      } else if (cents > CONTRIBUTION_MAX_CENTS) {
        checks.push(
          fail(
            optional,
            `is above ${CONTRIBUTION_MAX_CENTS}, the largest the database accepts, so ${CONTRIBUTION_MAX_CENTS} applies.`,
            `lower it to ${CONTRIBUTION_MAX_CENTS} or less in ${file} and in Netlify, or remove it.`,
          ),
        )
      }
    }
  }
  return { checks, secretMode }
}

/** The two Stripe keys must be of one mode: a live page over a test account, or the reverse. */
export function modePairCheck(publishable: KeyMode, secret: KeyMode, where: string): Check {
  const name = "Stripe keys' mode"
  if (publishable === secret) {
    return pass(name, `both keys are ${secret} keys`)
  }
  const consequence =
    publishable === 'live'
      ? 'the site looks live, but guests would pay on a test page and no real money would arrive'
      : 'the site shows a test-mode mark, but guests would be charged for real'
  return fail(
    name,
    `the publishable key is a ${publishable} key (pk_${publishable}_…) but ${where} is a ${secret} key (sk_${secret}_…): ${consequence}.`,
    'use the two keys of the same mode from Stripe (Developers → API keys; the "Test mode" switch changes mode): pk_live_ with sk_live_, or pk_test_ with sk_test_.',
  )
}

/**
 * Every VITE_ variable is built into the page for anyone to read: none may hold a secret (a
 * Stripe secret or restricted key, a webhook secret, a Supabase secret or service_role key).
 * The anon and publishable keys' own lines say it for those two.
 */
export function publicSecretsCheck(env: Env): Check {
  const name = 'Public variables'
  const own = new Set(['VITE_SUPABASE_ANON_KEY', 'VITE_STRIPE_PUBLISHABLE_KEY'])
  const leaks = Object.entries(env)
    .filter(([key, value]) => key.startsWith('VITE_') && !own.has(key) && value)
    .filter(([, value]) => {
      const v = (value ?? '').trim()
      return (
        stripeSecretKeyMode(v) !== null ||
        isWebhookSecret(v) ||
        supabaseKeyRole(v) === 'service_role'
      )
    })
  if (leaks.length === 0) return pass(name, 'no secret key among the VITE_ variables')
  return fail(
    name,
    `${leaks.map(([key, value]) => `${key} holds ${keyKind((value ?? '').trim())}`).join('; ')}: every VITE_ variable is built into the site's JavaScript, for anyone to read.`,
    'remove it from .env and from Netlify (a secret goes in a variable without VITE_), and replace that key in Stripe or Supabase, since it may have been published.',
  )
}

/** Every check of the settings, and what the network checks need from them. */
export function checkSettings(input: SettingsInput): { checks: Check[]; settings: Settings } {
  const env = input.env
  const supabase = supabaseUrlCheck(env)
  const anon = anonKeyCheck(env)
  const card = publishableCheck(env)
  const site = siteUrlChecks(input)
  const server = serverChecks(input, card.on, supabase.url)
  const checks: Check[] = [
    backendCheck(env),
    supabase.check,
    anon.check,
    card.check,
    emailjsCheck(env),
    backupUrlCheck(env),
    publicSecretsCheck(env),
    ...site.checks,
    ...server.checks,
  ]
  if (card.mode && server.secretMode) {
    checks.push(
      modePairCheck(
        card.mode,
        server.secretMode,
        `STRIPE_SECRET_KEY in ${input.functionsEnvFile ?? input.envFile}`,
      ),
    )
  }
  return {
    checks,
    settings: {
      supabase: supabase.url && anon.key ? { url: supabase.url, anonKey: anon.key } : null,
      siteBase: site.siteBase,
      siteUrl: site.siteUrl,
      publishableMode: card.mode,
      cardsOn: card.on,
      localSecretMode: server.secretMode,
      supabaseUrl: supabase.url,
    },
  }
}
