/**
 * The menu (src/features/navigation); src/config/nav-items.ts puts its items in order.
 */
export const NAV = {
  label: 'Navegação principal',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  menuTitle: 'Menu',
  hint: 'Toque em qualquer seção para navegar',
  skipToContent: 'Pular para o conteúdo',
  /** /fotos, while the photo window is open (docs/decisions/0027). */
  photos: 'Fotos',
  photosSubtitle: 'Envie suas fotos da festa',
} as const

/**
 * The menu's items, by the id of their section (src/config/nav-items.ts gives their order): the
 * label, and the subtitle the phone menu shows under it (docs/product.md §2 Navigation).
 */
export const NAV_ITEM_TEXT = {
  home: { label: 'Início', subtitle: 'Página inicial' },
  gallery: { label: 'Galeria', subtitle: 'Fotos do casal' },
  bbq: { label: 'Kit BBQ', subtitle: 'Informações importantes' },
  rsvp: { label: 'Confirmar', subtitle: 'Confirme sua presença' },
  gifts: { label: 'Presentes', subtitle: 'Lista de presentes' },
  messages: { label: 'Mensagens', subtitle: 'Deixe seu carinho' },
  // The guests' guide: true of whichever blocks the couple keep.
  guia: { label: 'Guia', subtitle: 'Tudo para o grande dia' },
} as const

/** How items read from the end of the wedding day (docs/decisions/0018-the-site-by-the-clock.md). */
export const NAV_ITEM_TEXT_AFTER = {
  rsvp: { label: 'Obrigado', subtitle: 'O recado dos noivos' },
  guia: { label: 'Guia', subtitle: 'Para lembrar o grande dia' },
} as const
