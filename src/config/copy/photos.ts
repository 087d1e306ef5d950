/**
 * The guests' photos' pt-BR texts (/fotos, /telao and the couple's 'Fotos dos convidados'): named
 * consts, so each lazy chunk takes only its own. GUEST_PHOTOS is what the data layer shows.
 */

/** Failures the data layer words (src/data/sql-api.ts). */
export const GUEST_PHOTOS = {
  loadError: 'Não foi possível carregar as fotos. Tente novamente.',
  sendError: 'Não foi possível enviar a foto.',
  deleteError: 'Não foi possível excluir a foto. Tente novamente.',
} as const

/**
 * The guest-photos function's own answers on a Supabase deploy (netlify/functions/_lib/
 * guest-photos.ts); the database's refusals keep their own texts (supabase/schemas/
 * 10_guest_photos.sql), and a rate limit reads COMMON.tooManyRequests.
 */
export const GUEST_PHOTOS_SERVER = {
  methodNotAllowed: 'Método não permitido.',
  badRequest: 'Pedido inválido.',
  notConfigured: 'O envio de fotos não está configurado.',
  /** 'uploaded' before both files arrived: the phone sends them again. */
  notUploaded: 'A foto ainda não chegou. Tente de novo.',
  /** Files that are no JPEG, PNG or WebP by their content (the database's own text). */
  invalidImage: 'Foto inválida ou grande demais.',
  failed: 'Não foi possível concluir agora. Tente novamente.',
} as const

/** /fotos, for guests. */
export const PHOTOS_PAGE = {
  title: 'Fotos dos convidados',
  /** On the wedding day 'hoje'; before or after it, the photos of the wedding. */
  intro: (weddingDay: boolean) =>
    weddingDay
      ? 'Compartilhe as fotos que você tirou hoje. Os noivos vão adorar!'
      : 'Compartilhe as suas fotos do casamento. Os noivos vão adorar!',
  send: 'Enviar fotos',
  pickHint: 'Escolha várias fotos da galeria ou tire uma agora.',
  camera: 'Tirar foto',
  nameLabel: 'Seu nome',
  namePlaceholder: 'Como os noivos te conhecem',
  nameRequired: 'Diga seu nome para enviar as fotos.',
  sendHeld: (count: number) =>
    count === 1 ? 'Enviar a foto escolhida' : `Enviar as ${count} fotos escolhidas`,
  changeName: 'Trocar nome',
  sendingAs: (name: string) => `Enviando como ${name}`,
  captionLabel: 'Legenda (opcional)',
  captionPlaceholder: 'Ex.: a valsa dos noivos',
  preparing: (done: number, total: number) => `Preparando ${done} de ${total}…`,
  sending: (current: number, total: number) => `Enviando ${current} de ${total}`,
  waitingSignal: (count: number) =>
    count === 1
      ? 'Sem sinal: 1 foto espera para ser enviada assim que o sinal voltar.'
      : `Sem sinal: ${count} fotos esperam para ser enviadas assim que o sinal voltar.`,
  retrying: 'Sinal fraco: tentando de novo…',
  allSent: (count: number, pending: boolean) =>
    `${count === 1 ? '1 foto enviada' : `${count} fotos enviadas`}${pending ? ': aparecem aqui assim que os noivos aprovarem.' : '!'}`,
  notImage: (name: string) => `“${name}” não é uma foto que possamos enviar.`,
  failed: (name: string) => `Não foi possível preparar “${name}”.`,
  refused: 'Uma foto não pôde ser enviada',
  album: 'Fotos da festa',
  loading: 'Carregando as fotos…',
  empty: 'Ainda não há fotos aprovadas. Envie a primeira!',
  notRevealed: 'Os noivos vão revelar as fotos em breve. Continue enviando!',
  more: 'Ver mais fotos',
  byName: (name: string) => `por ${name}`,
  mine: 'Enviada por você',
  deleteOwn: 'Excluir minha foto',
  deleteConfirm: 'Excluir esta foto? Ela sai do álbum para todos.',
  deleted: 'Foto excluída.',
  closedTitle: 'O álbum de fotos abre no dia do casamento',
  closedBefore: (date: string) =>
    `No dia ${date}, pela manhã, esta página recebe as fotos que você tirar na festa. Até lá!`,
  closedAfter: 'O envio de fotos já terminou. Obrigado por cada foto que você compartilhou!',
  backHome: 'Voltar ao site',
} as const

/** /telao, the big screen. */
export const TELAO = {
  title: 'Telão',
  sendYours: 'Envie suas fotos',
  empty: 'As fotos dos convidados aparecem aqui assim que forem aprovadas.',
  locked:
    'As fotos ainda não foram reveladas. Para mostrá-las aqui desde já, abra o telão pelo link do painel dos noivos.',
  byName: (name: string) => `por ${name}`,
  controls: 'Setas: anterior e próxima · Espaço: pausar',
  paused: 'Pausado',
} as const

/** The couple's panel in /dev. */
export const PHOTOS_ADMIN = {
  tab: 'Fotos dos convidados',
  title: 'Fotos dos convidados',
  filters: { pending: 'Pendentes', approved: 'Aprovadas', hidden: 'Ocultas' },
  filterLabel: 'Mostrar',
  approve: 'Aprovar',
  hide: 'Ocultar',
  remove: 'Excluir',
  selectAll: 'Selecionar todas',
  selected: (n: number) => (n === 1 ? '1 selecionada' : `${n} selecionadas`),
  approveSelected: 'Aprovar selecionadas',
  hideSelected: 'Ocultar selecionadas',
  removeSelected: 'Excluir selecionadas',
  removeConfirm: (n: number) =>
    n === 1
      ? 'Excluir esta foto? Ela e seus arquivos são apagados para sempre.'
      : `Excluir ${n} fotos? Elas e seus arquivos são apagados para sempre.`,
  changed: (n: number) => (n === 1 ? '1 foto atualizada.' : `${n} fotos atualizadas.`),
  removed: (n: number) => (n === 1 ? '1 foto excluída.' : `${n} fotos excluídas.`),
  empty: 'Nenhuma foto aqui.',
  more: 'Carregar mais',
  autoApprove: 'Aprovar automaticamente',
  autoApproveHint: 'Fotos novas aparecem no álbum e no telão sem esperar por vocês.',
  revealLater: 'Revelar depois',
  revealLaterHint:
    'Os convidados só veem as fotos a partir deste momento (o telão mostra as aprovadas desde já).',
  revealAt: 'Revelar em',
  revealNow: 'Revelar agora',
  window: 'Envio aberto',
  windowFrom: 'De',
  windowUntil: 'Até',
  siteWindow: 'Usar o período do site',
  saveError: 'Não foi possível salvar a configuração.',
  actionError: 'Não foi possível atualizar as fotos.',
  saved: 'Configuração salva.',
  storage: (used: string, quota: string) => `${used} usados de ${quota}`,
  quota: 'Espaço do plano (MB)',
  downloadAll: 'Baixar todas',
  downloading: (done: number, total: number) => `Baixando ${done} de ${total}…`,
  downloaded: (n: number) => (n === 1 ? '1 foto baixada.' : `${n} fotos baixadas.`),
  downloadError: 'O download foi interrompido. Tente novamente.',
  by: (name: string) => `por ${name}`,
  openScreen: 'Abrir o telão',
  screenLink: 'Link do telão',
  screenLinkHint:
    'Antes da revelação, só o telão aberto por este link mostra as fotos. Um link novo desativa o anterior.',
  copyScreenLink: 'Copiar link',
  screenLinkCopied: 'Link do telão copiado.',
  screenLinkCopyError: 'Não foi possível copiar. Use “Abrir o telão” e copie o endereço.',
  newScreenLink: 'Gerar novo link',
  newScreenLinkDone:
    'Novo link do telão gerado. O anterior não mostra mais as fotos antes da revelação.',
} as const
