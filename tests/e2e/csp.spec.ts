import { expect, test, type Page } from '@playwright/test'
import { GALLERY } from '@/config/copy/gallery'
import { GIFTS } from '@/config/copy/gifts'
import { CONTRIBUTION, PAYMENT_PAGES } from '@/config/copy/payments'
import { RSVP } from '@/config/copy/rsvp'
import { PIX_COPY } from '@/config/copy/pix'
import { ADMIN } from '@/config/copy/admin'
import { DEMO_ADMIN_CREDENTIALS } from '@/features/admin/session/demo-credentials'
import { pinClock, realClock } from './clock'

// The site under its own Content-Security-Policy (build/security-headers.ts): `vite preview`
// serves the headers the build wrote for Netlify, so anything the policy would block in
// production is blocked here, and reported.

test.describe.configure({ timeout: 300_000 })

declare global {
  interface Window {
    cspViolations?: string[]
  }
}

/** Every violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      ;(window.cspViolations ??= []).push(`${e.effectiveDirective} blocked ${e.blockedURI}`)
    })
  })
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) seen.push(message.text())
  })
  return seen
}

async function violations(page: Page, console: string[]): Promise<string[]> {
  const reported = await page.evaluate(() => window.cspViolations ?? [])
  return [...reported, ...console]
}

test(`no page or modal breaks the site's own CSP`, async ({ page }) => {
  const fromConsole = await watchViolations(page)
  await page.route('**/api/v1.0/email/send', (route) => route.fulfill({ status: 200, body: 'OK' }))
  await page.route('https://formularios.exemplo.test/rsvp', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' }),
  )

  // Before the RSVP deadline, so the form is there to send (tests/e2e/clock.ts).
  await pinClock(page)
  const response = await page.goto('/')
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toContain("frame-ancestors 'none'")
  expect(policy).not.toContain('unsafe-inline')
  expect(response?.headers()['x-frame-options']).toBe('DENY')

  // The gift modal (the demo database boots in this page's worker first).
  const gifts = page.locator('#gifts')
  await gifts.scrollIntoViewIfNeeded()
  const reserve = gifts.getByRole('button', { name: /^Reservar / }).first()
  await expect(reserve).toBeVisible({ timeout: 150_000 })
  await reserve.click()
  const giftDialog = page.getByRole('dialog', { name: GIFTS.modalTitle })
  await expect(giftDialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(giftDialog).toBeHidden()

  // The card contribution modal, and the PIX card's QR code.
  const block = page.getByRole('region', { name: CONTRIBUTION.title })
  await block.getByRole('button', { name: /Contribuir Online/ }).click()
  const contribution = page.getByRole('dialog', { name: CONTRIBUTION.modalTitle })
  await expect(contribution).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(contribution).toBeHidden()
  const pix = page.getByRole('article', { name: PIX_COPY.title })
  await pix.getByLabel(PIX_COPY.amount).fill('80')
  await pix.getByRole('button', { name: /Gerar QR Code/ }).click()
  await expect(pix.getByRole('img', { name: 'QR Code PIX de R$ 80,00' })).toBeVisible()

  // The gallery's viewer.
  // Photos load when the gallery comes near the screen.
  await page.locator('#gallery').scrollIntoViewIfNeeded()
  const carousel = page.locator('#gallery').getByRole('region', { name: GALLERY.carousel })
  await expect(carousel).toBeVisible({ timeout: 60_000 })
  await carousel
    .getByRole('button', { name: /^Ampliar foto: / })
    .first()
    .click()
  const viewer = page.getByRole('dialog')
  await expect(viewer).toBeVisible()
  // Its own chunk, fetched at this first opening: focus moves in once it is there.
  await expect(viewer.getByRole('button', { name: GALLERY.closeViewer })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()

  // An RSVP: the answer is stored, e-mailed (EmailJS) and copied to the backup address.
  const rsvp = page.locator('#rsvp')
  await rsvp.getByLabel(RSVP.nomeCompleto).fill('Carla Mendes')
  await rsvp.getByRole('radio', { name: RSVP.sim }).check()
  await rsvp.getByLabel(RSVP.email).fill('carla.csp@exemplo.com')
  await rsvp.getByLabel(RSVP.telefone).fill('(34) 98888-1111')
  await rsvp.getByRole('button', { name: RSVP.submit }).click()
  await expect(rsvp.getByRole('status').filter({ hasText: RSVP.emailSent })).toBeVisible({
    timeout: 60_000,
  })
  expect(await violations(page, fromConsole)).toEqual([])

  // The couple's panel, with a confirmation dialog open (at the real date: tests/e2e/clock.ts).
  await realClock(page)
  await page.goto('/dev')
  await page.getByLabel(ADMIN.username).fill(DEMO_ADMIN_CREDENTIALS.username)
  await page.getByLabel(ADMIN.password).fill(DEMO_ADMIN_CREDENTIALS.password)
  await page.getByRole('button', { name: ADMIN.login }).click()
  await expect(page.getByText(ADMIN.welcome(DEMO_ADMIN_CREDENTIALS.username))).toBeVisible({
    timeout: 100_000,
  })
  const messages = page.locator('#admin-messages')
  await messages
    .getByRole('button', { name: /^Excluir mensagem de / })
    .first()
    .click()
  const confirm = page.getByRole('alertdialog', { name: ADMIN.confirmDeleteMessageTitle })
  await expect(confirm).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  expect(await violations(page, fromConsole)).toEqual([])

  // Back from Stripe: both return pages.
  await page.goto('/success?session_id=cs_test_csp')
  await expect(page.getByRole('heading', { name: PAYMENT_PAGES.successTitle })).toBeVisible()
  await page.goto('/cancel')
  await expect(page.getByRole('heading', { name: PAYMENT_PAGES.cancelTitle })).toBeVisible()
  expect(await violations(page, fromConsole)).toEqual([])
})
