/** The two screens every layout test runs at (playwright.config.ts). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} as const

export const DESKTOP = { viewport: { width: 1280, height: 800 } } as const
