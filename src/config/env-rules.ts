import * as z from 'zod/mini'

/**
 * The rules that read the public settings (VITE_ variables): pure functions, so the build
 * (vite-security-headers.ts) and the page (env.ts) read them the same way.
 */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
const optionalString = z.pipe(z.transform(blankToUndefined), z.optional(z.string()))

export const envSchema = z.object({
  VITE_DATA_BACKEND: z.pipe(
    z.transform(blankToUndefined),
    z.optional(z.enum(['supabase', 'embedded'])),
  ),
  VITE_SUPABASE_URL: z.pipe(z.transform(blankToUndefined), z.optional(z.url())),
  VITE_SUPABASE_ANON_KEY: optionalString,
  VITE_STRIPE_PUBLISHABLE_KEY: z.pipe(
    z.transform(blankToUndefined),
    z.optional(
      z
        .string()
        .check(
          z.regex(
            /^pk_(test|live)_\w+$/,
            'VITE_STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_',
          ),
        ),
    ),
  ),
  VITE_EMAILJS_PUBLIC_KEY: optionalString,
  VITE_EMAILJS_SERVICE_ID: optionalString,
  VITE_EMAILJS_TEMPLATE_SIM: optionalString,
  VITE_EMAILJS_TEMPLATE_NAO: optionalString,
  // docs/product.md §7 'RSVP backup': a form-collection endpoint (Formspree, Getform, a Google Apps Script…).
  VITE_RSVP_BACKUP_URL: z.pipe(z.transform(blankToUndefined), z.optional(z.url())),
})

export type PublicEnv = z.infer<typeof envSchema>
export type DataBackend = 'supabase' | 'embedded' | 'none'

export function parseEnv(raw: Record<string, unknown>): PublicEnv {
  const result = envSchema.safeParse(raw)
  if (result.success) return result.data
  // A malformed variable must not take the whole site down: report it and treat it as unset.
  console.error('Configuração inválida:', z.prettifyError(result.error))
  const clean: Record<string, unknown> = { ...raw }
  for (const issue of result.error.issues) {
    const key = issue.path[0]
    if (typeof key === 'string') delete clean[key]
  }
  return envSchema.parse(clean)
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
