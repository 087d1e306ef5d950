import {
  PHOTO_MAX_SIDE_PX,
  PHOTO_QUALITY,
  PHOTO_TARGET_BYTES,
  PHOTO_THUMB_MAX_SIDE_PX,
} from '@/config/ui'

/**
 * Browser image compression (docs/product.md "Beyond the original specification", 4): the couple may pick a 5 MB photo straight from a
 * phone; what is stored is the photo with its long side at most 1920 px, as WebP (JPEG where the
 * browser cannot encode WebP), plus a small thumbnail the gallery shows first.
 */

export interface CompressedPhoto {
  /** data URL of the compressed photo */
  imageData: string
  /** MIME type of imageData ('image/webp' or 'image/jpeg') */
  imageType: string
  /** data URL of the thumbnail (long side <= PHOTO_THUMB_MAX_SIDE_PX) */
  thumbnail: string
  width: number
  height: number
  /** size in bytes of the compressed photo (before base64) */
  bytes: number
}

export interface Size {
  width: number
  height: number
}

/** Scales (width, height) down so the long side is at most maxSide; never scales up. */
export function fitWithin(width: number, height: number, maxSide: number): Size {
  if (width <= 0 || height <= 0) throw new RangeError('image has no size')
  const scale = Math.min(1, maxSide / Math.max(width, height))
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

/**
 * The attempts made to reach the byte budget: first the configured quality at full size, then
 * lower qualities, then smaller sizes. A noisy photo (grass, gravel, night shots) can stay large
 * at quality 0.82; the budget keeps every stored photo "a few hundred KB".
 */
export function compressionLadder(
  maxSide: number = PHOTO_MAX_SIDE_PX,
  quality: number = PHOTO_QUALITY,
): { maxSide: number; quality: number }[] {
  const steps: { maxSide: number; quality: number }[] = []
  for (const q of [quality, 0.72, 0.62]) {
    if (q <= quality) steps.push({ maxSide, quality: q })
  }
  for (const side of [1600, 1280, 1024]) {
    if (side < maxSide) steps.push({ maxSide: side, quality: 0.62 })
  }
  return steps
}

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement

function makeCanvas({ width, height }: Size): AnyCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  return canvas
}

function encode(canvas: AnyCanvas, type: string, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality })
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas encoding failed'))),
      type,
      quality,
    ),
  )
}

function draw(source: CanvasImageSource, size: Size): AnyCanvas {
  const canvas = makeCanvas(size)
  const ctx = canvas.getContext('2d') as
    OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null
  if (!ctx) throw new Error('2d canvas unavailable')
  // A transparent PNG would turn black as JPEG: paint the page's ivory under it.
  ctx.fillStyle = '#FBF8F3'
  ctx.fillRect(0, 0, size.width, size.height)
  ctx.imageSmoothingEnabled = true
  ctx.imageSmoothingQuality = 'high'
  ctx.drawImage(source, 0, 0, size.width, size.height)
  return canvas
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(blob)
  })
}

/** WebP when the browser encodes it (Chromium, Firefox), else JPEG (older Safari gives PNG). */
async function encodeBest(
  canvas: AnyCanvas,
  quality: number,
  format: 'image/webp' | 'image/jpeg' = 'image/webp',
): Promise<Blob> {
  if (format === 'image/jpeg') return encode(canvas, 'image/jpeg', quality)
  const webp = await encode(canvas, 'image/webp', quality)
  if (webp.type === 'image/webp') return webp
  return encode(canvas, 'image/jpeg', quality)
}

/**
 * Decodes `file` (EXIF orientation applied), resizes and re-encodes it, and makes the thumbnail.
 * Throws when the file is not a decodable image.
 */
export async function compressPhoto(
  file: Blob,
  options: {
    maxSide?: number
    thumbSide?: number
    quality?: number
    targetBytes?: number
    /** WebP where the browser encodes it (smaller), else JPEG; or JPEG always. */
    format?: 'image/webp' | 'image/jpeg'
  } = {},
): Promise<CompressedPhoto> {
  const {
    maxSide = PHOTO_MAX_SIDE_PX,
    thumbSide = PHOTO_THUMB_MAX_SIDE_PX,
    quality = PHOTO_QUALITY,
    targetBytes = PHOTO_TARGET_BYTES,
    format = 'image/webp',
  } = options
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  try {
    let best: { blob: Blob; size: Size; canvas: AnyCanvas } | null = null
    // Each size is drawn once: a lower quality encodes the same canvas again, and a smaller size
    // is scaled from the first copy, not from the camera's full frame again.
    let canvas: AnyCanvas | null = null
    for (const step of compressionLadder(maxSide, quality)) {
      const size = fitWithin(bitmap.width, bitmap.height, step.maxSide)
      if (!canvas || canvas.width !== size.width || canvas.height !== size.height) {
        canvas = draw(best?.canvas ?? bitmap, size)
      }
      const blob = await encodeBest(canvas, step.quality, format)
      if (!best || blob.size < best.blob.size) best = { blob, size, canvas }
      if (blob.size <= targetBytes) break
    }
    if (!best) throw new Error('no compression step')
    const thumbSize = fitWithin(best.size.width, best.size.height, thumbSide)
    // From the resized copy, not the camera's full frame: a fraction of the pixels to scale.
    const thumbBlob = await encodeBest(draw(best.canvas, thumbSize), 0.75, format)
    return {
      imageData: await blobToDataUrl(best.blob),
      imageType: best.blob.type,
      thumbnail: await blobToDataUrl(thumbBlob),
      width: best.size.width,
      height: best.size.height,
      bytes: best.blob.size,
    }
  } finally {
    bitmap.close()
  }
}
