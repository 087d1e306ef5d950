import { Suspense, useMemo, type ReactNode } from 'react'
import { Camera, ChevronRight, ShieldCheck } from 'lucide-react'
import { LastCopyNotice } from '@/components/ui/last-copy-notice'
import { Section } from '@/components/ui/section'
import { GALLERY } from '@/config/copy/gallery'
import { useDataService } from '@/data/react/context'
import { usePhotosOpen } from '@/hooks/use-photos-open'
import type { DataService, Photo, ReadOptions } from '@/data/types'
import { useSectionQuery } from '@/data/react/queries'
import { chunk, useChunk } from '@/hooks/use-chunk'
import { PhotoImageCache } from './photo-image-cache'

// The slideshow (with its swipe and keys) is a chunk of its own, fetched with the photos when the
// gallery comes near the viewport: a first visit that never scrolls does not download it.
const SLIDESHOW = chunk(() => import('./slideshow'))

/** What the gallery hands to the couple's tools. */
export interface GalleryAdminSlot {
  photos: Photo[]
  /** Reads the photos again, so a change shows at once in this tab. */
  reload: () => Promise<void>
  /** The gallery itself; with `onDelete`, the slideshow offers to delete the current photo. */
  view: (onDelete: (photo: Photo) => void) => ReactNode
}

export interface GalleryProps {
  /**
   * docs/product.md §2 admin mode (main page with a valid session, or /dev): the couple's tools around the
   * gallery. The app layer composes them (features never import each other), so the gallery knows
   * it is in admin mode but nothing of sessions or tokens.
   */
  renderAdmin?: (slot: GalleryAdminSlot) => ReactNode
}

const loadPhotos = (service: DataService, options: ReadOptions) => service.listPhotos(options)
const NO_PHOTOS: Photo[] = []

/** 'Nossa Galeria' (#gallery): the slideshow, its viewer and, for admins, the couple's tools. */
export function Gallery({ renderAdmin }: GalleryProps) {
  const service = useDataService()
  // Photos are fetched when the gallery comes within a screen of the viewport, not on arrival.
  const {
    data: photos,
    loading,
    lastCopy,
    reload,
    sectionRef,
    near,
  } = useSectionQuery<Photo[]>('photos', loadPhotos, NO_PHOTOS, {
    live: 'photos',
    refreshOnReturn: false,
  })
  const cache = useMemo(() => new PhotoImageCache(service), [service])
  const slideshow = useChunk(SLIDESHOW, near)

  const placeholder = (
    <div aria-busy="true" className="mx-auto max-w-4xl">
      <div className="flex aspect-[4/3] animate-pulse items-center justify-center rounded-2xl bg-sage-100 sm:aspect-[3/2]">
        <span className="sr-only">{GALLERY.loading}</span>
      </div>
      {/* ≈ caption + controls + thumbnails (measured at 390/1280 px): little shift (CLS). */}
      <div className="h-[15.75rem] sm:h-[14rem]" />
    </div>
  )

  const view = (onDelete?: (photo: Photo) => void) =>
    loading ? (
      placeholder
    ) : photos.length === 0 ? (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-sage-200 bg-white px-6 py-14 text-center shadow-[0_6px_30px_-20px_rgba(46,42,38,0.3)]">
        <Camera aria-hidden="true" className="size-10 text-sage-500" />
        <p className="font-display text-2xl text-sage-800">
          {renderAdmin ? GALLERY.emptyAdmin : GALLERY.emptyVisitor}
        </p>
      </div>
    ) : slideshow ? (
      <slideshow.Slideshow photos={photos} cache={cache} onDelete={onDelete} />
    ) : (
      placeholder
    )

  return (
    <Section ref={sectionRef} id="gallery" title={GALLERY.title} subtitle={GALLERY.subtitle}>
      {renderAdmin ? (
        <p
          role="status"
          className="mx-auto mb-6 flex w-fit items-center gap-2 rounded-full border border-sage-300 bg-sage-100 px-4 py-2 text-sm font-semibold text-sage-800"
        >
          <ShieldCheck aria-hidden="true" className="size-4" />
          {GALLERY.adminBanner}
        </p>
      ) : null}
      <LastCopyNotice shown={lastCopy && !loading} />
      <GuestPhotosCard />
      {renderAdmin ? (
        // The tools may be a chunk of their own (guests never download them): until they
        // arrive, the plain gallery shows.
        <Suspense fallback={view()}>{renderAdmin({ photos, reload, view })}</Suspense>
      ) : (
        view()
      )}
    </Section>
  )
}

/**
 * While the photo window is open (the wedding day and the month after it), the guests' own photos
 * are a tap away from the couple's: /fotos takes theirs and shows everyone's (docs/decisions/0027).
 */
function GuestPhotosCard() {
  const open = usePhotosOpen()
  if (!open) return null
  return (
    <a
      href="/fotos"
      className="mx-auto mb-8 flex max-w-xl items-center gap-4 rounded-2xl border border-sage-200 bg-white px-5 py-4 shadow-[0_6px_30px_-20px_rgba(46,42,38,0.3)] transition-colors hover:border-sage-400 hover:bg-sage-50"
    >
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-sage-100 text-sage-700">
        <Camera aria-hidden="true" className="size-6" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-display text-xl leading-tight font-semibold text-sage-800">
          {GALLERY.guestPhotosTitle}
        </span>
        <span className="text-sm text-ink-muted">{GALLERY.guestPhotosHint}</span>
        <span className="mt-1 text-sm font-semibold text-sage-700">{GALLERY.guestPhotosCta}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-sage-500" />
    </a>
  )
}
