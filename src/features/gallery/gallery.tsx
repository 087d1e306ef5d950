import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { Camera, ShieldCheck } from 'lucide-react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Section } from '@/components/ui/section'
import { Spinner } from '@/components/ui/spinner'
import { useToast } from '@/components/ui/toast'
import { GALLERY } from '@/config/copy'
import { useDataService } from '@/data/react/context'
import { DataError, type DataService, type Photo } from '@/data/types'
import { useSectionList } from '@/data/react/use-live-list'
import { PhotoImageCache } from './photo-image-cache'
import { Slideshow } from './slideshow'

// The couple's tools (upload with in-browser compression, the all-photos grid) are a chunk of
// their own: guests never download them.
const AdminUploadPanel = lazy(() =>
  import('./admin-upload-panel').then((m) => ({ default: m.AdminUploadPanel })),
)
const AdminPhotoGrid = lazy(() =>
  import('./admin-photo-grid').then((m) => ({ default: m.AdminPhotoGrid })),
)

export interface GalleryProps {
  /** SPEC §2: the gallery takes an admin flag (main page with a valid session, or /dev). */
  isAdmin?: boolean
  /** The admin session token; every admin write is checked by the database with it. */
  adminToken?: string
}

const loadPhotos = (service: DataService) => service.listPhotos()

/** 'Nossa Galeria' (#gallery): the slideshow, its viewer and, for admins, the gallery tools. */
export function Gallery({ isAdmin = false, adminToken }: GalleryProps) {
  const service = useDataService()
  const toast = useToast()
  // Photos are fetched when the gallery comes within a screen of the viewport, not on arrival.
  const { items: photos, loading, reload, sectionRef } = useSectionList<Photo>('photos', loadPhotos)
  const cache = useMemo(() => new PhotoImageCache(service), [service])
  const tools = isAdmin && adminToken ? adminToken : null

  const [toDelete, setToDelete] = useState<Photo | null>(null)
  const [deleting, setDeleting] = useState(false)
  const cancelDelete = useCallback(() => setToDelete(null), [])

  async function confirmDelete() {
    if (!toDelete || !tools) return
    setDeleting(true)
    try {
      await service.admin.deletePhoto(tools, toDelete.id)
      toast.show(GALLERY.deleted, 'success')
      setToDelete(null)
      // The live subscription reloads too; this makes the change immediate in this tab.
      await reload()
    } catch (error) {
      console.error(error)
      toast.show(
        error instanceof DataError && error.code !== 'unknown'
          ? error.message
          : GALLERY.deleteError,
        'error',
      )
    } finally {
      setDeleting(false)
    }
  }

  return (
    <Section ref={sectionRef} id="gallery" title={GALLERY.title} subtitle={GALLERY.subtitle}>
      {isAdmin ? (
        <p
          role="status"
          className="mx-auto mb-6 flex w-fit items-center gap-2 rounded-full border border-sage-300 bg-sage-100 px-4 py-2 text-sm font-semibold text-sage-800"
        >
          <ShieldCheck aria-hidden="true" className="size-4" />
          {GALLERY.adminBanner}
        </p>
      ) : null}
      {tools ? (
        <Suspense fallback={<Spinner className="mb-8 py-6" />}>
          <AdminUploadPanel token={tools} onAdded={() => void reload()} />
        </Suspense>
      ) : null}

      {loading ? (
        <div aria-busy="true" className="mx-auto max-w-4xl">
          <div className="flex aspect-[4/3] animate-pulse items-center justify-center rounded-2xl bg-sage-100 sm:aspect-[3/2]">
            <span className="sr-only">{GALLERY.loading}</span>
          </div>
          {/* ≈ caption + controls + thumbnails (measured at 390/1280 px): little shift (CLS). */}
          <div className="h-[15.75rem] sm:h-[14rem]" />
        </div>
      ) : photos.length === 0 ? (
        <div className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-sage-200 bg-white px-6 py-14 text-center shadow-[0_6px_30px_-20px_rgba(46,42,38,0.3)]">
          <Camera aria-hidden="true" className="size-10 text-sage-500" />
          <p className="font-display text-2xl text-sage-800">
            {isAdmin ? GALLERY.emptyAdmin : GALLERY.emptyVisitor}
          </p>
        </div>
      ) : (
        <Slideshow photos={photos} cache={cache} onDelete={tools ? setToDelete : undefined} />
      )}

      {tools && photos.length > 0 ? (
        <Suspense fallback={null}>
          <AdminPhotoGrid photos={photos} onDelete={setToDelete} />
        </Suspense>
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        title={GALLERY.confirmDeletePhoto}
        confirmLabel={GALLERY.deletePhoto}
        danger
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={cancelDelete}
      >
        {toDelete ? (
          <div className="flex items-center gap-3">
            <img
              src={toDelete.thumbnail}
              alt=""
              className="h-[60px] w-[80px] shrink-0 rounded-lg object-cover"
            />
            <p className="font-medium">{toDelete.title}</p>
          </div>
        ) : null}
      </ConfirmDialog>
    </Section>
  )
}
