import { useRef, useState } from 'react'
import { Check, CreditCard, FlaskConical } from 'lucide-react'
import { CONTRIBUTION } from '@/config/copy'
import { STRIPE_MODE } from '@/config/env'
import { Button } from '@/components/ui/button'
import { chunk, useChunk } from '@/hooks/use-chunk'
import { useNearViewport } from '@/hooks/use-near-viewport'

// 'Sua Contribuição' (its form, the form library and the checkout call) is a chunk of its own,
// fetched as the card comes near the screen, or at the first tap if that is sooner: the first
// visit's JavaScript budget (docs/product.md "Quality bars").
const MODAL = chunk(() => import('./contribution-modal'))

/** The card-payment option: 'Contribuir Online' opens 'Sua Contribuição' (docs/product.md §2). */
export function CardPaymentCard() {
  const [open, setOpen] = useState(false)
  const card = useRef<HTMLElement>(null)
  const near = useNearViewport(card, '600px')
  const modal = useChunk(MODAL, near || open)
  return (
    <article
      ref={card}
      aria-labelledby="contribution-card-title"
      className="flex flex-col rounded-2xl border border-sage-100 bg-white p-6 shadow-sm sm:p-8 md:sticky md:top-28"
    >
      <div className="flex items-start justify-between gap-3">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-sage-100 text-sage-700">
          <CreditCard aria-hidden="true" className="size-6" />
        </span>
        {STRIPE_MODE === 'test' ? (
          <span
            title={CONTRIBUTION.testModeHint}
            className="inline-flex items-center gap-1.5 rounded-full border border-champagne/60 bg-ivory px-3 py-1 text-xs font-medium text-ink-muted"
          >
            <FlaskConical aria-hidden="true" className="size-3.5" />
            {CONTRIBUTION.testMode}
            <span className="sr-only">: {CONTRIBUTION.testModeHint}</span>
          </span>
        ) : null}
      </div>
      <h3
        id="contribution-card-title"
        className="mt-5 text-2xl font-semibold text-sage-800 sm:text-3xl"
      >
        {CONTRIBUTION.cardTitle}
      </h3>
      <p className="mt-2 text-ink-muted">{CONTRIBUTION.cardBody}</p>
      <ul className="mt-5 space-y-2.5">
        {CONTRIBUTION.cardPoints.map((point) => (
          <li key={point} className="flex gap-3 text-[0.95rem]">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-sage-600" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        {STRIPE_MODE === 'off' || STRIPE_MODE === 'invalid' ? (
          <p
            role="note"
            className="rounded-xl border border-sage-200 bg-sage-50 px-4 py-3 text-sm font-medium text-sage-800"
          >
            {STRIPE_MODE === 'off' ? CONTRIBUTION.notConfigured : CONTRIBUTION.stripeInitFailed}
          </p>
        ) : (
          <>
            <p className="mb-4 text-sm text-ink-muted">{CONTRIBUTION.cardNote}</p>
            <Button className="w-full sm:w-auto" onClick={() => setOpen(true)}>
              <CreditCard aria-hidden="true" className="size-4" />
              {CONTRIBUTION.open}
            </Button>
            {modal ? <modal.ContributionModal open={open} onClose={() => setOpen(false)} /> : null}
          </>
        )}
      </div>
    </article>
  )
}
