import { RSVP } from '@/config/copy/rsvp'
import { EMAILJS } from '@/config/env'
import {
  CONTACTS,
  COUPLE_EMAIL,
  COUPLE_NAMES,
  VENUE,
  VENUE_FULL_ADDRESS,
  VENUE_MAP_URL,
  WEDDING_DATE_LABEL,
  WEDDING_TIME_LABEL,
  WEDDING_WEEKDAY_LABEL,
} from '@/config/wedding'
import type { RsvpInput } from '@/data/types'
import { sendEmailTemplate, type EmailJsConfig } from '@/lib/emailjs'
import { cleanText } from '@/lib/text'

export type RsvpEmailStatus = 'processing' | 'sent' | 'failed'

export type { EmailJsConfig }

/** The couple and the event: the same in every RSVP email (the open form's and a household's). */
export function eventEmailParams(): Record<string, string> {
  return {
    reply_to: COUPLE_EMAIL,
    couple_names: COUPLE_NAMES,
    event_date: RSVP.eventDate(WEDDING_WEEKDAY_LABEL, WEDDING_DATE_LABEL),
    event_time: WEDDING_TIME_LABEL,
    event_venue: VENUE.name,
    event_address: VENUE_FULL_ADDRESS,
    event_map_link: VENUE_MAP_URL,
    contact_info: CONTACTS.map((c) => RSVP.contactLine(c.name, c.role, c.phoneLabel)).join('\n'),
  }
}

/**
 * docs/product.md §7: the template_params of the RSVP email. The message goes to the guest (user_email,
 * user_name); replies reach the couple (reply_to). Observations default to 'Nenhuma observação'.
 */
export function buildRsvpEmailParams(input: RsvpInput): Record<string, string> {
  const observations = cleanText(input.observacoes ?? '')
  return {
    ...eventEmailParams(),
    user_email: input.email,
    user_name: input.nomeCompleto,
    guest_name: input.nomeCompleto,
    guest_email: input.email,
    guest_phone: input.telefone,
    will_attend: input.vaiAoEvento === 'sim' ? RSVP.willAttendSim : RSVP.willAttendNao,
    observations: observations || RSVP.noObservations,
  }
}

/** docs/product.md §7: 'sim' and 'nao' use different templates. */
export function rsvpTemplateId(input: RsvpInput, config: EmailJsConfig = EMAILJS) {
  return input.vaiAoEvento === 'sim' ? config.templateSim : config.templateNao
}

/**
 * Sends the open form's RSVP email. The same answer from the same guest is not emailed twice
 * within 10 s (a double tap); a changed answer is a new email, so the couple learn of the change.
 */
export function sendRsvpEmail(
  input: RsvpInput,
  config: EmailJsConfig = EMAILJS,
): Promise<Exclude<RsvpEmailStatus, 'processing'>> {
  return sendRsvpTemplate(
    rsvpTemplateId(input, config),
    buildRsvpEmailParams(input),
    `rsvp:${input.email.toLowerCase()}:${input.vaiAoEvento}`,
    config,
  )
}

/**
 * Sends an RSVP email (src/lib/emailjs.ts). Never throws: docs/product.md §8 says an email failure
 * does not block the RSVP, so the result is only the sub-status to show. EmailJS not configured
 * counts as failed. `answerId` names the answer for the 10 s repeat limit.
 */
export async function sendRsvpTemplate(
  templateId: string | undefined,
  params: Record<string, string>,
  answerId: string,
  config: EmailJsConfig = EMAILJS,
): Promise<Exclude<RsvpEmailStatus, 'processing'>> {
  const result = await sendEmailTemplate(templateId, params, answerId, config)
  if (result === 'off') {
    console.warn('EmailJS não configurado: o e-mail de confirmação não foi enviado.')
    return 'failed'
  }
  return result
}
