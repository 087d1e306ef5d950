/**
 * The wedding day's lists (supabase/schemas/11_day_of.sql, docs/decisions/0026-the-day-at-the-door.md):
 * the tables, the households with each member's seat and arrival, and the walk-ins, as admin_day_of
 * answers them and the Mesas and the Portaria use them (also from the copy kept on the phone).
 */

export interface DayTable {
  id: string
  name: string
  seats: number
}

export interface DayMember {
  id: string
  name: string
  kind: 'adult' | 'child'
  ageBand: string | null
  companion: boolean
  attending: 'sim' | 'nao' | null
  dietary: string | null
  /** The table the member sits at (null: 'Sem mesa'). */
  tableId: string | null
  /** The table whose seat an answer turned to 'não' freed (the panel says so). */
  releasedFrom: string | null
  /** When the member came in (ISO), the earliest any phone recorded; null: not yet. */
  arrivedAt: string | null
}

export interface DayHousehold {
  id: string
  name: string
  /** The personal code: the household's invitation QR carries it. */
  code: string
  members: DayMember[]
}

export interface WalkIn {
  id: string
  name: string
  cameWith: string | null
  note: string | null
  arrivedAt: string
}

export interface DayOf {
  tables: DayTable[]
  households: DayHousehold[]
  walkIns: WalkIn[]
}

export interface NewWalkIn {
  id: string
  name: string
  cameWith?: string
  note?: string
  /** When the phone recorded it (ISO). */
  arrivedAt: string
}

/** One arrival as a phone queues it. */
export interface Arrival {
  memberId: string
  arrivedAt: string
}

export interface NewTeamUser {
  name: string
  username: string
  password: string
}

type Row = Record<string, unknown>

const str = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v))
const opt = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null)
const time = (v: unknown): string | null =>
  v instanceof Date ? v.toISOString() : typeof v === 'string' && v !== '' ? v : null
const list = (v: unknown): Row[] => (Array.isArray(v) ? (v as Row[]) : [])

export const EMPTY_DAY_OF: DayOf = { tables: [], households: [], walkIns: [] }

/** admin_day_of's json (PGlite parses json; PostgREST may send text). */
export function toDayOf(value: unknown): DayOf {
  const doc = (typeof value === 'string' ? JSON.parse(value) : value) as Row | null
  if (!doc || typeof doc !== 'object') return EMPTY_DAY_OF
  return {
    tables: list(doc.tables).map((t) => ({
      id: str(t.id),
      name: str(t.name),
      seats: Number(t.seats) || 0,
    })),
    households: list(doc.households).map((h) => ({
      id: str(h.id),
      name: str(h.name),
      code: str(h.code),
      members: list(h.members).map((m) => ({
        id: str(m.id),
        name: str(m.name),
        kind: m.kind === 'child' ? 'child' : 'adult',
        ageBand: opt(m.age_band),
        companion: m.companion === true,
        attending: m.attending === 'sim' || m.attending === 'nao' ? m.attending : null,
        dietary: opt(m.dietary),
        tableId: opt(m.table_id),
        releasedFrom: opt(m.released_from),
        arrivedAt: time(m.arrived_at),
      })),
    })),
    walkIns: list(doc.walk_ins).map((w) => ({
      id: str(w.id),
      name: str(w.name),
      cameWith: opt(w.came_with),
      note: opt(w.note),
      arrivedAt: time(w.arrived_at) ?? '',
    })),
  }
}
