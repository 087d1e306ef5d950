/**
 * The pt-BR texts of the site as an installed app that opens without signal
 * (docs/decisions/0021-offline-at-the-farm.md), part of src/config/copy.ts: a module of its own, so
 * the build's manifest (build/pwa.ts) can read it without the app's aliases. No imports here.
 */
export const OFFLINE = {
  /** Above a list shown from the copy this browser kept (gifts, messages, photos). */
  lastCopy: 'Sem conexão — mostrando a última versão',
  /** Any write tried without signal: nothing was sent, nothing waits to be sent later. */
  writeRefused:
    'Sem conexão com a internet: nada foi enviado. O que você escreveu continua aqui; tente de novo quando o sinal voltar.',
  updateAvailable: 'Nova versão disponível',
  update: 'Atualizar',
} as const

/**
 * The guest's own open-form RSVP answer, kept on the guest's device and shown again under 'Sua
 * resposta' at the next visit, with or without signal (src/features/rsvp/kept-answer.ts).
 */
export const KEPT_RSVP = {
  note: (sentAt: string) =>
    `Enviada em ${sentAt}. Esta cópia fica só neste aparelho, para você consultar mesmo sem sinal.`,
  forget: 'Esquecer neste aparelho',
  forgotten: 'Sua resposta foi apagada deste aparelho. Os noivos continuam com ela.',
} as const

/** The installed app's names (the web app manifest), from the couple's first names. */
export const APP_NAMES = {
  name: (first: string, second: string) => `Casamento de ${first} & ${second}`,
  // Under the icon on a home screen: about 12 characters fit.
  shortName: (first: string, second: string) => `${first} & ${second}`,
  description: (names: string, date: string) =>
    `O convite, o local e a lista de presentes do casamento de ${names}, ${date}.`,
} as const
