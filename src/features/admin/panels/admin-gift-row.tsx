import { Gift as GiftIcon, MailX, Pencil, Trash2, UserPlus, Undo2 } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { GIFTS } from '@/config/copy/gifts'
import { ADMIN } from '@/config/copy/admin'
import type { AdminGift } from '@/data/types'
import { formatDateTime } from '@/lib/dates'
import { isTaken, quotasOverGiven } from '@/lib/gift-state'
import { formatCents } from '@/lib/money'

/** The price as the list shows it: per cota for a split money gift; a free amount without one. */
function priceText(gift: AdminGift): string {
  if (gift.price_cents === null)
    return gift.kind === 'money' ? ADMIN.giftFreeAmount : ADMIN.giftNoPrice
  const price = formatCents(gift.price_cents)
  return gift.quotas && gift.quotas > 1 ? `${ADMIN.quotasCount(1)}: ${price}` : price
}

/**
 * One gift in the couple's list: photo, price, kind, cotas taken, its reservation details and the
 * actions on it.
 */
export function AdminGiftRow({
  gift,
  thumbnail,
  onEdit,
  onReserve,
  onCancel,
  onDelete,
  sameEmailCount = 0,
  onCancelByEmail,
}: {
  gift: AdminGift
  /** The photo's thumbnail (data URL) once loaded. */
  thumbnail?: string | null
  onEdit: () => void
  onReserve: () => void
  onCancel: () => void
  onDelete: () => void
  /** Gifts reserved with this gift's e-mail; two or more offer to cancel them all at once. */
  sameEmailCount?: number
  onCancelByEmail?: () => void
}) {
  const detail = (value: string | null) =>
    value ? value : <span className="text-ink-muted italic">{ADMIN.notInformed}</span>
  const money = gift.kind === 'money'
  const soldOut = money && isTaken(gift)
  const overGiven = quotasOverGiven(gift)
  return (
    <li
      // Its thumbnail is asked for as the row nears the screen (src/hooks/use-gift-thumbnails.ts).
      data-gift-id={gift.id}
      className="flex flex-col rounded-2xl border border-sage-100 bg-ivory p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        {/* Width and height set: the row never moves when the thumbnail arrives. */}
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-sage-50">
          {thumbnail ? (
            <img
              src={thumbnail}
              alt={ADMIN.giftPhotoAlt(gift.name)}
              width={64}
              height={64}
              className="size-full object-cover"
            />
          ) : (
            <GiftIcon aria-hidden="true" className="size-6 text-sage-400" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-display text-xl font-semibold wrap-anywhere text-ink">
              {gift.name}
            </h3>
            <p className="text-xs font-medium tracking-wider text-sage-700 uppercase">
              {gift.category}
            </p>
          </div>
          {money ? (
            <Badge tone={soldOut ? 'amber' : 'sage'}>{ADMIN.kindMoney}</Badge>
          ) : (
            <Badge tone={gift.reserved ? 'amber' : 'sage'}>
              {gift.reserved ? GIFTS.reserved : GIFTS.available}
            </Badge>
          )}
        </div>
      </div>
      <p className="mt-2 text-sm wrap-anywhere text-ink-muted">{gift.description}</p>
      <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink">
        <span className="font-semibold">{priceText(gift)}</span>
        {money ? null : <span className="text-ink-muted">{ADMIN.kindReserve}</span>}
        {gift.quotas ? (
          <span className="text-ink-muted">
            {ADMIN.giftQuotasTaken(gift.quotas_taken, gift.quotas)}
          </span>
        ) : null}
      </p>
      {overGiven > 0 ? (
        <p className="mt-2 rounded-xl bg-warning-soft px-3 py-2 text-sm text-warning-strong">
          {ADMIN.giftOverGiven(overGiven)}
        </p>
      ) : null}

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
        <Button
          variant="secondary"
          size="sm"
          onClick={onEdit}
          aria-label={ADMIN.editGiftLabel(gift.name)}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {ADMIN.editGift}
        </Button>
        {money && !gift.reserved ? null : gift.reserved ? (
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
