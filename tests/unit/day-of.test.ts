// The door's logic on the phone (src/features/admin/day-of): the search, the QR, the counters and
// the offline queue (docs/decisions/0026-the-day-at-the-door.md).
import { describe, expect, it } from 'vitest'
import type { DayHousehold, DayMember, DayOf } from '@/data/day-of'
import { toDayOf } from '@/data/day-of'
import { parseCsv } from '@/lib/csv'
import {
  doorCounts,
  doorList,
  householdOfQr,
  searchHouseholds,
  searchIndex,
  seating,
  seatingCsv,
} from '@/features/admin/day-of/day-of-logic'
import { enqueue, withQueue, type QueuedChange } from '@/features/admin/day-of/use-day-of'

let n = 0
const member = (over: Partial<DayMember> = {}): DayMember => ({
  id: `m${++n}`,
  name: `Pessoa ${n}`,
  kind: 'adult',
  ageBand: null,
  companion: false,
  attending: 'sim',
  dietary: null,
  tableId: null,
  releasedFrom: null,
  arrivedAt: null,
  ...over,
})
const household = (name: string, code: string, members: DayMember[]): DayHousehold => ({
  id: `h-${code}`,
  name,
  code,
  members,
})

function day(): DayOf {
  return {
    tables: [{ id: 't7', name: 'Mesa 7', seats: 8 }],
    households: [
      household('Família Conceição', 'abcdefghij', [
        member({ id: 'joao', name: 'João Conceição', tableId: 't7', dietary: 'Sem glúten' }),
        member({ id: 'leo', name: 'Léo Conceição', kind: 'child', tableId: 't7' }),
        member({ id: 'bia', name: 'Bia Conceição', attending: 'nao', releasedFrom: 't7' }),
      ]),
      household('Primo Davi', 'kmnpqrstuv', [member({ id: 'davi', name: 'Davi Lima' })]),
    ],
    walkIns: [],
  }
}

describe('the door', () => {
  it('finds any part of any name, accents and case ignored', () => {
    const index = searchIndex(day().households)
    const names = (q: string) => searchHouseholds(index, q).shown.map((h) => h.name)
    expect(names('CONCEICAO')).toEqual(['Família Conceição'])
    expect(names('leo')).toEqual(['Família Conceição'])
    expect(names('familia')).toEqual(['Família Conceição'])
    expect(names('lim')).toEqual(['Primo Davi'])
    expect(searchHouseholds(index, 'x')).toEqual({ shown: [], total: 0 })
  })

  it('shows the first few of many matches and counts them all', () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      household(`Família Souza ${i + 1}`, `code${i}`, []),
    )
    const { shown, total } = searchHouseholds(searchIndex(many), 'souza', 10)
    expect(shown.map((h) => h.name)).toEqual(many.slice(0, 10).map((h) => h.name))
    expect(total).toBe(25)
  })

  it('opens the household of a personal link’s QR, and nothing for another QR', () => {
    const { households } = day()
    expect(
      householdOfQr(households, 'https://casamento.exemplo/?convite=kmnpqrstuv#rsvp')?.name,
    ).toBe('Primo Davi')
    expect(householdOfQr(households, 'https://exemplo.com/?convite=zzzzzzzzzz')).toBeNull()
  })

  it('counts arrivals of confirmed guests by adults and children', () => {
    const d = withQueue(day(), [
      { kind: 'arrive', arrival: { memberId: 'leo', arrivedAt: '2025-11-01T19:00:00Z' } },
      { kind: 'arrive', arrival: { memberId: 'davi', arrivedAt: '2025-11-01T19:05:00Z' } },
    ])
    expect(doorCounts(d)).toMatchObject({
      came: 2,
      confirmed: 3,
      adultsCame: 1,
      adults: 2,
      childrenCame: 1,
      children: 1,
    })
  })

  it('queues offline: an undo cancels an arrival not sent yet, a repeat is one arrival', () => {
    const arrive = (memberId: string): QueuedChange => ({
      kind: 'arrive',
      arrival: { memberId, arrivedAt: '2025-11-01T19:00:00Z' },
    })
    let queue = enqueue([], arrive('davi'))
    queue = enqueue(queue, arrive('davi'))
    expect(queue).toHaveLength(1)
    queue = enqueue(queue, { kind: 'undo', memberId: 'davi' })
    expect(queue).toEqual([])
    // An arrival the database already has: the undo is queued for it.
    queue = enqueue(queue, { kind: 'undo', memberId: 'joao' })
    const shown = withQueue(
      {
        ...day(),
        households: day().households.map((h) => ({
          ...h,
          members: h.members.map((m) => (m.id === 'joao' ? { ...m, arrivedAt: 'x' } : m)),
        })),
      },
      queue,
    )
    expect(shown.households[0]?.members[0]?.arrivedAt).toBeNull()
  })
})

describe('the tables', () => {
  it('seats the confirmed, lists the freed seat and prints the door list by name', () => {
    const { byTable, unseated, released } = seating(day())
    expect(byTable.get('t7')?.map((s) => s.member.name)).toEqual([
      'João Conceição',
      'Léo Conceição',
    ])
    expect(unseated.map((s) => s.member.name)).toEqual(['Davi Lima'])
    expect(released.map((s) => [s.member.name, s.table?.name])).toEqual([
      ['Bia Conceição', 'Mesa 7'],
    ])
    expect(doorList(day()).map((r) => [r.name, r.table])).toEqual([
      ['Davi Lima', '—'],
      ['João Conceição', 'Mesa 7'],
      ['Léo Conceição', 'Mesa 7'],
    ])
  })

  it('exports a CSV Excel pt-BR opens, with the dietary notes', () => {
    const rows = parseCsv(seatingCsv(day(), 'Dados pessoais.'))
    expect(rows[0]).toEqual([
      'Nome',
      'Convite',
      'Mesa',
      'Adulto ou criança',
      'Restrições',
      'Chegou',
    ])
    expect(rows[2]).toEqual([
      'João Conceição',
      'Família Conceição',
      'Mesa 7',
      'Adulto',
      'Sem glúten',
      '',
    ])
  })

  it('reads admin_day_of’s json', () => {
    const d = toDayOf(
      JSON.stringify({
        tables: [{ id: 't', name: 'Mesa 1', seats: 8 }],
        households: [
          {
            id: 'h',
            name: 'Casa',
            code: 'abcdefghij',
            members: [{ id: 'm', name: 'Ana', kind: 'adult', attending: 'sim', table_id: 't' }],
          },
        ],
        walk_ins: [{ id: 'w', name: 'Beto', arrived_at: '2025-11-01T20:00:00Z' }],
      }),
    )
    expect(d.households[0]?.members[0]).toMatchObject({ tableId: 't', arrivedAt: null })
    expect(d.walkIns[0]).toMatchObject({ name: 'Beto', cameWith: null })
  })
})
