import { expect, test, type Page } from '@playwright/test'
import { GALLERY } from '@/config/copy/gallery'
import { SLIDESHOW_INTERVAL_MS } from '@/config/ui'
import { expectNoAxeViolations } from './axe'

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
  // (A margin, so the pause point is still ahead when the call lands on a busy machine.)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
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

  // Previous/next and the thumbnails, with no layout jump around the stage (CLS): the stage keeps
  // its size and its place in the section (measured against the section, since a click may
  // scroll the page).
  const placeInSection = () =>
    stage.evaluate((el) => {
      const r = el.getBoundingClientRect()
      const s = el.closest('section')?.getBoundingClientRect()
      return { x: r.x - (s?.x ?? 0), y: r.y - (s?.y ?? 0), width: r.width, height: r.height }
    })
  const place = await placeInSection()
  await carousel.getByRole('button', { name: GALLERY.next }).click()
  await expect(carousel.getByText(GALLERY.counter(3 > total ? 1 : 3, total))).toBeVisible()
  expect(await placeInSection()).toEqual(place)
  await carousel.getByRole('button', { name: GALLERY.previous }).click()
  await expect(carousel.getByText(GALLERY.counter(2, total))).toBeVisible()
  expect(await placeInSection()).toEqual(place)
  const thumbs = carousel.getByRole('list', { name: GALLERY.thumbnails }).getByRole('button')
  await expect(thumbs).toHaveCount(total)
  const thumbBox = await thumbs.first().boundingBox()
  expect([thumbBox?.width, thumbBox?.height]).toEqual([80, 60])

  // (The arrow keys: tests/components/gallery.test.tsx.)

  // The viewer: title, description, pt-BR date; focus inside; Escape closes it.
  const title = (await carousel.getByRole('heading', { level: 3 }).textContent()) ?? ''
  await stage.click()
  // The viewer's chunk is fetched at its first opening, and React reveals what was suspended on a
  // timer (at most 300 ms later): the paused clock is moved past it. Autoplay is already stopped.
  const viewer = page.getByRole('dialog', { name: title })
  await expect(async () => {
    await page.clock.runFor(400)
    await expect(viewer).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 30_000 })
  await expect(viewer.getByText(/^Publicada em \d{2} de [a-zç]+ de \d{4}$/)).toBeVisible()
  await expect(viewer.getByRole('button', { name: GALLERY.closeViewer })).toBeFocused()
  await expect(viewer.getByRole('img', { name: title })).toHaveAttribute('src', /^data:image\//)
  // Autoplay (started again above) waits while the viewer is open.
  await page.clock.runFor(SLIDESHOW_INTERVAL_MS * 2)
  await expect(viewer.getByText(GALLERY.counter(2, total))).toBeVisible()

  // axe needs running timers; autoplay stays stopped while the viewer is open.
  await page.clock.resume()
  await expectNoAxeViolations(page, ['[role="dialog"]'])
  await page.screenshot({
    path: `test-results/screens/gallery-viewer-${testInfo.project.name}.png`,
  })

  // (A margin, so the pause point is still ahead when the call lands on a busy machine.)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
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
  await expectNoAxeViolations(page, ['#gallery'])
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
