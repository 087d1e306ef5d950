/**
 * The two sites the browser tests need built differently from the main one (tests/e2e/README.md),
 * each `vite build --mode e2e` (.env.e2e: test keys, EmailJS and Stripe answered by the tests):
 * - SUPABASE_DIST: the site as a Supabase deploy against the local stand-in (supabase-site.ts);
 * - HERO_DIST: a site with a hero photo (hero-photo.spec.ts).
 * `.ci/run` builds both once with `npx jiti tests/e2e/build-sites.ts`, after the main build, and
 * sets E2E_BUILT for the browser tests, which then serve them; run by hand, each is built by what
 * serves it.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { preview, type PreviewServer } from 'vite'
import { BENCH_HERO_PHOTO_ENV } from '../../build/hero-photo-plugin'
import { writePhotoLikeJpeg } from '../harness/photo.mjs'
import { HERO_DIST, SUPABASE_DIST, SUPABASE_EDGE_URL } from './sites'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

function viteBuild(outDir: string, env: Record<string, string>) {
  execFileSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--mode',
      'e2e',
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    // Variables already in the environment win over .env.e2e (Vite), so only these change.
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } },
  )
}

/** Serves a built site with `vite preview` on 127.0.0.1:`port`, as the main site is served. */
export function serveSite(outDir: string, port: number): Promise<PreviewServer> {
  return preview({
    root: ROOT,
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
    logLevel: 'warn',
  })
}

/** The Supabase deploy, pointed at the stand-in's edge (it need not be running yet). */
export function buildSupabaseSite() {
  viteBuild(SUPABASE_DIST, {
    VITE_DATA_BACKEND: 'supabase',
    VITE_SUPABASE_URL: SUPABASE_EDGE_URL,
    // Shaped like Supabase's anon key (a JWT); the stand-in does not check it.
    VITE_SUPABASE_ANON_KEY:
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJvbGUiOiJhbm9uIn0.ZTJl',
  })
}

/**
 * The site with a photo-like JPEG as its hero photo, the way `npm run bench -- --hero-photo`
 * builds one (the template's config has none). 2400x1800, not the camera's 4000x3000 the bench
 * measures: it still has every copy a phone or a 1280 px screen picks (the tall cut is 1080 px
 * wide), and the build skips the 2560 px copies no test asks for, about a third of its encoding.
 */
export async function buildHeroSite() {
  mkdirSync(join(ROOT, 'test-results'), { recursive: true })
  const photo = join(ROOT, 'test-results', 'hero-photo.jpg')
  await writePhotoLikeJpeg(photo, { width: 2400, height: 1800 })
  viteBuild(HERO_DIST, { [BENCH_HERO_PHOTO_ENV]: photo })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildSupabaseSite()
  await buildHeroSite()
}
