import { GUESTS_ADMIN as G } from '@/config/copy/admin-guests'
import { GUEST_LIST } from '@/config/guest-list'
import { ageBandLabel } from '@/lib/guest-csv'
import type { GuestSummary } from './guest-summary'

/** The counts the couple plan with: invited, answered, confirmed adults and children, diets. */
export function GuestSummaryView({ summary: s }: { summary: GuestSummary }) {
  const stats = [
    { label: G.households, value: s.households },
    { label: G.people, value: s.people },
    { label: G.answeredSim, value: s.sim },
    { label: G.answeredNao, value: s.nao },
    { label: G.pending, value: s.pending },
    { label: G.adultsConfirmed, value: s.adultsConfirmed },
    { label: G.childrenConfirmed, value: s.childrenConfirmed },
  ]
  // The couple's bands in their order, then any band no longer configured, then no band.
  const bands = [
    ...GUEST_LIST.ageBands.map((b) => b.id as string),
    ...[...s.childrenByBand.keys()].filter(
      (id) => id !== '' && !GUEST_LIST.ageBands.some((b) => b.id === id),
    ),
    '',
  ].filter((id) => s.childrenByBand.has(id))

  return (
    <section aria-label={G.summaryTitle}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-2xl bg-sage-50 p-3 text-center">
            <dt className="text-sm text-ink-muted">{stat.label}</dt>
            <dd className="font-display text-3xl font-semibold text-sage-800">{stat.value}</dd>
          </div>
        ))}
      </dl>
      {bands.length > 0 ? (
        <dl className="mt-3 flex flex-wrap gap-2 text-sm">
          {bands.map((id) => (
            <div key={id} className="flex gap-1 rounded-full bg-sage-50 px-3 py-1">
              <dt className="text-ink-muted">{id ? ageBandLabel(id) : G.noAgeBand}:</dt>
              <dd className="font-semibold text-sage-800">{s.childrenByBand.get(id)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="mt-3 rounded-2xl bg-sage-50 p-4">
        <h3 className="font-medium text-sage-800">{G.dietaryTitle}</h3>
        {s.dietary.length === 0 ? (
          <p className="mt-1 text-sm text-ink-muted">{G.dietaryEmpty}</p>
        ) : (
          <ul aria-label={G.dietaryTitle} className="mt-1 space-y-1 text-sm">
            {s.dietary.map((d, i) => (
              <li key={i} className="wrap-anywhere">
                <span className="font-medium text-ink">
                  {G.dietaryLine(d.person || G.companion, d.household)}
                </span>
                : {d.note}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
