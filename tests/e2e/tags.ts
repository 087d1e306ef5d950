/**
 * A test whose behaviour the screen size does not change (a database rule, a download, a
 * session): it runs once, in the desktop project (playwright.config.ts). Every test that shows a
 * layout, a form or a section still runs at both sizes.
 */
export const ANY_SCREEN = '@any-screen'
