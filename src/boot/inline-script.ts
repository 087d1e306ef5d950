import { rememberEarlyTaps } from './early-taps'
import { afterFirstPaint } from './first-paint'
import { loadAssets, type Face } from './load-assets'
import { isHomePath, matchRoute } from './route'
import { markWeddingPhase } from './wedding-phase-mark'

/** What the build knows only once it has written its files (build/html-plugin.ts). */
export interface PageAssets {
  /** The app's entry chunk. */
  script: string
  /** The stylesheet of @font-face rules, for browsers without the FontFace API. */
  fonts: string
  faces: Face[]
}

/** What the <head> script fetches off '/' (build/html-plugin.ts). */
export interface Preloads {
  /** The app's entry chunk. */
  script: string
  /** A route's own chunks (/dev: the couple's panel), which the app would ask for only once run. */
  routes: Record<string, string[]>
}

/**
 * index.html's inline script in <head>, where the app's script tag was. Off '/' the app is wanted
 * at once: its download starts here, before the main stylesheet, which holds back every script
 * after it (bootPage included) until it has loaded, and with it the route's own chunks, which
 * would otherwise wait for the app to run. Preloaded, not run: #root is not parsed yet.
 */
export function preloadAppOffHome({ script, routes }: Preloads): void {
  const path = matchRoute(location.pathname)
  if (isHomePath(path)) return
  for (const href of [script, ...(routes[path] ?? [])]) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.appendChild(link)
  }
}

/**
 * index.html's inline script in <head>: the wedding's phase for the first paint's CSS
 * (wedding-phase-mark.ts), then preloadAppOffHome.
 */
export function startHead(preloads: Preloads): void {
  markWeddingPhase()
  preloadAppOffHome(preloads)
}

/**
 * index.html's inline script in <body>, right after the prerendered #root (README.md). On '/', the
 * first screen is painted from the HTML and the main stylesheet alone; the app and the font faces
 * are requested once that frame is out, and taps on the bar meanwhile are remembered. Any other
 * route (/dev, /success, /cancel, an unknown address) shares index.html: the home shell is emptied
 * before it paints, and with nothing to paint the app runs at once
 * (preloadAppOffHome has been fetching it).
 */
export function bootPage({ script, fonts, faces }: PageAssets): void {
  const load = () => loadAssets(script, fonts, faces)
  if (isHomePath(location.pathname)) {
    rememberEarlyTaps()
    afterFirstPaint(load)
  } else {
    const root = document.getElementById('root')
    if (root) root.textContent = ''
    load()
  }
}
