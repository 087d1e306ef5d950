// The SDK's default export: its CommonJS build has no named 'Stripe' export.
import StripeClient from 'stripe'
import { handleCancelCheckout } from './_lib/cancel'
import { readServerConfig } from './_lib/config'
import { supabaseRecorder } from './_lib/contributions'
import { handleHealth, healthCache } from './_lib/health'

/** This instance's last deep health checks (GET; docs/deploy-doctor.md). */
const health = healthCache()

/**
 * Netlify Functions v2: served at /.netlify/functions/cancel-checkout (a guest back on /cancel
 * from Stripe's page). `context.ip` as in create-checkout-session (docs/decisions/0014). A GET
 * answers the health report `npm run doctor` reads (_lib/health.ts, docs/deploy-doctor.md).
 */
export default async function cancelCheckout(
  req: Request,
  context?: { ip?: string },
): Promise<Response> {
  if (req.method === 'GET') {
    return handleHealth('cancel-checkout', {
      env: process.env,
      stripe: (key) => new StripeClient(key),
      cache: health,
      log: console,
    })
  }
  const config = readServerConfig(process.env)
  return handleCancelCheckout(req, {
    clientIp: context?.ip,
    stripe: config.stripeSecretKey ? new StripeClient(config.stripeSecretKey) : undefined,
    recorder: config.supabase ? supabaseRecorder(config.supabase) : undefined,
  })
}
