import * as z from 'zod/mini'
import { RSVP } from '../../config/copy/rsvp'
import { HOUSEHOLD_RSVP } from '../../config/copy/rsvp-household'
import { RSVP_ANSWERS } from '../../config/domain'
import { DIETARY_MAX, MESSAGE_MAX, NAME_MAX } from '../../config/ui'
import type { InvitationAnswer } from '../../data/types'
import { blankOrPhone, text } from './rules'

// A module of its own (beside schemas.ts): only a household's form chunk downloads it.

/**
 * The personal RSVP's values (docs/decisions/0016-guest-list.md): one flat text per field, keyed
 * by the member's id, so every member's field gets its own message.
 */
export type InvitationFormValues = Record<string, string>

export const invitationKey = {
  attending: (id: string) => `attending:${id}`,
  name: (id: string) => `name:${id}`,
  dietary: (id: string) => `dietary:${id}`,
  /** 'sim' when the guest ticked the consent to store dietary restrictions and allergies. */
  dietaryConsent: 'dietaryConsent',
}

// A refine rather than z.maxLength: that check would join zod's code in the first visit's chunks.
const upTo = (max: number, message: string) =>
  text().check(z.refine((v) => v.length <= max, message))

/**
 * One person answers for the whole household: every member sim / não, a name for an
 * 'acompanhante' seat that comes, the lengths the database takes, a valid phone when given. The
 * output is the answer answer_invitation takes (names only for who comes; dietary notes, health
 * data under LGPD, only for who comes and only with the guest's explicit consent: without it the
 * rest of the answer still goes).
 */
export function invitationAnswerSchema(members: readonly { id: string; companion: boolean }[]) {
  const shape: Record<string, z.ZodMiniType<string, string>> = {
    message: upTo(MESSAGE_MAX, HOUSEHOLD_RSVP.messageTooLong(MESSAGE_MAX)),
    phone: text().check(blankOrPhone(RSVP.invalidPhone)),
    [invitationKey.dietaryConsent]: z.string(),
  }
  for (const { id } of members) {
    shape[invitationKey.attending(id)] = z.enum(RSVP_ANSWERS, { error: HOUSEHOLD_RSVP.answerEach })
    shape[invitationKey.name(id)] = upTo(NAME_MAX, HOUSEHOLD_RSVP.nameTooLong(NAME_MAX))
    shape[invitationKey.dietary(id)] = upTo(DIETARY_MAX, HOUSEHOLD_RSVP.dietaryTooLong(DIETARY_MAX))
  }
  // A coming companion without a name, said together with any other problem (`when`: a
  // refinement otherwise waits until every field is valid, and the guest fixes one at a time).
  const companionsNamed = members
    .filter((m) => m.companion)
    .map(({ id }) =>
      z.refine<Record<string, string>>(
        (v) =>
          v[invitationKey.attending(id)] !== 'sim' ||
          (v[invitationKey.name(id)] ?? '').trim() !== '',
        {
          error: HOUSEHOLD_RSVP.companionNameRequired,
          path: [invitationKey.name(id)],
          when: () => true,
        },
      ),
    )
  return z.pipe(
    z.object(shape).check(...companionsNamed),
    z.transform((v: Record<string, string>): InvitationAnswer => {
      const answer: InvitationAnswer = { members: [] }
      const consent = v[invitationKey.dietaryConsent] === 'sim'
      for (const { id, companion } of members) {
        const attending = v[invitationKey.attending(id)] === 'sim' ? 'sim' : 'nao'
        const name = v[invitationKey.name(id)] ?? ''
        const dietary = v[invitationKey.dietary(id)] ?? ''
        answer.members.push({
          id,
          attending,
          ...(companion && attending === 'sim' ? { name } : null),
          ...(consent && attending === 'sim' && dietary ? { dietary } : null),
        })
      }
      if (consent) answer.sensitiveConsent = true
      if (v.message) answer.message = v.message
      if (v.phone) answer.phone = v.phone
      return answer
    }),
  )
}
