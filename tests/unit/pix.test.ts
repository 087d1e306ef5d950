import { describe, expect, it } from 'vitest'
import { PIX } from '@/config/wedding'
import { isValidPixPayload } from '@brazilian-utils/brazilian-utils'
import { buildPixCode, isValidPixCode } from '@/features/payments/pix/br-code'
import { whatsAppUrl } from '@/lib/whatsapp'

/** CRC16/CCITT-FALSE written here from the standard, independent of the library under test. */
function crc16(text: string): string {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8
    for (let i = 0; i < 8; i++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** Top-level TLV fields of an EMV payload: id -> value. */
function fields(payload: string): Map<string, string> {
  const out = new Map<string, string>()
  let i = 0
  while (i < payload.length) {
    const id = payload.slice(i, i + 2)
    const len = Number(payload.slice(i + 2, i + 4))
    out.set(id, payload.slice(i + 4, i + 4 + len))
    i += 4 + len
  }
  expect(i).toBe(payload.length)
  return out
}

function expectWellFormed(payload: string | null): asserts payload is string {
  if (payload === null) throw new Error('no BR Code was built')
  expect(isValidPixPayload(payload)).toBe(true)
  expect(payload.slice(-8, -4)).toBe('6304')
  expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)))
}

describe('the CRC used to check the codes', () => {
  it('matches the catalogue check value of CRC-16/CCITT-FALSE', () => {
    expect(crc16('123456789')).toBe('29B1')
  })
})

describe('buildPixCode', () => {
  it('reproduces the Banco Central manual’s example byte for byte (random key, no amount)', async () => {
    const code = await buildPixCode({
      key: '123e4567-e12b-12d1-a456-426655440000',
      receiverName: 'Fulano de Tal',
      city: 'BRASILIA',
    })
    expect(code).toBe(
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
        '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
    )
    expectWellFormed(code)
  })

  it('builds an e-mail key code with amount and description (accent folded in the city)', async () => {
    const code = await buildPixCode(
      { key: 'noivos@example.com', receiverName: 'Ana e Bruno', city: 'São Paulo' },
      { amountCents: 15000, description: 'Presente casamento' },
    )
    // Cross-checked with a separate 20-line builder (the EMV QRCPS layout of the Banco Central's PIX manual).
    expect(code).toBe(
      '00020126620014br.gov.bcb.pix0118noivos@example.com0218Presente casamento' +
        '5204000053039865406150.005802BR5911Ana e Bruno6009Sao Paulo62070503***63048AB9',
    )
    expectWellFormed(code)
  })

  it('normalises a phone key to +55 and writes the amount with two decimals', async () => {
    for (const key of ['(34) 99123-4567', '+5534991234567']) {
      const code = await buildPixCode(
        { key, receiverName: 'Fulano de Tal', city: 'Brasília' },
        { amountCents: 12345 },
      )
      expectWellFormed(code)
      const f = fields(code)
      expect(f.get('26')).toBe('0014br.gov.bcb.pix0114+5534991234567')
      expect(f.get('54')).toBe('123.45')
      expect(f.get('60')).toBe('Brasilia')
    }
  })

  it('keeps only the digits of a CPF key', async () => {
    const code = await buildPixCode(
      { key: '123.456.789-09', receiverName: 'Fulano de Tal', city: 'Brasília' },
      { amountCents: 12345 },
    )
    expect(code).toBe(
      '00020126330014br.gov.bcb.pix0111123456789095204000053039865406123.45' +
        '5802BR5913Fulano de Tal6008Brasilia62070503***6304' +
        crc16(
          '00020126330014br.gov.bcb.pix0111123456789095204000053039865406123.45' +
            '5802BR5913Fulano de Tal6008Brasilia62070503***6304',
        ),
    )
    expectWellFormed(code)
  })

  it('cuts the name to 25 and the city to 15 characters, accents folded', async () => {
    const code = await buildPixCode(
      {
        key: '11.222.333/0001-81',
        receiverName: 'Joãozinho da Conceição Aparecida',
        city: 'São José dos Campos',
      },
      { amountCents: 50 },
    )
    expectWellFormed(code)
    const f = fields(code)
    expect(f.get('59')).toBe('Joaozinho da Conceicao Ap')
    expect(f.get('60')).toBe('Sao Jose dos Ca')
    expect(f.get('54')).toBe('0.50')
    expect(f.get('26')).toContain('011411222333000181')
  })

  it('omits the amount field when there is no amount (the payer types it)', async () => {
    const code = await buildPixCode(PIX)
    expectWellFormed(code)
    const f = fields(code)
    expect(f.has('54')).toBe(false)
    expect(f.get('00')).toBe('01')
    expect(f.get('53')).toBe('986')
    expect(f.get('58')).toBe('BR')
    expect(f.get('62')).toBe('0503***')
    expect(f.get('26')).toContain(PIX.key)
  })

  it("carries a gift's transaction id in field 62-05, and refuses one a bank would not take", async () => {
    const txid = 'A1B2C3D4E5F6G7H8J9K0L1M2N'
    const code = await buildPixCode(PIX, { amountCents: 40000, txid })
    expectWellFormed(code)
    expect(fields(code).get('62')).toBe(`0525${txid}`)
    expect(fields(code).get('54')).toBe('400.00')
    expect(await buildPixCode(PIX, { amountCents: 40000, txid: 'com-hífen' })).toBeNull()
    expect(await buildPixCode(PIX, { amountCents: 40000, txid: `${txid}X` })).toBeNull()
  })

  it('builds a code for every amount a guest may type', async () => {
    for (const cents of [1, 100, 999, 15050, 100000, 5000000]) {
      const code = await buildPixCode(PIX, { amountCents: cents })
      expectWellFormed(code)
      expect(fields(code).get('54')).toBe((cents / 100).toFixed(2))
    }
  })

  it('refuses a zero, negative or fractional amount in cents, and an invalid key', async () => {
    expect(await buildPixCode(PIX, { amountCents: 0 })).toBeNull()
    expect(await buildPixCode(PIX, { amountCents: -100 })).toBeNull()
    expect(await buildPixCode(PIX, { amountCents: 10.5 })).toBeNull()
    expect(await buildPixCode({ ...PIX, key: 'isto não é uma chave' })).toBeNull()
  })

  it('detects a changed character through the CRC', async () => {
    const code = await buildPixCode(PIX, { amountCents: 10000 })
    expectWellFormed(code)
    expect(await isValidPixCode(code)).toBe(true)
    expect(await isValidPixCode(code.replace('100.00', '900.00'))).toBe(false)
  })
})

describe('whatsAppUrl', () => {
  it('opens a chat with the number and the message typed in', () => {
    expect(whatsAppUrl('55 (34) 99123-4567', 'Olá! PIX de R$ 50,00 & obrigado')).toBe(
      'https://wa.me/5534991234567?text=Ol%C3%A1!%20PIX%20de%20R%24%2050%2C00%20%26%20obrigado',
    )
  })
})
