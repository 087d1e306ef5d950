import * as z from 'zod/mini'
import { COMMON } from '../../config/copy/common'
import { GIFTS } from '../../config/copy/gifts'
import { MESSAGES } from '../../config/copy/messages'
import { CONTRIBUTION } from '../../config/copy/payments'
import { RSVP } from '../../config/copy/rsvp'
import { CONTRIBUTION_GIFT_ID, RSVP_ANSWERS } from '../../config/domain'
import { GIFT_LIMITS } from '../../config/limits'
import {
  CONTRIBUTION_MAX_CENTS,
  CONTRIBUTION_MIN_CENTS,
  EMAIL_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  PHONE_MAX,
} from '../../config/ui'
import { formatCents } from '../money'
import { isEmail, isPhone } from '../text'
import { amountCents, email, given, optionalPhone, required, text } from './rules'

/**
 * The guests' forms, written once (docs/architecture.md "Forms"; the couple's are in
 * admin-schemas.ts, so a guest's page never downloads them): the browser forms validate with these
 * through useForm, and netlify/functions validates the checkout payload with the same schema. The messages are the exact pt-BR texts of src/config/copy/. zod/mini keeps what the
 * page downloads to the rules it uses.
 *
 * A form is checked in two stages (`z.pipe(stage1, stage2)`): first that nothing required is
 * blank, all such fields together under one message; the formats (email, phone, amount…) only once
 * every required field is filled, as the forms always did.
 *
 * Relative imports (here and in what this imports): netlify/functions bundles this file without
 * the '@/' alias.
 */

/**
 * docs/product.md §5 (docs/product.md §5): name, attendance, email and phone required. Dietary
 * restrictions and allergies are health data (LGPD): optional, and sent only with the guest's
 * explicit consent; without it the rest of the answer still goes.
 */
export const rsvpSchema = /* @__PURE__ */ z.pipe(
  z.object({
    nomeCompleto: required(RSVP.requiredFields),
    vaiAoEvento: z.enum(RSVP_ANSWERS, { error: RSVP.requiredFields }),
    email: required(RSVP.requiredFields),
    telefone: required(RSVP.requiredFields),
    observacoes: text(),
    dietary: text(),
    sensitiveConsent: z.boolean(),
  }),
  z.pipe(
    z.object({
      nomeCompleto: z.string(),
      vaiAoEvento: z.enum(RSVP_ANSWERS),
      email: email(RSVP.invalidEmail),
      telefone: z.string().check(z.refine(isPhone, RSVP.invalidPhone)),
      observacoes: given(),
      dietary: given(),
      sensitiveConsent: z.boolean(),
    }),
    z.transform(({ dietary, sensitiveConsent, ...answer }) =>
      sensitiveConsent && dietary ? { ...answer, dietary, sensitiveConsent } : answer,
    ),
  ),
)

/**
 * A gift reservation: name and email required, phone and message optional. The guest's modal and
 * the couple's reserve-on-behalf form differ only in the text for the blank fields.
 */
export function reservationSchema(requiredText: string) {
  return z.pipe(
    z.object({
      guestName: required(requiredText),
      guestEmail: required(requiredText),
      guestPhone: text(),
      message: text(),
    }),
    z.object({
      guestName: z.string(),
      guestEmail: email(GIFTS.invalidEmail),
      guestPhone: optionalPhone(GIFTS.invalidPhone),
      message: given(),
    }),
  )
}

/** A guest's message: name and message required (the honeypot is the form's own business). */
export const messageSchema = /* @__PURE__ */ z.object({
  name: required(MESSAGES.required),
  message: required(MESSAGES.required),
})

/** The amounts a contribution may have; the payment function reads its cap from the env. */
export interface ContributionBounds {
  minCents: number
  maxCents: number
}

export const CONTRIBUTION_BOUNDS: ContributionBounds = {
  minCents: CONTRIBUTION_MIN_CENTS,
  maxCents: CONTRIBUTION_MAX_CENTS,
}

/**
 * An amount in cents within the bounds, with the texts the guest reads. The texts are written when
 * an amount is refused, not when the schema is built: the card form builds it on a first visit,
 * and the first price a page formats loads the locale's data (src/lib/dates.ts).
 */
const boundedCents = (bounds: ContributionBounds) =>
  z.number().check(
    z.refine((c) => c >= bounds.minCents, {
      error: () => CONTRIBUTION.amountTooLow(formatCents(bounds.minCents)),
    }),
    z.refine((c) => c <= bounds.maxCents, {
      error: () => CONTRIBUTION.amountTooHigh(formatCents(bounds.maxCents)),
    }),
  )

const MSG = CONTRIBUTION.server

// Optional payload text: absent, null or blank all mean "not given" (null); a non-string is malformed.
const optionalPayloadText = (max: number, tooLong: string) =>
  z.pipe(
    z.nullish(text(MSG.unreadableBody).check(z.maxLength(max, tooLong))),
    z.transform((v: string | null | undefined) => (v ? v : null)),
  )

/** A gift's id, as public.gifts checks it (its gifts_id_check constraint). */
export const GIFT_ID_PATTERN = /^[A-Za-z0-9_-]{1,80}$/

/** An amount in reais (a finite number, two decimals at most), in cents out, within the bounds. */
const reais = (bounds: ContributionBounds) =>
  z.pipe(
    z.number({ error: CONTRIBUTION.invalidAmount }).check(
      z.refine((v) => Number.isFinite(v) && v > 0, CONTRIBUTION.invalidAmount),
      // Two decimals at most: 10.005 is not an amount in reais.
      z.refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, CONTRIBUTION.invalidAmount),
    ),
    z.pipe(
      z.transform((v: number) => Math.round(v * 100)),
      boundedCents(bounds),
    ),
  )

/** The cotas of a priced gift a guest pays at once (docs/decisions/0017). */
const quotaCount = /* @__PURE__ */ z
  .number({ error: MSG.invalidQuotas })
  .check(
    z.refine((v) => Number.isInteger(v) && v >= 1 && v <= GIFT_LIMITS.quotasMax, MSG.invalidQuotas),
  )

/**
 * What the checkout function takes (docs/product.md §3, docs/decisions/0017 "Card for a gift"):
 * the free-value contribution (giftId 'contribution', giftPrice in reais), or a 'money' gift by
 * its id with `quotas` (a gift with a price: the amount is the database's) or `giftPrice` (a
 * free-amount gift, within the contribution's bounds). Prices come out in cents; `giftPrice` is
 * null when the database prices the gift.
 */
export function checkoutPayloadSchema(bounds: ContributionBounds) {
  return z.pipe(
    z.object({
      giftId: z
        .string({ error: MSG.invalidGift })
        .check(
          z.refine((v) => v === CONTRIBUTION_GIFT_ID || GIFT_ID_PATTERN.test(v), MSG.invalidGift),
        ),
      // The line item's name comes from the server (or the database); the client's is not trusted.
      giftName: z.optional(z.unknown()),
      // Checked below, once the gift is known: a priced gift's giftPrice is not the client's to set.
      quotas: z.optional(z.unknown()),
      giftPrice: z.optional(z.unknown()),
      // Cleaned as the database cleans, so a name it would find blank never reaches Stripe.
      buyerName: text(MSG.nameRequired).check(
        z.minLength(1, MSG.nameRequired),
        z.maxLength(NAME_MAX, MSG.nameTooLong(NAME_MAX)),
      ),
      buyerEmail: text(MSG.emailInvalid).check(
        z.maxLength(EMAIL_MAX, MSG.emailInvalid),
        z.refine(isEmail, MSG.emailInvalid),
      ),
      // The forms' phone rule, as the database checks it (private.check_donor).
      buyerPhone: z.pipe(
        optionalPayloadText(PHONE_MAX, MSG.phoneTooLong(PHONE_MAX)),
        z.nullable(z.string().check(z.refine(isPhone, COMMON.invalidPhone))),
      ),
      message: optionalPayloadText(MESSAGE_MAX, MSG.messageTooLong(MESSAGE_MAX)),
    }),
    z.transform((v, ctx) => {
      const { giftName: _clientName, quotas, giftPrice, ...rest } = v
      const fail = (issues: ReadonlyArray<{ message: string }>, input: unknown) => {
        ctx.issues.push({ code: 'custom', message: issues[0]?.message ?? MSG.invalidGift, input })
        return z.NEVER
      }
      // A gift without cotas and without an amount is taken for a priced gift missing its cotas.
      if (v.giftId !== CONTRIBUTION_GIFT_ID && (quotas != null || giftPrice === undefined)) {
        const count = quotaCount.safeParse(quotas)
        if (!count.success) return fail(count.error.issues, quotas)
        return { ...rest, quotas: count.data, giftPrice: null }
      }
      const cents = reais(bounds).safeParse(giftPrice)
      if (!cents.success) return fail(cents.error.issues, giftPrice)
      return { ...rest, quotas: null, giftPrice: cents.data }
    }),
  )
}

/** A checkout payload once checked: prices in cents, the text cleaned. */
export type CheckoutPayload = z.output<ReturnType<typeof checkoutPayloadSchema>>

/** What the browser posts to the checkout function (giftPrice in reais). */
export interface CheckoutRequest {
  /** 'contribution', or a 'money' gift's id. */
  giftId: string
  /** Ignored by the function (the line item is named on the server); kept for old clients. */
  giftName?: string
  /** A gift with a price: how many of its cotas. */
  quotas?: number
  /** The contribution's or a free-amount gift's value, in reais. */
  giftPrice?: number
  buyerName: string
  buyerEmail: string
  buyerPhone?: string | null
  message?: string | null
}

/**
 * The card contribution form: name, email and amount required (one message for the whole form),
 * then the amount and the email each get their own message under their field. The output is the
 * request the checkout function takes.
 */
export function contributionSchema(bounds: ContributionBounds = CONTRIBUTION_BOUNDS) {
  return z.pipe(
    z
      .object({
        donorName: text(),
        donorEmail: text(),
        donorPhone: text(),
        amount: text(),
        message: text(),
      })
      .check(
        z.refine((v) => v.donorName !== '' && v.donorEmail !== '' && v.amount !== '', {
          error: CONTRIBUTION.requiredFields,
        }),
      ),
    z.pipe(
      z.object({
        donorName: z.string(),
        donorEmail: email(MSG.emailInvalid),
        donorPhone: z.string(),
        amount: z.pipe(amountCents(Number.POSITIVE_INFINITY), boundedCents(bounds)),
        message: z.string(),
      }),
      z.transform((v): CheckoutRequest => ({
        giftId: CONTRIBUTION_GIFT_ID,
        giftName: CONTRIBUTION.giftName,
        giftPrice: v.amount / 100,
        buyerName: v.donorName,
        buyerEmail: v.donorEmail,
        buyerPhone: v.donorPhone,
        message: v.message,
      })),
    ),
  )
}
