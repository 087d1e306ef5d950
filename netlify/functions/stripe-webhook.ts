// The SDK's default export: its CommonJS build has no named 'Stripe' export.
import StripeClient from 'stripe'
import { readServerConfig } from './_lib/config'
import { supabaseRecorder } from './_lib/contributions'
import { handleHealth, healthCache } from './_lib/health'
import { handleStripeWebhook } from './_lib/webhook'

/** This instance's last deep health checks (GET; docs/deploy-doctor.md). */
const health = healthCache()

/**
 * Netlify Functions v2: served at /.netlify/functions/stripe-webhook. Point a Stripe webhook
 * endpoint there with the checkout.session.completed, .async_payment_succeeded,
 * .async_payment_failed and .expired events; its signing secret goes in STRIPE_WEBHOOK_SECRET.
 * A GET answers the health report `npm run doctor` reads (_lib/health.ts, docs/deploy-doctor.md).
 */
export default async function stripeWebhook(req: Request): Promise<Response> {
  if (req.method === 'GET') {
    return handleHealth('stripe-webhook', {
      env: process.env,
      stripe: (key) => new StripeClient(key),
      cache: health,
      log: console,
    })
  }
  const config = readServerConfig(process.env)
  return handleStripeWebhook(req, {
    // Only the webhooks helper is used, which needs no API key of its own.
    stripe: new StripeClient(config.stripeSecretKey ?? 'sk_unused'),
    webhookSecret: config.webhookSecret,
    recorder: config.supabase ? supabaseRecorder(config.supabase) : undefined,
  })
}
