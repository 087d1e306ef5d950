import { NAV_ITEM_TEXT, NAV_ITEM_TEXT_AFTER } from './copy/navigation'

// docs/product.md §2 Navigation: id, label and mobile subtitle, in page order (the texts:
// src/config/copy/navigation.ts).
export const NAV_ITEMS = [
  { id: 'home', ...NAV_ITEM_TEXT.home },
  { id: 'gallery', ...NAV_ITEM_TEXT.gallery },
  { id: 'bbq', ...NAV_ITEM_TEXT.bbq },
  { id: 'rsvp', ...NAV_ITEM_TEXT.rsvp },
  { id: 'gifts', ...NAV_ITEM_TEXT.gifts },
  { id: 'messages', ...NAV_ITEM_TEXT.messages },
] as const

export type SectionId = (typeof NAV_ITEMS)[number]['id']

/** How an item reads: its label, and its subtitle in the phone menu. */
export interface NavText {
  label: string
  subtitle: string
}

/**
 * The guests' guide (docs/decisions/0020-guests-guide.md): one item after the six, present only
 * when the couple's guide has a block (src/config/guide-flag.ts); its blocks have their own
 * links inside the guide.
 */
export const GUIDE_NAV_ITEM = { id: 'guia', ...NAV_ITEM_TEXT.guia } as const

/**
 * The menu from the end of the wedding day (docs/decisions/0018-the-site-by-the-clock.md): the
 * BBQ kit has left the page (null), the RSVP section is the couple's thank-you, and the guide is
 * kept to remember the day by.
 */
export const NAV_AFTER_WEDDING: Readonly<Record<string, NavText | null>> = {
  bbq: null,
  rsvp: NAV_ITEM_TEXT_AFTER.rsvp,
  [GUIDE_NAV_ITEM.id]: NAV_ITEM_TEXT_AFTER.guia,
}

/** The navigation's items: the six of docs/product.md §2, then the guide when there is one. */
export function navItems(
  hasGuide: boolean,
): readonly { id: string; label: string; subtitle: string }[] {
  return hasGuide ? [...NAV_ITEMS, GUIDE_NAV_ITEM] : NAV_ITEMS
}

/**
 * How an item reads before the wedding or from the end of the wedding day, or null when it is not
 * in the menu then. `guide`: whether the guide has a block in each (src/config/guide-flag.ts).
 */
export function navTextAt(
  item: { id: string } & NavText,
  married: boolean,
  guide: { before: boolean; after: boolean },
): NavText | null {
  if (item.id === GUIDE_NAV_ITEM.id && !(married ? guide.after : guide.before)) return null
  if (!married) return { label: item.label, subtitle: item.subtitle }
  const after = NAV_AFTER_WEDDING[item.id]
  return after === undefined ? { label: item.label, subtitle: item.subtitle } : after
}
