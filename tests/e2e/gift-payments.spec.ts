import { expect, test, type Locator, type Page } from '@playwright/test'
import { GIFTS } from '@/config/copy'
import { GIFT_PAYMENTS } from '@/config/copy-gift-payments'
import { expectTapTarget } from './tap-target'
import { expectGiftsAccessible } from './axe'

// Gifts given as money (docs/decisions/0017-gifts-as-money.md), as a guest on the embedded demo
// sees them: a cota gift paid by PIX (code, 'Já fiz o PIX', the thank-you and WhatsApp), the
// card's cotas moving, a gift given whole that can no longer be given, and the layout at 360 px.

// The embedded database boots in the browser on each new context: slow on a busy machine.
test.describe.configure({ timeout: 240_000 })

async function openGifts(page: Page) {
  await page.goto('/#gifts')
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

async function fillGuest(dialog: Locator) {
  await dialog.getByLabel(GIFTS.guestName).fill('Ana Souza')
  await dialog.getByLabel(GIFTS.guestEmail).fill('ana@exemplo.com')
}

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

test('nothing overflows at 360 px, in the list and the modal, and tap targets are 44 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const gifts = await openGifts(page)
  const card = await findCard(gifts, withCotas)
  const noOverflow = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await noOverflow()
  for (const target of await gifts.locator('li').getByRole('button').all()) {
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
