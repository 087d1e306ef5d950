import { readFile } from 'node:fs/promises'
import {
  expect,
  test,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test'
import { COMMON } from '@/config/copy/common'
import { GIFTS } from '@/config/copy/gifts'
import { MESSAGES } from '@/config/copy/messages'
import { RSVP } from '@/config/copy/rsvp'
import { PERSONAL_DATA_FILE_NOTICE } from '@/config/copy/personal-data'
import { PRIVACY } from '@/config/copy/privacy'
import { PRIVACY_ADMIN } from '@/config/copy/admin-privacy'
import { PRIVACY_NOTICE } from '@/config/copy/privacy-notice'
import { PRIVACY_CONTROLLER } from '@/config/wedding'
import { DEMO_ADMIN_CREDENTIALS } from '@/features/admin/session/demo-credentials'
import { expectNoAxeViolations } from './axe'
import { guestBrowser, loginAsCouple } from './couple'
import { SUPABASE_SITE_URL } from './sites'

// Guests' data under LGPD: the privacy notice opens over any page, allergies are stored only
// with the guest's consent, and the couple find, export and erase one person in /dev.

// The embedded database boots in the browser on each new context: slow on a busy machine.
test.describe.configure({ timeout: 240_000 })

const BOOT_MS = 100_000
// The demo wedding is 01/11/2025 and its RSVP closes after 02/10/2025: the form is filled before.
const BEFORE_RSVP_DEADLINE = new Date('2025-10-01T12:00:00-03:00')

/** No axe violation in the open dialog (or the given part of the page). */
const expectAccessible = (page: Page, selector = '[role="dialog"]') =>
  expectNoAxeViolations(page, [selector])

async function expectNotice(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: PRIVACY.link })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(PRIVACY_NOTICE.intro(PRIVACY_CONTROLLER.names))).toBeVisible()
  await expect(dialog.getByRole('heading', { name: PRIVACY_NOTICE.rightsTitle })).toBeAttached()
  return dialog
}

/** The couple's /dev on the site whose one database every browser shares. */
async function login(page: Page) {
  await loginAsCouple(page, SUPABASE_SITE_URL)
}

test('the notice opens over the page from the footer and from the RSVP form, and on the other pages', async ({
  page,
}, testInfo) => {
  await page.clock.install({ time: BEFORE_RSVP_DEADLINE })
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  await footer.getByRole('button', { name: PRIVACY.link }).click()
  const dialog = await expectNotice(page)
  await expectAccessible(page)
  await page.screenshot({
    path: `test-results/screens/privacy-notice-${testInfo.project.name}.png`,
  })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(new URL(page.url()).pathname).toBe('/')

  // From the form, without losing what was typed.
  const rsvp = page.locator('#rsvp')
  await rsvp.scrollIntoViewIfNeeded()
  await rsvp.getByLabel(RSVP.nomeCompleto).fill('Carla Mendes')
  await expect(rsvp.getByText(PRIVACY.rsvp)).toBeVisible()
  await rsvp.getByRole('button', { name: PRIVACY.link }).click()
  await expectNotice(page)
  await page
    .getByRole('dialog', { name: PRIVACY.link })
    .getByRole('button', { name: COMMON.close })
    .click()
  await expect(rsvp.getByLabel(RSVP.nomeCompleto)).toHaveValue('Carla Mendes')
  await rsvp.getByLabel(PRIVACY.dietary).scrollIntoViewIfNeeded()
  await rsvp.screenshot({
    path: `test-results/screens/privacy-rsvp-consent-${testInfo.project.name}.png`,
  })

  for (const path of ['/success', '/cancel', '/nao-existe']) {
    await page.goto(path)
    await page.getByRole('button', { name: PRIVACY.link }).click()
    await expectNotice(page)
  }
})

/**
 * A guest's own phone on the shared-database site, EmailJS and the backup answered. `time` pins
 * its clock (the couple's panel keeps the real one: a session from "the future" is refused).
 */
async function guestPhone(browser: Browser, testInfo: TestInfo, time?: Date) {
  const context = await guestBrowser(browser, testInfo)
  const page = await context.newPage()
  if (time) await page.clock.install({ time })
  return { context, page }
}

/** Names and e-mails of this run's own guests: the shared database outlives one test. */
const stamp = (testInfo: TestInfo) => `${testInfo.project.name}${Date.now().toString(36)}`

test('allergies are stored only with the consent; without it the rest of the answer is', async ({
  page,
  browser,
}, testInfo) => {
  const run = stamp(testInfo)
  const guest = await guestPhone(browser, testInfo, BEFORE_RSVP_DEADLINE)
  await guest.page.goto('/#rsvp')
  const rsvp = guest.page.locator('#rsvp')
  const answer = async (name: string, consent: boolean) => {
    await rsvp.getByLabel(RSVP.nomeCompleto).fill(name)
    await rsvp.getByRole('radio', { name: RSVP.sim }).check()
    await rsvp
      .getByLabel(RSVP.email)
      .fill(`${name.split(' ')[0]?.toLowerCase()}-${run}@exemplo.com`)
    await rsvp.getByLabel(RSVP.telefone).fill('(34) 98888-1111')
    await rsvp.getByLabel(PRIVACY.dietary).fill('Alergia a amendoim')
    const box = rsvp.getByRole('checkbox', { name: PRIVACY.dietaryConsent })
    await expect(box).not.toBeChecked()
    if (consent) await box.check()
    await rsvp.getByRole('button', { name: RSVP.submit }).click()
    await expect(
      rsvp.getByRole('heading', { name: RSVP.thanksTitle(name.split(' ')[0] ?? '') }),
    ).toBeVisible({ timeout: BOOT_MS })
  }
  await answer(`Sem ${run}`, false)
  await rsvp.getByRole('button', { name: RSVP.changeAnswer }).click()
  await answer(`Com ${run}`, true)
  await guest.context.close()

  await login(page)
  const panel = page.locator('#admin-rsvps')
  const row = (name: string) => panel.getByRole('row').filter({ hasText: name })
  await expect(row(`Sem ${run}`)).toBeVisible()
  await expect(row(`Sem ${run}`)).not.toContainText('Alergia a amendoim')
  await expect(row(`Com ${run}`)).toContainText('Alergia a amendoim')
})

test('the couple find a guest by e-mail, export and erase them: the message and the reservation lose the name', async ({
  page,
  browser,
}, testInfo) => {
  const run = stamp(testInfo)
  const name = `Convidada ${run}`
  const email = `convidada-${run}@exemplo.com`
  const guest = await guestPhone(browser, testInfo)

  // The guest reserves a gift and leaves a message.
  await guest.page.goto('/#gifts')
  const gifts = guest.page.locator('#gifts')
  const reserve = gifts.getByRole('button', { name: /^Reservar / }).first()
  await expect(reserve).toBeVisible({ timeout: BOOT_MS })
  const giftName = ((await reserve.getAttribute('aria-label')) ?? '').replace(/^Reservar /, '')
  await reserve.click()
  const reservation = guest.page.getByRole('dialog', { name: GIFTS.modalTitle })
  await expect(reservation.getByText(PRIVACY.gift)).toBeVisible()
  await reservation.getByLabel(GIFTS.guestName).fill(name)
  await reservation.getByLabel(GIFTS.guestEmail).fill(email)
  await reservation.getByRole('button', { name: GIFTS.confirmReservation }).click()
  const reserved = guest.page.getByRole('dialog', { name: GIFTS.successTitle })
  await reserved.getByRole('button', { name: GIFTS.backToList }).click()
  const card = gifts.getByRole('listitem').filter({ hasText: giftName })
  await expect(card).toContainText(GIFTS.reservedBy(name))

  const wall = guest.page.locator('#messages')
  await wall.scrollIntoViewIfNeeded()
  await wall.getByLabel(MESSAGES.name, { exact: true }).fill(name)
  await wall.getByLabel(MESSAGES.message, { exact: true }).fill(`Felicidades! ${run}`)
  await expect(wall.getByText(PRIVACY.message)).toBeVisible()
  await wall.getByRole('button', { name: MESSAGES.submit }).click()
  await guest.page
    .getByRole('dialog', { name: MESSAGES.successTitle })
    .getByRole('button', { name: MESSAGES.ok })
    .click()
  await expect(wall.getByText(`Felicidades! ${run}`)).toBeVisible()

  // The couple find them by e-mail, export and erase.
  await login(page)
  await page.getByRole('link', { name: PRIVACY_ADMIN.title }).click()
  const panel = page.locator('#admin-privacy')
  await panel.getByLabel(PRIVACY_ADMIN.query).fill(email)
  await panel.getByRole('button', { name: PRIVACY_ADMIN.search }).click()
  const person = panel.getByRole('region', { name: PRIVACY_ADMIN.foundFor(email) })
  await expect(person).toContainText(PRIVACY_ADMIN.reservationLine(giftName, name))
  await expect(person).toContainText(`${name}: Felicidades! ${run}`)
  await expectAccessible(page, '#admin-privacy')
  await panel.screenshot({
    path: `test-results/screens/privacy-panel-${testInfo.project.name}.png`,
  })

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    person.getByRole('button', { name: PRIVACY_ADMIN.export }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^dados-pessoais-\d{4}-\d{2}-\d{2}\.json$/)
  const file = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
    notice: string
    emails: string[]
  }
  expect(file.notice).toBe(PERSONAL_DATA_FILE_NOTICE)
  expect(file.emails).toContain(email)

  await person.getByRole('button', { name: PRIVACY_ADMIN.erase }).click()
  const confirm = page.getByRole('alertdialog', { name: PRIVACY_ADMIN.eraseTitle })
  await expectAccessible(page, '[role="alertdialog"]')
  await confirm.getByRole('button', { name: PRIVACY_ADMIN.eraseConfirm }).click()
  await expect(person.getByText(PRIVACY_ADMIN.nothingFound)).toBeVisible()
  const log = panel.getByRole('table', { name: PRIVACY_ADMIN.logTitle })
  await expect(log.getByText(PRIVACY_ADMIN.actions.erase).first()).toBeVisible()
  await expect(log).toContainText(DEMO_ADMIN_CREDENTIALS.username)

  // The guest's page: the gift stays reserved and the message stays, without the name.
  await guest.page.reload()
  await expect(card).toContainText(GIFTS.reserved, { timeout: BOOT_MS })
  await expect(card).not.toContainText(name)
  await wall.scrollIntoViewIfNeeded()
  await expect(wall.getByText(`Felicidades! ${run}`)).toBeVisible()
  await expect(wall).not.toContainText(name)
  await guest.context.close()
})
