// docs/product.md §2 Navigation: id, label and mobile subtitle, in page order.
export const NAV_ITEMS = [
  { id: 'home', label: 'Início', subtitle: 'Página inicial' },
  { id: 'gallery', label: 'Galeria', subtitle: 'Fotos do casal' },
  { id: 'bbq', label: 'Kit BBQ', subtitle: 'Informações importantes' },
  { id: 'rsvp', label: 'Confirmar', subtitle: 'Confirme sua presença' },
  { id: 'gifts', label: 'Presentes', subtitle: 'Lista de presentes' },
  { id: 'messages', label: 'Mensagens', subtitle: 'Deixe seu carinho' },
] as const

export type SectionId = (typeof NAV_ITEMS)[number]['id']

/**
 * The guests' guide (docs/decisions/0020-guests-guide.md): one item after the six, present only
 * when the couple's guide has a block (src/config/guide-flag.ts); its blocks have their own
 * links inside the guide.
 */
export const GUIDE_NAV_ITEM = {
  id: 'guia',
  label: 'Guia',
  // True of whichever blocks the couple keep.
  subtitle: 'Tudo para o grande dia',
} as const

/** The navigation's items: the six of docs/product.md §2, then the guide when there is one. */
export function navItems(
  hasGuide: boolean,
): readonly { id: string; label: string; subtitle: string }[] {
  return hasGuide ? [...NAV_ITEMS, GUIDE_NAV_ITEM] : NAV_ITEMS
}
