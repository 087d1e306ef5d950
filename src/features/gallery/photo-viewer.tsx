import { useMemo } from 'react'
import { GALLERY } from '@/config/copy/gallery'
import type { Photo } from '@/data/types'
import { ImageViewer } from '@/components/ui/image-viewer'
import { formatLongDate } from '@/lib/dates'
import { usePhotoImage, type PhotoImageCache } from './photo-image-cache'

export interface PhotoViewerProps {
  open: boolean
  photos: Photo[]
  index: number
  onIndex: (index: number) => void
  onClose: () => void
  cache: PhotoImageCache
}

/**
 * docs/product.md §2: the gallery's full-screen viewer (src/components/ui/image-viewer.tsx): the
 * photo with its title, description and date in pt-BR.
 */
export function PhotoViewer({ open, photos, index, onIndex, onClose, cache }: PhotoViewerProps) {
  const full = usePhotoImage(cache, photos[index]?.id, open)
  const images = useMemo(
    () =>
      photos.map((photo) => ({
        id: photo.id,
        thumbnail: photo.thumbnail,
        title: photo.title,
        details: (
          <>
            {photo.description ? (
              <p className="mx-auto mt-1 max-w-prose text-white/85">{photo.description}</p>
            ) : null}
            <p className="mt-1 text-sm text-white/70">
              <time dateTime={photo.created_at}>
                {GALLERY.publishedOn(formatLongDate(photo.created_at))}
              </time>
            </p>
          </>
        ),
      })),
    [photos],
  )
  return (
    <ImageViewer
      open={open}
      images={images}
      index={index}
      onIndex={onIndex}
      onClose={onClose}
      full={full}
    />
  )
}
