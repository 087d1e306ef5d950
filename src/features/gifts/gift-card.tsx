import { Check } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { GIFTS } from '@/config/copy'
import type { Gift } from '@/data/types'
import { cn } from '@/lib/cn'
import { CategoryIcon } from './category-icon'

export const giftHeadingId = (id: string) => `gift-${id}-name`

/** One gift of the grid: available ones offer 'Reservar'; reserved ones say by whom (public). */
export function GiftCard({ gift, onReserve }: { gift: Gift; onReserve: (gift: Gift) => void }) {
  const headingId = giftHeadingId(gift.id)
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'flex min-w-0 flex-col rounded-2xl border p-4 shadow-sm sm:p-5',
        gift.reserved ? 'border-sage-200 bg-sage-50' : 'border-sage-100 bg-white',
      )}
    >
      <span
        className={cn(
          'mb-3 inline-flex size-11 items-center justify-center rounded-full',
          gift.reserved ? 'bg-sage-100 text-sage-600' : 'bg-sage-100 text-sage-700',
        )}
      >
        <CategoryIcon category={gift.category} className="size-5" />
      </span>
      <h3
        id={headingId}
        tabIndex={-1}
        className="font-display text-xl leading-tight font-semibold wrap-anywhere text-sage-800"
      >
        {gift.name}
      </h3>
      {gift.description ? (
        <p className="mt-1.5 text-sm leading-snug wrap-anywhere text-ink-muted">
          {gift.description}
        </p>
      ) : null}
      <div className="mt-auto pt-4">
        {gift.reserved ? (
          <p className="flex flex-col gap-0.5 text-sm">
            <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-sage-700 px-3 py-1 font-medium text-white">
              <Check aria-hidden="true" className="size-4" />
              {GIFTS.reserved}
            </span>
            {gift.reserved_by ? (
              <span className="mt-1 wrap-anywhere text-ink-muted">
                {GIFTS.reservedBy(gift.reserved_by)}
              </span>
            ) : null}
          </p>
        ) : (
          <Button
            size="sm"
            className="w-full"
            aria-label={GIFTS.reserveGift(gift.name)}
            onClick={() => onReserve(gift)}
          >
            {GIFTS.reserve}
          </Button>
        )}
      </div>
    </li>
  )
}
