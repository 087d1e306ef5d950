import { GALLERY } from '@/config/copy/gallery'
import { ADMIN } from '@/config/copy/admin'
import { PHOTO_MAX_BYTES } from '@/config/ui'
import { DataError } from '@/data/types'
import { compressPhoto, type CompressedPhoto } from '@/lib/image'

/** docs/product.md §5: image types only, at most 5 MB. The product's text to show, or null when the file is fine. */
export function photoFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return GALLERY.onlyImages
  if (file.size > PHOTO_MAX_BYTES) return GALLERY.tooLarge
  return null
}

/**
 * Compresses a photo the couple chose (the gift's and the gallery's). A file whose type says image
 * but that the browser cannot decode (HEIC on Chrome, a damaged or renamed file) fails inside
 * createImageBitmap: it becomes a DataError that says so, which the form shows instead of its
 * generic 'Erro ao adicionar…', keeping everything typed.
 */
export async function compressChosenPhoto(
  file: Blob,
  options?: Parameters<typeof compressPhoto>[1],
): Promise<CompressedPhoto> {
  try {
    return await compressPhoto(file, options)
  } catch (cause) {
    throw new DataError(ADMIN.unreadableImage, 'invalid', { cause })
  }
}
