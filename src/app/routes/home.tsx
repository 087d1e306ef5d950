import { Section } from '@/components/ui/section'
import { BBQ_KIT, GALLERY, GIFTS, MESSAGES, RSVP } from '@/config/copy'

// The main page, in SPEC §2 order: home, gallery, bbq, rsvp, event information, gifts (with the
// contribution block), messages, footer. Each feature owns its section; this route only composes
// them. Replace a placeholder <Section> with the feature's component when it lands.
export function HomeRoute() {
  return (
    <>
      {/* slot: navigation */}
      {/* slot: payment warning banner (features/contribution) */}
      <main id="conteudo">
        {/* slot: hero + countdown */}
        <section id="home" aria-label="Início" />
        {/* slot: gallery (features/gallery, admin flag from features/admin's session hook) */}
        <Section id="gallery" title={GALLERY.title} />
        {/* slot: bbq kit */}
        <Section id="bbq" title={BBQ_KIT.title} tone="sage" />
        {/* slot: rsvp (features/rsvp) */}
        <Section id="rsvp" title={RSVP.title} />
        {/* slot: event information */}
        {/* slot: gifts (features/gifts) with the contribution block (features/contribution + features/pix) as children */}
        <Section id="gifts" title={GIFTS.title} tone="sage" />
        {/* slot: messages (features/messages) */}
        <Section id="messages" title={MESSAGES.title} />
      </main>
      {/* slot: footer */}
      {/* slot: demo badge (features/demo-badge) */}
    </>
  )
}
