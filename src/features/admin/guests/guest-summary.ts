import type { Household, HouseholdMember } from '@/data/types'
import { foldText } from '@/lib/text'

/** The guest list at a glance (docs/decisions/0016-guest-list.md): what the couple count on. */
export interface GuestSummary {
  households: number
  people: number
  sim: number
  nao: number
  pending: number
  adultsConfirmed: number
  childrenConfirmed: number
  /** Confirmed children per age band id; '' for children without a band. */
  childrenByBand: Map<string, number>
  dietary: { person: string; household: string; note: string }[]
}

export function summarize(households: readonly Household[]): GuestSummary {
  const summary: GuestSummary = {
    households: households.length,
    people: 0,
    sim: 0,
    nao: 0,
    pending: 0,
    adultsConfirmed: 0,
    childrenConfirmed: 0,
    childrenByBand: new Map(),
    dietary: [],
  }
  for (const h of households) {
    for (const m of h.members) {
      summary.people++
      if (m.attending === 'sim') {
        summary.sim++
        if (m.kind === 'child') {
          summary.childrenConfirmed++
          const band = m.ageBand ?? ''
          summary.childrenByBand.set(band, (summary.childrenByBand.get(band) ?? 0) + 1)
        } else summary.adultsConfirmed++
      } else if (m.attending === 'nao') summary.nao++
      else summary.pending++
      if (m.dietary) summary.dietary.push({ person: m.name, household: h.name, note: m.dietary })
    }
  }
  return summary
}

export const GUEST_FILTERS = ['all', 'pending', 'sim', 'nao', 'dietary'] as const
export type GuestFilter = (typeof GUEST_FILTERS)[number]

const MATCHES: Record<GuestFilter, (m: HouseholdMember) => boolean> = {
  all: () => true,
  pending: (m) => m.attending === null,
  sim: (m) => m.attending === 'sim',
  nao: (m) => m.attending === 'nao',
  dietary: (m) => m.dietary !== null,
}

/**
 * The households shown: those with at least one person the filter picks (a household where one
 * says sim and another não shows under both), whose name or a member's matches the search.
 */
export function filterHouseholds(
  households: readonly Household[],
  filter: GuestFilter,
  query: string,
): Household[] {
  const q = foldText(query)
  return households.filter(
    (h) =>
      (filter === 'all' || h.members.some(MATCHES[filter])) &&
      (!q || [h.name, ...h.members.map((m) => m.name)].some((name) => foldText(name).includes(q))),
  )
}
