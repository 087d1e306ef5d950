import { useId, type ReactNode } from 'react'
import { Copy } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useToast } from '@/components/ui/toast'
import { useQrSvg } from '@/hooks/use-qr-svg'
import { copyText } from '@/lib/clipboard'
import { cn } from '@/lib/cn'

/** The texts around a code; each place has its own (src/config/copy-gift-payments.ts, copy-pix.ts). */
export interface PixCodeTexts {
  /** The code's label, 'PIX copia e cola' (the couple's card adds the amount). */
  label: string
  qrAlt: string
  qrLoading: string
  qrError: string
  /** The copy button's text, and its accessible name where the text alone says less. */
  copy: string
  copyName?: string
  copied: string
  copyFailed: string
}

// Each place keeps its look: on the gift's sheet, a framed QR and a full-width button on phones;
// inside the couple's card, the code sits in the card's own ivory panel, so lighter.
const LOOKS = {
  sheet: {
    row: 'gap-5',
    qr: 'rounded-2xl border border-sage-100 p-1.5 shadow-sm',
    code: 'rounded-xl p-3',
    copy: 'w-full sm:w-auto',
  },
  panel: {
    row: 'gap-4',
    qr: 'rounded-lg p-1 shadow-inner',
    code: 'rounded-lg p-2',
    copy: undefined,
  },
} as const

/**
 * A BR Code ("PIX copia e cola") with its QR and 'Copiar': the gift's PIX step and the couple's
 * PIX card. `children` go under the button (the gift's receiver).
 */
export function PixCode({
  code,
  texts,
  look = 'sheet',
  children,
}: {
  code: string
  texts: PixCodeTexts
  look?: keyof typeof LOOKS
  children?: ReactNode
}) {
  const style = LOOKS[look]
  const toast = useToast()
  const qr = useQrSvg(code)
  const id = useId()

  async function copy() {
    if (await copyText(code)) toast.show(texts.copied, 'success')
    else toast.show(texts.copyFailed, 'error')
  }

  return (
    <div className={cn('flex flex-col items-center sm:flex-row sm:items-start', style.row)}>
      <div className={cn('flex size-44 shrink-0 items-center justify-center bg-white', style.qr)}>
        {qr.status === 'ready' ? (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`}
            alt={texts.qrAlt}
            width={168}
            height={168}
            className="size-full"
          />
        ) : (
          <p className="p-2 text-center text-sm text-ink-muted">
            {qr.status === 'error' ? texts.qrError : texts.qrLoading}
          </p>
        )}
      </div>
      <div className="w-full min-w-0">
        <label
          htmlFor={id}
          className="text-xs font-semibold tracking-wider text-sage-700 uppercase"
        >
          {texts.label}
        </label>
        <textarea
          id={id}
          readOnly
          rows={4}
          value={code}
          onFocus={(e) => e.currentTarget.select()}
          className={cn(
            'mt-1 block w-full resize-none border border-sage-200 bg-white font-mono text-xs break-all text-ink',
            style.code,
          )}
        />
        <Button
          variant="secondary"
          size="sm"
          className={cn('mt-3', style.copy)}
          aria-label={texts.copyName}
          onClick={() => void copy()}
        >
          <Copy aria-hidden="true" className="size-4" />
          {texts.copy}
        </Button>
        {children}
      </div>
    </div>
  )
}
