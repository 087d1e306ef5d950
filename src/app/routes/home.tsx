import { lazy, Suspense } from 'react'
import { AppRenderFailure } from '@/components/errors/render-failure'
import { Spinner } from '@/components/ui/spinner'
import { useHydrated } from '@/boot/use-hydrated'
import { useDataStatus } from '@/data/react/context'
import { PaymentWarningBanner } from '@/features/payments/contribution/payment-warning-banner'
import { ByPhase } from '@/components/ui/by-phase'
import { Countdown } from '@/features/countdown/countdown'
import { Hero, HERO_NEXT_ID } from '@/features/hero/hero'
import { Invitation } from '@/features/invitation/invitation'
import { Navigation } from '@/features/navigation/navigation'

// The rest of the page is a second chunk, requested as soon as this one runs: the first screen
// (bar, hero, invitation, countdown) does not wait for the gallery, forms and gift list
// (docs/product.md "Quality bars": <= 120 KB gzip of JavaScript).
const sections = () => import('./home-sections')
const HomeSections = lazy(() => sections().then((m) => ({ default: m.HomeSections })))
const HomeFooter = lazy(() => sections().then((m) => ({ default: m.HomeFooter })))

function SectionsLoading() {
  return (
    <div className="flex min-h-dvh items-start justify-center pt-24">
      <Spinner />
    </div>
  )
}

// The main page, in docs/product.md §2 order: home, gallery, bbq, rsvp, event information, gifts (with the
// contribution block), messages, footer. Each feature owns its section; this route only composes
// them.
export function HomeRoute() {
  // docs/product.md §2 Error screens: the data backend could not start (bad Supabase URL or anon key).
  const { error } = useDataStatus()
  // The build prerenders this page without the second chunk (src/boot); it joins
  // once the browser has adopted that HTML.
  const hydrated = useHydrated()
  if (error) return <AppRenderFailure />
  return (
    <>
      <Navigation />
      <PaymentWarningBanner />
      <main id="conteudo">
        <div id="home">
          <Hero />
          <Invitation id={HERO_NEXT_ID} />
          {/* After the wedding the gallery comes first and the time married follows it
              (home-sections.tsx, docs/decisions/0018-the-site-by-the-clock.md). */}
          <ByPhase married={null} before={<Countdown />} />
        </div>
        {hydrated ? (
          <Suspense fallback={<SectionsLoading />}>
            <HomeSections />
          </Suspense>
        ) : (
          <SectionsLoading />
        )}
      </main>
      {hydrated && (
        <Suspense fallback={null}>
          <HomeFooter />
        </Suspense>
      )}
    </>
  )
}
