import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * The browser tests' one axe check: no violation of any of axe's rules (WCAG 2.1 A/AA and its
 * best practices) in `areas` (CSS selectors; the whole page when none), with the entry
 * animations at their end. A dialog is checked on its own once the page behind it has been: axe
 * over a long page costs seconds of CPU per call (the couple's panel about ten).
 */
export async function expectNoAxeViolations(page: Page, areas: readonly string[] = []) {
  // Half-transparent text would be measured mid-fade.
  await finishEntryAnimations(page)
  let builder = new AxeBuilder({ page })
  for (const area of areas) builder = builder.include(area)
  const results = await builder.analyze()
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])
}

/**
 * The entry animations taken to their end state, as a person looking a moment later would see
 * the page (before an axe check or a screenshot). Taken there, not waited for: a test's paused
 * clock, page.clock, holds them. Endless ones, a loading pulse or a spinner, are left alone.
 */
export async function finishEntryAnimations(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getTiming().iterations !== Infinity) animation.finish()
    }
  })
}

/** The gift section and the open dialog (portalled to <body>): this feature's to answer for. */
export async function expectGiftsAccessible(page: Page) {
  await expectNoAxeViolations(page, ['#gifts', '[role="dialog"]'])
}

/** The guests' guide (its anchor holds the whole guide). */
export async function expectGuideAccessible(page: Page) {
  await expectNoAxeViolations(page, ['#guia'])
}
