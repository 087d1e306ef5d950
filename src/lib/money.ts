let brl: Intl.NumberFormat | undefined
/** Built on first use, like src/lib/dates.ts's formatters: a first visit shows no price. */
const BRL = () => (brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }))

/** 1234.56 -> 'R$ 1.234,56' (docs/product.md §1: BRL, comma decimals, two places). Spaces are normal spaces. */
export function formatBRL(value: number): string {
  return BRL().format(value).replace(/\s/g, ' ')
}

export function formatCents(cents: number): string {
  return formatBRL(cents / 100)
}

/** What the amount input keeps as the guest types (docs/product.md §5: digits and commas only). */
export function sanitizeAmountInput(raw: string): string {
  return raw.replace(/[^\d,]/g, '')
}

/**
 * docs/product.md §5: strip everything but digits, commas and dots, read the comma as the decimal
 * mark, and require a number greater than 0. Returns null when the text is not a valid amount. More than one comma
 * ('12,3,4') or more than two decimals is not an amount a person means, so it is refused.
 *
 * Dots are thousands separators ('1.500' is one thousand five hundred, '1.500,50' as typed in
 * pt-BR), except a dot followed by one or two digits at the end of a text without a comma: that is
 * a decimal point ('199.90' from a phone with an English keyboard is R$ 199,90, never R$ 19.990,00).
 * Its whole part must then be plain digits or thousands groups ('1.234.56' is 1234.56; '1..5' is
 * refused). The guests' amount fields never hold a dot (sanitizeAmountInput), so they read as before.
 * A minus sign makes no amount: '-10' is not R$ 10,00 (a form or a script that sends it unsanitised).
 */
export function parseAmount(raw: string): number | null {
  if (raw.includes('-')) return null
  const kept = raw.replace(/[^\d,.]/g, '')
  const decimalDot = kept.includes(',') ? null : /^(.*)\.(\d{1,2})$/.exec(kept)
  let cleaned: string
  if (decimalDot) {
    const [, whole = '', decimals = ''] = decimalDot
    if (!/^(\d+|\d{1,3}(\.\d{3})+)$/.test(whole)) return null
    cleaned = `${whole.replace(/\./g, '')},${decimals}`
  } else cleaned = kept.replace(/\./g, '')
  if (!/^\d+(,\d{1,2})?$/.test(cleaned)) return null
  const value = Number(cleaned.replace(',', '.'))
  if (!Number.isFinite(value) || value <= 0) return null
  return value
}

/** Reais to integer cents without floating-point drift (12.3 -> 1230). */
export function toCents(value: number): number {
  return Math.round(value * 100)
}
