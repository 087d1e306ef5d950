import { useMemo, useState } from 'react'
import { Download } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { DataTable, type Column } from '@/components/ui/data-table'
import { TextField } from '@/components/ui/field'
import { ListStatus } from '@/components/ui/list-status'
import { Panel } from '@/components/ui/panel'
import { RefreshButton } from '@/components/ui/refresh-button'
import { useToast } from '@/components/ui/toast'
import { COMMON } from '@/config/copy'
import { ADMIN } from '@/config/copy-admin'
import { WEDDING_SLUG } from '@/config/wedding'
import type { DataService, Rsvp } from '@/data/types'
import { toCsv } from '@/lib/csv'
import { formatDateTime } from '@/lib/dates'
import { downloadBlob, isoDay } from '@/lib/download'
import { foldText } from '@/lib/text'
import { useAdminQuery } from './use-admin-query'

const answerText = (r: Rsvp) => (r.vai_ao_evento === 'sim' ? ADMIN.answerSim : ADMIN.answerNao)

/** The RSVP export (docs/product.md "Beyond the original specification", 2): pt-BR headers, one row per guest. */
function rsvpsToCsv(rsvps: readonly Rsvp[]): string {
  const h = ADMIN.rsvpColumns
  return toCsv(
    [h.name, h.answer, h.email, h.phone, h.observations, h.answeredAt, h.updatedAt],
    rsvps.map((r) => [
      r.nome_completo,
      answerText(r),
      r.email,
      r.telefone,
      r.observacoes,
      formatDateTime(r.created_at),
      formatDateTime(r.updated_at),
    ]),
  )
}

const fetchRsvps = (s: DataService, token: string) => s.admin.listRsvps(token)

const COLUMNS: Column<Rsvp>[] = [
  {
    key: 'name',
    header: ADMIN.rsvpColumns.name,
    cell: (r) => <span className="font-medium">{r.nome_completo}</span>,
  },
  {
    key: 'answer',
    header: ADMIN.rsvpColumns.answer,
    cell: (r) => (
      <Badge tone={r.vai_ao_evento === 'sim' ? 'sage' : 'neutral'}>{answerText(r)}</Badge>
    ),
  },
  {
    key: 'email',
    header: ADMIN.rsvpColumns.email,
    cell: (r) => <span className="break-all">{r.email}</span>,
  },
  { key: 'phone', header: ADMIN.rsvpColumns.phone, cell: (r) => r.telefone },
  { key: 'obs', header: ADMIN.rsvpColumns.observations, cell: (r) => r.observacoes ?? '' },
  { key: 'date', header: ADMIN.rsvpColumns.answeredAt, cell: (r) => formatDateTime(r.updated_at) },
]

/** RSVPs (beyond the original specification): counts of 'sim' and 'não', search by name, CSV export. */
export function RsvpsPanel() {
  const toast = useToast()
  const { items: rsvps, loading, error, reload } = useAdminQuery(fetchRsvps, COMMON.unknownError)
  const [query, setQuery] = useState('')

  const sim = rsvps.filter((r) => r.vai_ao_evento === 'sim').length
  const shown = useMemo(() => {
    const q = foldText(query)
    return q ? rsvps.filter((r) => foldText(r.nome_completo).includes(q)) : rsvps
  }, [rsvps, query])

  function exportCsv() {
    const blob = new Blob([rsvpsToCsv(rsvps)], { type: 'text/csv;charset=utf-8' })
    downloadBlob(blob, `${WEDDING_SLUG}-confirmacoes-${isoDay()}.csv`)
    toast.show(ADMIN.csvExported, 'success')
  }

  return (
    <Panel
      id="admin-rsvps"
      title={ADMIN.rsvpsTitle}
      actions={
        <>
          <RefreshButton onClick={reload} disabled={loading} />
          <Button size="sm" onClick={exportCsv} disabled={loading || rsvps.length === 0}>
            <Download aria-hidden="true" className="size-4" />
            {ADMIN.exportCsv}
          </Button>
        </>
      }
    >
      <dl className="grid grid-cols-3 gap-3">
        {[
          { label: ADMIN.rsvpsSim, value: sim },
          { label: ADMIN.rsvpsNao, value: rsvps.length - sim },
          { label: ADMIN.rsvpsTotal, value: rsvps.length },
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
            columns={COLUMNS}
            rows={shown}
            rowKey={(r) => r.id}
          />
        </ListStatus>
      </div>
    </Panel>
  )
}
