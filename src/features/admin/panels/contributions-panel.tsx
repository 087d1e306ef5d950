import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { DataTable, type Column } from '@/components/ui/data-table'
import { ListStatus } from '@/components/ui/list-status'
import { Panel } from '@/components/ui/panel'
import { RefreshButton } from '@/components/ui/refresh-button'
import { COMMON } from '@/config/copy'
import { ADMIN } from '@/config/copy-admin'
import type { Contribution, ContributionStatus, DataService } from '@/data/types'
import { formatDateTime, formatShortDate } from '@/lib/dates'
import { formatCents } from '@/lib/money'
import { useAdminApi } from '../session/admin-context'
import { PixEntryForm } from './pix-entry-form'
import { useAdminQuery } from './use-admin-query'

const STATUS: Record<ContributionStatus, { text: string; tone: BadgeTone }> = {
  paid: { text: ADMIN.statusPaid, tone: 'sage' },
  pending: { text: ADMIN.statusPending, tone: 'amber' },
  failed: { text: ADMIN.statusFailed, tone: 'red' },
  expired: { text: ADMIN.statusExpired, tone: 'neutral' },
  started: { text: ADMIN.statusStarted, tone: 'neutral' },
  informed: { text: ADMIN.statusInformed, tone: 'amber' },
  rejected: { text: ADMIN.statusRejected, tone: 'red' },
}

// A Checkout without its own end (rows from before expires_at was stored) closes after Stripe's
// default of 24 hours.
const STRIPE_DEFAULT_LIFETIME_MS = 24 * 60 * 60 * 1000

/**
 * The status to show: a pending card row whose Checkout has closed is expired, even before
 * Stripe's checkout.session.expired event arrives (or when it never does).
 */
function shownStatus(r: Contribution, now: number): ContributionStatus {
  if (r.status !== 'pending' || r.kind !== 'card') return r.status
  const end = r.expires_at
    ? Date.parse(r.expires_at)
    : Date.parse(r.created_at) + STRIPE_DEFAULT_LIFETIME_MS
  return end <= now ? 'expired' : 'pending'
}

/**
 * The list and its totals, loaded together so the totals never lag the rows, and the moment they
 * were read, which decides which Checkouts show as expired. The database sums the totals
 * (admin_contribution_totals): paid, and live Checkouts only; hidden rows count for neither.
 */
const fetchContributions = async (s: DataService, token: string) => {
  const [rows, totals] = await Promise.all([
    s.admin.listContributions(token),
    s.admin.contributionTotals(token),
  ])
  return [{ rows, totals, readAt: Date.now() }]
}

function columns(
  now: number,
  setHidden: (r: Contribution, hidden: boolean) => void,
  busyId: string | null,
): Column<Contribution>[] {
  return [
    {
      key: 'donor',
      header: ADMIN.contributionColumns.donor,
      // Plain text (never markup, never a link): a guest typed the name and the message.
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
      nowrap: true,
      cell: (r) => (r.kind === 'pix' ? ADMIN.kindPix : ADMIN.kindCard),
    },
    {
      key: 'status',
      header: ADMIN.contributionColumns.status,
      nowrap: true,
      cell: (r) => {
        const status = STATUS[shownStatus(r, now)]
        return (
          <span className="flex flex-wrap gap-1">
            <Badge tone={status.tone}>{status.text}</Badge>
            {r.hidden ? <Badge tone="neutral">{ADMIN.hiddenBadge}</Badge> : null}
          </span>
        )
      },
    },
    {
      key: 'date',
      header: ADMIN.contributionColumns.date,
      // Rows come newest first by this date (admin_list_contributions). A PIX entry holds the day
      // the couple typed (noon at the venue); a card row the real time.
      cell: (r) =>
        r.kind === 'pix' ? formatShortDate(r.contributed_at) : formatDateTime(r.contributed_at),
    },
    {
      key: 'note',
      header: ADMIN.contributionColumns.note,
      cell: (r) => r.message ?? '',
    },
    {
      key: 'actions',
      header: ADMIN.contributionActions,
      nowrap: true,
      cell: (r) => (
        <Button
          variant="ghost"
          size="sm"
          disabled={busyId === r.id}
          aria-label={
            r.hidden
              ? ADMIN.unhideContributionLabel(r.donor_name)
              : ADMIN.hideContributionLabel(r.donor_name)
          }
          onClick={() => setHidden(r, !r.hidden)}
        >
          {r.hidden ? (
            <Eye aria-hidden="true" className="size-4" />
          ) : (
            <EyeOff aria-hidden="true" className="size-4" />
          )}
          {r.hidden ? ADMIN.unhideContribution : ADMIN.hideContribution}
        </Button>
      ),
    },
  ]
}

/** Contributions received (docs/product.md "Beyond the original specification", 3): real rows, not the product's hard-coded sample. */
export function ContributionsPanel() {
  const { service, session, toErrorText, toast } = useAdminApi()
  const { items, loading, error, reload } = useAdminQuery(fetchContributions, COMMON.unknownError)
  const rows = items[0]?.rows ?? []
  const now = items[0]?.readAt ?? 0
  const totals = items[0]?.totals ?? { paidCents: 0, pendingCents: 0 }
  const [showHidden, setShowHidden] = useState(false)
  const [busyId, setBusyId] = useState<string | null>(null)

  async function setHidden(r: Contribution, hidden: boolean) {
    setBusyId(r.id)
    try {
      await service.admin.setContributionHidden(session.token, r.id, hidden)
      toast.show(hidden ? ADMIN.contributionHidden : ADMIN.contributionUnhidden, 'success')
      reload()
    } catch (err) {
      toast.show(toErrorText(err, ADMIN.hideContributionError), 'error')
    } finally {
      setBusyId(null)
    }
  }

  const hiddenCount = rows.filter((r) => r.hidden).length
  const shown = showHidden ? rows : rows.filter((r) => !r.hidden)
  return (
    <Panel
      id="admin-contributions"
      title={ADMIN.contributionsTitle}
      actions={<RefreshButton onClick={reload} disabled={loading} />}
    >
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-sage-700 p-4 text-white">
          <dt className="text-sm">{ADMIN.paidTotal}</dt>
          <dd className="font-display text-3xl font-semibold">{formatCents(totals.paidCents)}</dd>
        </div>
        <div className="rounded-2xl bg-warning-soft p-4 text-warning-strong">
          <dt className="text-sm">{ADMIN.pendingTotal}</dt>
          <dd className="font-display text-3xl font-semibold">
            {formatCents(totals.pendingCents)}
          </dd>
        </div>
      </dl>

      {hiddenCount > 0 ? (
        <label className="mt-4 flex min-h-11 items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            className="size-4 accent-sage-700"
            checked={showHidden}
            onChange={(e) => setShowHidden(e.target.checked)}
          />
          {ADMIN.showHidden(hiddenCount)}
        </label>
      ) : null}

      <div className="mt-5">
        <ListStatus
          loading={loading && rows.length === 0}
          error={error}
          empty={shown.length === 0 ? ADMIN.contributionsEmpty : null}
        >
          <DataTable
            caption={ADMIN.contributionsTitle}
            columns={columns(now, (r, hidden) => void setHidden(r, hidden), busyId)}
            rows={shown}
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
