// The site as a Supabase deploy serves it, for the browser tests that need one database shared
// by several browsers (a guest's phone and the couple's panel: tests/e2e/guest-list.spec.ts).
// The embedded backend keeps one database per browser profile, so a second browser context
// would see a different wedding. This starts the fake Supabase edge (tests/harness/fake-supabase
// .mjs: PGlite with the real migrations, seed and demo admin, run as the anon role), builds the
// site pointed at it unless the run built it already (E2E_BUILT: build-sites.ts), and serves
// the build with `vite preview`. Its Storage has the guests' photos' bucket, for the guest-photos
// function the tests answer themselves (tests/e2e/guest-photos-sync.spec.ts).
// Usage: npx jiti tests/e2e/supabase-site.ts (ports and folders: sites.ts)
import { guestPhotosBucket, startFakeSupabase } from '../harness/fake-supabase.mjs'
import { buildSupabaseSite, serveSite } from './build-sites'
import {
  SUPABASE_DIST,
  SUPABASE_EDGE_PORT,
  SUPABASE_SERVICE_KEY,
  SUPABASE_SITE_PORT,
} from './sites'

// With the demo admin, so the couple log in as on the demo.
const edge = await startFakeSupabase({
  port: SUPABASE_EDGE_PORT,
  demoAdmin: true,
  serviceKey: SUPABASE_SERVICE_KEY,
  buckets: [guestPhotosBucket()],
})
if (!process.env.E2E_BUILT) buildSupabaseSite()
const server = await serveSite(SUPABASE_DIST, SUPABASE_SITE_PORT)
const stop = async () => {
  await server.close()
  await edge.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
