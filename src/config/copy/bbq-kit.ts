/**
 * The barbecue kit section.
 */
export const BBQ_KIT = {
  title: 'Kit BBQ',
  subtitle: 'Informações importantes',
  intro: 'Nossa festa será um churrasco no campo, e cada convidado ajuda a compor a mesa.',
  meat: (grams: number) => `${grams}g de carne por pessoa`,
  drink: (sizes: readonly string[]) => `1 refrigerante de ${sizes.join(' ou ')} por pessoa/família`,
  deliver: (date: string) => `Entregar até ${date} no endereço:`,
  thanks: 'Obrigado por fazer parte da nossa festa!',
} as const
