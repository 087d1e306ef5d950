// build/hero-photo-plugin.ts makes this module from src/config/wedding.ts.
declare module 'virtual:hero-photos' {
  import type { HeroPictures } from '@/lib/hero-picture'
  export const HERO_PICTURES: HeroPictures
  /** When the build ran (ms since 1970): the prerendered page shows the photo of that moment. */
  export const BUILT_AT: number
}
