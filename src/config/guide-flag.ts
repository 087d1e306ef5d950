// Replaced at build time by build/guide-sizes.ts (vite.config.ts, vitest.config.ts and the prerender).
declare const BUILD_GUIDE: GuidePlaces

/**
 * About the guide's height, in rem, on a phone and from Tailwind's md, lg and xl widths, for its
 * place on the page before its chunk arrives (src/features/guide/guide-place.ts).
 */
export interface GuidePlace {
  phone: number
  md: number
  lg: number
  xl: number
}

/** The guide before the wedding and from the end of the wedding day; null: no block then. */
interface GuidePlaces {
  before: GuidePlace | null
  after: GuidePlace | null
}

/**
 * The guide's place before and after the wedding, from the blocks the couple keep. A constant of
 * the build, not an import of the guide, so the first visit's script does not carry the guide's
 * texts (docs/decisions/0020-guests-guide.md).
 */
export const GUIDE_PLACES: GuidePlaces = BUILD_GUIDE

/** Whether the guide has a block before the wedding, and from the end of the wedding day. */
export const GUIDE_IN = { before: GUIDE_PLACES.before !== null, after: GUIDE_PLACES.after !== null }

/** True when src/config/wedding-guide.ts has at least one block (before the wedding or after it). */
export const HAS_GUIDE: boolean = GUIDE_IN.before || GUIDE_IN.after
