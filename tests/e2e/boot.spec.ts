import { expect, test, type Locator, type Page } from '@playwright/test'
import { ERRORS, PAYMENT_PAGES } from '@/config/copy'
import { ADMIN } from '@/config/copy-admin'
import { COUPLE_NAMES } from '@/config/wedding'

// Only '/' has a prerendered first screen to paint before its script (docs/decisions/0007): every
// other route shows its own screen as soon as its script has run, without waiting for a paint
// that cannot come (the page empties the home shell there, so nothing is painted before), and
// /dev without a Suspense fallback first (React then holds the panel back at least 300 ms). The
// old page requested the script only when a 1.5 s fallback gave up on that paint: about 1.6 s of
// blank page, on the usual path (a guest back from Stripe, the couple opening their panel).

// The route's text is on screen this soon after navigation starts, by the page's own clock (so
// the time Playwright takes to drive the browser is not counted). On this 2-core machine the
// medians were 160-370 ms; with four other builds running, single runs reached 600 ms.
const SHOWN_WITHIN_MS = 500

const ROUTES: { path: string; text: string; find: (page: Page) => Locator }[] = [
  {
    path: '/dev',
    text: ADMIN.loginTitle,
    find: (page) => page.getByRole('heading', { name: ADMIN.loginTitle }),
  },
  {
    path: '/success?session_id=cs_test_x',
    text: PAYMENT_PAGES.successTitle,
    find: (page) => page.getByRole('heading', { level: 1, name: PAYMENT_PAGES.successTitle }),
  },
  {
    path: '/cancel',
    text: PAYMENT_PAGES.cancelTitle,
    find: (page) => page.getByRole('heading', { level: 1, name: PAYMENT_PAGES.cancelTitle }),
  },
  {
    path: '/nao-existe',
    text: ERRORS.notFoundTitle,
    find: (page) => page.getByRole('heading', { name: ERRORS.notFoundTitle }),
  },
]

/**
 * Opens `path` and returns when `text` was first drawn: the frame after the mutation that brought
 * it, in ms after navigation start.
 */
async function shownAfter(page: Page, path: string, text: string): Promise<number> {
  await page.addInitScript((wanted) => {
    const w = window as Window & { shownAt?: number }
    let seen = false
    const check = () => {
      if (seen || !document.body?.textContent?.includes(wanted)) return
      seen = true
      requestAnimationFrame(() => (w.shownAt = performance.now()))
    }
    new MutationObserver(check).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    })
  }, text)
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForFunction(() => (window as Window & { shownAt?: number }).shownAt !== undefined)
  return page.evaluate(() => (window as Window & { shownAt?: number }).shownAt ?? Infinity)
}

for (const route of ROUTES) {
  test(`${route.path} shows its screen at once after a visit to '/'`, async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: COUPLE_NAMES })).toBeVisible()
    const shown = await shownAfter(page, route.path, route.text)
    await expect(route.find(page)).toBeVisible()
    expect(shown).toBeLessThan(SHOWN_WITHIN_MS)
  })

  test(`${route.path} shows its screen at once on a first visit`, async ({ page }) => {
    const shown = await shownAfter(page, route.path, route.text)
    await expect(route.find(page)).toBeVisible()
    expect(shown).toBeLessThan(SHOWN_WITHIN_MS)
  })
}
