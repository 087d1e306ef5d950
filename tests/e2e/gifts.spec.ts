import { expect, test, type Page } from '@playwright/test'
import { GIFTS } from '@/config/copy/gifts'
import { expectGiftsAccessible } from './axe'

// Issue 4 (Gifts): a reservation in one tab shows up in another tab of the same browser (the
// embedded database lives in the browser), and a stale second attempt gets docs/product.md §8's text.

// The embedded database boots in the browser on each new context: slow on a busy machine.
test.describe.configure({ timeout: 240_000 })

async function openGifts(page: Page) {
  await page.goto('/#gifts')
  const section = page.locator('#gifts')
  // The embedded database boots on first visit: wait for the first 'Reservar' of the grid.
  await expect(section.getByRole('button', { name: /^Reservar / }).first()).toBeVisible({
    timeout: 120_000,
  })
  return section
}

test('reserve in one tab, see it reserved in another, and a stale attempt is refused', async ({
  context,
}, testInfo) => {
  const a = await context.newPage()
  const giftsA = await openGifts(a)
  const b = await context.newPage()
  const giftsB = await openGifts(b)

  // The first category is selected by default and every button shows reserved/total.
  const categories = giftsA.getByRole('group', { name: GIFTS.categoriesLabel })
  await expect(categories.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true')
  await expect(categories.getByRole('button').first()).toContainText(/\d+\/\d+/)

  const reserveA = giftsA.getByRole('button', { name: /^Reservar / }).first()
  const label = (await reserveA.getAttribute('aria-label')) ?? ''
  const giftName = label.replace(/^Reservar /, '')
  expect(giftName).not.toBe('')

  await a.screenshot({ path: `test-results/screens/gifts-page-${testInfo.project.name}.png` })
  await giftsA.screenshot({ path: `test-results/screens/gifts-${testInfo.project.name}.png` })

  // Tab B opens the form for the same gift BEFORE tab A confirms: its attempt is the stale one.
  await giftsB.getByRole('button', { name: label, exact: true }).click()
  const dialogB = b.getByRole('dialog', { name: GIFTS.modalTitle })
  await expect(dialogB).toBeVisible()

  await reserveA.click()
  const dialogA = a.getByRole('dialog', { name: GIFTS.modalTitle })
  await expect(dialogA).toBeVisible()
  await expect(dialogA).toContainText(giftName)
  await expectGiftsAccessible(a)
  await a.screenshot({ path: `test-results/screens/gifts-modal-${testInfo.project.name}.png` })

  // Required fields first (docs/product.md §5).
  await dialogA.getByRole('button', { name: GIFTS.confirmReservation }).click()
  await expect(dialogA.getByRole('alert')).toHaveText(GIFTS.nameEmailRequired)

  await dialogA.getByLabel(GIFTS.guestName).fill('  Ana Souza  ')
  await expect(dialogA.getByLabel(GIFTS.guestEmail)).toHaveAttribute('type', 'email')
  await dialogA.getByLabel(GIFTS.guestEmail).fill('ana@exemplo.com')
  await dialogA.getByLabel(GIFTS.guestPhone).fill('(34) 99999-0000')
  await dialogA.getByLabel(GIFTS.message).fill('Com carinho!')
  await dialogA.getByRole('button', { name: GIFTS.confirmReservation }).click()

  const success = a.getByRole('dialog', { name: GIFTS.successTitle })
  await expect(success).toBeVisible()
  await expect(success).toContainText(giftName)
  await expectGiftsAccessible(a)
  await a.screenshot({ path: `test-results/screens/gifts-success-${testInfo.project.name}.png` })
  await success.getByRole('button', { name: GIFTS.backToList }).click()
  await expect(success).toBeHidden()

  // Tab A's own list: the gift is marked reserved, by whom, and no longer offers 'Reservar'.
  const cardA = giftsA.getByRole('listitem').filter({ hasText: giftName })
  await expect(cardA).toContainText(GIFTS.reserved)
  await expect(cardA).toContainText(GIFTS.reservedBy('Ana Souza'))
  await expect(giftsA.getByRole('button', { name: label, exact: true })).toHaveCount(0)

  // Tab B's list (behind its open dialog) follows within a couple of seconds, with no reload.
  const cardB = giftsB.getByRole('listitem').filter({ hasText: giftName })
  await expect(cardB).toContainText(GIFTS.reserved, { timeout: 3_000 })

  // Tab B still holds the stale form: confirming gets docs/product.md §8's text.
  await dialogB.getByLabel(GIFTS.guestName).fill('Bruno Lima')
  await dialogB.getByLabel(GIFTS.guestEmail).fill('bruno@exemplo.com')
  await dialogB.getByRole('button', { name: GIFTS.confirmReservation }).click()
  await expect(dialogB.getByRole('alert')).toHaveText(GIFTS.alreadyReserved)
  await dialogB.getByRole('button', { name: GIFTS.backToList }).click()
  await expect(dialogB).toBeHidden()
  await expect(cardB).toContainText(GIFTS.reservedBy('Ana Souza'))
})
