/**
 * Every pt-BR text of the couple's panel (/dev), part of src/config/copy.ts (which re-exports
 * it; the login and account errors are copy.ts's ADMIN_ERRORS): a module of its own keeps these texts out of what a guest's first visit downloads.
 */
// The consented dietary field (LGPD), named alike in the RSVP table, its CSV and the couple's form.
const DIETARY_LABEL = 'Restrição alimentar ou alergia'

export const ADMIN = {
  title: 'Painel dos Noivos',
  validating: 'Verificando sessão…',
  loginTitle: 'Acesso dos Noivos',
  loginIntro: 'Área restrita aos noivos para administrar o site.',
  username: 'Usuário',
  password: 'Senha',
  login: 'Entrar',
  loggingIn: 'Entrando…',
  // The embedded demo builds its database in the browser on a first visit (several seconds).
  preparingDemo:
    'Preparando o banco de demonstração neste navegador. Na primeira visita, isso leva alguns segundos.',
  fillBoth: 'Por favor, preencha usuário e senha.',
  attemptsRemaining: (n: number) =>
    n === 1 ? 'Atenção: resta 1 tentativa.' : `Atenção: restam ${n} tentativas.`,
  authNotConfigured:
    'Sistema de autenticação não configurado. Entre em contato com o desenvolvedor.',
  sessionExpired: 'Sua sessão expirou. Entre novamente.',
  demoCredentials: (user: string, pass: string) => `Demonstração: usuário ${user}, senha ${pass}`,
  welcome: (username: string) => `Bem-vindo(a), ${username}!`,
  activeBadge: 'Admin Ativo',
  logout: 'Sair',
  loggingOut: 'Saindo…',
  sectionsNav: 'Seções do painel',
  navRsvps: 'Confirmações',
  navContributions: 'Contribuições',
  newTab: '(abre em nova aba)',
  // Gifts
  giftsTitle: 'Presentes',
  giftsIntro:
    'Adicione e edite presentes (foto, preço, cotas), reserve em nome de um convidado, cancele reservas ou exclua presentes.',
  addGiftTitle: 'Novo presente',
  giftName: 'Nome do presente',
  giftDescription: 'Descrição',
  giftCategory: 'Categoria',
  addGift: 'Adicionar presente',
  addingGift: 'Adicionando…',
  // 'Presente …': the participle agrees with 'presente', whatever the gift's own gender.
  giftAdded: (name: string) => `Presente “${name}” adicionado à lista.`,
  newGiftRequired: 'Por favor, preencha nome e descrição do presente.',
  filterCategory: 'Filtrar por categoria',
  filterReserved: 'Filtrar por situação',
  allCategories: 'Todas as categorias',
  allGifts: 'Todos',
  // As the guests' list shows them: reserved, or every cota given or held.
  onlyReserved: 'Reservados ou presenteados',
  onlyAvailable: 'Disponíveis',
  giftsShown: (shown: number, total: number) => `${shown} de ${total} presentes`,
  giftsEmpty: 'Nenhum presente encontrado com esses filtros.',
  reservedBy: 'Reservado por',
  reservedEmail: 'E-mail',
  reservedPhone: 'Telefone',
  reservedMessage: 'Mensagem',
  reservedDate: 'Data da reserva',
  notInformed: 'Não informado',
  reserveForGuest: 'Reservar para convidado',
  reserveForGuestTitle: (gift: string) => `Reservar "${gift}"`,
  reserveForGuestIntro:
    'Registre a reserva em nome de um convidado (por exemplo, feita por telefone).',
  guestName: 'Nome do convidado',
  guestEmail: 'E-mail do convidado',
  guestPhone: 'Telefone',
  guestMessage: 'Mensagem',
  saveReservation: 'Salvar reserva',
  reservationSaved: (gift: string) => `Presente “${gift}” reservado.`,
  cancelReservation: 'Cancelar Reserva',
  confirmCancelTitle: 'Cancelar reserva?',
  confirmCancelBody: (gift: string, by: string) =>
    `A reserva de "${gift}" feita por ${by} será apagada e o presente volta a ficar disponível.`,
  keepReservation: 'Manter reserva',
  reservationCancelled: (gift: string) => `Reserva de "${gift}" cancelada.`,
  // Undo a burst: every reservation made with one e-mail (shown when it holds two or more).
  cancelByEmail: (count: number) => `Cancelar as ${count} reservas deste e-mail`,
  cancelByEmailLabel: (count: number, email: string) =>
    `Cancelar as ${count} reservas feitas com ${email}`,
  confirmCancelByEmailTitle: 'Cancelar todas as reservas deste e-mail?',
  confirmCancelByEmailBody: (count: number, email: string) =>
    `As ${count} reservas feitas com ${email} serão apagadas e esses presentes voltam a ficar disponíveis.`,
  cancelByEmailConfirm: 'Cancelar reservas',
  reservationsCancelledByEmail: (freed: number, email: string) =>
    freed === 1 ? `1 reserva de ${email} cancelada.` : `${freed} reservas de ${email} canceladas.`,
  deleteGift: 'Excluir',
  deleteGiftLabel: (gift: string) => `Excluir ${gift}`,
  confirmDeleteGiftTitle: 'Excluir presente?',
  confirmDeleteGiftBody: (gift: string) =>
    `Tem certeza que deseja excluir "${gift}"? Esta ação não pode ser desfeita.`,
  deleteReservedWarning: (by: string) =>
    `Atenção: este presente já foi reservado por ${by}. A reserva também será apagada.`,
  giftDeleted: (gift: string) => `Presente “${gift}” excluído.`,
  // Gifts with photos, prices and cotas (docs/decisions/0017-gifts-as-money.md)
  giftKind: 'Tipo',
  kindReserve: 'Reservar (presente físico)',
  kindMoney: 'Presentear em dinheiro',
  giftPrice: 'Preço (R$)',
  giftPriceHintReserve: 'Opcional: mostrado como referência. Ex.: 1.234,56',
  giftPriceHintMoney:
    'O valor de cada cota (com 1 cota, o do presente inteiro). Em branco: o convidado escolhe o valor.',
  giftQuotas: 'Cotas',
  giftQuotasHint: '1 = o presente inteiro.',
  giftStoreUrl: 'Link da loja',
  giftStoreUrlHint: 'Começa com https://',
  giftPosition: 'Ordem na categoria',
  giftPositionHint: 'Os menores aparecem primeiro.',
  giftPhoto: 'Foto',
  giftPhotoHint: 'JPG, PNG ou WebP de até 5MB. A foto é otimizada antes do envio.',
  giftPhotoAlt: (gift: string) => `Foto de ${gift}`,
  giftPhotoPreview: 'Pré-visualização da foto do presente',
  giftNoPhoto: 'Sem foto',
  chooseGiftPhoto: 'Escolher foto',
  changeGiftPhoto: 'Trocar foto',
  removeGiftPhoto: 'Remover foto',
  giftPriceInvalid: 'Preço inválido. Use o formato 1.234,56.',
  giftPricePositive: 'O preço deve ser maior que zero.',
  giftPriceMin: (min: string) => `O preço mínimo é ${min}.`,
  giftPriceMax: (max: string) => `O preço máximo é ${max}.`,
  giftQuotasMin: 'O número de cotas deve ser pelo menos 1.',
  giftQuotasInvalid: (max: number) => `Informe um número inteiro de cotas, de 1 a ${max}.`,
  giftQuotasNeedPrice: 'Para dividir em cotas, informe o preço de cada cota.',
  giftStoreUrlHttps: 'O link da loja deve começar com https://',
  giftStoreUrlTooLong: 'O link da loja é longo demais.',
  giftPositionInvalid: (max: number) => `A ordem deve ser um número inteiro de 0 a ${max}.`,
  editGift: 'Editar',
  editGiftLabel: (gift: string) => `Editar ${gift}`,
  editGiftTitle: (gift: string) => `Editar "${gift}"`,
  saveGift: 'Salvar alterações',
  savingGift: 'Salvando…',
  compressingGiftPhoto: 'Otimizando foto…',
  giftSaved: (gift: string) => `Presente “${gift}” salvo.`,
  // What the price typed becomes ('199.90' from an English keyboard: R$ 199,90).
  giftPriceRead: (value: string) => `Será salvo como ${value}.`,
  // Editing a gift: closing with changes not saved asks first.
  discardGiftTitle: 'Descartar as alterações?',
  discardGiftBody: 'As alterações deste presente ainda não foram salvas.',
  discardGift: 'Descartar',
  keepEditingGift: 'Continuar editando',
  // A photo the browser cannot decode (HEIC on Chrome, a damaged or renamed file): the gift's
  // photo and the gallery's upload.
  unreadableImage: 'Não foi possível ler esta imagem. Escolha uma foto JPG, PNG ou WebP.',
  // More cotas given than the gift has: a PIX confirmed after its hold lapsed and its cota was
  // taken meanwhile. The money stays given; the couple may raise the cotas.
  giftOverGiven: (extra: number) =>
    extra === 1
      ? 'Presenteado além do total: 1 cota a mais (um PIX confirmado depois que a cota foi para outra pessoa).'
      : `Presenteado além do total: ${extra} cotas a mais (PIX confirmados depois que as cotas foram para outras pessoas).`,
  giftQuotasTaken: (taken: number, total: number) =>
    total === 1 ? `${taken} de 1 cota` : `${taken} de ${total} cotas`,
  giftFreeAmount: 'Valor livre',
  giftNoPrice: 'Sem preço',
  // Gallery
  galleryTitle: 'Galeria',
  // Messages
  messagesTitle: 'Mensagens',
  messagesCount: (n: number) => (n === 1 ? '1 mensagem' : `${n} mensagens`),
  messagesEmpty: 'Nenhuma mensagem ainda.',
  messagesLoadError:
    'Não foi possível carregar as mensagens. Toque em Atualizar para tentar de novo.',
  deleteMessage: 'Excluir',
  deleteMessageLabel: (name: string) => `Excluir mensagem de ${name}`,
  confirmDeleteMessageTitle: 'Excluir mensagem?',
  confirmDeleteMessageBody: (name: string) =>
    `Tem certeza que deseja excluir a mensagem de ${name}? Ela sai do mural na hora.`,
  approvalToggle: 'Aprovar recados antes de publicar',
  approvalHint:
    'Ligado: as novas mensagens ficam pendentes até vocês aprovarem. Desligado: aparecem no mural na hora.',
  approvalOn: 'Novas mensagens agora aguardam a aprovação de vocês.',
  approvalOff: 'Novas mensagens agora aparecem no mural na hora.',
  approvalError: 'Não foi possível salvar a aprovação de recados. Tente de novo.',
  messagesFilterName: 'Filtrar por nome',
  messagesFilterPending: 'Só as pendentes',
  messagesMatching: (n: number) =>
    n === 1 ? '1 mensagem encontrada' : `${n} mensagens encontradas`,
  messagePending: 'Pendente',
  approveMessage: 'Aprovar',
  approveMessageLabel: (name: string) => `Aprovar mensagem de ${name}`,
  selectMessageLabel: (name: string) => `Selecionar mensagem de ${name}`,
  selectPage: 'Selecionar todas desta página',
  selectedCount: (n: number) => (n === 1 ? '1 selecionada' : `${n} selecionadas`),
  clearSelection: 'Limpar seleção',
  deleteSelected: 'Excluir selecionadas',
  approveSelected: 'Aprovar selecionadas',
  tooManySelected: (max: number) => `Selecione no máximo ${max} mensagens por vez.`,
  confirmBulkDeleteTitle: 'Excluir as mensagens selecionadas?',
  confirmBulkDeleteBody: (n: number) =>
    n === 1
      ? 'A mensagem selecionada sai do mural na hora e não pode ser recuperada.'
      : `As ${n} mensagens selecionadas saem do mural na hora e não podem ser recuperadas.`,
  bulkDeleted: (n: number) => (n === 1 ? '1 mensagem excluída.' : `${n} mensagens excluídas.`),
  bulkApproved: (n: number) => (n === 1 ? '1 mensagem aprovada.' : `${n} mensagens aprovadas.`),
  bulkError: 'Não foi possível concluir. Tente de novo.',
  moreMessages: 'Ver mais mensagens',
  loadingMoreMessages: 'Carregando mais mensagens…',
  // RSVPs
  rsvpsTitle: 'Confirmações de presença',
  rsvpsSim: 'Vão',
  rsvpsNao: 'Não vão',
  rsvpsTotal: 'Respostas',
  searchByName: 'Buscar por nome',
  rsvpsEmpty: 'Nenhuma confirmação ainda.',
  rsvpsNoMatch: 'Nenhuma confirmação com esse nome.',
  exportCsv: 'Exportar CSV',
  csvExported: 'Planilha baixada.',
  rsvpColumns: {
    name: 'Nome completo',
    answer: 'Vai ao evento',
    email: 'E-mail',
    phone: 'Telefone',
    observations: 'Observações',
    dietary: DIETARY_LABEL,
    answeredAt: 'Respondido em',
    updatedAt: 'Atualizado em',
  },
  answerSim: 'Sim',
  answerNao: 'Não',
  // Contributions
  contributionsTitle: 'Contribuições recebidas',
  paidTotal: 'Total recebido',
  pendingTotal: 'Pendente',
  contributionsEmpty: 'Nenhuma contribuição registrada ainda.',
  contributionColumns: {
    donor: 'Quem',
    amount: 'Valor',
    status: 'Situação',
    date: 'Data',
    note: 'Mensagem / observação',
  },
  kindCard: 'Cartão',
  kindPix: 'PIX',
  statusPaid: 'pago',
  statusPending: 'pendente',
  statusFailed: 'falhou',
  statusExpired: 'expirado',
  statusStarted: 'PIX não informado',
  statusInformed: 'aguardando confirmação',
  statusRejected: 'recusado',
  hiddenBadge: 'oculta',
  contributionActions: 'Ações',
  hideContribution: 'Ocultar',
  unhideContribution: 'Mostrar',
  hideContributionLabel: (name: string) => `Ocultar a contribuição de ${name}`,
  unhideContributionLabel: (name: string) => `Mostrar de novo a contribuição de ${name}`,
  showHidden: (count: number) => `Mostrar ocultas (${count})`,
  contributionHidden: 'Contribuição ocultada.',
  contributionUnhidden: 'Contribuição visível de novo.',
  hideContributionError: 'Erro ao ocultar contribuição. Tente novamente.',
  addPixTitle: 'Registrar PIX recebido',
  pixDonor: 'Nome de quem enviou',
  pixAmount: 'Valor (R$)',
  pixDate: 'Data',
  pixNote: 'Observação',
  addPix: 'Registrar PIX',
  addingPix: 'Registrando…',
  pixRequired: 'Por favor, preencha o nome, o valor e a data.',
  pixFutureDate: 'A data do PIX não pode estar no futuro.',
  pixDateTooOld: 'A data do PIX não pode ser anterior a 01/01/2000.',
  pixAdded: 'PIX registrado.',
  pixAddError: 'Erro ao registrar PIX. Tente novamente.',
  // Contributions for gifts (docs/decisions/0017-gifts-as-money.md)
  informedTotal: 'Aguardando confirmação',
  contributionGift: 'Presente',
  contributionQuotas: 'Cotas',
  contributionPhone: 'Telefone',
  contributionTxid: 'Código do PIX (txid)',
  freeContribution: 'Contribuição livre',
  filterByGift: 'Presente',
  allGiftsOption: 'Todos os presentes',
  quotasCount: (n: number) => (n === 1 ? '1 cota' : `${n} cotas`),
  confirmPix: 'Confirmar recebimento',
  confirmPixLabel: (name: string) => `Confirmar o recebimento do PIX de ${name}`,
  rejectPix: 'Não recebi',
  rejectPixLabel: (name: string) => `Não recebi o PIX de ${name}`,
  rejectPixTitle: 'O PIX não chegou?',
  rejectPixBody: (name: string, amount: string) =>
    `O PIX de ${amount} de ${name} será marcado como recusado e as cotas que ele ainda reserva voltam a ficar disponíveis.`,
  // The PIX's txid, as the couple's bank shows it on the statement, to match the two.
  pixTxidRow: (txid: string) => `Identificador: ${txid}`,
  // A guest's PIX whose hold ended (its cotas are free again); the couple may still confirm it.
  holdLapsed: 'prazo vencido',
  keepPix: 'Voltar',
  pixConfirmed: (name: string) => `PIX de ${name} confirmado.`,
  pixRejected: (name: string) => `PIX de ${name} marcado como não recebido.`,
  // The notice at the top of /dev while guests' PIX wait for the couple (docs/decisions/0017
  // "Holds per client"): told at once, so a false one is refused in minutes, not days.
  pixWaitingTitle: (count: number) =>
    count === 1 ? '1 PIX aguardando confirmação' : `${count} PIX aguardando confirmação`,
  pixWaitingIntro:
    'Confira no extrato do banco se o dinheiro chegou. Enquanto vocês não respondem, as cotas de cada PIX ficam guardadas e ninguém mais consegue presenteá-las; se não chegou, toque em “Não recebi” e elas voltam para a lista na hora.',
  pixWaitingAmount: (amount: string) => `PIX de ${amount}`,
  pixWaitingHeld: (until: string) => `Cotas guardadas até ${until}`,
  pixWaitingNotHeld: 'O prazo acabou: as cotas já voltaram para a lista.',
  seeAllContributions: 'Ver todas as contribuições',
  pixHoldTitle: 'Prazo para confirmar PIX informados',
  pixHoldLabel: 'Prazo (horas)',
  pixHoldHint: (min: number, max: number) =>
    `Enquanto você não confirma, as cotas de um PIX informado ficam reservadas por esse tempo; depois voltam a ficar disponíveis. De ${min} a ${max} horas.`,
  pixHoldInvalid: (min: number, max: number) =>
    `Informe um número inteiro de horas, de ${min} a ${max}.`,
  savePixHold: 'Salvar prazo',
  savingPixHold: 'Salvando…',
  pixHoldSaved: (hours: number) => `Prazo salvo: ${hours} horas.`,
  contributionsCsvColumns: {
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    gift: 'Presente',
    quotas: 'Cotas',
    amount: 'Valor (R$)',
    method: 'Forma',
    status: 'Situação',
    date: 'Data',
    message: 'Mensagem',
    txid: 'Código do PIX (txid)',
  },
  // Guest list: the spreadsheet import (one row per person) and its template
  importGuests: 'Importar planilha',
  importTemplate: 'Baixar modelo',
  importHint:
    'Uma linha por pessoa; as linhas com o mesmo Convite formam um convite. Salve a planilha como CSV.',
  importFileLabel: 'Planilha de convidados (CSV)',
  importNotCsv:
    'Escolha um arquivo CSV. No Excel: Salvar como > CSV (separado por vírgulas) ou CSV UTF-8; no Google Planilhas: Arquivo > Fazer download > CSV.',
  importEmptyFile: 'O arquivo está vazio.',
  importTooLarge: (mb: number) =>
    `O arquivo passa de ${mb} MB. Divida a planilha em partes menores.`,
  importReadError: 'Não foi possível ler o arquivo. Tente de novo.',
  importNoRows: 'Nenhum convidado encontrado na planilha.',
  importPreviewTitle: 'Conferir a planilha',
  importSummary: (households: number, people: number) =>
    `${households === 1 ? '1 convite' : `${households} convites`} com ${people === 1 ? '1 pessoa' : `${people} pessoas`}.`,
  importUnderstood: 'Convites encontrados',
  importColumns: { household: 'Convite', people: 'Pessoas' },
  importRefused: (n: number) => (n === 1 ? '1 linha recusada' : `${n} linhas recusadas`),
  importRefusedHint: 'Essas linhas ficam de fora; corrija-as na planilha e importe de novo.',
  importLine: (line: number, reason: string) => `Linha ${line}: ${reason}`,
  importConfirm: (n: number) => (n === 1 ? 'Importar 1 convite' : `Importar ${n} convites`),
  importing: 'Importando…',
  importDone: (created: number, skipped: number) =>
    (created === 1 ? '1 convite importado' : `${created} convites importados`) +
    (skipped === 0
      ? '.'
      : skipped === 1
        ? ', 1 já estava na lista.'
        : `, ${skipped} já estavam na lista.`),
  importError: 'Erro ao importar a planilha. Nada foi importado; tente novamente.',
  // The guest-list spreadsheet: its columns (export and template) and the words a couple's own
  // spreadsheet may use; compared without case, accents, spaces or punctuation.
  guestCsv: {
    columns: {
      household: 'Convite',
      name: 'Nome',
      kind: 'Tipo',
      ageBand: 'Faixa etária',
      companion: 'Acompanhante',
      phone: 'WhatsApp',
      email: 'E-mail',
      note: 'Observação',
    },
    synonyms: {
      household: ['convite', 'família', 'grupo'],
      name: ['nome', 'convidado', 'pessoa'],
      kind: ['tipo', 'adulto ou criança'],
      ageBand: ['faixa etária', 'faixa', 'idade'],
      companion: ['acompanhante'],
      phone: ['telefone', 'whatsapp', 'telefone/whatsapp', 'celular', 'fone'],
      email: ['e-mail', 'email'],
      note: ['observação', 'observações', 'obs'],
    },
    answerColumns: {
      answer: 'Resposta',
      dietary: 'Restrição alimentar',
      message: 'Mensagem',
      answeredAt: 'Respondido em',
      recordedBy: 'Registrado por',
    },
    pending: 'Pendente',
    recordedBy: { convite: 'Convidado', casal: 'Noivos' },
    adult: 'Adulto',
    child: 'Criança',
    adultWords: ['adulto', 'adulta', 'a'],
    childWords: ['criança', 'c'],
    yes: 'Sim',
    no: 'Não',
    yesWords: ['sim', 's', 'x', '1'],
    noWords: ['não', 'n', '0'],
    // A companion seat's row may say this instead of a name.
    companionName: 'Acompanhante',
    // The template's example household: an adult with the household's WhatsApp and e-mail, and a
    // child (in the couple's last age band).
    example: {
      household: 'Família Souza',
      adult: 'Maria Souza',
      child: 'Pedro Souza',
      phone: '(11) 98765-4321',
      email: 'maria@exemplo.com',
    },
    fileName: 'modelo-lista-de-convidados.csv',
  },
  importProblems: {
    missingColumns: (columns: string[]) =>
      columns.length === 1
        ? `Falta a coluna ${columns[0]} na primeira linha da planilha. Nada foi importado.`
        : `Faltam as colunas ${columns.join(' e ')} na primeira linha da planilha. Nada foi importado.`,
    missingHousehold: 'Falta o Convite (o nome do convite, como no envelope).',
    missingName: 'Falta o nome da pessoa.',
    unknownKind: (value: string) => `Tipo "${value}" não reconhecido: use Adulto ou Criança.`,
    unknownAgeBand: (value: string, bands: string) =>
      `Faixa etária "${value}" não reconhecida: use ${bands}.`,
    ageBandForAdult: 'A faixa etária é só para crianças.',
    unknownCompanion: (value: string) =>
      `Acompanhante "${value}" não reconhecido: use Sim ou deixe em branco.`,
    invalidPhone: (value: string) => `Telefone inválido: "${value}".`,
    invalidEmail: (value: string) => `E-mail inválido: "${value}".`,
    nameTooLong: (max: number) => `Nome com mais de ${max} caracteres.`,
    householdTooLong: (max: number) => `Convite com mais de ${max} caracteres.`,
    noteTooLong: (max: number) => `Observação com mais de ${max} caracteres.`,
    controlCharacters: 'A linha tem caracteres de controle invisíveis.',
    tooManyMembers: (max: number) => `O convite já tem ${max} pessoas; esta linha ficou de fora.`,
    badQuotes: 'Aspas sem fechamento nesta linha.',
  },
  // Quick actions
  quickActionsTitle: 'Ações rápidas',
  viewSite: 'Ver site',
  stripeDashboard: 'Painel do Stripe',
  backup: 'Backup Dados',
  backingUp: 'Gerando backup…',
  backupDone: 'Backup baixado.',
  backupError: 'Erro ao gerar o backup. Tente novamente.',
  // Admin users
  usersTitle: 'Administradores',
  createUserTitle: 'Novo administrador',
  newUsername: 'Usuário',
  newEmail: 'E-mail',
  newPassword: 'Senha',
  createUser: 'Criar administrador',
  creatingUser: 'Criando…',
  userCreated: (username: string) => `Administrador "${username}" criado.`,
  createUserRequired: 'Por favor, preencha usuário, e-mail e senha.',
  changePasswordTitle: 'Alterar minha senha',
  currentPassword: 'Senha atual',
  nextPassword: 'Nova senha',
  confirmPassword: 'Repita a nova senha',
  changePassword: 'Alterar senha',
  changingPassword: 'Alterando…',
  passwordChanged: 'Senha alterada.',
  passwordRequired: 'Por favor, preencha a senha atual e a nova senha.',
  passwordMismatch: 'As novas senhas não conferem.',
  passwordTooShort: (min: number) => `A senha deve ter pelo menos ${min} caracteres.`,
  adminsListTitle: 'Quem pode entrar',
  adminsColumns: {
    username: 'Usuário',
    email: 'E-mail',
    createdAt: 'Criado em',
    lastLogin: 'Último acesso',
    status: 'Situação',
    actions: 'Ações',
  },
  adminActive: 'Ativo',
  adminInactive: 'Desativado',
  adminYou: '(você)',
  neverLoggedIn: 'Nunca entrou',
  deactivate: 'Desativar',
  deactivateLabel: (username: string) => `Desativar ${username}`,
  deactivateTitle: 'Desativar administrador?',
  deactivateQuestion: (username: string) =>
    `"${username}" não poderá mais entrar no painel, e as sessões abertas dele(a) terminam agora.`,
  adminDeactivated: (username: string) => `Administrador "${username}" desativado.`,
  endOtherSessions: 'Encerrar outras sessões',
  endOtherSessionsTitle: 'Encerrar todas as outras sessões?',
  endOtherSessionsQuestion:
    'Todo aparelho conectado ao painel sai agora, inclusive os de outros administradores. Só esta sessão continua.',
  otherSessionsEnded: (n: number) =>
    n === 0
      ? 'Não havia outras sessões abertas.'
      : n === 1
        ? '1 sessão encerrada.'
        : `${n} sessões encerradas.`,
} as const

/** The couple's guest list in /dev (docs/decisions/0016-guest-list.md). */
export const GUESTS_ADMIN = {
  title: 'Lista de convidados',
  intro:
    'Cada convite tem um link pessoal: a família responde por todos. Acompanhe quem já confirmou e lembre quem falta.',
  loadError:
    'Não foi possível carregar a lista de convidados. Toque em Atualizar para tentar de novo.',
  empty: 'Nenhum convite na lista ainda. Adicione o primeiro.',
  noMatch: 'Nenhum convite com esses filtros.',
  shown: (shown: number, total: number) =>
    total === 1 ? `${shown} de 1 convite` : `${shown} de ${total} convites`,
  // At a glance
  summaryTitle: 'Resumo',
  households: 'Convites',
  people: 'Pessoas convidadas',
  answeredSim: 'Vão',
  answeredNao: 'Não vão',
  pending: 'Sem resposta',
  adultsConfirmed: 'Adultos confirmados',
  childrenConfirmed: 'Crianças confirmadas',
  noAgeBand: 'Sem faixa etária',
  dietaryTitle: 'Restrições alimentares',
  dietaryEmpty: 'Nenhuma restrição alimentar informada.',
  dietaryLine: (person: string, household: string) => `${person} (${household})`,
  // Filters
  filtersLabel: 'Filtrar convites',
  filterAll: 'Todos',
  filterPending: 'Pendentes',
  filterYes: 'Confirmados',
  filterNo: 'Não vão',
  filterDietary: 'Com restrição alimentar',
  search: 'Buscar por nome',
  // A household
  membersLabel: (household: string) => `Convidados de ${household}`,
  badgeSim: 'sim',
  badgeNao: 'não',
  badgePending: 'pendente',
  adult: 'Adulto',
  child: 'Criança',
  companion: 'Acompanhante',
  companionUnnamed: 'Acompanhante (sem nome ainda)',
  notAnswered: 'Ainda não respondeu.',
  answeredBy: (who: string, when: string) => `Respondido ${who} em ${when}`,
  byGuest: 'pelo convite',
  byCouple: 'pelos noivos',
  messageLabel: 'Mensagem',
  noteLabel: 'Observação',
  copyLink: 'Copiar link',
  copyLinkLabel: (household: string) => `Copiar o link de ${household}`,
  linkCopied: (household: string) => `Link de ${household} copiado.`,
  linkCopyError: 'Não foi possível copiar. Toque e segure o link para copiar.',
  invite: 'Convidar pelo WhatsApp',
  inviteLabel: (household: string) => `Convidar ${household} pelo WhatsApp`,
  remind: 'Lembrar pelo WhatsApp',
  remindLabel: (household: string) => `Lembrar ${household} pelo WhatsApp`,
  noPhoneHint: 'Cadastre um WhatsApp para enviar pelo WhatsApp.',
  qr: 'QR code',
  qrLabel: (household: string) => `QR code do link de ${household}`,
  qrTitle: (household: string) => `QR code de ${household}`,
  qrIntro: 'Aponte a câmera do celular para abrir o convite pessoal.',
  qrAlt: (household: string) => `QR code do convite de ${household}`,
  qrLoading: 'Gerando QR code…',
  qrError: 'Não foi possível gerar o QR code.',
  downloadSvg: 'Baixar SVG',
  record: 'Registrar resposta',
  recordLabel: (household: string) => `Registrar resposta de ${household}`,
  edit: 'Editar',
  editLabel: (household: string) => `Editar ${household}`,
  delete: 'Excluir',
  deleteLabel: (household: string) => `Excluir ${household}`,
  deleteTitle: 'Excluir convite?',
  deleteBody: (household: string) =>
    `"${household}" sai da lista com os convidados e as respostas. O link pessoal deixa de funcionar. Esta ação não pode ser desfeita.`,
  deleted: (household: string) => `"${household}" excluído.`,
  deleteError: 'Não foi possível excluir o convite. Tente de novo.',
  history: (n: number) => (n === 1 ? 'Histórico (1 resposta)' : `Histórico (${n} respostas)`),
  historyEntry: (when: string, who: string) => `${when}, ${who}`,
  // Add / edit
  add: 'Adicionar convite',
  addTitle: 'Novo convite',
  editTitle: (household: string) => `Editar ${household}`,
  formIntro:
    'Um convite reúne quem mora junto ou vem junto. O acompanhante fica sem nome até o convidado informar.',
  name: 'Nome como no envelope',
  nameHint: 'Por exemplo: Família Souza, Tia Lúcia e Jorge.',
  phone: 'WhatsApp',
  phoneHint: 'Com DDD. Sem o +55, o Brasil é considerado.',
  email: 'E-mail',
  note: 'Observação',
  members: 'Convidados',
  memberLegend: (n: number) => `Pessoa ${n}`,
  memberName: 'Nome',
  memberKind: 'Adulto ou criança',
  memberAgeBand: 'Faixa etária',
  memberNoBand: 'Não informada',
  memberCompanion: 'Acompanhante (o convidado informa o nome ao responder)',
  addMember: 'Adicionar pessoa',
  removeMember: (n: number) => `Remover pessoa ${n}`,
  save: 'Salvar convite',
  saving: 'Salvando…',
  saved: (household: string) => `"${household}" salvo.`,
  saveError: 'Não foi possível salvar o convite. Tente de novo.',
  nameRequired: 'Informe o nome como no envelope.',
  membersRequired: 'Adicione pelo menos uma pessoa ao convite.',
  memberNameRequired: 'Cada pessoa precisa de um nome (só o acompanhante pode ficar sem nome).',
  // Record an answer
  recordTitle: (household: string) => `Resposta de ${household}`,
  recordIntro: 'Registre a resposta que o convidado deu por telefone ou pessoalmente.',
  companionSeat: (n: number) => `Acompanhante ${n}`,
  companionName: 'Nome do acompanhante',
  dietary: DIETARY_LABEL,
  answerMessage: 'Mensagem',
  saveAnswer: 'Salvar resposta',
  answerSaved: (household: string) => `Resposta de ${household} registrada.`,
  answerError: 'Não foi possível registrar a resposta. Tente de novo.',
  answerEveryone: 'Marque sim ou não para cada pessoa.',
  companionNameRequired: 'Informe o nome do acompanhante que vai.',
  // Export
  exportCsv: 'Exportar planilha (CSV)',
  answerSim: 'Sim',
  answerNao: 'Não',
  // The open-form answers (the RSVP panel)
  rsvpsLatestNote: 'Mostra a resposta mais recente de cada e-mail.',
  rsvpEarlier: (n: number) =>
    n === 1 ? 'Ver 1 resposta anterior' : `Ver ${n} respostas anteriores`,
  rsvpEarlierEntry: (when: string, answer: string) => `${when}: ${answer}`,
  rsvpHousehold: 'Convite',
  matchRsvp: 'Vincular a um convite',
  matchRsvpLabel: (name: string) => `Vincular a resposta de ${name} a um convite`,
  noHousehold: 'Nenhum convite',
  linkedTo: (household: string) => `Vinculada a ${household}`,
  matched: (household: string) => `Resposta vinculada a ${household}.`,
  unmatched: 'Vínculo removido.',
  matchError: 'Não foi possível vincular a resposta. Tente de novo.',
} as const

/** /dev, the RSVP panel: the RSVP deadline (docs/decisions/0018-the-site-by-the-clock.md). */
export const RSVP_DEADLINE_ADMIN = {
  title: 'Prazo de confirmação',
  keepOpen: 'Aceitar respostas depois do prazo',
  keepOpenHint: (date: string) =>
    `Depois de ${date}, os convidados ainda podem confirmar pelo site (pelo link do convite e pelo formulário).`,
  saved: 'Configuração salva.',
  saveError: 'Não foi possível salvar a configuração. Tente novamente.',
} as const

/**
 * The couple's dates, as the database holds them against the site's (src/config/wedding.ts;
 * docs/decisions/0024-settings.md): the notice at the top of /dev when they differ.
 */
export const WEDDING_DATES_ADMIN = {
  title: 'Datas do casamento no banco de dados',
  intro:
    'O banco de dados guarda o prazo de confirmação e a data de remoção dos dados pessoais, e os usa para recusar respostas fora do prazo e para apagar e-mails e telefones. Elas estão diferentes das datas deste site:',
  deadline: 'Prazo de confirmação',
  retention: 'Remoção dos dados pessoais',
  unset: 'não definida',
  /** `database` and `site` already formatted. */
  row: (what: string, database: string, site: string) =>
    `${what}: no banco, ${database}; no site, ${site}.`,
  update: 'Usar as datas do site',
  updating: 'Salvando…',
  saved: 'Datas do casamento salvas no banco de dados.',
  saveError: 'Não foi possível salvar as datas. Tente novamente.',
} as const
