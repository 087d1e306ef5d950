import { Trash2 } from 'lucide-react'
import { GALLERY } from '@/config/copy/gallery'
import type { Photo } from '@/data/types'
import { formatLongDate } from '@/lib/dates'

/** docs/product.md §2: the 'all photos (admin view)' grid, each photo with its delete button. */
export function AdminPhotoGrid({
  photos,
  onDelete,
}: {
  photos: Photo[]
  onDelete: (photo: Photo) => void
}) {
  return (
    <section aria-labelledby="gallery-admin-all" className="mx-auto mt-14 max-w-4xl">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="gallery-admin-all" className="text-2xl font-semibold text-sage-800">
          {GALLERY.adminAllPhotos}
        </h3>
        <p className="text-sm text-ink-muted">{GALLERY.allPhotosCount(photos.length)}</p>
      </div>
      <ul className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {photos.map((photo) => (
          <li
            key={photo.id}
            className="relative overflow-hidden rounded-2xl border border-sage-100 bg-white shadow-[0_6px_24px_-16px_rgba(46,42,38,0.35)]"
          >
            <img
              src={photo.thumbnail}
              alt={photo.title}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] w-full bg-sage-100 object-cover"
            />
            <button
              type="button"
              onClick={() => onDelete(photo)}
              aria-label={GALLERY.deletePhotoNamed(photo.title)}
              className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-error shadow-md ring-1 ring-black/5 transition hover:bg-error-soft focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sage-600"
            >
              <Trash2 aria-hidden="true" className="size-5" />
            </button>
            <div className="p-3">
              <p className="line-clamp-2 leading-snug font-medium text-ink">{photo.title}</p>
              <p className="mt-1 text-xs text-ink-muted">{formatLongDate(photo.created_at)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
