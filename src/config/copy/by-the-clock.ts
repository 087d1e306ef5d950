/**
 * The site by the clock (docs/decisions/0018-the-site-by-the-clock.md): after the RSVP deadline
 * and after the wedding. A module of its own, imported only by sections below the first screen
 * and /dev, so a first visit's script does not carry it.
 */
/** After the RSVP deadline: the form gives way to this, unless the couple keep accepting answers. */
export const RSVP_DEADLINE = {
  /** What the database answers a late RSVP (WD410), whichever form sent it. */
  closedError: 'O prazo para confirmar presença terminou. Fale com os noivos pelo WhatsApp.',
  closedTitle: 'O prazo para confirmar presença terminou',
  closedText: (date: string) =>
    `As confirmações foram até ${date}. Se precisar falar com a gente, chame os noivos no WhatsApp.`,
  whatsApp: 'Falar com os noivos no WhatsApp',
  newTab: '(abre o WhatsApp)',
  whatsAppMessage:
    'Olá! Vi no site que o prazo para confirmar presença no casamento terminou e queria falar com vocês.',
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
