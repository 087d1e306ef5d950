import { Button } from '@/components/ui/button'
import { ModalActions } from '@/components/ui/modal'
import { GIFT_PAYMENTS as T } from '@/config/copy-gift-payments'
import type { Holds } from './gift-payment-steps'

/**
 * No cota left: 'Este presente já foi todo presenteado', or, when this device's own PIX holds the
 * last ones, that they are kept for it, with the way back to it.
 */
export function GiftSoldOut({
  heldForYourPix,
  holds,
  onResume,
  onClose,
}: {
  heldForYourPix: boolean
  holds: Holds
  /** This gift's PIX in progress on this device, if any: the way back to it. */
  onResume: (() => void) | null
  onClose: () => void
}) {
  return (
    <div className="space-y-5">
      <p role="alert" className="rounded-2xl bg-sage-50 px-4 py-3 font-medium text-sage-800">
        {heldForYourPix ? T.heldForYourPix(holds === 'whole') : T.soldOut}
      </p>
      <ModalActions>
        <Button variant="secondary" onClick={onClose}>
          {T.backToList}
        </Button>
        {onResume ? <Button onClick={onResume}>{T.backToPix}</Button> : null}
      </ModalActions>
    </div>
  )
}
