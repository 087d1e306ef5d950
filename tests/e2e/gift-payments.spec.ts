import {
  expect,
  test,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test'
import { GIFTS } from '@/config/copy/gifts'
import { PAYMENT_PAGES } from '@/config/copy/payments'
import { ADMIN } from '@/config/copy/admin'
import { GIFT_PAYMENTS } from '@/config/copy/gift-payments'
import { guestBrowser, LOGIN_BOOT_MS, loginAsCouple } from './couple'
import { SUPABASE_SITE_URL } from './sites'
import { expectTapTarget } from './tap-target'
import { expectGiftsAccessible, expectNoAxeViolations } from './axe'

// Gifts given as money (docs/decisions/0017-gifts-as-money.md), as a guest on the embedded demo
// sees them: a cota gift paid by PIX (code, 'Já fiz o PIX', the thank-you and WhatsApp), the
// card's cotas moving, a gift given whole that can no longer be given, and the layout at 360 px;
// a PIX that survives the sheet closing and the tab reloading; cotas paid by card through the
// checkout function (answered by page.route); and, on the site whose one database every browser
// shares, the couple's verdict on a guest's PIX reaching the guest's open tab.

// The embedded database boots in the browser on each new context: slow on a busy machine.
test.describe.configure({ timeout: 240_000 })

async function openGifts(page: Page) {
  await page.goto('/#gifts')
  return giftsShown(page)
}

/** The gift section, once its list is read (the embedded database may still be starting). */
async function giftsShown(page: Page) {
  const section = page.locator('#gifts')
  await expect(section.getByRole('group', { name: GIFTS.categoriesLabel })).toBeVisible({
    timeout: 120_000,
  })
  return section
}

/**
 * The first card, in any category, that matches `has`: the category buttons are tried in order
 * until one shows it (the demo's list decides where its gifts are).
 */
async function findCard(
  section: Locator,
  fits: (card: Locator) => Promise<boolean>,
): Promise<Locator> {
  const buttons = section.getByRole('group', { name: GIFTS.categoriesLabel }).getByRole('button')
  const count = await buttons.count()
  for (let i = 0; i < count; i++) {
    await buttons.nth(i).click()
    await expect(buttons.nth(i)).toHaveAttribute('aria-pressed', 'true')
    const cards = section.getByRole('listitem')
    for (const card of await cards.all()) {
      if (await fits(card)) return card
    }
  }
  throw new Error('no such gift in the demo list')
}

const giveButton = (card: Locator) => card.getByRole('button', { name: /^Presentear / })

/** A gift split in cotas with at least 2 left. */
async function withCotas(card: Locator) {
  const bar = card.getByRole('progressbar')
  if ((await bar.count()) === 0 || (await giveButton(card).count()) === 0) return false
  const taken = Number(await bar.getAttribute('aria-valuenow'))
  return Number(await bar.getAttribute('aria-valuemax')) - taken >= 2
}

/** A gift given whole, with its price, still to give. */
async function givenWhole(card: Locator) {
  return (
    (await card.getByRole('progressbar').count()) === 0 &&
    (await giveButton(card).count()) === 1 &&
    // textContent: a card far from the screen is not rendered (content-visibility), and innerText
    // leaves it out.
    /R\$/.test((await card.textContent()) ?? '')
  )
}

async function fillGuest(dialog: Locator, name = 'Ana Souza') {
  await dialog.getByLabel(GIFTS.guestName).fill(name)
  await dialog.getByLabel(GIFTS.guestEmail).fill('ana@exemplo.com')
}

/** The gift's name, as its 'Presentear' button says it. */
async function nameOf(card: Locator) {
  return ((await giveButton(card).getAttribute('aria-label')) ?? '').replace(/^Presentear /, '')
}

/** Cotas given (or held) of all, as the card's progress bar says. */
async function progress(card: Locator) {
  const bar = card.getByRole('progressbar')
  return {
    taken: Number(await bar.getAttribute('aria-valuenow')),
    total: Number(await bar.getAttribute('aria-valuemax')),
  }
}

/** No axe violation in the open confirmation (an alertdialog over the sheet). */
const expectConfirmAccessible = (page: Page) =>
  expectNoAxeViolations(page, ['[role="alertdialog"]'])

test('a guest gives 2 cotas by PIX, and a gift given whole can no longer be given', async ({
  page,
  context,
}, testInfo) => {
  const gifts = await openGifts(page)
  // Said before anyone pays.
  await expect(gifts.getByText(GIFTS.etiquette)).toBeVisible()

  const card = await findCard(gifts, withCotas)
  const bar = card.getByRole('progressbar')
  const before = Number(await bar.getAttribute('aria-valuenow'))
  const total = Number(await bar.getAttribute('aria-valuemax'))
  expect(total - before).toBeGreaterThanOrEqual(2)
  await expect(card).toContainText(GIFTS.quotasTaken(before, total))
  const label = (await giveButton(card).getAttribute('aria-label')) ?? ''
  const giftName = label.replace(/^Presentear /, '')
  await page.screenshot({ path: `test-results/screens/gift-list-${testInfo.project.name}.png` })

  await giveButton(card).click()
  const dialog = page.getByRole('dialog', { name: GIFT_PAYMENTS.title })
  await expect(dialog).toContainText(giftName)
  await dialog.getByRole('button', { name: GIFT_PAYMENTS.more }).click()
  await expect(dialog.getByLabel(GIFT_PAYMENTS.quotas)).toHaveValue('2')
  await fillGuest(dialog)
  await expectGiftsAccessible(page)
  await page.screenshot({ path: `test-results/screens/gift-modal-${testInfo.project.name}.png` })
  await dialog.getByRole('button', { name: GIFT_PAYMENTS.payPix }).click()

  const pix = page.getByRole('dialog', { name: GIFT_PAYMENTS.pixTitle })
  const code = pix.getByLabel(GIFT_PAYMENTS.codeLabel)
  await expect(code).toHaveValue(/^000201/)
  // The code carries a transaction id (62-05, 25 characters), not the '***' of a bare key.
  const value = await code.inputValue()
  expect(value).toMatch(/62290525[A-Za-z0-9]{25}6304[0-9A-F]{4}$/)
  await expect(pix.getByRole('img', { name: /QR Code do PIX/ })).toBeVisible()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await pix.getByRole('button', { name: GIFT_PAYMENTS.copyCode }).click()
  await expect(page.getByText(GIFT_PAYMENTS.copied)).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value)
  await expectGiftsAccessible(page)
  await page.screenshot({ path: `test-results/screens/gift-pix-${testInfo.project.name}.png` })

  await pix.getByRole('button', { name: GIFT_PAYMENTS.paid }).click()
  const thanks = page.getByRole('dialog', { name: GIFT_PAYMENTS.thanksTitle })
  await expect(thanks).toContainText('aguardando confirmação')
  const whatsapp = thanks.getByRole('link', { name: /Enviar comprovante pelo WhatsApp/ })
  const href = new URL((await whatsapp.getAttribute('href')) ?? '')
  expect(href.host).toBe('wa.me')
  expect(href.searchParams.get('text')).toContain(giftName)
  expect(href.searchParams.get('text')).toContain('Ana Souza')
  await thanks.getByRole('button', { name: GIFT_PAYMENTS.backToList }).click()
  await expect(thanks).toBeHidden()

  // The card counts the 2 cotas now held for the couple's confirmation.
  await expect(card).toContainText(GIFTS.quotasTaken(before + 2, total))
  await expect(bar).toHaveAttribute('aria-valuenow', String(before + 2))

  // A gift given whole: once given, it says so and cannot be given again.
  const whole = await findCard(gifts, givenWhole)
  const wholeName = ((await giveButton(whole).getAttribute('aria-label')) ?? '').replace(
    /^Presentear /,
    '',
  )
  await giveButton(whole).click()
  const wholeDialog = page.getByRole('dialog', { name: GIFT_PAYMENTS.title })
  await expect(wholeDialog).toContainText(wholeName)
  await fillGuest(wholeDialog)
  await wholeDialog.getByRole('button', { name: GIFT_PAYMENTS.payPix }).click()
  await page
    .getByRole('dialog', { name: GIFT_PAYMENTS.pixTitle })
    .getByRole('button', { name: GIFT_PAYMENTS.paid })
    .click()
  await page
    .getByRole('dialog', { name: GIFT_PAYMENTS.thanksTitle })
    .getByRole('button', { name: GIFT_PAYMENTS.backToList })
    .click()
  const given = whole.getByRole('button', { name: GIFTS.given })
  await expect(given).toBeDisabled()
  await expect(giveButton(whole)).toHaveCount(0)
})

test('a browser that holds too many cotas already is told so, and keeps what it typed', async ({
  page,
}, testInfo) => {
  const gifts = await openGifts(page)
  // Two gifts given whole by PIX, waiting for the couple: 2 of the 2.5 gifts' worth one
  // connection may hold in the demo's list of five cota gifts (docs/decisions/0017).
  for (let i = 0; i < 2; i++) {
    const whole = await findCard(gifts, givenWhole)
    await giveButton(whole).click()
    const dialog = page.getByRole('dialog', { name: GIFT_PAYMENTS.title })
    await fillGuest(dialog)
    await dialog.getByRole('button', { name: GIFT_PAYMENTS.payPix }).click()
    await page
      .getByRole('dialog', { name: GIFT_PAYMENTS.pixTitle })
      .getByRole('button', { name: GIFT_PAYMENTS.paid })
      .click()
    await page
      .getByRole('dialog', { name: GIFT_PAYMENTS.thanksTitle })
      .getByRole('button', { name: GIFT_PAYMENTS.backToList })
      .click()
  }

  // Every cota left of a gift in cotas: more than this connection may hold.
  const card = await findCard(gifts, withCotas)
  const { taken, total } = await progress(card)
  await giveButton(card).click()
  const dialog = page.getByRole('dialog', { name: GIFT_PAYMENTS.title })
  await dialog.getByLabel(GIFT_PAYMENTS.quotas).fill(String(total - taken))
  await fillGuest(dialog, 'Tio Carlos')
  await dialog.getByLabel(/Mensagem/).fill('Boa viagem!')
  await dialog.getByRole('button', { name: GIFT_PAYMENTS.payPix }).click()
  await expect(dialog.getByRole('alert')).toHaveText(GIFT_PAYMENTS.holdsFromHere)
  await expect(dialog.getByLabel(GIFTS.guestName)).toHaveValue('Tio Carlos')
  await expect(dialog.getByLabel(GIFTS.guestEmail)).toHaveValue('ana@exemplo.com')
  await expect(dialog.getByLabel(/Mensagem/)).toHaveValue('Boa viagem!')
  await expect(dialog.getByLabel(GIFT_PAYMENTS.quotas)).toHaveValue(String(total - taken))
  await expect(page.getByRole('dialog', { name: GIFT_PAYMENTS.pixTitle })).toHaveCount(0)
  await dialog.getByRole('alert').scrollIntoViewIfNeeded()
  await page.screenshot({
    path: `test-results/screens/gift-holds-refused-${testInfo.project.name}.png`,
  })
  // Nothing was held: the card still shows the same cotas.
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(taken))
})

test('nothing overflows at 360 px, in the list and the modal, and tap targets are 44 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const gifts = await openGifts(page)
  const card = await findCard(gifts, withCotas)
  const noOverflow = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await noOverflow()
  // Every button of the section: the categories and each card's.
  for (const target of await gifts.getByRole('button').all()) {
    await expectTapTarget(target)
  }
  for (const link of await gifts.getByRole('link', { name: /Ver na loja/ }).all()) {
    await expectTapTarget(link)
  }

  await giveButton(card).click()
  const dialog = page.getByRole('dialog', { name: GIFT_PAYMENTS.title })
  await expect(dialog.getByLabel(GIFT_PAYMENTS.quotas)).toBeVisible()
  const panel = dialog.locator('form')
  expect(await panel.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
  for (const target of await dialog.getByRole('button').all()) {
    await expectTapTarget(target, { width: true })
  }
})

test('a PIX survives the sheet closing and the tab reloading: the guest comes back to it and informs it', async ({
  page,
}, testInfo) => {
  const gifts = await openGifts(page)
  const card = await findCard(gifts, withCotas)
  const giftName = await nameOf(card)
  const { taken: before, total } = await progress(card)

  await giveButton(card).click()
  const dialog = page.getByRole('dialog', { name: GIFT_PAYMENTS.title })
  await fillGuest(dialog)
  await dialog.getByRole('button', { name: GIFT_PAYMENTS.payPix }).click()
  const pix = page.getByRole('dialog', { name: GIFT_PAYMENTS.pixTitle })
  const code = await pix.getByLabel(GIFT_PAYMENTS.codeLabel).inputValue()
  expect(code).toMatch(/^000201/)
  await expect(pix).toContainText(GIFT_PAYMENTS.holdLeft(30, false))
  const amount = (await pix.textContent())?.match(/R\$\s[\d.]+,\d{2}/)?.[0] ?? ''
  expect(amount).not.toBe('')

  // A tap outside the sheet (or its X) asks first, saying how to come back.
  await page.mouse.click(5, 5)
  const ask = page.getByRole('alertdialog', { name: GIFT_PAYMENTS.leaveTitle })
  await expect(ask).toContainText(GIFT_PAYMENTS.leaveLater)
  await expectConfirmAccessible(page)
  await page.screenshot({
    path: `test-results/screens/gift-pix-leave-${testInfo.project.name}.png`,
  })
  await ask.getByRole('button', { name: GIFT_PAYMENTS.stay }).click()
  await expect(ask).toBeHidden()
  await expect(pix.getByLabel(GIFT_PAYMENTS.codeLabel)).toHaveValue(code)
  await pix.getByRole('button', { name: 'Fechar' }).click()
  await ask.getByRole('button', { name: GIFT_PAYMENTS.leave }).click()
  await expect(pix).toBeHidden()

  // The tab is reloaded (the bank app took its place): the list says a PIX is waiting here.
  await page.reload()
  const after = await giftsShown(page)
  // Above the categories, whichever the gift is in; and on the gift's card.
  const line = after.getByText(GIFT_PAYMENTS.inProgressOf(giftName, amount))
  await expect(line).toBeVisible()
  await line.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  await page.screenshot({
    path: `test-results/screens/gift-pix-waiting-${testInfo.project.name}.png`,
  })
  // Its category chosen; then the card by its name (the line above goes once it is informed).
  await findCard(
    after,
    async (c) => (await c.getByRole('heading', { name: giftName, exact: true }).count()) > 0,
  )
  const waiting = after
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: giftName, exact: true }) })
  await expect(waiting).toContainText(GIFT_PAYMENTS.inProgress)
  await expect(giveButton(waiting)).toHaveCount(0)
  await waiting.scrollIntoViewIfNeeded()
  await waiting.screenshot({
    path: `test-results/screens/gift-pix-card-waiting-${testInfo.project.name}.png`,
  })
  await waiting.getByRole('button', { name: GIFT_PAYMENTS.continuePixOf(giftName) }).click()
  const resumed = page.getByRole('dialog', { name: GIFT_PAYMENTS.pixTitle })
  await expect(resumed).toContainText(GIFT_PAYMENTS.resumed)
  // The same code (the same txid), not a new PIX.
  await expect(resumed.getByLabel(GIFT_PAYMENTS.codeLabel)).toHaveValue(code)
  await expect(resumed.getByRole('img', { name: /QR Code do PIX/ })).toBeVisible()
  await expect(resumed.getByRole('button', { name: GIFT_PAYMENTS.startNew })).toBeVisible()
  await expectGiftsAccessible(page)
  await page.screenshot({
    path: `test-results/screens/gift-pix-resumed-${testInfo.project.name}.png`,
  })

  await resumed.getByRole('button', { name: GIFT_PAYMENTS.paid }).click()
  const thanks = page.getByRole('dialog', { name: GIFT_PAYMENTS.thanksTitle })
  await expect(thanks).toContainText('aguardando confirmação')
  await thanks.getByRole('button', { name: GIFT_PAYMENTS.backToList }).click()
  await expect(thanks).toBeHidden()
  // Nothing waits any more; the one PIX holds one cota.
  await expect(after.getByText(GIFT_PAYMENTS.inProgress, { exact: false })).toHaveCount(0)
  await expect(waiting).toContainText(GIFTS.quotasTaken(before + 1, total))
  await expect(giveButton(waiting)).toBeEnabled()
})

test('cotas by card: the function is asked for the gift and its cotas, the guest goes to Checkout, then /success', async ({
  page,
}, testInfo) => {
  const CHECKOUT = 'https://checkout.stripe.com/c/pay/cs_test_gift_cotas'
  let payload: Record<string, unknown> | null = null
  await page.route('**/.netlify/functions/create-checkout-session', async (route) => {
    payload = route.request().postDataJSON() as Record<string, unknown>
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ id: 'cs_test_gift_cotas', url: CHECKOUT }),
    })
  })
  // Stripe's page, as far as this test goes: it was reached.
  await page.route('https://checkout.stripe.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Checkout</title><h1>Stripe Checkout</h1>',
    }),
  )
  const gifts = await openGifts(page)
  const card = await findCard(gifts, withCotas)
  const giftId = await card.getAttribute('data-gift-id')
  const giftName = await nameOf(card)
  await giveButton(card).click()
  const dialog = page.getByRole('dialog', { name: GIFT_PAYMENTS.title })
  await dialog.getByRole('button', { name: GIFT_PAYMENTS.more }).click()
  await expect(dialog.getByLabel(GIFT_PAYMENTS.quotas)).toHaveValue('2')
  await fillGuest(dialog)
  await dialog.getByRole('button', { name: GIFT_PAYMENTS.payCard }).click()

  await page.waitForURL(CHECKOUT)
  await expect(page.getByRole('heading', { name: 'Stripe Checkout' })).toBeVisible()
  // The gift and its cotas; the amount and the line item's name are the database's, never the
  // browser's.
  expect(payload).toEqual({
    giftId,
    quotas: 2,
    buyerName: 'Ana Souza',
    buyerEmail: 'ana@exemplo.com',
    buyerPhone: null,
    message: null,
  })
  expect(giftName).not.toBe('')

  // Stripe sends the guest back to /success.
  await page.goto('/success?session_id=cs_test_gift_cotas')
  await expect(page.getByRole('heading', { name: PAYMENT_PAGES.successTitle })).toBeVisible()
  await expect(page.getByText(PAYMENT_PAGES.successBody)).toBeVisible()
  await page.screenshot({
    path: `test-results/screens/gift-card-success-${testInfo.project.name}.png`,
  })
})

/** This run's own names: the shared database outlives one test (and serves both projects). */
const stamp = (testInfo: TestInfo) => `${testInfo.project.name} ${Date.now().toString(36)}`

/** A guest's phone on the shared-database site, on the gifts. */
async function guestOnSharedSite(browser: Browser, testInfo: TestInfo) {
  const context = await guestBrowser(browser, testInfo)
  const page = await context.newPage()
  return { context, page, gifts: await openGifts(page) }
}

/** Gives one cota of `card` by PIX as `name` and says 'Já fiz o PIX'. */
async function giveOneCotaByPix(page: Page, card: Locator, name: string) {
  await giveButton(card).click()
  const dialog = page.getByRole('dialog', { name: GIFT_PAYMENTS.title })
  await expect(dialog.getByLabel(GIFT_PAYMENTS.quotas)).toHaveValue('1')
  await fillGuest(dialog, name)
  await dialog.getByRole('button', { name: GIFT_PAYMENTS.payPix }).click()
  const pix = page.getByRole('dialog', { name: GIFT_PAYMENTS.pixTitle })
  await expect(pix.getByLabel(GIFT_PAYMENTS.codeLabel)).toHaveValue(/^000201/)
  await pix.getByRole('button', { name: GIFT_PAYMENTS.paid }).click()
  const thanks = page.getByRole('dialog', { name: GIFT_PAYMENTS.thanksTitle })
  await expect(thanks).toContainText('aguardando confirmação')
  await thanks.getByRole('button', { name: GIFT_PAYMENTS.backToList }).click()
  await expect(thanks).toBeHidden()
}

test("the couple's verdict on a guest's PIX reaches the guest's open tab: a confirmed cota stays given, a rejected one is free again", async ({
  page,
  browser,
}, testInfo) => {
  const run = stamp(testInfo)
  const paid = `Ana ${run}`
  const never = `Bia ${run}`
  const guest = await guestOnSharedSite(browser, testInfo)
  const card = await findCard(guest.gifts, withCotas)
  const giftName = await nameOf(card)
  const { taken: before, total } = await progress(card)

  // Two PIX of one cota each, both informed: the card counts both, held for the couple.
  await giveOneCotaByPix(guest.page, card, paid)
  await expect(card).toContainText(GIFTS.quotasTaken(before + 1, total))
  await giveOneCotaByPix(guest.page, card, never)
  await expect(card).toContainText(GIFTS.quotasTaken(before + 2, total))

  // The couple, in their own browser: the first arrived, the second never did.
  await loginAsCouple(page, SUPABASE_SITE_URL)
  const panel = page.locator('#admin-contributions')
  const row = (name: string) => panel.locator('tr').filter({ hasText: name })
  await expect(row(paid).getByText(ADMIN.statusInformed)).toBeVisible({ timeout: LOGIN_BOOT_MS })
  await expect(row(paid).getByText(giftName)).toBeVisible()
  await row(paid)
    .getByRole('button', { name: ADMIN.confirmPixLabel(paid) })
    .click()
  await expect(row(paid).getByText(ADMIN.statusPaid)).toBeVisible()
  await row(never)
    .getByRole('button', { name: ADMIN.rejectPixLabel(never) })
    .click()
  await page
    .getByRole('alertdialog', { name: ADMIN.rejectPixTitle })
    .getByRole('button', { name: ADMIN.rejectPix })
    .click()
  await expect(page.getByText(ADMIN.pixRejected(never))).toBeVisible()

  // The guest's tab, neither reloaded nor touched: the rejected cota is free again, the confirmed
  // one still given.
  await expect(card).toContainText(GIFTS.quotasTaken(before + 1, total))
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(before + 1))
  await guest.page.screenshot({
    path: `test-results/screens/gift-pix-confirmed-guest-${testInfo.project.name}.png`,
  })
  await guest.context.close()
})
