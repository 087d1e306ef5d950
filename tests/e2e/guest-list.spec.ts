import { fileURLToPath } from 'node:url'
import {
  expect,
  test,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test'
import { ADMIN } from '@/config/copy/admin'
import { GUESTS_ADMIN as G } from '@/config/copy/admin-guests'
import { COMMON } from '@/config/copy/common'
import { RSVP } from '@/config/copy/rsvp'
import { HOUSEHOLD_RSVP } from '@/config/copy/rsvp-household'
import { guestBrowser, loginAsCouple } from './couple'
import { pinClock } from './clock'
import { SUPABASE_SITE_URL } from './sites'

// The guest list (docs/decisions/0016-guest-list.md): the couple import and keep households in
// /dev, send each its personal link, and a guest answers for the whole household from a phone.

test.describe.configure({ timeout: 240_000 })

const BOOT_MS = 100_000
const EXCEL_FILE = fileURLToPath(
  new URL('../fixtures/guest-list/excel-pt-br-windows-1252.csv', import.meta.url),
)

async function login(page: Page, site = '') {
  await loginAsCouple(page, site)
  const panel = page.locator('#admin-guests')
  await expect(panel.getByRole('heading', { name: G.title })).toBeVisible()
  return panel
}

/** The number under one of the panel's counts ('Vão', 'Não vão', …). */
async function count(panel: Locator, label: string): Promise<number> {
  const stat = panel.getByRole('region', { name: G.summaryTitle }).locator('div', {
    has: panel
      .page()
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) }),
  })
  return Number(await stat.getByRole('definition').first().textContent())
}

/** A guest's own browser: a new context with the project's screen, EmailJS answered. */
async function guestPhone(browser: Browser, testInfo: TestInfo) {
  const context = await guestBrowser(browser, testInfo)
  // Before the RSVP deadline, when the forms are open (tests/e2e/clock.ts).
  await pinClock(context)
  return context
}

test('imports an Excel pt-BR spreadsheet: a preview with the refused lines first, and no duplicates the second time', async ({
  page,
}, testInfo) => {
  const panel = await login(page)
  const importFile = async () => {
    await panel.getByLabel(ADMIN.importFileLabel).setInputFiles(EXCEL_FILE)
    return page.getByRole('dialog', { name: ADMIN.importPreviewTitle })
  }

  const preview = await importFile()
  // Windows-1252 accents read right; the two bad lines named by their line in the spreadsheet.
  await expect(preview.getByRole('cell', { name: 'Família Conceição' })).toBeVisible()
  await expect(preview.getByRole('cell', { name: 'Tia Lúcia e Jorge' })).toBeVisible()
  await expect(preview.getByText(/^Linha 7: /)).toBeVisible()
  await expect(preview.getByText(/^Linha 8: /)).toBeVisible()
  await page.screenshot({
    path: `test-results/screens/guest-import-${testInfo.project.name}.png`,
  })
  // Nothing is stored before the couple confirm.
  await expect(panel.getByRole('heading', { name: 'Família Conceição' })).toHaveCount(0)
  await preview.getByRole('button', { name: ADMIN.importConfirm(2) }).click()
  await expect(page.getByText(ADMIN.importDone(2, 0))).toBeVisible()
  const conceicao = panel.getByRole('article', { name: 'Família Conceição' })
  await expect(conceicao).toBeVisible()
  await expect(conceicao.getByText('Joãozinho')).toBeVisible()
  await expect(conceicao.getByText(G.companionUnnamed)).toBeVisible()

  // The same file again adds nothing.
  const again = await importFile()
  await again.getByRole('button', { name: ADMIN.importConfirm(2) }).click()
  await expect(page.getByText(ADMIN.importDone(0, 2))).toBeVisible()
  await expect(panel.getByRole('article', { name: 'Família Conceição' })).toHaveCount(1)
})

test('a household answers through its personal link on a phone; the couple see it, and the open form with its e-mail changes nothing', async ({
  page,
  browser,
}, testInfo) => {
  // One database for the couple and the guests' phones: the site as a Supabase deploy.
  const household = `Família Teste ${testInfo.project.name} ${Date.now()}`
  const email = `teste.${testInfo.project.name}.${Date.now()}@exemplo.com.br`
  const panel = await login(page, SUPABASE_SITE_URL)

  // The couple add the household: two adults, a companion seat and a small child.
  await panel.getByRole('button', { name: G.add }).click()
  const form = page.getByRole('dialog', { name: G.addTitle })
  await form.getByLabel(G.name).fill(household)
  await form.getByLabel(G.phone).fill('(34) 98888-7777')
  await form.getByLabel(G.email).fill(email)
  const person = (n: number) => form.getByRole('group', { name: G.memberLegend(n) })
  await person(1).getByRole('textbox', { name: G.memberName, exact: true }).fill('Ana Teste')
  for (let i = 0; i < 3; i++) await form.getByRole('button', { name: G.addMember }).click()
  await person(2).getByRole('textbox', { name: G.memberName, exact: true }).fill('Bruno Teste')
  await person(3).getByLabel(G.memberCompanion).check()
  await person(4).getByRole('textbox', { name: G.memberName, exact: true }).fill('Caio Teste')
  await person(4).getByLabel(G.memberKind).selectOption({ label: G.child })
  await person(4).getByLabel(G.memberAgeBand).selectOption('0-5')
  await form.getByRole('button', { name: G.save }).click()
  const card = panel.getByRole('article', { name: household })
  await expect(card).toBeVisible()
  const before = { sim: await count(panel, G.answeredSim), nao: await count(panel, G.answeredNao) }

  // 'Copiar link' puts the personal link on the clipboard; the WhatsApp invitation carries it.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: SUPABASE_SITE_URL,
  })
  await card.getByRole('button', { name: G.copyLinkLabel(household) }).click()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toMatch(new RegExp(`^${SUPABASE_SITE_URL}/\\?convite=[a-z2-9]{10}#rsvp$`))
  const invite = await card
    .getByRole('link', { name: G.inviteLabel(household) })
    .getAttribute('href')
  expect(invite).toMatch(/^https:\/\/wa\.me\/5534988887777\?text=/)
  expect(decodeURIComponent(invite?.split('?text=')[1] ?? '')).toContain(link)
  await expect(card.getByRole('link', { name: G.remindLabel(household) })).toBeVisible()

  // The guest opens it on a phone and answers for everyone.
  const phone = await guestPhone(browser, testInfo)
  const guest = await phone.newPage()
  await guest.goto(link)
  const rsvp = guest.locator('#rsvp')
  await expect(rsvp.getByRole('heading', { name: HOUSEHOLD_RSVP.greeting(household) })).toBeVisible(
    {
      timeout: BOOT_MS,
    },
  )
  const member = (name: string | RegExp) => rsvp.getByRole('group', { name })
  await member('Ana Teste').getByRole('radio', { name: RSVP.willAttendSim }).check()
  await member('Ana Teste').getByLabel(HOUSEHOLD_RSVP.dietary).fill('Sem glúten')
  await member('Bruno Teste').getByRole('radio', { name: RSVP.willAttendNao }).check()
  await member(HOUSEHOLD_RSVP.companion).getByRole('radio', { name: RSVP.willAttendSim }).check()
  // A companion who comes needs a name: the form says so and keeps the rest.
  await rsvp.getByRole('button', { name: HOUSEHOLD_RSVP.submit }).click()
  await expect(rsvp.getByText(HOUSEHOLD_RSVP.companionNameRequired)).toBeVisible()
  await expect(member('Ana Teste').getByLabel(HOUSEHOLD_RSVP.dietary)).toHaveValue('Sem glúten')
  await member(HOUSEHOLD_RSVP.companion).getByLabel(HOUSEHOLD_RSVP.companionName).fill('Duda Lima')
  await member(/Caio Teste/)
    .getByRole('radio', { name: RSVP.willAttendSim })
    .check()
  await rsvp.getByLabel(HOUSEHOLD_RSVP.message).fill('Estaremos lá!')
  await rsvp.screenshot({
    path: `test-results/screens/personal-rsvp-form-${testInfo.project.name}.png`,
  })
  await rsvp.getByRole('button', { name: HOUSEHOLD_RSVP.submit }).click()
  await expect(
    rsvp.getByRole('heading', { name: HOUSEHOLD_RSVP.thanksTitle(household) }),
  ).toBeVisible()
  await expect(rsvp.getByText('Duda Lima')).toBeVisible()
  await rsvp.screenshot({
    path: `test-results/screens/personal-rsvp-thanks-${testInfo.project.name}.png`,
  })

  // The couple's counts move: three more coming, one more not.
  await panel.getByRole('button', { name: COMMON.refresh }).click()
  const people = card.getByRole('list', { name: G.membersLabel(household) })
  await expect(people.getByText('Duda Lima')).toBeVisible()
  expect(await count(panel, G.answeredSim)).toBe(before.sim + 3)
  expect(await count(panel, G.answeredNao)).toBe(before.nao + 1)
  await expect(card.getByRole('link', { name: G.remindLabel(household) })).toHaveCount(0)
  await panel.screenshot({
    path: `test-results/screens/admin-guests-${testInfo.project.name}.png`,
  })

  // Someone else, on the open form, with the household's e-mail and Bruno's name: kept as an
  // open-form answer, the household's answers unchanged.
  const stranger = await (await guestPhone(browser, testInfo)).newPage()
  await stranger.goto('/#rsvp')
  const open = stranger.locator('#rsvp')
  await open.getByLabel(RSVP.nomeCompleto).fill('Bruno Teste')
  await open.getByRole('radio', { name: RSVP.sim }).check()
  await open.getByLabel(RSVP.email).fill(email)
  await open.getByLabel(RSVP.telefone).fill('(34) 98888-1111')
  await open.getByRole('button', { name: RSVP.submit }).click()
  await expect(open.getByText(RSVP.thanksSim)).toBeVisible({ timeout: BOOT_MS })

  await guest.reload()
  await expect(member('Bruno Teste').getByRole('radio', { name: RSVP.willAttendNao })).toBeChecked({
    timeout: BOOT_MS,
  })
  await panel.getByRole('button', { name: COMMON.refresh }).click()
  await expect(people.getByRole('listitem').filter({ hasText: 'Bruno Teste' })).toContainText(
    G.badgeNao,
  )
  await phone.close()
  await stranger.context().close()
})
