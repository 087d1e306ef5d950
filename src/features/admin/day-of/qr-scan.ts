/**
 * Reads a QR code from a camera frame or a photo: the browser's BarcodeDetector where it has one
 * (Chrome on Android), else jsQR, loaded only then (its own chunk, never on the guests' pages).
 */

interface Detector {
  detect(source: CanvasImageSource | ImageBitmap): Promise<{ rawValue: string }[]>
}
type DetectorClass = new (options: { formats: string[] }) => Detector

let detector: Detector | null | undefined

async function nativeDetector(): Promise<Detector | null> {
  if (detector !== undefined) return detector
  const Native = (
    globalThis as {
      BarcodeDetector?: DetectorClass & {
        getSupportedFormats?: () => Promise<string[]>
      }
    }
  ).BarcodeDetector
  try {
    const formats = (await Native?.getSupportedFormats?.()) ?? []
    detector = Native && formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null
  } catch {
    detector = null
  }
  return detector
}

/**
 * Loads jsQR ahead when the browser has no QR detector: the door may lose its signal before the
 * first scan, and the chunk must already be here.
 */
export function prefetchQrReader(): void {
  if (!('BarcodeDetector' in globalThis)) void import('jsqr').catch(() => undefined)
}

/** The text of the QR in the image (a video frame, an image or a bitmap), or null. */
export async function readQr(
  source: HTMLVideoElement | HTMLImageElement | ImageBitmap,
  width: number,
  height: number,
): Promise<string | null> {
  if (!width || !height) return null
  const native = await nativeDetector()
  if (native) {
    try {
      const found = await native.detect(source)
      if (found[0]?.rawValue) return found[0].rawValue
    } catch {
      // Falls through to jsQR.
    }
  }
  const scale = Math.min(1, 1000 / Math.max(width, height))
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(width * scale)
  canvas.height = Math.round(height * scale)
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) return null
  context.drawImage(source, 0, 0, canvas.width, canvas.height)
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height)
  const { default: jsQR } = await import('jsqr')
  return jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null
}

/** The QR of a photo the phone picked (or took). */
export async function readQrFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file)
  try {
    return await readQr(bitmap, bitmap.width, bitmap.height)
  } finally {
    bitmap.close()
  }
}
