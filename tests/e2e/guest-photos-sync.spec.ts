// The photos' queue goes on after /fotos is closed (docs/decisions/0027-guests-photos.md,
// 'Background Sync'), on the Supabase site with its service worker, as a guest's Android phone has
// it: the page cannot reach the guest-photos function (a weak signal), the guest closes the page
// with a photo still waiting, and the site's worker sends it through the same function and
// Storage. The function is the real one (netlify/functions/_lib/guest-photos.ts), answered here
// with the stand-in's service key.
import { expect, test, type Route } from '@playwright/test'
import { PHOTOS_PAGE } from '@/config/copy/photos'
import { DEMO_ADMIN_CREDENTIALS } from '@/features/admin/session/demo-credentials'
import { handleGuestPhotos } from '../../netlify/functions/_lib/guest-photos'
import { serviceClient } from '../../netlify/functions/_lib/supabase-service'
import { guestBrowser, standInRpc } from './couple'
import { SUPABASE_EDGE_PORT, SUPABASE_SERVICE_KEY } from './sites'

const EDGE = `http://127.0.0.1:${SUPABASE_EDGE_PORT}`

const rpc = standInRpc

/** The site function, as Netlify would run it, for the requests the browser makes to it. */
async function answerFunction(route: Route) {
  const request = route.request()
  const answer = await handleGuestPhotos(
    new Request(request.url(), {
      method: request.method(),
      headers: { 'content-type': 'application/json' },
      body: request.postData() ?? undefined,
    }),
    {
      clientIp: '203.0.113.40',
      supabase: serviceClient({ url: EDGE, serviceRoleKey: SUPABASE_SERVICE_KEY }),
    },
  )
  await route.fulfill({
    status: answer.status,
    contentType: 'application/json',
    body: Buffer.from(await answer.arrayBuffer()),
  })
}

test('a photo left waiting when /fotos is closed is sent by the site’s worker', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000)
  const guest = `Rita ${testInfo.project.name} ${Date.now() % 100_000}`
  const { token } = await rpc<{ token: string }>('admin_login', {
    p_username: DEMO_ADMIN_CREDENTIALS.username,
    p_password: DEMO_ADMIN_CREDENTIALS.password,
  })
  // The photos' window open now (the stand-in's clock is today's).
  const day = 24 * 60 * 60 * 1000
  await rpc('admin_save_settings', {
    p_token: token,
    p_settings: {
      photos_open_from: new Date(Date.now() - day).toISOString(),
      photos_open_until: new Date(Date.now() + day).toISOString(),
    },
  })
  const mine = async () =>
    (
      await rpc<{ uploader_name: string; status: string }[]>('admin_list_guest_photos', {
        p_token: token,
        p_status: null,
        p_after_at: null,
        p_after_id: null,
        p_limit: 100,
      })
    ).filter((p) => p.uploader_name === guest)

  try {
    const context = await guestBrowser(browser, testInfo, { serviceWorkers: 'allow' })
    // The page's own calls never get through; the worker's reach the function.
    const reached = { page: 0, worker: 0 }
    await context.route('**/.netlify/functions/guest-photos', async (route) => {
      if (!route.request().serviceWorker()) {
        reached.page++
        return route.abort('internetdisconnected')
      }
      reached.worker++
      return answerFunction(route)
    })
    const page = await context.newPage()
    await page.goto('/fotos')
    // The site's worker is installed once the page has settled.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.getByLabel(PHOTOS_PAGE.nameLabel).fill(guest)
    await page
      .locator('input[type="file"][multiple]')
      .setInputFiles('tests/fixtures/guest-photos/sunset.jpg')
    await expect(page.getByText(PHOTOS_PAGE.retrying)).toBeVisible({ timeout: 60_000 })
    expect(reached.page).toBeGreaterThan(0)
    expect(await mine()).toHaveLength(0)

    // The guest puts the phone away: the page is gone, the photo still on the phone.
    await page.close()
    await expect.poll(async () => (await mine()).length, { timeout: 90_000 }).toBe(1)
    expect(reached.worker).toBeGreaterThan(0)
    // Sent once, whole: the function checked both files in Storage before it said 'uploaded'.
    expect((await mine())[0]?.status).toBe('pending')
    await context.close()
  } finally {
    await rpc('admin_save_settings', {
      p_token: token,
      p_settings: { photos_open_from: null, photos_open_until: null },
    })
  }
})
