import { Check, Download, Eye, EyeOff, X } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/field'
import { DataTable, type Column } from '@/components/ui/data-table'
import { ListStatus } from '@/components/ui/list-status'
import { Panel } from '@/components/ui/panel'
import { RefreshButton } from '@/components/ui/refresh-button'
import { COMMON } from '@/config/copy'
import { ADMIN } from '@/config/copy-admin'
import { PERSONAL_DATA_FILE_NOTICE } from '@/config/copy-personal-data'
import { WEDDING_SLUG } from '@/config/wedding'
import type { Contribution, ContributionStatus, DataService } from '@/data/types'
import { toCsv } from '@/lib/csv'
import { formatDateTime, formatShortDate } from '@/lib/dates'
import { downloadBlob, isoDay } from '@/lib/download'
import { formatCents } from '@/lib/money'
import { useAdminApi } from '../session/admin-context'
import { PixEntryForm } from './pix-entry-form'
import { PixHoldForm } from './pix-hold-form'
import { useAdminSettings } from './use-admin-settings'
import {
  awaitsReview,
  contributionsChanged,
  useContributionsChanged,
  usePixReview,
} from './pix-review'
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

/** Such a PIX whose hold ended: its cotas are free again until the couple confirm it. */
const holdLapsed = (r: Contribution, now: number) =>
  awaitsReview(r) && r.hold_until !== null && Date.parse(r.hold_until) <= now

const statusText = (r: Contribution, now: number) =>
  STATUS[shownStatus(r, now)].text + (holdLapsed(r, now) ? ` (${ADMIN.holdLapsed})` : '')

const methodText = (r: Contribution) => (r.kind === 'pix' ? ADMIN.kindPix : ADMIN.kindCard)

/** A PIX the couple typed holds the day they gave (noon at the venue); the others the real time. */
const dateText = (r: Contribution) =>
  r.kind === 'pix' && !r.pix_txid
    ? formatShortDate(r.contributed_at)
    : formatDateTime(r.contributed_at)

/** The gift filter's key of a row: its gift, a deleted gift by its name, or the free contribution. */
const giftKey = (r: Contribution) =>
  r.gift_id ? `id:${r.gift_id}` : r.gift_name ? `name:${r.gift_name}` : 'free'

const giftText = (r: Contribution) => r.gift_name ?? ADMIN.freeContribution

/**
 * The contributions export: pt-BR headers, one row per contribution, the amount as a pt-BR number
 * ('250,00') so Excel sums it; src/lib/csv.ts makes it open in Excel pt-BR (';', BOM).
 */
function contributionsToCsv(rows: readonly Contribution[], now: number): string {
  const h = ADMIN.contributionsCsvColumns
  return toCsv(
    [
      h.name,
      h.email,
      h.phone,
      h.gift,
      h.quotas,
      h.amount,
      h.method,
      h.status,
      h.date,
      h.message,
      h.txid,
    ],
    rows.map((r) => [
      r.donor_name,
      r.donor_email,
      r.donor_phone,
      giftText(r),
      r.quotas,
      (r.amount_cents / 100).toFixed(2).replace('.', ','),
      methodText(r),
      statusText(r, now),
      dateText(r),
      r.message,
      r.pix_txid,
    ]),
    PERSONAL_DATA_FILE_NOTICE,
  )
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

interface RowActions {
  setHidden: (r: Contribution, hidden: boolean) => void
  confirm: (r: Contribution) => void
  reject: (r: Contribution) => void
  busyId: string | null
}

function columns(now: number, actions: RowActions): Column<Contribution>[] {
  const { setHidden, confirm, reject, busyId } = actions
  return [
    {
      key: 'donor',
      header: ADMIN.contributionColumns.donor,
      // Plain text (never markup, never a link): a guest typed the name and the message.
      // A width of its own on wide screens: names and e-mails break by words, not by letters.
      cell: (r) => (
        <span className="block md:min-w-44">
          <span className="font-medium">{r.donor_name}</span>
          {r.donor_email ? (
            <span className="block text-xs break-all text-ink-muted">{r.donor_email}</span>
          ) : null}
          {r.donor_phone ? (
            <span className="block text-xs text-ink-muted">{r.donor_phone}</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'gift',
      header: ADMIN.contributionGift,
      cell: (r) => (
        <span className="block md:min-w-32">
          {giftText(r)}
          {r.quotas ? (
            <span className="block text-xs text-ink-muted">{ADMIN.quotasCount(r.quotas)}</span>
          ) : null}
          {/* What the couple's bank shows on the statement, to match the PIX that arrived. */}
          {r.pix_txid ? (
            <span className="block font-mono text-xs break-all text-ink-muted">
              {ADMIN.pixTxidRow(r.pix_txid)}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'amount',
      header: ADMIN.contributionColumns.amount,
      numeric: true,
      // The method under the amount: one column fewer keeps names and e-mails readable.
      cell: (r) => (
        <span>
          <span>{formatCents(r.amount_cents)}</span>
          <span className="block text-xs text-ink-muted">{methodText(r)}</span>
        </span>
      ),
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
            {holdLapsed(r, now) ? <Badge tone="neutral">{ADMIN.holdLapsed}</Badge> : null}
            {r.hidden ? <Badge tone="neutral">{ADMIN.hiddenBadge}</Badge> : null}
          </span>
        )
      },
    },
    {
      key: 'date',
      header: ADMIN.contributionColumns.date,
      // Rows come newest first by this date (admin_list_contributions). It may break between the
      // day and the hour, never inside them: a 1280 px screen then fits every column.
      cell: (r) => <span className="wrap-normal">{dateText(r)}</span>,
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
        <span className="flex flex-col items-start gap-2">
          {awaitsReview(r) ? (
            <>
              <Button
                size="sm"
                disabled={busyId === r.id}
                aria-label={ADMIN.confirmPixLabel(r.donor_name)}
                onClick={() => confirm(r)}
                // Its label on two lines in the table, so the column leaves room for the others.
                className="md:max-w-40 md:text-left md:leading-tight md:whitespace-normal"
              >
                <Check aria-hidden="true" className="size-4 shrink-0" />
                {ADMIN.confirmPix}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={busyId === r.id}
                aria-label={ADMIN.rejectPixLabel(r.donor_name)}
                onClick={() => reject(r)}
              >
                <X aria-hidden="true" className="size-4" />
                {ADMIN.rejectPix}
              </Button>
            </>
          ) : null}
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
        </span>
      ),
    },
  ]
}

/**
 * Contributions received (docs/product.md "Beyond the original specification", 3, and
 * docs/decisions/0017-gifts-as-money.md): per gift who gave what, how and in which state; the
 * couple confirm or reject a guest's PIX, informed or only started, by its identifier (txid);
 * totals received, informed and pending.
 */
export function ContributionsPanel() {
  const { service, session, toErrorText, toast } = useAdminApi()
  const { items, loading, error, reload } = useAdminQuery(
    'contributions',
    fetchContributions,
    COMMON.unknownError,
  )
  const { settings } = useAdminSettings()
  const rows = useMemo(() => items[0]?.rows ?? [], [items])
  const now = items[0]?.readAt ?? 0
  const totals = items[0]?.totals ?? { paidCents: 0, pendingCents: 0, informedCents: 0 }
  const [showHidden, setShowHidden] = useState(false)
  const [gift, setGift] = useState('all')
  const [hidingId, setHidingId] = useState<string | null>(null)
  const pix = usePixReview()
  const busyId = hidingId ?? pix.busyId
  // A PIX confirmed or refused from the notice at the top of /dev shows here too.
  useContributionsChanged(reload)

  async function setHidden(r: Contribution, hidden: boolean) {
    setHidingId(r.id)
    try {
      await service.admin.setContributionHidden(session.token, r.id, hidden)
      toast.show(hidden ? ADMIN.contributionHidden : ADMIN.contributionUnhidden, 'success')
      contributionsChanged()
    } catch (err) {
      toast.show(toErrorText(err, ADMIN.hideContributionError), 'error')
    } finally {
      setHidingId(null)
    }
  }

  // The gifts that have contributions, by name, for the filter.
  const gifts = useMemo(() => {
    const names = new Map<string, string>()
    for (const r of rows) names.set(giftKey(r), giftText(r))
    return [...names].sort((a, b) => a[1].localeCompare(b[1], 'pt-BR'))
  }, [rows])

  const hiddenCount = rows.filter((r) => r.hidden).length
  const shown = rows.filter(
    (r) => (showHidden || !r.hidden) && (gift === 'all' || giftKey(r) === gift),
  )

  function exportCsv() {
    const blob = new Blob([contributionsToCsv(shown, now)], { type: 'text/csv;charset=utf-8' })
    downloadBlob(blob, `${WEDDING_SLUG}-contribuicoes-${isoDay()}.csv`)
    toast.show(ADMIN.csvExported, 'success')
  }

  return (
    <Panel
      id="admin-contributions"
      title={ADMIN.contributionsTitle}
      actions={<RefreshButton onClick={reload} disabled={loading} />}
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="col-span-2 rounded-2xl bg-sage-700 p-4 text-white sm:col-span-1">
          <dt className="text-sm">{ADMIN.paidTotal}</dt>
          <dd className="font-display text-3xl font-semibold">{formatCents(totals.paidCents)}</dd>
        </div>
        <div className="rounded-2xl bg-warning-soft p-4 text-warning-strong">
          <dt className="text-sm">{ADMIN.informedTotal}</dt>
          <dd className="font-display text-2xl font-semibold sm:text-3xl">
            {formatCents(totals.informedCents)}
          </dd>
        </div>
        <div className="rounded-2xl border border-sage-100 bg-white p-4 text-ink">
          <dt className="text-sm">{ADMIN.pendingTotal}</dt>
          <dd className="font-display text-2xl font-semibold sm:text-3xl">
            {formatCents(totals.pendingCents)}
          </dd>
        </div>
      </dl>

      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SelectField
          label={ADMIN.filterByGift}
          value={gift}
          onChange={(e) => setGift(e.target.value)}
          className="sm:w-80"
        >
          <option value="all">{ADMIN.allGiftsOption}</option>
          {gifts.map(([key, name]) => (
            <option key={key} value={key}>
              {name}
            </option>
          ))}
        </SelectField>
        <Button
          variant="secondary"
          onClick={exportCsv}
          disabled={loading || shown.length === 0}
          className="w-full sm:w-auto"
        >
          <Download aria-hidden="true" className="size-4" />
          {ADMIN.exportCsv}
        </Button>
      </div>

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
            columns={columns(now, {
              setHidden: (r, hidden) => void setHidden(r, hidden),
              confirm: pix.confirm,
              reject: pix.reject,
              busyId,
            })}
            rows={shown}
            rowKey={(r) => r.id}
          />
        </ListStatus>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {settings ? (
          <PixHoldForm key={settings.pixHoldHours} hours={settings.pixHoldHours} />
        ) : null}
        <PixEntryForm onAdded={reload} />
      </div>

      {pix.dialog}
    </Panel>
  )
}
