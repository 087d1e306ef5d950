// The phone the bench's page measures run on: Debian's Chromium with the bench's flags (Playwright
// adds its own headless mode), at 390x844 with touch, in Brazil, without the site's service worker.
import { chromium } from 'playwright'

export function launchChromium(chrome, flags) {
  return chromium.launch({
    executablePath: chrome,
    args: flags.filter((f) => !f.startsWith('--headless')),
  })
}

export function phoneContext(browser) {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: 'block',
  })
}
