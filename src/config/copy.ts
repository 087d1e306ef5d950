/**
 * Every pt-BR string the site shows. Texts quoted in docs/product.md are copied character for character;
 * tests import them from here. Each section of the site has its own block: add new texts to the
 * block of the section you are working on. The couple's panel (/dev) keeps its texts in
 * copy-admin.ts beside this file: a module of its own, so a guest's first visit never downloads
 * them (the JavaScript budget of docs/product.md "Quality bars").
 */

export const COMMON = {
  close: 'Fechar',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  retry: 'Tentar novamente',
  loading: 'Carregando…',
  optional: '(opcional)',
  backToSite: 'Voltar ao Site',
  reload: 'Recarregar página',
  refresh: 'Atualizar',
  unknownError: 'Erro desconhecido',
  invalidEmail: 'Por favor, informe um e-mail válido.',
  invalidPhone: 'Por favor, informe um telefone válido, com DDD.',
  // private.clean says the same for a control character in any text (src/lib/text.ts).
  controlCharacters: 'O texto tem caracteres de controle invisíveis. Digite-o de novo, sem colar.',
  /** A guest's write refused by a rate limit (src/config/limits.ts); the form keeps what was typed. */
  tooManyRequests: 'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente de novo.',
} as const

export const NAV = {
  label: 'Navegação principal',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  menuTitle: 'Menu',
  hint: 'Toque em qualquer seção para navegar',
  skipToContent: 'Pular para o conteúdo',
} as const

export const HERO = {
  eyebrow: 'Vamos nos casar',
  /** From the end of the wedding day (docs/decisions/0018-the-site-by-the-clock.md). */
  married: 'Casamos!',
  scrollHint: 'Ver convite',
} as const

export const COUNTDOWN = {
  title: 'Contagem Regressiva',
  subtitle: 'Faltam poucos dias para o nosso grande dia!',
  days: 'dias',
  hours: 'horas',
  minutes: 'minutos',
  seconds: 'segundos',
  passed: 'O grande dia chegou!',
} as const

export const INVITATION = {
  title: 'Com a bênção de Deus e de nossos pais',
  body: [
    'convidamos você para celebrar conosco o nosso casamento.',
    'Será uma tarde simples e cheia de alegria no campo, com cerimônia ao ar livre, um bom churrasco e música até a noite.',
    'Sua presença é o nosso maior presente.',
  ],
} as const

export const GALLERY = {
  title: 'Nossa Galeria',
  subtitle: 'Alguns momentos da nossa história',
  emptyVisitor: 'Em breve teremos fotos lindas do casal aqui!',
  emptyAdmin: 'Nenhuma foto ainda. Use o painel acima para adicionar fotos!',
  counter: (n: number, total: number) => `${n} de ${total} fotos`,
  previous: 'Foto anterior',
  next: 'Próxima foto',
  pause: 'Pausar',
  play: 'Iniciar',
  closeViewer: 'Fechar visualização',
  thumbnail: (title: string) => `Ver foto: ${title}`,
  adminBanner: 'Modo Administrador Ativo',
  adminPanelTitle: 'Painel Administrativo',
  adminAllPhotos: 'Todas as fotos (visão do administrador)',
  deletePhoto: 'Excluir foto',
  confirmDeletePhoto: 'Tem certeza que deseja deletar esta foto?',
  photoTitle: 'Título',
  photoDescription: 'Descrição',
  photoFile: 'Imagem',
  upload: 'Adicionar foto',
  uploading: 'Enviando foto…',
  onlyImages: 'Por favor, selecione apenas arquivos de imagem.',
  tooLarge: 'A imagem deve ter no máximo 5MB.',
  titleAndImageRequired: 'Por favor, preencha o título e selecione uma imagem.',
  addError: 'Erro ao adicionar foto. Tente novamente.',
  added: 'Foto adicionada!',
  deleted: 'Foto excluída.',
  deleteError: 'Erro ao excluir foto. Tente novamente.',
  deletePhotoNamed: (title: string) => `Excluir foto: ${title}`,
  openViewerNamed: (title: string) => `Ampliar foto: ${title}`,
  carousel: 'Fotos do casal',
  carouselRole: 'carrossel',
  thumbnails: 'Miniaturas das fotos',
  viewerRole: 'Visualização da foto',
  loading: 'Carregando fotos…',
  fileHint: 'JPG, PNG ou WebP de até 5MB. A foto é otimizada antes do envio.',
  descriptionHint: 'Uma frase sobre o momento, se quiser.',
  preview: 'Pré-visualização da imagem escolhida',
  compressing: 'Otimizando imagem…',
  chooseFile: 'Escolher imagem',
  noFile: 'Nenhuma imagem escolhida',
  allPhotosCount: (n: number) => (n === 1 ? '1 foto publicada' : `${n} fotos publicadas`),
  publishedOn: (date: string) => `Publicada em ${date}`,
} as const

export const BBQ_KIT = {
  title: 'Kit BBQ',
  subtitle: 'Informações importantes',
  intro: 'Nossa festa será um churrasco no campo, e cada convidado ajuda a compor a mesa.',
  meat: (grams: number) => `${grams}g de carne por pessoa`,
  drink: (sizes: readonly string[]) => `1 refrigerante de ${sizes.join(' ou ')} por pessoa/família`,
  deliver: (date: string) => `Entregar até ${date} no endereço:`,
  thanks: 'Obrigado por fazer parte da nossa festa!',
} as const

export const RSVP = {
  title: 'Confirme sua Presença',
  subtitle: 'Confirmação individual: cada convidado preenche a sua.',
  deadline: (date: string) => `Por favor, confirme até ${date}.`,
  nomeCompleto: 'Nome completo',
  vaiAoEvento: 'Você vai ao casamento?',
  sim: 'Sim, estarei presente',
  nao: 'Não poderei ir',
  email: 'E-mail',
  telefone: 'Telefone / WhatsApp',
  observacoes: 'Observações',
  observacoesHint: 'Acessibilidade, recado aos noivos…',
  submit: 'Confirmar presença',
  submitting: 'Enviando confirmação…',
  requiredFields: 'Por favor, preencha todos os campos obrigatórios.',
  invalidEmail: COMMON.invalidEmail,
  invalidPhone: COMMON.invalidPhone,
  storeError: 'Não foi possível registrar sua confirmação. Tente novamente.',
  thanksTitle: (name: string) => `Obrigado, ${name}!`,
  thanksSim: 'Sua presença está confirmada. Mal podemos esperar para celebrar com você!',
  thanksNao: 'Sentiremos sua falta! Obrigado por nos avisar.',
  yourAnswer: 'Sua resposta',
  emailSent: 'Enviamos a confirmação para o seu e-mail.',
  emailFailed:
    'Não conseguimos enviar o e-mail de confirmação, mas sua resposta foi registrada com sucesso.',
  emailProcessing: 'Enviando e-mail de confirmação…',
  noObservations: 'Nenhuma observação',
  willAttendSim: 'Sim',
  willAttendNao: 'Não',
  changeAnswer: 'Alterar resposta',
  answerLabel: 'Presença',
  contactLine: (name: string, role: string, phone: string) => `${name} (${role}): ${phone}`,
  eventDate: (weekday: string, date: string) => `${weekday}, ${date}`,
} as const

/**
 * The personal RSVP of a household (/?convite=CODE, docs/decisions/0016-guest-list.md): what the
 * page shows before its form's chunk arrives. The form's own texts are in copy-personal-rsvp.ts, a
 * module of its own, so a first visit without a personal link never downloads them.
 */
export const PERSONAL_RSVP = {
  subtitle: 'Um convite para toda a família: uma pessoa responde por todos.',
  loadError: 'Não foi possível abrir o seu convite. Tente novamente.',
  loading: 'Abrindo o seu convite…',
} as const

export const EVENT_INFO = {
  title: 'Informações do Evento',
  ceremony: 'Cerimônia',
  date: 'Data',
  time: 'Horário',
  place: 'Local',
  address: 'Endereço',
  cep: 'CEP',
  coordinates: 'Coordenadas',
  route: 'Rota para chegar',
  contacts: 'Contatos',
  parking: 'Estacionamento',
  newTab: '(abre em nova aba)',
  intro: 'Tudo o que você precisa saber para chegar até nós.',
} as const

/** A person's or a place's phone as buttons (src/components/ui/phone-links.tsx). */
export const PHONE_LINKS = {
  call: (name: string) => `Ligar para ${name}`,
  callShort: 'Ligar',
  whatsapp: (name: string) => `WhatsApp de ${name}`,
  whatsappShort: 'WhatsApp',
  newTab: '(abre em nova aba)',
} as const

export const CALENDAR = {
  add: 'Adicionar ao calendário',
  ics: 'Baixar evento (.ics)',
  google: 'Google Agenda',
  eventTitle: (names: string) => `Casamento de ${names}`,
  eventDescription: 'Cerimônia e festa de casamento. Confirme sua presença no site.',
} as const

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
  // are in copy-gift-payments.ts, downloaded with the modal.
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

// The PIX card's texts (PIX_COPY) are in copy-pix.ts, downloaded with the card's chunk.

export const MESSAGES = {
  title: 'Mensagens',
  subtitle: 'Deixe seu carinho',
  name: 'Seu nome',
  message: 'Sua mensagem',
  submit: 'Enviar mensagem',
  submitting: 'Enviando…',
  required: 'Por favor, preencha seu nome e mensagem.',
  sendError: 'Erro ao enviar mensagem. Tente novamente.',
  notConfigured: 'Sistema de mensagens não configurado. Entre em contato com os noivos.',
  successTitle: 'Mensagem Enviada!',
  successBody: 'Obrigado pelo carinho! Sua mensagem já aparece no mural.',
  pendingBody:
    'Obrigado pelo carinho! Sua mensagem aparecerá no mural assim que os noivos a aprovarem.',
  empty: 'Seja o primeiro a deixar uma mensagem para os noivos!',
  deleteError: (detail: string) => `Erro ao deletar: ${detail}`,
  deleteErrorShort: 'Erro ao deletar mensagem',
  deleted: 'Deletada!',
  listTitle: 'Mural de recados',
  formTitle: 'Deixe sua mensagem',
  loading: 'Carregando mensagens…',
  counter: (n: number, max: number) => `${n}/${max} caracteres`,
  honeypot: 'Não preencha este campo',
  showMore: 'Ver mais mensagens',
  loadingMore: 'Carregando mais mensagens…',
  shownOf: (shown: number, total: number) => `Mostrando ${shown} de ${total} mensagens`,
  ok: 'Voltar às mensagens',
  count: (n: number) => (n === 1 ? '1 mensagem' : `${n} mensagens`),
} as const

export const FOOTER = {
  madeWith: 'Feito com amor para o nosso grande dia.',
  backToTop: 'Voltar ao topo',
} as const

export const PAYMENT_PAGES = {
  successTitle: 'Obrigado pelo seu presente!',
  successBody: 'Seu pagamento foi recebido. Você receberá um e-mail de confirmação em instantes.',
  cancelTitle: 'Pagamento cancelado',
  cancelBody: 'Nenhuma cobrança foi feita. Você pode tentar novamente quando quiser.',
  tryAgain: 'Tentar Novamente',
} as const

export const ERRORS = {
  fallbackTitle: 'Ops! Algo deu errado',
  fallbackBody: 'Tente recarregar a página. Se o problema continuar, fale com os noivos.',
  renderFailureTitle: 'Não foi possível carregar o site',
  renderFailureBody:
    'Verifique se a URL do banco de dados (VITE_SUPABASE_URL) e a chave anônima (VITE_SUPABASE_ANON_KEY) estão configuradas.',
  backendNotConfigured: 'Supabase não configurado',
  notFoundTitle: 'Página não encontrada',
  notFoundBody: 'O endereço que você abriu não existe.',
} as const

export const DEMO = {
  badge: 'Modo demonstração',
  explain: 'Os dados ficam apenas neste navegador.',
  reset: 'Restaurar dados de demonstração',
  confirmReset: 'Apagar tudo o que foi feito aqui e restaurar os dados de demonstração?',
  details:
    'Este site está rodando com um banco de dados de demonstração dentro do seu navegador. Mensagens, reservas e confirmações feitas aqui não chegam aos noivos.',
  tabsShared: 'Outras abas deste navegador veem as mesmas alterações.',
  openDetails: 'Saiba mais sobre o modo demonstração',
  resetConfirm: 'Restaurar',
  resetting: 'Restaurando…',
  resetFailed: 'Não foi possível restaurar os dados de demonstração. Tente novamente.',
  rebuilt:
    'Os dados de demonstração foram restaurados: esta versão do site não aproveita os dados antigos deste navegador.',
  notAnswering: 'O banco de demonstração deste navegador não respondeu. Tente novamente.',
  writeNotConfirmed:
    'A aba que guardava o banco de demonstração foi fechada antes de confirmar. Confira se a alteração aparece e, se não, tente novamente.',
} as const

/** The couple's login and account errors: the data layer's error texts use them too. */
export const ADMIN_ERRORS = {
  loginError: 'Erro ao fazer login. Tente novamente.',
  tooManyAttempts: 'Muitas tentativas falharam. Tente novamente em alguns minutos.',
  loginBusy: 'Muitas tentativas em pouco tempo. Aguarde um minuto e tente de novo.',
  wrongCredentials: 'Usuário ou senha incorretos. Verifique suas credenciais.',
  createAdminError: (detail: string) => `Erro ao criar usuário admin: ${detail}`,
  changePasswordError: (detail: string) => `Erro ao alterar senha: ${detail}`,
  reviewPixError: 'Erro ao atualizar o PIX. Tente novamente.',
  pixHoldError: 'Erro ao salvar o prazo do PIX.',
} as const
