/**
 * The error texts the data layer shows (src/data/errors.ts): the guests' and the couple's login and account errors. Small on purpose: they are part of a first visit.
 */
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
