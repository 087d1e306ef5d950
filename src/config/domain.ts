// Values stored in the database, shared by the browser and the SQL checks.

// docs/product.md §3: the seven gift categories, in display order (the first is selected by default).
export const GIFT_CATEGORIES = [
  'cozinha',
  'eletrodomésticos',
  'eletrônicos',
  'móveis',
  'decoração',
  'cama e banho',
  'outros',
] as const
export type GiftCategory = (typeof GIFT_CATEGORIES)[number]

/** docs/decisions/0017: a gift to reserve and bring, or one given as money (whole or in cotas). */
export const GIFT_KINDS = ['reserve', 'money'] as const
export type GiftKind = (typeof GIFT_KINDS)[number]

export const RSVP_ANSWERS = ['sim', 'nao'] as const
export type RsvpAnswer = (typeof RSVP_ANSWERS)[number]

/** Id of the contribution pseudo-gift in the checkout payload (docs/product.md §3). */
export const CONTRIBUTION_GIFT_ID = 'contribution'
