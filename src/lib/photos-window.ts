import { PHOTOS_OPEN_FROM, PHOTOS_OPEN_UNTIL } from '@/config/guest-photos'

export interface PhotosWindow {
  openFrom: string | null
  openUntil: string | null
}

/**
 * Whether /fotos takes photos at `now`: the couple's window when they set one in /dev (a bound not
 * set does not bound), else the site's (src/config/guest-photos.ts). 'before' / 'after' say which
 * side of it a closed page is on.
 */
export function photosWindowAt(
  now: Date,
  set: PhotosWindow = { openFrom: null, openUntil: null },
): 'open' | 'before' | 'after' {
  const custom = set.openFrom !== null || set.openUntil !== null
  const from = custom ? (set.openFrom ? new Date(set.openFrom) : null) : PHOTOS_OPEN_FROM
  const until = custom ? (set.openUntil ? new Date(set.openUntil) : null) : PHOTOS_OPEN_UNTIL
  if (from && now < from) return 'before'
  if (until && now >= until) return 'after'
  return 'open'
}
