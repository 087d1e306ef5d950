import { Check, Clock, ExternalLink } from 'lucide-react'
import { memo } from 'react'
import { Button } from '@/components/ui/button'
import { GIFTS } from '@/config/copy'
import { GIFT_PAYMENTS } from '@/config/copy-gift-payments'
import type { Gift } from '@/data/types'
import { cn } from '@/lib/cn'
import { formatCents } from '@/lib/money'
import { CategoryIcon } from './category-icon'
import { isTaken, quotasLeft } from '@/lib/gift-state'
import { giftHeadingId } from './group-gifts'

/** The thumbnails' box (4:3, as the couple's photos are cut): set before the image arrives. */
const THUMB_WIDTH = 480
const THUMB_HEIGHT = 360

/** A price that never breaks between 'R$' and the number. */
const brl = (cents: number) => formatCents(cents).replace(' ', '\u00a0')

/** Only an https link is offered ('Ver na loja'); the database refuses others too. */
const storeUrl = (url: string | null) => (url && /^https:\/\/[^/\s]/i.test(url) ? url : null)

export interface GiftCardProps {
  gift: Gift
  /** The gift's thumbnail: a data URL, null when it has none, undefined while it loads. */
  thumbnail?: string | null
  /**
   * A PIX for this gift was started on this device and not informed
   * (src/lib/pix-in-progress.ts): the card offers to continue it, even when its own hold took the
   * last cota.
   */
  pixInProgress?: boolean
  onReserve: (gift: Gift) => void
  onGive: (gift: Gift) => void
  /** Opens the gift's photo large (only offered once its thumbnail is there). */
  onViewPhoto: (gift: Gift) => void
}

/**
 * One gift of the grid: its photo (or the category's icon), name, description and price. Gifts to
 * reserve offer 'Reservar' or say by whom they are reserved (docs/product.md §4); gifts given as
 * money (docs/decisions/0017-gifts-as-money.md) offer 'Presentear', with their cotas taken.
 */
/**
 * Memoised: thumbnails arrive a few cards at a time as the guest scrolls, and each arrival should
 * redraw those cards only, not a long category's every card (bench: a category of 60 gifts).
 */
export const GiftCard = memo(function GiftCard({
  gift,
  thumbnail,
  pixInProgress = false,
  onReserve,
  onGive,
  onViewPhoto,
}: GiftCardProps) {
  const headingId = giftHeadingId(gift.id)
  const taken = isTaken(gift)
  const link = storeUrl(gift.store_url)
  return (
    <li
      aria-labelledby={headingId}
      // The thumbnails are asked for as each card nears the screen (src/hooks/use-gift-thumbnails.ts).
      data-gift-id={gift.id}
      className={cn(
        // A long category's cards far from the screen are neither laid out nor painted while a
        // guest scrolls (bench: a category of 60 gifts): about a card's height (380-490 px) until
        // first shown, then its own.
        'flex min-w-0 flex-col overflow-hidden rounded-2xl border shadow-sm [contain-intrinsic-size:auto_27rem] [content-visibility:auto]',
        taken ? 'border-sage-200 bg-sage-50' : 'border-sage-100 bg-white',
      )}
    >
      <GiftPhoto gift={gift} thumbnail={thumbnail} onView={onViewPhoto} />
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <h3
          id={headingId}
          tabIndex={-1}
          className="font-display text-xl leading-tight font-semibold wrap-anywhere text-sage-800"
        >
          {gift.name}
        </h3>
        {gift.description ? (
          <p className="mt-1.5 text-sm leading-snug wrap-anywhere text-ink-muted">
            {gift.description}
          </p>
        ) : null}
        <GiftPrice gift={gift} />
        {link ? (
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className="-my-1 inline-flex min-h-11 w-fit items-center gap-1.5 text-sm font-medium text-sage-700 underline decoration-sage-300 underline-offset-4 hover:text-sage-800 hover:decoration-sage-600"
          >
            {GIFTS.storeLink}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only"> {GIFTS.storeLinkNewTab}</span>
          </a>
        ) : null}
        <div className="mt-auto pt-4">
          {gift.kind === 'money' ? (
            pixInProgress ? (
              <>
                <p className="mb-2 flex items-center gap-1.5 text-sm font-medium text-sage-800">
                  <Clock aria-hidden="true" className="size-4 shrink-0" />
                  {GIFT_PAYMENTS.inProgress}
                </p>
                <Button
                  size="sm"
                  className="w-full"
                  aria-label={GIFT_PAYMENTS.continuePixOf(gift.name)}
                  onClick={() => onGive(gift)}
                >
                  {GIFT_PAYMENTS.continueShort}
                </Button>
              </>
            ) : taken ? (
              // Given to the last cota: said on a button that cannot be pressed, not greyed out.
              <button
                type="button"
                disabled
                className="inline-flex min-h-11 w-full items-center justify-center gap-1.5 rounded-full bg-sage-100 px-4 py-2 text-sm font-medium text-sage-800"
              >
                <Check aria-hidden="true" className="size-4" />
                {GIFTS.given}
              </button>
            ) : (
              <Button
                size="sm"
                className="w-full"
                aria-label={GIFTS.giveGift(gift.name)}
                onClick={() => onGive(gift)}
              >
                {GIFTS.give}
              </Button>
            )
          ) : gift.reserved ? (
            <p className="flex flex-col gap-0.5 text-sm">
              <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-sage-700 px-3 py-1 font-medium text-white">
                <Check aria-hidden="true" className="size-4" />
                {GIFTS.reserved}
              </span>
              {gift.reserved_by ? (
                <span className="mt-1 wrap-anywhere text-ink-muted">
                  {GIFTS.reservedBy(gift.reserved_by)}
                </span>
              ) : null}
            </p>
          ) : (
            <Button
              size="sm"
              className="w-full"
              aria-label={GIFTS.reserveGift(gift.name)}
              onClick={() => onReserve(gift)}
            >
              {GIFTS.reserve}
            </Button>
          )}
        </div>
      </div>
    </li>
  )
})

function GiftPhoto({
  gift,
  thumbnail,
  onView,
}: {
  gift: Gift
  thumbnail: string | null | undefined
  onView: (gift: Gift) => void
}) {
  const loading = gift.has_photo && thumbnail === undefined
  return (
    <div
      aria-busy={loading || undefined}
      className="relative aspect-[4/3] w-full overflow-hidden bg-sage-50"
    >
      {thumbnail ? (
        // A tap shows the photo large; width and height keep the box while it decodes.
        <button
          type="button"
          onClick={() => onView(gift)}
          aria-label={GIFTS.viewPhoto(gift.name)}
          className="block size-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sage-700"
        >
          <img
            src={thumbnail}
            alt=""
            width={THUMB_WIDTH}
            height={THUMB_HEIGHT}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        </button>
      ) : (
        <span
          className={cn(
            'absolute inset-0 flex items-center justify-center bg-gradient-to-br from-sage-50 to-sage-100 text-sage-500',
            loading && 'animate-pulse',
          )}
        >
          <CategoryIcon category={gift.category} className="size-9 stroke-[1.5]" />
        </span>
      )}
    </div>
  )
}

/** The price in BRL: cotas with their progress, a whole gift's value, or 'Valor livre'. */
function GiftPrice({ gift }: { gift: Gift }) {
  const price = gift.price_cents
  const quotas = gift.kind === 'money' ? (gift.quotas ?? 1) : 1
  const given = quotas - (quotasLeft(gift) ?? 0)
  if (price === null && gift.kind === 'reserve') return null
  return (
    <div className="mt-3 space-y-1.5 text-sm">
      <p className="font-semibold text-sage-800 tabular-nums">
        {price === null
          ? GIFTS.freeAmount
          : quotas > 1
            ? GIFTS.quotasOf(quotas, brl(price))
            : brl(price)}
      </p>
      {price !== null && quotas > 1 ? (
        <>
          <div
            role="progressbar"
            aria-label={GIFTS.quotasProgress(gift.name)}
            aria-valuemin={0}
            aria-valuemax={quotas}
            aria-valuenow={given}
            aria-valuetext={GIFTS.quotasTaken(given, quotas)}
            className="h-1.5 overflow-hidden rounded-full bg-sage-100"
          >
            <div
              className="h-full rounded-full bg-sage-600 transition-[width] duration-500"
              style={{ width: `${(given / quotas) * 100}%` }}
            />
          </div>
          <p className="text-ink-muted tabular-nums">{GIFTS.quotasTaken(given, quotas)}</p>
        </>
      ) : null}
    </div>
  )
}
