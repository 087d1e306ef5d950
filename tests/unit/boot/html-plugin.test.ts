// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { inlineScripts } from '../../../build/html-plugin'

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
