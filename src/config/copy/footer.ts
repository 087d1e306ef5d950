/**
 * The footer.
 */
export const FOOTER = {
  madeWith: 'Feito com amor para o nosso grande dia.',
  backToTop: 'Voltar ao topo',
} as const
