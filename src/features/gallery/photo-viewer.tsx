import { useCallback, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { X } from 'lucide-react'
import { GALLERY } from '@/config/copy/gallery'
import type { Photo } from '@/data/types'
import { useFocusTrap } from '@/hooks/use-focus-trap'
import { useScrollLock } from '@/hooks/use-scroll-lock'
import { formatLongDate } from '@/lib/dates'
import { cn } from '@/lib/cn'
import { usePhotoImage, type PhotoImageCache } from './photo-image-cache'
import { StepButtons } from './step-buttons'
import { useArrowKeys } from './use-arrow-keys'
import { useSwipe } from './use-swipe'

export interface PhotoViewerProps {
  open: boolean
  photos: Photo[]
  index: number
  onIndex: (index: number) => void
  onClose: () => void
  cache: PhotoImageCache
}

const ROUND_BUTTON =
  'inline-flex size-12 items-center justify-center rounded-full text-white transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white'

/** On the viewer's dark bar. */
const DARK_BUTTON = cn(ROUND_BUTTON, 'bg-white/10 hover:bg-white/20')

/** Over the photo itself: a darker disc, so the arrows read on a light photo too. */
const OVER_PHOTO_BUTTON = cn(
  ROUND_BUTTON,
  'bg-black/50 shadow-lg ring-1 ring-white/30 hover:bg-black/65',
)

/**
 * docs/product.md §2: the full-screen viewer: the photo with its title, description and date in pt-BR;
 * Escape and a close button; focus stays inside; previous/next, swipe and arrow keys.
 */
export function PhotoViewer({ open, photos, index, onIndex, onClose, cache }: PhotoViewerProps) {
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  useFocusTrap(panel, open, onClose)
  useScrollLock(open)
  const count = photos.length
  const previous = useCallback(() => onIndex((index - 1 + count) % count), [onIndex, index, count])
  const next = useCallback(() => onIndex((index + 1) % count), [onIndex, index, count])
  useArrowKeys(panel, previous, next, open && count > 1)
  const swipe = useSwipe(previous, next)
  const photo = photos[index]
  const full = usePhotoImage(cache, photo?.id, open)

  if (!open || !photo) return null
  return createPortal(
    <div
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-roledescription={GALLERY.viewerRole}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      tabIndex={-1}
      className="fixed inset-0 z-50 flex flex-col bg-[#1c1a18] text-white focus:outline-none"
    >
      <div className="flex items-center justify-between gap-4 px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-2 sm:px-6">
        <p className="text-sm font-medium tracking-wide text-white/85">
          {GALLERY.counter(index + 1, count)}
        </p>
        <button
          type="button"
          onClick={onClose}
          aria-label={GALLERY.closeViewer}
          className={DARK_BUTTON}
          data-autofocus
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>

      <div
        className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 select-none sm:px-20"
        onTouchStart={swipe.onTouchStart}
        onTouchEnd={swipe.onTouchEnd}
      >
        <img
          key={photo.id}
          src={full ?? photo.thumbnail}
          alt={photo.title}
          draggable={false}
          className={cn(
            'max-h-full max-w-full rounded-md object-contain shadow-2xl transition-[filter] duration-300',
            // The thumbnail stands in, softened, until the full image arrives.
            full ? '' : 'h-full blur-sm',
          )}
        />
        {count > 1 ? (
          <StepButtons
            onPrevious={previous}
            onNext={next}
            className={OVER_PHOTO_BUTTON}
            place={{
              previous: 'absolute top-1/2 left-2 -translate-y-1/2 sm:left-5',
              next: 'absolute top-1/2 right-2 -translate-y-1/2 sm:right-5',
            }}
            iconClassName="size-7"
          />
        ) : null}
      </div>

      <div className="mx-auto w-full max-w-3xl px-5 pt-4 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-center">
        <h2 id={titleId} className="font-display text-2xl font-semibold text-white sm:text-3xl">
          {photo.title}
        </h2>
        <div id={descriptionId}>
          {photo.description ? (
            <p className="mx-auto mt-1 max-w-prose text-white/85">{photo.description}</p>
          ) : null}
          <p className="mt-1 text-sm text-white/70">
            <time dateTime={photo.created_at}>
              {GALLERY.publishedOn(formatLongDate(photo.created_at))}
            </time>
          </p>
        </div>
      </div>
    </div>,
    document.body,
  )
}
