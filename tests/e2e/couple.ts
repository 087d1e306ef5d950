import {
  expect,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from '@playwright/test'
import { ADMIN } from '@/config/copy/admin'
import { DEMO_ADMIN_CREDENTIALS } from '@/features/admin/session/demo-credentials'
import { SUPABASE_EDGE_PORT, SUPABASE_SITE_URL } from './sites'

/**
 * A SQL function of the Supabase site's database called as the site's pages call it (PostgREST,
 * role anon), for what a test sets up through the API rather than the screens.
 */
export async function standInRpc<T>(fn: string, args: Record<string, unknown>): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${SUPABASE_EDGE_PORT}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: 'e2e' },
    body: JSON.stringify(args),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${fn}: ${response.status} ${text}`)
  return (text ? JSON.parse(text) : null) as T
}

/** How long the couple's login may wait for a database that is still starting. */
export const LOGIN_BOOT_MS = 100_000

/** The couple log in to /dev of `site` (the demo's own by default) with the demo's credentials. */
export async function loginAsCouple(page: Page, site = ''): Promise<void> {
  await page.goto(`${site}/dev`)
  await page.getByLabel(ADMIN.username).fill(DEMO_ADMIN_CREDENTIALS.username)
  await page.getByLabel(ADMIN.password).fill(DEMO_ADMIN_CREDENTIALS.password)
  await page.getByRole('button', { name: ADMIN.login }).click()
  await expect(page.getByText(ADMIN.welcome(DEMO_ADMIN_CREDENTIALS.username))).toBeVisible({
    timeout: LOGIN_BOOT_MS,
  })
}

const EMAIL_ENDPOINT = '**/api/v1.0/email/send'
const BACKUP_ENDPOINT = 'https://formularios.exemplo.test/rsvp' // .env.e2e

/**
 * A guest's own browser on the Supabase site: a new context with the project's screen, in Brazil,
 * EmailJS and the RSVP backup answered.
 */
export async function guestBrowser(
  browser: Browser,
  testInfo: TestInfo,
  options: BrowserContextOptions = {},
) {
  const { viewport, isMobile, hasTouch } = testInfo.project.use
  const context = await browser.newContext({
    ...options,
    baseURL: SUPABASE_SITE_URL,
    ...(viewport ? { viewport } : {}),
    ...(isMobile !== undefined ? { isMobile } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  })
  await context.route(EMAIL_ENDPOINT, (route) => route.fulfill({ status: 200, body: 'OK' }))
  await context.route(BACKUP_ENDPOINT, (route) => route.fulfill({ status: 200, body: '{}' }))
  return context
}
