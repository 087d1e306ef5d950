import type { ReactNode } from 'react'
import { CONTRIBUTION } from '@/config/copy'
import { CardPaymentCard } from './card-payment-card'

/**
 * docs/product.md §2's contribution block, inside the gifts section: the card-payment card and the PIX
 * card, side by side from 768 px and stacked on phones. Features never import each other, so
 * the app route passes the PIX card in (`pixCard={<PixCard />}`).
 */
export function ContributionBlock({ pixCard }: { pixCard?: ReactNode }) {
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
        {pixCard}
      </div>
    </section>
  )
}
