import * as z from 'zod/mini'
import { COMMON } from '@/config/copy/common'
import { ADMIN_ERRORS } from '@/config/copy/errors'
import { GALLERY } from '@/config/copy/gallery'
import { ADMIN } from '@/config/copy/admin'
import { GUESTS_ADMIN } from '@/config/copy/admin-guests'
import {
  GIFT_CATEGORIES,
  GIFT_KINDS,
  type GiftCategory,
  type GiftKind,
  type RsvpAnswer,
} from '@/config/domain'
import { GIFT_LIMITS } from '@/config/limits'
import {
  ADMIN_PASSWORD_MIN,
  GIFT_POSITION_MAX,
  MANUAL_PIX_MAX_CENTS,
  PIX_DATE_MIN,
} from '@/config/ui'
import type { GiftInput, HouseholdInput, InvitationAnswer } from '@/data/types'
import { isoDay } from '@/lib/download'
import { formatCents, parseAmount, toCents } from '@/lib/money'
import { cleanText, hasNoControl, isEmail } from '@/lib/text'
import { amountCents, blankOrPhone, email, given, lowercase, required, text } from './rules'

// The couple's forms of /dev (docs/architecture.md "Forms"), apart from the guests' schemas.ts so
// the public page does not carry them.

/** The couple's login: both fields required; the username lowercased (docs/product.md §5). */
export const loginSchema = z.object({
  username: lowercase(required(ADMIN.fillBoth)),
  password: z.string().check(z.minLength(1, ADMIN.fillBoth)),
})

/** The gift form's values as typed (price '1.234,56', numbers as text). */
export interface GiftFormValues {
  name: string
  description: string
  category: GiftCategory
  kind: GiftKind
  price: string
  quotas: string
  storeUrl: string
  position: string
}

/** What the gift form sends: a GiftInput without its id and photo (the form adds those). */
export type GiftFields = Omit<GiftInput, 'id' | 'photo'>

const wholeNumber = (v: string): number | null => (/^\d{1,6}$/.test(v) ? Number(v) : null)

/**
 * A gift (docs/decisions/0017-gifts-as-money.md): name and description required, the category from
 * docs/product.md §3's list; a price in reais greater than zero within GIFT_LIMITS (blank: none, or
 * a free amount for a money gift); cotas only for a money gift with a price; an https store link.
 * Every problem shows at once, under its own field.
 */
export const giftSchema = z.pipe(
  z.object({
    name: required(ADMIN.newGiftRequired),
    description: required(ADMIN.newGiftRequired),
    category: z.enum(GIFT_CATEGORIES),
    kind: z.enum(GIFT_KINDS),
    price: text(),
    quotas: text(),
    storeUrl: text(),
    position: text(),
  }),
  z.transform((v, ctx): GiftFields => {
    const refuse = (field: keyof GiftFormValues, message: string) =>
      ctx.issues.push({ code: 'custom', message, input: v[field], path: [field] })

    let priceCents: number | null = null
    if (v.price !== '') {
      const value = parseAmount(v.price)
      // No amount: a negative price ('-10') or a zero one is told apart from text that is no price.
      if (value === null && (v.price.includes('-') || /^[\s0.,R$]*$/.test(v.price))) {
        refuse('price', ADMIN.giftPricePositive)
      } else if (value === null) refuse('price', ADMIN.giftPriceInvalid)
      else if (toCents(value) < GIFT_LIMITS.priceMinCents)
        refuse('price', ADMIN.giftPriceMin(formatCents(GIFT_LIMITS.priceMinCents)))
      else if (toCents(value) > GIFT_LIMITS.priceMaxCents)
        refuse('price', ADMIN.giftPriceMax(formatCents(GIFT_LIMITS.priceMaxCents)))
      else priceCents = toCents(value)
    }

    // Cotas split a money gift with a price; a reserve gift, or one of free amount, has none.
    let quotas: number | null = null
    if (v.kind === 'money') {
      const n = v.quotas === '' ? 1 : wholeNumber(v.quotas)
      if (n === 0 || v.quotas.startsWith('-')) refuse('quotas', ADMIN.giftQuotasMin)
      else if (n === null || n > GIFT_LIMITS.quotasMax)
        refuse('quotas', ADMIN.giftQuotasInvalid(GIFT_LIMITS.quotasMax))
      else if (v.price === '' && n > 1) refuse('quotas', ADMIN.giftQuotasNeedPrice)
      else if (v.price !== '') quotas = n
    }

    if (v.storeUrl !== '') {
      if (v.storeUrl.length > GIFT_LIMITS.storeUrlMax) refuse('storeUrl', ADMIN.giftStoreUrlTooLong)
      else if (!isHttpsUrl(v.storeUrl)) refuse('storeUrl', ADMIN.giftStoreUrlHttps)
    }

    const position = v.position === '' ? 0 : wholeNumber(v.position)
    if (position === null || position > GIFT_POSITION_MAX)
      refuse('position', ADMIN.giftPositionInvalid(GIFT_POSITION_MAX))

    if (ctx.issues.length > 0) return z.NEVER
    return {
      name: v.name,
      description: v.description,
      category: v.category,
      kind: v.kind,
      priceCents,
      quotas,
      // The scheme in lower case, as admin_save_gift stores it ('HTTPS://' is accepted by both).
      storeUrl: v.storeUrl ? v.storeUrl.replace(/^https:\/\//i, 'https://') : null,
      position: position ?? 0,
    }
  }),
)

/**
 * An absolute https link with a host (what the database accepts as a store link): the scheme in
 * any case ('HTTPS://', as a phone's keyboard may capitalise it), as admin_save_gift accepts it.
 */
function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value) || /\s/.test(value)) return false
  try {
    return new URL(value).hostname !== ''
  } catch {
    return false
  }
}

/** The hours an informed PIX holds its cotas (GIFT_LIMITS' bounds). */
export const pixHoldSchema = z.object({
  hours: z.pipe(
    text(),
    z.transform((v, ctx) => {
      const n = wholeNumber(v)
      if (
        n !== null &&
        n >= GIFT_LIMITS.informedHoldHoursMin &&
        n <= GIFT_LIMITS.informedHoldHoursMax
      )
        return n
      ctx.issues.push({
        code: 'custom',
        message: ADMIN.pixHoldInvalid(
          GIFT_LIMITS.informedHoldHoursMin,
          GIFT_LIMITS.informedHoldHoursMax,
        ),
        input: v,
      })
      return z.NEVER
    }),
  ),
})

/**
 * A PIX the couple received, typed by hand: an amount greater than 0, a date from PIX_DATE_MIN to
 * today (ISO days compare as strings).
 */
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
    date: z.string().check(
      z.refine((v) => v <= isoDay(), ADMIN.pixFutureDate),
      z.refine((v) => v >= PIX_DATE_MIN, ADMIN.pixDateTooOld),
    ),
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
    email: email(ADMIN_ERRORS.createAdminError(COMMON.invalidEmail)),
    password: newPassword(ADMIN_ERRORS.createAdminError),
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
      next: newPassword(ADMIN_ERRORS.changePasswordError),
      again: z.string(),
    })
    .check(
      z.refine((v) => v.next === v.again, {
        error: ADMIN_ERRORS.changePasswordError(ADMIN.passwordMismatch),
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

/** One row of the household form; `key` only tells React the rows apart. */
export interface HouseholdFormMember {
  key: string
  /** A member already saved keeps its id, and so its answer. */
  id?: string
  name: string
  kind: 'adult' | 'child'
  /** A GUEST_LIST.ageBands id, or '' (children only). */
  ageBand: string
  companion: boolean
}

export interface HouseholdFormValues {
  name: string
  phone: string
  email: string
  note: string
  members: HouseholdFormMember[]
}

/**
 * A household (docs/decisions/0016-guest-list.md): the name as on the envelope and at least one
 * person, each named but the 'acompanhante' seats (the guest names those when answering); phone and
 * e-mail optional but well formed. Every problem shows at once, under its own field.
 */
export const householdSchema = z.pipe(
  z.object({
    name: required(GUESTS_ADMIN.nameRequired),
    phone: text().check(blankOrPhone(COMMON.invalidPhone)),
    email: text().check(z.refine((v) => v === '' || isEmail(v), COMMON.invalidEmail)),
    note: text(),
    // The rows are the form's own objects: what is checked is what a person typed (names). A
    // custom check rather than z.array: that would add zod's array and boolean code to the chunk
    // the guests' forms share with /dev, and so to a guest's first visit.
    members: z
      .custom<HouseholdFormMember[]>((v) => Array.isArray(v))
      .check(
        z.refine((ms) => ms.length > 0, GUESTS_ADMIN.membersRequired),
        z.refine((ms) => ms.every((m) => hasNoControl(m.name)), COMMON.controlCharacters),
        z.refine(
          (ms) => ms.every((m) => m.companion || cleanText(m.name) !== ''),
          GUESTS_ADMIN.memberNameRequired,
        ),
      ),
  }),
  z.transform((v): HouseholdInput => ({
    name: v.name,
    phone: v.phone || null,
    email: v.email || null,
    note: v.note || null,
    members: v.members.map((m) => ({
      ...(m.id ? { id: m.id } : null),
      name: cleanText(m.name),
      kind: m.kind,
      ageBand: m.kind === 'child' && m.ageBand ? m.ageBand : null,
      companion: m.companion,
    })),
  })),
)

export interface AnswerFormMember {
  id: string
  companion: boolean
  attending: '' | RsvpAnswer
  /** A companion seat's name, as the guest gave it. */
  name: string
  dietary: string
}

export interface AnswerFormValues {
  members: AnswerFormMember[]
  message: string
  /** The guest said the couple may store the dietary notes (health data under LGPD). */
  consent: boolean
}

/** An answer the couple record for a household: everyone sim or não, a companion who comes named. */
export const answerSchema = z.pipe(
  z.object({
    // The form's own rows (see householdSchema): everyone answered, a coming companion named.
    members: z
      .custom<AnswerFormMember[]>((v) => Array.isArray(v))
      .check(
        z.refine(
          (ms) => ms.every((m) => m.attending === 'sim' || m.attending === 'nao'),
          GUESTS_ADMIN.answerEveryone,
        ),
        z.refine(
          (ms) => ms.every((m) => hasNoControl(m.name) && hasNoControl(m.dietary)),
          COMMON.controlCharacters,
        ),
        z.refine(
          (ms) =>
            ms.every((m) => !m.companion || m.attending !== 'sim' || cleanText(m.name) !== ''),
          GUESTS_ADMIN.companionNameRequired,
        ),
      ),
    message: text(),
    consent: z.boolean(),
  }),
  // Dietary notes only with the guest's consent (the database drops them without it too).
  z.transform((v): InvitationAnswer => ({
    members: v.members.map((m) => ({
      id: m.id,
      attending: m.attending === 'sim' ? 'sim' : 'nao',
      ...(m.companion && cleanText(m.name) ? { name: cleanText(m.name) } : null),
      ...(v.consent && cleanText(m.dietary) ? { dietary: cleanText(m.dietary) } : null),
    })),
    ...(v.message ? { message: v.message } : null),
    ...(v.consent ? { sensitiveConsent: true } : null),
  })),
)
