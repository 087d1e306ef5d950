/**
 * The pt-BR texts of the modal that gives a gift as money (docs/decisions/0017-gifts-as-money.md),
 * part of src/config/copy.ts (whose GIFTS has what the gift cards show): a module of its own,
 * imported only by the modal's chunk and the gift grid's (a PIX in progress on the device), so a
 * first visit never downloads them.
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
  /**
   * The database's refusals past the holds' caps (WD421, supabase/schemas private.hold_refusal,
   * docs/decisions/0017 "Holds per client"): this connection holds too much already, or everyone
   * together does.
   */
  holdsFromHere:
    'Muitas cotas já estão guardadas para pagamentos começados nesta conexão (Wi-Fi ou rede do celular) e ainda não confirmados. Tente de novo mais tarde ou fale com os noivos.',
  holdsFull:
    'Muitas cotas da lista estão guardadas agora para pagamentos ainda não confirmados. Tente de novo mais tarde ou fale com os noivos.',
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
  /** `whole`: a gift given whole (one cota), said as the gift, not as cotas. */
  holdLeft: (minutes: number, whole: boolean) => {
    const time = minutes <= 1 ? 'mais 1 minuto' : `mais ${minutes} minutos`
    return whole
      ? `Seu presente fica guardado por ${time}.`
      : `Suas cotas ficam guardadas por ${time}.`
  },
  holdOver: (whole: boolean) =>
    `O tempo para guardar ${whole ? 'seu presente' : 'suas cotas'} acabou. Se você já pagou, toque em “Já fiz o PIX” assim mesmo.`,
  paid: 'Já fiz o PIX',
  informing: 'Registrando…',
  afterPaying: 'Depois de pagar, toque em “Já fiz o PIX” para avisar os noivos.',
  // A PIX started earlier on this device (src/lib/pix-in-progress.ts).
  resumed: 'Este é o PIX que você começou neste aparelho. Se já pagou, toque em “Já fiz o PIX”.',
  startNew: 'Começar um novo PIX',
  backToPix: 'Voltar ao PIX que você começou',
  /** The list says none left, but they are held by this device's own PIX. */
  heldForYourPix: (whole: boolean) =>
    whole
      ? 'Este presente está guardado para o PIX que você começou neste aparelho.'
      : 'As cotas que restavam estão guardadas para o PIX que você começou neste aparelho.',
  // Closing the PIX step before 'Já fiz o PIX'.
  leaveTitle: 'Sair sem avisar os noivos?',
  leavePaid: 'Se você já pagou, toque em “Já fiz o PIX” para os noivos saberem do seu presente.',
  leaveLater:
    'Se ainda vai pagar, pode sair: este PIX fica guardado neste aparelho. Para voltar a ele, toque em “Continuar o PIX” no presente.',
  leave: 'Sair',
  stay: 'Voltar ao PIX',
  // The gift list, while a PIX is in progress on this device.
  inProgressOf: (gift: string, amount: string) =>
    `Você tem um PIX em andamento: ${gift} (${amount}).`,
  continuePix: 'Continuar o PIX',
  continuePixOf: (gift: string) => `Continuar o PIX de ${gift}`,
  // The gift's card (two to a row on a phone): short, under the line above.
  inProgress: 'PIX em andamento',
  continueShort: 'Continuar',
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
  /**
   * The couple's e-mail when a guest taps 'Já fiz o PIX' (VITE_EMAILJS_TEMPLATE_PIX, its
   * `summary` and `action` parameters): what to check, and where to answer.
   */
  pixEmailSummary: (p: { guest: string; gift: string; amount: string }) =>
    `${p.guest} avisou que fez um PIX de ${p.amount} para “${p.gift}”.`,
  pixEmailAction: (url: string) =>
    `Confira no extrato do banco e confirme ou recuse em ${url}. Enquanto vocês não respondem, as cotas desse PIX ficam guardadas.`,
} as const
