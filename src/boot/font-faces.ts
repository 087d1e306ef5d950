/** One @font-face rule of a stylesheet (the build's CSS is minified: one rule, no newlines). */
export const FONT_FACE = /@font-face\{[^}]*\}/g

/**
 * One @font-face of the build's CSS, as the FontFace constructor takes it; `now` is 1 for the latin
 * files (every pt-BR text), loaded at once, and 0 for latin-ext, loaded only if a guest's name
 * needs it, as @font-face would.
 */
export type Face = [
  family: string,
  url: string,
  style: string,
  weight: string,
  range: string,
  now: 0 | 1,
]

/** Build time: the @font-face rules of the built CSS, for the inline script (load-assets.ts). */
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
