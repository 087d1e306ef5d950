import { expect, test, type Page } from '@playwright/test'
import { COMMON } from '@/config/copy/common'
import { DEMO } from '@/config/copy/demo'
import { GIFTS } from '@/config/copy/gifts'
import { MESSAGES } from '@/config/copy/messages'

// Issue 3: the site boots on the embedded backend (PGlite in one tab's worker, IndexedDB) from
// a fresh browser profile, shows the seeded data, and shares one database between tabs.
// Every Playwright test starts with a fresh context, so IndexedDB is empty: a first visit.

// A first visit loads the build's demo database (build/demo-snapshot.ts) into the browser; a
// reset builds it there from the SQL: several seconds, more on a busy 2-core machine.
const BOOT_MS = 90_000
test.setTimeout(180_000)

const SEEDED_MESSAGE_AUTHOR = 'Vó Cida' // supabase/seed.sql
const SEEDED_GIFT = 'Jogo de panelas de inox' // supabase/seed.sql, category cozinha (the first tab)

const messageWall = (page: Page) => page.getByRole('region', { name: MESSAGES.listTitle })

// The data sections load when they come near the screen, as a guest scrolls to them.
/** A guest posts a message through the wall's form and sees it confirmed. */
async function postMessage(page: Page, name: string, text: string) {
  const form = page.getByRole('form', { name: MESSAGES.formTitle })
  await form.getByRole('textbox', { name: MESSAGES.name }).fill(name)
  await form.getByRole('textbox', { name: MESSAGES.message }).fill(text)
  await form.getByRole('button', { name: MESSAGES.submit }).click()
  await expect(page.getByRole('dialog', { name: MESSAGES.successTitle })).toBeVisible()
}

async function openHome(page: Page) {
  await page.goto('/')
  await messageWall(page).scrollIntoViewIfNeeded()
  await expect(messageWall(page).getByText(SEEDED_MESSAGE_AUTHOR)).toBeVisible({
    timeout: BOOT_MS,
  })
}

test('a first visit boots the demo database and shows the seeded gifts and messages', async ({
  page,
}, testInfo) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))

  await page.goto('/')
  // While the database boots, sections load; they never say the backend is not configured.
  await expect(page.getByText(MESSAGES.notConfigured)).toHaveCount(0)
  await expect(page.getByText(GIFTS.notConfigured)).toHaveCount(0)
  await expect(page.getByRole('button', { name: DEMO.openDetails })).toBeVisible()

  await messageWall(page).scrollIntoViewIfNeeded()
  await expect(messageWall(page).getByText(SEEDED_MESSAGE_AUTHOR)).toBeVisible({
    timeout: BOOT_MS,
  })
  const gifts = page.locator('#gifts')
  await gifts.scrollIntoViewIfNeeded()
  await expect(gifts.getByText(SEEDED_GIFT)).toBeVisible({ timeout: BOOT_MS })
  await expect(page.getByText(MESSAGES.notConfigured)).toHaveCount(0)

  await page.screenshot({ path: `test-results/screens/data-home-${testInfo.project.name}.png` })
  // The badge explains the demo.
  await page.getByRole('button', { name: DEMO.openDetails }).click()
  const dialog = page.getByRole('dialog', { name: DEMO.badge })
  await expect(dialog.getByText(DEMO.explain)).toBeVisible()
  await page.screenshot({
    path: `test-results/screens/data-demo-badge-${testInfo.project.name}.png`,
    fullPage: false,
  })
  await dialog.getByRole('button', { name: COMMON.close }).first().click()
  await expect(dialog).toBeHidden()
  expect(errors).toEqual([])
})

test('a message posted in one tab appears in another tab, and the demo reset removes it', async ({
  context,
}) => {
  const first = await context.newPage()
  await openHome(first)
  const second = await context.newPage()
  await openHome(second)

  const text = `Recado da aba um ${Date.now()}`
  await postMessage(first, 'Convidada de teste', text)

  // The other tab was not reloaded: the change reached it through the shared worker.
  await expect(messageWall(second).getByText(text)).toBeVisible({ timeout: 30_000 })

  // Reset from the second tab: confirm, the page reloads with the demo data only.
  await second.getByRole('button', { name: DEMO.openDetails }).click()
  await second.getByRole('button', { name: DEMO.reset }).click()
  const confirm = second.getByRole('alertdialog', { name: DEMO.reset })
  await expect(confirm.getByText(DEMO.confirmReset)).toBeVisible()
  await confirm.getByRole('button', { name: DEMO.resetConfirm }).click()
  await expect(messageWall(second).getByText(text)).toHaveCount(0, { timeout: BOOT_MS })
  // The reloaded page may open at the top (its lower sections render after the script), so the
  // guest scrolls back down to the wall, as often as the reload needs.
  await expect(async () => {
    await messageWall(second).scrollIntoViewIfNeeded()
    await expect(messageWall(second).getByText(SEEDED_MESSAGE_AUTHOR)).toBeVisible({
      timeout: 5_000,
    })
  }).toPass({ timeout: BOOT_MS })
  // …and the first tab follows without a reload.
  await expect(messageWall(first).getByText(text)).toHaveCount(0, { timeout: 30_000 })
})

test('a message confirmed just before the only tab closes is there on the next visit', async ({
  context,
}) => {
  const page = await context.newPage()
  await openHome(page)
  const text = `Recado antes de fechar ${Date.now()}`
  await postMessage(page, 'Convidado apressado', text)
  // The guest closes WhatsApp's browser at once: the database's worker dies with the tab.
  await page.close()

  const later = await context.newPage()
  await openHome(later)
  await expect(messageWall(later).getByText(text)).toBeVisible()
})
