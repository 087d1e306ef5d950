import { Section } from '@/components/ui/section'
import { BBQ_KIT, GALLERY, GIFTS, MESSAGES, RSVP } from '@/config/copy'

// The main page, in SPEC §2 order: home, gallery, bbq, rsvp, event information, gifts, messages,
// footer. Each feature owns its section; this route only composes them.
export function HomeRoute() {
  return (
    <>
      <main id="conteudo">
        <section id="home" aria-label="Início" />
        <Section id="gallery" title={GALLERY.title} />
        <Section id="bbq" title={BBQ_KIT.title} tone="sage" />
        <Section id="rsvp" title={RSVP.title} />
        <Section id="gifts" title={GIFTS.title} tone="sage" />
        <Section id="messages" title={MESSAGES.title} />
      </main>
    </>
  )
}
