import * as z from 'zod/mini'
import { COMMON } from '../../config/copy/common'
import { GIFT_PAYMENTS } from '../../config/copy/gift-payments'
import { GIFT_LIMITS } from '../../config/limits'
import { formatCents } from '../money'
import { amountCents, email, given, optionalPhone, text } from './rules'

// A module of its own (beside schemas.ts): only the 'Presentear' modal's chunk downloads it.

/** A field the form does not ask for (the amount of a gift with cotas, the cotas of a free one). */
const NOT_ASKED = /* @__PURE__ */ z.pipe(
  z.string(),
  z.transform((): undefined => undefined),
)

/** What a guest gives for a 'money' gift: cotas (a gift with a price) or an amount (free). */
export interface GiftPaymentForm {
  quotas: number | undefined
  amountCents: number | undefined
  name: string
  email: string
  phone: string | undefined
  message: string | undefined
}

/**
 * A gift given as money (docs/decisions/0017-gifts-as-money.md): name and email required, and the
 * amount for a free-amount gift (`quotasLeft` null; R$ 1,00 to R$ 50.000,00 as GIFT_LIMITS says);
 * for a gift with a price, 1 to `quotasLeft` cotas. The database computes the amount again.
 */
export function giftPaymentSchema(quotasLeft: number | null) {
  const free = quotasLeft === null
  const texts = GIFT_PAYMENTS
  return z.pipe(
    z
      .object({
        quotas: text(),
        amount: text(),
        name: text(),
        email: text(),
        phone: text(),
        message: text(),
      })
      .check(
        z.refine((v) => v.name !== '' && v.email !== '' && (!free || v.amount !== ''), {
          error: free ? texts.requiredFields : texts.requiredNameEmail,
        }),
      ),
    z.pipe(
      z.object({
        quotas: free
          ? NOT_ASKED
          : z.transform((v: string, ctx) => {
              const n = /^\d+$/.test(v) ? Number(v) : Number.NaN
              if (n >= 1 && n <= quotasLeft) return n
              ctx.issues.push({
                code: 'custom',
                message: texts.quotasInvalid(quotasLeft),
                input: v,
              })
              return z.NEVER
            }),
        amount: free
          ? z.pipe(
              amountCents(Number.POSITIVE_INFINITY),
              z.number().check(
                z.refine(
                  (c) => c >= GIFT_LIMITS.priceMinCents,
                  texts.amountTooLow(formatCents(GIFT_LIMITS.priceMinCents)),
                ),
                z.refine(
                  (c) => c <= GIFT_LIMITS.priceMaxCents,
                  texts.amountTooHigh(formatCents(GIFT_LIMITS.priceMaxCents)),
                ),
              ),
            )
          : NOT_ASKED,
        name: z.string(),
        email: email(COMMON.invalidEmail),
        phone: optionalPhone(COMMON.invalidPhone),
        message: given(),
      }),
      z.transform((v): GiftPaymentForm => ({
        quotas: v.quotas,
        amountCents: v.amount,
        name: v.name,
        email: v.email,
        phone: v.phone,
        message: v.message,
      })),
    ),
  )
}
