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
