import { useRef, useState } from 'react'
import { Modal } from '@/components/ui/modal'
import { GIFTS } from '@/config/copy'
import { GIFT_PAYMENTS as T } from '@/config/copy-gift-payments'
import { PIX } from '@/config/wedding'
import { useDataService } from '@/data/react/context'
import type { Gift } from '@/data/types'
import { usePixInProgress } from '@/hooks/use-pix-in-progress'
import { giftPaymentSchema, type GiftPaymentForm } from '@/lib/forms/gift-payment-schema'
import { useForm } from '@/lib/forms/use-form'
import { quotasLeft } from '@/lib/gift-state'
import { forgetPixInProgress, savePixInProgress } from '@/lib/pix-in-progress'
import { createCheckoutSession } from '../checkout/checkout-api'
import { goToCheckout } from '../checkout/go-to-checkout'
import { buildPixCode } from '../pix/br-code'
import { GiftFormStep } from './gift-form-step'
import {
  GIFT_FORM_EMPTY,
  resumedStep,
  type Holds,
  type Method,
  type Step,
} from './gift-payment-steps'
import { GiftPixStep } from './gift-pix-step'
import { GiftThanksStep } from './gift-thanks-step'
import { LeavePixDialog } from './leave-pix-dialog'
import { sendPixEmail } from './pix-email'

export interface GiftPaymentModalProps {
  /** The gift being given, as the list has it now (its cotas left follow the list); null: closed. */
  gift: Gift | null
  onClose: () => void
  /** Cotas were taken or freed (a PIX started or informed, a conflict): load the list again. */
  onChanged: () => void
}

/**
 * 'Presentear' (docs/decisions/0017-gifts-as-money.md): how many cotas (or the amount), who gives
 * it, then PIX (a BR Code for exactly the database's amount with the txid, 'Já fiz o PIX', the
 * thank-you with the receipt on WhatsApp) or card (Stripe Checkout for this gift). Its own chunk:
 * loaded at the first 'Presentear' (./gift-payment.tsx).
 *
 * A PIX shown is kept on the device until it is informed (src/lib/pix-in-progress.ts): opening the
 * gift again resumes it, and closing it before 'Já fiz o PIX' asks first.
 */
export function GiftPaymentModal({ gift, onClose, onChanged }: GiftPaymentModalProps) {
  const service = useDataService()
  const [step, setStep] = useState<Step>({ kind: 'form' })
  const [openFor, setOpenFor] = useState<string | null>(null)
  const [redirecting, setRedirecting] = useState(false)
  // The button that sent the form (PIX or card): read by `send`, and shown busy.
  const method = useRef<Method>('pix')
  const [chosen, setChosen] = useState<Method>('pix')
  // Closing the PIX step asks first (the guest may not have said 'Já fiz o PIX').
  const [leaving, setLeaving] = useState(false)
  const inProgress = usePixInProgress()
  const stored = gift ? (inProgress.get(gift.id) ?? null) : null
  const left = gift ? quotasLeft(gift) : null
  const free = gift !== null && gift.kind === 'money' && gift.price_cents === null
  const holds: Holds = free ? null : (gift?.quotas ?? 1) > 1 ? 'quotas' : 'whole'

  const form = useForm({
    schema: giftPaymentSchema(free ? null : (left ?? 0)),
    initial: GIFT_FORM_EMPTY,
    fallback: GIFTS.pixStartError,
    // The checkout function's text comes without its final period (the contribution puts it in a
    // sentence); here it is the whole message.
    wrap: (text) => (/[.!?…]$/.test(text) ? text : `${text}.`),
    send: async (data: GiftPaymentForm) => {
      if (!gift) return
      if (method.current === 'card') {
        const url = await createCheckoutSession({
          giftId: gift.id,
          ...(data.quotas === undefined
            ? { giftPrice: (data.amountCents ?? 0) / 100 }
            : { quotas: data.quotas }),
          buyerName: data.name,
          buyerEmail: data.email,
          buyerPhone: data.phone ?? null,
          message: data.message ?? null,
        })
        // Stays "Redirecionando…" while the browser leaves for Stripe.
        setRedirecting(true)
        goToCheckout(url)
        return
      }
      const pix = await service.startGiftPix({
        giftId: gift.id,
        ...(data.quotas === undefined
          ? { amountCents: data.amountCents }
          : { quotas: data.quotas }),
        name: data.name,
        email: data.email,
        ...(data.phone ? { phone: data.phone } : {}),
        ...(data.message ? { message: data.message } : {}),
      })
      onChanged()
      const code = await buildPixCode(PIX, {
        amountCents: pix.amountCents,
        txid: pix.txid,
        description: pix.giftName,
      })
      savePixInProgress({ giftId: gift.id, ...pix, guest: data.name, code })
      setStep({ kind: 'pix', pix, guest: data.name, code, resumed: false })
    },
    // Cotas taken meanwhile (the database's text is shown): the list and the stepper's max follow.
    onError: () => onChanged(),
  })
  const { values, set, field, errors, busy } = form

  // A new opening starts at the form, with one cota and no amount; who gives stays typed (one
  // guest may give several gifts). A PIX of this gift started on this device and not informed
  // is shown again instead (the tab may have been reloaded: its name fills an empty form).
  const opening = gift?.id ?? null
  if (opening !== openFor) {
    setOpenFor(opening)
    setStep(stored ? resumedStep(stored) : { kind: 'form' })
    setRedirecting(false)
    setLeaving(false)
    form.reset({
      quotas: '1',
      amount: '',
      ...(stored && values.name.trim() === '' ? { name: stored.guest } : {}),
    })
    form.clearErrors()
  }
  // Cotas went to someone else while the form was open: never ask for more than are left.
  const typedQuotas = Number(values.quotas)
  if (left !== null && left > 0 && Number.isInteger(typedQuotas) && typedQuotas > left) {
    set('quotas', String(left))
  }

  if (!gift) return null

  const title = step.kind === 'pix' ? T.pixTitle : step.kind === 'thanks' ? T.thanksTitle : T.title
  // The X, the backdrop and Escape: on the PIX step the guest is asked first.
  const requestClose = step.kind === 'pix' ? () => setLeaving(true) : onClose
  return (
    <>
      <Modal
        open
        title={title}
        description={T.description(gift.name)}
        onClose={requestClose}
        size="md"
      >
        {step.kind === 'form' ? (
          <GiftFormStep
            gift={gift}
            left={left}
            free={free}
            holds={holds}
            stored={stored}
            form={{ values, set, field, errors, busy, formError: form.formError }}
            redirecting={redirecting}
            chosen={chosen}
            onSubmit={(event) => {
              const submitter = (event.nativeEvent as SubmitEvent).submitter
              method.current =
                submitter instanceof HTMLButtonElement && submitter.value === 'card'
                  ? 'card'
                  : 'pix'
              setChosen(method.current)
              void form.submit(event)
            }}
            onResume={() => stored && setStep(resumedStep(stored))}
            onClose={onClose}
          />
        ) : step.kind === 'pix' ? (
          <GiftPixStep
            // A new PIX after a resumed one is a new step: its focus and state start over.
            key={step.pix.txid}
            step={step}
            holds={holds}
            onInformed={() => {
              forgetPixInProgress(step.pix.txid)
              // The couple learn of it now (where EmailJS has the template), not in /dev later.
              void sendPixEmail({ ...step.pix, guest: step.guest, informedAt: new Date() })
              setStep({ kind: 'thanks', pix: step.pix, guest: step.guest })
              onChanged()
            }}
            onStartNew={() => {
              form.clearErrors()
              setStep({ kind: 'form' })
            }}
          />
        ) : (
          <GiftThanksStep step={step} onClose={onClose} />
        )}
      </Modal>
      <LeavePixDialog
        open={leaving && step.kind === 'pix'}
        onLeave={() => {
          setLeaving(false)
          onClose()
        }}
        onStay={() => setLeaving(false)}
      />
    </>
  )
}
