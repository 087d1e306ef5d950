import { useState } from 'react'
import { RotateCcw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-error'
import { GIFTS } from '@/config/copy'
import { GIFT_PAYMENTS as T } from '@/config/copy-gift-payments'
import { PIX } from '@/config/wedding'
import { useDataService } from '@/data/react/context'
import { errorText } from '@/lib/forms/use-form'
import { formatCents } from '@/lib/money'
import { PixCode } from '../pix/pix-code'
import type { Holds, PixShown } from './gift-payment-steps'
import { useFocusOnMount } from './use-focus-on-mount'
import { useMinutesLeft } from './use-minutes-left'

/**
 * 'Pague com PIX': the gift and the database's amount, the BR Code with its QR, how long the cotas
 * stay held, and 'Já fiz o PIX'. A PIX resumed from this device says so and offers a new one.
 */
export function GiftPixStep({
  step,
  holds,
  onInformed,
  onStartNew,
}: {
  step: PixShown
  holds: Holds
  onInformed: () => void
  /** A resumed PIX: the guest would rather start a new one (back to the form). */
  onStartNew: () => void
}) {
  const service = useDataService()
  const minutes = useMinutesLeft(step.pix.holdUntil)
  const [informing, setInforming] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const amount = formatCents(step.pix.amountCents)
  const top = useFocusOnMount<HTMLDivElement>()

  async function inform() {
    setInforming(true)
    setFailure(null)
    try {
      await service.informGiftPix(step.pix.txid)
      onInformed()
    } catch (error) {
      setFailure(errorText(error, { fallback: GIFTS.pixInformError }))
      setInforming(false)
    }
  }

  return (
    <div ref={top} tabIndex={-1} className="space-y-5 outline-none">
      {step.resumed ? (
        <p className="rounded-2xl border border-sage-200 bg-white px-4 py-3 text-sm font-medium text-sage-800">
          {T.resumed}
        </p>
      ) : null}
      <div className="flex items-baseline justify-between gap-4 rounded-2xl bg-sage-50 px-4 py-3">
        <span className="min-w-0 text-sm font-medium wrap-anywhere text-sage-800">
          {step.pix.giftName}
        </span>
        <span className="font-display text-2xl font-semibold text-sage-800 tabular-nums">
          {amount}
        </span>
      </div>
      <p className="text-sm text-ink-muted">{T.pixIntro}</p>

      {step.code ? (
        <PixCode
          code={step.code}
          texts={{
            label: T.codeLabel,
            qrAlt: T.qrAlt(amount),
            qrLoading: T.qrLoading,
            qrError: T.qrError,
            copy: T.copy,
            copyName: T.copyCode,
            copied: T.copied,
            copyFailed: T.copyFailed,
          }}
        >
          <p className="mt-3 text-sm text-ink-muted">{T.receiver(PIX.receiverName)}</p>
        </PixCode>
      ) : (
        <FormAlert>{T.codeError}</FormAlert>
      )}

      {holds ? (
        <p className="rounded-2xl border border-sage-100 bg-white px-4 py-3 text-sm text-ink">
          {minutes > 0 ? T.holdLeft(minutes, holds === 'whole') : T.holdOver(holds === 'whole')}
        </p>
      ) : null}
      <p className="text-sm text-ink-muted">{T.afterPaying}</p>
      <FormAlert>{failure}</FormAlert>
      <Button
        className="w-full"
        disabled={informing}
        aria-busy={informing || undefined}
        onClick={() => void inform()}
      >
        {informing ? T.informing : T.paid}
      </Button>
      {step.resumed ? (
        <Button
          variant="ghost"
          size="sm"
          className="w-full"
          disabled={informing}
          onClick={onStartNew}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {T.startNew}
        </Button>
      ) : null}
    </div>
  )
}
