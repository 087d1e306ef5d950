/**
 * The rules that read the public settings (VITE_ variables): pure functions, so the build
 * (build/security-headers.ts) and the page (env.ts) read them the same way. Written without zod on
 * purpose: this runs on every page, and the form schemas' library would be in a guest's first
 * download only for these ten strings.
 */

/** What one setting accepts: the value kept, or why it is refused. */
type Rule = (value: string) => string | { error: string }

const any: Rule = (value) => value
// new URL, not URL.canParse: Safari before 17 has no canParse, and this runs on every page.
const url: Rule = (value) => {
  try {
    return /^https?:$/.test(new URL(value).protocol) ? value : { error: 'must be an http(s) URL' }
  } catch {
    return { error: 'must be a URL' }
  }
}
const oneOf =
  (...options: string[]): Rule =>
  (value) =>
    options.includes(value) ? value : { error: `must be one of ${options.join(', ')}` }
const pattern =
  (re: RegExp, error: string): Rule =>
  (value) =>
    re.test(value) ? value : { error }

const RULES = {
  VITE_DATA_BACKEND: oneOf('supabase', 'embedded'),
  VITE_SUPABASE_URL: url,
  VITE_SUPABASE_ANON_KEY: any,
  VITE_STRIPE_PUBLISHABLE_KEY: pattern(
    /^pk_(test|live)_\w+$/,
    'must start with pk_test_ or pk_live_',
  ),
  VITE_EMAILJS_PUBLIC_KEY: any,
  VITE_EMAILJS_SERVICE_ID: any,
  VITE_EMAILJS_TEMPLATE_SIM: any,
  VITE_EMAILJS_TEMPLATE_NAO: any,
  VITE_EMAILJS_TEMPLATE_PIX: any,
  // docs/product.md §7 'RSVP backup': a form-collection endpoint (Formspree, Getform, a Google Apps Script…).
  VITE_RSVP_BACKUP_URL: url,
} satisfies Record<string, Rule>

type Key = keyof typeof RULES

export type PublicEnv = { VITE_DATA_BACKEND?: 'supabase' | 'embedded' } & {
  [K in Exclude<Key, 'VITE_DATA_BACKEND'>]?: string
}
export type DataBackend = 'supabase' | 'embedded' | 'none'

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

/**
 * The settings, each blank one as unset. A malformed variable must not take the whole site down:
 * it is reported and treated as unset.
 */
export function parseEnv(raw: Record<string, unknown>): PublicEnv {
  const parsed: Record<string, string> = {}
  const problems: string[] = []
  for (const [key, rule] of Object.entries(RULES) as [Key, Rule][]) {
    const value = blankToUndefined(raw[key])
    if (value === undefined) continue
    const verdict = typeof value === 'string' ? rule(value) : { error: 'must be text' }
    if (typeof verdict === 'string') parsed[key] = verdict
    else problems.push(`${key} ${verdict.error}`)
  }
  if (problems.length) console.error('Configuração inválida:', problems.join('; '))
  return parsed as PublicEnv
}

/**
 * Explicit VITE_DATA_BACKEND wins; otherwise Supabase when both keys are set, the embedded demo
 * under `vite dev`, and "not configured" in a production build (never a silent demo: a guest's
 * RSVP would stay in their own browser; docs/decisions/0004-embedded-backend.md).
 */
export function resolveBackend(env: PublicEnv, isDev: boolean): DataBackend {
  const hasSupabase = Boolean(env.VITE_SUPABASE_URL && env.VITE_SUPABASE_ANON_KEY)
  if (env.VITE_DATA_BACKEND === 'supabase') return hasSupabase ? 'supabase' : 'none'
  if (env.VITE_DATA_BACKEND === 'embedded') return 'embedded'
  if (hasSupabase) return 'supabase'
  return isDev ? 'embedded' : 'none'
}

/** 'invalid': a key is set but is no publishable key (docs/product.md §8 'Stripe failed to initialize'). */
export function stripeMode(
  parsed: PublicEnv,
  raw: Record<string, unknown>,
): 'live' | 'test' | 'off' | 'invalid' {
  const key = parsed.VITE_STRIPE_PUBLISHABLE_KEY
  if (key) return key.startsWith('pk_test_') ? 'test' : 'live'
  return blankToUndefined(raw.VITE_STRIPE_PUBLISHABLE_KEY) === undefined ? 'off' : 'invalid'
}
