import { expect, test, type Page } from '@playwright/test'
import { MESSAGES } from '@/config/copy/messages'
import { expectNoAxeViolations } from './axe'

// Issue 4 (Messages): a message posted in one tab appears in a second tab of the same browser
// (the embedded database lives in the browser), HTML shows literally, and a refused send keeps
// what the guest typed. Failures the browser cannot cause are in tests/components/messages.test.tsx.

// The embedded database boots in the browser on first visit; the machine may be busy.
test.describe.configure({ timeout: 150_000 })

async function openMessages(page: Page) {
  await page.goto('/#messages')
  const section = page.locator('#messages')
  // The list is ready when the first message (or the empty text) is there.
  await expect(section.getByRole('article').first()).toBeVisible({ timeout: 90_000 })
  return section
}

test('post a message and see it in a second tab; HTML shows as text', async ({
  context,
}, testInfo) => {
  const a = await context.newPage()
  const messagesA = await openMessages(a)
  const b = await context.newPage()
  const messagesB = await openMessages(b)
  const project = testInfo.project.name

  await messagesA.scrollIntoViewIfNeeded()
  await messagesA.screenshot({ path: `test-results/screens/messages-${project}.png` })

  // Validation first: blank values are refused with the product’s text.
  await messagesA.getByLabel(MESSAGES.name, { exact: true }).fill('   ')
  await messagesA.getByRole('button', { name: MESSAGES.submit }).click()
  await expect(messagesA.getByRole('alert')).toHaveText(MESSAGES.required)

  const name = `Convidada ${project}`
  const text = `<b>Felicidades</b> <script>window.__xss = true</script> ${Date.now()}`
  await messagesA.getByLabel(MESSAGES.name, { exact: true }).fill(`  ${name} `)
  await messagesA.getByLabel(MESSAGES.message, { exact: true }).fill(text)
  await expect(messagesA.getByText(MESSAGES.counter(text.length, 1000))).toBeVisible()
  await messagesA.getByRole('button', { name: MESSAGES.submit }).click()

  const success = a.getByRole('dialog', { name: MESSAGES.successTitle })
  await expect(success).toBeVisible()
  await expectNoAxeViolations(a, ['#messages', '[role="dialog"]'])
  await a.screenshot({ path: `test-results/screens/messages-success-${project}.png` })
  await success.getByRole('button', { name: MESSAGES.ok }).click()
  await expect(success).toBeHidden()

  // Newest first, in this tab and, live, in the other one; the HTML is text.
  for (const section of [messagesA, messagesB]) {
    const first = section.getByRole('article').first()
    await expect(first.getByRole('heading', { name })).toBeVisible()
    await expect(first.getByText(text, { exact: true })).toBeVisible()
    await expect(first.locator('b, script')).toHaveCount(0)
  }
  expect(await a.evaluate(() => '__xss' in window)).toBe(false)
  expect(await b.evaluate(() => '__xss' in window)).toBe(false)

  // The same name and text again within a minute: the database refuses, the form keeps it.
  await messagesB.getByLabel(MESSAGES.name, { exact: true }).fill(name)
  await messagesB.getByLabel(MESSAGES.message, { exact: true }).fill(text)
  await messagesB.getByRole('button', { name: MESSAGES.submit }).click()
  // The database's own text, even when another tab owns the database (src/data/embedded/embedded-protocol.ts).
  await expect(b.getByRole('alert').filter({ hasText: /Aguarde um minuto/ })).toBeVisible()
  await expect(messagesB.getByRole('article').filter({ hasText: text })).toHaveCount(1)
  await expect(messagesB.getByLabel(MESSAGES.message, { exact: true })).toHaveValue(text)
  await expect(messagesB.getByLabel(MESSAGES.name, { exact: true })).toHaveValue(name)
  await b.screenshot({ path: `test-results/screens/messages-error-${project}.png` })
})

test('a message with one very long word does not widen the page on a 360 px phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const section = await openMessages(page)
  // A long laugh, a name without spaces and a pasted link: all common on WhatsApp.
  const name = `FamíliaAlbuquerqueGonçalvesDeOliveira${Date.now()}`
  const text = `${'k'.repeat(160)} https://www.instagram.com/p/${'C'.repeat(60)}/?igsh=${'x'.repeat(40)}`
  await section.getByLabel(MESSAGES.name, { exact: true }).fill(name)
  await section.getByLabel(MESSAGES.message, { exact: true }).fill(text)
  await section.getByRole('button', { name: MESSAGES.submit }).click()
  const success = page.getByRole('dialog', { name: MESSAGES.successTitle })
  await expect(success).toBeVisible()
  // The success modal fits the screen: its button is on it.
  const ok = success.getByRole('button', { name: MESSAGES.ok })
  const box = await ok.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true)
  await ok.click()
  await expect(section.getByRole('article').first().getByRole('heading', { name })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await section.getByRole('article').first().screenshot({
    path: 'test-results/screens/messages-long-word-360.png',
  })
})

test("the demo wall reads a page at a time: 'Ver mais' brings the older messages", async ({
  page,
}) => {
  const section = await openMessages(page)
  const wall = section.getByRole('region', { name: MESSAGES.listTitle })
  // supabase/seed.sql: the oldest demo message is on the second page.
  await expect(wall.getByText('Dona Lurdes, vizinha')).toHaveCount(0)
  const more = wall.getByRole('button', { name: MESSAGES.showMore })
  await more.scrollIntoViewIfNeeded()
  await more.click()
  const oldest = wall.getByRole('article').filter({ hasText: 'Dona Lurdes, vizinha' })
  await expect(oldest).toBeVisible()
  // Every page is there and the button is gone; focus went to the first message it added.
  await expect(more).toHaveCount(0)
  await expect(wall.getByRole('article').last()).toContainText('Dona Lurdes, vizinha')
  await expect(wall.getByRole('article').nth(12)).toBeFocused()
})
