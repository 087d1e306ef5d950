/**
 * The pt-BR texts of the modal that gives a gift as money (docs/decisions/0017-gifts-as-money.md),
 * part of src/config/copy.ts (whose GIFTS has what the gift cards show): a module of its own,
 * imported only by the modal's chunk, so a first visit never downloads them.
 */
export const GIFT_PAYMENTS = {
  title: 'Presentear',
  description: (gift: string) => `Você está presenteando: ${gift}`,
  quotas: 'Quantas cotas?',
  quotaPrice: (price: string) => `Cada cota: ${price}`,
  quotasLeft: (left: number) => (left === 1 ? 'Resta 1 cota.' : `Restam ${left} cotas.`),
  fewer: 'Uma cota a menos',
  more: 'Uma cota a mais',
  quotasInvalid: (left: number) =>
    left === 1 ? 'Resta apenas 1 cota deste presente.' : `Escolha de 1 a ${left} cotas.`,
  soldOut: 'Este presente já foi todo presenteado.',
  amount: 'Valor do presente (R$)',
  amountPlaceholder: '150,00',
  amountHint: (min: string, max: string) => `De ${min} a ${max}.`,
  amountTooLow: (min: string) => `O valor mínimo para este presente é ${min}.`,
  amountTooHigh: (max: string) => `O valor máximo para este presente é ${max}.`,
  requiredFields: 'Por favor, preencha seu nome, seu e-mail e o valor.',
  requiredNameEmail: 'Por favor, preencha seu nome e seu e-mail.',
  total: 'Total',
  choose: 'Como você prefere presentear?',
  payPix: 'Pagar com PIX',
  payCard: 'Pagar com cartão',
  startingPix: 'Gerando o PIX…',
  redirecting: 'Redirecionando…',
  cardNote: 'No cartão, você é levado à página segura do Stripe para pagar.',
  // The PIX step.
  pixTitle: 'Pague com PIX',
  pixIntro:
    'Abra o app do seu banco, escolha PIX copia e cola (ou leia o QR Code) e confira o valor e o nome de quem recebe.',
  receiver: (name: string) => `Recebedor: ${name}`,
  codeLabel: 'PIX copia e cola',
  copy: 'Copiar',
  copyCode: 'Copiar código PIX',
  copied: 'Código PIX copiado!',
  copyFailed: 'Não foi possível copiar. Selecione o código e copie manualmente.',
  qrAlt: (amount: string) => `QR Code do PIX de ${amount}`,
  qrLoading: 'Gerando QR Code…',
  qrError: 'Não foi possível gerar o QR Code. Use o código copia e cola.',
  codeError: 'Não foi possível gerar o código PIX. Fale com os noivos pelo WhatsApp.',
  holdLeft: (minutes: number) =>
    minutes <= 1
      ? 'Suas cotas ficam guardadas por mais 1 minuto.'
      : `Suas cotas ficam guardadas por mais ${minutes} minutos.`,
  holdOver:
    'O tempo para guardar suas cotas acabou. Se você já pagou, toque em “Já fiz o PIX” assim mesmo.',
  paid: 'Já fiz o PIX',
  informing: 'Registrando…',
  afterPaying: 'Depois de pagar, toque em “Já fiz o PIX” para avisar os noivos.',
  // The thank-you step.
  thanksTitle: 'Obrigado pelo presente!',
  thanksBody: (gift: string, amount: string) =>
    `Seu PIX de ${amount} para “${gift}” está aguardando confirmação dos noivos.`,
  thanksHint:
    'Assim que o valor chegar, eles confirmam. Se quiser, envie o comprovante para eles pelo WhatsApp.',
  sendReceipt: 'Enviar comprovante pelo WhatsApp',
  newTab: '(abre o WhatsApp)',
  /** The WhatsApp message sent with the receipt: the gift, the amount and the guest. */
  receiptMessage: (p: { guest: string; gift: string; amount: string; couple: string }) =>
    `Olá, ${p.couple}! Aqui é ${p.guest}. Acabei de fazer um PIX de ${p.amount} de presente: “${p.gift}”. Segue o comprovante.`,
  backToList: 'Voltar à lista',
} as const
