import { expect, test, type Page } from '@playwright/test'
import { COMMON } from '@/config/copy/common'
import { COUNTDOWN } from '@/config/copy/countdown'
import { NAV } from '@/config/copy/navigation'
import { PAYMENT_PAGES } from '@/config/copy/payments'
import { ADMIN } from '@/config/copy/admin'
import { GUIDE_NAV_ITEM } from '@/config/nav-items'
import { COUPLE_NAMES } from '@/config/wedding'
import { DEMO_ADMIN_CREDENTIALS } from '@/features/admin/session/demo-credentials'
import { expectNoAxeViolations } from './axe'
import { MOMENTS, pinClock, realClock } from './clock'

// The one desktop pass (the 'desktop' project of playwright.config.ts): every page at 1280x800,
// for its layout (nothing runs off the side) and axe (every rule: WCAG 2.1 A/AA and best practices), with a screenshot to look
// at. What the pages do is tested once, on the phone (tests/e2e/README.md).

test.describe.configure({ timeout: 240_000 })

// The demo database boots in the browser on the first visit.
const BOOT_MS = 150_000

async function expectLaidOut(page: Page, name: string) {
  // Measure the settled page: entrance animations would catch text mid-fade.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0)
  await test.step(`axe: ${name}`, () => expectNoAxeViolations(page))
  await page.screenshot({ path: `test-results/screens/desktop-${name}.png`, fullPage: true })
}

test('every page fits a desktop screen and passes axe', async ({ page }) => {
  // The main page a month before the wedding (the RSVP form open), its sections loaded.
  await pinClock(page, MOMENTS.monthBefore)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: COUPLE_NAMES })).toBeVisible()
  await expect(page.getByText(COUNTDOWN.subtitle)).toBeVisible()
  const nav = page.getByRole('navigation', { name: NAV.label })
  await expect(nav).toBeVisible()
  await page.locator('#gifts').scrollIntoViewIfNeeded()
  await expect(
    page
      .locator('#gifts')
      .getByRole('button', { name: /^Reservar / })
      .first(),
  ).toBeVisible({ timeout: BOOT_MS })
  await page.locator('footer').scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
  await expectLaidOut(page, 'home')

  // The narrowest window that still has the bar (768 px): every item fits, the guide's last.
  await page.setViewportSize({ width: 768, height: 800 })
  const guideLink = await nav
    .getByRole('link', { name: GUIDE_NAV_ITEM.label, exact: true })
    .boundingBox()
  expect((guideLink?.x ?? 0) + (guideLink?.width ?? Infinity)).toBeLessThanOrEqual(768)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768)
  await page.setViewportSize({ width: 1280, height: 800 })

  for (const [path, name, heading] of [
    ['/success?session_id=cs_test_desktop', 'success', PAYMENT_PAGES.successTitle],
    ['/cancel', 'cancel', PAYMENT_PAGES.cancelTitle],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expectLaidOut(page, name)
  }
  await page.goto('/nao-existe')
  await expect(page.getByRole('link', { name: COMMON.backToSite })).toBeVisible()
  await expectLaidOut(page, 'not-found')

  // The couple's /dev: the login, then the panel with its lists loaded (at the real date: the
  // database dates the session by its own clock).
  await realClock(page)
  await page.goto('/dev')
  await expect(page.getByRole('heading', { name: ADMIN.loginTitle })).toBeVisible()
  await expectLaidOut(page, 'admin-login')
  await page.getByLabel(ADMIN.username).fill(DEMO_ADMIN_CREDENTIALS.username)
  await page.getByLabel(ADMIN.password).fill(DEMO_ADMIN_CREDENTIALS.password)
  await page.getByRole('button', { name: ADMIN.login }).click()
  await expect(page.getByText(ADMIN.welcome(DEMO_ADMIN_CREDENTIALS.username))).toBeVisible({
    timeout: BOOT_MS,
  })
  await expect(
    page.getByRole('heading', { name: 'Jogo de panelas de inox', level: 3 }),
  ).toBeVisible()
  await expectLaidOut(page, 'admin-panel')
})
