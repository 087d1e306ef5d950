import { AppRenderFailure } from '@/components/errors/render-failure'
import { useDataStatus } from '@/data/context'
import { BbqKit } from '@/features/bbq-kit/bbq-kit'
import { ContributionBlock, PaymentWarningBanner } from '@/features/contribution'
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
// them. Replace a placeholder <Section> with the feature's component when it lands.
export function HomeRoute() {
  // SPEC §2 Error screens: the data backend could not start (bad Supabase URL or anon key).
  const { error } = useDataStatus()
  if (error) return <AppRenderFailure />
  return (
    <>
      {/* slot: navigation */}
      <Navigation />
      {/* slot: payment warning banner (features/contribution) */}
      <PaymentWarningBanner />
      <main id="conteudo">
        {/* slot: hero + countdown. '#home' (Início) starts at the top of the page, so the hero,
            the invitation text and the countdown all belong to it. */}
        <div id="home">
          <Hero />
          <Invitation id={HERO_NEXT_ID} />
          <Countdown />
        </div>
        {/* slot: gallery (features/gallery, admin flag from features/admin's session hook) */}
        <Gallery />
        {/* slot: bbq kit */}
        <BbqKit />
        {/* slot: rsvp (features/rsvp) */}
        <RsvpSection />
        {/* slot: event information */}
        <EventInfo />
        {/* slot: gifts (features/gifts) with the contribution block (features/contribution + features/pix) as children */}
        <GiftsSection>
          <ContributionBlock pixCard={<PixCard />} />
        </GiftsSection>
        {/* slot: messages (features/messages) */}
        <MessagesSection />
      </main>
      {/* slot: footer */}
      <Footer />
      {/* slot: demo badge (features/demo-badge) */}
      <DemoBadge />
    </>
  )
}
