/**
 * The texts shared by every part of the site: buttons, states, a person's or a place's phone.
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

/** A person's or a place's phone as buttons (src/components/ui/phone-links.tsx). */
export const PHONE_LINKS = {
  call: (name: string) => `Ligar para ${name}`,
  callShort: 'Ligar',
  whatsapp: (name: string) => `WhatsApp de ${name}`,
  whatsappShort: 'WhatsApp',
  newTab: '(abre em nova aba)',
} as const
