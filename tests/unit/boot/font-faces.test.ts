import { describe, expect, it } from 'vitest'
import { fontFaces } from '../../../build/font-faces'

// The built page adds its font faces with the FontFace API, all at once (src/boot/load-assets.ts):
// these are the faces as the build's minified CSS states them.
const CSS =
  '@font-face{font-family:Cormorant Garamond;font-style:italic;font-display:swap;font-weight:500;' +
  'src:url(/assets/cormorant-garamond-latin-500-italic-Y14P.woff2)format("woff2");' +
  'unicode-range:U+??,U+131,U+2000-206F}' +
  '@font-face{font-family:"Great Vibes";font-style:normal;font-display:swap;font-weight:400;' +
  'src:url(\'/assets/great-vibes-latin-ext-400-normal-Cs.woff2\')format("woff2");' +
  'unicode-range:U+100-2BA,U+A720-A7FF}'

describe('fontFaces', () => {
  it('reads family, file, style, weight and range of each face', () => {
    expect(fontFaces(CSS)).toEqual([
      [
        'Cormorant Garamond',
        '/assets/cormorant-garamond-latin-500-italic-Y14P.woff2',
        'italic',
        '500',
        'U+??,U+131,U+2000-206F',
        1,
      ],
      [
        'Great Vibes',
        '/assets/great-vibes-latin-ext-400-normal-Cs.woff2',
        'normal',
        '400',
        'U+100-2BA,U+A720-A7FF',
        0,
      ],
    ])
  })

  it('finds nothing in a stylesheet without faces', () => {
    expect(fontFaces('body{color:red}')).toEqual([])
  })
})
