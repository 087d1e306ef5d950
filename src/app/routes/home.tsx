import { AppRenderFailure } from '@/components/errors/render-failure'
import { useDataStatus } from '@/data/context'
import { BbqKit } from '@/features/bbq-kit/bbq-kit'
import { ContributionBlock, PaymentWarningBanner } from '@/features/contribution'
import { useAdminSession } from '@/features/admin/use-admin-session'
import { Countdown } from '@/features/countdown/countdown'
import { DemoBadge } from '@/features/demo-badge'
import { EventInfo } from '@/features/event-info/event-info'
import { Footer } from '@/features/footer/footer'
import { Hero, HERO_NEXT_ID } from '@/features/hero/hero'
import { Invitation } from '@/features/invitation/invitation'
import { Navigation } from '@/features/navigation/navigation'
import { PixCard } from '@/features/pix'
import { Gallery } from '@/features/gallery/gallery'
import { GiftsSection } from '@/features/gifts/gifts-section'
import { MessagesSection } from '@/features/messages/messages-section'
import { RsvpSection } from '@/features/rsvp/rsvp-section'

// The main page, in SPEC §2 order: home, gallery, bbq, rsvp, event information, gifts (with the
// contribution block), messages, footer. Each feature owns its section; this route only composes
// them.
export function HomeRoute() {
  // SPEC §2 Error screens: the data backend could not start (bad Supabase URL or anon key).
  const { error } = useDataStatus()
  // SPEC §2: a valid admin session turns on the gallery's admin mode on the main page too.
  // (Only the session hook is imported: the /dev panels stay in their own chunk.)
  const admin = useAdminSession()
  if (error) return <AppRenderFailure />
  return (
    <>
      <Navigation />
      <PaymentWarningBanner />
      <main id="conteudo">
        <div id="home">
          <Hero />
          <Invitation id={HERO_NEXT_ID} />
          <Countdown />
        </div>
        <Gallery isAdmin={admin.status === 'active'} adminToken={admin.session?.token} />
        <BbqKit />
        <RsvpSection />
        <EventInfo />
        <GiftsSection>
          <ContributionBlock pixCard={<PixCard />} />
        </GiftsSection>
        <MessagesSection />
      </main>
      <Footer />
      <DemoBadge />
    </>
  )
}
