import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { loginAsCouple } from './couple'
import { DEMO } from '@/config/copy/demo'
import { GIFTS } from '@/config/copy/gifts'
import { ADMIN } from '@/config/copy/admin'
import { EMBEDDED_CALL_START_MS, EMBEDDED_OPEN_MS, EMBEDDED_TAKEOVER_MS } from '@/config/ui'

// Issue 29, point 7: on the embedded backend one tab's worker owns the demo database and every
// tab of the browser uses it (docs/decisions/0004-embedded-backend.md). A guest tab closing in the
// middle of its reads, the owning one included, must never stall the couple's panel in another.

// A first visit boots the demo database in the browser: seconds, more on a busy 2-core machine.
const BOOT_MS = 90_000
// A write starts within EMBEDDED_CALL_START_MS or fails; after the owning tab closed, it first
// waits for the next tab to take over and open the database from IndexedDB (seconds, more on a busy
// machine). A stalled one waited minutes, and never happened.
const WRITE_MS = EMBEDDED_CALL_START_MS + 20_000
const TAKEOVER_WRITE_MS = EMBEDDED_TAKEOVER_MS + EMBEDDED_OPEN_MS + WRITE_MS
const ROUNDS = 5

/**
 * A guest opens the gifts and taps through the categories (each asks the database for its cards'
 * photos), then closes the tab at once, after `taps` of them: its reads are still on their way.
 */
async function browseGiftsAndClose(context: BrowserContext, taps: number) {
  const guest = await openGifts(context)
  await tapCategories(guest, taps)
  await guest.close()
}

async function openGifts(context: BrowserContext): Promise<Page> {
  const guest = await context.newPage()
  await guest.goto('/#gifts')
  await expect(categoryButtons(guest).first()).toBeVisible({ timeout: BOOT_MS })
  return guest
}

const categoryButtons = (guest: Page) =>
  guest.getByRole('group', { name: GIFTS.categoriesLabel }).getByRole('button')

/** Taps the first `taps` categories (at least one, at most all). */
async function tapCategories(guest: Page, taps: number) {
  const buttons = await categoryButtons(guest).all()
  for (const button of buttons.slice(0, Math.max(1, taps % (buttons.length + 1)))) {
    await button.click()
  }
}

/** The couple add a gift and see it in their list, with no error said. */
async function addGift(admin: Page, name: string, within = WRITE_MS) {
  await admin.getByLabel(ADMIN.giftName, { exact: true }).fill(name)
  await admin.getByLabel(ADMIN.giftDescription, { exact: true }).fill('Presente de teste')
  await admin.getByRole('button', { name: ADMIN.addGift }).click()
  await expect(admin.getByRole('heading', { name, level: 3, exact: true })).toBeVisible({
    timeout: within,
  })
  await expect(admin.getByText(DEMO.notAnswering)).toHaveCount(0)
  await expect(admin.getByText(DEMO.writeNotConfirmed)).toHaveCount(0)
}

test('guest tabs closing in the middle of their reads never stall the couple’s writes in another tab', async ({
  context,
}) => {
  test.setTimeout(BOOT_MS + TAKEOVER_WRITE_MS + 90_000)
  // The guest's tab opens first, so its worker owns the database; then the couple log in.
  const first = await openGifts(context)
  const admin = await context.newPage()
  await loginAsCouple(admin)

  // The owning tab closes mid-reads: the couple's tab takes the database over.
  const names = ['Presente da rodada 0']
  await tapCategories(first, 3)
  await first.close()
  await addGift(admin, 'Presente da rodada 0', TAKEOVER_WRITE_MS)

  // Then guest tabs that do not own it, each closed at another moment of its browsing.
  for (let round = 1; round <= ROUNDS; round++) {
    await browseGiftsAndClose(context, round)
    const name = `Presente da rodada ${round}`
    names.push(name)
    await addGift(admin, name)
  }

  // Nothing the couple added was lost: a reload opens the database from IndexedDB again.
  await admin.reload()
  for (const name of names) {
    await expect(admin.getByRole('heading', { name, level: 3, exact: true })).toBeVisible({
      timeout: BOOT_MS,
    })
  }
})
