import * as z from 'zod/mini'
import { COMMON } from '../../config/copy/common'
import { CONTRIBUTION } from '../../config/copy/payments'
import { parseAmount, toCents } from '../money'
import { cleanText, hasNoControl, isEmail, isPhone } from '../text'

// The building blocks of the schemas (schemas.ts for the guests' forms, admin-schemas.ts for the
// couple's), over the text rules of src/lib/text.ts.

/**
 * Text as it will be stored (src/lib/text.ts's rule, the database's too): no control character,
 * nothing invisible at either end. `notText` is the message for a value that is not a string.
 */
export const text = (notText?: string) =>
  z
    .string(notText === undefined ? undefined : { error: notText })
    .check(z.refine(hasNoControl, COMMON.controlCharacters), z.overwrite(cleanText))

export const required = (message: string) => text().check(z.minLength(1, message))

/** Optional text, once cleaned: blank means "not given". */
export const given = () =>
  z.pipe(
    z.string(),
    z.transform((v: string) => v || undefined),
  )

export const email = (message: string) => z.string().check(z.refine(isEmail, message))

/** A check: blank (not given) or a phone. */
export const blankOrPhone = (message: string) =>
  z.refine<string>((v) => v === '' || isPhone(v), message)

/** An optional phone, once cleaned: blank means "not given", anything else must be a phone. */
export const optionalPhone = (message: string) =>
  z.pipe(
    z.string().check(blankOrPhone(message)),
    z.transform((v: string) => v || undefined),
  )

export const lowercase = (schema: z.ZodMiniType<string, string>) =>
  z.pipe(
    schema,
    z.transform((v: string) => v.toLowerCase()),
  )

/** A typed amount ('150,00', docs/product.md §5: greater than 0) in cents, up to `maxCents`. */
export function amountCents(maxCents: number) {
  return z.transform((v: string, ctx) => {
    const value = parseAmount(v)
    if (value !== null && toCents(value) <= maxCents) return toCents(value)
    ctx.issues.push({ code: 'custom', message: CONTRIBUTION.invalidAmount, input: v })
    return z.NEVER
  })
}
