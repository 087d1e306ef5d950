import { GALLERY } from '@/config/copy'
import { PHOTO_MAX_BYTES } from '@/config/ui'

/** docs/product.md §5: image types only, at most 5 MB. The product's text to show, or null when the file is fine. */
export function photoFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return GALLERY.onlyImages
  if (file.size > PHOTO_MAX_BYTES) return GALLERY.tooLarge
  return null
}
