import { GUESTS_ADMIN as G } from '@/config/copy-admin'
import { GUEST_LIST } from '@/config/wedding'
import type { Household } from '@/data/types'
import { toCsv } from '@/lib/csv'
import { formatSheetDateTime } from '@/lib/dates'

/** The label of an age band id (GUEST_LIST.ageBands); the id itself for a band no longer there. */
export function ageBandLabel(id: string | null): string {
  if (!id) return ''
  return GUEST_LIST.ageBands.find((b) => b.id === id)?.label ?? id
}

/** The answers as a spreadsheet (src/lib/csv.ts: opens in Excel pt-BR), one row per person. */
export function householdsToCsv(households: readonly Household[]): string {
  const c = G.csvColumns
  return toCsv(
    [
      c.household,
      c.name,
      c.kind,
      c.ageBand,
      c.companion,
      c.answer,
      c.dietary,
      c.phone,
      c.email,
      c.message,
      c.answeredAt,
      c.recordedBy,
    ],
    households.flatMap((h) =>
      h.members.map((m) => [
        h.name,
        m.name,
        m.kind === 'child' ? G.child : G.adult,
        m.kind === 'child' ? ageBandLabel(m.ageBand) : '',
        m.companion ? G.csvYes : G.csvNo,
        m.attending === 'sim' ? G.csvYes : m.attending === 'nao' ? G.csvNo : G.csvPending,
        m.dietary,
        h.phone ?? h.answerPhone,
        h.email,
        h.message,
        h.answeredAt ? formatSheetDateTime(h.answeredAt) : '',
        h.answeredBy === 'casal' ? G.csvByCouple : h.answeredBy === 'convite' ? G.csvByGuest : '',
      ]),
    ),
  )
}
