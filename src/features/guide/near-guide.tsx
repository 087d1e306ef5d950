import { lazy } from 'react'
import { WhenNear } from '@/components/ui/when-near'
import { GUIDE_NAV_ITEM } from '@/config/nav-items'

// The guide (its texts, the couple's content and its parts) is a chunk of its own, fetched as
// the guest scrolls towards it: a first visit to '/' does not download it
// (docs/decisions/0020-guests-guide.md).
const GuestGuide = lazy(() => import('./guest-guide').then((m) => ({ default: m.GuestGuide })))

/**
 * The guide's place on the page: the anchor the menu's 'Guia' scrolls to (there from the start,
 * so the menu can reach it), holding about the guide's height on a phone and on a wide screen
 * until the guest is within a screen or two of it.
 */
export function NearGuide() {
  return (
    <WhenNear id={GUIDE_NAV_ITEM.id} place="min-h-[355rem] md:min-h-[277rem] lg:min-h-[225rem]">
      <GuestGuide />
    </WhenNear>
  )
}
