import type { Gift } from '@/data/types'

/**
 * A gift's state as the guests' list shows it (docs/decisions/0017-gifts-as-money.md), for every
 * screen that sorts gifts by it: the list's category counts and cards, and the couple's filter
 * 'Filtrar por situação' in /dev, so both call the same gifts taken.
 */
type GiftState = Pick<Gift, 'kind' | 'reserved' | 'price_cents' | 'quotas' | 'quotas_taken'>

/**
 * Cotas a guest may still give (a free-amount gift: null, never runs out). Never below 0: the
 * couple's list counts cotas uncapped, and a PIX confirmed after its hold lapsed may give more
 * than the gift has.
 */
export function quotasLeft(gift: GiftState): number | null {
  if (gift.kind !== 'money' || gift.price_cents === null) return null
  return Math.max(0, (gift.quotas ?? 1) - gift.quotas_taken)
}

/** Reserved, or every cota of a money gift given or held. */
export function isTaken(gift: GiftState): boolean {
  return gift.kind === 'money' ? quotasLeft(gift) === 0 : gift.reserved
}

/** Cotas given beyond the gift's own (0 for most): the money stays given. */
export function quotasOverGiven(gift: GiftState): number {
  return gift.quotas === null ? 0 : Math.max(0, gift.quotas_taken - gift.quotas)
}
