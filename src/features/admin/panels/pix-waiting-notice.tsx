import { BellRing, Check, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { COMMON } from '@/config/copy'
import { ADMIN } from '@/config/copy-admin'
import { ADMIN_PIX_WAITING_REFRESH_MS } from '@/config/ui'
import type { Contribution, DataService } from '@/data/types'
import { formatDateTime } from '@/lib/dates'
import { formatCents } from '@/lib/money'
import { useContributionsChanged, usePixReview } from './pix-review'
import { useAdminQuery } from './use-admin-query'

/** The guests' PIX informed ('Já fiz o PIX') and not yet judged, newest first, and when read. */
const fetchWaiting = async (s: DataService, token: string) => {
  const rows = await s.admin.listContributions(token)
  const waiting = rows.filter((r) => r.status === 'informed' && r.pix_txid !== null && !r.hidden)
  return [{ waiting, readAt: Date.now() }]
}

/**
 * At the top of /dev while guests' PIX wait for the couple (docs/decisions/0017-gifts-as-money.md
 * "Holds per client"): each holds its cotas until the couple answer or its time ends, so a false
 * one (a stranger's script) should be refused in minutes, not days. One line per PIX with
 * 'Confirmar recebimento' and 'Não recebi', as in the contributions panel; nothing when none
 * waits. Read again every minute while shown, on coming back to the page, and when the panel
 * changes a contribution.
 */
export function PixWaitingNotice() {
  const { items, reload } = useAdminQuery('pix-waiting', fetchWaiting, COMMON.unknownError, {
    refreshEveryMs: ADMIN_PIX_WAITING_REFRESH_MS,
  })
  const pix = usePixReview()
  useContributionsChanged(reload)

  const waiting = items[0]?.waiting ?? []
  const readAt = items[0]?.readAt ?? 0
  if (waiting.length === 0) return pix.dialog

  return (
    <section
      aria-labelledby="admin-pix-waiting-title"
      className="rounded-2xl border border-warning-strong/30 bg-warning-soft p-5 text-warning-strong shadow-sm sm:p-7"
    >
      <h2
        id="admin-pix-waiting-title"
        className="flex items-center gap-2 font-display text-2xl font-semibold sm:text-3xl"
      >
        <BellRing aria-hidden="true" className="size-6 shrink-0" />
        {ADMIN.pixWaitingTitle(waiting.length)}
      </h2>
      <p className="mt-2 text-sm text-ink">{ADMIN.pixWaitingIntro}</p>
      <ul className="mt-4 space-y-3">
        {waiting.map((r) => (
          <WaitingPix
            key={r.id}
            row={r}
            readAt={readAt}
            busy={pix.busyId === r.id}
            onConfirm={() => pix.confirm(r)}
            onReject={() => pix.reject(r)}
          />
        ))}
      </ul>
      <a
        href="#admin-contributions"
        className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-sage-800 underline underline-offset-4 hover:text-sage-900 focus-visible:outline-3 focus-visible:outline-sage-600"
      >
        {ADMIN.seeAllContributions}
      </a>
      {pix.dialog}
    </section>
  )
}

function WaitingPix({
  row: r,
  readAt,
  busy,
  onConfirm,
  onReject,
}: {
  row: Contribution
  readAt: number
  busy: boolean
  onConfirm: () => void
  onReject: () => void
}) {
  const holds = r.hold_until !== null && Date.parse(r.hold_until) > readAt
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-4 text-ink shadow-sm sm:flex-row sm:items-center sm:justify-between">
      {/* Plain text: a guest typed the name. */}
      <div className="min-w-0 text-sm">
        <p className="font-semibold wrap-anywhere">{r.donor_name}</p>
        <p className="wrap-anywhere">
          {ADMIN.pixWaitingAmount(formatCents(r.amount_cents))}
          {r.gift_name ? ` · ${r.gift_name}` : ''}
          {r.quotas ? ` · ${ADMIN.quotasCount(r.quotas)}` : ''}
        </p>
        <p className="text-ink-muted">
          {holds && r.hold_until
            ? ADMIN.pixWaitingHeld(formatDateTime(r.hold_until))
            : ADMIN.pixWaitingNotHeld}
        </p>
        {r.pix_txid ? (
          <p className="font-mono text-xs break-all text-ink-muted">
            {ADMIN.pixTxidRow(r.pix_txid)}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
        <Button
          size="sm"
          disabled={busy}
          aria-label={ADMIN.confirmPixLabel(r.donor_name)}
          onClick={onConfirm}
        >
          <Check aria-hidden="true" className="size-4 shrink-0" />
          {ADMIN.confirmPix}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-label={ADMIN.rejectPixLabel(r.donor_name)}
          onClick={onReject}
        >
          <X aria-hidden="true" className="size-4" />
          {ADMIN.rejectPix}
        </Button>
      </div>
    </li>
  )
}
