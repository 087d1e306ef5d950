// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetEarlyTaps, takeEarlyTaps } from '@/boot/early-taps'
import { FIRST_PAINT_FALLBACK_MS } from '@/boot/first-paint'
import type { Face } from '@/boot/load-assets'
import { bootPage, preloadAppOffHome, type PageAssets } from '@/boot/inline-script'
import { isHomePath, matchRoute } from '@/boot/route'

// index.html's inline scripts (src/boot/README.md), run as the page runs them.

const FACES: Face[] = [
  ['Inter', '/assets/inter-latin-400-normal.woff2', 'normal', '400', 'U+??', 1],
  ['Inter', '/assets/inter-latin-ext-400-normal.woff2', 'normal', '400', 'U+100-2BA', 0],
]
const ASSETS: PageAssets = {
  script: '/assets/index-X.js',
  fonts: '/assets/fonts-X.css',
  faces: FACES,
}

/** A frame of the fake clock (its frame callbacks run on 16 ms boundaries). */
const FRAME_MS = 16

const PRELOAD_ROUTES = { '/dev': ['/assets/admin-X.js', '/assets/gallery-X.js'] }
const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  )

const appScript = () => document.head.querySelector('script[type="module"]')
const fontSheet = () => document.head.querySelector('link[rel="stylesheet"]')

let paintObserver: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | null

/** A browser that reports paint entries: the test says when the first contentful paint is. */
class FakeObserver {
  static supportedEntryTypes = ['paint']
  constructor(callback: (list: unknown, observer: FakeObserver) => void) {
    paintObserver = (list) => callback(list, this)
  }
  observe() {}
  disconnect() {
    paintObserver = null
  }
}

function firstContentfulPaint() {
  paintObserver?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) })
}

function openAt(path: string) {
  window.history.replaceState(null, '', path)
  document.head.innerHTML = ''
  document.body.innerHTML =
    '<div id="root"><nav><button data-nav-menu-button>Menu</button><a href="#gifts" data-nav-section="gifts">Presentes</a></nav></div>'
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  paintObserver = null
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  delete window.weddingNavLive
  forgetEarlyTaps()
})

describe('route', () => {
  it('reads /dev/ as /dev and /index.html as the main page', () => {
    expect(matchRoute('/dev/')).toBe('/dev')
    expect(matchRoute('/index.html')).toBe('/')
    expect(isHomePath('/')).toBe(true)
    expect(isHomePath('/success')).toBe(false)
  })
})

describe('off the main page', () => {
  it('empties the home shell and loads the app at once', () => {
    openAt('/cancel')
    bootPage(ASSETS)
    expect(document.getElementById('root')?.childNodes).toHaveLength(0)
    expect(appScript()?.getAttribute('src')).toBe(ASSETS.script)
  })

  it('preloads the app from <head>, before the stylesheet holds the scripts back', () => {
    const preloads = { script: ASSETS.script, routes: PRELOAD_ROUTES }
    openAt('/nao-existe')
    preloadAppOffHome(preloads)
    expect(preloaded()).toEqual([ASSETS.script])
    openAt('/')
    preloadAppOffHome(preloads)
    expect(preloaded()).toEqual([])
  })

  it("preloads a route's own chunks with the app, not after it has run", () => {
    openAt('/dev/')
    preloadAppOffHome({ script: ASSETS.script, routes: PRELOAD_ROUTES })
    expect(preloaded()).toEqual([ASSETS.script, ...(PRELOAD_ROUTES['/dev'] ?? [])])
  })
})

describe('on the main page', () => {
  it('keeps the prerendered page and loads the app once the first paint is out', () => {
    openAt('/')
    bootPage(ASSETS)
    vi.advanceTimersByTime(FRAME_MS)
    vi.advanceTimersByTime(10)
    expect(document.querySelector('[data-nav-menu-button]')).not.toBeNull()
    expect(appScript()).toBeNull()
    firstContentfulPaint()
    vi.advanceTimersByTime(0)
    expect(appScript()?.getAttribute('src')).toBe(ASSETS.script)
    expect(document.head.querySelectorAll('script')).toHaveLength(1)
  })

  it('loads the app anyway if the paint entry never comes', () => {
    openAt('/')
    bootPage(ASSETS)
    vi.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS - FRAME_MS)
    expect(appScript()).toBeNull()
    vi.advanceTimersByTime(3 * FRAME_MS)
    expect(appScript()).not.toBeNull()
  })

  it('without paint entries, loads the app after the first frame', () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    openAt('/')
    bootPage(ASSETS)
    expect(appScript()).toBeNull()
    vi.advanceTimersByTime(2 * FRAME_MS)
    expect(appScript()).not.toBeNull()
  })

  it('remembers taps on the bar until the navigation is live', () => {
    openAt('/')
    bootPage(ASSETS)
    document.querySelector<HTMLElement>('[data-nav-menu-button]')?.click()
    document.querySelector<HTMLElement>('[data-nav-section]')?.click()
    expect(takeEarlyTaps()).toEqual({ menu: true, section: 'gifts' })
    forgetEarlyTaps()
    document.querySelector<HTMLElement>('[data-nav-menu-button]')?.click()
    expect(takeEarlyTaps()).toEqual({ menu: false, section: null })
  })
})

describe('font faces', () => {
  it('without the FontFace API, adds the stylesheet of faces, in a task after the script', async () => {
    openAt('/dev')
    bootPage(ASSETS)
    expect(document.head.querySelector('script[type="module"]')).not.toBeNull()
    expect(fontSheet()).toBeNull()
    await vi.waitFor(() => expect(fontSheet()?.getAttribute('href')).toBe(ASSETS.fonts))
  })

  it('adds every face in one step once the latin files have loaded, not the stylesheet', async () => {
    const added: string[] = []
    let loaded = () => {}
    const latinLoaded = new Promise<void>((resolve) => (loaded = resolve))
    vi.stubGlobal(
      'FontFace',
      class {
        constructor(
          readonly family: string,
          readonly source: string,
        ) {}
        load = () => latinLoaded
      },
    )
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { add: (face: { source: string }) => added.push(face.source) },
    })
    try {
      openAt('/dev')
      bootPage(ASSETS)
      await Promise.resolve()
      expect(added).toEqual([])
      loaded()
      await vi.waitFor(() => expect(added).toHaveLength(2))
      expect(added[0]).toBe('url(/assets/inter-latin-400-normal.woff2) format("woff2")')
      expect(fontSheet()).toBeNull()
    } finally {
      Reflect.deleteProperty(document, 'fonts')
    }
  })
})
