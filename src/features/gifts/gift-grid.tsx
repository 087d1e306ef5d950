import { useCallback, useRef, useState } from 'react'
import { GIFTS } from '@/config/copy'
import type { Gift } from '@/data/types'
import { useGiftThumbnails } from '@/hooks/use-gift-thumbnails'
import { cn } from '@/lib/cn'
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
 */
export function GiftGrid({ groups, current, onChoose, onReserve, onGive }: GiftGridProps) {
  const gridRef = useRef<HTMLUListElement>(null)
  const { thumbnails } = useGiftThumbnails(current.gifts, gridRef)
  const [viewing, setViewing] = useState<Gift | null>(null)
  const closeViewer = useCallback(() => setViewing(null), [])
  return (
    <>
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
