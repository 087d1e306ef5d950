import { useEffect, useState } from 'react'

export type QrState =
  { status: 'idle' | 'loading' | 'error'; svg: null } | { status: 'ready'; svg: string }

type Result = { text: string; svg: string | null }

/**
 * The QR image of `text` as an SVG string. qrcode is loaded with dynamic import() only when a QR
 * is shown, so it stays out of the first load of '/' (docs/product.md "Quality bars": 120 KB).
 */
export function useQrSvg(text: string | null): QrState {
  const [result, setResult] = useState<Result | null>(null)
  useEffect(() => {
    if (!text) return
    let cancelled = false
    import('qrcode')
      .then((QRCode) =>
        QRCode.toString(text, {
          type: 'svg',
          errorCorrectionLevel: 'M',
          margin: 2,
          color: { dark: '#2E2A26', light: '#FFFFFF' },
        }),
      )
      .then((svg) => {
        if (!cancelled) setResult({ text, svg })
      })
      .catch(() => {
        if (!cancelled) setResult({ text, svg: null })
      })
    return () => {
      cancelled = true
    }
  }, [text])
  // Derived, not stored: a result for another text means the new one is still loading.
  if (!text) return { status: 'idle', svg: null }
  if (!result || result.text !== text) return { status: 'loading', svg: null }
  return result.svg === null ? { status: 'error', svg: null } : { status: 'ready', svg: result.svg }
}
