/**
 * The pt-BR texts of the couple's thank-yous in /dev ('Agradecimentos', after the gifts): the
 * panel, and the messages it writes for WhatsApp or e-mail. Only the panel's chunk imports it.
 */

/**
 * The thank-you messages, one per case, with placeholders the panel fills in:
 * {nome} the giver's first name, {presente} what they gave (a gift's name; for money the amount
 * and what it was for), {presentes} everything, listed ('a Cafeteira e R$ 150,00 para a Lua de
 * mel'), {casal} the couple's names. Edit them freely; keep the placeholders.
 */
export const THANK_YOU_TEMPLATES = {
  gift: 'Oi, {nome}! Recebemos o seu presente, {presente}, e ficamos muito felizes. Obrigado pelo carinho e por fazer parte desse momento tão especial! Um beijo, {casal}',
  money:
    'Oi, {nome}! Recebemos o seu presente de {presente} e ficamos muito felizes. Obrigado pelo carinho e por fazer parte desse momento tão especial! Um beijo, {casal}',
  several:
    'Oi, {nome}! Recebemos os seus presentes ({presentes}) e ficamos muito felizes. Obrigado pelo carinho e por fazer parte desse momento tão especial! Um beijo, {casal}',
} as const

export const THANKS = {
  title: 'Agradecimentos',
  description:
    'Todos que deram um presente, uma cota ou uma contribuição, uma linha por pessoa (ou família da lista de convidados). Agradeça pelo WhatsApp ou por e-mail e marque quem já recebeu o seu obrigado.',
  loadError: 'Não foi possível carregar os agradecimentos.',
  empty: 'Ninguém deu um presente ainda.',
  emptyPending: 'Todos já foram agradecidos. 💚',
  emptyThanked: 'Ninguém foi marcado como agradecido ainda.',
  filterLabel: 'Mostrar',
  filterPending: 'Falta agradecer',
  filterThanked: 'Agradecidos',
  filterAll: 'Todos',
  /** 'Faltam 12 de 47' */
  remaining: (left: number, total: number) =>
    left === 1 ? `Falta 1 de ${total}` : `Faltam ${left} de ${total}`,
  allThanked: (total: number) =>
    total === 1
      ? 'A única pessoa já foi agradecida'
      : `Todas as ${total} pessoas foram agradecidas`,
  household: (name: string) => `Convite: ${name}`,
  thankedBadge: 'Agradecido',
  thankedOn: (date: string) => `Agradecido em ${date}`,
  pendingBadge: 'Falta agradecer',
  viaWhatsApp: 'Agradecer pelo WhatsApp',
  viaWhatsAppLabel: (name: string) => `Agradecer ${name} pelo WhatsApp`,
  viaEmail: 'Agradecer por e-mail',
  viaEmailLabel: (name: string) => `Agradecer ${name} por e-mail`,
  emailSubject: 'Obrigado pelo presente!',
  markThanked: 'Marcar como agradecido',
  markThankedLabel: (name: string) => `Marcar ${name} como agradecido`,
  undo: 'Desfazer',
  undoLabel: (name: string) => `Desfazer o agradecimento de ${name}`,
  marked: (name: string) => `${name} marcado como agradecido.`,
  unmarked: (name: string) => `${name} voltou para "Falta agradecer".`,
  markError: 'Não foi possível marcar o agradecimento.',
  noContact: 'Sem telefone nem e-mail: agradeça pessoalmente e marque aqui.',
  total: (amount: string) => `Total em dinheiro: ${amount}`,
  // One thing given, as the row and the messages name it.
  giftItem: (name: string) => name,
  quotasItem: (amount: string, gift: string, quotas: number | null) =>
    quotas && quotas > 1 ? `${amount} para ${gift} (${quotas} cotas)` : `${amount} para ${gift}`,
  moneyItem: (amount: string) => amount,
  freeContribution: 'Contribuição livre',
  viaPix: 'PIX',
  viaCard: 'cartão',
  /** What the row shows under a gift: how and when. */
  itemMeta: (parts: string[]) => parts.join(' · '),
  listJoin: (items: string[]) =>
    items.length <= 1
      ? (items[0] ?? '')
      : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1] ?? ''}`,
  exportCsv: 'Exportar CSV',
  csvExported: 'Planilha de agradecimentos baixada.',
  csvColumns: {
    name: 'Nome',
    household: 'Convite',
    email: 'E-mail',
    phone: 'Telefone',
    gifts: 'Presentes',
    total: 'Total em dinheiro (R$)',
    messages: 'Recados',
    lastAt: 'Último presente',
    thankedAt: 'Agradecido em',
  },
  csvFile: 'agradecimentos',
  newTab: '(abre em nova aba)',
} as const
