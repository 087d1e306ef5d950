import { useCallback } from 'react'
import { Modal } from '@/components/ui/modal'
import { GIFTS } from '@/config/copy'
import { GIFT_PHOTO_MAX_SIDE_PX } from '@/config/ui'
import { useQuery } from '@/data/react/queries'
import type { DataService, Gift } from '@/data/types'

/**
 * A gift's photo, large (docs/decisions/0017-gifts-as-money.md): the thumbnail at once, then the
 * full photo (getGiftImage) when it arrives, so a guest sees what the gift looks like.
 */
export function GiftPhotoViewer({
  gift,
  thumbnail,
  onClose,
}: {
  gift: Gift | null
  thumbnail: string | null | undefined
  onClose: () => void
}) {
  const id = gift?.id ?? ''
  const read = useCallback((service: DataService) => service.getGiftImage(id), [id])
  const { data: full } = useQuery(`gift-image:${id}`, read, null, {
    enabled: id !== '',
    refreshOnReturn: false,
  })

  const src = full ?? thumbnail
  return (
    <Modal open={gift !== null} title={gift?.name ?? ''} onClose={onClose} size="lg">
      <div
        className="flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-xl bg-sage-50"
        aria-busy={src === thumbnail || undefined}
      >
        {src ? (
          <img
            src={src}
            alt={gift?.name ?? ''}
            width={GIFT_PHOTO_MAX_SIDE_PX}
            height={(GIFT_PHOTO_MAX_SIDE_PX * 3) / 4}
            className="size-full object-contain"
          />
        ) : (
          <p className="text-sm text-ink-muted">{GIFTS.photoLoading}</p>
        )}
      </div>
      {gift?.description ? <p className="mt-4 text-ink-muted">{gift.description}</p> : null}
    </Modal>
  )
}
