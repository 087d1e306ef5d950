/**
 * The menu (src/features/navigation). Its items are in src/config/nav-items.ts.
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
