// The SDK's default export: its CommonJS build has no named 'Stripe' export.
import StripeClient from 'stripe'
import { handleCreateCheckoutSession } from './_lib/checkout'
import { readServerConfig } from './_lib/config'
import { supabaseRecorder } from './_lib/contributions'

/** Netlify Functions v2: served at /.netlify/functions/create-checkout-session. */
export default async function createCheckoutSession(req: Request): Promise<Response> {
  const config = readServerConfig(process.env)
  return handleCreateCheckoutSession(req, {
    config,
    stripe: config.stripeSecretKey ? new StripeClient(config.stripeSecretKey) : undefined,
    recorder: config.supabase ? supabaseRecorder(config.supabase) : undefined,
  })
}
