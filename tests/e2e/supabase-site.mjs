#!/usr/bin/env node
// The site as a Supabase deploy serves it, for the browser tests that need one database shared
// by several browsers (a guest's phone and the couple's panel: tests/e2e/guest-list.spec.ts).
// The embedded backend keeps one database per browser profile, so a second browser context
// would see a different wedding. This starts the fake Supabase edge (tests/harness/fake-supabase
// .mjs: PGlite with the real migrations, seed and demo admin, run as the anon role), builds the
// site pointed at it (mode e2e: EmailJS and the RSVP backup answered by page.route), and serves
// the build with `vite preview`.
// With a service key, its Storage has the guests' photos' bucket, for the guest-photos function
// the tests answer themselves (tests/e2e/guest-photos-sync.spec.ts).
// Usage: node tests/e2e/supabase-site.mjs <site port> <edge port> <build folder> [service key]
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { preview } from 'vite'
import { guestPhotosBucket, startFakeSupabase } from '../harness/fake-supabase.mjs'

const [sitePort, edgePort, outDir, serviceKey] = process.argv.slice(2)
if (!sitePort || !edgePort || !outDir)
  throw new Error('usage: supabase-site.mjs <port> <edge port> <dir> [service key]')
const root = fileURLToPath(new URL('../..', import.meta.url))

// With the demo admin, so the couple log in as on the demo.
const edge = await startFakeSupabase({
  port: Number(edgePort),
  demoAdmin: true,
  serviceKey: serviceKey ?? null,
  buckets: serviceKey ? [guestPhotosBucket()] : [],
})
execFileSync(
  process.execPath,
  [
    `${root}node_modules/vite/bin/vite.js`,
    'build',
    '--mode',
    'e2e',
    '--outDir',
    outDir,
    '--emptyOutDir',
  ],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // Variables already in the environment win over .env.e2e (Vite), so only the backend changes.
    env: {
      ...process.env,
      VITE_DATA_BACKEND: 'supabase',
      VITE_SUPABASE_URL: edge.url,
      // Shaped like Supabase's anon key (a JWT); the fake edge does not check it.
      VITE_SUPABASE_ANON_KEY:
        'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJvbGUiOiJhbm9uIn0.ZTJl',
    },
  },
)
const server = await preview({
  root,
  build: { outDir },
  preview: { host: '127.0.0.1', port: Number(sitePort), strictPort: true },
  logLevel: 'warn',
})
const stop = async () => {
  await server.close()
  await edge.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
