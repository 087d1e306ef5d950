import { createHash } from 'node:crypto'
import type Stripe from 'stripe'
import { version as RELEASE } from '../../../package.json'
import { RecorderError, supabaseRecorder } from './contributions'
import { errorText, json } from './http'
import {
  isPaymentMethodList,
  isWebhookSecret,
  normalAddress,
  stripeSecretKeyMode,
  supabaseKeyRole,
  webAddressProblem,
  type KeyMode,
} from './variables'

/**
 * GET /.netlify/functions/<name>: the function's health, for `npm run doctor`
 * (docs/deploy-doctor.md). Public and never a secret: which of the function's variables are set
 * and well-formed, the Stripe key's mode, and whether the Stripe secret key and the database key
 * work (a read each: Stripe's webhook endpoints, open_checkout of a key no checkout has). Those
 * two calls run at most once per HEALTH_TTL_MS per function instance: a stranger looping on the
 * address gets the last answer again, so Stripe and Supabase see a bounded number of calls.
 */

export const FUNCTION_NAMES = [
  'create-checkout-session',
  'cancel-checkout',
  'stripe-webhook',
  'guest-photos',
] as const
export type FunctionName = (typeof FUNCTION_NAMES)[number]

/** The events the README's Stripe step lists, which stripe-webhook handles. */
export const WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const

export const WEBHOOK_PATH = '/.netlify/functions/stripe-webhook'

/** How long one instance answers its last deep checks again instead of calling out. */
export const HEALTH_TTL_MS = 30_000

/** How long a deep check waits for Stripe or Supabase. */
const PROBE_TIMEOUT_MS = 8_000

/** A key that no checkout ever has (checkout keys are SHA-256 hex): open_checkout finds nothing. */
export const DATABASE_PROBE_KEY = 'doctor-probe'

export type VariableState = 'set' | 'unset' | 'malformed'

/**
 * What a deep check found: the key works ('ok'), there is no well-formed key to try, the service
 * refused it (wrong key, or a key of the wrong kind), the database lacks the function the probe
 * calls (its migrations were not pushed), no answer came, or another answer came (`status`).
 */
export type ProbeState = 'ok' | 'not_checked' | 'rejected' | 'outdated' | 'unreachable' | 'failed'

/**
 * The Stripe endpoint for `${siteUrl}/.netlify/functions/stripe-webhook`: one, enabled, with the
 * four events; or none, only disabled ones, some events missing, two or more (each with its own
 * signing secret, of which the site knows one), a key not allowed to list endpoints, or not
 * checked (no working key, or no site address to look for).
 */
export type WebhookState =
  'ok' | 'missing' | 'disabled' | 'events_missing' | 'duplicate' | 'no_permission' | 'not_checked'

export interface HealthReport {
  function: FunctionName
  /** package.json's version of the deployed site. */
  release: string
  /** Every variable this function reads: set and well-formed, unset, or set but malformed. */
  variables: Record<string, VariableState>
  /** The variables this function cannot work without. */
  required: string[]
  /** The public address its links are built from (SITE_URL, else Netlify's URL), if any. */
  siteUrl: string | null
  /**
   * The first 12 hex digits of SHA-256 of SUPABASE_URL (normalAddress): the doctor compares it
   * with the site's VITE_SUPABASE_URL without the function saying which project it writes to.
   */
  supabaseUrlDigest: string | null
  stripe: {
    mode: KeyMode | null
    key: ProbeState
    status?: number
    webhook: { state: WebhookState; url: string | null; missingEvents: string[] }
  }
  database: { key: ProbeState; status?: number }
  /** When the deep checks ran (they are reused for HEALTH_TTL_MS). */
  checkedAt: string
}

type Env = Record<string, string | undefined>

export interface HealthDeps {
  env: Env
  /** The Stripe client for a secret key (tests fake Stripe's HTTP edge through it). */
  stripe: (secretKey: string) => Stripe
  /** fetch for Supabase's REST endpoint. */
  fetch?: typeof fetch
  cache: HealthCache
  now?: () => number
  log?: Pick<Console, 'error'>
}

type Deep = Pick<HealthReport, 'stripe' | 'database' | 'checkedAt'>

/** One function instance's last deep checks, keyed by its settings (a new deploy starts empty). */
export interface HealthCache {
  entry: { fingerprint: string; at: number; deep: Promise<Deep> } | null
}

export function healthCache(): HealthCache {
  return { entry: null }
}

const blank = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim())

/** Each variable's rule: true when a set value is well-formed. */
const RULES: Record<string, (value: string) => boolean> = {
  STRIPE_SECRET_KEY: (v) => stripeSecretKeyMode(v) !== null,
  STRIPE_WEBHOOK_SECRET: isWebhookSecret,
  SUPABASE_URL: (v) => webAddressProblem(v, { https: false, local: true }) === null,
  SUPABASE_SERVICE_ROLE_KEY: (v) => supabaseKeyRole(v) === 'service_role',
  SITE_URL: (v) => webAddressProblem(v, { https: false, local: true }) === null,
  STRIPE_PAYMENT_METHODS: isPaymentMethodList,
  CONTRIBUTION_MAX_CENTS: (v) => /^[1-9][0-9]*$/.test(v),
}

const NEEDS: Record<FunctionName, { required: string[]; optional: string[] }> = {
  'create-checkout-session': {
    required: ['STRIPE_SECRET_KEY', 'SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'SITE_URL'],
    optional: ['STRIPE_PAYMENT_METHODS', 'CONTRIBUTION_MAX_CENTS'],
  },
  'cancel-checkout': {
    required: ['STRIPE_SECRET_KEY', 'SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'],
    optional: [],
  },
  // The secret key only lets its report look for the webhook endpoint.
  'stripe-webhook': {
    required: ['STRIPE_WEBHOOK_SECRET', 'SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'],
    optional: ['STRIPE_SECRET_KEY', 'SITE_URL'],
  },
  // The guests' photos' signed URLs (docs/decisions/0027-guests-photos.md): the database only.
  'guest-photos': {
    required: ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'],
    optional: [],
  },
}

/** Whether a function reads this variable (required or optional). */
export function usesVariable(name: FunctionName, variable: string): boolean {
  return [...NEEDS[name].required, ...NEEDS[name].optional].includes(variable)
}

/** SITE_URL, else the URL Netlify sets (config.ts reads them the same way). */
function siteSetting(env: Env): string | undefined {
  return blank(env.SITE_URL) ?? blank(env.URL)
}

function variableState(env: Env, name: string): VariableState {
  const value = name === 'SITE_URL' ? siteSetting(env) : blank(env[name])
  if (value === undefined) return 'unset'
  return RULES[name]?.(value) === false ? 'malformed' : 'set'
}

/** The first 12 hex digits of SHA-256 of an address as normalAddress writes it. */
export function addressDigest(address: string): string {
  return createHash('sha256').update(normalAddress(address)).digest('hex').slice(0, 12)
}

/** The report's shallow part: the function's variables, read without calling anything. */
function shallow(name: FunctionName, env: Env) {
  const needs = NEEDS[name]
  const variables: Record<string, VariableState> = {}
  for (const variable of [...needs.required, ...needs.optional])
    variables[variable] = variableState(env, variable)
  const site = variables.SITE_URL === 'set' ? siteSetting(env) : undefined
  const supabaseUrl = variables.SUPABASE_URL === 'set' ? blank(env.SUPABASE_URL) : undefined
  return {
    variables,
    required: needs.required,
    siteUrl: site ? normalAddress(site) : null,
    supabaseUrlDigest: supabaseUrl ? addressDigest(supabaseUrl) : null,
  }
}

function errorStatus(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown; status?: unknown } | null)?.statusCode
  if (typeof status === 'number') return status
  return error instanceof RecorderError ? error.status : undefined
}

/** Stripe's webhook endpoints for the site's address, as WebhookState says. */
export function webhookState(
  endpoints: Pick<Stripe.WebhookEndpoint, 'url' | 'status' | 'enabled_events'>[],
  expectedUrl: string,
): { state: WebhookState; missingEvents: string[] } {
  const mine = endpoints.filter((e) => normalAddress(e.url) === normalAddress(expectedUrl))
  const enabled = mine.filter((e) => e.status === 'enabled')
  if (mine.length === 0) return { state: 'missing', missingEvents: [...WEBHOOK_EVENTS] }
  if (enabled.length === 0) return { state: 'disabled', missingEvents: [] }
  if (enabled.length > 1) return { state: 'duplicate', missingEvents: [] }
  const events = enabled[0]?.enabled_events ?? []
  const missingEvents = events.includes('*')
    ? []
    : WEBHOOK_EVENTS.filter((event) => !events.includes(event))
  return { state: missingEvents.length > 0 ? 'events_missing' : 'ok', missingEvents }
}

async function stripeProbe(
  env: Env,
  siteUrl: string | null,
  deps: HealthDeps,
): Promise<HealthReport['stripe']> {
  const key = blank(env.STRIPE_SECRET_KEY)
  const mode = key ? stripeSecretKeyMode(key) : null
  const expectedUrl = siteUrl ? `${siteUrl}${WEBHOOK_PATH}` : null
  const notChecked = { state: 'not_checked' as const, url: expectedUrl, missingEvents: [] }
  if (!key || !mode) return { mode, key: 'not_checked', webhook: notChecked }
  try {
    // One read that needs a working key and lists what the webhook check needs.
    const list = await deps
      .stripe(key)
      .webhookEndpoints.list({ limit: 100 }, { timeout: PROBE_TIMEOUT_MS, maxNetworkRetries: 0 })
    const webhook = expectedUrl
      ? { ...webhookState(list.data, expectedUrl), url: expectedUrl }
      : notChecked
    return { mode, key: 'ok', webhook }
  } catch (error) {
    const type = (error as { type?: unknown } | null)?.type
    // A restricted key (rk_…) may take payments without being allowed to read endpoints.
    if (type === 'StripePermissionError') {
      return { mode, key: 'ok', webhook: { ...notChecked, state: 'no_permission' } }
    }
    const status = errorStatus(error)
    if (type === 'StripeAuthenticationError' || status === 401) {
      return { mode, key: 'rejected', status: 401, webhook: notChecked }
    }
    if (type === 'StripeConnectionError') {
      return { mode, key: 'unreachable', webhook: notChecked }
    }
    deps.log?.error('health: Stripe probe failed:', errorText(error))
    return { mode, key: 'failed', ...(status ? { status } : {}), webhook: notChecked }
  }
}

async function databaseProbe(env: Env, deps: HealthDeps): Promise<HealthReport['database']> {
  const url = blank(env.SUPABASE_URL)
  const serviceRoleKey = blank(env.SUPABASE_SERVICE_ROLE_KEY)
  // Only a well-formed pair is tried: a malformed one is reported as such already.
  const usable =
    variableState(env, 'SUPABASE_URL') === 'set' &&
    variableState(env, 'SUPABASE_SERVICE_ROLE_KEY') === 'set'
  if (!url || !serviceRoleKey || !usable) return { key: 'not_checked' }
  const fetchImpl = deps.fetch ?? fetch
  const timed: typeof fetch = (input, init) =>
    fetchImpl(input, { ...init, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
  try {
    // The service role's own read, through the recorder the functions write with.
    await supabaseRecorder({ url: url.replace(/\/+$/, ''), serviceRoleKey }, timed).openCheckout(
      DATABASE_PROBE_KEY,
    )
    return { key: 'ok' }
  } catch (error) {
    if (error instanceof RecorderError) {
      if (error.status === 401 || error.status === 403) {
        return { key: 'rejected', status: error.status }
      }
      if (error.status === 404 && error.code === 'PGRST202') {
        return { key: 'outdated', status: 404 }
      }
      return { key: 'failed', status: error.status }
    }
    if (error instanceof SyntaxError) return { key: 'failed' }
    return { key: 'unreachable' }
  }
}

async function deepChecks(
  name: FunctionName,
  env: Env,
  siteUrl: string | null,
  deps: HealthDeps,
): Promise<Deep> {
  const now = deps.now ?? Date.now
  // A function that never uses Stripe (guest-photos) does not ask it anything.
  const stripe = usesVariable(name, 'STRIPE_SECRET_KEY')
    ? stripeProbe(env, siteUrl, deps)
    : Promise.resolve({
        mode: null,
        key: 'not_checked' as const,
        webhook: { state: 'not_checked' as const, url: null, missingEvents: [] },
      })
  const [stripeReport, database] = await Promise.all([stripe, databaseProbe(env, deps)])
  return { stripe: stripeReport, database, checkedAt: new Date(now()).toISOString() }
}

/** What the deep checks depend on, as a digest (the values never leave the function). */
function fingerprint(env: Env): string {
  const names = [
    'STRIPE_SECRET_KEY',
    'SUPABASE_URL',
    'SUPABASE_SERVICE_ROLE_KEY',
    'SITE_URL',
    'URL',
  ]
  return createHash('sha256')
    .update(JSON.stringify(names.map((n) => env[n] ?? null)))
    .digest('hex')
}

/** The report (see HealthReport); the deep part is reused for HEALTH_TTL_MS. */
export async function healthReport(name: FunctionName, deps: HealthDeps): Promise<HealthReport> {
  const now = deps.now ?? Date.now
  const base = shallow(name, deps.env)
  const print = fingerprint(deps.env)
  const cached = deps.cache.entry
  let deep: Promise<Deep>
  if (cached && cached.fingerprint === print && now() - cached.at < HEALTH_TTL_MS) {
    deep = cached.deep
  } else {
    deep = deepChecks(name, deps.env, base.siteUrl, deps)
    deps.cache.entry = { fingerprint: print, at: now(), deep }
  }
  return { function: name, release: RELEASE, ...base, ...(await deep) }
}

/** GET's answer: the report as JSON (200 whatever it says; its contents say what is wrong). */
export async function handleHealth(name: FunctionName, deps: HealthDeps): Promise<Response> {
  return json(await healthReport(name, deps))
}
