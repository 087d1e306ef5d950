import { lazy, Suspense, useRef } from 'react'
import { GUIDE_NAV_ITEM } from '@/config/nav-items'
import { useNearViewport } from '@/hooks/use-near-viewport'

// The guide (its texts, the couple's content and its parts) is a chunk of its own, fetched as
// the guest scrolls towards it: a first visit to '/' does not download it
// (docs/decisions/0020-guests-guide.md).
const GuestGuide = lazy(() => import('./guest-guide').then((m) => ({ default: m.GuestGuide })))

// About the guide's height on a phone and on a wide screen, so nothing below jumps when it comes.
const PLACE = 'min-h-[355rem] md:min-h-[277rem] lg:min-h-[225rem]'

/**
 * The guide's place on the page: the anchor the menu's 'Guia' scrolls to (there from the start,
 * so the menu can reach it), holding the guide's height until the guest is within a screen or
 * two of it.
 */
export function NearGuide() {
  const place = useRef<HTMLDivElement>(null)
  const near = useNearViewport(place, '1200px')
  return (
    <div ref={place} id={GUIDE_NAV_ITEM.id} className={near ? undefined : PLACE}>
      {near ? (
        <Suspense fallback={<div className={PLACE} />}>
          <GuestGuide />
        </Suspense>
      ) : null}
    </div>
  )
}
