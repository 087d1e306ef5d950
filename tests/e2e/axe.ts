import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** No axe violation in the gift section or an open dialog, once their entry animations end. */
export async function expectGiftsAccessible(page: Page) {
  // The gift section and the open dialog (portalled to <body>) are this feature's to answer for.
  await expectNoAxeViolations(page, ['#gifts', '[role="dialog"]'])
}

/** No axe violation in the guests' guide (its anchor holds the whole guide). */
export async function expectGuideAccessible(page: Page) {
  await expectNoAxeViolations(page, ['#guia'])
}

/** No axe violation inside `areas` (CSS selectors), once their entry animations end. */
async function expectNoAxeViolations(page: Page, areas: readonly string[]) {
  // Let the sheet's entry animation end: half-transparent text would be measured mid-fade.
  // (Endless ones, a loading pulse or spinner elsewhere on the page, never end: not waited for.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
  let builder = new AxeBuilder({ page })
  for (const area of areas) builder = builder.include(area)
  const results = await builder.analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}
