// The SDK's default export: its CommonJS build has no named 'Stripe' export.
import StripeClient from 'stripe'
import { handleCreateCheckoutSession } from './_lib/checkout'
import { readServerConfig } from './_lib/config'
import { supabaseRecorder } from './_lib/contributions'
import { handleHealth, healthCache } from './_lib/health'

/** This instance's last deep health checks (GET; docs/deploy-doctor.md). */
const health = healthCache()

/**
 * Netlify Functions v2: served at /.netlify/functions/create-checkout-session. `context.ip` is the
 * connecting address Netlify's edge saw, which a caller cannot set (docs/decisions/0014); the
 * local dev server passes no context. A GET answers the health report `npm run doctor` reads
 * (_lib/health.ts, docs/deploy-doctor.md).
 */
export default async function createCheckoutSession(
  req: Request,
  context?: { ip?: string },
): Promise<Response> {
  if (req.method === 'GET') {
    return handleHealth('create-checkout-session', {
      env: process.env,
      stripe: (key) => new StripeClient(key),
      cache: health,
      log: console,
    })
  }
  const config = readServerConfig(process.env)
  return handleCreateCheckoutSession(req, {
    clientIp: context?.ip,
    config,
    stripe: config.stripeSecretKey ? new StripeClient(config.stripeSecretKey) : undefined,
    recorder: config.supabase ? supabaseRecorder(config.supabase) : undefined,
  })
}
