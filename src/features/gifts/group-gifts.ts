import { GIFT_CATEGORIES } from '@/config/domain'
import type { Gift } from '@/data/types'

export interface GiftCategoryGroup {
  category: string
  gifts: Gift[]
  reserved: number
}

/**
 * docs/product.md §2: one button per category that has gifts, in GIFT_CATEGORIES order (the first is selected
 * by default). A category the list does not know (an older row) still shows, after the known ones.
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
    return { category, gifts: list, reserved: list.filter((g) => g.reserved).length }
  })
}
