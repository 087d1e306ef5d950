import { defineConfig } from '@playwright/test'
import { E2E_DIST, E2E_PORT, SITE_URL, SUPABASE_SITE_URL } from './tests/e2e/sites'
import { DESKTOP, PHONE } from './tests/e2e/screens'

// Debian's Chromium, never a downloaded browser (docs/decisions/0002-browser-tests.md).
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const baseURL = SITE_URL

// The one pass over every page at desktop size (layout and axe); every other spec is a user
// journey on the phone (tests/e2e/README.md).
const DESKTOP_PASS = /desktop-pages\.spec\.ts$/

// The site is built once per run: `.ci/run` builds it (`npm run build -- --mode e2e`, into dist),
// and the two sites built differently (tests/e2e/build-sites.ts), before the browser tests and
// sets E2E_BUILT=1, so they serve those builds; run by hand, each server builds its own first.
const buildFirst = process.env.E2E_BUILT
  ? ''
  : `npx vite build --mode e2e --outDir ${E2E_DIST} --emptyOutDir && `

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results/artifacts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // No retries, in CI either: a test that passes only on a second try is a failure to look at,
  // not a pass (.ci/run fails on any failure).
  retries: 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // No trace by default: recording one snapshots every page at every step, and these pages hold
    // photos as data URLs and a database worker; it more than doubled the suite's time, and
    // closing a traced tab could hang past the test timeout. E2E_TRACE=1 records them again.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The site's service worker (docs/decisions/0021) would answer the page's requests before
    // page.route sees them, and precache every file in each test's fresh profile: only the
    // offline tests turn it on (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Each test's fresh profile compiles PGlite's WebAssembly again (the embedded demo
        // database); without the optimising second compile a page's boot costs about a quarter
        // less CPU, and on the 2 cores of CI the suite ran about 25% faster. The tests run short
        // queries on the demo's small tables, which the quick compile serves as well.
        '--js-flags=--liftoff-only',
      ],
    },
  },
  projects: [
    { name: 'mobile', use: PHONE, testIgnore: DESKTOP_PASS },
    { name: 'desktop', use: DESKTOP, testMatch: DESKTOP_PASS },
  ],
  webServer: [
    // The e2e build runs the embedded backend (mode "e2e": .env.e2e), served by `vite preview`.
    {
      command: `${buildFirst}npx vite preview --outDir ${E2E_DIST} --host 127.0.0.1 --port ${E2E_PORT} --strictPort`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The same site as a Supabase deploy, for tests that need one database across browsers.
    {
      command: 'npx jiti tests/e2e/supabase-site.ts',
      url: SUPABASE_SITE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
