/**
 * The gift list: categories, cards, reserving.
 */
import { COMMON } from './common'

export const GIFTS = {
  title: 'Presentes',
  intro: 'Escolha um presente da lista e reserve para que ninguém mais o escolha.',
  loadError: 'Erro ao carregar presentes',
  notConfigured: 'Sistema não configurado. Entre em contato com os noivos.',
  giftsNotConfigured: 'Sistema de presentes não configurado. Entre em contato com os noivos.',
  notFound: 'Presente não encontrado.',
  notFoundInDb: 'Presente não encontrado no banco de dados',
  alreadyReserved: 'Este presente já foi reservado por outra pessoa.',
  checkError: 'Erro ao verificar presente. Tente novamente.',
  reserveError: 'Erro ao reservar presente. Tente novamente.',
  updateError: 'Erro ao atualizar presente. Tente novamente.',
  reserveErrorShort: 'Erro ao reservar presente',
  cancelError: 'Erro ao cancelar reserva',
  addError: 'Erro ao adicionar presente',
  /** Editing a gift failed ('Erro ao adicionar presente' stays for a new one: docs/product.md §8). */
  saveError: 'Erro ao salvar presente',
  pixStartError: 'Erro ao gerar o PIX. Tente novamente.',
  pixInformError: 'Erro ao registrar o PIX. Tente novamente.',
  deleteUnknownError: 'Erro desconhecido ao deletar presente',
  reserve: 'Reservar',
  reserved: 'Reservado',
  available: 'Disponível',
  categoryCount: (reserved: number, total: number) => `${reserved}/${total}`,
  modalTitle: 'Reservar Presente',
  guestName: 'Seu nome',
  guestEmail: 'Seu e-mail',
  guestPhone: 'Telefone',
  message: 'Mensagem para os noivos',
  nameEmailRequired: 'Por favor, preencha seu nome e email.',
  nameEmailRequiredShort: 'Por favor, preencha nome e email.',
  confirmReservation: 'Confirmar reserva',
  reserving: 'Reservando…',
  /** src/config/limits.ts GIFTS_PER_EMAIL_MAX; reserve_gift raises the same text. */
  perEmailLimit: (max: number) => `Cada e-mail pode reservar no máximo ${max} presentes.`,
  successTitle: 'Presente Reservado!',
  successBody: (gift: string) => `Obrigado! “${gift}” está reservado em seu nome.`,
  loading: 'Carregando presentes…',
  categoriesLabel: 'Categorias de presentes',
  categoryLabel: (category: string) => category.charAt(0).toUpperCase() + category.slice(1),
  categoryCountLabel: (reserved: number, total: number) =>
    `${reserved} de ${total} ${total === 1 ? 'reservado' : 'reservados'}`,
  reserveGift: (gift: string) => `Reservar ${gift}`,
  viewPhoto: (gift: string) => `Ver foto de ${gift}`,
  photoLoading: 'Carregando foto…',
  reservedBy: (name: string) => `por ${name}`,
  modalDescription: (gift: string) => `Você está reservando: ${gift}`,
  invalidEmail: COMMON.invalidEmail,
  invalidPhone: COMMON.invalidPhone,
  // Reads return [] on error (docs/product.md §8), so an empty list cannot be told apart from a failed load.
  emptyList: 'Nenhum presente na lista no momento.',
  emptyListHint: 'Se a lista deveria aparecer aqui, ela pode não ter carregado.',
  backToList: 'Voltar à lista',
  deliveryLabel: 'Entrega dos presentes',
  // Gifts given as money (docs/decisions/0017-gifts-as-money.md); the payment modal's own texts
  // are in gift-payments.ts, downloaded with the modal.
  give: 'Presentear',
  giveGift: (gift: string) => `Presentear ${gift}`,
  given: 'Presenteado',
  freeAmount: 'Valor livre',
  /** A gift split in cotas: '10 cotas de R$ 200,00'. */
  quotasOf: (quotas: number, price: string) =>
    `${quotas} ${quotas === 1 ? 'cota' : 'cotas'} de ${price}`,
  quotasTaken: (taken: number, total: number) => `${taken} de ${total} cotas`,
  quotasProgress: (gift: string) => `Cotas presenteadas de ${gift}`,
  storeLink: 'Ver na loja',
  storeLinkNewTab: '(abre em nova aba)',
  etiquetteLabel: 'Presentes em dinheiro',
  etiquette:
    'Nos presentes em dinheiro, o valor vai direto para os noivos, por PIX ou cartão, e eles o usam no que o presente representa. Nada é comprado ou entregue pelo site.',
  /** A category with gifts given as money: what is reserved or fully given, of the total. */
  categoryCountGivenLabel: (given: number, total: number) =>
    `${given} de ${total} ${total === 1 ? 'presenteado' : 'presenteados'}`,
} as const
