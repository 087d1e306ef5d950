import { readServerConfig } from './_lib/config'
import { handleGuestPhotos } from './_lib/guest-photos'
import { serviceClient } from './_lib/supabase-service'

/**
 * Netlify Functions v2: served at /.netlify/functions/guest-photos, on a Supabase deploy (the
 * embedded demo keeps the photos' bytes in its database and never calls it). Signed upload and
 * read URLs of the private Storage bucket guest-photos, after the SQL has said yes
 * (_lib/guest-photos.ts, docs/decisions/0027-guests-photos.md "Storage on a deploy").
 * `context.ip` is the guest's address as Netlify's edge saw it, for the rate limits
 * (docs/decisions/0014).
 */
export default async function guestPhotos(
  req: Request,
  context?: { ip?: string },
): Promise<Response> {
  const config = readServerConfig(process.env)
  return handleGuestPhotos(req, {
    clientIp: context?.ip,
    supabase: config.supabase ? serviceClient(config.supabase) : undefined,
  })
}
