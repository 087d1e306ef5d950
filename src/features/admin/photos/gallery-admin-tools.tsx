import { useCallback, useState, type ReactNode } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { GALLERY } from '@/config/copy/gallery'
import type { Photo } from '@/data/types'
import { useAdminApi } from '../session/admin-context'
import { AdminPhotoGrid } from './admin-photo-grid'
import { AdminUploadPanel } from './admin-upload-panel'

export interface GalleryAdminToolsProps {
  photos: Photo[]
  /** Reads the photos again, so a change shows at once in this tab. */
  reload: () => Promise<void>
  /** The gallery itself; with `onDelete`, its slideshow offers to delete the current photo. */
  view: (onDelete: (photo: Photo) => void) => ReactNode
}

/**
 * The couple's gallery tools around the gallery (docs/product.md §2 'Painel Administrativo'): the upload
 * panel above it, every photo with its delete button below, one confirmation for both deletes.
 * The app layer mounts it, inside an AdminProvider, on the main page and on /dev.
 */
export function GalleryAdminTools({ photos, reload, view }: GalleryAdminToolsProps) {
  const { service, session, toast, toErrorText } = useAdminApi()
  const [toDelete, setToDelete] = useState<Photo | null>(null)
  const [deleting, setDeleting] = useState(false)
  const cancelDelete = useCallback(() => setToDelete(null), [])

  async function confirmDelete() {
    if (!toDelete) return
    setDeleting(true)
    try {
      await service.admin.deletePhoto(session.token, toDelete.id)
      toast.show(GALLERY.deleted, 'success')
      setToDelete(null)
      // The live subscription reloads too; this makes the change immediate in this tab.
      await reload()
    } catch (error) {
      console.error(error)
      // The confirmation stays open: the toast shows inside it (components/ui/open-modals.ts).
      toast.show(toErrorText(error, GALLERY.deleteError, { unknown: GALLERY.deleteError }), 'error')
    } finally {
      setDeleting(false)
    }
  }

  return (
    <>
      <AdminUploadPanel onAdded={() => void reload()} />
      {view(setToDelete)}
      {photos.length > 0 ? <AdminPhotoGrid photos={photos} onDelete={setToDelete} /> : null}
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
    </>
  )
}
