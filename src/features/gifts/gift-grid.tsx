import { useCallback, useMemo, useRef, useState } from 'react'
import { Clock } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { GIFTS } from '@/config/copy'
import { GIFT_PAYMENTS } from '@/config/copy-gift-payments'
import type { Gift } from '@/data/types'
import { useGiftThumbnails } from '@/hooks/use-gift-thumbnails'
import { usePixInProgress } from '@/hooks/use-pix-in-progress'
import { cn } from '@/lib/cn'
import { formatCents } from '@/lib/money'
import type { PixInProgress } from '@/lib/pix-in-progress'
import { GiftCard } from './gift-card'
import { GiftPhotoViewer } from './gift-photo-viewer'
import type { GiftCategoryGroup } from './group-gifts'

export interface GiftGridProps {
  groups: GiftCategoryGroup[]
  current: GiftCategoryGroup
  onChoose: (category: string) => void
  onReserve: (gift: Gift) => void
  onGive: (gift: Gift) => void
}

/**
 * docs/product.md §2: the category buttons with their counts (reserved, or given to the last cota,
 * of all) and the chosen category's cards, with their thumbnails once the grid nears the screen.
 * Above them, the PIX this device started and did not inform yet, whatever their category.
 */
export function GiftGrid({ groups, current, onChoose, onReserve, onGive }: GiftGridProps) {
  const gridRef = useRef<HTMLUListElement>(null)
  const { thumbnails } = useGiftThumbnails(current.gifts, gridRef)
  const [viewing, setViewing] = useState<Gift | null>(null)
  const closeViewer = useCallback(() => setViewing(null), [])
  const inProgress = usePixInProgress()
  const waiting = useMemo(
    () =>
      groups.flatMap((group) =>
        group.gifts.flatMap((gift) => {
          const pix = gift.kind === 'money' ? inProgress.get(gift.id) : undefined
          return pix ? [{ gift, pix }] : []
        }),
      ),
    [groups, inProgress],
  )
  return (
    <>
      {waiting.length > 0 ? <PixWaiting waiting={waiting} onContinue={onGive} /> : null}
      <div
        role="group"
        aria-label={GIFTS.categoriesLabel}
        className="flex flex-wrap justify-center gap-2"
      >
        {groups.map((group) => {
          const selected = group.category === current.category
          return (
            <button
              key={group.category}
              type="button"
              aria-pressed={selected}
              onClick={() => onChoose(group.category)}
              className={cn(
                'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium transition-colors',
                selected
                  ? 'border-sage-700 bg-sage-700 text-white'
                  : 'border-sage-200 bg-white text-sage-800 hover:border-sage-400 hover:bg-sage-50',
              )}
            >
              {GIFTS.categoryLabel(group.category)}
              <span
                aria-hidden="true"
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs tabular-nums',
                  selected ? 'bg-sage-800 text-white' : 'bg-sage-100 text-sage-800',
                )}
              >
                {GIFTS.categoryCount(group.taken, group.gifts.length)}
              </span>
              <span className="sr-only">
                {group.hasMoney
                  ? GIFTS.categoryCountGivenLabel(group.taken, group.gifts.length)
                  : GIFTS.categoryCountLabel(group.taken, group.gifts.length)}
              </span>
            </button>
          )
        })}
      </div>
      {/* docs/product.md §9: 2 columns, up to 4 on large screens. */}
      <ul
        ref={gridRef}
        aria-label={GIFTS.categoryLabel(current.category)}
        className="mt-8 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4"
      >
        {current.gifts.map((gift) => (
          <GiftCard
            key={gift.id}
            gift={gift}
            thumbnail={thumbnails[gift.id]}
            pixInProgress={inProgress.has(gift.id)}
            onReserve={onReserve}
            onGive={onGive}
            onViewPhoto={setViewing}
          />
        ))}
      </ul>
      <GiftPhotoViewer
        gift={viewing}
        thumbnail={viewing ? thumbnails[viewing.id] : undefined}
        onClose={closeViewer}
      />
    </>
  )
}

/**
 * A PIX started on this device and not informed: the guest left for the bank app (the tab may
 * have been reloaded) or closed the sheet. Said above the categories, so it is found whichever
 * category the gift is in.
 */
function PixWaiting({
  waiting,
  onContinue,
}: {
  waiting: { gift: Gift; pix: PixInProgress }[]
  onContinue: (gift: Gift) => void
}) {
  return (
    <ul className="mx-auto mb-8 max-w-xl space-y-3">
      {waiting.map(({ gift, pix }) => (
        <li
          key={gift.id}
          className="flex flex-col gap-3 rounded-2xl border border-sage-200 bg-white px-4 py-3 shadow-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex min-w-0 items-start gap-2 text-sm text-sage-800">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sage-600" />
            <span className="wrap-anywhere">
              {GIFT_PAYMENTS.inProgressOf(gift.name, formatCents(pix.amountCents))}
            </span>
          </p>
          <Button
            size="sm"
            className="shrink-0"
            aria-label={GIFT_PAYMENTS.continuePixOf(gift.name)}
            onClick={() => onContinue(gift)}
          >
            {GIFT_PAYMENTS.continuePix}
          </Button>
        </li>
      ))}
    </ul>
  )
}
