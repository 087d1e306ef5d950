import { chunk, useChunk } from '@/hooks/use-chunk'
import type { GiftPaymentModalProps } from './gift-payment-modal'

// The payment modal, its form schema's texts and the PIX code are a chunk of their own, fetched at
// the first 'Presentear' (the first visit's JavaScript budget, docs/product.md "Quality bars").
const MODAL = chunk(() => import('./gift-payment-modal'))

/**
 * 'Presentear' in the gift list: the app passes it to the gifts section (`payment`), since
 * features never import each other. Fetched at the first 'Presentear', and kept mounted from then on.
 */
export function GiftPayment(props: GiftPaymentModalProps) {
  const modal = useChunk(MODAL, props.gift !== null)
  return modal ? <modal.GiftPaymentModal {...props} /> : null
}
