import { describe, expect, it } from 'vitest'
import type { Gift } from '@/data/types'
import { groupGiftsByCategory } from '@/features/gifts/group-gifts'
import { isTaken, quotasLeft, quotasOverGiven } from '@/lib/gift-state'

// A gift's state, shared by the couple's filter in /dev ('Filtrar por situação') and the guests'
// list (its category counts, src/features/gifts/group-gifts.ts).

const base: Gift = {
  id: 'g',
  name: 'Presente',
  description: 'D',
  category: 'outros',
  reserved: false,
  reserved_by: null,
  reserved_date: null,
  kind: 'reserve',
  price_cents: null,
  quotas: null,
  quotas_taken: 0,
  store_url: null,
  has_photo: false,
  position: 0,
}

const CASES: [string, Partial<Gift>, { taken: boolean; left: number | null; over: number }][] = [
  ['a gift to reserve, free', {}, { taken: false, left: null, over: 0 }],
  ['a gift to reserve, reserved', { reserved: true }, { taken: true, left: null, over: 0 }],
  [
    'cotas left',
    { kind: 'money', price_cents: 20000, quotas: 10, quotas_taken: 3 },
    { taken: false, left: 7, over: 0 },
  ],
  [
    'every cota given or held',
    { kind: 'money', price_cents: 20000, quotas: 10, quotas_taken: 10 },
    { taken: true, left: 0, over: 0 },
  ],
  [
    'given whole',
    { kind: 'money', price_cents: 28000, quotas: 1, quotas_taken: 1 },
    { taken: true, left: 0, over: 0 },
  ],
  [
    'given beyond its cotas (a PIX confirmed after its cota went to someone else)',
    { kind: 'money', price_cents: 18000, quotas: 2, quotas_taken: 3 },
    { taken: true, left: 0, over: 1 },
  ],
  ['a free amount, never used up', { kind: 'money' }, { taken: false, left: null, over: 0 }],
]

describe('gift state', () => {
  it.each(CASES)('%s', (_name, over, expected) => {
    const gift = { ...base, ...over }
    expect({
      taken: isTaken(gift),
      left: quotasLeft(gift),
      over: quotasOverGiven(gift),
    }).toEqual(expected)
    // The guests' list counts the same gifts taken.
    expect(groupGiftsByCategory([gift])[0]?.taken).toBe(expected.taken ? 1 : 0)
  })
})
