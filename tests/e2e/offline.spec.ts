import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { EVENT_INFO } from '@/config/copy/event-info'
import { INVITATION } from '@/config/copy/invitation'
import { MESSAGES } from '@/config/copy/messages'
import { RSVP } from '@/config/copy/rsvp'
import { OFFLINE } from '@/config/copy/offline'
import { KEPT_RSVP } from '@/config/copy/rsvp'
import { HOUSEHOLD_RSVP } from '@/config/copy/rsvp-household'
import { VENUE } from '@/config/wedding'
import { LAST_COPY_DB, LAST_COPY_KEYS, LAST_COPY_OBJECTS } from '@/data/last-copy'
import { readNetlifyHeadersFile } from '../../build/security-headers'
import { pinClock } from './clock'
import { SUPABASE_DIST, SUPABASE_SITE_URL } from './sites'

// Offline at the farm (docs/decisions/0021-offline-at-the-farm.md): after one visit, the site
// opens with no signal at all from its service worker; the lists show their last copy with a
// notice; a write is refused and keeps what was typed; a new deploy waits for 'Atualizar'.
// On the Supabase build (tests/e2e/supabase-site.ts): a deploy's data come from the network.

test.use({ serviceWorkers: 'allow' })
test.describe.configure({ timeout: 120_000 })

/** The worker has installed its precache and answers this page. */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 60_000,
  })
}

/**
 * This browser has stored its last copy of a list. The page writes it just after showing the
 * list, without waiting; a guest reads on for seconds, but a test that leaves at once could
 * unload the page before IndexedDB has it.
 */
async function waitForLastCopy(page: Page, key: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ name, objects, wanted }) => {
            // Opened only once the page created it: opening a missing database would create it
            // without its object store, and the page's own opening would then find none.
            const known = await indexedDB.databases()
            if (!known.some((database) => database.name === name)) return false
            return new Promise<boolean>((resolve) => {
              const open = indexedDB.open(name)
              open.onerror = () => resolve(false)
              open.onsuccess = () => {
                const database = open.result
                if (!database.objectStoreNames.contains(objects)) {
                  database.close()
                  resolve(false)
                  return
                }
                const read = database.transaction(objects).objectStore(objects).get(wanted)
                read.onsuccess = () => {
                  database.close()
                  resolve(read.result !== undefined)
                }
                read.onerror = () => {
                  database.close()
                  resolve(false)
                }
              }
            })
          },
          { name: LAST_COPY_DB, objects: LAST_COPY_OBJECTS, wanted: key },
        ),
      { timeout: 30_000 },
    )
    .toBe(true)
}

test('after one visit the site opens offline: event info, last copies, a refused message', async ({
  page,
  context,
}, testInfo) => {
  const project = testInfo.project.name
  await page.goto(SUPABASE_SITE_URL)
  await waitForServiceWorker(page)
  // The guest reads on: the wall loads, and this browser keeps its copy.
  await page.goto(`${SUPABASE_SITE_URL}/#messages`)
  const wall = page.locator('#messages')
  await expect(wall.getByRole('article').first()).toBeVisible({ timeout: 60_000 })
  const firstMessage = (await wall.getByRole('article').first().textContent()) ?? ''
  await waitForLastCopy(page, LAST_COPY_KEYS.messages)

  await context.setOffline(true)
  await page.goto(SUPABASE_SITE_URL)
  // The first screen, the invitation and the event information, from the worker alone.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const invitation = page.getByText(INVITATION.title)
  await invitation.scrollIntoViewIfNeeded()
  await expect(invitation).toBeVisible()
  const info = page.locator('section').filter({
    has: page.getByRole('heading', { name: EVENT_INFO.title }),
  })
  await info.scrollIntoViewIfNeeded()
  await expect(info.getByText(VENUE.address)).toBeVisible()
  await expect(info.getByRole('link', { name: new RegExp(EVENT_INFO.route) })).toBeVisible()

  // The wall: its last copy, said to be one.
  await page.goto(`${SUPABASE_SITE_URL}/#messages`)
  await expect(wall.getByText(OFFLINE.lastCopy)).toBeVisible({ timeout: 30_000 })
  await expect(wall.getByRole('article').first()).toHaveText(firstMessage)
  await wall
    .getByText(OFFLINE.lastCopy)
    .evaluate((notice) => notice.scrollIntoView({ block: 'center' }))
  await page.screenshot({ path: `test-results/screens/offline-last-copy-${project}.png` })

  // A message: refused with the offline text, and what was typed stays.
  const text = `Felicidades sem sinal ${project}`
  await wall.getByLabel(MESSAGES.name, { exact: true }).fill('Convidada na fazenda')
  await wall.getByLabel(MESSAGES.message, { exact: true }).fill(text)
  await wall.getByRole('button', { name: MESSAGES.submit }).click()
  await expect(page.getByRole('alert').filter({ hasText: OFFLINE.writeRefused })).toBeVisible()
  await expect(wall.getByLabel(MESSAGES.message, { exact: true })).toHaveValue(text)
  await page.screenshot({ path: `test-results/screens/offline-refused-${project}.png` })

  // Back online: nothing had been queued, and the wall is live again.
  await context.setOffline(false)
  await expect(wall.getByText(OFFLINE.lastCopy)).toBeHidden({ timeout: 30_000 })
  await expect(wall.getByRole('article').first()).toBeVisible()
  await expect(wall.getByRole('article').filter({ hasText: text })).toHaveCount(0)
})

test('a personal link opens offline with the household’s own answers, said as a last copy', async ({
  page,
  context,
}) => {
  // Before the deadline, when a household still opens its link to read or change its answers.
  await pinClock(context)
  const code = '3hsqwyszjk'
  const address = `${SUPABASE_SITE_URL}/?convite=${code}#rsvp`
  await page.goto(address)
  await waitForServiceWorker(page)
  const rsvp = page.locator('#rsvp')
  const greeting = rsvp.getByText(HOUSEHOLD_RSVP.greeting('Família Souza'))
  await expect(greeting).toBeVisible({ timeout: 60_000 })
  const answers = await rsvp.getByRole('group').allTextContents()
  expect(answers.length).toBeGreaterThan(0)
  await waitForLastCopy(page, LAST_COPY_KEYS.invitation + code)

  await context.setOffline(true)
  // A reload, not goto: the same address with its #rsvp would not load the page again.
  await page.reload()
  await expect(greeting).toBeVisible({ timeout: 30_000 })
  await expect(rsvp.getByText(OFFLINE.lastCopy)).toBeVisible()
  expect(await rsvp.getByRole('group').allTextContents()).toEqual(answers)
})

test('the guest’s own RSVP answer opens offline under ‘Sua resposta’, and can be forgotten there', async ({
  page,
  context,
}, testInfo) => {
  const project = testInfo.project.name
  // Before the deadline, when the open form takes answers.
  await pinClock(context)
  await context.route('**/api/v1.0/email/send', (route) =>
    route.fulfill({ status: 200, body: 'OK' }),
  )
  await context.route('https://formularios.exemplo.test/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
  )
  await page.goto(`${SUPABASE_SITE_URL}/#rsvp`)
  await waitForServiceWorker(page)
  const rsvp = page.locator('#rsvp')
  const name = `Lia Prado ${project}`
  await rsvp.getByLabel(RSVP.nomeCompleto).fill(name)
  await rsvp.getByRole('radio', { name: RSVP.sim }).check()
  await rsvp.getByLabel(RSVP.email).fill(`lia.${project}@exemplo.com`)
  await rsvp.getByLabel(RSVP.telefone).fill('(34) 98888-2222')
  await rsvp.getByLabel(RSVP.observacoes).fill('Chego depois da cerimônia')
  await rsvp.getByRole('button', { name: RSVP.submit }).click()
  const thanks = rsvp.getByRole('heading', { name: RSVP.thanksTitle('Lia') })
  await expect(thanks).toBeVisible({ timeout: 60_000 })

  // At the farm, no signal: the page opens with the guest's own answer, not a blank form.
  await context.setOffline(true)
  await page.reload()
  await expect(thanks).toBeVisible({ timeout: 30_000 })
  const answer = rsvp.getByRole('region', { name: RSVP.yourAnswer })
  await expect(answer).toContainText(name)
  await expect(answer).toContainText('Chego depois da cerimônia')
  // Said when it was sent (the page's clock runs on from 12:00) and that it stays on this phone.
  const [sentAt = '', kept = ''] = KEPT_RSVP.note('01/10/2025 às 12:§').split('§')
  await expect(answer).toContainText(sentAt)
  await expect(answer).toContainText(kept)
  await expect(rsvp.getByRole('button', { name: RSVP.submit })).toHaveCount(0)
  await thanks.evaluate((heading) => heading.scrollIntoView({ block: 'start' }))
  await page.evaluate(() => window.scrollBy(0, -90))
  await page.screenshot({ path: `test-results/screens/rsvp-kept-offline-${project}.png` })
  await rsvp.screenshot({ path: `test-results/screens/rsvp-kept-offline-${project}-section.png` })

  // Forgotten on this phone, offline too: a blank form, and the couple still have it.
  await rsvp.getByRole('button', { name: KEPT_RSVP.forget }).click()
  await expect(rsvp.getByRole('status').filter({ hasText: KEPT_RSVP.forgotten })).toBeVisible()
  await expect(rsvp.getByLabel(RSVP.nomeCompleto)).toHaveValue('')
  await page.reload()
  await expect(rsvp.getByRole('button', { name: RSVP.submit })).toBeVisible({ timeout: 30_000 })
  await expect(thanks).toHaveCount(0)
})

test('a guest’s phone never holds the couple’s panel', async ({ page, context }) => {
  await page.goto(SUPABASE_SITE_URL)
  await waitForServiceWorker(page)
  // The panel's page and the data calls are in no cache; its code neither.
  const cached = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    }
    return urls
  })
  expect(cached.length).toBeGreaterThan(10)
  expect(
    cached.filter((url) => /\/dev\b|\/assets\/admin-[\w-]+\.js|rpc\/|rest\/v1/.test(url)),
  ).toEqual([])
  // Offline, /dev gets no fallback to the cached home page on a phone that never opened the
  // panel: the browser's own error page (the worker's route for /dev fails as the network did).
  await context.setOffline(true)
  await expect(page.goto(`${SUPABASE_SITE_URL}/dev`)).rejects.toThrow(
    /ERR_INTERNET_DISCONNECTED|ERR_FAILED/,
  )
})

/**
 * A deploy as a static host serves it, from a folder that a test can swap for the next deploy
 * (vite preview lists its files once, at start). Same headers as the build wrote (CSP included).
 */
function deployServer(): {
  url: Promise<string>
  deploy: (dir: string) => void
  close: () => void
} {
  let root = ''
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.webmanifest': 'application/manifest+json',
    '.png': 'image/png',
    '.svg': 'image/svg+xml',
    '.woff2': 'font/woff2',
  }
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    let file = join(root, path)
    if (path.endsWith('/') || !existsSync(file)) file = join(root, 'index.html')
    const headers = readNetlifyHeadersFile(readFileSync(join(root, '_headers'), 'utf8'))
    res.writeHead(200, {
      ...headers,
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    })
    res.end(readFileSync(file))
  })
  const url = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`)
    }),
  )
  return { url, deploy: (dir) => (root = dir), close: () => server.close() }
}

test('a new deploy waits for “Atualizar”, then the page is all of the new one', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name
  // Build A is the Supabase test build; build B is the same with another page title and so a
  // new worker (its precache lists the new index.html), as the next deploy would be.
  const work = mkdtempSync(join(tmpdir(), 'deploys-'))
  const a = join(work, 'a')
  const b = join(work, 'b')
  cpSync(SUPABASE_DIST, a, { recursive: true })
  cpSync(SUPABASE_DIST, b, { recursive: true })
  const html = readFileSync(join(b, 'index.html'), 'utf8')
  writeFileSync(
    join(b, 'index.html'),
    html.replace(/<title>([^<]*)<\/title>/, '<title>$1 · B</title>'),
  )
  const sw = readFileSync(join(b, 'sw.js'), 'utf8')
  const revised = sw.replace(/(url:"index\.html",revision:")[^"]+"/, '$1deploy-b"')
  expect(revised).not.toBe(sw)
  writeFileSync(join(b, 'sw.js'), revised)

  const site = deployServer()
  try {
    site.deploy(a)
    const url = await site.url
    await page.goto(url)
    await waitForServiceWorker(page)
    const titleA = await page.title()
    expect(titleA).not.toMatch(/· B$/)

    site.deploy(b)
    // The guest comes back to the tab: the page looks for a new deploy and offers it.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    const prompt = page.getByRole('status').filter({ hasText: OFFLINE.updateAvailable })
    await expect(prompt).toBeVisible({ timeout: 30_000 })
    // Meanwhile the open page is still build A, whole.
    expect(await page.title()).toBe(titleA)
    await page.screenshot({ path: `test-results/screens/offline-update-${project}.png` })

    await prompt.getByRole('button', { name: OFFLINE.update }).click()
    await expect(page).toHaveTitle(`${titleA} · B`, { timeout: 30_000 })
    await expect(prompt).toBeHidden()
    // Reloaded on build B's worker: no second prompt, and the hero is there.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  } finally {
    site.close()
    rmSync(work, { recursive: true, force: true })
  }
})
