import { EMAIL_MAX, PHONE_MAX } from '../config/ui'

/**
 * The one rule for text typed by a guest or the couple (docs/product.md §5), shared by the forms,
 * the payment function and the database: supabase/schemas/01_text_rules.sql holds
 * the same character classes, generated from these lists (tests/unit/text.test.ts fails when the
 * two differ and prints the SQL to paste).
 *
 * - Invisible: what shows nothing on screen. Every Unicode space (White_Space), every control
 *   character, every default-ignorable code point (zero-width and bidi marks, Hangul fillers, soft
 *   hyphen, variation selectors, tags…) and the Braille blank.
 * - Cleaning removes invisible characters at both ends, except those that belong to the last
 *   visible one (ATTACHED: the variation selector of '❤️', the tags of a flag); inside a text they
 *   stay (a zero-width joiner is part of an emoji).
 * - Blank: nothing left once cleaned.
 * - Control characters other than tab, line feed and carriage return are refused anywhere in a
 *   text (NUL included: PostgreSQL cannot store it).
 */

/** Inclusive [first, last] code point ranges. */
export type CodePointRanges = readonly (readonly [number, number])[]

export const INVISIBLE: CodePointRanges = [
  [0x0000, 0x0020], // C0 controls, tab, line breaks, space
  [0x007f, 0x00a0], // delete, C1 controls (next line), no-break space
  [0x00ad, 0x00ad], // soft hyphen
  [0x034f, 0x034f], // combining grapheme joiner
  [0x061c, 0x061c], // Arabic letter mark
  [0x115f, 0x1160], // Hangul choseong and jungseong fillers
  [0x1680, 0x1680], // Ogham space mark
  [0x17b4, 0x17b5], // Khmer inherent vowels
  [0x180b, 0x180f], // Mongolian variation selectors and vowel separator
  [0x2000, 0x200f], // en to hair spaces, zero-width space and (non-)joiner, LRM, RLM
  [0x2028, 0x202f], // line and paragraph separators, bidi embeddings and overrides, narrow NBSP
  [0x205f, 0x206f], // medium math space, word joiner, invisible operators, bidi isolates
  [0x2800, 0x2800], // Braille pattern blank
  [0x3000, 0x3000], // ideographic space
  [0x3164, 0x3164], // Hangul filler
  [0xfe00, 0xfe0f], // variation selectors
  [0xfeff, 0xfeff], // byte order mark
  [0xffa0, 0xffa0], // halfwidth Hangul filler
  [0xfff0, 0xfff8], // reserved, default ignorable
  [0x1bca0, 0x1bca3], // shorthand format controls
  [0x1d173, 0x1d17a], // musical symbol format controls
  [0xe0000, 0xe0fff], // tags, variation selectors supplement, reserved ignorables
]

/** Invisible characters that change the visible one before them: variation selectors, tags. */
export const ATTACHED: CodePointRanges = [
  [0x180b, 0x180d],
  [0x180f, 0x180f],
  [0xfe00, 0xfe0f],
  [0xe0020, 0xe007f],
  [0xe0100, 0xe01ef],
]

/** Control characters refused anywhere: C0 and C1 except tab, line feed and carriage return. */
export const CONTROL: CodePointRanges = [
  [0x0000, 0x0008],
  [0x000b, 0x000c],
  [0x000e, 0x001f],
  [0x007f, 0x009f],
]

/** The inside of a regular expression character class for `ranges` (flag u). */
function classOf(ranges: CodePointRanges): string {
  const char = (cp: number) => `\\u{${cp.toString(16)}}`
  return ranges.map(([a, b]) => (a === b ? char(a) : `${char(a)}-${char(b)}`)).join('')
}

const INVISIBLE_CLASS = classOf(INVISIBLE)
const LEADING = new RegExp(`^[${INVISIBLE_CLASS}]+`, 'u')
const ATTACHED_CLASS = classOf(ATTACHED)
// The last visible character and all that is attached to it, then the invisible rest.
const TRAILING = new RegExp(
  `^(.*[^${INVISIBLE_CLASS}][${ATTACHED_CLASS}]*)(?![${ATTACHED_CLASS}])[${INVISIBLE_CLASS}]+$`,
  'su',
)
const ANY_CONTROL = new RegExp(`[${classOf(CONTROL)}]`, 'u')

/** The text as it will be stored: nothing invisible at either end (private.trim_invisible). */
export function cleanText(value: string): string {
  return value.replace(LEADING, '').replace(TRAILING, '$1')
}

/** Nothing visible: empty once cleaned. */
export function isBlank(value: string): boolean {
  return cleanText(value) === ''
}

/** No control character the rule refuses (tab and line breaks are fine). */
export function hasNoControl(value: string): boolean {
  return !ANY_CONTROL.test(value)
}

/**
 * The one e-mail rule (zod's email pattern, z.regexes.email, which Stripe accepts): ASCII, no dot
 * at either end of the local part nor two in a row, no empty label, a top-level domain of two
 * letters or more. private.is_email uses this very pattern.
 */
export const EMAIL_PATTERN =
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
