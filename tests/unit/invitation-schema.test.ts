import { describe, expect, it } from 'vitest'
import { HOUSEHOLD_RSVP } from '@/config/copy/rsvp-household'
import { invitationAnswerSchema, invitationKey as key } from '@/lib/forms/invitation-schema'

// A household's answer (docs/decisions/0016-guest-list.md): every problem is named at once, so the
// guest fixes the form in one go.
const MEMBERS = [
  { id: 'ana', companion: false },
  { id: 'seat', companion: true },
  { id: 'caio', companion: false },
]
const filled = {
  [key.attending('ana')]: 'sim',
  [key.name('ana')]: '',
  [key.dietary('ana')]: 'Sem glúten',
  [key.attending('seat')]: 'sim',
  [key.name('seat')]: 'Duda Lima',
  [key.dietary('seat')]: '',
  [key.attending('caio')]: 'nao',
  [key.name('caio')]: '',
  [key.dietary('caio')]: 'ignorado',
  message: '',
  phone: '',
  [key.dietaryConsent]: 'sim',
}

describe('a household answer', () => {
  it('names a coming companion without a name together with a member left unanswered', () => {
    const result = invitationAnswerSchema(MEMBERS).safeParse({
      ...filled,
      [key.name('seat')]: '  ',
      [key.attending('caio')]: '',
    })
    expect(result.success).toBe(false)
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message])
    expect(issues).toEqual(
      expect.arrayContaining([
        [key.name('seat'), HOUSEHOLD_RSVP.companionNameRequired],
        [key.attending('caio'), HOUSEHOLD_RSVP.answerEach],
      ]),
    )
  })

  it('answers each member, a name only for a coming companion, diets only for who comes', () => {
    expect(invitationAnswerSchema(MEMBERS).parse(filled)).toEqual({
      members: [
        { id: 'ana', attending: 'sim', dietary: 'Sem glúten' },
        { id: 'seat', attending: 'sim', name: 'Duda Lima' },
        { id: 'caio', attending: 'nao' },
      ],
      sensitiveConsent: true,
    })
  })

  it('leaves the diets out without the consent, and sends the rest of the answer', () => {
    expect(invitationAnswerSchema(MEMBERS).parse({ ...filled, [key.dietaryConsent]: '' })).toEqual({
      members: [
        { id: 'ana', attending: 'sim' },
        { id: 'seat', attending: 'sim', name: 'Duda Lima' },
        { id: 'caio', attending: 'nao' },
      ],
    })
  })
})
