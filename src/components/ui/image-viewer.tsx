import { useCallback, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { X } from 'lucide-react'
import { GALLERY } from '@/config/copy/gallery'
import { useArrowKeys } from '@/hooks/use-arrow-keys'
import { useFocusTrap } from '@/hooks/use-focus-trap'
import { useScrollLock } from '@/hooks/use-scroll-lock'
import { useSwipe } from '@/hooks/use-swipe'
import { cn } from '@/lib/cn'
import { StepButtons } from './step-buttons'

/** One image of the viewer: its stand-in (a thumbnail, or null) and its texts. */
export interface ViewerImage {
  id: string
  thumbnail: string | null
  title: string
  /** Under the title: a description, a date, who sent it. */
  details?: ReactNode
  /** Over the bar, beside the close button (an action on this image). */
  action?: ReactNode
}

export interface ImageViewerProps {
  open: boolean
  images: readonly ViewerImage[]
  index: number
  onIndex: (index: number) => void
  onClose: () => void
  /** The current image's full copy, once it arrived (null: the thumbnail stands in). */
  full: string | null
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
 * docs/product.md §2: the full-screen viewer: the image with its title and details; Escape and a
 * close button; focus stays inside; previous/next, swipe and arrow keys. The gallery's and the
 * guests' photos' viewer.
 */
export function ImageViewer({ open, images, index, onIndex, onClose, full }: ImageViewerProps) {
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  useFocusTrap(panel, open, onClose)
  useScrollLock(open)
  const count = images.length
  const previous = useCallback(() => onIndex((index - 1 + count) % count), [onIndex, index, count])
  const next = useCallback(() => onIndex((index + 1) % count), [onIndex, index, count])
  useArrowKeys(panel, previous, next, open && count > 1)
  const swipe = useSwipe(previous, next)
  const image = images[index]

  if (!open || !image) return null
  const src = full ?? image.thumbnail
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
        <div className="flex items-center gap-2">
          {image.action}
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
      </div>

      <div
        className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 select-none sm:px-20"
        onTouchStart={swipe.onTouchStart}
        onTouchEnd={swipe.onTouchEnd}
      >
        {src ? (
          <img
            key={image.id}
            src={src}
            alt={image.title}
            draggable={false}
            className={cn(
              'max-h-full max-w-full rounded-md object-contain shadow-2xl transition-[filter] duration-300',
              // The thumbnail stands in, softened, until the full image arrives.
              full ? '' : 'h-full blur-sm',
            )}
          />
        ) : null}
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
          {image.title}
        </h2>
        <div id={descriptionId}>{image.details}</div>
      </div>
    </div>,
    document.body,
  )
}
