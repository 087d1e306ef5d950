import type { Face } from '../src/boot/load-assets.ts'

/** One @font-face rule of a stylesheet (the build's CSS is minified: one rule, no newlines). */
export const FONT_FACE = /@font-face\{[^}]*\}/g

/** The @font-face rules of the built CSS, for the inline script (src/boot/load-assets.ts). */
export function fontFaces(css: string): Face[] {
  return (css.match(FONT_FACE) ?? []).map((rule) => {
    const get = (name: string) => new RegExp(`${name}:([^;}]+)`).exec(rule)?.[1]?.trim() ?? ''
    const url = /url\(([^)]+)\)/.exec(rule)?.[1]?.replace(/["']/g, '') ?? ''
    return [
      get('font-family').replace(/["']/g, ''),
      url,
      get('font-style') || 'normal',
      get('font-weight') || '400',
      get('unicode-range'),
      /-latin-ext-/.test(url) ? 0 : 1,
    ]
  })
}
