import { Minus, Plus } from 'lucide-react'
import { FieldShell } from '@/components/ui/field'
import { GIFT_PAYMENTS as T } from '@/config/copy-gift-payments'
import { formatCents } from '@/lib/money'
import type { GiftFormParts } from './gift-payment-steps'

const STEP_BUTTON =
  'inline-flex size-12 shrink-0 items-center justify-center rounded-full border border-sage-300 bg-white text-sage-800 transition-colors hover:bg-sage-50 disabled:cursor-not-allowed disabled:opacity-45 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sage-600'

/** 'Quantas cotas?': the number typed or stepped with − and +, from 1 to the cotas left. */
export function QuotasField({
  priceCents,
  left,
  sending,
  form,
}: {
  priceCents: number
  left: number
  sending: boolean
  form: Pick<GiftFormParts, 'values' | 'set' | 'field' | 'errors'>
}) {
  const { values, set, field, errors } = form
  const quotas = Number(values.quotas)
  const step = (delta: number) => {
    const current = Number.isInteger(quotas) ? quotas : 1
    set('quotas', String(Math.min(Math.max(current + delta, 1), left)))
  }
  return (
    <FieldShell
      label={T.quotas}
      hint={`${T.quotaPrice(formatCents(priceCents))} · ${T.quotasLeft(left)}`}
      error={errors.quotas ?? null}
    >
      {(control) => (
        <div className="flex items-center gap-3">
          <button
            type="button"
            aria-label={T.fewer}
            disabled={sending || quotas <= 1}
            onClick={() => step(-1)}
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
            disabled={sending || quotas >= left}
            onClick={() => step(1)}
            className={STEP_BUTTON}
          >
            <Plus aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </FieldShell>
  )
}
