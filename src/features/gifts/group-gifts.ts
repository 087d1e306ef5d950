import { GIFT_CATEGORIES } from '@/config/domain'
import type { Gift } from '@/data/types'
import { isTaken } from '@/lib/gift-state'

export interface GiftCategoryGroup {
  category: string
  gifts: Gift[]
  /** Gifts no one can choose any more: reserved, or given as money to the last cota. */
  taken: number
  /** The category has gifts given as money (its count then reads 'presenteados'). */
  hasMoney: boolean
}

/** The id of a card's heading: focus goes back there when the button that opened a modal is gone. */
export const giftHeadingId = (id: string) => `gift-${id}-name`

/**
 * docs/product.md §2: one button per category that has gifts, in GIFT_CATEGORIES order (the first is selected
 * by default). A category the list does not know (an older row) still shows, after the known ones.
 * Within a category the database's order stays (the couple's position, then the name).
 */
export function groupGiftsByCategory(gifts: readonly Gift[]): GiftCategoryGroup[] {
  const groups = new Map<string, Gift[]>()
  for (const gift of gifts) {
    const list = groups.get(gift.category)
    if (list) list.push(gift)
    else groups.set(gift.category, [gift])
  }
  const known: readonly string[] = GIFT_CATEGORIES
  const order = [
    ...GIFT_CATEGORIES.filter((c) => groups.has(c)),
    ...[...groups.keys()].filter((c) => !known.includes(c)),
  ]
  return order.map((category) => {
    const list = groups.get(category) ?? []
    return {
      category,
      gifts: list,
      taken: list.filter(isTaken).length,
      hasMoney: list.some((g) => g.kind === 'money'),
    }
  })
}
