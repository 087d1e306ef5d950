import { lazy, Suspense, useRef } from 'react'
import { BbqKit } from '@/features/bbq-kit/bbq-kit'
import { AdminProvider } from '@/features/admin/session/admin-context'
import { useAdminSession } from '@/features/admin/session/use-admin-session'
import { EventInfo } from '@/features/event-info/event-info'
import { Footer } from '@/features/footer/footer'
import { Gallery } from '@/features/gallery/gallery'
import { GiftsSection } from '@/features/gifts/gifts-section'
import { ContributionBlock } from '@/features/payments/contribution/contribution-block'
import { GiftPayment } from '@/features/payments/gift/gift-payment'
import { NearGuide } from '@/features/guide/near-guide'
import { MessagesSection } from '@/features/messages/messages-section'
import { DATA_BACKEND } from '@/config/env'
import { HAS_GUIDE } from '@/config/guide-flag'
import { TimeMarried } from '@/features/countdown/time-married'
import { useWeddingPhase } from '@/hooks/use-wedding-phase'
import { useNearViewport } from '@/hooks/use-near-viewport'
import { useProgressiveCount } from '@/hooks/use-progressive-count'
import { previewMoment } from '@/lib/site-clock'

/**
 * Everything below the countdown, in docs/product.md §2 order: gallery, bbq, rsvp, event information, gifts
 * (with the contribution block), messages, footer. Its own chunk (home.tsx loads it right after
 * the first paint), so the script a phone must run before the hero is interactive stays small.
 */
export function HomeSections() {
  // After the wedding the gallery moves up, to right under the invitation, and the time married
  // follows it in place of the countdown (docs/decisions/0018-the-site-by-the-clock.md).
  const married = useWeddingPhase() === 'married'
  const sections = [
    <HomeGallery key="gallery" />,
    ...(married ? [<TimeMarried key="married" />] : []),
    <BbqKit key="bbq" />,
    <NearRsvp key="rsvp" married={married} />,
    <EventInfo key="event" />,
    // The guests' guide, when the couple have one (docs/decisions/0020-guests-guide.md).
    ...(HAS_GUIDE ? [<NearGuide key="guide" />] : []),
    <GiftsSection key="gifts" payment={GiftPayment}>
      <ContributionBlock />
    </GiftsSection>,
    <MessagesSection key="messages" />,
  ]
  // One section at a time: the six together were one long task (render, commit and the layout of
  // some 600 boxes) on a phone, right when the guest starts to read and scroll.
  const shown = useProgressiveCount(sections.length)
  return (
    <>
      {sections.slice(0, shown)}
      {shown < sections.length ? <div aria-hidden="true" className="min-h-dvh" /> : null}
    </>
  )
}

// The RSVP section is a chunk of its own, fetched as the guest scrolls towards it (or follows a
// link to #rsvp): its forms are not part of a first visit's download, and after the wedding they
// are never needed (docs/decisions/0018-the-site-by-the-clock.md).
// 'Ver o site como em…' (src/lib/site-clock.ts): its bar is a chunk only a preview tab fetches.
const PreviewBar = lazy(() =>
  import('@/features/site-preview').then((m) => ({ default: m.PreviewBar })),
)
const RsvpSection = lazy(() =>
  import('@/features/rsvp/rsvp-section').then((m) => ({ default: m.RsvpSection })),
)

/**
 * Holds the RSVP section's place (the open form's height, 1198 px on a phone and 1054 px wide;
 * after the wedding the thank-you's, 666 and 697 px), and its #rsvp anchor, until the guest is
 * near it: a reload that puts the guest back below it stays put when it arrives.
 */
function NearRsvp({ married }: { married: boolean }) {
  const place = useRef<HTMLDivElement>(null)
  const near = useNearViewport(place, '1200px')
  const height = married ? 'min-h-[42rem] md:min-h-[44rem]' : 'min-h-[75rem] md:min-h-[66rem]'
  const placeholder = <div ref={place} id="rsvp" className={height} />
  return near ? (
    <Suspense fallback={placeholder}>
      <RsvpSection />
    </Suspense>
  ) : (
    placeholder
  )
}

// The demo's badge (docs/decisions/0004-embedded-backend.md) shows only on the embedded backend:
// a chunk of its own, so a deploy's guests never download it.
const DemoBadge = lazy(() =>
  import('@/features/demo-badge').then((m) => ({ default: m.DemoBadge })),
)

// The couple's gallery tools are a chunk of their own: guests never download them.
const GalleryAdminTools = lazy(() =>
  import('@/features/admin/photos/gallery-admin-tools').then((m) => ({
    default: m.GalleryAdminTools,
  })),
)

/**
 * docs/product.md §2: a valid admin session turns on the gallery's admin mode on the main page too. Only the
 * session is imported here (the /dev panels stay in their own chunk); its context gives the tools
 * the token, and an expired session ends here as on /dev: the tools go away.
 */
function HomeGallery() {
  const admin = useAdminSession()
  // The cerimonial's team manages no photos (docs/decisions/0026-the-day-at-the-door.md).
  const session = admin.status === 'active' && admin.session?.role !== 'team' ? admin.session : null
  return (
    <Gallery
      renderAdmin={
        session
          ? (slot) => (
              <AdminProvider session={session} expire={admin.expire}>
                <GalleryAdminTools {...slot} />
              </AdminProvider>
            )
          : undefined
      }
    />
  )
}

/** The footer, the demo badge and a preview tab's bar, outside <main>. */
export function HomeFooter() {
  return (
    <>
      <Footer />
      {DATA_BACKEND === 'embedded' ? (
        <Suspense fallback={null}>
          <DemoBadge />
        </Suspense>
      ) : null}
      {/* Only a preview tab fetches its bar. */}
      {previewMoment() ? (
        <Suspense fallback={null}>
          <PreviewBar />
        </Suspense>
      ) : null}
    </>
  )
}
