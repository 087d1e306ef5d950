import { TABLES, AFTER } from '@/config/copy/day-of'
import { DOOR_RESULTS_SHOWN } from '@/config/ui'
import type { DayHousehold, DayMember, DayOf, DayTable, WalkIn } from '@/data/day-of'
import { toCsv } from '@/lib/csv'
import { formatSheetDateTime } from '@/lib/dates'

/** A name as the door's search compares it: no accents, no case, single spaces. */
export function searchKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** The households once, each with the keys its search matches (built when the list changes). */
export interface SearchIndex {
  entries: { household: DayHousehold; keys: string }[]
}

export function searchIndex(households: readonly DayHousehold[]): SearchIndex {
  return {
    entries: households.map((household) => ({
      household,
      keys: searchKey([household.name, ...household.members.map((m) => m.name)].join(' | ')),
    })),
  }
}

/**
 * Households whose name or any member's name contains the query (accents and case ignored): the
 * first `limit` of them, and how many there are. A phone at the door shows a handful; the count
 * tells the receptionist to type on.
 */
export function searchHouseholds(
  index: SearchIndex,
  query: string,
  limit = DOOR_RESULTS_SHOWN,
): { shown: DayHousehold[]; total: number } {
  const q = searchKey(query)
  const shown: DayHousehold[] = []
  if (q.length < 2) return { shown, total: 0 }
  let total = 0
  for (const entry of index.entries) {
    if (entry.keys.includes(q)) {
      total++
      if (shown.length < limit) shown.push(entry.household)
    }
  }
  return { shown, total }
}

/** The household a scanned QR opens: the personal link carries its code (…/convite/<code>). */
export function householdOfQr(
  households: readonly DayHousehold[],
  text: string,
): DayHousehold | null {
  const codes = text.toLowerCase().match(/[a-kmnp-z2-9]{10}/g) ?? []
  for (const code of codes.reverse()) {
    const found = households.find((h) => h.code === code)
    if (found) return found
  }
  return null
}

const confirmed = (m: DayMember) => m.attending === 'sim'

export interface DoorCounts {
  came: number
  confirmed: number
  adultsCame: number
  adults: number
  childrenCame: number
  children: number
  walkIns: number
}

/** 'Chegaram X de Y confirmados', by adults and children (arrivals of confirmed members). */
export function doorCounts(day: DayOf): DoorCounts {
  const counts: DoorCounts = {
    came: 0,
    confirmed: 0,
    adultsCame: 0,
    adults: 0,
    childrenCame: 0,
    children: 0,
    walkIns: day.walkIns.length,
  }
  for (const h of day.households) {
    for (const m of h.members) {
      if (!confirmed(m)) continue
      const came = m.arrivedAt !== null
      counts.confirmed++
      if (came) counts.came++
      if (m.kind === 'child') {
        counts.children++
        if (came) counts.childrenCame++
      } else {
        counts.adults++
        if (came) counts.adultsCame++
      }
    }
  }
  return counts
}

export interface Seated {
  member: DayMember
  household: DayHousehold
}

/** Who sits at each table, and who confirmed without one ('Sem mesa'), households kept together. */
export function seating(day: DayOf) {
  const byTable = new Map<string, Seated[]>(day.tables.map((t) => [t.id, []]))
  const unseated: Seated[] = []
  const released: (Seated & { table: DayTable | undefined })[] = []
  for (const household of day.households) {
    for (const member of household.members) {
      if (member.releasedFrom) {
        released.push({
          member,
          household,
          table: day.tables.find((t) => t.id === member.releasedFrom),
        })
      }
      if (!confirmed(member)) continue
      const list = member.tableId ? byTable.get(member.tableId) : undefined
      if (list) list.push({ member, household })
      else unseated.push({ member, household })
    }
  }
  return { byTable, unseated, released }
}

/** A member's name as lists show it (a companion seat nobody named yet says so). */
export function memberName(m: DayMember, companion: string): string {
  return m.name || companion
}

/** The alphabetical door list: name, household, table (confirmed members). */
export function doorList(day: DayOf): { name: string; household: string; table: string }[] {
  const tables = new Map(day.tables.map((t) => [t.id, t.name]))
  return day.households
    .flatMap((h) =>
      h.members.filter(confirmed).map((m) => ({
        name: memberName(m, TABLES.companion),
        household: h.name,
        table: (m.tableId && tables.get(m.tableId)) || TABLES.noTable,
      })),
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
}

/** The seating as a spreadsheet (src/lib/csv: opens in Excel pt-BR). */
export function seatingCsv(day: DayOf, notice: string): string {
  const tables = new Map(day.tables.map((t) => [t.id, t.name]))
  const rows = day.households.flatMap((h) =>
    h.members
      .filter(confirmed)
      .map((m) => [
        memberName(m, TABLES.companion),
        h.name,
        (m.tableId && tables.get(m.tableId)) || TABLES.unseated,
        m.kind === 'child' ? TABLES.child : TABLES.adult,
        m.dietary ?? '',
        m.arrivedAt ? formatSheetDateTime(m.arrivedAt) : '',
      ]),
  )
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0]), 'pt-BR'))
  return toCsv(TABLES.csvHeaders, rows, notice)
}

/** After the day: who came, who confirmed and did not, the walk-ins. */
export function afterTheDay(day: DayOf) {
  const came: Seated[] = []
  const missed: Seated[] = []
  for (const household of day.households) {
    for (const member of household.members) {
      if (member.arrivedAt) came.push({ member, household })
      else if (confirmed(member)) missed.push({ member, household })
    }
  }
  const byName = (a: Seated, b: Seated) => a.member.name.localeCompare(b.member.name, 'pt-BR')
  return { came: came.sort(byName), missed: missed.sort(byName), walkIns: day.walkIns }
}

export function afterCsv(day: DayOf, notice: string): string {
  const { came, missed, walkIns } = afterTheDay(day)
  const rows = [
    ...came.map(({ member, household }) => [
      memberName(member, TABLES.companion),
      household.name,
      AFTER.statusCame,
      member.arrivedAt ? formatSheetDateTime(member.arrivedAt) : '',
      '',
      '',
    ]),
    ...missed.map(({ member, household }) => [
      memberName(member, TABLES.companion),
      household.name,
      AFTER.statusMissed,
      '',
      '',
      '',
    ]),
    ...walkIns.map((w: WalkIn) => [
      w.name,
      '',
      AFTER.statusWalkIn,
      formatSheetDateTime(w.arrivedAt),
      w.cameWith ?? '',
      w.note ?? '',
    ]),
  ]
  return toCsv(AFTER.csvHeaders, rows, notice)
}
