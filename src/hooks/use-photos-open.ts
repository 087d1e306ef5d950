import { PHOTOS_OPEN_FROM, PHOTOS_OPEN_UNTIL } from '@/config/guest-photos'
import { photosWindowAt } from '@/lib/photos-window'
import { useClockValue } from './use-clock-value'

const read = (now: Date) => photosWindowAt(now) === 'open'
const nextChange = (now: Date) =>
  [PHOTOS_OPEN_FROM, PHOTOS_OPEN_UNTIL].find((at) => at.getTime() > now.getTime())

/**
 * Whether the site's photo window (src/config/guest-photos.ts) is open by the site's clock, so
 * the menu and the main page lead guests to /fotos (docs/decisions/0027). A couple's own window
 * set in /dev is read by /fotos itself, which says when it opens; the prerendered page (false)
 * never shows the link before the clock is known.
 */
export function usePhotosOpen(): boolean {
  return useClockValue(read, nextChange, false)
}
