// Guests' photos of the day (docs/decisions/0027-guests-photos.md) on a phone: three photos (an
// iPhone HEIC first) sent from /fotos with the signal lost after the first, each arriving once; the couple
// approve them in /dev; a /telao opened before shows them without a reload; 'Baixar todas' gives a
// ZIP with every photo. Screenshots of the three screens.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { PHOTOS_ADMIN, PHOTOS_PAGE, TELAO } from '@/config/copy/photos'
import { loginAsCouple } from './couple'
import { MOMENTS, pinClock, realClock } from './clock'

const fixture = (name: string) => `tests/fixtures/guest-photos/${name}`
const GUEST = 'Rita Convidada'
const SEED_PHOTOS = 5

/** ZIP entries, counted by their central directory headers. */
function zipEntries(bytes: Buffer): string[] {
  const names: string[] = []
  for (let i = bytes.indexOf('PK\x01\x02'); i >= 0; i = bytes.indexOf('PK\x01\x02', i + 4)) {
    const nameLength = bytes.readUInt16LE(i + 28)
    const extra = bytes.readUInt16LE(i + 30)
    const comment = bytes.readUInt16LE(i + 32)
    names.push(bytes.subarray(i + 46, i + 46 + nameLength).toString('utf8'))
    i += 46 + nameLength + extra + comment - 4
  }
  return names
}

async function pick(page: Page, files: string[]) {
  await page.locator('input[type="file"][multiple]').setInputFiles(files.map(fixture))
}

test('photos sent on a weak signal arrive once; approved in /dev, the telão shows them live; ZIP', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(240_000)
  // The streamed download's fallback: Chromium's save dialog cannot be answered by a test.
  await context.addInitScript(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker
  })
  await pinClock(context, MOMENTS.weddingDay)
  await page.goto('/fotos')
  await expect(page.getByRole('heading', { name: PHOTOS_PAGE.title })).toBeVisible()
  await page.getByLabel(PHOTOS_PAGE.nameLabel).fill(GUEST)
  await page.getByLabel(PHOTOS_PAGE.captionLabel).fill('A valsa')

  // An iPhone's HEIC first: Chromium cannot show it, the page decodes it on the phone (heic-to,
  // under the site's own security policy) and sends a JPEG.
  await pick(page, ['wedding.heic'])
  await expect(page.getByText(PHOTOS_PAGE.allSent(1, true))).toBeVisible({ timeout: 100_000 })
  await page.screenshot({
    path: `test-results/screens/guest-photos-${testInfo.project.name}.png`,
    fullPage: true,
  })

  // No signal: the next two wait on the phone.
  await context.setOffline(true)
  await pick(page, ['sunset.jpg', 'toast.jpg'])
  await expect(page.getByText(PHOTOS_PAGE.waitingSignal(2))).toBeVisible({ timeout: 60_000 })
  await context.setOffline(false)
  await expect(page.getByText(PHOTOS_PAGE.allSent(2, true))).toBeVisible({ timeout: 60_000 })
  // The name is kept on the phone.
  await expect(page.getByText(PHOTOS_PAGE.sendingAs(GUEST))).toBeVisible()

  // The telão, open before the couple approve.
  const telao = await context.newPage()
  await telao.goto('/telao')
  await expect(telao.getByText(TELAO.sendYours)).toBeVisible()
  await expect(telao.getByText(TELAO.byName(GUEST))).toHaveCount(0)

  await realClock(context)
  const dev = await context.newPage()
  await loginAsCouple(dev)
  const panel = dev.locator('#admin-guest-photos')
  // The panel is a chunk of its own: its placeholder is replaced when it arrives.
  await expect(panel.getByRole('heading', { name: PHOTOS_ADMIN.title })).toBeVisible({
    timeout: 60_000,
  })
  const approveRita = panel.getByRole('button', { name: `${PHOTOS_ADMIN.approve}: ${GUEST}` })
  await expect(approveRita).toHaveCount(3)
  await expect(panel.getByRole('button', { name: /Pendentes \(5\)/ })).toBeVisible()
  // The couple see each photo that arrived, as it nears the screen.
  await approveRita.last().scrollIntoViewIfNeeded()
  // (A photo's caption names it; one without, its sender.)
  await expect(panel.getByRole('img', { name: 'A valsa' })).toBeVisible()
  await expect(panel.getByRole('img', { name: PHOTOS_ADMIN.by(GUEST) })).toHaveCount(2)
  await dev.screenshot({
    path: `test-results/screens/guest-photos-dev-${testInfo.project.name}.png`,
    fullPage: false,
  })
  await panel.screenshot({
    path: `test-results/screens/guest-photos-dev-panel-${testInfo.project.name}.png`,
  })
  for (let i = 3; i > 0; i--) {
    await expect(approveRita).toHaveCount(i)
    await approveRita.first().click()
  }
  await expect(approveRita).toHaveCount(0)

  // Live on the telão: the newly approved come next.
  await telao.bringToFront()
  await telao.keyboard.press('ArrowRight')
  await expect(telao.getByText(TELAO.byName(GUEST))).toBeVisible({ timeout: 30_000 })

  // 'Baixar todas': every photo once.
  await dev.bringToFront()
  const downloading = dev.waitForEvent('download')
  await panel.getByRole('button', { name: PHOTOS_ADMIN.downloadAll }).click()
  const download = await downloading
  const path = testInfo.outputPath('fotos.zip')
  await download.saveAs(path)
  const names = zipEntries(readFileSync(path))
  expect(names).toHaveLength(SEED_PHOTOS + 3)
  expect(names.filter((n) => n.includes('Rita-Convidada'))).toHaveLength(3)
})

test('screens: /fotos outside the window, and the telão at 1920x1080', async ({
  page,
  context,
}, testInfo) => {
  await pinClock(context, MOMENTS.monthBefore)
  await page.goto('/fotos')
  await expect(page.getByRole('heading', { name: PHOTOS_PAGE.closedTitle })).toBeVisible({
    timeout: 60_000,
  })
  await page.screenshot({
    path: `test-results/screens/guest-photos-closed-${testInfo.project.name}.png`,
  })
  await page.goto('/telao')
  await expect(page.getByText(TELAO.byName('Camila Andrade'))).toBeVisible({ timeout: 60_000 })
  await page.screenshot({ path: `test-results/screens/telao-${testInfo.project.name}.png` })
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: `test-results/screens/telao-1920-${testInfo.project.name}.png` })
})
