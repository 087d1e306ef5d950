import * as z from 'zod/mini'
import { ADMIN_ERRORS, COMMON, GALLERY } from '@/config/copy'
import { ADMIN } from '@/config/copy-admin'
import { GIFT_CATEGORIES } from '@/config/domain'
import { ADMIN_PASSWORD_MIN, MANUAL_PIX_MAX_CENTS, PIX_DATE_MIN } from '@/config/ui'
import { isoDay } from '@/lib/download'
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
