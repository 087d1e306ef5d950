import type { Household, HouseholdMember } from '@/data/types'

// Households as admin_list_households answers them, for the guest list's unit and component tests.

let n = 0

export function member(over: Partial<HouseholdMember> = {}): HouseholdMember {
  return {
    id: `m${++n}`,
    name: `Pessoa ${n}`,
    kind: 'adult',
    ageBand: null,
    companion: false,
    attending: null,
    dietary: null,
    ...over,
  }
}

export function household(over: Partial<Household> = {}): Household {
  const id = `h${++n}`
  return {
    id,
    name: `Convite ${n}`,
    phone: null,
    email: null,
    note: null,
    code: `CODE${n}`,
    members: [member()],
    message: null,
    answerPhone: null,
    answeredAt: null,
    answeredBy: null,
    history: [],
    createdAt: '2026-10-01T12:00:00Z',
    ...over,
  }
}

/** A small list: one family answered by link (a child of each band, a diet), one pending with
 * a companion seat, one that said no by phone. */
export function sampleList(): Household[] {
  return [
    household({
      name: 'Família Souza',
      phone: '(34) 99999-1111',
      email: 'souza@exemplo.com',
      code: 'SOUZA23456',
      answeredAt: '2026-11-02T15:30:00Z',
      answeredBy: 'convite',
      message: 'Estaremos lá!',
      members: [
        member({ name: 'Carlos Souza', attending: 'sim', dietary: 'Sem glúten' }),
        member({ name: 'Ana Souza', attending: 'sim' }),
        member({ name: 'Léo Souza', kind: 'child', ageBand: '0-5', attending: 'sim' }),
        member({ name: 'Bia Souza', kind: 'child', ageBand: '6-12', attending: 'nao' }),
      ],
      history: [
        {
          answeredAt: '2026-11-02T15:30:00Z',
          source: 'convite',
          message: 'Estaremos lá!',
          phone: null,
          members: [{ name: 'Carlos Souza', attending: 'sim', dietary: 'Sem glúten' }],
        },
      ],
    }),
    household({
      name: 'Tia Lúcia e Jorge',
      phone: '34 98888-2222',
      code: 'LUCIA23456',
      members: [
        member({ name: 'Lúcia Prado' }),
        member({ name: 'Jorge Prado' }),
        member({ name: '', companion: true }),
      ],
    }),
    household({
      name: 'Primo Davi',
      code: 'DAVI234567',
      answeredAt: '2026-11-05T12:00:00Z',
      answeredBy: 'casal',
      members: [member({ name: 'Davi Lima', attending: 'nao' })],
    }),
  ]
}
