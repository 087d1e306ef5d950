/**
 * The message wall.
 */
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
