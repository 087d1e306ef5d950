/**
 * The pt-BR texts of the couple's privacy tools in /dev (LGPD): the 'Privacidade' panel (one
 * person's data found by e-mail or phone, exported, erased; the log; the retention notice) and
 * the consent of an answer given by phone. Only the panel's chunks import it.
 */
export const PRIVACY_ADMIN = {
  title: 'Privacidade',
  description:
    'Encontre tudo o que está guardado sobre uma pessoa pelo e-mail ou telefone, exporte em um arquivo ou apague.',
  query: 'E-mail ou telefone',
  queryHint: 'O e-mail ou o telefone que a pessoa usou no site.',
  queryRequired: 'Digite um e-mail ou um telefone.',
  search: 'Buscar',
  searching: 'Buscando…',
  searchError: 'Não foi possível buscar os dados desta pessoa.',
  nothingFound: 'Nada guardado com este e-mail ou telefone.',
  foundFor: (query: string) => `Dados guardados de ${query}`,
  emails: 'E-mails',
  phones: 'Telefones',
  rsvps: 'Confirmações de presença',
  households: 'Convites (família)',
  reservations: 'Reservas de presentes',
  messages: 'Recados',
  contributions: 'Contribuições',
  none: 'Nenhum.',
  rsvpLine: (answer: string, at: string) => `${answer} em ${at}`,
  householdLine: (name: string, members: number) =>
    members === 1 ? `${name} (1 pessoa)` : `${name} (${members} pessoas)`,
  reservationLine: (gift: string, by: string) => `${gift}, reservado por ${by}`,
  contributionLine: (amount: string, status: string, at: string) =>
    `${amount} (${status}) em ${at}`,
  export: 'Exportar JSON',
  exporting: 'Exportando…',
  exported: 'Arquivo exportado.',
  exportError: 'Não foi possível exportar os dados.',
  erase: 'Apagar dados desta pessoa',
  erasing: 'Apagando…',
  eraseTitle: 'Apagar os dados desta pessoa?',
  eraseBody:
    'O nome, o e-mail, o telefone e as restrições alimentares desta pessoa serão apagados de confirmações, convites, reservas, recados e contribuições. Contribuições pagas mantêm só o valor e a data. Isto não pode ser desfeito.',
  eraseConfirm: 'Apagar definitivamente',
  erased: (n: number) =>
    n === 1
      ? 'Dados apagados (1 registro alterado).'
      : `Dados apagados (${n} registros alterados).`,
  eraseError: 'Não foi possível apagar os dados.',
  fileName: (date: string) => `dados-pessoais-${date}.json`,
  logTitle: 'Registro de ações',
  logEmpty: 'Nenhuma ação registrada ainda.',
  logError: 'Não foi possível carregar o registro de ações.',
  logWhen: 'Quando',
  logWho: 'Quem',
  logWhat: 'O quê',
  logCounts: 'Registros',
  automatic: 'Automático',
  actions: {
    lookup: 'Busca',
    export: 'Exportação',
    erase: 'Exclusão',
    retention: 'Retenção automática',
  },
  countsLine: (c: {
    rsvps: number
    households: number
    reservations: number
    messages: number
    contributions: number
  }) =>
    `${c.rsvps} confirmações, ${c.households} convites, ${c.reservations} reservas, ${c.messages} recados, ${c.contributions} contribuições`,
  retentionTitle: 'Retenção dos dados',
  retentionDate: (date: string) =>
    `Em ${date}, e-mails, telefones, restrições alimentares e idades das crianças serão apagados automaticamente. Recados e nomes nos presentes ficam.`,
  retentionSoon: (days: number) =>
    days === 1
      ? 'Falta 1 dia para a exclusão automática. Exporte o backup antes, se precisar.'
      : `Faltam ${days} dias para a exclusão automática. Exporte o backup antes, se precisar.`,
  retentionDone: (date: string) =>
    `A data de retenção passou: contatos e dados sensíveis foram apagados (última vez em ${date}).`,
  retentionPassed: 'A data de retenção passou: contatos e dados sensíveis são apagados.',
  retentionUnset:
    'A data de retenção ainda não está no banco de dados: nada é apagado automaticamente até você salvá-la (aviso no alto desta página).',
  // The couple's form for an answer given by phone (the guest's consent, said to them).
  phoneConsent: 'O convidado autorizou guardar as restrições alimentares e alergias.',
} as const
