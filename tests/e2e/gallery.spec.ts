import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { ADMIN, GALLERY } from '@/config/copy'
import { SLIDESHOW_INTERVAL_MS } from '@/config/ui'

// Issue 4 (Gallery): the slideshow advances every 4 s (page.clock makes that instant), pauses,
// and opens the full-screen viewer, which Escape closes. The demo seed has photos, so the empty
// texts are covered by tests/components/gallery.test.tsx.

// The embedded database boots in the browser on first visit; the machine may be busy.
test.describe.configure({ timeout: 150_000 })

async function openGallery(page: Page) {
  await page.clock.install()
  await page.goto('/#gallery')
  const section = page.locator('#gallery')
  const carousel = section.getByRole('region', { name: GALLERY.carousel })
  // The embedded database boots on the first visit.
  await expect(carousel).toBeVisible({ timeout: 90_000 })
  await carousel.scrollIntoViewIfNeeded()
  return { section, carousel }
}

async function counterOf(carousel: ReturnType<Page['locator']>) {
  const text = await carousel.getByText(/^\d+ de \d+ fotos$/).textContent()
  const [, n, total] = /^(\d+) de (\d+) fotos$/.exec(text ?? '') ?? []
  return { n: Number(n), total: Number(total) }
}

test('the slideshow advances every 4 s, pauses, and opens the viewer', async ({
  page,
}, testInfo) => {
  const { section, carousel } = await openGallery(page)
  const { total } = await counterOf(carousel)
  expect(total).toBeGreaterThan(1)

  // The full image replaces the thumbnail once the gallery is on screen.
  const stage = carousel.getByRole('button', { name: /^Ampliar foto: / })
  await expect(stage.getByRole('img')).toHaveAttribute('src', /^data:image\//)

  // Stop the page's clock (the machine may be slow), and restart from the first photo: from now
  // on only runFor moves time.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50)
  await carousel.getByRole('button', { name: GALLERY.pause }).click()
  await carousel.getByRole('list', { name: GALLERY.thumbnails }).getByRole('button').first().click()
  await carousel.getByRole('button', { name: GALLERY.play }).click()
  await expect(carousel.getByText(GALLERY.counter(1, total))).toBeVisible()
  await page.clock.runFor(SLIDESHOW_INTERVAL_MS - 500)
  await expect(carousel.getByText(GALLERY.counter(1, total))).toBeVisible()
  await page.clock.runFor(600)
  await expect(carousel.getByText(GALLERY.counter(2, total))).toBeVisible()

  await section.screenshot({ path: `test-results/screens/gallery-${testInfo.project.name}.png` })
  await page.screenshot({
    path: `test-results/screens/gallery-page-${testInfo.project.name}.png`,
  })

  await carousel.getByRole('button', { name: GALLERY.pause }).click()
  await page.clock.runFor(SLIDESHOW_INTERVAL_MS * 3)
  await expect(carousel.getByText(GALLERY.counter(2, total))).toBeVisible()
  await carousel.getByRole('button', { name: GALLERY.play }).click()

  // Previous/next and the thumbnails, with no layout jump around the stage (CLS).
  const box = await stage.boundingBox()
  await carousel.getByRole('button', { name: GALLERY.next }).click()
  await expect(carousel.getByText(GALLERY.counter(3 > total ? 1 : 3, total))).toBeVisible()
  await carousel.getByRole('button', { name: GALLERY.previous }).click()
  await expect(carousel.getByText(GALLERY.counter(2, total))).toBeVisible()
  expect(await stage.boundingBox()).toEqual(box)
  const thumbs = carousel.getByRole('list', { name: GALLERY.thumbnails }).getByRole('button')
  await expect(thumbs).toHaveCount(total)
  const thumbBox = await thumbs.first().boundingBox()
  expect([thumbBox?.width, thumbBox?.height]).toEqual([80, 60])

  // Keyboard: arrow keys move while focus is in the slideshow.
  if (testInfo.project.name === 'desktop') {
    await stage.focus()
    await page.keyboard.press('ArrowRight')
    await expect(carousel.getByText(GALLERY.counter(3 > total ? 1 : 3, total))).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await expect(carousel.getByText(GALLERY.counter(2, total))).toBeVisible()
  }

  // The viewer: title, description, pt-BR date; focus inside; Escape closes it.
  const title = (await carousel.getByRole('heading', { level: 3 }).textContent()) ?? ''
  await stage.click()
  const viewer = page.getByRole('dialog', { name: title })
  await expect(viewer).toBeVisible()
  await expect(viewer.getByText(/^Publicada em \d{2} de [a-zç]+ de \d{4}$/)).toBeVisible()
  await expect(viewer.getByRole('button', { name: GALLERY.closeViewer })).toBeFocused()
  await expect(viewer.getByRole('img', { name: title })).toHaveAttribute('src', /^data:image\//)
  // Autoplay (started again above) waits while the viewer is open.
  await page.clock.runFor(SLIDESHOW_INTERVAL_MS * 2)
  await expect(viewer.getByText(GALLERY.counter(2, total))).toBeVisible()

  // axe needs running timers; autoplay stays stopped while the viewer is open.
  await page.clock.resume()
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  await page.screenshot({
    path: `test-results/screens/gallery-viewer-${testInfo.project.name}.png`,
  })

  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50)
  await viewer.getByRole('button', { name: GALLERY.next }).click()
  // The dialog is named by the photo now shown.
  await expect(
    page.getByRole('dialog').getByText(GALLERY.counter(3 > total ? 1 : 3, total)),
  ).toBeVisible()
  await expect(page.getByRole('dialog', { name: title })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(stage).toBeFocused()
  // The slideshow shows where the viewer was left.
  await expect(carousel.getByText(GALLERY.counter(3 > total ? 1 : 3, total))).toBeVisible()

  // The close button closes it too.
  await stage.click()
  await page.getByRole('button', { name: GALLERY.closeViewer }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.clock.resume()
  const sectionAxe = await new AxeBuilder({ page }).include('#gallery').analyze()
  expect(sectionAxe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
})

test('a swipe on the photo moves the slideshow', async ({ page }) => {
  const { carousel } = await openGallery(page)
  const { total } = await counterOf(carousel)
  await carousel.getByRole('button', { name: GALLERY.pause }).click()
  const stage = carousel.getByRole('button', { name: /^Ampliar foto: / })
  const box = await stage.boundingBox()
  if (!box) throw new Error('the photo has no box')
  const swipe = async (fromX: number, toX: number) =>
    stage.evaluate(
      (el, at) => {
        const touch = (x: number) =>
          new Touch({ identifier: 1, target: el, clientX: x, clientY: at.y })
        el.dispatchEvent(
          new TouchEvent('touchstart', {
            bubbles: true,
            touches: [touch(at.fromX)],
            changedTouches: [touch(at.fromX)],
          }),
        )
        el.dispatchEvent(
          new TouchEvent('touchend', {
            bubbles: true,
            touches: [],
            changedTouches: [touch(at.toX)],
          }),
        )
      },
      { fromX, toX, y: box.y + box.height / 2 },
    )
  await swipe(box.x + box.width - 40, box.x + 40)
  await expect(carousel.getByText(GALLERY.counter(2, total))).toBeVisible()
  await swipe(box.x + 40, box.x + box.width - 40)
  await expect(carousel.getByText(GALLERY.counter(1, total))).toBeVisible()
})

// Issue 6 (Gallery admin, at /dev): a phone-sized photo is compressed in the browser before it is
// stored; wrong files are refused with SPEC's texts; a deleted photo leaves the gallery.
test('admin: a 4000x3000 photo of about 5 MB is stored compressed, then deleted', async ({
  page,
}, testInfo) => {
  await page.goto('/dev')
  await page.getByLabel(ADMIN.username).fill('noivos')
  await page.getByLabel(ADMIN.password, { exact: true }).fill('casamento2025')
  await page.getByRole('button', { name: ADMIN.login }).click()
  const heading = page.getByRole('heading', { name: GALLERY.adminPanelTitle })
  await expect(heading).toBeVisible({ timeout: 90_000 })
  const panel = page.locator('section').filter({ has: heading })
  const file = panel.getByLabel(GALLERY.photoFile, { exact: true })
  const upload = panel.getByRole('button', { name: GALLERY.upload })

  // SPEC §5: not an image, or over 5 MB: refused, the button stays disabled.
  await panel.getByLabel(GALLERY.photoTitle, { exact: true }).fill('Ensaio no cafezal')
  await file.setInputFiles({
    name: 'convite.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%EOF\n'),
  })
  await expect(panel.getByRole('alert')).toHaveText(GALLERY.onlyImages)
  await expect(upload).toBeDisabled()
  await file.setInputFiles({
    name: 'grande.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(6 * 1024 * 1024, 1),
  })
  await expect(panel.getByRole('alert')).toHaveText(GALLERY.tooLarge)
  await expect(upload).toBeDisabled()

  // A camera-sized JPEG: 4000x3000, between 4 and 5 MB (fine noise keeps JPEG from shrinking it).
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4000, 3000)
    const ctx = canvas.getContext('2d')
    if (!ctx) throw new Error('no 2d context')
    const gradient = ctx.createLinearGradient(0, 0, 4000, 3000)
    gradient.addColorStop(0, '#9AAE88')
    gradient.addColorStop(1, '#C2A878')
    ctx.fillStyle = gradient
    ctx.fillRect(0, 0, 4000, 3000)
    const pixels = ctx.getImageData(0, 0, 4000, 3000)
    let seed = 7
    for (let i = 0; i < pixels.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      const n = (seed % 25) - 12
      pixels.data[i] = (pixels.data[i] ?? 0) + n
      pixels.data[i + 1] = (pixels.data[i + 1] ?? 0) + n
      pixels.data[i + 2] = (pixels.data[i + 2] ?? 0) + n
    }
    ctx.putImageData(pixels, 0, 0)
    let best: Blob | null = null
    for (const quality of [0.9, 0.85, 0.8, 0.75, 0.7, 0.6, 0.5]) {
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality })
      best = blob
      if (blob.size <= 5 * 1024 * 1024) break
    }
    if (!best) throw new Error('no blob')
    const bytes = new Uint8Array(await best.arrayBuffer())
    let binary = ''
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    }
    return btoa(binary)
  })
  const buffer = Buffer.from(base64, 'base64')
  expect(buffer.length).toBeLessThanOrEqual(5 * 1024 * 1024)
  expect(buffer.length).toBeGreaterThan(3 * 1024 * 1024)
  await file.setInputFiles({ name: 'cafezal.jpg', mimeType: 'image/jpeg', buffer })
  await expect(panel.getByRole('alert')).toHaveCount(0)
  await expect(upload).toBeEnabled()
  await upload.click()
  await expect(page.getByText(GALLERY.added)).toBeVisible({ timeout: 60_000 })
  await expect(panel.getByLabel(GALLERY.photoTitle, { exact: true })).toHaveValue('')

  // The newest photo is the slideshow's first: open it and measure what was stored.
  const carousel = page.getByRole('region', { name: GALLERY.carousel })
  await expect(carousel.getByRole('heading', { level: 3, name: 'Ensaio no cafezal' })).toBeVisible()
  await carousel.getByRole('button', { name: GALLERY.pause }).click()
  const thumb = await carousel
    .getByRole('button', { name: GALLERY.thumbnail('Ensaio no cafezal') })
    .locator('img')
    .getAttribute('src')
  await carousel.getByRole('button', { name: GALLERY.openViewerNamed('Ensaio no cafezal') }).click()
  const viewerImage = page.getByRole('dialog').getByRole('img', { name: 'Ensaio no cafezal' })
  await expect(viewerImage).not.toHaveAttribute('src', thumb ?? '')
  const stored = await viewerImage.evaluate(async (img: HTMLImageElement) => {
    await img.decode()
    return { src: img.src, width: img.naturalWidth, height: img.naturalHeight }
  })
  const bytes = (s: string) => Math.floor(((s.length - s.indexOf(',') - 1) * 3) / 4)
  expect(stored.src).toMatch(/^data:image\/(webp|jpeg);base64,/)
  expect(bytes(stored.src)).toBeLessThan(600 * 1024)
  expect(Math.max(stored.width, stored.height)).toBeLessThanOrEqual(1920)
  expect(stored.width / stored.height).toBeCloseTo(4 / 3, 1)
  expect(thumb).toMatch(/^data:image\/(webp|jpeg);base64,/)
  expect(bytes(thumb ?? '')).toBeLessThan(60 * 1024)
  testInfo.annotations.push({
    type: 'stored',
    description: `${bytes(stored.src)} bytes ${stored.width}x${stored.height}, thumbnail ${bytes(thumb ?? '')} bytes`,
  })
  await page.keyboard.press('Escape')
  await page.locator('#admin-gallery').screenshot({
    path: `test-results/screens/gallery-admin-${testInfo.project.name}.png`,
  })
  const axe = await new AxeBuilder({ page }).include('#admin-gallery').analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])

  // Delete it from the admin grid, after the SPEC confirmation.
  await page.getByRole('button', { name: GALLERY.deletePhotoNamed('Ensaio no cafezal') }).click()
  const confirm = page.getByRole('alertdialog', { name: GALLERY.confirmDeletePhoto })
  await confirm.getByRole('button', { name: GALLERY.deletePhoto }).click()
  await expect(page.getByText(GALLERY.deleted)).toBeVisible()
  await expect(
    page.getByRole('button', { name: GALLERY.deletePhotoNamed('Ensaio no cafezal') }),
  ).toHaveCount(0)
  await expect(carousel.getByRole('heading', { level: 3, name: 'Ensaio no cafezal' })).toHaveCount(
    0,
  )
})
