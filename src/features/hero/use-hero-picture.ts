import { BUILT_AT, HERO_PICTURES } from 'virtual:hero-photos'
import { useWeddingPhase } from '@/hooks/use-wedding-phase'
import { heroPictureFor, type HeroPicture } from '@/lib/hero-picture'
import { weddingPhase } from '@/lib/wedding-clock'

/**
 * The phase the prerendered page is built in: a couple who add their wedding photo after the day
 * and deploy again get it in the HTML and its preload, not the photo from before and then a swap.
 */
const BUILT_PHASE = weddingPhase(new Date(BUILT_AT))

/** The photo behind the hero now (src/config/wedding.ts HERO_PHOTO / HERO_PHOTO_AFTER), or null. */
export function useHeroPicture(): HeroPicture | null {
  return heroPictureFor(useWeddingPhase(BUILT_PHASE), HERO_PICTURES)
}
