import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { THEME_COLOR, WEB_APP_MANIFEST } from '../../build/pwa'

// The installable app (docs/decisions/0021-offline-at-the-farm.md): one colour for the browser's
// bar above the page and for the installed app's, the page's own ivory.

const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8')

describe('the theme colour', () => {
  it('is the same in index.html and in the manifest', () => {
    const meta = /<meta name="theme-color" content="([^"]+)"/.exec(html)?.[1]
    expect(meta).toBe(WEB_APP_MANIFEST.theme_color)
  })

  it('is the ivory of the page and of its navigation bar (tailwind.config.ts)', () => {
    const config = readFileSync(new URL('../../tailwind.config.ts', import.meta.url), 'utf8')
    const ivory = /ivory: '(#[0-9A-Fa-f]{6})'/.exec(config)?.[1]
    expect(THEME_COLOR).toBe(ivory)
    expect(WEB_APP_MANIFEST.background_color).toBe(ivory)
  })
})
