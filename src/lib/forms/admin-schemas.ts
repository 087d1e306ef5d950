import * as z from 'zod/mini'
import { ADMIN_ERRORS, COMMON, GALLERY } from '@/config/copy'
import { ADMIN, GUESTS_ADMIN } from '@/config/copy-admin'
import { GIFT_CATEGORIES, type RsvpAnswer } from '@/config/domain'
import { ADMIN_PASSWORD_MIN, MANUAL_PIX_MAX_CENTS, PIX_DATE_MIN } from '@/config/ui'
import type { HouseholdInput, InvitationAnswer } from '@/data/types'
import { isoDay } from '@/lib/download'
import { cleanText, hasNoControl, isEmail, isPhone } from '@/lib/text'
import { amountCents, email, given, lowercase, required, text } from './rules'

// The couple's forms of /dev (docs/architecture.md "Forms"), apart from the guests' schemas.ts so
// the public page does not carry them.

/** The couple's login: both fields required; the username lowercased (docs/product.md §5). */
export const loginSchema = z.object({
  username: lowercase(required(ADMIN.fillBoth)),
  password: z.string().check(z.minLength(1, ADMIN.fillBoth)),
})

/** A new gift: name and description required, the category from docs/product.md §3's list. */
export const giftSchema = z.object({
  name: required(ADMIN.newGiftRequired),
  description: required(ADMIN.newGiftRequired),
  category: z.enum(GIFT_CATEGORIES),
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
    phone: text().check(z.refine((v) => v === '' || isPhone(v), COMMON.invalidPhone)),
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
  }),
  z.transform((v): InvitationAnswer => ({
    members: v.members.map((m) => ({
      id: m.id,
      attending: m.attending === 'sim' ? 'sim' : 'nao',
      ...(m.companion && cleanText(m.name) ? { name: cleanText(m.name) } : null),
      ...(cleanText(m.dietary) ? { dietary: cleanText(m.dietary) } : null),
    })),
    ...(v.message ? { message: v.message } : null),
  })),
)
