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
 * docs/product.md §5: strip everything but digits and commas, turn the comma into a dot, and require a
 * number greater than 0. Returns null when the text is not a valid amount. More than one comma
 * ('12,3,4') or more than two decimals is not an amount a person means, so it is refused.
 */
export function parseAmount(raw: string): number | null {
  const cleaned = sanitizeAmountInput(raw)
  if (!/^\d+(,\d{1,2})?$/.test(cleaned)) return null
  const value = Number(cleaned.replace(',', '.'))
  if (!Number.isFinite(value) || value <= 0) return null
  return value
}

/** Reais to integer cents without floating-point drift (12.3 -> 1230). */
export function toCents(value: number): number {
  return Math.round(value * 100)
}
