import { useSyncExternalStore } from 'react'
import { PHOTOS_OPEN_FROM, PHOTOS_OPEN_UNTIL } from '@/config/guest-photos'
import { setLongTimeout } from '@/lib/long-timeout'
import { photosWindowAt } from '@/lib/photos-window'
import { siteNow } from '@/lib/site-clock'

const read = () => photosWindowAt(siteNow()) === 'open'

function subscribe(onChange: () => void) {
  let cancel = () => {}
  const arm = () => {
    const now = siteNow().getTime()
    const next = [PHOTOS_OPEN_FROM, PHOTOS_OPEN_UNTIL].find((at) => at.getTime() > now)
    if (!next) return
    // The window may open months from now, past setTimeout's longest delay.
    cancel = setLongTimeout(
      () => {
        onChange()
        arm()
      },
      next.getTime() - now + 50,
    )
  }
  arm()
  return () => cancel()
}

/**
 * Whether the site's photo window (src/config/guest-photos.ts) is open by the site's clock, so
 * the menu and the main page lead guests to /fotos (docs/decisions/0027). A couple's own window
 * set in /dev is read by /fotos itself, which says when it opens; the prerendered page (false)
 * never shows the link before the clock is known.
 */
export function usePhotosOpen(): boolean {
  return useSyncExternalStore(subscribe, read, () => false)
}
