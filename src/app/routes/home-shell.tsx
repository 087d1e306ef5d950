import { PaymentWarningBanner } from '@/features/contribution/payment-warning-banner'
import { Hero } from '@/features/hero/hero'
import { Navigation } from '@/features/navigation/navigation'

/**
 * The top of the main page exactly as HomeRoute starts it (bar, banner, hero). The build renders
 * it to HTML inside index.html's #root (vite-wedding-html.ts), so the hero, the page's largest
 * paint, shows before the JavaScript has loaded; React then replaces it with the same markup.
 * Keep it in step with the first lines of HomeRoute.
 */
export function HomeShell() {
  return (
    <>
      <Navigation />
      <PaymentWarningBanner />
      <main id="conteudo">
        <div id="home">
          <Hero />
        </div>
      </main>
    </>
  )
}
