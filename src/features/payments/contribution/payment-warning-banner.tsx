import { TriangleAlert } from 'lucide-react'
import { CONTRIBUTION } from '@/config/copy'
import { STRIPE_MODE } from '@/config/env'

/** docs/product.md §2: a warning banner when no card-payment key is configured. */
export function PaymentWarningBanner() {
  if (STRIPE_MODE !== 'off') return null
  return (
    <div
      role="note"
      className="border-b border-champagne/50 bg-[#FBF3E4] px-5 py-3 text-center text-sm text-ink"
    >
      <p className="mx-auto flex max-w-3xl items-start justify-center gap-2 text-left sm:items-center">
        <TriangleAlert
          aria-hidden="true"
          className="mt-0.5 size-4 shrink-0 text-[#8A6A2F] sm:mt-0"
        />
        <span>{CONTRIBUTION.warningBanner}</span>
      </p>
    </div>
  )
}
