/**
 * The free contribution (card and PIX) and the pages Stripe returns to (/success, /cancel).
 */
import { COMMON } from './common'

export const CONTRIBUTION = {
  title: 'Contribuição em dinheiro',
  intro: 'Prefere contribuir com qualquer valor? Escolha a forma que for melhor para você.',
  cardTitle: 'Cartão de crédito',
  cardBody: 'Pagamento seguro pelo Stripe, com cartão de crédito ou débito.',
  cardNote: 'Você escolhe o valor e é levado à página segura do Stripe para pagar.',
  cardPoints: [
    'Crédito ou débito, em reais.',
    'Os dados do cartão ficam no Stripe: não passam por este site.',
    'A confirmação chega no seu e-mail.',
  ],
  open: 'Contribuir Online',
  modalTitle: 'Sua Contribuição',
  modalDescription:
    'Preencha seus dados e o valor. O pagamento é feito na página segura do Stripe.',
  donorName: 'Seu nome',
  donorEmail: 'Seu e-mail',
  donorPhone: 'Telefone',
  amount: 'Valor (R$)',
  amountPlaceholder: '150,00',
  amountHint: (min: string) => `Valor mínimo: ${min}.`,
  amountPreview: (value: string) => `Você vai contribuir com ${value}.`,
  message: 'Mensagem para os noivos',
  submit: 'Ir para o pagamento',
  submitting: 'Redirecionando…',
  giftName: 'Contribuição para o Casamento',
  invalidAmount: 'Por favor, insira um valor válido.',
  amountTooLow: (min: string) => `O valor mínimo para contribuição é ${min}.`,
  amountTooHigh: (max: string) => `O valor máximo para contribuição é ${max}.`,
  requiredFields: 'Por favor, preencha todos os campos obrigatórios.',
  notConfigured: 'Sistema de pagamento não configurado. Entre em contato com os noivos.',
  stripeInitFailed: 'Stripe failed to initialize. Check your publishable key.',
  paymentError: (message: string) =>
    `Erro ao processar pagamento: ${message}. Tente novamente ou entre em contato conosco.`,
  httpDetail: (status: number, body: string) => `HTTP ${status}: ${body}`,
  networkError: 'Não foi possível falar com o servidor de pagamento',
  missingUrl: 'O servidor de pagamento não devolveu o endereço do checkout',
  testMode: 'Modo de teste',
  testModeHint: 'Pagamentos em modo de teste: nenhum valor é cobrado.',
  warningBanner:
    'Pagamentos com cartão ainda não estão configurados neste site. Você pode contribuir por PIX.',
  /** Answers of the payment functions (netlify/functions), shown to the guest in the error text. */
  server: {
    methodNotAllowed: 'Método não permitido.',
    unreadableBody: 'Não foi possível ler os dados enviados.',
    invalidGift: 'Contribuição inválida.',
    invalidQuotas: 'Por favor, escolha uma quantidade válida de cotas.',
    nameRequired: 'Por favor, informe seu nome.',
    nameTooLong: (max: number) => `O nome deve ter no máximo ${max} caracteres.`,
    emailInvalid: COMMON.invalidEmail,
    phoneTooLong: (max: number) => `O telefone deve ter no máximo ${max} caracteres.`,
    messageTooLong: (max: number) => `A mensagem deve ter no máximo ${max} caracteres.`,
    stripeFailed: 'Não foi possível iniciar o pagamento agora',
    /** The cancel-checkout function's answer to an id that names no Checkout of this site. */
    invalidSession: 'Sessão de pagamento inválida.',
    /** Under a gift's name on Stripe's Checkout, when the guest pays several cotas. */
    quotasDescription: (quotas: number) => `${quotas} cotas`,
    badSignature: 'Assinatura do webhook inválida.',
    webhookNotConfigured: 'Webhook do Stripe não configurado.',
    recordFailed: 'Não foi possível registrar o pagamento.',
  },
} as const

export const PAYMENT_PAGES = {
  successTitle: 'Obrigado pelo seu presente!',
  successBody: 'Seu pagamento foi recebido. Você receberá um e-mail de confirmação em instantes.',
  cancelTitle: 'Pagamento cancelado',
  cancelBody: 'Nenhuma cobrança foi feita. Você pode tentar novamente quando quiser.',
  tryAgain: 'Tentar Novamente',
} as const
