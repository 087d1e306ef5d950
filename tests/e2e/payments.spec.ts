import { expect, test, type Page } from '@playwright/test'
import { CONTRIBUTION, PAYMENT_PAGES } from '@/config/copy/payments'
import { PIX_COPY } from '@/config/copy/pix'
import { PIX } from '@/config/wedding'
import { expectNoAxeViolations } from './axe'

// Issue 5 (payments). The e2e build has VITE_STRIPE_PUBLISHABLE_KEY=pk_test_e2e (.env.e2e); the
// checkout function itself is answered with page.route, so no Stripe or Netlify is involved.

const FUNCTION = '**/.netlify/functions/create-checkout-session'
const CANCEL_FUNCTION = '**/.netlify/functions/cancel-checkout'

// The embedded database boots on each new page (up to 45 s on the shared 2-core machine), and
// axe runs twice: the config's 60 s is too tight under load.
test.describe.configure({ timeout: 120_000 })

async function openContribution(page: Page) {
  await page.goto('/#gifts')
  const block = page.getByRole('region', { name: CONTRIBUTION.title })
  await block.scrollIntoViewIfNeeded()
  await expect(block.getByRole('button', { name: /Contribuir Online/ })).toBeVisible({
    timeout: 45_000,
  })
  return block
}

async function openModal(page: Page) {
  const block = await openContribution(page)
  await block.getByRole('button', { name: /Contribuir Online/ }).click()
  const dialog = page.getByRole('dialog', { name: CONTRIBUTION.modalTitle })
  await expect(dialog).toBeVisible()
  return dialog
}

async function fill(dialog: ReturnType<Page['getByRole']>, amount: string) {
  await dialog.getByLabel(CONTRIBUTION.donorName).fill('Ana Souza')
  await dialog.getByLabel(CONTRIBUTION.donorEmail).fill('ana@example.com')
  await dialog.getByLabel(CONTRIBUTION.donorPhone).fill('(34) 99999-0000')
  await dialog.getByLabel(CONTRIBUTION.amount).fill(amount)
  await dialog.getByLabel(CONTRIBUTION.message).fill('Muitas felicidades!')
}

function shot(page: Page, name: string, project: string) {
  return page.screenshot({ path: `test-results/screens/${name}-${project}.png` })
}

test('the contribution modal validates, and a successful checkout lands on /success', async ({
  page,
}, testInfo) => {
  let payload: unknown = null
  await page.route(FUNCTION, async (route) => {
    payload = route.request().postDataJSON()
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ id: 'cs_test_123', url: '/success?session_id=cs_test_123' }),
    })
  })
  const block = await openContribution(page)
  await expect(block.getByText(CONTRIBUTION.testMode)).toBeVisible()
  await expect(page.getByText(CONTRIBUTION.warningBanner)).toHaveCount(0)
  await block.screenshot({
    path: `test-results/screens/contribution-block-${testInfo.project.name}.png`,
  })

  await block.getByRole('button', { name: /Contribuir Online/ }).click()
  const dialog = page.getByRole('dialog', { name: CONTRIBUTION.modalTitle })
  await expect(dialog).toBeVisible()
  const submit = dialog.getByRole('button', { name: CONTRIBUTION.submit })
  await expect(submit).toBeDisabled()

  // The amount keeps digits and commas only; a value that is not > 0 is refused.
  await fill(dialog, '0,00')
  await dialog.getByLabel(CONTRIBUTION.amount).pressSequentially('abc')
  await expect(dialog.getByLabel(CONTRIBUTION.amount)).toHaveValue('0,00')
  await submit.click()
  await expect(dialog.getByText(CONTRIBUTION.invalidAmount)).toBeVisible()
  expect(payload).toBeNull()

  await expectNoAxeViolations(page, ['[role="dialog"]'])

  await dialog.getByLabel(CONTRIBUTION.amount).fill('250,5')
  await expect(dialog.getByText('Você vai contribuir com R$ 250,50.')).toBeVisible()
  await shot(page, 'contribution-modal', testInfo.project.name)
  await submit.click()

  await page.waitForURL('**/success?session_id=cs_test_123')
  expect(payload).toEqual({
    giftId: 'contribution',
    giftName: 'Contribuição para o Casamento',
    giftPrice: 250.5,
    buyerName: 'Ana Souza',
    buyerEmail: 'ana@example.com',
    buyerPhone: '(34) 99999-0000',
    message: 'Muitas felicidades!',
  })
  await expect(page.getByRole('link', { name: /Voltar ao Site/ })).toBeVisible()
})

test('back from Stripe without paying: /cancel says so and closes the Checkout left', async ({
  page,
}, testInfo) => {
  const cancelled: unknown[] = []
  await page.route(FUNCTION, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      // Stripe's page, left at once: its cancel link comes back to /cancel.
      body: JSON.stringify({ id: 'cs_test_left', url: '/cancel' }),
    }),
  )
  await page.route(CANCEL_FUNCTION, async (route) => {
    cancelled.push(route.request().postDataJSON())
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ cancelled: true }),
    })
  })
  const dialog = await openModal(page)
  await fill(dialog, '100')
  await dialog.getByRole('button', { name: CONTRIBUTION.submit }).click()

  await page.waitForURL('**/cancel')
  await expect(
    page.getByRole('heading', { level: 1, name: PAYMENT_PAGES.cancelTitle }),
  ).toBeVisible()
  await expect(page.getByText(PAYMENT_PAGES.cancelBody)).toBeVisible()
  await expect.poll(() => cancelled).toEqual([{ id: 'cs_test_left' }])
  await shot(page, 'cancel-after-checkout', testInfo.project.name)

  // Once: a reload of /cancel asks nothing more.
  await page.reload()
  await expect(page.getByText(PAYMENT_PAGES.cancelBody)).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(cancelled).toHaveLength(1)
})

test('a 502 from the function shows the error and keeps what was typed', async ({
  page,
}, testInfo) => {
  const body = JSON.stringify({ error: 'Não foi possível iniciar o pagamento agora' })
  await page.route(FUNCTION, (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body }),
  )
  const dialog = await openModal(page)
  await fill(dialog, '100')
  await dialog.getByRole('button', { name: CONTRIBUTION.submit }).click()

  const alert = dialog.getByRole('alert')
  await expect(alert).toContainText(
    'Erro ao processar pagamento: Não foi possível iniciar o pagamento agora. Tente novamente ou entre em contato conosco.',
  )
  await expect(alert).toContainText(`HTTP 502: ${body}`)
  await expect(dialog.getByLabel(CONTRIBUTION.donorName)).toHaveValue('Ana Souza')
  await expect(dialog.getByLabel(CONTRIBUTION.amount)).toHaveValue('100')
  await expect(page).toHaveURL(/\/#gifts$/)
  await shot(page, 'contribution-error', testInfo.project.name)

  // Closing resets the form.
  await dialog.getByRole('button', { name: 'Fechar' }).click()
  await expect(dialog).toBeHidden()
  const again = await openModal(page)
  await expect(again.getByLabel(CONTRIBUTION.donorName)).toHaveValue('')
})

test('PIX: copy the key, build a BR Code with its QR', async ({ page, context }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openContribution(page)
  const card = page.getByRole('article', { name: PIX_COPY.title })
  await card.scrollIntoViewIfNeeded()
  await expect(card.getByText(PIX.key)).toBeVisible()
  await card.screenshot({ path: `test-results/screens/pix-card-${testInfo.project.name}.png` })

  await card.getByRole('button', { name: /Copiar chave PIX/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Chave PIX copiada!' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PIX.key)

  await card.getByLabel(PIX_COPY.amount).fill('80')
  await card.getByRole('button', { name: /Gerar QR Code/ }).click()
  await expect(card.getByRole('img', { name: 'QR Code PIX de R$ 80,00' })).toBeVisible()
  const code = await card.getByLabel(/PIX copia e cola/).inputValue()
  expect(code).toMatch(/^000201/)
  expect(code).toContain('540580.00')
  await card.getByRole('button', { name: /Copiar código/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Código PIX copiado!' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)
  await expect(card.getByRole('link', { name: /Enviar comprovante/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+\?text=.*R%24%2080%2C00/,
  )
  await card.screenshot({ path: `test-results/screens/pix-card-qr-${testInfo.project.name}.png` })

  await expectNoAxeViolations(page, ['[aria-labelledby="contribution-title"]'])
})
