import { useCallback, useMemo, useRef, useState } from 'react'
import { RefreshCw, Trash2 } from 'lucide-react'
import { COMMON } from '@/config/copy/common'
import { GUEST_PHOTOS, PHOTOS_PAGE } from '@/config/copy/photos'
import { GUEST_PHOTO_LIMITS } from '@/config/limits'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { ImageViewer, type ViewerImage } from '@/components/ui/image-viewer'
import { Spinner } from '@/components/ui/spinner'
import { useToast } from '@/components/ui/toast'
import { useDataService } from '@/data/react/context'
import { useSectionPages } from '@/data/react/queries'
import type { DataService, GuestPhoto, Paged, PageRequest, ReadOptions } from '@/data/types'
import { useNearViewport } from '@/hooks/use-near-viewport'
import { keepMine, ownerSecret, readMine } from './device'
import { guestImageCache, type ImageCache } from './image-cache'
import { useImage } from './use-image'

const loadPage = (service: DataService, request: PageRequest, options: ReadOptions) =>
  service.listGuestPhotos(request, options)

function Tile({
  photo,
  cache,
  onOpen,
}: {
  photo: GuestPhoto
  cache: ImageCache
  onOpen: () => void
}) {
  const ref = useRef<HTMLButtonElement>(null)
  const near = useNearViewport(ref, '400px')
  const src = useImage(cache, photo.id, false, near)
  return (
    <button
      ref={ref}
      type="button"
      onClick={onOpen}
      aria-label={`${photo.caption ?? PHOTOS_PAGE.album} ${PHOTOS_PAGE.byName(photo.uploaderName)}`}
      className="group relative aspect-square overflow-hidden rounded-xl bg-sage-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sage-600"
    >
      {src ? (
        <img
          src={src}
          alt=""
          width={photo.width}
          height={photo.height}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      ) : null}
    </button>
  )
}

/** The approved photos, newest first, lazy thumbnails, the viewer; own photos can be deleted. */
export function PhotoAlbum({ revealed }: { revealed: boolean }) {
  const service = useDataService()
  const toast = useToast()
  const cache = guestImageCache(service)
  // Read when the album is on screen: a guest who came to send photos (the first screen) gets the
  // form without waiting for the database's code (docs/decisions/0027-guests-photos.md).
  const { sectionRef, ...album } = useSectionPages<GuestPhoto>(
    'guest-photos',
    loadPage,
    GUEST_PHOTO_LIMITS.pageSize,
    {
      live: 'guest_photo_changes',
      margin: '0px',
    },
  )
  const [index, setIndex] = useState<number | null>(null)
  const [mine, setMine] = useState(() => new Set(readMine()))
  const [deleting, setDeleting] = useState<(GuestPhoto & Paged) | null>(null)
  const [busy, setBusy] = useState(false)
  const current = index === null ? undefined : album.items[index]
  const full = useImage(cache, current?.id, true, current !== undefined)

  const images: ViewerImage[] = useMemo(
    () =>
      album.items.map((photo) => ({
        id: photo.id,
        thumbnail: null,
        title: photo.caption ?? PHOTOS_PAGE.album,
        details: (
          <p className="mt-1 text-sm text-white/75">
            {mine.has(photo.id) ? PHOTOS_PAGE.mine : PHOTOS_PAGE.byName(photo.uploaderName)}
          </p>
        ),
        action: mine.has(photo.id) ? (
          <button
            type="button"
            onClick={() => setDeleting(photo)}
            aria-label={PHOTOS_PAGE.deleteOwn}
            className="inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        ) : undefined,
      })),
    [album.items, mine],
  )

  const remove = useCallback(async () => {
    if (!deleting) return
    setBusy(true)
    try {
      await service.deleteOwnGuestPhoto(deleting.id, ownerSecret())
      keepMine(deleting.id, false)
      cache.forget(deleting.id)
      setMine(new Set(readMine()))
      album.update((item) => (item.id === deleting.id ? null : item))
      setIndex(null)
      toast.show(PHOTOS_PAGE.deleted, 'success')
    } catch (error) {
      toast.show((error as Error).message, 'error')
    } finally {
      setBusy(false)
      setDeleting(null)
    }
  }, [deleting, service, cache, album, toast])

  return (
    <section ref={sectionRef} aria-labelledby="album-title" className="space-y-4">
      <h2 id="album-title" className="font-display text-3xl font-semibold text-sage-900">
        {PHOTOS_PAGE.album}
      </h2>
      {album.items.length > 0 ? null : album.loading ? (
        <Spinner label={PHOTOS_PAGE.loading} className="py-6" />
      ) : album.failed ? (
        <div className="space-y-3">
          <p role="alert" className="text-ink">
            {GUEST_PHOTOS.loadError}
          </p>
          <Button variant="secondary" onClick={() => void album.reload()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {COMMON.retry}
          </Button>
        </div>
      ) : (
        <p className="text-ink-muted">{revealed ? PHOTOS_PAGE.empty : PHOTOS_PAGE.notRevealed}</p>
      )}
      <ul className="grid grid-cols-3 gap-1.5 sm:grid-cols-4 sm:gap-3 lg:grid-cols-5">
        {album.items.map((photo, i) => (
          <li key={photo.id}>
            <Tile photo={photo} cache={cache} onOpen={() => setIndex(i)} />
          </li>
        ))}
      </ul>
      {album.more ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            disabled={album.loadingMore}
            onClick={() => void album.loadMore()}
          >
            {PHOTOS_PAGE.more}
          </Button>
        </div>
      ) : null}
      <ImageViewer
        open={current !== undefined}
        images={images}
        index={index ?? 0}
        onIndex={setIndex}
        onClose={() => setIndex(null)}
        full={full}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={PHOTOS_PAGE.deleteOwn}
        danger
        busy={busy}
        confirmLabel={PHOTOS_PAGE.deleteOwn}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      >
        {PHOTOS_PAGE.deleteConfirm}
      </ConfirmDialog>
    </section>
  )
}
