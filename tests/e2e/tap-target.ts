import { expect, type Locator } from '@playwright/test'

/** The smallest tap target a phone user can hit reliably, in CSS pixels. */
export const TAP_TARGET_PX = 44

/**
 * `target` is at least 44 CSS px tall (and wide, with `width`). Sizes are compared in whole pixels:
 * a 44 px button placed at a fractional position measures 43.99999.
 */
export async function expectTapTarget(target: Locator, { width = false } = {}): Promise<void> {
  const box = await target.boundingBox()
  expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(TAP_TARGET_PX)
  if (width) expect(Math.round(box?.width ?? 0)).toBeGreaterThanOrEqual(TAP_TARGET_PX)
}
