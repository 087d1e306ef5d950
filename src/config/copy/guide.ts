/**
 * The guests' guide (docs/decisions/0020-guests-guide.md); the couple's own content is in src/config/wedding-guide.ts. Only the guide's chunk imports it.
 */
export const GUEST_GUIDE = {
  title: 'Guia do convidado',
  subtitle: 'Tudo o que você precisa saber para aproveitar o dia com a gente.',
  /** From the end of the wedding day (docs/decisions/0018-the-site-by-the-clock.md). */
  subtitleAfter: 'Para lembrar o nosso grande dia.',
  blocks: 'Neste guia',
  schedule: {
    title: 'Programação',
    intro: 'Os horários do dia, da chegada à despedida.',
  },
  dress: {
    title: 'Traje',
    palette: 'Paleta sugerida',
    avoid: 'Evite',
  },
  faq: {
    title: 'Dúvidas frequentes',
  },
  stays: {
    title: 'Hospedagem',
    intro: 'Lugares para ficar perto da fazenda. Reserve com antecedência: a cidade é pequena.',
    map: (name: string) => `${name} no mapa`,
    mapShort: 'Ver no mapa',
    newTab: '(abre em nova aba)',
  },
  party: {
    title: 'Padrinhos e madrinhas',
    intro: 'As pessoas queridas que estarão ao nosso lado no altar.',
    colour: (name: string) => `Cor: ${name}`,
  },
} as const
