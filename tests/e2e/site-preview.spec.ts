import { expect, test, type Page } from '@playwright/test'
import { BBQ_KIT } from '@/config/copy/bbq-kit'
import { COUNTDOWN } from '@/config/copy/countdown'
import { GALLERY } from '@/config/copy/gallery'
import { HERO } from '@/config/copy/hero'
import { RSVP } from '@/config/copy/rsvp'
import { PREVIEW } from '@/config/copy/preview'
import { BBQ, THANK_YOU } from '@/config/wedding'
import { formatShortDate } from '@/lib/dates'
import { previewHref, previewMoments, type PreviewMomentName } from '@/lib/preview-moments'
import { MOMENTS, pinClock } from './clock'
import { loginAsCouple } from './couple'

// 'Ver o site como em…' (src/lib/site-clock.ts): a tab opened at a moment shows what a guest saw
// then, under a bar that says so, from its first paint; any other tab shows today's site.

test.describe.configure({ timeout: 240_000 })
const BOOT_MS = 100_000

const hero = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { level: 1 }) })

const moment = (name: PreviewMomentName) => {
  const found = previewMoments().find((m) => m.name === name)
  if (!found) throw new Error(`no moment ${name}`)
  return found
}

/** The bar of a preview tab, naming its day. */
async function expectBar(page: Page, name: PreviewMomentName) {
  const bar = page.getByRole('complementary', { name: PREVIEW.title })
  await expect(bar).toContainText(PREVIEW.bar(formatShortDate(moment(name).at)), {
    timeout: BOOT_MS,
  })
  await expect(bar.getByRole('button', { name: PREVIEW.leave })).toBeVisible()
}

/** Before the wedding: the invitation's eyebrow, a running countdown, the BBQ kit, the RSVP form. */
async function expectBefore(page: Page) {
  await expect(hero(page).getByText(HERO.eyebrow)).toBeVisible()
  await expect(page.getByText(HERO.married)).toBeHidden()
  await expect(page.getByRole('timer', { name: COUNTDOWN.title })).toBeVisible()
  await expect(page.getByText(BBQ_KIT.deliver(BBQ.deliveryDeadlineLabel))).toBeAttached({
    timeout: BOOT_MS,
  })
  const rsvp = page.locator('#rsvp')
  await rsvp.scrollIntoViewIfNeeded()
  await expect(rsvp.getByRole('button', { name: RSVP.submit })).toBeVisible({ timeout: BOOT_MS })
}

/** After the wedding: 'Casamos!', the thank-you, the days married, no countdown nor BBQ kit. */
async function expectMarried(page: Page, days: number) {
  await expect(hero(page).getByText(HERO.married)).toBeVisible()
  await expect(hero(page).getByText(THANK_YOU)).toBeVisible()
  await expect(page.getByText(HERO.eyebrow)).toBeHidden()
  await expect(page.getByRole('timer')).toHaveCount(0)
  await expect(
    page.getByRole('heading', { level: 2, name: `Casados há ${days} dias` }),
  ).toBeVisible({ timeout: BOOT_MS })
  await expect(page.locator('#bbq')).toHaveCount(0)
}

test("each moment on a phone, under its bar; another tab keeps today's site; leaving the preview comes back to today", async ({
  context,
}, testInfo) => {
  // Today, for this test: a week after the wedding.
  await pinClock(context, MOMENTS.weekAfter)
  const page = await context.newPage()

  await page.goto(previewHref(moment('monthBefore').value))
  await expectBar(page, 'monthBefore')
  // The address no longer carries the preview: a copied link is the plain site.
  expect(new URL(page.url()).search).toBe('')
  await expectBefore(page)
  await expect(page.getByRole('timer', { name: COUNTDOWN.title })).toContainText('31')
  await page.screenshot({
    path: `test-results/screens/preview-month-before-${testInfo.project.name}.png`,
  })

  await page.goto(previewHref(moment('lastRsvpDay').value))
  await expectBar(page, 'lastRsvpDay')
  await expectBefore(page)
  await expect(page.locator('html')).toHaveAttribute('data-wedding-phase', 'rsvp-open')

  await page.goto(previewHref(moment('afterDeadline').value))
  await expectBar(page, 'afterDeadline')
  // The demo keeps taking answers after the deadline (supabase/seed.sql): the form stays.
  await expectBefore(page)
  await expect(page.locator('html')).toHaveAttribute('data-wedding-phase', 'rsvp-closed')

  await page.goto(previewHref(moment('weddingDay').value))
  await expectBar(page, 'weddingDay')
  const countdown = page.getByRole('timer', { name: COUNTDOWN.title })
  await expect(countdown.getByRole('listitem').filter({ hasText: COUNTDOWN.days })).toContainText(
    '00',
  )
  await expect(countdown.getByRole('listitem').filter({ hasText: COUNTDOWN.hours })).toContainText(
    '01',
  )
  await expect(page.locator('html')).toHaveAttribute('data-wedding-phase', 'wedding-day')

  // A reload keeps the tab's preview.
  await page.reload()
  await expectBar(page, 'weddingDay')
  await expect(page.locator('html')).toHaveAttribute('data-wedding-phase', 'wedding-day')

  // Another tab, a plain visit: today's site, no bar.
  const other = await context.newPage()
  await other.goto('/')
  await expectMarried(other, 7)
  await expect(other.getByRole('complementary', { name: PREVIEW.title })).toHaveCount(0)
  await other.close()

  await page.goto(previewHref(moment('weekAfter').value))
  await expectBar(page, 'weekAfter')
  await expectMarried(page, 7)
  await page.screenshot({ path: `test-results/screens/preview-bar-${testInfo.project.name}.png` })

  // Any date: the first of the year before, months before the wedding.
  await page.goto(previewHref('2025-06-01'))
  const bar = page.getByRole('complementary', { name: PREVIEW.title })
  await expect(bar).toContainText(PREVIEW.bar('01/06/2025'), { timeout: BOOT_MS })
  await expectBefore(page)

  await bar.getByRole('button', { name: PREVIEW.leave }).click()
  await expect(page.getByRole('complementary', { name: PREVIEW.title })).toHaveCount(0, {
    timeout: BOOT_MS,
  })
  await expectMarried(page, 7)
})

test('the first screen of a preview shows its moment before the app script runs', async ({
  page,
}) => {
  await pinClock(page, MOMENTS.weekAfter)
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(previewHref(moment('monthBefore').value), { waitUntil: 'commit' })
  // Only the <head> line has run: the before-the-wedding form, never 'Casamos!'.
  await expect(hero(page).getByText(HERO.eyebrow)).toBeVisible()
  await expect(page.getByText(HERO.married)).toBeHidden()
  await expect(page.getByRole('timer')).toBeVisible()
  release()
  await expect(page.getByRole('heading', { name: GALLERY.title })).toBeAttached({
    timeout: BOOT_MS,
  })
  await expect(hero(page).getByText(HERO.eyebrow)).toBeVisible()
  await expect(page.getByText(HERO.married)).toBeHidden()
})

test("from /dev, a moment opens the site in a new tab; the couple's tab and a plain visit stay at today", async ({
  context,
  page,
}) => {
  // The couple's session is dated by the database's clock: the real date (tests/e2e/clock.ts),
  // a year after the demo wedding.
  await loginAsCouple(page)
  const panel = page.getByRole('region', { name: PREVIEW.title })
  await panel.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/screens/preview-dev-mobile.png', fullPage: false })
  const opened = context.waitForEvent('page')
  await panel.getByRole('link', { name: new RegExp(PREVIEW.moments.monthBefore) }).click()
  const preview = await opened
  await expectBar(preview, 'monthBefore')
  await expectBefore(preview)
  await preview.screenshot({ path: 'test-results/screens/preview-from-dev-mobile.png' })

  const plain = await context.newPage()
  await plain.goto('/')
  await expect(hero(plain).getByText(HERO.married)).toBeVisible()
  await expect(plain.getByRole('complementary', { name: PREVIEW.title })).toHaveCount(0)
  await expect(page.getByRole('region', { name: PREVIEW.title })).toBeVisible()
})
