import { expect, test } from '@playwright/test'
import { THANKS } from '@/config/copy/thanks'
import { loginAsCouple } from './couple'
import { SUPABASE_SITE_URL } from './sites'

// 'Agradecimentos' in /dev on the demo data (supabase/seed.sql: three households already thanked):
// the rows, the WhatsApp link with the giver's phone and gift, a mark and its undo; a screenshot
// of the panel on each screen (test-results/screens). On the Supabase site: the embedded demo at
// today's date is past its data retention, with no contact left to write to.

test.describe.configure({ timeout: 240_000 })

test('the couple work through their thank-yous', async ({ page }, testInfo) => {
  await loginAsCouple(page, SUPABASE_SITE_URL)
  const panel = page.getByRole('region', { name: THANKS.title })
  // The panel is a chunk of its own: its placeholder first, then the list.
  const count = panel.getByText(/^Faltam \d+ de \d+$/)
  await expect(count).toBeAttached({ timeout: 60_000 })
  await panel.scrollIntoViewIfNeeded()
  const souza = panel.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Padrinhos Ana e Luiz' }),
  })
  await expect(souza).toBeVisible({ timeout: 60_000 })
  await expect(count).toBeVisible()
  const before = (await count.textContent()) ?? ''

  const link = souza.getByRole('link', { name: THANKS.viaWhatsAppLabel('Padrinhos Ana e Luiz') })
  const href = (await link.getAttribute('href')) ?? ''
  expect(href).toMatch(/^https:\/\/wa\.me\/5534996547788\?text=/)
  expect(decodeURIComponent(href)).toContain('Jogo de cama queen 400 fios')
  await panel.screenshot({ path: `test-results/screens/thanks-${testInfo.project.name}.png` })

  await souza.getByRole('button', { name: THANKS.markThankedLabel('Padrinhos Ana e Luiz') }).click()
  await expect(souza.getByText(/^Agradecido em/)).toBeVisible()
  await expect(count).not.toHaveText(before)
  await souza.getByRole('button', { name: THANKS.undoLabel('Padrinhos Ana e Luiz') }).click()
  await expect(souza.getByText(THANKS.pendingBadge)).toBeVisible()
  await expect(count).toHaveText(before)

  await panel.getByRole('button', { name: THANKS.filterThanked }).click()
  await expect(panel.getByRole('heading', { name: 'Vó Cida' })).toBeVisible()
  await panel.screenshot({
    path: `test-results/screens/thanks-thanked-${testInfo.project.name}.png`,
  })
})
