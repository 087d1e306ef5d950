import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { Expand, Pause, Play, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { GALLERY } from '@/config/copy/gallery'
import { SLIDESHOW_INTERVAL_MS } from '@/config/ui'
import type { Photo } from '@/data/types'
import { cn } from '@/lib/cn'
import { usePhotoImage, type PhotoImageCache } from './photo-image-cache'
import { StepButtons } from '@/components/ui/step-buttons'
import { useArrowKeys } from '@/hooks/use-arrow-keys'
import { chunk, useChunk } from '@/hooks/use-chunk'
import { useNearViewport } from '@/hooks/use-near-viewport'
import { useSwipe } from '@/hooks/use-swipe'

// The full-screen viewer is a chunk of its own, fetched at the first 'Ver em tela cheia': most
// visits never open it, and the gallery's chunk is part of a first visit's download
// (docs/product.md "Quality bars").
const VIEWER = chunk(() => import('./photo-viewer'))

export interface SlideshowProps {
  photos: Photo[]
  cache: PhotoImageCache
  /** Admin mode: a delete button on the current photo. */
  onDelete?: (photo: Photo) => void
}

const ROUND_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-sage-800 shadow-md ring-1 ring-black/5 transition hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sage-600'

/**
 * docs/product.md §2/§4 slideshow: autoplay every 4000 ms while playing and more than one photo exists, the
 * index wraps, it goes back to the first photo when the number of photos changes; previous/next,
 * pause/start, 80x60 thumbnails, the 'n de total fotos' counter, swipe and arrow keys; a click on
 * the photo opens the full-screen viewer.
 */
export function Slideshow({ photos, cache, onDelete }: SlideshowProps) {
  const count = photos.length
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(true)
  const [viewerOpen, setViewerOpen] = useState(false)
  // Fetched at the first opening, then mounted from then on (a chunk once here stays), so closing
  // it runs its own focus and scroll clean-up.
  const viewer = useChunk(VIEWER, viewerOpen)

  // docs/product.md §4: reset to the first photo when the count changes (adjusting state during render,
  // so the stale index is never painted).
  const [seenCount, setSeenCount] = useState(count)
  if (seenCount !== count) {
    setSeenCount(count)
    setIndex(0)
  }

  const current = photos[Math.min(index, count - 1)]
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count])
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count])

  // docs/product.md §9: 4000 ms. Restarting the timer on every change gives a manual move its full 4 s too.
  // The viewer shows the same index, so the slideshow waits while it is open.
  useEffect(() => {
    if (!playing || count < 2 || viewerOpen) return
    const timer = setTimeout(() => setIndex((index + 1) % count), SLIDESHOW_INTERVAL_MS)
    return () => clearTimeout(timer)
  }, [playing, count, index, viewerOpen])

  const region = useRef<HTMLDivElement>(null)
  const stage = useRef<HTMLDivElement>(null)
  useArrowKeys(region, previous, next, !viewerOpen && count > 1)
  const swipe = useSwipe(previous, next)
  const near = useNearViewport(stage)
  const full = usePhotoImage(cache, current?.id, near)

  // The next slide's image loads while this one is shown, so autoplay never shows a blurry frame.
  useEffect(() => {
    if (!near || !full || count < 2) return
    const upcoming = photos[(index + 1) % count]
    if (upcoming) cache.prefetch(upcoming.id)
  }, [near, full, index, count, photos, cache])

  const strip = useRef<HTMLUListElement>(null)
  useEffect(() => {
    const list = strip.current
    const active = list?.children[index] as HTMLElement | undefined
    if (!list || !active || typeof list.scrollTo !== 'function') return
    // Scroll only the strip, never the page (scrollIntoView would move the page vertically).
    list.scrollTo({
      left: active.offsetLeft - list.clientWidth / 2 + active.clientWidth / 2,
      behavior: 'smooth',
    })
  }, [index])

  const closeViewer = useCallback(() => setViewerOpen(false), [])
  const counterId = useId()

  if (!current) return null
  const position = Math.min(index, count - 1) + 1

  return (
    <div
      ref={region}
      role="region"
      aria-roledescription={GALLERY.carouselRole}
      aria-label={GALLERY.carousel}
      className="mx-auto max-w-4xl"
    >
      <div
        ref={stage}
        className="relative aspect-[4/3] touch-pan-y overflow-hidden rounded-2xl bg-sage-100 shadow-[0_10px_40px_-18px_rgba(46,42,38,0.35)] select-none sm:aspect-[3/2]"
        onTouchStart={swipe.onTouchStart}
        onTouchEnd={swipe.onTouchEnd}
      >
        {/* The thumbnail, blurred, fills the letterbox around photos of another shape. */}
        <img
          src={current.thumbnail}
          alt=""
          aria-hidden="true"
          className="absolute inset-0 size-full scale-110 object-cover opacity-70 blur-2xl"
        />
        <button
          type="button"
          onClick={() => setViewerOpen(true)}
          aria-label={GALLERY.openViewerNamed(current.title)}
          aria-describedby={counterId}
          className="group absolute inset-0 block size-full cursor-zoom-in focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-white"
        >
          <img
            key={current.id}
            src={full ?? current.thumbnail}
            alt={current.title}
            draggable={false}
            className="relative size-full object-contain"
          />
          <span
            aria-hidden="true"
            className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-full bg-black/40 text-white opacity-80 transition group-hover:opacity-100"
          >
            <Expand className="size-4" />
          </span>
        </button>
        {count > 1 ? (
          <StepButtons
            onPrevious={previous}
            onNext={next}
            className={ROUND_BUTTON}
            place={{
              previous: 'absolute top-1/2 left-3 -translate-y-1/2',
              next: 'absolute top-1/2 right-3 -translate-y-1/2',
            }}
            iconClassName="size-6"
          />
        ) : null}
      </div>

      <div className="mt-4">
        <h3 className="font-display text-2xl font-semibold text-sage-800">{current.title}</h3>
        {current.description ? (
          <p className="mt-0.5 line-clamp-2 text-ink-muted">{current.description}</p>
        ) : null}
      </div>

      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p
          id={counterId}
          // Announce the position only when the guest moves it, not on every autoplay tick.
          aria-live={playing ? 'off' : 'polite'}
          className="text-sm font-medium tracking-wide text-ink-muted"
        >
          {GALLERY.counter(position, count)}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {count > 1 ? (
            <Button variant="secondary" size="sm" onClick={() => setPlaying((p) => !p)}>
              {playing ? (
                <Pause aria-hidden="true" className="size-4" />
              ) : (
                <Play aria-hidden="true" className="size-4" />
              )}
              {playing ? GALLERY.pause : GALLERY.play}
            </Button>
          ) : null}
          {onDelete ? (
            <Button variant="danger" size="sm" onClick={() => onDelete(current)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {GALLERY.deletePhoto}
            </Button>
          ) : null}
        </div>
      </div>

      {count > 1 ? (
        <ul
          ref={strip}
          aria-label={GALLERY.thumbnails}
          className="relative mt-4 flex gap-2 overflow-x-auto px-1 pt-1 pb-3 [scrollbar-width:thin]"
        >
          {photos.map((photo, i) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={GALLERY.thumbnail(photo.title)}
                aria-current={i === position - 1 ? 'true' : undefined}
                // docs/product.md §9: thumbnails 80x60 px.
                className={cn(
                  'block h-[60px] w-[80px] overflow-hidden rounded-lg ring-offset-2 ring-offset-ivory transition',
                  i === position - 1
                    ? 'ring-2 ring-sage-700'
                    : 'opacity-75 ring-1 ring-sage-200 hover:opacity-100',
                )}
              >
                <img
                  src={photo.thumbnail}
                  alt=""
                  width={80}
                  height={60}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {viewer ? (
        <viewer.PhotoViewer
          open={viewerOpen}
          photos={photos}
          index={position - 1}
          onIndex={setIndex}
          onClose={closeViewer}
          cache={cache}
        />
      ) : null}
    </div>
  )
}
