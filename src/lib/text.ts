import { EMAIL_MAX, PHONE_MAX } from '../config/ui'

/**
 * Every kind of space a phone keyboard or a paste can bring: String.prototype.trim() knows the
 * Unicode spaces but not the zero-width ones (U+200B-U+200D, U+2060, U+180E). The database trims
 * the same set (private.clean), so what the browser calls blank the database calls blank too.
 */
const EDGE_SPACE =
  /^[\s\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]+|[\s\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]+$/g

/** The text as it will be stored: no space, visible or not, at either end. */
export function cleanText(value: string): string {
  return value.replace(EDGE_SPACE, '')
}

/**
 * zod's email rule (z.regexes.email), which the payment function applies and Stripe accepts:
 * ASCII, no dot at either end of the local part, no empty label. Every form uses it, so the
 * database (private.is_email, a looser rule) and the payment function never refuse what a form let
 * through. tests/unit/text.test.ts keeps it equal to zod's.
 */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value)
}

/** private.is_phone: digits, spaces and + ( ) . - only, with 8 to 15 digits (DDD included). */
export function isPhone(value: string): boolean {
  if (value.length > PHONE_MAX || !/^[0-9+(). -]+$/.test(value)) return false
  const digits = value.replace(/\D/g, '').length
  return digits >= 8 && digits <= 15
}

/** Lower case without accents, for searching names ('José' matches 'jose'). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
}
