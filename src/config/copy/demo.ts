/**
 * The embedded demo: its badge and notices.
 */
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
