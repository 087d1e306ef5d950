import { readServerConfig } from './_lib/config'
import { handleGuestPhotos } from './_lib/guest-photos'
import { handleHealth, healthCache } from './_lib/health'
import { serviceClient } from './_lib/supabase-service'

/** This instance's last deep health checks (GET; docs/deploy-doctor.md). */
const health = healthCache()

/**
 * Netlify Functions v2: served at /.netlify/functions/guest-photos, on a Supabase deploy (the
 * embedded demo keeps the photos' bytes in its database and never calls it). Signed upload and
 * read URLs of the private Storage bucket guest-photos, after the SQL has said yes
 * (_lib/guest-photos.ts, docs/decisions/0027-guests-photos.md "Storage on a deploy").
 * `context.ip` is the guest's address as Netlify's edge saw it, for the rate limits
 * (docs/decisions/0014). A GET answers the health report `npm run doctor` reads, as the other
 * functions' do (_lib/health.ts, docs/deploy-doctor.md).
 */
export default async function guestPhotos(
  req: Request,
  context?: { ip?: string },
): Promise<Response> {
  if (req.method === 'GET') {
    return handleHealth('guest-photos', {
      env: process.env,
      // Its report never asks Stripe (health.ts usesVariable): no Stripe SDK in this bundle.
      stripe: () => {
        throw new Error('guest-photos does not use Stripe')
      },
      cache: health,
      log: console,
    })
  }
  const config = readServerConfig(process.env)
  return handleGuestPhotos(req, {
    clientIp: context?.ip,
    supabase: config.supabase ? serviceClient(config.supabase) : undefined,
  })
}
