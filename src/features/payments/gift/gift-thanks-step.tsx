import { Heart, MessageCircle } from 'lucide-react'
import { Button, LinkButton } from '@/components/ui/button'
import { GIFT_PAYMENTS as T } from '@/config/copy-gift-payments'
import { COUPLE_NAMES, WHATSAPP_NUMBER } from '@/config/wedding'
import { formatCents } from '@/lib/money'
import { whatsAppUrl } from '@/lib/whatsapp'
import type { PixInformed } from './gift-payment-steps'
import { useFocusOnMount } from './use-focus-on-mount'

/** 'Obrigado pelo presente!': the PIX waits for the couple; the receipt may go on WhatsApp. */
export function GiftThanksStep({ step, onClose }: { step: PixInformed; onClose: () => void }) {
  const amount = formatCents(step.pix.amountCents)
  const receipt = whatsAppUrl(
    WHATSAPP_NUMBER,
    T.receiptMessage({
      guest: step.guest,
      gift: step.pix.giftName,
      amount,
      couple: COUPLE_NAMES,
    }),
  )
  const top = useFocusOnMount<HTMLDivElement>()
  return (
    <div ref={top} tabIndex={-1} className="flex flex-col items-center text-center outline-none">
      <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-sage-100 text-sage-700">
        <Heart aria-hidden="true" className="size-7" />
      </span>
      <p role="status" className="text-lg text-ink">
        {T.thanksBody(step.pix.giftName, amount)}
      </p>
      <p className="mt-2 text-sm text-ink-muted">{T.thanksHint}</p>
      <div className="mt-6 flex w-full flex-col gap-3">
        <LinkButton href={receipt} newTab={T.newTab}>
          <MessageCircle aria-hidden="true" className="size-4" />
          {T.sendReceipt}
        </LinkButton>
        <Button variant="secondary" onClick={onClose}>
          {T.backToList}
        </Button>
      </div>
    </div>
  )
}
