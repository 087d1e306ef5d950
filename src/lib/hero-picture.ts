import type { WeddingPhase } from './wedding-clock.ts'

/**
 * The hero photo's copies, as the build makes them (build/hero-photo-plugin.ts) and the hero
 * shows them (docs/decisions/0019-hero-photo.md). Each photo is cut twice around its focal point:
 * a tall cut for a phone held upright, a wide one for everything else, so neither downloads
 * pixels the hero crops away. The hero is the window's height less the 4rem bar, at least, and
 * the photo covers it: it is drawn at the larger of the window's width and that height times
 * the cut's ratio, which is what `sizes` says.
 */
export const HERO_CUTS = [
  {
    name: 'tall',
    /** Width / height: 3:5, between a phone's hero (about 0.5) and a tablet's (about 0.8). */
    ratio: 0.6,
    media: '(max-aspect-ratio: 3/4)',
    sizes: 'max(100vw, calc((100vh - 4rem) * 0.6))',
    // 1080 px is the largest: a 390 px phone at 3x would take 1404 px, and behind the dark
    // gradient 2.3x looks no different, for about half the bytes.
    widths: [480, 828, 1080],
  },
  {
    name: 'wide',
    ratio: 1.6,
    media: 'not all and (max-aspect-ratio: 3/4)',
    sizes: 'max(100vw, calc((100vh - 4rem) * 1.6))',
    widths: [960, 1280, 1920, 2560],
  },
] as const

export const HERO_FORMATS = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
] as const

export interface HeroSource {
  media: string
  type: string
  srcSet: string
  sizes: string
  width: number
  height: number
}

/** One photo, ready for a <picture>: AVIF before WebP for each cut, and a WebP <img> fallback. */
export interface HeroPicture {
  alt: string
  sources: HeroSource[]
  img: { src: string; width: number; height: number }
}

export interface HeroPictures {
  before: HeroPicture | null
  after: HeroPicture | null
}

/**
 * The picture the hero shows in a phase: the after-the-wedding photo once married, when there is
 * one; otherwise the photo; null for the drawn landscape.
 */
export function heroPictureFor(phase: WeddingPhase, pictures: HeroPictures): HeroPicture | null {
  if (phase === 'married' && pictures.after) return pictures.after
  return pictures.before
}
