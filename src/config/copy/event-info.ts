/**
 * Where and when: the event section and its calendar file.
 */
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

export const CALENDAR = {
  add: 'Adicionar ao calendário',
  ics: 'Baixar evento (.ics)',
  google: 'Google Agenda',
  eventTitle: (names: string) => `Casamento de ${names}`,
  eventDescription: 'Cerimônia e festa de casamento. Confirme sua presença no site.',
} as const
