/**
 * Registers the build's Workbox service worker (build/pwa.ts) and tells the page when a new deploy
 * is waiting (docs/decisions/0021-offline-at-the-farm.md). Registration only: the caching is all
 * Workbox's. Written against the browser's own API rather than workbox-window, whose 1.9 KB gzip
 * would push the first visit past its 120 KB budget.
 */

/** build/pwa.ts SERVICE_WORKER_FILE, at the site's root so it controls every page. */
const SERVICE_WORKER_URL = '/sw.js'
/** build/pwa.ts MANIFEST_FILE: linked here rather than in index.html (see build/pwa.ts). */
const MANIFEST_URL = '/manifest.webmanifest'

/** Makes the site installable: the manifest's link, added once. */
function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return
  const link = document.createElement('link')
  link.rel = 'manifest'
  link.href = MANIFEST_URL
  document.head.appendChild(link)
}

/**
 * The first install has just taken this page: the hero photo it shows came from the network
 * before the worker was there, so it is asked for once more, now through the worker, whose
 * hero-photo route keeps it (build/pwa.ts HERO_PHOTO_FILES): offline, the first screen opens with
 * the photo, not a plain block. The browser's HTTP cache usually answers. Only the copy this
 * screen chose (`currentSrc`), never the others.
 */
function keepHeroPhoto() {
  // hero-photo.tsx's <picture data-hero-photo>; none without a photo.
  const shown = document.querySelector<HTMLImageElement>('[data-hero-photo] img')?.currentSrc
  if (shown) void fetch(shown).catch(() => {})
}

/**
 * The same for the couple's panel (/dev): its code, loaded before the worker was there, is asked
 * for once more through it, whose panel route keeps what the precache leaves out (build/pwa.ts
 * PANEL_CACHE), so the Portaria opens again after a reload without signal
 * (docs/decisions/0026-the-day-at-the-door.md). The browser's HTTP cache answers.
 */
function keepPanelCode() {
  if (!/^\/dev\/?$/.test(window.location.pathname)) return
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name)
    if (url.origin === window.location.origin && /^\/assets\/.+\.(?:js|css)$/.test(url.pathname))
      void fetch(url).catch(() => {})
  }
}

/** Swaps the waiting deploy in and reloads the page on it. */
export type ApplyUpdate = () => void

/**
 * Links the manifest and registers the worker (called once the page has settled:
 * after-page-settles.ts); `onUpdate` hears of each new deploy waiting behind the open page (never
 * of the first install: that one has no old page to replace). Returns a function that stops
 * listening.
 */
export function registerServiceWorker(onUpdate: (apply: ApplyUpdate) => void): () => void {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined
  if (!container) return () => {}
  let stopped = false
  let accepted = false
  const cleanups: (() => void)[] = []
  const listen = <T extends EventTarget>(target: T, type: string, fn: () => void) => {
    target.addEventListener(type, fn)
    cleanups.push(() => target.removeEventListener(type, fn))
  }

  const offer = (worker: ServiceWorker) => {
    if (stopped || !container.controller) return
    onUpdate(() => {
      accepted = true
      // Workbox's generated worker activates on this message (registerType 'prompt').
      worker.postMessage({ type: 'SKIP_WAITING' })
    })
  }
  // The new files now answer this page: reload on them, so old and new files never mix. In
  // another tab of the site, which did not ask, the same reload is offered with the button.
  let hadController = Boolean(container.controller)
  listen(container, 'controllerchange', () => {
    if (accepted) window.location.reload()
    else if (hadController) onUpdate(() => window.location.reload())
    else {
      keepHeroPhoto()
      keepPanelCode()
    }
    hadController = true
  })

  const register = async () => {
    if (stopped) return
    linkManifest()
    const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' })
    if (registration.waiting) offer(registration.waiting)
    listen(registration, 'updatefound', () => {
      const worker = registration.installing
      if (!worker) return
      const installed = () => worker.state === 'installed' && offer(worker)
      worker.addEventListener('statechange', installed)
    })
    // A phone keeps the tab open all day: look for a new deploy whenever the guest comes back.
    listen(document, 'visibilitychange', () => {
      if (document.visibilityState === 'visible') void registration.update().catch(() => {})
    })
  }
  void register().catch((error: unknown) => console.warn('Service worker', error))
  return () => {
    stopped = true
    for (const cleanup of cleanups) cleanup()
  }
}
