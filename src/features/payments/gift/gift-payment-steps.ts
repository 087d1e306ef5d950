import type { GiftPix } from '@/data/types'
import type { GiftPaymentForm } from '@/lib/forms/gift-payment-schema'
import type { Form } from '@/lib/forms/use-form'
import type { PixInProgress } from '@/lib/pix-in-progress'

/** The form's values at a new opening: one cota, no amount, nobody yet. */
export const GIFT_FORM_EMPTY = {
  quotas: '1',
  amount: '',
  name: '',
  email: '',
  phone: '',
  message: '',
}

/** What the form step gets of the form (the sheet owns it: its send starts the PIX). */
export type GiftFormParts = Pick<
  Form<typeof GIFT_FORM_EMPTY, GiftPaymentForm>,
  'values' | 'set' | 'field' | 'errors' | 'busy' | 'formError'
>

/** The button that sent the form. */
export type Method = 'pix' | 'card'

/** What the sheet shows: the form, a PIX to pay, or the thank-you once it is informed. */
export type Step =
  | { kind: 'form' }
  // `resumed`: started earlier on this device (src/lib/pix-in-progress.ts), shown again.
  | { kind: 'pix'; pix: GiftPix; guest: string; code: string | null; resumed: boolean }
  | { kind: 'thanks'; pix: GiftPix; guest: string }

export type PixShown = Extract<Step, { kind: 'pix' }>
export type PixInformed = Extract<Step, { kind: 'thanks' }>

/** What a gift's PIX holds while the guest pays: its cotas, the whole gift, or nothing (free). */
export type Holds = 'quotas' | 'whole' | null

export function resumedStep(entry: PixInProgress): PixShown {
  const { txid, amountCents, giftName, holdUntil } = entry
  return {
    kind: 'pix',
    pix: { txid, amountCents, giftName, holdUntil },
    guest: entry.guest,
    code: entry.code,
    resumed: true,
  }
}
