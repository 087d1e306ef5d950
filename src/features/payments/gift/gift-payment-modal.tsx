import { useEffect, useRef, useState, type FormEvent } from 'react'
import { PRIVACY } from '@/config/copy-privacy'
import { PrivacyLine } from '@/components/privacy/privacy-link'
import {
  Copy,
  CreditCard,
  Heart,
  MessageCircle,
  Minus,
  Plus,
  QrCode,
  RotateCcw,
} from 'lucide-react'
import { Button, LinkButton } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import {
  EMAIL_INPUT,
  FieldShell,
  PHONE_INPUT,
  TextAreaField,
  TextField,
} from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-error'
import { Modal, ModalActions } from '@/components/ui/modal'
import { useToast } from '@/components/ui/toast'
import { GIFTS } from '@/config/copy'
import { GIFT_PAYMENTS as T } from '@/config/copy-gift-payments'
import { STRIPE_MODE } from '@/config/env'
import { GIFT_LIMITS } from '@/config/limits'
import { MESSAGE_MAX, NAME_MAX } from '@/config/ui'
import { COUPLE_NAMES, PIX, WHATSAPP_NUMBER } from '@/config/wedding'
import { useDataService } from '@/data/react/context'
import type { Gift, GiftPix } from '@/data/types'
import { usePixInProgress } from '@/hooks/use-pix-in-progress'
import { useQrSvg } from '@/hooks/use-qr-svg'
import { copyText } from '@/lib/clipboard'
import { giftPaymentSchema, type GiftPaymentForm } from '@/lib/forms/gift-payment-schema'
import { errorText, useForm, type Form } from '@/lib/forms/use-form'
import { quotasLeft } from '@/lib/gift-state'
import { formatCents, parseAmount, sanitizeAmountInput, toCents } from '@/lib/money'
import { forgetPixInProgress, savePixInProgress, type PixInProgress } from '@/lib/pix-in-progress'
import { whatsAppUrl } from '@/lib/whatsapp'
import { sendPixEmail } from './pix-email'
import { createCheckoutSession } from '../checkout/checkout-api'
import { goToCheckout } from '../checkout/go-to-checkout'
import { buildPixCode } from '../pix/br-code'

const EMPTY = { quotas: '1', amount: '', name: '', email: '', phone: '', message: '' }

const CARD_ON = STRIPE_MODE === 'live' || STRIPE_MODE === 'test'

type Method = 'pix' | 'card'

type Step =
  | { kind: 'form' }
  // `resumed`: started earlier on this device (src/lib/pix-in-progress.ts), shown again.
  | { kind: 'pix'; pix: GiftPix; guest: string; code: string | null; resumed: boolean }
  | { kind: 'thanks'; pix: GiftPix; guest: string }

/** What a gift's PIX holds while the guest pays: its cotas, the whole gift, or nothing (free). */
type Holds = 'quotas' | 'whole' | null

function resumedStep(entry: PixInProgress): Step {
  const { txid, amountCents, giftName, holdUntil } = entry
  return {
    kind: 'pix',
    pix: { txid, amountCents, giftName, holdUntil },
    guest: entry.guest,
    code: entry.code,
    resumed: true,
  }
}

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
 * loaded at the first 'Presentear'.
 *
 * A PIX shown is kept on the device until it is informed (src/lib/pix-in-progress.ts): opening the gift
 * again resumes it, and closing it before 'Já fiz o PIX' asks first.
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
    initial: EMPTY,
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
          <GiftForm
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
          <PixStep
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
          <Thanks step={step} onClose={onClose} />
        )}
      </Modal>
      {/* A sibling, not a child: a child's Escape would reach the sheet's own handler too. */}
      <ConfirmDialog
        open={leaving && step.kind === 'pix'}
        title={T.leaveTitle}
        confirmLabel={T.leave}
        cancelLabel={T.stay}
        onConfirm={() => {
          setLeaving(false)
          onClose()
        }}
        onCancel={() => setLeaving(false)}
      >
        <p>{T.leavePaid}</p>
        <p className="text-sm text-ink-muted">{T.leaveLater}</p>
      </ConfirmDialog>
    </>
  )
}

type FormParts = Pick<
  Form<typeof EMPTY, GiftPaymentForm>,
  'values' | 'set' | 'field' | 'errors' | 'busy' | 'formError'
>

function GiftForm({
  gift,
  left,
  free,
  holds,
  stored,
  form,
  redirecting,
  chosen,
  onSubmit,
  onResume,
  onClose,
}: {
  gift: Gift
  left: number | null
  free: boolean
  holds: Holds
  /** This gift's PIX in progress on this device: the form offers to go back to it. */
  stored: PixInProgress | null
  form: FormParts
  redirecting: boolean
  chosen: Method
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  onResume: () => void
  onClose: () => void
}) {
  const { values, set, field, errors, busy, formError } = form
  const failureRef = useRef<HTMLDivElement>(null)
  const [openedAt] = useState(() => Date.now())
  // On a phone the error sits below the fold of the sheet: bring it into view, and focus there
  // (the disabled submit button dropped focus on <body>).
  useEffect(() => {
    if (!formError) return
    failureRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
    failureRef.current?.focus({ preventScroll: true })
  }, [formError])

  if (left === 0) {
    // The last cotas may be held by this device's own PIX: then that is what is said.
    const heldByStored = stored !== null && Date.parse(stored.holdUntil) > openedAt
    return (
      <div className="space-y-5">
        <p role="alert" className="rounded-2xl bg-sage-50 px-4 py-3 font-medium text-sage-800">
          {heldByStored ? T.heldForYourPix(holds === 'whole') : T.soldOut}
        </p>
        <ModalActions>
          <Button variant="secondary" onClick={onClose}>
            {T.backToList}
          </Button>
          {stored ? <Button onClick={onResume}>{T.backToPix}</Button> : null}
        </ModalActions>
      </div>
    )
  }

  const quotas = Number(values.quotas)
  const amount = parseAmount(values.amount)
  const totalCents = free
    ? amount === null
      ? null
      : toCents(amount)
    : Number.isInteger(quotas) && quotas >= 1
      ? quotas * (gift.price_cents ?? 0)
      : null
  const sending = busy || redirecting
  const stepQuotas = (delta: number) => {
    const current = Number.isInteger(quotas) ? quotas : 1
    set('quotas', String(Math.min(Math.max(current + delta, 1), left ?? 1)))
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {stored ? (
        <Button variant="secondary" size="sm" className="w-full" onClick={onResume}>
          <QrCode aria-hidden="true" className="size-4" />
          {T.backToPix}
        </Button>
      ) : null}
      {free ? (
        <TextField
          label={T.amount}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          data-autofocus
          placeholder={T.amountPlaceholder}
          value={values.amount}
          error={errors.amount ?? null}
          hint={T.amountHint(
            formatCents(GIFT_LIMITS.priceMinCents),
            formatCents(GIFT_LIMITS.priceMaxCents),
          )}
          readOnly={sending}
          onChange={(e) => set('amount', sanitizeAmountInput(e.target.value))}
        />
      ) : (gift.quotas ?? 1) > 1 ? (
        <FieldShell
          label={T.quotas}
          hint={`${T.quotaPrice(formatCents(gift.price_cents ?? 0))} · ${T.quotasLeft(left ?? 0)}`}
          error={errors.quotas ?? null}
        >
          {(control) => (
            <div className="flex items-center gap-3">
              <button
                type="button"
                aria-label={T.fewer}
                disabled={sending || quotas <= 1}
                onClick={() => stepQuotas(-1)}
                className={STEP_BUTTON}
              >
                <Minus aria-hidden="true" className="size-5" />
              </button>
              <input
                {...control}
                {...field('quotas')}
                readOnly={sending}
                inputMode="numeric"
                autoComplete="off"
                data-autofocus
                onChange={(e) => set('quotas', e.target.value.replace(/\D/g, ''))}
                className="h-12 w-20 rounded-xl border border-sage-300 bg-white text-center text-lg font-semibold text-ink tabular-nums focus:border-sage-600 focus:ring-3 focus:ring-sage-200 focus:outline-none aria-[invalid=true]:border-error"
              />
              <button
                type="button"
                aria-label={T.more}
                disabled={sending || quotas >= (left ?? 1)}
                onClick={() => stepQuotas(1)}
                className={STEP_BUTTON}
              >
                <Plus aria-hidden="true" className="size-5" />
              </button>
            </div>
          )}
        </FieldShell>
      ) : null}

      <TextField
        label={GIFTS.guestName}
        {...field('name')}
        readOnly={sending}
        autoComplete="name"
        maxLength={NAME_MAX}
        required
        {...(free || (gift.quotas ?? 1) > 1 ? {} : { 'data-autofocus': true })}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={GIFTS.guestEmail}
          {...field('email')}
          readOnly={sending}
          {...EMAIL_INPUT}
          required
          error={errors.email ?? null}
        />
        <TextField
          label={GIFTS.guestPhone}
          {...field('phone')}
          readOnly={sending}
          {...PHONE_INPUT}
          optional
          error={errors.phone ?? null}
        />
      </div>
      <TextAreaField
        label={GIFTS.message}
        {...field('message')}
        readOnly={sending}
        rows={2}
        maxLength={MESSAGE_MAX}
        optional
      />

      <PrivacyLine>{PRIVACY.gift}</PrivacyLine>
      <p
        aria-live="polite"
        className="flex items-baseline justify-between gap-4 rounded-2xl bg-sage-50 px-4 py-3"
      >
        <span className="text-sm font-medium text-sage-800">{T.total}</span>
        <span className="font-display text-2xl font-semibold text-sage-800 tabular-nums">
          {totalCents === null ? '—' : formatCents(totalCents)}
        </span>
      </p>

      {formError ? (
        <div ref={failureRef} tabIndex={-1} className="outline-none">
          <FormAlert>{formError}</FormAlert>
        </div>
      ) : null}

      <fieldset className="space-y-3">
        <legend className="mb-3 text-sm font-medium text-ink">{T.choose}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <Button
            type="submit"
            name="method"
            value="pix"
            disabled={sending}
            aria-busy={(busy && chosen === 'pix') || undefined}
          >
            <QrCode aria-hidden="true" className="size-4" />
            {busy && chosen === 'pix' ? T.startingPix : T.payPix}
          </Button>
          {CARD_ON ? (
            <Button
              type="submit"
              variant="secondary"
              name="method"
              value="card"
              disabled={sending}
              aria-busy={(sending && chosen === 'card') || undefined}
            >
              <CreditCard aria-hidden="true" className="size-4" />
              {sending && chosen === 'card' ? T.redirecting : T.payCard}
            </Button>
          ) : null}
        </div>
        {CARD_ON ? <p className="text-sm text-ink-muted">{T.cardNote}</p> : null}
      </fieldset>
    </form>
  )
}

const STEP_BUTTON =
  'inline-flex size-12 shrink-0 items-center justify-center rounded-full border border-sage-300 bg-white text-sage-800 transition-colors hover:bg-sage-50 disabled:cursor-not-allowed disabled:opacity-45 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sage-600'

/**
 * A step that replaces the form inside the open dialog: the button that had focus is gone, so
 * focus moves to the new step (keyboard and screen-reader users land where the news is).
 */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    // The sheet was scrolled down to the form's buttons: the new step reads from its top.
    ref.current?.scrollIntoView?.({ block: 'start' })
    ref.current?.focus({ preventScroll: true })
  }, [])
  return ref
}

/** Whole minutes until `until`, again every 15 seconds. */
function useMinutesLeft(until: string): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000)
    return () => window.clearInterval(timer)
  }, [])
  return Math.ceil((Date.parse(until) - now) / 60_000)
}

function PixStep({
  step,
  holds,
  onInformed,
  onStartNew,
}: {
  step: Extract<Step, { kind: 'pix' }>
  holds: Holds
  onInformed: () => void
  /** A resumed PIX: the guest would rather start a new one (back to the form). */
  onStartNew: () => void
}) {
  const service = useDataService()
  const toast = useToast()
  const qr = useQrSvg(step.code)
  const minutes = useMinutesLeft(step.pix.holdUntil)
  const [informing, setInforming] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const amount = formatCents(step.pix.amountCents)
  const top = useFocusOnMount<HTMLDivElement>()

  async function copy(code: string) {
    if (await copyText(code)) toast.show(T.copied, 'success')
    else toast.show(T.copyFailed, 'error')
  }

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
        <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
          <div className="flex size-44 shrink-0 items-center justify-center rounded-2xl border border-sage-100 bg-white p-1.5 shadow-sm">
            {qr.status === 'ready' ? (
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`}
                alt={T.qrAlt(amount)}
                width={168}
                height={168}
                className="size-full"
              />
            ) : (
              <p className="p-2 text-center text-sm text-ink-muted">
                {qr.status === 'error' ? T.qrError : T.qrLoading}
              </p>
            )}
          </div>
          <div className="w-full min-w-0">
            <label
              htmlFor="gift-pix-code"
              className="text-xs font-semibold tracking-wider text-sage-700 uppercase"
            >
              {T.codeLabel}
            </label>
            <textarea
              id="gift-pix-code"
              readOnly
              rows={4}
              value={step.code}
              onFocus={(e) => e.currentTarget.select()}
              className="mt-1 block w-full resize-none rounded-xl border border-sage-200 bg-white p-3 font-mono text-xs break-all text-ink"
            />
            <Button
              variant="secondary"
              size="sm"
              className="mt-3 w-full sm:w-auto"
              aria-label={T.copyCode}
              onClick={() => void copy(step.code ?? '')}
            >
              <Copy aria-hidden="true" className="size-4" />
              {T.copy}
            </Button>
            <p className="mt-3 text-sm text-ink-muted">{T.receiver(PIX.receiverName)}</p>
          </div>
        </div>
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

function Thanks({
  step,
  onClose,
}: {
  step: Extract<Step, { kind: 'thanks' }>
  onClose: () => void
}) {
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
