// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { inlineScripts } from '@/boot/html-plugin'

// The build turns inline-script.ts into the page's inline script texts: self-contained classic
// scripts that do what the module does, here run in a page off '/'.

describe('inlineScripts', () => {
  it('builds minified classic scripts that boot the page', async () => {
    const assets = { script: '/assets/index-X.js', fonts: '/assets/fonts-X.css', faces: [] }
    const { head, body } = await inlineScripts(assets)
    for (const text of [head, body]) {
      expect(text).not.toMatch(/\bimport\b|\bexport\b|<\/script/)
      expect(text.split('\n').length).toBeLessThanOrEqual(2)
    }
    window.history.replaceState(null, '', '/success')
    document.body.innerHTML = '<div id="root"><h1>Home</h1></div>'
    new Function(head)()
    new Function(body)()
    expect(document.getElementById('root')?.childNodes).toHaveLength(0)
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      assets.script,
    )
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe(
      assets.script,
    )
  }, 30_000)
})

describe("the demo build's inline script", () => {
  it('starts the database worker with the app, and remembers its first message', async () => {
    const started: { url: string; options: WorkerOptions | undefined; worker: EventTarget }[] = []
    class FakeWorker extends EventTarget {
      constructor(url: string, options?: WorkerOptions) {
        super()
        started.push({ url, options, worker: this })
      }
    }
    const real = globalThis.Worker
    globalThis.Worker = FakeWorker as unknown as typeof Worker
    try {
      const assets = {
        script: '/assets/index-X.js',
        fonts: '/assets/fonts-X.css',
        faces: [],
        demoWorker: '/assets/embedded-worker-X.js',
      }
      const { body } = await inlineScripts(assets)
      window.history.replaceState(null, '', '/dev')
      document.body.innerHTML = '<div id="root"></div>'
      new Function(body)()
      expect(started).toHaveLength(1)
      expect(started[0]?.url).toBe(assets.demoWorker)
      expect(started[0]?.options?.type).toBe('module')
      // PGlite's worker says 'here' before the app listens: the page keeps it for the backend.
      expect(window.weddingDemoWorker?.here).toBe(false)
      started[0]?.worker.dispatchEvent(new MessageEvent('message', { data: { type: 'here' } }))
      expect(window.weddingDemoWorker?.here).toBe(true)
    } finally {
      globalThis.Worker = real
      window.weddingDemoWorker = undefined
    }
  }, 30_000)

  it('starts no worker in a build without the embedded backend', async () => {
    const started: string[] = []
    const real = globalThis.Worker
    globalThis.Worker = class extends EventTarget {
      constructor(url: string) {
        super()
        started.push(url)
      }
    } as unknown as typeof Worker
    try {
      const { body } = await inlineScripts({ script: '/assets/index-X.js', fonts: '', faces: [] })
      window.history.replaceState(null, '', '/dev')
      document.body.innerHTML = '<div id="root"></div>'
      new Function(body)()
      expect(started).toEqual([])
      expect(window.weddingDemoWorker).toBeUndefined()
    } finally {
      globalThis.Worker = real
    }
  }, 30_000)
})
