import { expect, test, type Page } from '@playwright/test'
import { BBQ_KIT } from '@/config/copy/bbq-kit'
import { COUNTDOWN } from '@/config/copy/countdown'
import { GALLERY } from '@/config/copy/gallery'
import { GIFTS } from '@/config/copy/gifts'
import { HERO } from '@/config/copy/hero'
import { MESSAGES } from '@/config/copy/messages'
import { NAV } from '@/config/copy/navigation'
import { PERSONAL_RSVP, RSVP } from '@/config/copy/rsvp'
import { ADMIN, RSVP_DEADLINE_ADMIN } from '@/config/copy/admin'
import { AFTER_WEDDING } from '@/config/copy/countdown'
import { RSVP_DEADLINE } from '@/config/copy/rsvp'
import { NAV_AFTER_WEDDING } from '@/config/nav-items'
import { BBQ, THANK_YOU, WHATSAPP_NUMBER } from '@/config/wedding'
import { DEMO_ADMIN_CREDENTIALS } from '@/features/admin/session/demo-credentials'
import { MOMENTS, pinClock, realClock } from './clock'
import { openWithScriptHeld } from './hold-script'

// The site by the clock (docs/decisions/0018-the-site-by-the-clock.md) at the four moments, with
// a screenshot of the first screen and of the RSVP section at each (test-results/screens).

// The demo database boots in the browser on each fresh context: slow on a busy machine.
test.describe.configure({ timeout: 240_000 })
const BOOT_MS = 100_000

const NAV_THANKS = NAV_AFTER_WEDDING.rsvp ?? { label: '', subtitle: '' }

const hero = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { level: 1 }) })

/**
 * The RSVP section as the test left it, then the first screen and what follows the invitation
 * (the countdown; after the wedding, the gallery and the days married), from a fresh visit to '/'.
 */
async function shoot(page: Page, moment: string, project: string) {
  const rsvp = page.locator('#rsvp')
  await rsvp.scrollIntoViewIfNeeded()
  await expect(rsvp.getByRole('heading', { level: 2 })).toBeVisible({ timeout: BOOT_MS })
  // Not the placeholder the section shows while it asks the database.
  await expect(rsvp.getByRole('status').filter({ hasText: PERSONAL_RSVP.loading })).toHaveCount(0, {
    timeout: BOOT_MS,
  })
  await rsvp.screenshot({ path: `test-results/screens/clock-${moment}-${project}-rsvp.png` })

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
  await page.screenshot({ path: `test-results/screens/clock-${moment}-${project}-top.png` })
  const gallery = page.getByRole('heading', { level: 2, name: GALLERY.title })
  await expect(gallery).toBeAttached({ timeout: BOOT_MS })
  await page
    .locator('#home')
    .evaluate((home) =>
      window.scrollTo({ top: home.getBoundingClientRect().bottom - 500, behavior: 'instant' }),
    )
  await page.screenshot({ path: `test-results/screens/clock-${moment}-${project}-next.png` })
}

test('a month before: the invitation, the countdown and the RSVP form', async ({
  page,
}, testInfo) => {
  await pinClock(page, MOMENTS.monthBefore)
  await page.goto('/')
  await expect(hero(page).getByText(HERO.eyebrow)).toBeVisible()
  await expect(page.getByText(HERO.married)).toBeHidden()
  await expect(page.getByText(THANK_YOU)).toBeHidden()
  await expect(page.getByRole('timer', { name: COUNTDOWN.title })).toContainText('31')
  await page.goto('/#rsvp')
  const rsvp = page.locator('#rsvp')
  await expect(rsvp.getByRole('button', { name: RSVP.submit })).toBeVisible({ timeout: BOOT_MS })
  await shoot(page, 'month-before', testInfo.project.name)
})

test('after the deadline the demo still takes answers; switched off in /dev, the guest is sent to WhatsApp', async ({
  page,
}, testInfo) => {
  await pinClock(page, MOMENTS.afterDeadline)
  await page.goto('/#rsvp')
  const rsvp = page.locator('#rsvp')
  // The demo keeps accepting answers (supabase/seed.sql): the form stays.
  await expect(rsvp.getByRole('button', { name: RSVP.submit })).toBeVisible({ timeout: BOOT_MS })

  // The couple switch it off (their panel at the real date: tests/e2e/clock.ts).
  await realClock(page)
  await page.goto('/dev')
  await page.getByLabel(ADMIN.username).fill(DEMO_ADMIN_CREDENTIALS.username)
  await page.getByLabel(ADMIN.password).fill(DEMO_ADMIN_CREDENTIALS.password)
  await page.getByRole('button', { name: ADMIN.login }).click()
  const keepOpen = page.getByRole('switch', { name: RSVP_DEADLINE_ADMIN.keepOpen })
  await expect(keepOpen).toBeChecked({ timeout: BOOT_MS })
  // The switch shows what the database holds: it turns once the setting is saved.
  await keepOpen.click()
  await expect(page.getByText(RSVP_DEADLINE_ADMIN.saved)).toBeVisible()
  await expect(keepOpen).not.toBeChecked()
  await page.clock.setSystemTime(MOMENTS.afterDeadline)

  // The open form and a household's personal link both say so and offer the couple's WhatsApp.
  for (const address of ['/#rsvp', '/?convite=3hsqwyszjk#rsvp']) {
    await page.goto(address)
    await expect(rsvp.getByRole('heading', { name: RSVP_DEADLINE.closedTitle })).toBeVisible({
      timeout: BOOT_MS,
    })
    await expect(
      rsvp.getByRole('link', { name: new RegExp(RSVP_DEADLINE.whatsApp) }),
    ).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${WHATSAPP_NUMBER}\\?text=`))
    await expect(rsvp.getByRole('button', { name: RSVP.submit })).toHaveCount(0)
    await expect(rsvp.getByRole('group')).toHaveCount(0)
  }
  await expect(hero(page).getByText(HERO.eyebrow)).toBeVisible()
  await shoot(page, 'after-deadline', testInfo.project.name)
})

test('on the day: the countdown to the ceremony, and no thank-you yet', async ({
  page,
}, testInfo) => {
  await pinClock(page, MOMENTS.weddingDay)
  await page.goto('/')
  const countdown = page.getByRole('timer', { name: COUNTDOWN.title })
  // 14:00 at the venue, the ceremony at 16:00: 1 hour, 59 minutes and some seconds to go.
  await expect(countdown.getByRole('listitem').filter({ hasText: COUNTDOWN.hours })).toContainText(
    '01',
  )
  await expect(countdown.getByRole('listitem').filter({ hasText: COUNTDOWN.days })).toContainText(
    '00',
  )
  await expect(hero(page).getByText(HERO.eyebrow)).toBeVisible()
  await expect(page.getByText(HERO.married)).toBeHidden()
  // Past the deadline, the demo still takes answers (supabase/seed.sql).
  await page.goto('/#rsvp')
  await expect(page.locator('#rsvp').getByRole('button', { name: RSVP.submit })).toBeVisible({
    timeout: BOOT_MS,
  })
  await shoot(page, 'wedding-day', testInfo.project.name)
})

test('a week after: married, the gallery first, the thank-you, gifts and messages open', async ({
  page,
  isMobile,
}, testInfo) => {
  await pinClock(page, MOMENTS.weekAfter)
  await page.goto('/')
  await expect(hero(page).getByText(HERO.married)).toBeVisible()
  await expect(hero(page).getByText(THANK_YOU)).toBeVisible()
  await expect(page.getByText(HERO.eyebrow)).toBeHidden()
  await expect(page.getByRole('timer')).toHaveCount(0)
  const married = page.getByRole('heading', { level: 2, name: 'Casados há 7 dias' })
  const gallery = page.getByRole('heading', { level: 2, name: GALLERY.title })
  await expect(married).toBeVisible({ timeout: BOOT_MS })
  // The gallery moved up: right under the invitation, before the days married.
  const top = async (l: typeof married) => (await l.boundingBox())?.y ?? Number.NaN
  expect(await top(gallery)).toBeLessThan(await top(married))

  // The BBQ kit was for the party: gone, with its menu item; 'Confirmar' became the thank-you.
  await expect(page.locator('#bbq')).toHaveCount(0)
  await expect(page.getByText(BBQ_KIT.deliver(BBQ.deliveryDeadlineLabel))).toHaveCount(0)
  if (isMobile) await page.getByRole('button', { name: NAV.openMenu }).click()
  const menu = isMobile
    ? page.getByRole('dialog', { name: NAV.menuTitle })
    : page.getByRole('navigation', { name: NAV.label })
  await expect(menu.getByRole('link', { name: /Kit BBQ/ })).toHaveCount(0)
  await expect(menu.getByRole('link', { name: /Confirmar/ })).toHaveCount(0)
  const thanksItem = menu.getByRole('link', { name: new RegExp(NAV_THANKS.label) })
  if (isMobile) await expect(thanksItem).toContainText(NAV_THANKS.subtitle)
  await page.screenshot({
    path: `test-results/screens/clock-week-after-${testInfo.project.name}-menu.png`,
  })
  await thanksItem.click()
  await expect(page).toHaveURL(/#rsvp$/)
  const rsvp = page.locator('#rsvp')
  await expect(rsvp.getByRole('heading', { name: AFTER_WEDDING.rsvpTitle })).toBeVisible({
    timeout: BOOT_MS,
  })
  await expect(rsvp.getByText(THANK_YOU)).toBeVisible()
  await expect(rsvp.getByRole('textbox')).toHaveCount(0)
  // The guide asks nothing that was only for before: how to confirm, where to deliver the kit.
  const guide = page.locator('#guia')
  await guide.scrollIntoViewIfNeeded()
  await expect(guide.getByRole('button', { name: 'Onde vejo as fotos do casamento?' })).toBeVisible(
    {
      timeout: BOOT_MS,
    },
  )
  await expect(guide.getByRole('button', { name: 'Até quando confirmo presença?' })).toHaveCount(0)
  // Gifts and messages stay open.
  await expect(page.getByRole('heading', { level: 2, name: GIFTS.title })).toBeAttached()
  const messages = page.locator('#messages')
  await messages.scrollIntoViewIfNeeded()
  await expect(messages.getByRole('heading', { name: MESSAGES.title })).toBeVisible()
  await expect(messages.getByRole('textbox').first()).toBeEditable({ timeout: BOOT_MS })
  await shoot(page, 'week-after', testInfo.project.name)
})

for (const [name, at, shown, hidden] of [
  ['after the wedding', MOMENTS.weekAfter, HERO.married, HERO.eyebrow],
  ['before the wedding', MOMENTS.monthBefore, HERO.eyebrow, HERO.married],
] as const) {
  test(`${name}, the prerendered first screen shows its own form before the script, and keeps it`, async ({
    page,
  }) => {
    const problems: string[] = []
    page.on('pageerror', (e) => problems.push(e.message))
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text())
    })
    await pinClock(page, at)
    const release = await openWithScriptHeld(page)
    // No script has run but the <head> line: the other form is never on screen.
    await expect(hero(page).getByText(shown)).toBeVisible()
    await expect(page.getByText(hidden)).toBeHidden()
    await expect(page.getByRole('timer')).toBeVisible({ visible: at === MOMENTS.monthBefore })
    await page.evaluate(() => {
      const marked = window as unknown as { heroNames?: Element | null }
      marked.heroNames = document.querySelector('#hero-names')
    })
    release()
    await expect(page.getByRole('heading', { name: GALLERY.title })).toBeAttached({
      timeout: BOOT_MS,
    })
    await expect(hero(page).getByText(shown)).toBeVisible()
    await expect(page.getByText(hidden)).toHaveCount(0)
    const kept = await page.evaluate(
      () => (window as unknown as { heroNames?: Element | null }).heroNames?.isConnected === true,
    )
    expect(kept).toBe(true)
    expect(problems).toEqual([])
  })
}
