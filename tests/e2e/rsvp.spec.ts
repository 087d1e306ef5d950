import { expect, test, type Page, type Request } from '@playwright/test'
import { CALENDAR } from '@/config/copy/event-info'
import { RSVP } from '@/config/copy/rsvp'
import { RSVP_DEADLINE_LABEL } from '@/config/wedding'
import { expectNoAxeViolations } from './axe'
import { pinClock } from './clock'
import { expectTapTarget } from './tap-target'

// Issue 4 (RSVP): the answer is stored, then emailed through EmailJS (answered here by
// page.route); the thank-you screen shows the email sub-status of docs/product.md §2.

const EMAIL_ENDPOINT = '**/api/v1.0/email/send'
const BACKUP_ENDPOINT = 'https://formularios.exemplo.test/rsvp' // .env.e2e

// The embedded database boots in the browser on each new context: slow on a busy machine.
test.describe.configure({ timeout: 240_000 })
// A month before the wedding: the form is open (tests/e2e/clock.ts).
test.beforeEach(({ page }) => pinClock(page))

async function openRsvp(page: Page) {
  await page.goto('/#rsvp')
  const section = page.locator('#rsvp')
  await expect(section.getByRole('heading', { name: RSVP.title })).toBeVisible()
  return section
}

async function fillForm(
  section: ReturnType<Page['locator']>,
  answer: 'sim' | 'nao',
  name: string,
  email: string,
) {
  await section.getByLabel(RSVP.nomeCompleto).fill(name)
  await section.getByRole('radio', { name: answer === 'sim' ? RSVP.sim : RSVP.nao }).check()
  await section.getByLabel(RSVP.email).fill(email)
  await section.getByLabel(RSVP.telefone).fill('(34) 98888-1111')
}

test("a 'sim' with EmailJS answering 200: stored, emailed with the product’s params, calendar offered", async ({
  page,
}, testInfo) => {
  const requests: Request[] = []
  await page.route(EMAIL_ENDPOINT, async (route) => {
    requests.push(route.request())
    await route.fulfill({ status: 200, body: 'OK' })
  })
  const backups: Request[] = []
  await page.route(BACKUP_ENDPOINT, async (route) => {
    backups.push(route.request())
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' })
  })
  const section = await openRsvp(page)
  await expect(section).toContainText(RSVP.deadline(RSVP_DEADLINE_LABEL))
  await expect(section).toContainText(RSVP.subtitle)

  // Everything but observations is required (docs/product.md §5).
  await section.getByRole('button', { name: RSVP.submit }).click()
  await expect(section.getByRole('alert')).toHaveText(RSVP.requiredFields)
  await expectNoAxeViolations(page, ['#rsvp'])
  await section.screenshot({ path: `test-results/screens/rsvp-form-${testInfo.project.name}.png` })

  await fillForm(section, 'sim', '  Carla Mendes  ', 'carla@exemplo.com')
  await section.getByLabel(RSVP.observacoes).fill('Vegetariana')
  await section.getByRole('button', { name: RSVP.submit }).click()

  await expect(section.getByRole('heading', { name: RSVP.thanksTitle('Carla') })).toBeVisible({
    timeout: 120_000,
  })
  await expect(section.getByRole('status').filter({ hasText: RSVP.emailSent })).toBeVisible()
  await expect(section).toContainText('Carla Mendes')
  await expect(section).toContainText('Vegetariana')
  await expect(section.getByRole('heading', { name: CALENDAR.add })).toBeVisible()
  await expect(section.getByRole('link', { name: new RegExp(CALENDAR.google) })).toHaveAttribute(
    'href',
    /calendar\.google\.com/,
  )

  // docs/product.md §7: a copy of the whole form went to the form-collection service.
  expect(backups.map((r) => r.postDataJSON() as unknown)).toEqual([
    {
      nomeCompleto: 'Carla Mendes',
      vaiAoEvento: 'sim',
      email: 'carla@exemplo.com',
      telefone: '(34) 98888-1111',
      observacoes: 'Vegetariana',
    },
  ])
  expect(requests).toHaveLength(1)
  const body = requests[0]?.postDataJSON() as {
    service_id: string
    template_id: string
    user_id: string
    template_params: Record<string, string>
  }
  expect(body.service_id).toBe('service_e2e')
  expect(body.template_id).toBe('template_sim')
  expect(body.user_id).toBe('e2e-public-key')
  expect(body.template_params).toMatchObject({
    user_email: 'carla@exemplo.com',
    user_name: 'Carla Mendes',
    guest_name: 'Carla Mendes',
    guest_email: 'carla@exemplo.com',
    guest_phone: '(34) 98888-1111',
    will_attend: 'Sim',
    observations: 'Vegetariana',
  })
  for (const key of [
    'reply_to',
    'event_date',
    'event_time',
    'event_venue',
    'event_address',
    'event_map_link',
    'contact_info',
  ]) {
    expect(body.template_params[key], key).toBeTruthy()
  }
  await expectNoAxeViolations(page, ['#rsvp'])
  await section.screenshot({
    path: `test-results/screens/rsvp-thanks-sent-${testInfo.project.name}.png`,
  })
})

test("a 'nao' with EmailJS answering 500: still accepted, with the yellow notice", async ({
  page,
}, testInfo) => {
  const requests: Request[] = []
  await page.route(EMAIL_ENDPOINT, async (route) => {
    requests.push(route.request())
    await route.fulfill({ status: 500, body: 'Internal error' })
  })
  // The backup service is down too: that is only logged (docs/product.md §8).
  await page.route(BACKUP_ENDPOINT, (route) => route.abort('connectionrefused'))
  const section = await openRsvp(page)
  await fillForm(section, 'nao', 'Diego Ramos', 'diego@exemplo.com')
  await section.getByRole('button', { name: RSVP.submit }).click()

  await expect(section.getByRole('heading', { name: RSVP.thanksTitle('Diego') })).toBeVisible({
    timeout: 120_000,
  })
  await expect(section.getByRole('status').filter({ hasText: RSVP.emailFailed })).toBeVisible()
  await expect(section).toContainText(RSVP.thanksNao)
  await expect(section.getByRole('heading', { name: CALENDAR.add })).toHaveCount(0)
  expect(requests).toHaveLength(1)
  const body = requests[0]?.postDataJSON() as {
    template_id: string
    template_params: Record<string, string>
  }
  expect(body.template_id).toBe('template_nao')
  expect(body.template_params.will_attend).toBe('Não')
  expect(body.template_params.observations).toBe(RSVP.noObservations)
  await section.screenshot({
    path: `test-results/screens/rsvp-thanks-failed-${testInfo.project.name}.png`,
  })

  // 'Alterar resposta' brings back the form with the answer given.
  await section.getByRole('button', { name: RSVP.changeAnswer }).click()
  await expect(section.getByLabel(RSVP.nomeCompleto)).toHaveValue('Diego Ramos')
  await expect(section.getByRole('radio', { name: RSVP.nao })).toBeChecked()
})

test('the form and its thank-you, with a long e-mail address, fit a 360 px screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.route(EMAIL_ENDPOINT, (route) => route.fulfill({ status: 200, body: 'OK' }))
  await page.route(BACKUP_ENDPOINT, (route) => route.fulfill({ status: 200, body: '{}' }))
  const section = await openRsvp(page)
  const overflow = await section.evaluate((el) => el.scrollWidth - el.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await expectTapTarget(section.getByText(RSVP.sim).locator('xpath=ancestor::label'))

  const email = `maria.fernanda.albuquerque.goncalves.${Date.now()}@hotmail.com`
  await fillForm(section, 'sim', 'Maria Fernanda Albuquerque Gonçalves', email)
  await section.getByRole('button', { name: RSVP.submit }).click()
  await expect(section.getByRole('heading', { name: RSVP.thanksTitle('Maria') })).toBeVisible({
    timeout: 120_000,
  })
  await expect(section.getByText(email)).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})
