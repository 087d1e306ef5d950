import { lazy } from 'react'
import { WhenNear } from '@/components/ui/when-near'
import { CONTRIBUTION } from '@/config/copy'
import { CardPaymentCard } from './card-payment-card'

// The PIX card (BR Code, QR, clipboard) is a chunk of its own, fetched as the guest scrolls
// towards it: far below the first screen, it has no place in a first visit's download.
const PixCard = lazy(() => import('../pix/pix-card').then((m) => ({ default: m.PixCard })))

/**
 * docs/product.md §2's contribution block, inside the gifts section: the card-payment card and the PIX
 * card, side by side from 768 px and stacked on phones.
 */
export function ContributionBlock() {
  return (
    <section aria-labelledby="contribution-title">
      <header className="mx-auto mb-8 max-w-2xl text-center">
        <h3
          id="contribution-title"
          className="text-[clamp(1.75rem,4.5vw,2.5rem)] font-semibold text-sage-800"
        >
          {CONTRIBUTION.title}
        </h3>
        <p className="mt-2 text-ink-muted">{CONTRIBUTION.intro}</p>
      </header>
      <div className="grid items-start gap-6 md:grid-cols-2">
        <CardPaymentCard />
        {/* The PIX card's place: about its height on a phone and beside the card payment on wide
            screens, so nothing below jumps. */}
        <WhenNear place="min-h-[69rem] md:min-h-[54rem]">
          <PixCard />
        </WhenNear>
      </div>
    </section>
  )
}
