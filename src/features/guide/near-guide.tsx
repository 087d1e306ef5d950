import { lazy, type CSSProperties } from 'react'
import { WhenNear } from '@/components/ui/when-near'
import { GUIDE_PLACES } from '@/config/guide-flag'
import { GUIDE_NAV_ITEM } from '@/config/nav-items'
import { useWeddingPhase } from '@/hooks/use-wedding-phase'

// The guide (its texts, the couple's content and its parts) is a chunk of its own, fetched as
// the guest scrolls towards it: a first visit to '/' does not download it
// (docs/decisions/0020-guests-guide.md).
const GuestGuide = lazy(() => import('./guest-guide').then((m) => ({ default: m.GuestGuide })))

/** The place's height at each width, from the custom properties set below. */
const PLACE =
  'min-h-(--guide-place) md:min-h-(--guide-place-md) lg:min-h-(--guide-place-lg) xl:min-h-(--guide-place-xl)'

/**
 * The guide's place on the page: the anchor the menu's 'Guia' scrolls to (there from the start,
 * so the menu can reach it), holding about the guide's height (computed by the build from the
 * blocks the couple keep, before or after the wedding: guide-place.ts) until the guest is within
 * a screen or two of it.
 */
export function NearGuide() {
  const married = useWeddingPhase() === 'married'
  const place = married ? GUIDE_PLACES.after : GUIDE_PLACES.before
  const heights = {
    '--guide-place': `${place?.phone ?? 0}rem`,
    '--guide-place-md': `${place?.md ?? 0}rem`,
    '--guide-place-lg': `${place?.lg ?? 0}rem`,
    '--guide-place-xl': `${place?.xl ?? 0}rem`,
  } as CSSProperties
  return (
    <div style={heights}>
      <WhenNear id={GUIDE_NAV_ITEM.id} place={PLACE}>
        <GuestGuide />
      </WhenNear>
    </div>
  )
}
