// A guest's photo prepared on the phone before it leaves (docs/decisions/0027-guests-photos.md):
// a 12 MP camera JPEG (4000x3000, photo-like, about 5 MB) picked in /fotos on a phone-sized
// Chromium with its CPU slowed 4x, the time from the guest's pick (the file input's change event,
// in the page) until the photo is prepared (upright, long edge at most 2560 px, re-encoded without
// EXIF, plus its thumbnail: the queue item's addedAt, stamped when it is ready to be kept), and
// the bytes that would be uploaded. The bars: at most 1.5 s, and about 1 MB plus the thumbnail.
// The wall time from the test handing the file over until the item is read back from IndexedDB is
// reported too; it adds the test's own 5 MB transfer to the browser and its polling.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchChromium, phoneContext } from './phone.mjs'
import { writePhotoLikeJpeg } from '../tests/harness/photo.mjs'

const THROTTLE = 4
const RUNS = 3

/**
 * In the page: the prepared photos in this phone's queue (src/features/guest-photos/
 * upload-queue.ts), or false while there are none.
 */
function queuedPhotos() {
  return new Promise((resolve) => {
    const open = indexedDB.open('wedding-guest-photos')
    open.onerror = () => resolve(false)
    open.onsuccess = () => {
      const db = open.result
      if (!db.objectStoreNames.contains('queue')) return resolve(false)
      const all = db.transaction('queue').objectStore('queue').getAll()
      all.onsuccess = () =>
        resolve(
          all.result.length > 0 &&
            all.result.map((q) => ({
              addedAt: q.addedAt,
              image: q.photo.image.length,
              thumbnail: q.photo.thumbnail.length,
              width: q.photo.width,
              height: q.photo.height,
              mime: q.photo.mime,
            })),
        )
      all.onerror = () => resolve(false)
    }
  })
}

/** Bytes of a data URL's payload. */
const dataUrlBytes = (length) => Math.round(((length - 30) * 3) / 4)

/**
 * Runs against a Supabase-mode site at `url` whose fake edge is `fake`: the photo window is opened
 * in its database; the function that would take the bytes is absent, so each prepared photo stays
 * in the queue, where it is read.
 */
export async function photoPrepare(url, fake, { chrome, flags, copy }) {
  await fake.db.query(
    `update public.settings set photos_open_from = now() - interval '1 day',
                                photos_open_until = now() + interval '1 day'`,
  )
  const file = join(tmpdir(), 'bench-12mp.jpg')
  const fileBytes = await writePhotoLikeJpeg(file, { width: 4000, height: 3000 })
  const browser = await launchChromium(chrome, flags)
  const runs = []
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await phoneContext(browser)
      const page = await context.newPage()
      await page.goto(new URL('/fotos', url).href)
      await page.getByLabel(copy.nameLabel).fill('Convidada do bench')
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
      // The guest's pick, as the page sees it (capture: before the site's own handler).
      await page.evaluate(() =>
        document.addEventListener('change', () => (window.pickedAt ??= Date.now()), true),
      )
      const started = Date.now()
      await page.locator('input[type="file"][multiple]').setInputFiles(file)
      let found = false
      while (!found) {
        if (Date.now() - started > 120_000) throw new Error('the photo never reached the queue')
        found = await page.evaluate(queuedPhotos)
        // Not too often: each read copies megabytes out of IndexedDB on the slowed page.
        if (!found) await new Promise((resolve) => setTimeout(resolve, 250))
      }
      const wallMs = Date.now() - started
      const [queued] = found
      const ms = queued.addedAt - (await page.evaluate(() => window.pickedAt))
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      runs.push({
        ms,
        wallMs,
        imageKB: Math.round(dataUrlBytes(queued.image) / 1024),
        thumbnailKB: Math.round(dataUrlBytes(queued.thumbnail) / 1024),
        width: queued.width,
        height: queued.height,
        mime: queued.mime,
      })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  const sorted = runs.map((r) => r.ms).sort((a, b) => a - b)
  return {
    what: `a ${Math.round(fileBytes / 1024)} KB 4000x3000 JPEG picked in /fotos, Chromium 390x844 at ${THROTTLE}x CPU slowdown: from the pick (the page's change event) until the photo is prepared for the phone's queue (ms; wallMs: from the test handing the file over until it reads the item back), and the bytes it would upload (median of ${RUNS})`,
    medianMs: sorted[Math.floor(sorted.length / 2)],
    wallMedianMs: runs.map((r) => r.wallMs).sort((a, b) => a - b)[Math.floor(runs.length / 2)],
    runs,
  }
}
