import { useCallback } from 'react'
import { useLoaded } from './use-loaded'

export type QrState =
  { status: 'idle' | 'loading' | 'error'; svg: null } | { status: 'ready'; svg: string }

/**
 * The QR image of `text` as an SVG string. qrcode is loaded with dynamic import() only when a QR
 * is shown, so it stays out of the first load of '/' (docs/product.md "Quality bars": 120 KB).
 */
export function useQrSvg(text: string | null): QrState {
  const load = useCallback(async (): Promise<{ svg: string | null }> => {
    try {
      const QRCode = await import('qrcode')
      const svg = await QRCode.toString(text ?? '', {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
        color: { dark: '#2E2A26', light: '#FFFFFF' },
      })
      return { svg }
    } catch {
      return { svg: null }
    }
  }, [text])
  // useLoaded answers null while the QR of this text is on its way (or none is wanted).
  const result = useLoaded(text || null, load)
  if (!text) return { status: 'idle', svg: null }
  if (!result) return { status: 'loading', svg: null }
  return result.svg === null ? { status: 'error', svg: null } : { status: 'ready', svg: result.svg }
}
