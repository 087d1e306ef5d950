import { MailX, Trash2, UserPlus, Undo2 } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { GIFTS } from '@/config/copy'
import { ADMIN } from '@/config/copy-admin'
import type { AdminGift } from '@/data/types'
import { formatDateTime } from '@/lib/dates'

/** One gift in the couple's list: its reservation details and the actions on it. */
export function AdminGiftRow({
  gift,
  onReserve,
  onCancel,
  onDelete,
  sameEmailCount = 0,
  onCancelByEmail,
}: {
  gift: AdminGift
  onReserve: () => void
  onCancel: () => void
  onDelete: () => void
  /** Gifts reserved with this gift's e-mail; two or more offer to cancel them all at once. */
  sameEmailCount?: number
  onCancelByEmail?: () => void
}) {
  const detail = (value: string | null) =>
    value ? value : <span className="text-ink-muted italic">{ADMIN.notInformed}</span>
  return (
    <li className="flex flex-col rounded-2xl border border-sage-100 bg-ivory p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-display text-xl font-semibold wrap-anywhere text-ink">{gift.name}</h3>
          <p className="text-xs font-medium tracking-wider text-sage-700 uppercase">
            {gift.category}
          </p>
        </div>
        <Badge tone={gift.reserved ? 'amber' : 'sage'}>
          {gift.reserved ? GIFTS.reserved : GIFTS.available}
        </Badge>
      </div>
      <p className="mt-2 text-sm wrap-anywhere text-ink-muted">{gift.description}</p>

      {gift.reserved ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-white p-3 text-sm">
          <dt className="font-medium text-ink">{ADMIN.reservedBy}</dt>
          <dd className="min-w-0 wrap-anywhere">{detail(gift.reserved_by)}</dd>
          <dt className="font-medium text-ink">{ADMIN.reservedEmail}</dt>
          <dd className="min-w-0 break-all">{detail(gift.reserved_email)}</dd>
          <dt className="font-medium text-ink">{ADMIN.reservedPhone}</dt>
          <dd className="min-w-0 wrap-anywhere">{detail(gift.reserved_phone)}</dd>
          <dt className="font-medium text-ink">{ADMIN.reservedMessage}</dt>
          <dd className="min-w-0 wrap-anywhere">{detail(gift.message)}</dd>
          <dt className="font-medium text-ink">{ADMIN.reservedDate}</dt>
          <dd className="min-w-0">{detail(formatDateTime(gift.reserved_date))}</dd>
        </dl>
      ) : null}

      <div className="mt-4 flex flex-wrap gap-2 pt-1 sm:mt-auto">
        {gift.reserved ? (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            <Undo2 aria-hidden="true" className="size-4" />
            {ADMIN.cancelReservation}
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={onReserve}>
            <UserPlus aria-hidden="true" className="size-4" />
            {ADMIN.reserveForGuest}
          </Button>
        )}
        {gift.reserved && gift.reserved_email && sameEmailCount > 1 && onCancelByEmail ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={onCancelByEmail}
            aria-label={ADMIN.cancelByEmailLabel(sameEmailCount, gift.reserved_email)}
          >
            <MailX aria-hidden="true" className="size-4" />
            {ADMIN.cancelByEmail(sameEmailCount)}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={ADMIN.deleteGiftLabel(gift.name)}
          className="text-error hover:bg-error-soft"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {ADMIN.deleteGift}
        </Button>
      </div>
    </li>
  )
}
