import { CONTRIBUTION_MAX_CENTS, CONTRIBUTION_MIN_CENTS } from '../../../src/config/ui'

/**
 * Server settings of the payment functions, read from the environment (.env.example lists them).
 * Netlify sets URL (the site's main address) itself; SITE_URL wins when set.
 */
export interface ServerConfig {
  stripeSecretKey: string | undefined
  webhookSecret: string | undefined
  supabase: { url: string; serviceRoleKey: string } | undefined
  paymentMethods: string[]
  minCents: number
  maxCents: number
  siteUrl: string | undefined
}

type Env = Record<string, string | undefined>

const blank = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim())

export function readServerConfig(env: Env): ServerConfig {
  const supabaseUrl = blank(env.SUPABASE_URL)
  const serviceRoleKey = blank(env.SUPABASE_SERVICE_ROLE_KEY)
  const methods = (blank(env.STRIPE_PAYMENT_METHODS) ?? 'card')
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean)
  const capRaw = Number(blank(env.CONTRIBUTION_MAX_CENTS) ?? CONTRIBUTION_MAX_CENTS)
  // The env may lower the cap, not raise it: record_contribution (SQL) enforces the same
  // CONTRIBUTION_MAX_CENTS. Not an integer, or below the minimum, is a typo: use the default.
  const maxCents =
    Number.isInteger(capRaw) && capRaw >= CONTRIBUTION_MIN_CENTS
      ? Math.min(capRaw, CONTRIBUTION_MAX_CENTS)
      : CONTRIBUTION_MAX_CENTS
  const site = blank(env.SITE_URL) ?? blank(env.URL)
  return {
    stripeSecretKey: blank(env.STRIPE_SECRET_KEY),
    webhookSecret: blank(env.STRIPE_WEBHOOK_SECRET),
    supabase:
      supabaseUrl && serviceRoleKey
        ? { url: supabaseUrl.replace(/\/+$/, ''), serviceRoleKey }
        : undefined,
    paymentMethods: methods.length > 0 ? methods : ['card'],
    minCents: CONTRIBUTION_MIN_CENTS,
    maxCents,
    siteUrl: site?.replace(/\/+$/, ''),
  }
}
