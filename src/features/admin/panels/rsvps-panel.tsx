import { useMemo, useState } from 'react'
import { Download, Trash2 } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { DataTable, type Column } from '@/components/ui/data-table'
import { TextField } from '@/components/ui/field'
import { ListStatus } from '@/components/ui/list-status'
import { Panel } from '@/components/ui/panel'
import { RefreshButton } from '@/components/ui/refresh-button'
import { COMMON } from '@/config/copy/common'
import { ADMIN } from '@/config/copy/admin'
import { GUESTS_ADMIN } from '@/config/copy/admin-guests'
import { PERSONAL_DATA_FILE_NOTICE } from '@/config/copy/personal-data'
import { SELECTION_MAX } from '@/config/limits'
import { WEDDING_SLUG } from '@/config/wedding'
import type { DataService, Household, Rsvp } from '@/data/types'
import { toCsv } from '@/lib/csv'
import { formatDateTime } from '@/lib/dates'
import { downloadBlob, isoDay } from '@/lib/download'
import { foldText } from '@/lib/text'
import { useAdminApi } from '../session/admin-context'
import { useAdminAction } from '../session/use-admin-action'
import { RsvpDeadlineToggle } from './rsvp-deadline-toggle'
import { latestPerEmail, type RsvpGroup } from './rsvp-history'
import { useAdminQuery } from './use-admin-query'

const answerText = (r: Rsvp) => (r.vai_ao_evento === 'sim' ? ADMIN.answerSim : ADMIN.answerNao)

/**
 * The RSVP export (docs/product.md "Beyond the original specification", 2): pt-BR headers, one row
 * per guest, with that guest's latest answer. The dietary column is what the caterer needs; it is
 * only ever filled with the guest's consent (LGPD), like the table's own column.
 */
function rsvpsToCsv(rsvps: readonly Rsvp[]): string {
  const h = ADMIN.rsvpColumns
  return toCsv(
    [h.name, h.answer, h.email, h.phone, h.observations, h.dietary, h.answeredAt, h.updatedAt],
    rsvps.map((r) => [
      r.nome_completo,
      answerText(r),
      r.email,
      r.telefone,
      r.observacoes,
      r.dietary,
      formatDateTime(r.created_at),
      formatDateTime(r.updated_at),
    ]),
    PERSONAL_DATA_FILE_NOTICE,
  )
}

const fetchRsvps = (s: DataService, token: string) => s.admin.listRsvps(token)
const fetchHouseholds = (s: DataService, token: string) => s.admin.listHouseholds(token)

/** The household an answer of the group was matched to (the latest's, else an earlier one's). */
const linkedId = (g: RsvpGroup) =>
  g.latest.household_id ?? g.earlier.find((r) => r.household_id)?.household_id ?? null

function rsvpColumns(
  households: readonly Household[] | null,
  match: (rsvp: Rsvp, householdId: string | null) => void,
  remove: (group: RsvpGroup) => void,
  busy: boolean,
): Column<RsvpGroup>[] {
  const columns: Column<RsvpGroup>[] = [
    {
      key: 'name',
      header: ADMIN.rsvpColumns.name,
      cell: ({ latest, earlier }) => (
        <>
          <span className="font-medium">{latest.nome_completo}</span>
          {earlier.length > 0 ? (
            <details className="mt-1">
              <summary className="flex min-h-11 cursor-pointer items-center text-sage-800">
                {GUESTS_ADMIN.rsvpEarlier(earlier.length)}
              </summary>
              <ul className="space-y-1 text-ink-muted">
                {earlier.map((r) => (
                  <li key={r.id}>
                    {GUESTS_ADMIN.rsvpEarlierEntry(formatDateTime(r.created_at), answerText(r))}
                    {r.nome_completo !== latest.nome_completo ? ` · ${r.nome_completo}` : ''}
                    {r.observacoes ? ` · ${r.observacoes}` : ''}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </>
      ),
    },
    {
      key: 'answer',
      header: ADMIN.rsvpColumns.answer,
      nowrap: true,
      cell: ({ latest }) => (
        <Badge tone={latest.vai_ao_evento === 'sim' ? 'sage' : 'neutral'}>
          {answerText(latest)}
        </Badge>
      ),
    },
    {
      key: 'email',
      header: ADMIN.rsvpColumns.email,
      cell: ({ latest }) => <span className="break-all">{latest.email}</span>,
    },
    { key: 'phone', header: ADMIN.rsvpColumns.phone, cell: ({ latest }) => latest.telefone },
    {
      key: 'obs',
      header: ADMIN.rsvpColumns.observations,
      cell: ({ latest }) => latest.observacoes ?? '',
    },
    // Stored only with the guest's consent (LGPD), for the menu.
    {
      key: 'dietary',
      header: ADMIN.rsvpColumns.dietary,
      cell: ({ latest }) => latest.dietary ?? '',
    },
    {
      key: 'date',
      header: ADMIN.rsvpColumns.answeredAt,
      cell: ({ latest }) => formatDateTime(latest.created_at),
    },
  ]
  // Without the guest list (not loaded), answers are still shown, only not matched.
  if (households)
    columns.push({
      key: 'household',
      header: GUESTS_ADMIN.rsvpHousehold,
      cell: (g) => {
        const id = linkedId(g)
        const name = households.find((h) => h.id === id)?.name
        return (
          <div className="w-full min-w-0 space-y-1 md:min-w-48">
            {name ? (
              <p className="font-medium text-sage-800">{GUESTS_ADMIN.linkedTo(name)}</p>
            ) : null}
            <select
              aria-label={GUESTS_ADMIN.matchRsvpLabel(g.latest.nome_completo)}
              value={id ?? ''}
              disabled={busy}
              onChange={(e) => match(g.latest, e.target.value || null)}
              className="block min-h-11 w-full rounded-xl border border-sage-300 bg-white px-2 text-sm text-ink focus:border-sage-600 focus:ring-3 focus:ring-sage-200 focus:outline-none"
            >
              <option value="">{GUESTS_ADMIN.noHousehold}</option>
              {households.map((h) => (
                <option key={h.id} value={h.id}>
                  {h.name}
                </option>
              ))}
            </select>
          </div>
        )
      },
    })
  // A guest's every answer, or what a script left (docs/decisions/0014-rate-limits.md).
  columns.push({
    key: 'actions',
    header: GUESTS_ADMIN.rsvpActions,
    nowrap: true,
    cell: (g) => (
      <Button
        variant="ghost"
        size="sm"
        disabled={busy}
        onClick={() => remove(g)}
        aria-label={GUESTS_ADMIN.deleteRsvpLabel(g.latest.nome_completo)}
        className="text-error hover:bg-error-soft"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {GUESTS_ADMIN.deleteRsvp}
      </Button>
    ),
  })
  return columns
}

/**
 * RSVPs of the open form (beyond the original specification): every answer is kept, so each guest
 * (e-mail) shows the latest with the earlier ones in a disclosure; counts of 'sim' and 'não', search
 * by name, a match to a household of the guest list, CSV export.
 */
export function RsvpsPanel() {
  const { service, session, toast } = useAdminApi()
  const {
    items: rsvps,
    loading,
    error,
    reload,
  } = useAdminQuery('rsvps', fetchRsvps, COMMON.unknownError)
  const households = useAdminQuery('households', fetchHouseholds, COMMON.unknownError)
  const [query, setQuery] = useState('')
  const [deleting, setDeleting] = useState<RsvpGroup | null>(null)
  const { busy: matching, run } = useAdminAction()

  const groups = useMemo(() => latestPerEmail(rsvps), [rsvps])
  const latest = useMemo(() => groups.map((g) => g.latest), [groups])
  const sim = latest.filter((r) => r.vai_ao_evento === 'sim').length
  const shown = useMemo(() => {
    const q = foldText(query)
    return q ? groups.filter((g) => foldText(g.latest.nome_completo).includes(q)) : groups
  }, [groups, query])

  const loaded = households.loading || households.error ? null : households.items
  const columns = useMemo(() => {
    async function match(rsvp: Rsvp, householdId: string | null) {
      const name = loaded?.find((h) => h.id === householdId)?.name
      const matched = await run(
        () => service.admin.matchRsvp(session.token, rsvp.id, householdId),
        {
          success: name ? GUESTS_ADMIN.matched(name) : GUESTS_ADMIN.unmatched,
          failure: GUESTS_ADMIN.matchError,
        },
      )
      if (matched) reload()
    }
    return rsvpColumns(loaded, (r, id) => void match(r, id), setDeleting, matching)
  }, [loaded, matching, run, service, session.token, reload])

  async function confirmDelete() {
    if (!deleting) return
    const ids = [deleting.latest, ...deleting.earlier].map((r) => r.id)
    // At most SELECTION_MAX a call: a script's e-mail may hold more answers than that.
    const deleteAll = async () => {
      let count = 0
      for (let i = 0; i < ids.length; i += SELECTION_MAX) {
        count += await service.admin.deleteRsvps(session.token, ids.slice(i, i + SELECTION_MAX))
      }
      return count
    }
    const deleted = await run(deleteAll, {
      success: (count) => GUESTS_ADMIN.rsvpDeleted(count),
      failure: GUESTS_ADMIN.deleteRsvpError,
    })
    setDeleting(null)
    if (deleted) reload()
  }

  function exportCsv() {
    const blob = new Blob([rsvpsToCsv(latest)], { type: 'text/csv;charset=utf-8' })
    downloadBlob(blob, `${WEDDING_SLUG}-confirmacoes-${isoDay()}.csv`)
    toast.show(ADMIN.csvExported, 'success')
  }

  return (
    <Panel
      id="admin-rsvps"
      title={ADMIN.rsvpsTitle}
      intro={GUESTS_ADMIN.rsvpsLatestNote}
      actions={
        <>
          <RefreshButton
            onClick={() => {
              reload()
              households.reload()
            }}
            disabled={loading}
          />
          <Button size="sm" onClick={exportCsv} disabled={loading || rsvps.length === 0}>
            <Download aria-hidden="true" className="size-4" />
            {ADMIN.exportCsv}
          </Button>
        </>
      }
    >
      <RsvpDeadlineToggle />
      <dl className="grid grid-cols-3 gap-3">
        {[
          { label: ADMIN.rsvpsSim, value: sim },
          { label: ADMIN.rsvpsNao, value: latest.length - sim },
          { label: ADMIN.rsvpsTotal, value: latest.length },
        ].map((stat) => (
          <div key={stat.label} className="rounded-2xl bg-sage-50 p-3 text-center sm:p-4">
            <dt className="text-sm text-ink-muted">{stat.label}</dt>
            <dd className="font-display text-3xl font-semibold text-sage-800">{stat.value}</dd>
          </div>
        ))}
      </dl>

      <TextField
        className="mt-5 max-w-md"
        label={ADMIN.searchByName}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />

      <div className="mt-5">
        <ListStatus
          loading={loading && rsvps.length === 0}
          error={error}
          empty={
            rsvps.length === 0 ? ADMIN.rsvpsEmpty : shown.length === 0 ? ADMIN.rsvpsNoMatch : null
          }
        >
          <DataTable
            caption={ADMIN.rsvpsTitle}
            columns={columns}
            rows={shown}
            rowKey={(g) => g.latest.id}
          />
        </ListStatus>
      </div>

      <ConfirmDialog
        open={deleting !== null}
        title={GUESTS_ADMIN.confirmDeleteRsvpTitle}
        confirmLabel={GUESTS_ADMIN.deleteRsvp}
        danger
        busy={matching}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? (
          <p>
            {GUESTS_ADMIN.confirmDeleteRsvpBody(
              deleting.latest.nome_completo,
              deleting.earlier.length + 1,
            )}
          </p>
        ) : null}
      </ConfirmDialog>
    </Panel>
  )
}
