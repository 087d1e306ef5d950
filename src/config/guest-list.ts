/**
 * The guest list (docs/decisions/0016-guest-list.md), part of wedding.ts's facts in a module of
 * its own (only the guest list's screens download it). TROQUE AQUI: the children's age bands the
 * buffet charges by, and the WhatsApp messages sent with each household's personal link
 * ({nome}: the household's name as on the envelope; {link}: its personal link).
 */
export const GUEST_LIST = {
  ageBands: [
    { id: '0-5', label: '0 a 5 anos (não paga)' },
    { id: '6-12', label: '6 a 12 anos (meia)' },
  ],
  inviteMessage:
    'Olá, {nome}! Com muita alegria convidamos vocês para o nosso casamento. Confirme a presença de cada um pelo seu convite: {link}',
  reminderMessage:
    'Olá, {nome}! Ainda não recebemos a confirmação de vocês para o nosso casamento. Pode responder por aqui, leva um minuto: {link}',
} as const
