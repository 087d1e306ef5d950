import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { pinClock } from './clock'
import { openWithScriptHeld } from './hold-script'
import { PHONE_LINKS } from '@/config/copy/common'
import { COUNTDOWN } from '@/config/copy/countdown'
import { CALENDAR, EVENT_INFO } from '@/config/copy/event-info'
import { GALLERY } from '@/config/copy/gallery'
import {
  CONTACTS,
  COUPLE_NAMES,
  VENUE,
  VENUE_LINE,
  VERSE,
  WEDDING_DATE_LABEL,
} from '@/config/wedding'

// Issue 2: the static sections of the main page in a real browser.

test('the hero shows the names, the date, the verse and the venue', async ({ page }) => {
  await page.goto('/')
  const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
  await expect(hero.getByRole('heading', { level: 1, name: COUPLE_NAMES })).toBeVisible()
  await expect(hero.getByText(WEDDING_DATE_LABEL)).toBeVisible()
  await expect(hero.getByText(VERSE.reference)).toBeVisible()
  await expect(hero.getByText(VERSE.text, { exact: false })).toBeVisible()
  await expect(hero.getByText(VENUE_LINE)).toBeVisible()
  // Nothing on the page comes from another origin (fonts and art are local).
  const external: string[] = []
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) external.push(r.url())
  })
  await page.reload()
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible()
  expect(external).toEqual([])
  // Social preview tags are filled from src/config/wedding.ts.
  await expect(page).toHaveTitle(`${COUPLE_NAMES} · ${WEDDING_DATE_LABEL}`)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    `${COUPLE_NAMES} · ${WEDDING_DATE_LABEL}`,
  )
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/og-image\.png$/,
  )
})

test('event information: route, contacts, and the calendar file', async ({ page }) => {
  await page.goto('/')
  const info = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: EVENT_INFO.title }),
  })
  await expect(info.getByText(VENUE.cep)).toBeVisible()
  const route = info.getByRole('link', { name: new RegExp(EVENT_INFO.route) })
  await expect(route).toHaveAttribute('target', '_blank')
  await expect(route).toHaveAttribute('href', /google\.com\/maps/)
  for (const contact of CONTACTS) {
    await expect(info.getByRole('link', { name: PHONE_LINKS.call(contact.name) })).toHaveAttribute(
      'href',
      `tel:+${contact.phone}`,
    )
    await expect(
      info.getByRole('link', { name: new RegExp(PHONE_LINKS.whatsapp(contact.name)) }),
    ).toHaveAttribute('href', `https://wa.me/${contact.phone}`)
  }
  await expect(info.getByRole('link', { name: new RegExp(CALENDAR.google) })).toHaveAttribute(
    'href',
    /calendar\.google\.com\/calendar\/render\?action=TEMPLATE.*dates=20251101T190000Z/,
  )

  const downloading = page.waitForEvent('download')
  await info.getByRole('button', { name: CALENDAR.ics }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/\.ics$/)
  const ics = await readFile(await download.path(), 'utf8')
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/)
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n')
  expect(lines).toContain('DTSTART:20251101T190000Z')
  expect(lines).toContain(`SUMMARY:${CALENDAR.eventTitle(COUPLE_NAMES)}`)
  expect(lines.some((l) => l.startsWith('UID:'))).toBe(true)
  expect(lines.some((l) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(l))).toBe(true)
  expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1)
})

test('the first screen is in the HTML itself, before any script runs', async ({ request }) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain('id="hero-names"')
  expect(html).toContain(VERSE.reference)
  expect(html).toContain(WEDDING_DATE_LABEL)
  // The countdown cannot know the visitor's time at build time: no stale numbers.
  expect(html).toContain(`>${COUNTDOWN.days}<`)
  expect(html).not.toMatch(/tabular-nums[^>]*>\d/)
  // The script and the font faces are requested after the first paint, not before it.
  expect(html).not.toMatch(/<script type="module"[^>]* src=/)
  expect(html).not.toMatch(/rel="preload"[^>]*as="font"/)
})

test('the script is requested only once the first screen has been painted', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: COUPLE_NAMES })).toBeVisible()
  // The browser reports the paint once the frame has been shown: wait for both entries.
  const entries = () =>
    page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      script:
        performance
          .getEntriesByType('resource')
          .find((r) => /\/assets\/index-[^/]+\.js$/.test(r.name))?.startTime ?? null,
    }))
  await expect.poll(async () => Object.values(await entries()).includes(null)).toBe(false)
  const times = await entries()
  expect(times.script ?? 0).toBeGreaterThanOrEqual(times.paint ?? Infinity)
})

test(`the font faces join the page in one step, each already loaded`, async ({ page }) => {
  // Each face swapping in on its own would lay the first screen out again each time.
  await page.addInitScript(() => {
    const adds: { at: number; family: string; status: string; latin: boolean }[] = []
    ;(window as unknown as { faceAdds: typeof adds }).faceAdds = adds
    const add = FontFaceSet.prototype.add
    FontFaceSet.prototype.add = function (this: FontFaceSet, face: FontFace) {
      adds.push({
        at: performance.now(),
        family: face.family,
        status: face.status,
        latin: /U\+0-FF\b/i.test(face.unicodeRange),
      })
      return add.call(this, face)
    }
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: COUPLE_NAMES })).toBeVisible()
  const adds = () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            faceAdds: { at: number; family: string; status: string; latin: boolean }[]
          }
        ).faceAdds,
    )
  await expect.poll(async () => (await adds()).length).toBeGreaterThan(0)
  const faces = await adds()
  const latin = faces.filter((f) => f.latin)
  expect(new Set(latin.map((f) => f.family.replace(/"/g, '')))).toEqual(
    new Set(['Cormorant Garamond', 'Great Vibes', 'Inter']),
  )
  expect(latin.every((f) => f.status === 'loaded')).toBe(true)
  // Added in one loop of one task: microseconds apart on an idle machine, 9 ms once on a busy CI
  // run. Faces added as each file landed would be a network round trip or more apart.
  const times = faces.map((f) => f.at)
  expect(Math.max(...times) - Math.min(...times)).toBeLessThan(50)
})

test('the prerendered first screen is adopted, not redrawn, when the script runs', async ({
  page,
}) => {
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text())
  })
  // A month before the wedding, with the countdown (tests/e2e/by-the-clock.spec.ts: after it).
  await pinClock(page)
  // Hold the script back until the static page is on screen, then let it hydrate.
  const release = await openWithScriptHeld(page)
  const verse = page.getByText(VERSE.reference)
  await expect(verse).toBeVisible()
  await page.evaluate(() => {
    const marked = window as unknown as { heroVerse?: Element | null }
    marked.heroVerse = document.querySelector('#hero-names')
  })
  release()
  // Hydrated: the countdown has numbers and the menu/bar answer.
  await expect(
    page
      .getByRole('timer')
      .getByText(/^\d{2}$/)
      .first(),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: GALLERY.title })).toBeAttached()
  const kept = await page.evaluate(() => {
    const marked = window as unknown as { heroVerse?: Element | null }
    return marked.heroVerse?.isConnected === true
  })
  expect(kept).toBe(true)
  // A hydration mismatch would make React report an error and paint everything again.
  expect(problems).toEqual([])
  // The font faces arrived after the first paint.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (f) => f.family.includes('Cormorant') && f.style === 'italic' && f.status === 'loaded',
        ),
      ),
    )
    .toBe(true)
})
