import type { Page } from '@playwright/test'

/**
 * Opens '/' with the page's script held back, as on a slow phone where the prerendered first
 * screen shows a second or more before the script runs. Call the returned function to let it in.
 */
export async function openWithScriptHeld(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'commit' })
  return release
}
