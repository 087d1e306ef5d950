import { Badge } from '@/components/ui/badge'
import { DataTable, type Column } from '@/components/ui/data-table'
import { ListStatus } from '@/components/ui/list-status'
import { Panel } from '@/components/ui/panel'
import { RefreshButton } from '@/components/ui/refresh-button'
import { COMMON } from '@/config/copy'
import { ADMIN } from '@/config/copy-admin'
import type { Contribution, ContributionStatus, DataService } from '@/data/types'
import { formatDateTime, formatShortDate } from '@/lib/dates'
import { formatCents } from '@/lib/money'
import { PixEntryForm } from './pix-entry-form'
import { useAdminQuery } from './use-admin-query'

const STATUS: Record<ContributionStatus, { text: string; tone: 'sage' | 'amber' | 'red' }> = {
  paid: { text: ADMIN.statusPaid, tone: 'sage' },
  pending: { text: ADMIN.statusPending, tone: 'amber' },
  failed: { text: ADMIN.statusFailed, tone: 'red' },
}

/** Totals in cents: what was paid, and what is still pending (failed counts for neither). */
function contributionTotals(rows: readonly Contribution[]) {
  let paid = 0
  let pending = 0
  for (const r of rows) {
    if (r.status === 'paid') paid += r.amount_cents
    else if (r.status === 'pending') pending += r.amount_cents
  }
  return { paid, pending }
}

const fetchContributions = (s: DataService, token: string) => s.admin.listContributions(token)

const COLUMNS: Column<Contribution>[] = [
  {
    key: 'donor',
    header: ADMIN.contributionColumns.donor,
    cell: (r) => (
      <span>
        <span className="font-medium">{r.donor_name}</span>
        {r.donor_email ? (
          <span className="block text-xs break-all text-ink-muted">{r.donor_email}</span>
        ) : null}
      </span>
    ),
  },
  {
    key: 'amount',
    header: ADMIN.contributionColumns.amount,
    numeric: true,
    cell: (r) => formatCents(r.amount_cents),
  },
  {
    key: 'kind',
    header: ADMIN.contributionColumns.kind,
    cell: (r) => (r.kind === 'pix' ? ADMIN.kindPix : ADMIN.kindCard),
  },
  {
    key: 'status',
    header: ADMIN.contributionColumns.status,
    cell: (r) => <Badge tone={STATUS[r.status].tone}>{STATUS[r.status].text}</Badge>,
  },
  {
    key: 'date',
    header: ADMIN.contributionColumns.date,
    // Rows come newest first by this date (admin_list_contributions). A PIX entry holds the day
    // the couple typed (noon at the venue); a card row the real time.
    cell: (r) =>
      r.kind === 'pix' ? formatShortDate(r.contributed_at) : formatDateTime(r.contributed_at),
  },
  { key: 'note', header: ADMIN.contributionColumns.note, cell: (r) => r.message ?? '' },
]

/** Contributions received (docs/product.md "Beyond the original specification", 3): real rows, not the product's hard-coded sample. */
export function ContributionsPanel() {
  const {
    items: rows,
    loading,
    error,
    reload,
  } = useAdminQuery(fetchContributions, COMMON.unknownError)

  const totals = contributionTotals(rows)
  return (
    <Panel
      id="admin-contributions"
      title={ADMIN.contributionsTitle}
      actions={<RefreshButton onClick={reload} disabled={loading} />}
    >
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-sage-700 p-4 text-white">
          <dt className="text-sm">{ADMIN.paidTotal}</dt>
          <dd className="font-display text-3xl font-semibold">{formatCents(totals.paid)}</dd>
        </div>
        <div className="rounded-2xl bg-warning-soft p-4 text-warning-strong">
          <dt className="text-sm">{ADMIN.pendingTotal}</dt>
          <dd className="font-display text-3xl font-semibold">{formatCents(totals.pending)}</dd>
        </div>
      </dl>

      <div className="mt-5">
        <ListStatus
          loading={loading && rows.length === 0}
          error={error}
          empty={rows.length === 0 ? ADMIN.contributionsEmpty : null}
        >
          <DataTable
            caption={ADMIN.contributionsTitle}
            columns={COLUMNS}
            rows={rows}
            rowKey={(r) => r.id}
          />
        </ListStatus>
      </div>

      <div className="mt-6">
        <PixEntryForm onAdded={reload} />
      </div>
    </Panel>
  )
}
