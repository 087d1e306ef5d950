import * as z from 'zod/mini'
import { ADMIN, CONTRIBUTION, GALLERY, GIFTS, MESSAGES, RSVP } from '../../config/copy'
import { CONTRIBUTION_GIFT_ID, GIFT_CATEGORIES, RSVP_ANSWERS } from '../../config/domain'
import {
  ADMIN_PASSWORD_MIN,
  CONTRIBUTION_MAX_CENTS,
  CONTRIBUTION_MIN_CENTS,
  EMAIL_MAX,
  MANUAL_PIX_MAX_CENTS,
  MESSAGE_MAX,
  NAME_MAX,
  PHONE_MAX,
} from '../../config/ui'
import { isoDay } from '../download'
import { formatCents, parseAmount, toCents } from '../money'
import { cleanText, isEmail, isPhone } from '../text'

/**
 * Every form's rules, written once (docs/architecture.md "Forms"): the browser forms validate with
 * these through useForm, and netlify/functions validates the checkout payload with the same
 * schema. The messages are the exact pt-BR texts of src/config/copy.ts. zod/mini keeps what the
 * page downloads to the rules it uses.
 *
 * A form is checked in two stages (`z.pipe(stage1, stage2)`): first that nothing required is
 * blank, all such fields together under one message; the formats (email, phone, amount…) only once
 * every required field is filled, as the forms always did.
 *
 * Relative imports (here and in what this imports): netlify/functions bundles this file without
 * the '@/' alias.
 */

/** Text as it will be stored: no space, visible or not, at either end (cleanText). */
const text = () => z.string().check(z.overwrite(cleanText))

const required = (message: string) => text().check(z.minLength(1, message))

/** Optional text, once cleaned: blank means "not given". */
const given = () =>
  z.pipe(
    z.string(),
    z.transform((v: string) => v || undefined),
  )

const email = (message: string) => z.string().check(z.refine(isEmail, message))

const lowercase = (schema: z.ZodMiniType<string, string>) =>
  z.pipe(
    schema,
    z.transform((v: string) => v.toLowerCase()),
  )

/** SPEC §5 (docs/product.md §5): name, attendance, email and phone required. */
export const rsvpSchema = z.pipe(
  z.object({
    nomeCompleto: required(RSVP.requiredFields),
    vaiAoEvento: z.enum(RSVP_ANSWERS, { error: RSVP.requiredFields }),
    email: required(RSVP.requiredFields),
    telefone: required(RSVP.requiredFields),
    observacoes: text(),
  }),
  z.object({
    nomeCompleto: z.string(),
    vaiAoEvento: z.enum(RSVP_ANSWERS),
    email: email(RSVP.invalidEmail),
    telefone: z.string().check(z.refine(isPhone, RSVP.invalidPhone)),
    observacoes: given(),
  }),
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
      guestPhone: z.pipe(
        z.string().check(z.refine((v) => v === '' || isPhone(v), GIFTS.invalidPhone)),
        z.transform((v: string) => v || undefined),
      ),
      message: given(),
    }),
  )
}

/** A guest's message: name and message required (the honeypot is the form's own business). */
export const messageSchema = z.object({
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

/** An amount in cents within the bounds, with the texts the guest reads. */
const boundedCents = (bounds: ContributionBounds) =>
  z.number().check(
    z.refine((c) => c >= bounds.minCents, CONTRIBUTION.amountTooLow(formatCents(bounds.minCents))),
    z.refine((c) => c <= bounds.maxCents, CONTRIBUTION.amountTooHigh(formatCents(bounds.maxCents))),
  )

const MSG = CONTRIBUTION.server

// Optional payload text: absent, null or blank all mean "not given" (null); a non-string is malformed.
const optionalPayloadText = (max: number, tooLong: string) =>
  z.pipe(
    z.nullish(z.string({ error: MSG.unreadableBody }).check(z.trim(), z.maxLength(max, tooLong))),
    z.transform((v: string | null | undefined) => (v ? v : null)),
  )

/**
 * SPEC §3's contribution payload, as the checkout function takes it: giftPrice in reais in, in
 * cents out.
 */
export function checkoutPayloadSchema(bounds: ContributionBounds) {
  return z.object({
    giftId: z.literal(CONTRIBUTION_GIFT_ID, { error: MSG.invalidGift }),
    // The line item's name is fixed on the server; the client's copy is not trusted.
    giftName: z.optional(z.unknown()),
    giftPrice: z.pipe(
      z.number({ error: CONTRIBUTION.invalidAmount }).check(
        z.refine((v) => Number.isFinite(v) && v > 0, CONTRIBUTION.invalidAmount),
        // Two decimals at most: 10.005 is not an amount in reais.
        z.refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, CONTRIBUTION.invalidAmount),
      ),
      z.pipe(
        z.transform((v: number) => Math.round(v * 100)),
        boundedCents(bounds),
      ),
    ),
    buyerName: z
      .string({ error: MSG.nameRequired })
      .check(
        z.trim(),
        z.minLength(1, MSG.nameRequired),
        z.maxLength(NAME_MAX, MSG.nameTooLong(NAME_MAX)),
      ),
    buyerEmail: z
      .string({ error: MSG.emailInvalid })
      .check(
        z.trim(),
        z.maxLength(EMAIL_MAX, MSG.emailInvalid),
        z.refine(isEmail, MSG.emailInvalid),
      ),
    buyerPhone: optionalPayloadText(PHONE_MAX, MSG.phoneTooLong(PHONE_MAX)),
    message: optionalPayloadText(MESSAGE_MAX, MSG.messageTooLong(MESSAGE_MAX)),
  })
}

/** What the browser posts to the checkout function. */
export type CheckoutRequest = z.input<ReturnType<typeof checkoutPayloadSchema>>

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

/** A typed amount ('150,00', SPEC §5: greater than 0) in cents, up to `maxCents`. */
function amountCents(maxCents: number) {
  return z.transform((v: string, ctx) => {
    const value = parseAmount(v)
    if (value !== null && toCents(value) <= maxCents) return toCents(value)
    ctx.issues.push({ code: 'custom', message: CONTRIBUTION.invalidAmount, input: v })
    return z.NEVER
  })
}

/** The couple's login: both fields required; the username lowercased (SPEC §5). */
export const loginSchema = z.object({
  username: lowercase(required(ADMIN.fillBoth)),
  password: z.string().check(z.minLength(1, ADMIN.fillBoth)),
})

/** A new gift: name and description required, the category from SPEC §3's list. */
export const giftSchema = z.object({
  name: required(ADMIN.newGiftRequired),
  description: required(ADMIN.newGiftRequired),
  category: z.enum(GIFT_CATEGORIES),
})

/** A PIX the couple received, typed by hand: an amount greater than 0, not a future date. */
export const pixEntrySchema = z.pipe(
  z.object({
    donorName: required(ADMIN.pixRequired),
    amount: required(ADMIN.pixRequired),
    date: z.string().check(z.minLength(1, ADMIN.pixRequired)),
    note: text(),
  }),
  z.object({
    donorName: z.string(),
    // In cents.
    amount: z.pipe(z.string(), amountCents(MANUAL_PIX_MAX_CENTS)),
    date: z.string().check(z.refine((v) => v <= isoDay(), ADMIN.pixFutureDate)),
    note: given(),
  }),
)

const newPassword = (wrap: (detail: string) => string) =>
  z
    .string()
    .check(z.minLength(ADMIN_PASSWORD_MIN, wrap(ADMIN.passwordTooShort(ADMIN_PASSWORD_MIN))))

/** Another admin: username (lowercased), email and password required; the password long enough. */
export const createAdminSchema = z.pipe(
  z.object({
    username: lowercase(required(ADMIN.createUserRequired)),
    email: required(ADMIN.createUserRequired),
    password: z.string().check(z.minLength(1, ADMIN.createUserRequired)),
  }),
  z.object({
    username: z.string(),
    email: z.string(),
    password: newPassword(ADMIN.createAdminError),
  }),
)

/** One's own new password: both required, long enough, typed the same twice. */
export const changePasswordSchema = z.pipe(
  z.object({
    current: z.string().check(z.minLength(1, ADMIN.passwordRequired)),
    next: z.string().check(z.minLength(1, ADMIN.passwordRequired)),
    again: z.string(),
  }),
  z
    .object({
      current: z.string(),
      next: newPassword(ADMIN.changePasswordError),
      again: z.string(),
    })
    .check(
      z.refine((v) => v.next === v.again, {
        error: ADMIN.changePasswordError(ADMIN.passwordMismatch),
        path: ['again'],
      }),
    ),
)

/** A gallery photo: a title and a chosen image (the file itself is checked when chosen). */
export const photoSchema = z.object({
  title: required(GALLERY.titleAndImageRequired),
  description: z.pipe(text(), given()),
  file: z.custom<File>((v) => v instanceof Blob, GALLERY.titleAndImageRequired),
})
