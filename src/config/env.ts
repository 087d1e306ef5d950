import { parseEnv, resolveBackend, stripeMode } from './env-rules'

export type { DataBackend } from './env-rules'

/**
 * Public settings read at build time (import.meta.env). Only VITE_ variables reach the browser:
 * secrets (Stripe secret, webhook secret, Supabase service-role key) live in the Netlify functions.
 */
export const env = parseEnv(import.meta.env)
export const DATA_BACKEND = resolveBackend(env, import.meta.env.DEV)

export const STRIPE_MODE = stripeMode(env, import.meta.env)

export const EMAILJS = {
  publicKey: env.VITE_EMAILJS_PUBLIC_KEY,
  serviceId: env.VITE_EMAILJS_SERVICE_ID,
  templateSim: env.VITE_EMAILJS_TEMPLATE_SIM,
  templateNao: env.VITE_EMAILJS_TEMPLATE_NAO,
  // Optional: the couple's e-mail when a guest informs a PIX for a gift (docs/decisions/0017).
  templatePix: env.VITE_EMAILJS_TEMPLATE_PIX,
} as const

export const RSVP_BACKUP_URL = env.VITE_RSVP_BACKUP_URL
