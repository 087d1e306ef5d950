/**
 * The shapes of the functions' variables, written once for the functions' health report
 * (health.ts) and for `npm run doctor` (scripts/doctor, docs/deploy-doctor.md). Each answer is a
 * kind or a mode, never the value.
 */

export type KeyMode = 'test' | 'live'

/** The mode of a Stripe secret or restricted key (sk_… / rk_…), or null when it is neither. */
export function stripeSecretKeyMode(value: string): KeyMode | null {
  const match = /^(?:sk|rk)_(test|live)_[A-Za-z0-9]+$/.exec(value)
  return match ? (match[1] as KeyMode) : null
}

/** The mode of a Stripe publishable key (pk_…), or null: the page's own rule (env-rules.ts). */
export function stripePublishableKeyMode(value: string): KeyMode | null {
  const match = /^pk_(test|live)_\w+$/.exec(value)
  return match ? (match[1] as KeyMode) : null
}

/** A webhook endpoint's signing secret as Stripe shows it (whsec_…). */
export function isWebhookSecret(value: string): boolean {
  return /^whsec_[A-Za-z0-9_+/=-]+$/.test(value)
}

/**
 * Which Supabase key this is: a new-style publishable (sb_publishable_…, the anon role) or secret
 * key (sb_secret_…, the service role), or a legacy JWT, read for its `role` claim (not verified:
 * Supabase does that). 'other': a JWT of another role; null: no Supabase key at all.
 */
export function supabaseKeyRole(value: string): 'anon' | 'service_role' | 'other' | null {
  if (/^sb_publishable_[A-Za-z0-9_-]+$/.test(value)) return 'anon'
  if (/^sb_secret_[A-Za-z0-9_-]+$/.test(value)) return 'service_role'
  const parts = value.split('.')
  if (parts.length !== 3 || !value.startsWith('eyJ')) return null
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8'))
    const role = (payload as { role?: unknown } | null)?.role
    return role === 'anon' || role === 'service_role' ? role : 'other'
  } catch {
    return null
  }
}

/** Why a URL setting is unusable ('not a URL', 'not https'…), or null when it is fine. */
export function webAddressProblem(
  value: string,
  { https = true, local = false }: { https?: boolean; local?: boolean } = {},
): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'is not a web address'
  }
  if (!/^https?:$/.test(url.protocol)) return 'is not a web address (http or https)'
  if (!local && isLocalHost(url.hostname)) return 'points to this computer (localhost)'
  if (https && url.protocol !== 'https:') return 'does not start with https://'
  return null
}

/** localhost, 127.x, ::1, 0.0.0.0 and *.localhost: reachable only from the same machine. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    host === '0.0.0.0' ||
    /^127\./.test(host)
  )
}

/** STRIPE_PAYMENT_METHODS: a comma-separated list of Stripe's method names (card, pix, boleto…). */
export function isPaymentMethodList(value: string): boolean {
  return /^\s*[a-z_]+\s*(,\s*[a-z_]+\s*)*$/.test(value)
}

/**
 * A URL setting's value without trailing slashes and with the host lowercased (new URL does
 * that), so two spellings of one address compare equal; the text itself when it is no URL.
 */
export function normalAddress(value: string): string {
  try {
    return new URL(value.trim()).href.replace(/\/+$/, '')
  } catch {
    return value.trim().replace(/\/+$/, '')
  }
}
