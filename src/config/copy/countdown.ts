/**
 * The countdown, and the time married after the wedding (docs/decisions/0018-the-site-by-the-clock.md).
 */
export const COUNTDOWN = {
  title: 'Contagem Regressiva',
  subtitle: 'Faltam poucos dias para o nosso grande dia!',
  days: 'dias',
  hours: 'horas',
  minutes: 'minutos',
  seconds: 'segundos',
  passed: 'O grande dia chegou!',
} as const

/** From the end of the wedding day. */
export const AFTER_WEDDING = {
  /** 'Casados há 1 dia', 'Casados há 7 dias'; null: not known yet (the prerendered page). */
  timeMarried: (days: number | null) =>
    days === 1 ? 'Casados há 1 dia' : `Casados há ${days ?? '--'} dias`,
  /** Under the days married, with the long date ('Desde 01 de novembro de 2025.'). */
  since: (date: string) => `Desde ${date}.`,
  rsvpTitle: 'Obrigado!',
  rsvpSubtitle: 'O nosso grande dia já aconteceu.',
  rsvpMore: 'As fotos estão na galeria, e os recados e presentes continuam abertos aqui embaixo.',
} as const
