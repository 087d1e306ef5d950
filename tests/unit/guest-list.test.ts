import { describe, expect, it } from 'vitest'
import { COMMON } from '@/config/copy/common'
import { ADMIN } from '@/config/copy/admin'
import { GUESTS_ADMIN } from '@/config/copy/admin-guests'
import { PERSONAL_DATA_FILE_NOTICE } from '@/config/copy/personal-data'
import { GUEST_LIST } from '@/config/guest-list'
import {
  fillMessage,
  householdWhatsAppUrl,
  inviteLink,
  whatsAppNumber,
} from '@/features/admin/guests/guest-links'
import { filterHouseholds, summarize } from '@/features/admin/guests/guest-summary'
import { latestPerEmail } from '@/features/admin/panels/rsvp-history'
import type { Rsvp } from '@/data/types'
import { parseCsv } from '@/lib/csv'
import { guestListCsv } from '@/lib/guest-csv'
import {
  answerSchema,
  householdSchema,
  type AnswerFormMember,
  type HouseholdFormMember,
} from '@/lib/forms/admin-schemas'
import { household, member, sampleList } from '../harness/households'

describe('guest list summary', () => {
  it('counts households, people, answers, confirmed adults and children by band, and diets', () => {
    const s = summarize(sampleList())
    expect(s.households).toBe(3)
    expect(s.people).toBe(8)
    expect([s.sim, s.nao, s.pending]).toEqual([3, 2, 3])
    expect(s.adultsConfirmed).toBe(2)
    expect(s.childrenConfirmed).toBe(1)
    // Bia (6-12) said no: only Léo counts.
    expect([...s.childrenByBand]).toEqual([['0-5', 1]])
    expect(s.dietary).toEqual([
      { person: 'Carlos Souza', household: 'Família Souza', note: 'Sem glúten' },
    ])
  })

  it('counts a confirmed child without a band under no band', () => {
    const s = summarize([household({ members: [member({ kind: 'child', attending: 'sim' })] })])
    expect([...s.childrenByBand]).toEqual([['', 1]])
  })

  it('filters households by their people and searches names ignoring accents', () => {
    const list = sampleList()
    const names = (f: Parameters<typeof filterHouseholds>[1], q = '') =>
      filterHouseholds(list, f, q).map((h) => h.name)
    expect(names('all')).toHaveLength(3)
    expect(names('pending')).toEqual(['Tia Lúcia e Jorge'])
    expect(names('sim')).toEqual(['Família Souza'])
    // A household where one says no shows under 'Não vão' too.
    expect(names('nao')).toEqual(['Família Souza', 'Primo Davi'])
    expect(names('dietary')).toEqual(['Família Souza'])
    expect(names('all', 'lucia')).toEqual(['Tia Lúcia e Jorge'])
    expect(names('all', 'LEO')).toEqual(['Família Souza'])
    expect(names('pending', 'davi')).toEqual([])
  })
})

describe('guest list links', () => {
  it('builds the personal link with the code, opening at the RSVP', () => {
    expect(inviteLink('https://site.example', 'ABC234')).toBe(
      'https://site.example/?convite=ABC234#rsvp',
    )
  })

  it('puts 55 before a Brazilian phone without a country code, keeps one that has it', () => {
    expect(whatsAppNumber('(34) 99999-1111')).toBe('5534999991111')
    expect(whatsAppNumber('34 3333-1111')).toBe('553433331111')
    // DDD 55 (Santa Maria) is still a Brazilian number without the country code.
    expect(whatsAppNumber('(55) 99999-1111')).toBe('5555999991111')
    expect(whatsAppNumber('55 34 99999-1111')).toBe('5534999991111')
    expect(whatsAppNumber('+351 912 345 678')).toBe('351912345678')
    expect(whatsAppNumber('034 99999-1111')).toBe('5534999991111')
    expect(whatsAppNumber(null)).toBeNull()
    expect(whatsAppNumber('123')).toBeNull()
  })

  it('fills the message template and encodes it in a wa.me link', () => {
    const link = 'https://site.example/?convite=ABC234'
    expect(fillMessage('Oi {nome}: {link} ({nome})', 'Família Souza', link)).toBe(
      `Oi Família Souza: ${link} (Família Souza)`,
    )
    const href = householdWhatsAppUrl(
      '(34) 99999-1111',
      GUEST_LIST.inviteMessage,
      'Tia Lú & Jorge',
      link,
    )
    const url = new URL(href ?? '')
    expect(url.origin + url.pathname).toBe('https://wa.me/5534999991111')
    const text = url.searchParams.get('text') ?? ''
    expect(text).toContain('Tia Lú & Jorge')
    expect(text).toContain(link)
    // Encoded: the & and the link's ? and = do not break the query.
    expect(href).toContain(encodeURIComponent(link))
    expect(href).not.toContain(' ')
    expect(householdWhatsAppUrl(null, GUEST_LIST.inviteMessage, 'X', link)).toBeNull()
  })
})

describe('guest list export', () => {
  it("writes one row per person: the import's columns, then the answer", () => {
    const rows = parseCsv(guestListCsv(sampleList()))
    const g = ADMIN.guestCsv
    expect(rows[0]).toEqual([
      ...Object.values(g.columns),
      g.answerColumns.answer,
      g.answerColumns.dietary,
      g.answerColumns.message,
      g.answerColumns.answeredAt,
      g.answerColumns.recordedBy,
    ])
    expect(rows.at(-1)).toEqual([PERSONAL_DATA_FILE_NOTICE])
    expect(rows).toHaveLength(10)
    expect(rows[1]).toEqual([
      'Família Souza',
      'Carlos Souza',
      'Adulto',
      '',
      '',
      '(34) 99999-1111',
      'souza@exemplo.com',
      '',
      'Sim',
      'Sem glúten',
      'Estaremos lá!',
      // 15:30 UTC is 12:30 at the venue (-03:00).
      '02/11/2026 12:30',
      'Convidado',
    ])
    expect(rows[3]?.slice(2, 5)).toEqual(['Criança', '0 a 5 anos (não paga)', ''])
    expect(rows[3]?.[8]).toBe('Sim')
    expect(rows[7]?.slice(1, 5)).toEqual(['', 'Adulto', '', 'Sim'])
    expect(rows[7]?.[8]).toBe('Pendente')
    expect(rows[8]?.slice(11)).toEqual(['05/11/2026 09:00', 'Noivos'])
  })
})

describe('open-form answers', () => {
  const rsvp = (id: string, email: string, at: string): Rsvp => ({
    id,
    nome_completo: id,
    vai_ao_evento: 'sim',
    email,
    telefone: '34 99999-0000',
    observacoes: null,
    household_id: null,
    created_at: at,
    updated_at: at,
    dietary: null,
    sensitive_consent_at: null,
  })

  it('keeps the latest answer per e-mail (any case) with the earlier ones, newest first', () => {
    const groups = latestPerEmail([
      rsvp('a1', 'ana@x.com', '2026-11-01T10:00:00Z'),
      rsvp('b1', 'bia@x.com', '2026-11-02T10:00:00Z'),
      rsvp('a3', 'ANA@x.com', '2026-11-03T10:00:00Z'),
      rsvp('a2', 'ana@x.com', '2026-11-02T11:00:00Z'),
    ])
    expect(groups.map((g) => [g.latest.id, g.earlier.map((r) => r.id)])).toEqual([
      ['a3', ['a2', 'a1']],
      ['b1', []],
    ])
  })
})

describe('guest list forms', () => {
  const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message) ?? []
  const row = (over: Partial<HouseholdFormMember> = {}): HouseholdFormMember => ({
    key: 'k',
    name: 'Ana',
    kind: 'adult',
    ageBand: '',
    companion: false,
    ...over,
  })

  it('a household: every problem at once, in pt-BR; a companion seat may have no name', () => {
    const bad = householdSchema.safeParse({
      name: ' ',
      phone: '12',
      email: 'ana@',
      note: '',
      members: [row({ name: '' }), row({ name: '', companion: true })],
    })
    expect(messages(bad)).toEqual([
      GUESTS_ADMIN.nameRequired,
      COMMON.invalidPhone,
      COMMON.invalidEmail,
      GUESTS_ADMIN.memberNameRequired,
    ])
    expect(
      messages(
        householdSchema.safeParse({ name: 'X', phone: '', email: '', note: '', members: [] }),
      ),
    ).toEqual([GUESTS_ADMIN.membersRequired])
    expect(
      householdSchema.parse({
        name: ' Família Souza ',
        phone: '',
        email: '',
        note: '',
        members: [
          row({ id: 'm1', kind: 'adult', ageBand: '0-5' }),
          row({ name: 'Léo', kind: 'child', ageBand: '0-5' }),
          row({ name: '', companion: true }),
        ],
      }),
    ).toEqual({
      name: 'Família Souza',
      phone: null,
      email: null,
      note: null,
      members: [
        // An adult has no age band, whatever the form held.
        { id: 'm1', name: 'Ana', kind: 'adult', ageBand: null, companion: false },
        { name: 'Léo', kind: 'child', ageBand: '0-5', companion: false },
        { name: '', kind: 'adult', ageBand: null, companion: true },
      ],
    })
  })

  it('an answer: everyone sim or não, a companion who comes named; blanks are not sent', () => {
    const answer = (over: Partial<AnswerFormMember>): AnswerFormMember => ({
      id: 'm1',
      companion: false,
      attending: 'sim',
      name: '',
      dietary: '',
      ...over,
    })
    expect(
      messages(
        answerSchema.safeParse({
          members: [answer({ attending: '' })],
          message: '',
          consent: false,
        }),
      ),
    ).toEqual([GUESTS_ADMIN.answerEveryone])
    expect(
      messages(
        answerSchema.safeParse({
          members: [answer({ companion: true })],
          message: '',
          consent: false,
        }),
      ),
    ).toEqual([GUESTS_ADMIN.companionNameRequired])
    expect(
      answerSchema.parse({
        members: [
          answer({ dietary: ' Lactose ' }),
          answer({ id: 'm2', companion: true, attending: 'nao' }),
          answer({ id: 'm3', companion: true, name: 'Rui' }),
        ],
        message: '  ',
        consent: true,
      }),
    ).toEqual({
      members: [
        { id: 'm1', attending: 'sim', dietary: 'Lactose' },
        { id: 'm2', attending: 'nao' },
        { id: 'm3', attending: 'sim', name: 'Rui' },
      ],
      sensitiveConsent: true,
    })
    // Without the guest's consent the dietary notes are left out, the rest goes.
    expect(
      answerSchema.parse({
        members: [answer({ dietary: 'Lactose' })],
        message: '',
        consent: false,
      }),
    ).toEqual({ members: [{ id: 'm1', attending: 'sim' }] })
  })
})
