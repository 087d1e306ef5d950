import { GUEST_PHOTO_LIMITS } from '@/config/limits'
import { compressPhoto } from '@/lib/image'

/**
 * A photo as it leaves the phone (issue: 'prepared on the phone'): decoded upright (EXIF
 * orientation applied), long edge at most GUEST_PHOTO_LIMITS.longEdge, re-encoded through a canvas
 * so no EXIF (GPS included) leaves, and a thumbnail. HEIC/HEIF files the browser cannot decode
 * (every browser but Safari) go through heic-to, loaded only when such a file is picked.
 */
export interface PreparedPhoto {
  mime: 'image/jpeg' | 'image/webp' | 'image/png'
  width: number
  height: number
  image: string
  thumbnail: string
}

/** About 1 MB a photo: what a weak signal can carry in a few seconds. */
const TARGET_BYTES = 1_000_000

/** ISO BMFF brands of HEIC/HEIF files ('ftyp' at byte 4, the brand after it). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'])

export async function isHeif(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer())
  const text = String.fromCharCode(...head)
  return text.slice(4, 8) === 'ftyp' && HEIF_BRANDS.has(text.slice(8, 12))
}

/** The file as something the browser decodes: itself, or a PNG made from a HEIC by heic-to. */
async function decodable(file: Blob): Promise<Blob> {
  if (!(await isHeif(file))) return file
  // Safari decodes HEIC itself: try that first, without the decoder's weight.
  try {
    const bitmap = await createImageBitmap(file)
    bitmap.close()
    return file
  } catch {
    const { heicTo } = await import('heic-to/csp')
    return heicTo({ blob: file, type: 'image/png' })
  }
}

export async function preparePhoto(file: Blob): Promise<PreparedPhoto> {
  const source = await decodable(file)
  const photo = await compressPhoto(source, {
    maxSide: GUEST_PHOTO_LIMITS.longEdge,
    thumbSide: GUEST_PHOTO_LIMITS.thumbnailEdge,
    targetBytes: TARGET_BYTES,
    // JPEG: encoded in about half WebP's time on a phone (a 12 MP photo, measured by npm run
    // bench), and the couple's 'Baixar todas' gives photos every device opens.
    format: 'image/jpeg',
  })
  const mime = photo.imageType
  if (mime !== 'image/jpeg' && mime !== 'image/webp' && mime !== 'image/png') {
    throw new Error(`unexpected encoding ${mime}`)
  }
  // The database wants both copies in one format: the thumbnail follows the photo's.
  const thumbnail = photo.thumbnail.startsWith(`data:${mime};`)
    ? photo.thumbnail
    : (await compressPhoto(source, { maxSide: GUEST_PHOTO_LIMITS.thumbnailEdge })).imageData
  return { mime, width: photo.width, height: photo.height, image: photo.imageData, thumbnail }
}
