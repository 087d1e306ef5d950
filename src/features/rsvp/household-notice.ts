import { RSVP } from '@/config/copy/rsvp'
import { HOUSEHOLD_RSVP } from '@/config/copy/rsvp-household'
import { EMAILJS } from '@/config/env'
import { COUPLE_EMAIL } from '@/config/wedding'
import type { HouseholdMember, InvitationAnswer } from '@/data/types'
import { postRsvpBackup } from './send-rsvp-backup'
import { eventEmailParams, sendRsvpTemplate, type EmailJsConfig } from './send-rsvp-email'

/** A household's answer as its notices tell it: who answered, and one line per person. */
export interface HouseholdNotice {
  householdName: string
  members: readonly HouseholdMember[]
  answer: InvitationAnswer
}

/** How a member is called in the answer: the name given for a companion seat that comes. */
export function memberLabel(member: HouseholdMember, given?: string): string {
  if (!member.companion) return member.name
  return given || member.name || HOUSEHOLD_RSVP.companion
}

function lines({ members, answer }: HouseholdNotice): string[] {
  return answer.members.map((a) => {
    const member = members.find((m) => m.id === a.id)
    const name = member ? memberLabel(member, a.name) : (a.name ?? '')
    const said = a.attending === 'sim' ? RSVP.willAttendSim : RSVP.willAttendNao
    return HOUSEHOLD_RSVP.memberLine(name, said, a.dietary ?? null)
  })
}

/**
 * The RSVP email's template_params (docs/product.md §7) for a household: the same parameters as
 * the open form's, with the household's name as the guest and every member's answer in
 * will_attend. A personal link carries no e-mail, so the notice goes to the couple.
 */
export function buildHouseholdEmailParams(notice: HouseholdNotice): Record<string, string> {
  return {
    ...eventEmailParams(),
    user_email: COUPLE_EMAIL,
    user_name: notice.householdName,
    guest_name: notice.householdName,
    guest_email: HOUSEHOLD_RSVP.noEmail,
    guest_phone: notice.answer.phone ?? HOUSEHOLD_RSVP.noPhone,
    will_attend: lines(notice).join('\n'),
    observations: notice.answer.message ?? RSVP.noObservations,
  }
}

/** The 'sim' template when anyone comes, else the 'nao' one. */
export function sendHouseholdEmail(notice: HouseholdNotice, config: EmailJsConfig = EMAILJS) {
  const anyone = notice.answer.members.some((m) => m.attending === 'sim')
  const said = notice.answer.members.map((m) => m.attending).join(',')
  return sendRsvpTemplate(
    anyone ? config.templateSim : config.templateNao,
    buildHouseholdEmailParams(notice),
    `convite:${notice.householdName}:${said}`,
    config,
  )
}

/** The backup copy (docs/product.md §7 'RSVP backup') of a household's answer. */
export function sendHouseholdBackup(notice: HouseholdNotice, url?: string): Promise<void> {
  const body = {
    convite: notice.householdName,
    respostas: lines(notice),
    telefone: notice.answer.phone ?? '',
    mensagem: notice.answer.message ?? '',
  }
  return postRsvpBackup(body, url)
}
