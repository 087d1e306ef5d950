// Where the browser tests find the site (playwright.config.ts starts both servers). Several
// people (or CI) may run the suite at once: the port and the build folder are settable.
const port = Number(process.env.E2E_PORT ?? 4173)

/** The embedded-backend build (mode e2e: .env.e2e): one database per browser profile. */
export const E2E_PORT = port
export const E2E_DIST = process.env.E2E_DIST ?? 'dist-e2e'
export const SITE_URL = `http://127.0.0.1:${port}`

/**
 * The same site built as a Supabase deploy against the fake Supabase edge
 * (tests/e2e/supabase-site.ts): one database for every browser context.
 */
export const SUPABASE_SITE_PORT = port + 1
export const SUPABASE_EDGE_PORT = port + 2
export const SUPABASE_SITE_URL = `http://127.0.0.1:${SUPABASE_SITE_PORT}`
export const SUPABASE_EDGE_URL = `http://127.0.0.1:${SUPABASE_EDGE_PORT}`
export const SUPABASE_DIST = `${E2E_DIST}-supabase`
/**
 * The stand-in's service key: the site functions' key (a request with it runs as service_role),
 * which the guest-photos function uses when the browser tests answer it (guest-photos-sync.spec.ts).
 */
export const SUPABASE_SERVICE_KEY = 'sb_secret_stand_in_for_e2e'

/** The site with a hero photo (hero-photo.spec.ts), on the port after the Supabase edge's. */
export const HERO_PORT = port + 3
export const HERO_DIST = `${E2E_DIST}-hero-photo`
