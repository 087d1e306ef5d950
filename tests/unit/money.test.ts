import { describe, expect, it } from 'vitest'
import { formatBRL, formatCents, parseAmount, sanitizeAmountInput, toCents } from '@/lib/money'

describe('formatBRL', () => {
  it('writes reais with a thousands dot, a decimal comma and two places', () => {
    expect(formatBRL(1234.56)).toBe('R$ 1.234,56')
    expect(formatBRL(0)).toBe('R$ 0,00')
    expect(formatBRL(5)).toBe('R$ 5,00')
    expect(formatBRL(0.5)).toBe('R$ 0,50')
  })

  it('rounds to two places and handles large values', () => {
    expect(formatBRL(10.005)).toMatch(/^R\$ 10,0[01]$/)
    expect(formatBRL(1234567.891)).toBe('R$ 1.234.567,89')
  })

  it('uses a plain space (no NBSP) so copied text and tests match', () => {
    expect(formatBRL(1)).not.toMatch(/\u00a0|\u202f/)
  })

  it('formats cents', () => {
    expect(formatCents(123456)).toBe('R$ 1.234,56')
    expect(formatCents(50)).toBe('R$ 0,50')
  })
})

describe('sanitizeAmountInput (docs/product.md §5: digits and commas only)', () => {
  it('strips everything else as the guest types', () => {
    expect(sanitizeAmountInput('R$ 1.234,56')).toBe('1234,56')
    expect(sanitizeAmountInput('abc')).toBe('')
    expect(sanitizeAmountInput('-12,5')).toBe('12,5')
    expect(sanitizeAmountInput('12,3,4')).toBe('12,3,4')
  })
})

describe('parseAmount', () => {
  it("reads '1.234,56' as 1234.56 (the thousands dot is stripped)", () => {
    expect(parseAmount('1.234,56')).toBe(1234.56)
    expect(parseAmount('R$ 1.234,56')).toBe(1234.56)
    // A minus sign is never dropped into a positive amount.
    expect(parseAmount('-10')).toBeNull()
    expect(parseAmount('R$ -1.234,56')).toBeNull()
  })

  it('reads whole reais and one or two decimals', () => {
    expect(parseAmount('100')).toBe(100)
    expect(parseAmount('12,3')).toBe(12.3)
    expect(parseAmount('0,01')).toBe(0.01)
  })

  it('refuses zero, empty and non-numbers (must be greater than 0)', () => {
    expect(parseAmount('0,00')).toBeNull()
    expect(parseAmount('0')).toBeNull()
    expect(parseAmount('')).toBeNull()
    expect(parseAmount('abc')).toBeNull()
    expect(parseAmount(',')).toBeNull()
    expect(parseAmount(',50')).toBeNull()
  })

  it("refuses more than one comma ('12,3,4') and more than two decimals", () => {
    expect(parseAmount('12,3,4')).toBeNull()
    expect(parseAmount('12,345')).toBeNull()
  })

  it('accepts huge values as finite numbers and refuses ones beyond a double', () => {
    expect(parseAmount('999999999999')).toBe(999_999_999_999)
    expect(parseAmount('9'.repeat(400))).toBeNull()
  })
})

describe('parseAmount: a dot typed as the decimal point', () => {
  it("reads a trailing '.d' or '.dd' without a comma as decimals ('199.90' from an English keyboard)", () => {
    expect(parseAmount('199.90')).toBe(199.9)
    expect(parseAmount('199.9')).toBe(199.9)
    expect(parseAmount('0.50')).toBe(0.5)
    expect(parseAmount('R$ 199.90')).toBe(199.9)
    expect(parseAmount('1.234.56')).toBe(1234.56)
    expect(toCents(parseAmount('199.90') ?? 0)).toBe(19990)
  })

  it("keeps a dot before three digits as thousands ('1.500' is one thousand five hundred)", () => {
    expect(parseAmount('1.500')).toBe(1500)
    expect(parseAmount('50.000')).toBe(50000)
    expect(parseAmount('1.234.567')).toBe(1234567)
  })

  it("reads the pt-BR forms as before: '1.500,50', '1500,5', '1.234,56'", () => {
    expect(parseAmount('1.500,50')).toBe(1500.5)
    expect(parseAmount('1500,5')).toBe(1500.5)
    expect(parseAmount('1.234,56')).toBe(1234.56)
    expect(parseAmount('50.000,00')).toBe(50000)
  })

  it('refuses a dot that is neither: a decimal point after a comma, a lone dot, stray dots', () => {
    expect(parseAmount('.50')).toBeNull()
    expect(parseAmount('1..5')).toBeNull()
    expect(parseAmount('12.34.56')).toBeNull()
    expect(parseAmount('0.00')).toBeNull()
    expect(parseAmount('.')).toBeNull()
    // With a comma the comma is the decimal mark, as today: '1,234.56' has three decimals.
    expect(parseAmount('1,234.56')).toBeNull()
  })

  it('reads what the guests’ amount fields hold exactly as before (they keep no dot)', () => {
    // docs/product.md §5: digits and commas only, the comma the decimal mark; above zero.
    for (const typed of ['199.90', '1.500', '1.500,50', 'R$ 50.000,00', '1,00', '0,99', '12,3,4']) {
      const kept = sanitizeAmountInput(typed)
      expect({ typed, value: parseAmount(kept) }).toEqual({
        typed,
        value:
          /^\d+(,\d{1,2})?$/.test(kept) && Number(kept.replace(',', '.')) > 0
            ? Number(kept.replace(',', '.'))
            : null,
      })
    }
    expect(parseAmount(sanitizeAmountInput('199.90'))).toBe(19990)
  })
})

describe('toCents', () => {
  it('converts without floating-point drift', () => {
    expect(toCents(12.3)).toBe(1230)
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(toCents(1234.56)).toBe(123456)
    expect(toCents(parseAmount('19,99') ?? 0)).toBe(1999)
  })
})
