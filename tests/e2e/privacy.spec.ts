import { readFile } from 'node:fs/promises'
import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { COMMON, GIFTS, MESSAGES, RSVP } from '@/config/copy'
import { ADMIN as ADMIN_PANEL } from '@/config/copy-admin'
import { PERSONAL_DATA_FILE_NOTICE } from '@/config/copy-personal-data'
import { PRIVACY } from '@/config/copy-privacy'
import { PRIVACY_ADMIN } from '@/config/copy-privacy-admin'
import { PRIVACY_NOTICE } from '@/config/copy-privacy-notice'
import { PRIVACY_CONTROLLER } from '@/config/wedding'
import { DEMO_ADMIN_CREDENTIALS } from '@/features/admin/session/demo-credentials'

// Guests' data under LGPD: the privacy notice opens over any page, allergies are stored only
// with the guest's consent, and the couple find, export and erase one person in /dev.

// The embedded database boots in the browser on each new context: slow on a busy machine.
test.describe.configure({ timeout: 240_000 })

const BOOT_MS = 100_000
const EMAIL_ENDPOINT = '**/api/v1.0/email/send'
const BACKUP_ENDPOINT = 'https://formularios.exemplo.test/rsvp' // .env.e2e
// The demo wedding is 01/11/2025 and its RSVP closes after 02/10/2025: the form is filled before.
const BEFORE_RSVP_DEADLINE = new Date('2025-10-01T12:00:00-03:00')

/** No axe violation in the open dialog (or the given part of the page), once animations end. */
async function expectAccessible(page: Page, selector = '[role="dialog"]') {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

async function expectNotice(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: PRIVACY.link })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(PRIVACY_NOTICE.intro(PRIVACY_CONTROLLER.names))).toBeVisible()
  await expect(dialog.getByRole('heading', { name: PRIVACY_NOTICE.rightsTitle })).toBeAttached()
  return dialog
}

async function login(page: Page) {
  await page.goto('/dev')
  await page.getByLabel(ADMIN_PANEL.username).fill(DEMO_ADMIN_CREDENTIALS.username)
  await page.getByLabel(ADMIN_PANEL.password).fill(DEMO_ADMIN_CREDENTIALS.password)
  await page.getByRole('button', { name: ADMIN_PANEL.login }).click()
  await expect(page.getByText(ADMIN_PANEL.welcome(DEMO_ADMIN_CREDENTIALS.username))).toBeVisible({
    timeout: BOOT_MS,
  })
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

test('allergies are stored only with the consent; without it the rest of the answer is', async ({
  page,
}) => {
  await page.route(EMAIL_ENDPOINT, (route) => route.fulfill({ status: 200, body: 'OK' }))
  await page.route(BACKUP_ENDPOINT, (route) => route.fulfill({ status: 200, body: '{}' }))
  await page.clock.install({ time: BEFORE_RSVP_DEADLINE })
  await page.goto('/#rsvp')
  const rsvp = page.locator('#rsvp')
  const answer = async (name: string, email: string, consent: boolean) => {
    await rsvp.getByLabel(RSVP.nomeCompleto).fill(name)
    await rsvp.getByRole('radio', { name: RSVP.sim }).check()
    await rsvp.getByLabel(RSVP.email).fill(email)
    await rsvp.getByLabel(RSVP.telefone).fill('(34) 98888-1111')
    await rsvp.getByLabel(PRIVACY.dietary).fill('Alergia a amendoim')
    const box = rsvp.getByRole('checkbox', { name: PRIVACY.dietaryConsent })
    await expect(box).not.toBeChecked()
    if (consent) await box.check()
    await rsvp.getByRole('button', { name: RSVP.submit }).click()
    await expect(
      rsvp.getByRole('heading', { name: RSVP.thanksTitle(name.split(' ')[0] ?? '') }),
    ).toBeVisible({
      timeout: BOOT_MS,
    })
  }
  await answer('Sem Consentimento', 'sem@exemplo.com', false)
  await rsvp.getByRole('button', { name: RSVP.changeAnswer }).click()
  await answer('Com Consentimento', 'com@exemplo.com', true)

  await login(page)
  const panel = page.locator('#admin-rsvps')
  const row = (name: string) => panel.getByRole('row').filter({ hasText: name })
  await expect(row('Sem Consentimento')).toBeVisible()
  await expect(row('Sem Consentimento')).not.toContainText('Alergia a amendoim')
  await expect(row('Com Consentimento')).toContainText('Alergia a amendoim')
})

test('the couple find a guest by e-mail, export and erase them: the message and the reservation lose the name', async ({
  page,
}, testInfo) => {
  const guest = 'Tia Lúcia Ferreira' // the demo's: a reservation, an RSVP, a household, a paid card
  const email = 'lucia.ferreira@exemplo.com.br'
  await page.goto('/#messages')
  const wall = page.locator('#messages')
  await wall.getByLabel(MESSAGES.name, { exact: true }).fill(guest)
  await wall.getByLabel(MESSAGES.message, { exact: true }).fill('Felicidades aos noivos!')
  await expect(wall.getByText(PRIVACY.message)).toBeVisible()
  await wall.getByRole('button', { name: MESSAGES.submit }).click()
  await page
    .getByRole('dialog', { name: MESSAGES.successTitle })
    .getByRole('button', { name: MESSAGES.ok })
    .click()
  await expect(wall.getByText('Felicidades aos noivos!')).toBeVisible({ timeout: BOOT_MS })

  await login(page)
  await page.getByRole('link', { name: PRIVACY_ADMIN.title }).click()
  const panel = page.locator('#admin-privacy')
  await panel.getByLabel(PRIVACY_ADMIN.query).fill(email)
  await panel.getByRole('button', { name: PRIVACY_ADMIN.search }).click()
  const person = panel.getByRole('region', { name: PRIVACY_ADMIN.foundFor(email) })
  await expect(person).toContainText(
    PRIVACY_ADMIN.reservationLine('Jogo de panelas de inox', guest),
  )
  await expect(person).toContainText(`${guest}: Felicidades aos noivos!`)
  await expectAccessible(page, '#admin-privacy')
  await page.screenshot({ path: `test-results/screens/privacy-panel-${testInfo.project.name}.png` })

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
  await expect(panel.getByText(PRIVACY_ADMIN.nothingFound)).toBeVisible()
  const log = panel.getByRole('table', { name: PRIVACY_ADMIN.logTitle })
  await expect(log.getByText(PRIVACY_ADMIN.actions.erase).first()).toBeVisible()
  await expect(log).toContainText(DEMO_ADMIN_CREDENTIALS.username)

  // The site: the wall and the gift no longer show the name.
  await page.goto('/#gifts')
  const gifts = page.locator('#gifts')
  const card = gifts.getByRole('listitem').filter({ hasText: 'Jogo de panelas de inox' })
  await expect(card).toContainText(GIFTS.reserved, { timeout: BOOT_MS })
  await expect(card).not.toContainText(guest)
  await page.locator('#messages').scrollIntoViewIfNeeded()
  await expect(page.locator('#messages').getByText('Felicidades aos noivos!')).toBeVisible()
  await expect(page.locator('#messages')).not.toContainText(guest)
})
