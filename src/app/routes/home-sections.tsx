import { BbqKit } from '@/features/bbq-kit/bbq-kit'
import { ContributionBlock } from '@/features/contribution/contribution-block'
import { useAdminSession } from '@/features/admin/use-admin-session'
import { DemoBadge } from '@/features/demo-badge'
import { EventInfo } from '@/features/event-info/event-info'
import { Footer } from '@/features/footer/footer'
import { Gallery } from '@/features/gallery/gallery'
import { GiftsSection } from '@/features/gifts/gifts-section'
import { MessagesSection } from '@/features/messages/messages-section'
import { PixCard } from '@/features/pix'
import { RsvpSection } from '@/features/rsvp/rsvp-section'

/**
 * Everything below the countdown, in SPEC §2 order: gallery, bbq, rsvp, event information, gifts
 * (with the contribution block), messages, footer. Its own chunk (home.tsx loads it right after
 * the first paint), so the script a phone must run before the hero is interactive stays small.
 */
export function HomeSections() {
  // SPEC §2: a valid admin session turns on the gallery's admin mode on the main page too.
  // (Only the session hook is imported: the /dev panels stay in their own chunk.)
  const admin = useAdminSession()
  return (
    <>
      <Gallery isAdmin={admin.status === 'active'} adminToken={admin.session?.token} />
      <BbqKit />
      <RsvpSection />
      <EventInfo />
      <GiftsSection>
        <ContributionBlock pixCard={<PixCard />} />
      </GiftsSection>
      <MessagesSection />
    </>
  )
}

/** The footer and the demo badge, outside <main>. */
export function HomeFooter() {
  return (
    <>
      <Footer />
      <DemoBadge />
    </>
  )
}
