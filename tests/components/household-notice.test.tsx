import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RSVP } from '@/config/copy/rsvp'
import { COUPLE_EMAIL, VENUE } from '@/config/wedding'
import type { HouseholdMember } from '@/data/types'
import {
  buildHouseholdEmailParams,
  sendHouseholdBackup,
  sendHouseholdEmail,
  type HouseholdNotice,
} from '@/features/rsvp/household-notice'
import { buildRsvpEmailParams } from '@/features/rsvp/send-rsvp-email'

// A household's answer in the couple's EmailJS notice and the backup copy (docs/product.md §7).

const CONFIG = {
  publicKey: 'pk-test',
  serviceId: 'service_test',
  templateSim: 'template_sim',
  templateNao: 'template_nao',
}

const member = (id: string, name: string, companion = false): HouseholdMember => ({
  id,
  name,
  kind: 'adult',
  ageBand: null,
  companion,
  attending: null,
  dietary: null,
})

const SOUZA: HouseholdNotice = {
  householdName: 'Família Souza',
  members: [member('a', 'Ana Souza'), member('b', 'João Souza'), member('c', '', true)],
  answer: {
    members: [
      { id: 'a', attending: 'sim', dietary: 'Sem glúten' },
      { id: 'b', attending: 'nao' },
      { id: 'c', attending: 'sim', name: 'Carlos Lima' },
    ],
    message: 'Parabéns aos noivos!',
    phone: '(34) 99999-0000',
  },
}

describe('a household in the RSVP email', () => {
  it('carries the household name and one line per person in the open form’s parameters', () => {
    const params = buildHouseholdEmailParams(SOUZA)
    expect(Object.keys(params).sort()).toEqual(
      Object.keys(
        buildRsvpEmailParams({ nomeCompleto: 'x', vaiAoEvento: 'sim', email: 'x', telefone: 'x' }),
      ).sort(),
    )
    expect(params).toMatchObject({
      user_email: COUPLE_EMAIL,
      user_name: 'Família Souza',
      reply_to: COUPLE_EMAIL,
      guest_name: 'Família Souza',
      guest_phone: '(34) 99999-0000',
      will_attend: 'Ana Souza: Sim (Sem glúten)\nJoão Souza: Não\nCarlos Lima: Sim',
      observations: 'Parabéns aos noivos!',
      event_venue: VENUE.name,
    })
  })

  it('defaults the message and names an unnamed companion seat', () => {
    const params = buildHouseholdEmailParams({
      ...SOUZA,
      answer: { members: [{ id: 'c', attending: 'nao' }] },
    })
    expect(params.will_attend).toBe('Acompanhante: Não')
    expect(params.observations).toBe(RSVP.noObservations)
  })
})

describe('sending a household’s notices', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    localStorage.clear()
    fetchMock.mockReset()
    fetchMock.mockImplementation(async () => new Response('OK', { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it("uses the 'sim' template when anyone comes and the 'nao' one when nobody does", async () => {
    await expect(sendHouseholdEmail(SOUZA, CONFIG)).resolves.toBe('sent')
    const nobody = {
      ...SOUZA,
      answer: {
        members: SOUZA.answer.members.map((m) => ({ id: m.id, attending: 'nao' as const })),
      },
    }
    await expect(sendHouseholdEmail(nobody, CONFIG)).resolves.toBe('sent')
    const bodies = fetchMock.mock.calls.map((c) => JSON.parse(String(c[1]?.body)))
    expect(bodies.map((b) => b.template_id)).toEqual(['template_sim', 'template_nao'])
    expect(bodies[0].template_params.guest_name).toBe('Família Souza')
  })

  it('posts the backup copy with every person’s answer', async () => {
    await sendHouseholdBackup(SOUZA, 'https://formspree.io/f/abcdwxyz')
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      convite: 'Família Souza',
      respostas: ['Ana Souza: Sim (Sem glúten)', 'João Souza: Não', 'Carlos Lima: Sim'],
      telefone: '(34) 99999-0000',
      mensagem: 'Parabéns aos noivos!',
    })
    fetchMock.mockClear()
    await sendHouseholdBackup(SOUZA, undefined)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
