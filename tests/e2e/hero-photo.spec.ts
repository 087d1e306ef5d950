import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Browser } from '@playwright/test'
import type { PreviewServer } from 'vite'
import { buildHeroSite, serveSite } from './build-sites'
import { HERO_DIST, HERO_PORT } from './sites'

// The hero photo of a build that has one (docs/decisions/0019-hero-photo.md): the template's
// config has none, so this file serves a site built with a photo-like JPEG as the photo
// (build-sites.ts: by `.ci/run` before the browser tests, else here) beside the e2e build.
const SITE = `http://127.0.0.1:${HERO_PORT}/`
const PHONE_BUDGET_BYTES = 150 * 1024
const ROOT = fileURLToPath(new URL('../..', import.meta.url))

let server: PreviewServer | undefined

test.beforeAll(async () => {
  test.setTimeout(480_000)
  if (!process.env.E2E_BUILT) await buildHeroSite()
  server = await serveSite(HERO_DIST, HERO_PORT)
})

test.afterAll(async () => {
  await server?.close()
})

/** The hero files a first visit at this screen downloads, and the photo as shown. */
async function visit(
  browser: Browser,
  screen: { width: number; height: number; dpr: number; mobile: boolean },
) {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.dpr,
    isMobile: screen.mobile,
    hasTouch: screen.mobile,
  })
  const page = await context.newPage()
  const files: { path: string; bytes: number }[] = []
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname
    if (path.startsWith('/assets/hero-'))
      files.push({ path, bytes: (await response.body()).length })
  })
  await page.goto(SITE, { waitUntil: 'networkidle' })
  const photo = page.getByRole('img', { name: 'Foto de teste do bench' })
  await expect(photo).toBeVisible()
  const shown = await photo.evaluate((img: HTMLImageElement) => ({
    src: new URL(img.currentSrc).pathname,
    complete: img.complete && img.naturalWidth > 0,
  }))
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  const names = await page
    .getByRole('heading', { level: 1, name: 'Marina & Rafael' })
    .evaluate((h) => getComputedStyle(h).color)
  await context.close()
  return { files, shown, overflow, names }
}

test('the prerendered page preloads the hero photo, and a phone downloads one copy of 150 KB or less', async ({
  browser,
}) => {
  const html = readFileSync(join(ROOT, HERO_DIST, 'index.html'), 'utf8')
  const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0])
  // One per cut (tall on an upright phone, wide elsewhere), in <head>, asked for first.
  expect(preloads).toHaveLength(2)
  expect(html.indexOf(preloads[0] ?? '')).toBeLessThan(html.indexOf('</head>'))
  for (const link of preloads) {
    expect(link).toContain('type="image/avif"')
    expect(link).toContain('fetchpriority="high"')
    expect(link).toMatch(/imagesrcset="\/assets\/hero-[^"]+\.avif \d+w/)
  }
  // The prerendered <img>, asked for first too.
  expect(html).toMatch(
    /<img src="\/assets\/hero-[^"]+\.webp" width="\d+" height="\d+" alt="Foto de teste do bench" fetchPriority="high"/,
  )

  // Lighthouse's phone, a 390 px phone at 3x, a small phone: one AVIF, no larger than the budget,
  // the one the preload asked for (no second download), nothing wider than the screen.
  for (const phone of [
    { width: 412, height: 823, dpr: 1.75, mobile: true },
    { width: 390, height: 844, dpr: 3, mobile: true },
    { width: 360, height: 640, dpr: 2, mobile: true },
  ]) {
    const seen = await visit(browser, phone)
    expect(seen.files, `${phone.width}px at ${phone.dpr}x`).toHaveLength(1)
    expect(seen.files[0]?.path).toMatch(/-tall-\d+\.avif$/)
    expect(seen.files[0]?.bytes).toBeLessThanOrEqual(PHONE_BUDGET_BYTES)
    expect(seen.shown).toEqual({ src: seen.files[0]?.path, complete: true })
    expect(seen.overflow).toBe(0)
    // The names in ivory over the photo's dark gradient.
    expect(seen.names).toBe('rgb(251, 248, 243)')
  }
  const desktop = await visit(browser, { width: 1280, height: 800, dpr: 1, mobile: false })
  expect(desktop.files).toHaveLength(1)
  expect(desktop.files[0]?.path).toMatch(/-wide-1280\.avif$/)
})

test('after one visit the photo is there offline: the copy this phone showed, and no other', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  // The worker on (playwright.config.ts blocks it elsewhere), a 390 px phone at 3x.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  })
  try {
    const page = await context.newPage()
    await page.goto(SITE)
    const photo = page.getByRole('img', { name: 'Foto de teste do bench' })
    await expect(photo).toBeVisible()
    const shown = await photo.evaluate((img: HTMLImageElement) => img.currentSrc)
    // The worker installs once the page has settled (docs/decisions/0021-offline-at-the-farm.md).
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 90_000,
    })
    const heroFilesCached = () =>
      page.evaluate(async () => {
        const urls: string[] = []
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) {
            if (new URL(request.url).pathname.startsWith('/assets/hero-')) urls.push(request.url)
          }
        }
        return urls
      })
    await expect.poll(heroFilesCached, { timeout: 30_000 }).toEqual([shown])

    await context.setOffline(true)
    await page.reload()
    await expect(photo).toBeVisible()
    await expect
      .poll(() =>
        photo.evaluate((img: HTMLImageElement) => ({
          src: img.currentSrc,
          loaded: img.complete && img.naturalWidth > 0,
        })),
      )
      .toEqual({ src: shown, loaded: true })
    await page.screenshot({ path: 'test-results/screens/hero-photo-offline-mobile.png' })
  } finally {
    await context.close()
  }
})
