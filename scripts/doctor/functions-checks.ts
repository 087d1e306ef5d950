/**
 * The site's functions, asked for their health report (GET /.netlify/functions/<name>,
 * netlify/functions/_lib/health.ts): whether each has its variables, and whether the Stripe
 * secret key, the webhook endpoint and the database key work where they run, on Netlify.
 */
import {
  addressDigest,
  FUNCTION_NAMES,
  usesVariable,
  WEBHOOK_EVENTS,
  type FunctionName,
  type HealthReport,
  type ProbeState,
} from '../../netlify/functions/_lib/health.ts'
import type { KeyMode } from '../../netlify/functions/_lib/variables.ts'
import { modePairCheck, shownAddress } from './env-checks.ts'
import { request, type Answer } from './net.ts'
import { fail, pass, skip, type Check } from './report.ts'

export interface FunctionsContext {
  /** Where the functions answer (--site, else SITE_URL). */
  siteBase: string
  /** SITE_URL of the .env file, normalised, when usable. */
  siteUrl: string | null
  publishableMode: KeyMode | null
  /** The secret key's mode when the doctor checked it locally (its mode-pair line is done). */
  localSecretMode: KeyMode | null | undefined
  /** VITE_SUPABASE_URL, normalised, when usable. */
  supabaseUrl: string | null
  /** This copy's release (package.json). */
  release: string
}

const NETLIFY_ENV =
  'in Netlify (Site configuration → Environment variables), then deploy again (Deploys → Trigger deploy)'

const PUSH =
  'run `npx supabase db push` from this folder (after `npx supabase link`, see the README), then run the doctor again.'

/** What each variable does when it is missing, and where to find its value. */
const VARIABLES: Record<string, { missing: string; where: string }> = {
  STRIPE_SECRET_KEY: {
    missing: 'card payments cannot start',
    where: 'STRIPE_SECRET_KEY: Stripe → Developers → API keys → Secret key (sk_…)',
  },
  STRIPE_WEBHOOK_SECRET: {
    missing: "Stripe's payment notices are refused, so paid gifts stay pending",
    where:
      'STRIPE_WEBHOOK_SECRET: Stripe → Developers → Webhooks → your endpoint → Signing secret (whsec_…)',
  },
  SUPABASE_URL: {
    missing: 'card payments are not recorded',
    where: 'SUPABASE_URL: the same address as VITE_SUPABASE_URL',
  },
  SUPABASE_SERVICE_ROLE_KEY: {
    missing: 'card payments are not recorded',
    where:
      'SUPABASE_SERVICE_ROLE_KEY: Supabase → Project Settings → API Keys → service_role (secret), or a secret key sb_secret_…',
  },
  SITE_URL: {
    missing: 'card payments answer "not configured" (neither SITE_URL nor Netlify\'s URL is set)',
    where: "SITE_URL: your site's public https address",
  },
  STRIPE_PAYMENT_METHODS: {
    missing: '',
    where: 'STRIPE_PAYMENT_METHODS: a comma-separated list such as card,pix (or remove it)',
  },
  CONTRIBUTION_MAX_CENTS: {
    missing: '',
    where: 'CONTRIBUTION_MAX_CENTS: a whole number of cents (or remove it)',
  },
}

const RELEASE = /^[0-9]+\.[0-9]+\.[0-9]+$/

/** The answer read as a health report of `name`, or null when it is none. */
export function asReport(answer: Answer, name: FunctionName): HealthReport | null {
  if (!answer.ok || answer.status !== 200) return null
  const r = answer.json as Partial<HealthReport> | null
  if (!r || typeof r !== 'object' || r.function !== name) return null
  if (!r.variables || typeof r.variables !== 'object' || !Array.isArray(r.required)) return null
  if (!r.stripe || typeof r.stripe !== 'object' || !r.database || typeof r.database !== 'object')
    return null
  return r as HealthReport
}

/** One function's line: reachable, and its variables set and well-formed. */
function functionLine(name: FunctionName, url: string, answer: Answer): Check {
  if (!answer.ok) {
    return fail(
      name,
      `could not reach ${answer.host}: ${answer.reason}.`,
      'check SITE_URL (or --site) and that the site is deployed on Netlify.',
    )
  }
  const report = asReport(answer, name)
  if (!report) {
    if (answer.status === 404) {
      return fail(
        name,
        `not found at ${shownAddress(url)} (HTTP 404): the functions are not deployed there.`,
        'check that SITE_URL is this site, and that netlify.toml and the netlify/functions folder are in the repository Netlify builds; then deploy again.',
      )
    }
    return fail(
      name,
      answer.status === 405
        ? 'has no health report (HTTP 405): the deployed site is older than this copy.'
        : `answered HTTP ${answer.status} without a health report.`,
      'deploy this copy of the site (push it to the branch Netlify builds), then run the doctor again.',
    )
  }
  const problems: string[] = []
  const fixes: string[] = []
  for (const [variable, state] of Object.entries(report.variables)) {
    const known = VARIABLES[variable]
    if (!known) continue
    const required = report.required.includes(variable)
    if (state === 'unset' && required) {
      problems.push(`${variable} is not set (${known.missing})`)
      fixes.push(known.where)
    } else if (state === 'malformed') {
      problems.push(`${variable} is set but malformed`)
      fixes.push(known.where)
    }
  }
  const release = RELEASE.test(String(report.release)) ? report.release : '?'
  if (problems.length === 0) {
    return pass(name, `answers (release ${release}); its variables are set`)
  }
  return fail(name, `${problems.join('; ')}.`, `set ${fixes.join('; ')}: ${NETLIFY_ENV}.`)
}

/** The names of the functions whose probe answered `state`, as a phrase. */
function names(list: HealthReport[], of: number = FUNCTION_NAMES.length): string {
  const all = list.map((r) => r.function)
  return all.length === of ? 'the functions' : all.join(' and ')
}

function probeOutcome(
  reports: HealthReport[],
  probe: (r: HealthReport) => { key: ProbeState; status?: number } | null,
): { state: ProbeState; who: HealthReport[]; status?: number } | null {
  const tried = reports.filter((r) => {
    const p = probe(r)
    return p !== null && p.key !== 'not_checked'
  })
  if (tried.length === 0) return null
  // The worst answer wins: a refusal first, then no answer, then anything else.
  for (const state of ['rejected', 'outdated', 'unreachable', 'failed'] as const) {
    const who = tried.filter((r) => probe(r)?.key === state)
    const status = who.map((r) => probe(r)?.status).find((s) => typeof s === 'number')
    if (who.length > 0) return { state, who, ...(status ? { status } : {}) }
  }
  return { state: 'ok', who: tried }
}

function stripeKeyCheck(reports: HealthReport[]): Check | null {
  const name = 'Stripe secret key'
  const outcome = probeOutcome(reports, (r) => r.stripe)
  if (!outcome) return null
  // 'the functions': all of those that use Stripe (guest-photos never asks it).
  const who = names(
    outcome.who,
    FUNCTION_NAMES.filter((f) => usesVariable(f, 'STRIPE_SECRET_KEY')).length,
  )
  switch (outcome.state) {
    case 'ok': {
      const mode = reports.find((r) => r.stripe.mode)?.stripe.mode
      return pass(name, `Stripe accepts it${mode ? ` (${mode} mode)` : ''}`)
    }
    case 'rejected':
      return fail(
        name,
        `Stripe refused the STRIPE_SECRET_KEY of ${who}: it was mistyped, rolled or deleted.`,
        `copy the Secret key from Stripe (Developers → API keys) into STRIPE_SECRET_KEY ${NETLIFY_ENV}.`,
      )
    case 'unreachable':
      return fail(
        name,
        `${who} could not reach Stripe to try the key.`,
        'run the doctor again in a minute; if it goes on, look at status.stripe.com.',
      )
    default:
      return fail(
        name,
        `Stripe answered ${who} with HTTP ${outcome.status ?? '?'}.`,
        'run the doctor again in a minute; if it goes on, look at status.stripe.com.',
      )
  }
}

function webhookCheck(reports: HealthReport[]): Check | null {
  const name = 'Stripe webhook'
  const ordered = [...reports].sort((a, b) =>
    a.function === 'stripe-webhook' ? -1 : b.function === 'stripe-webhook' ? 1 : 0,
  )
  const found = ordered.find((r) => r.stripe.webhook && r.stripe.webhook.state !== 'not_checked')
  if (!found) return null
  const { state, url: rawUrl, missingEvents } = found.stripe.webhook
  const url = rawUrl ? shownAddress(rawUrl) : 'the site'
  const mode = found.stripe.mode ? `${found.stripe.mode} mode` : 'this mode'
  const events = WEBHOOK_EVENTS.join(', ')
  const secretFix = `then copy its Signing secret into STRIPE_WEBHOOK_SECRET ${NETLIFY_ENV}.`
  switch (state) {
    case 'ok':
      return pass(name, `Stripe (${mode}) sends the four checkout events to ${url}`)
    case 'missing':
      return fail(
        name,
        `Stripe (${mode}) has no webhook endpoint for ${url}: payments would never be marked paid.`,
        `in Stripe → Developers → Webhooks (${mode}), add an endpoint for ${url} with the events ${events}; ${secretFix}`,
      )
    case 'disabled':
      return fail(
        name,
        `the endpoint for ${url} is disabled in Stripe (${mode}): payments would never be marked paid.`,
        'enable it in Stripe → Developers → Webhooks.',
      )
    case 'events_missing': {
      const list = (Array.isArray(missingEvents) ? missingEvents : [])
        .filter((e) => (WEBHOOK_EVENTS as readonly string[]).includes(e))
        .join(', ')
      return fail(
        name,
        `the endpoint for ${url} (${mode}) does not send ${list}.`,
        `in Stripe → Developers → Webhooks → that endpoint → Update details, add ${list}.`,
      )
    }
    case 'duplicate':
      return fail(
        name,
        `Stripe (${mode}) has more than one enabled endpoint for ${url}, each with its own signing secret: the site knows one, and refuses the others' notices.`,
        'delete the extra endpoints in Stripe (Developers → Webhooks), keeping the one whose signing secret is STRIPE_WEBHOOK_SECRET.',
      )
    case 'no_permission':
      return skip(
        name,
        `not checked: the restricted key may not read webhook endpoints; make sure Stripe → Developers → Webhooks has an endpoint for ${url} with the events ${events}`,
      )
    default:
      return null
  }
}

function databaseKeyCheck(reports: HealthReport[]): Check | null {
  const name = "Functions' database key"
  const outcome = probeOutcome(reports, (r) => r.database)
  if (!outcome) return null
  const who = names(outcome.who)
  switch (outcome.state) {
    case 'ok':
      return pass(
        name,
        'Supabase accepts SUPABASE_SERVICE_ROLE_KEY: the functions can record payments',
      )
    case 'rejected':
      return fail(
        name,
        `Supabase refused the SUPABASE_SERVICE_ROLE_KEY of ${who} (HTTP ${outcome.status ?? 401}): card payments would not be recorded.`,
        `copy the service_role key (Supabase → Project Settings → API Keys → service_role, secret) into SUPABASE_SERVICE_ROLE_KEY ${NETLIFY_ENV}.`,
      )
    case 'outdated':
      return fail(
        name,
        `the database ${who} write to lacks the functions they call (open_checkout): its migrations were not pushed.`,
        PUSH,
      )
    case 'unreachable':
      return fail(
        name,
        `${who} could not reach their SUPABASE_URL.`,
        `set SUPABASE_URL to the same address as VITE_SUPABASE_URL ${NETLIFY_ENV}.`,
      )
    default:
      return fail(
        name,
        `Supabase answered ${who} with HTTP ${outcome.status ?? '?'}.`,
        'make sure the Supabase project is running (not paused), then run the doctor again.',
      )
  }
}

function sameProjectCheck(reports: HealthReport[], supabaseUrl: string | null): Check | null {
  const name = "Functions' Supabase project"
  const digests = reports.filter((r) => typeof r.supabaseUrlDigest === 'string')
  if (!supabaseUrl || digests.length === 0) return null
  const expected = addressDigest(supabaseUrl)
  const others = digests.filter((r) => r.supabaseUrlDigest !== expected)
  if (others.length === 0) return pass(name, "the same as the site's (VITE_SUPABASE_URL)")
  return fail(
    name,
    `${names(others)} write to another Supabase project than the site reads (their SUPABASE_URL is not VITE_SUPABASE_URL): card payments would not show in the couple's panel.`,
    `set SUPABASE_URL to the same address as VITE_SUPABASE_URL ${NETLIFY_ENV}.`,
  )
}

function returnAddressCheck(reports: HealthReport[], siteUrl: string | null): Check | null {
  const name = 'Return address'
  const checkout = reports.find((r) => r.function === 'create-checkout-session')
  if (!checkout?.siteUrl || !siteUrl) return null
  const theirs = shownAddress(checkout.siteUrl)
  if (theirs === shownAddress(siteUrl)) {
    return pass(name, `guests come back to ${theirs} after paying`)
  }
  return fail(
    name,
    `the functions send guests back to ${theirs} after paying, but SITE_URL here is ${shownAddress(siteUrl)}.`,
    `set SITE_URL to your site's public address ${NETLIFY_ENV}.`,
  )
}

/** Every functions check: one line per function, then what their reports say together. */
export async function checkFunctions(
  ctx: FunctionsContext,
  fetchImpl: typeof fetch,
): Promise<Check[]> {
  const urls = FUNCTION_NAMES.map((name) => `${ctx.siteBase}/.netlify/functions/${name}`)
  const answers = await Promise.all(
    urls.map((url) => request(fetchImpl, url, { headers: { accept: 'application/json' } })),
  )
  const first = answers[0]
  if (first && !first.ok && answers.every((a) => !a.ok)) {
    return [
      fail(
        'Site',
        `could not reach ${first.host}: ${first.reason}.`,
        'check SITE_URL (or --site), your internet connection, and that the site is deployed on Netlify.',
      ),
      skip('Site functions', 'not checked: the site could not be reached'),
    ]
  }
  const checks: Check[] = FUNCTION_NAMES.map((name, i) =>
    functionLine(name, urls[i] ?? '', answers[i] as Answer),
  )
  const reports = FUNCTION_NAMES.map((name, i) => asReport(answers[i] as Answer, name)).filter(
    (r): r is HealthReport => r !== null,
  )
  if (reports.length === 0) return checks

  const deployed = reports.map((r) => r.release).find((r) => RELEASE.test(String(r)))
  if (deployed && deployed !== ctx.release) {
    checks.push(
      fail(
        'Deployed release',
        `the site runs release ${deployed}, this copy is ${ctx.release}.`,
        'deploy this copy of the site (push it to the branch Netlify builds), then run the doctor again.',
      ),
    )
  }
  const stripeKey = stripeKeyCheck(reports)
  if (stripeKey) checks.push(stripeKey)
  const remoteMode = reports.find((r) => r.stripe.mode)?.stripe.mode
  if (ctx.localSecretMode === undefined && ctx.publishableMode && remoteMode) {
    checks.push(
      modePairCheck(
        ctx.publishableMode,
        remoteMode,
        "the functions' STRIPE_SECRET_KEY (on Netlify)",
      ),
    )
  }
  for (const check of [
    webhookCheck(reports),
    databaseKeyCheck(reports),
    sameProjectCheck(reports, ctx.supabaseUrl),
    returnAddressCheck(reports, ctx.siteUrl),
  ])
    if (check) checks.push(check)
  return checks
}
