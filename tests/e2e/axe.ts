import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** No axe violation in the gift section or an open dialog, once their entry animations end. */
export async function expectGiftsAccessible(page: Page) {
  // Let the sheet's entry animation end: half-transparent text would be measured mid-fade.
  // (Endless ones, a loading pulse or spinner elsewhere on the page, never end: not waited for.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
  // The gift section and the open dialog (portalled to <body>) are this feature's to answer for.
  const results = await new AxeBuilder({ page })
    .include('#gifts')
    .include('[role="dialog"]')
    .analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}
