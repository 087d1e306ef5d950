import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from '@playwright/test'
import QRCode from 'qrcode'
import { ADMIN } from '@/config/copy/admin'
import { GUESTS_ADMIN as G } from '@/config/copy/admin-guests'
import { DOOR, TABLES, TEAM } from '@/config/copy/day-of'
import { DAY_OF_NAV } from '@/config/copy/day-of-nav'
import { YOUR_TABLE } from '@/config/copy/your-table'
import { STORAGE_KEYS } from '@/config/ui'
import { guestBrowser, loginAsCouple, LOGIN_BOOT_MS, standInRpc } from './couple'
import { MOMENTS, pinClock } from './clock'
import { SUPABASE_SITE_URL } from './sites'

// The wedding day (docs/decisions/0026-the-day-at-the-door.md) on the Supabase site, one database
// for every phone: the couple create the cerimonial's account; the team's phone seats two
// households, loses its signal, checks one guest in by search and one by the invitation's QR,
// gets the signal back; another phone and /dev see both arrivals; the guest's link shows the table.

test.describe.configure({ timeout: 300_000 })

const rpc = standInRpc

async function tokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminSession)
  return (JSON.parse(stored ?? '{}') as { token: string }).token
}

async function phone(
  browser: Browser,
  testInfo: TestInfo,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return guestBrowser(browser, testInfo, options)
}

async function loginAs(page: Page, username: string, password: string) {
  await page.goto(`${SUPABASE_SITE_URL}/dev`)
  await page.getByLabel(ADMIN.username).fill(username)
  await page.getByLabel(ADMIN.password).fill(password)
  await page.getByRole('button', { name: ADMIN.login }).click()
  await expect(page.getByText(ADMIN.welcome(username))).toBeVisible({ timeout: LOGIN_BOOT_MS })
}

test('the cerimonial seats two households, checks guests in without signal by name and by QR, and every screen agrees', async ({
  page,
  browser,
}, testInfo) => {
  // Names of this run (the Supabase site's database lives as long as the test run).
  const run = `${testInfo.project.name.slice(0, 1)}${Date.now() % 100_000}`
  const username = `rita.${run}`.slice(0, 40)
  const souza = `Família Souza ${run}`
  const davi = `Primo Davi ${run}`
  const table = testInfo.project.name === 'desktop' ? 'Mesa 8' : 'Mesa 7'

  // The couple create the team's account.
  await loginAsCouple(page, SUPABASE_SITE_URL)
  const team = page.locator('#admin-team')
  await team.getByLabel(TEAM.name).fill('Rita do Cerimonial')
  await team.getByLabel(TEAM.username).fill(username)
  await team.getByLabel(TEAM.password).fill('senha-da-rita')
  await team.getByRole('button', { name: TEAM.create }).click()
  await expect(page.getByText(TEAM.created('Rita do Cerimonial'))).toBeVisible()
  await expect(team.getByRole('list', { name: TEAM.listLabel }).getByText(username)).toBeVisible()

  // Two households that confirmed (set up through the API: the guest list has its own tests).
  const couple = await tokenOf(page)
  const ids: Record<string, string> = {}
  for (const [name, members] of [
    [souza, ['Ana Souza', 'Léo Souza']],
    [davi, ['Davi Lima']],
  ] as const) {
    const id = await rpc<string>('admin_save_household', {
      p_token: couple,
      p_household: { name, members: members.map((m) => ({ name: m, kind: 'adult' })) },
    })
    ids[name] = id
    const listed = await rpc<{ id: string; members: { id: string }[] }[]>('admin_list_households', {
      p_token: couple,
    })
    const household = listed.find((h) => h.id === id)
    await rpc('admin_record_answer', {
      p_token: couple,
      p_household_id: id,
      p_answers: household?.members.map((m) => ({ member_id: m.id, attending: 'sim' })),
    })
  }
  const households = await rpc<{ id: string; code: string }[]>('admin_list_households', {
    p_token: couple,
  })
  const daviCode = households.find((h) => h.id === ids[davi])?.code ?? ''
  const souzaCode = households.find((h) => h.id === ids[souza])?.code ?? ''

  // The team's phone: only the guest list, Mesas and Portaria.
  // With the site's service worker, as a real phone has it (the Portaria reloaded offline).
  const teamPhone = await phone(browser, testInfo, { serviceWorkers: 'allow' })
  const door = await teamPhone.newPage()
  await loginAs(door, username, 'senha-da-rita')
  const nav = door.getByRole('navigation', { name: ADMIN.sectionsNav })
  await expect(nav.getByRole('link')).toHaveText([DAY_OF_NAV.door, G.title, DAY_OF_NAV.tables])
  await expect(door.getByRole('heading', { name: ADMIN.giftsTitle })).toHaveCount(0)

  // Mesas: a table, then the two households by tapping each and then the table.
  const mesas = door.locator('#admin-tables')
  await mesas.getByRole('button', { name: TABLES.add }).click()
  const form = door.getByRole('dialog', { name: TABLES.add })
  await form.getByLabel(TABLES.name).fill(table)
  await form.getByLabel(TABLES.seats).fill('8')
  await form.getByRole('button', { name: TABLES.save }).click()
  await expect(mesas.getByRole('heading', { name: table })).toBeVisible()
  // On a phone by tapping the household and then the table; on a computer by dragging it there.
  const desktop = testInfo.project.name === 'desktop'
  for (const name of [souza, davi]) {
    const chip = mesas.getByRole('button', { name: TABLES.seatHousehold(name) })
    if (desktop) {
      // The drag's own events (a mouse drag cannot keep both ends in one 800 px screen).
      const dataTransfer = await door.evaluateHandle(() => new DataTransfer())
      const target = mesas.getByRole('region', { name: table })
      await chip.dispatchEvent('dragstart', { dataTransfer })
      await target.dispatchEvent('dragover', { dataTransfer })
      await target.dispatchEvent('drop', { dataTransfer })
    } else {
      // The lists read again after each seating and move under the finger: a tap that landed
      // while they moved is tapped again, as a person would (never twice once it took).
      await expect(async () => {
        if ((await chip.getAttribute('aria-pressed')) !== 'true') await chip.click()
        await expect(chip).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 })
      }).toPass()
      await mesas.getByRole('button', { name: TABLES.moveHereLabel(table) }).click()
    }
    await expect(door.getByText(TABLES.seated(name, table))).toBeVisible()
  }
  const seated = mesas.getByRole('region', { name: table })
  await expect(seated.getByText(TABLES.seatsUsed(3, 8))).toBeVisible()
  // The toasts gone, the panel as the team sees it.
  await expect(door.getByText(TABLES.seated(davi, table))).toHaveCount(0, { timeout: 20_000 })
  await mesas.scrollIntoViewIfNeeded()
  await mesas.screenshot({ path: `test-results/screens/day-of-mesas-${testInfo.project.name}.png` })

  // The Portaria has the list; the signal goes.
  const portaria = door.locator('#admin-door')
  await portaria.scrollIntoViewIfNeeded()
  const counters = portaria.getByRole('status').first()
  await expect(counters).toContainText(/Chegaram \d+ de \d+ confirmados/)
  // The other screen's run may have checked its guests in already (one database per test run).
  const [, came, confirmed] = ((await counters.textContent()) ?? '')
    .match(/Chegaram (\d+) de (\d+) confirmados/)
    ?.map(Number) ?? [0, 0, 0]
  // The worker holds the panel's code by now (it took the page after the login).
  await door.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 60_000,
  })
  // Every piece of code the page loaded is in a cache of the worker's (the precache or the
  // panel's) before the signal goes.
  await expect
    .poll(() =>
      door.evaluate(async () => {
        const code = performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((url) => /\/assets\/.+\.(?:js|css)$/.test(url))
        const missing = []
        for (const url of code)
          if (!(await caches.match(url, { ignoreSearch: true }))) missing.push(url)
        return missing
      }),
    )
    .toEqual([])
  await teamPhone.setOffline(true)

  // By name, accents and case ignored.
  await portaria.getByLabel(DOOR.search).fill('leo souza')
  const found = portaria.getByRole('article', { name: souza })
  await found.getByRole('button', { name: DOOR.arrivedLabel('Léo Souza') }).click()
  await expect(found.getByText(/Chegou às/)).toBeVisible()
  await expect(portaria.getByText(DOOR.pending(1))).toBeVisible()

  // By the household's QR (a photo of the printed invitation).
  const qr = await QRCode.toBuffer(`${SUPABASE_SITE_URL}/?convite=${daviCode}#rsvp`, {
    width: 400,
    margin: 4,
  })
  await portaria
    .getByLabel(DOOR.scanFromImage, { exact: true })
    .and(door.locator('input[type=file]'))
    .setInputFiles({ name: 'convite.png', mimeType: 'image/png', buffer: qr })
  const opened = portaria.getByRole('article', { name: davi })
  await opened.getByRole('button', { name: DOOR.arrivedLabel('Davi Lima') }).click()
  await expect(portaria.getByText(DOOR.pending(2))).toBeVisible()
  await expect(counters).toContainText(DOOR.counters((came ?? 0) + 2, confirmed ?? 0))

  // The page reloaded without signal (a pull to refresh at the door): the Portaria opens again,
  // from this phone's copy, with both arrivals still waiting to be sent.
  await door.reload()
  await expect(portaria.getByText(DOOR.pending(2))).toBeVisible({ timeout: 30_000 })
  await expect(counters).toContainText(DOOR.counters((came ?? 0) + 2, confirmed ?? 0))
  await portaria.getByLabel(DOOR.search).fill('davi lima')
  await expect(portaria.getByRole('article', { name: davi }).getByText(/Chegou às/)).toBeVisible()
  await portaria.getByLabel(DOOR.search).fill('')
  await portaria.scrollIntoViewIfNeeded()
  await door.screenshot({
    path: `test-results/screens/day-of-portaria-${testInfo.project.name}.png`,
  })

  // The signal comes back: the queue goes, nothing waits.
  await teamPhone.setOffline(false)
  await door.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect(portaria.getByText(/aguardando envio/)).toHaveCount(0, { timeout: 30_000 })

  // A second phone of the team sees both arrivals.
  const second = await (await phone(browser, testInfo)).newPage()
  await loginAs(second, username, 'senha-da-rita')
  const secondDoor = second.locator('#admin-door')
  await secondDoor.getByLabel(DOOR.search).fill('davi lima')
  await expect(secondDoor.getByRole('article', { name: davi }).getByText(/Chegou às/)).toBeVisible()
  await secondDoor.getByLabel(DOOR.search).fill('léo')
  await expect(
    secondDoor.getByRole('article', { name: souza }).getByText(/Chegou às/),
  ).toBeVisible()

  // The couple's /dev too (live: the page was open all along).
  const coupleDoor = page.locator('#admin-door')
  await coupleDoor.scrollIntoViewIfNeeded()
  await expect(coupleDoor.getByRole('status').first()).toContainText(
    DOOR.counters((came ?? 0) + 2, confirmed ?? 0),
  )

  // The printed pages, as the print dialog gets them (print media on an A4-sized page).
  await page.evaluate(() => {
    window.print = () => undefined
  })
  for (const [button, name] of [
    [TABLES.print, 'tables'],
    [TABLES.printDoor, 'door'],
  ] as const) {
    await page.locator('#admin-tables').getByRole('button', { name: button }).click()
    await expect(page.locator('.day-of-print')).toHaveCount(1)
    await page.emulateMedia({ media: 'print' })
    await page.setViewportSize({ width: 794, height: 1123 })
    await expect(page.locator('.day-of-print h1').first()).toBeVisible()
    await page.screenshot({
      path: `test-results/screens/day-of-print-${name}-${testInfo.project.name}.png`,
      fullPage: true,
    })
    await page.pdf({ path: `test-results/screens/day-of-print-${name}.pdf`, format: 'A4' })
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
    await page.emulateMedia({ media: 'screen' })
  }

  // The guest's link on the wedding day: the table.
  const guest = await guestBrowser(browser, testInfo)
  await pinClock(guest, MOMENTS.weddingDay)
  const link = await guest.newPage()
  await link.goto(`/?convite=${souzaCode}#rsvp`)
  await expect(link.getByText(YOUR_TABLE.title(table))).toBeVisible({ timeout: LOGIN_BOOT_MS })
  await link.getByText(YOUR_TABLE.title(table)).scrollIntoViewIfNeeded()
  await link.screenshot({
    path: `test-results/screens/day-of-guest-table-${testInfo.project.name}.png`,
  })
})
