import { describe, expect, it } from 'vitest'
import { COMMON } from '@/config/copy/common'
import { ADMIN_ERRORS } from '@/config/copy/errors'
import { GIFTS } from '@/config/copy/gifts'
import { MESSAGES } from '@/config/copy/messages'
import { CONTRIBUTION } from '@/config/copy/payments'
import { RSVP } from '@/config/copy/rsvp'
import { ADMIN } from '@/config/copy/admin'
import { GIFT_LIMITS } from '@/config/limits'
import {
  changePasswordSchema,
  createAdminSchema,
  giftSchema,
  pixEntrySchema,
  type GiftFormValues,
} from '@/lib/forms/admin-schemas'
import {
  checkoutPayloadSchema,
  CONTRIBUTION_BOUNDS,
  contributionSchema,
  messageSchema,
  reservationSchema,
  rsvpSchema,
} from '@/lib/forms/schemas'
import { errorText } from '@/lib/forms/use-form'
import { cleanText, isBlank, isEmail } from '@/lib/text'
import { BLANK_LOOKING, CONTROL_NAMES, EMAILS } from '../harness/text-cases'
import { DataError } from '@/data/types'

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

const RSVP_OK = {
  nomeCompleto: ' Ana ',
  vaiAoEvento: 'sim' as const,
  email: 'ana@example.com',
  telefone: '(11) 98888-7777',
  observacoes: '  ',
  dietary: '',
  sensitiveConsent: false,
}

describe('form schemas', () => {
  it('RSVP: blank required fields first, all under one text; formats only once all are filled', () => {
    const blank = rsvpSchema.safeParse({ ...RSVP_OK, nomeCompleto: '\u200b', email: 'nope' })
    expect(messages(blank)).toEqual([RSVP.requiredFields])
    const malformed = rsvpSchema.safeParse({ ...RSVP_OK, email: 'nope', telefone: '12' })
    expect(messages(malformed)).toEqual([RSVP.invalidEmail, RSVP.invalidPhone])
    const { dietary: _, sensitiveConsent: __, ...answer } = RSVP_OK
    expect(rsvpSchema.parse(RSVP_OK)).toEqual({
      ...answer,
      nomeCompleto: 'Ana',
      observacoes: undefined,
    })
  })

  it('RSVP: allergies go only with the explicit consent; without it the rest of the answer does', () => {
    const allergy = { ...RSVP_OK, dietary: ' Alergia a camarão ' }
    const without = rsvpSchema.parse(allergy)
    expect(without).not.toHaveProperty('dietary')
    expect(without).toMatchObject({ nomeCompleto: 'Ana', email: 'ana@example.com' })
    expect(rsvpSchema.parse({ ...allergy, sensitiveConsent: true })).toMatchObject({
      nomeCompleto: 'Ana',
      dietary: 'Alergia a camarão',
      sensitiveConsent: true,
    })
  })

  it('reservation: the blank text is the caller’s; an optional phone must still be a phone', () => {
    const schema = reservationSchema(GIFTS.nameEmailRequiredShort)
    const empty = { guestName: '', guestEmail: '', guestPhone: '', message: '' }
    expect(messages(schema.safeParse(empty))).toEqual([
      GIFTS.nameEmailRequiredShort,
      GIFTS.nameEmailRequiredShort,
    ])
    const filled = { ...empty, guestName: 'Ana', guestEmail: 'ana@example.com' }
    expect(messages(schema.safeParse({ ...filled, guestPhone: 'abc' }))).toEqual([
      GIFTS.invalidPhone,
    ])
    expect(schema.parse(filled)).toEqual({ ...filled, guestPhone: undefined, message: undefined })
  })

  it('contribution: the form and the checkout function share the amount bounds', () => {
    const form = { donorName: 'Ana', donorEmail: 'ana@example.com', donorPhone: '', message: '' }
    const low = CONTRIBUTION.amountTooLow('R$ 1,00')
    expect(messages(contributionSchema().safeParse({ ...form, amount: '0,50' }))).toEqual([low])
    expect(messages(contributionSchema().safeParse({ ...form, amount: '' }))).toEqual([
      CONTRIBUTION.requiredFields,
    ])
    const request = contributionSchema().parse({ ...form, amount: '150,00' })
    expect(request.giftPrice).toBe(150)
    const server = checkoutPayloadSchema(CONTRIBUTION_BOUNDS)
    expect(server.parse(request).giftPrice).toBe(15000)
    expect(messages(server.safeParse({ ...request, giftPrice: 0.5 }))).toEqual([low])
  })

  it('checkout: a gift by its id with cotas (the price is the database’s) or a free amount', () => {
    const server = checkoutPayloadSchema(CONTRIBUTION_BOUNDS)
    const buyer = { buyerName: ' Ana ', buyerEmail: 'ana@example.com' }
    expect(
      server.parse({ giftId: 'lua-de-mel', quotas: 3, giftPrice: 0.01, giftName: 'x', ...buyer }),
    ).toEqual({
      giftId: 'lua-de-mel',
      quotas: 3,
      giftPrice: null,
      buyerName: 'Ana',
      buyerEmail: 'ana@example.com',
      buyerPhone: null,
      message: null,
    })
    expect(server.parse({ giftId: 'fundo_casa', giftPrice: 250.5, ...buyer })).toMatchObject({
      quotas: null,
      giftPrice: 25050,
    })
    // The contribution has no cotas: a stray field does not make it a gift.
    expect(
      server.parse({ giftId: 'contribution', giftPrice: 10, quotas: 2, ...buyer }),
    ).toMatchObject({ quotas: null, giftPrice: 1000 })

    const gift = { giftId: 'lua-de-mel', ...buyer }
    const S = CONTRIBUTION.server
    for (const quotas of [0, GIFT_LIMITS.quotasMax + 1, 1.5, -1, '2', Number.NaN]) {
      expect(messages(server.safeParse({ ...gift, quotas }))).toEqual([S.invalidQuotas])
    }
    expect(messages(server.safeParse(gift))).toEqual([S.invalidQuotas])
    expect(server.parse({ ...gift, quotas: GIFT_LIMITS.quotasMax }).quotas).toBe(
      GIFT_LIMITS.quotasMax,
    )
    for (const giftId of ['lua de mel', 'a'.repeat(81), '', 'presente/1', 'ção']) {
      expect(messages(server.safeParse({ ...gift, giftId, quotas: 1 }))).toEqual([S.invalidGift])
    }
    expect(messages(server.safeParse({ ...gift, giftPrice: 0.5 }))).toEqual([
      CONTRIBUTION.amountTooLow('R$ 1,00'),
    ])
  })

  it('admin: a PIX amount in cents, a mismatched new password on its own field', () => {
    const pix = pixEntrySchema.parse({
      donorName: 'Ana',
      amount: '10,5',
      date: '2020-01-02',
      note: '',
    })
    expect(pix).toEqual({ donorName: 'Ana', amount: 1050, date: '2020-01-02', note: undefined })
    const mismatch = changePasswordSchema.safeParse({ current: 'a', next: '12345678', again: 'x' })
    expect(mismatch.error?.issues[0]).toMatchObject({
      path: ['again'],
      message: ADMIN_ERRORS.changePasswordError(ADMIN.passwordMismatch),
    })
  })
})

describe('the shared text and e-mail rules in the forms', () => {
  it.each(BLANK_LOOKING)('a name %j is blank in every guest form', (name) => {
    expect(messages(rsvpSchema.safeParse({ ...RSVP_OK, nomeCompleto: name }))).toEqual([
      RSVP.requiredFields,
    ])
    expect(messages(messageSchema.safeParse({ name, message: 'Oi' }))).toEqual([MESSAGES.required])
    const reservation = reservationSchema(GIFTS.nameEmailRequiredShort)
    expect(
      messages(
        reservation.safeParse({
          guestName: name,
          guestEmail: 'a@b.com',
          guestPhone: '',
          message: '',
        }),
      ),
    ).toEqual([GIFTS.nameEmailRequiredShort])
  })

  it.each([...CONTROL_NAMES, 'Ana\u0000'])('a control character in %j is refused', (name) => {
    expect(messages(messageSchema.safeParse({ name, message: 'Oi' }))[0]).toBe(
      COMMON.controlCharacters,
    )
    expect(messages(messageSchema.safeParse({ name: 'Ana', message: `Oi ${name}` }))).toEqual([
      COMMON.controlCharacters,
    ])
  })

  it.each(EMAILS)('the RSVP form takes %j once cleaned, as submit_rsvp does', (email) => {
    const expected = isBlank(email)
      ? [RSVP.requiredFields]
      : isEmail(cleanText(email))
        ? []
        : [RSVP.invalidEmail]
    expect(messages(rsvpSchema.safeParse({ ...RSVP_OK, email }))).toEqual(expected)
  })

  it('admin: a new admin’s e-mail follows the same rule', () => {
    const admin = { username: 'ana', password: 'senha-forte-123' }
    for (const email of ['a@b..com', '.a@b.com']) {
      expect(messages(createAdminSchema.safeParse({ ...admin, email }))).toEqual([
        ADMIN_ERRORS.createAdminError(COMMON.invalidEmail),
      ])
    }
    expect(createAdminSchema.parse({ ...admin, email: 'ana@exemplo.com' }).email).toBe(
      'ana@exemplo.com',
    )
  })

  it('admin: a PIX dated from 2000-01-01 to today', () => {
    const pix = { donorName: 'Ana', amount: '10,00', note: '' }
    expect(pixEntrySchema.safeParse({ ...pix, date: '2000-01-01' }).success).toBe(true)
    for (const date of ['1999-12-31', '0001-01-01']) {
      expect(messages(pixEntrySchema.safeParse({ ...pix, date }))).toEqual([ADMIN.pixDateTooOld])
    }
    expect(messages(pixEntrySchema.safeParse({ ...pix, date: '275760-09-13' }))).toEqual([
      ADMIN.pixFutureDate,
    ])
  })
})

describe('errorText', () => {
  it('takes the DataError’s own text, the form’s text for a code, else the fallback', () => {
    const texts = { fallback: 'falhou', codes: { not_configured: 'não configurado' } }
    expect(errorText(new DataError('Já existe', 'conflict'), texts)).toBe('Já existe')
    expect(errorText(new DataError('x', 'not_configured'), texts)).toBe('não configurado')
    expect(errorText(new TypeError('boom'), texts)).toBe('falhou')
  })

  it('puts the text in the docs/product.md §8 sentence once', () => {
    const wrap = ADMIN_ERRORS.createAdminError
    expect(errorText(new DataError('Usuário já existe', 'conflict'), { fallback: '', wrap })).toBe(
      wrap('Usuário já existe'),
    )
    expect(errorText(new DataError(wrap('detalhe')), { fallback: '', wrap })).toBe(wrap('detalhe'))
  })
})

describe('the gift form (docs/decisions/0017-gifts-as-money.md)', () => {
  const GIFT_OK: GiftFormValues = {
    name: ' Passagens ',
    description: 'Ida e volta',
    category: 'outros',
    kind: 'money',
    price: '1.234,56',
    quotas: '10',
    storeUrl: '',
    position: '2',
  }
  const issues = (values: Partial<GiftFormValues>) => {
    const result = giftSchema.safeParse({ ...GIFT_OK, ...values })
    return result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []
  }

  it('turns the pt-BR price into centavos and the numbers typed into numbers', () => {
    expect(giftSchema.parse(GIFT_OK)).toEqual({
      name: 'Passagens',
      description: 'Ida e volta',
      category: 'outros',
      kind: 'money',
      priceCents: 123456,
      quotas: 10,
      storeUrl: null,
      position: 2,
    })
    expect(giftSchema.parse({ ...GIFT_OK, price: 'R$ 200' }).priceCents).toBe(20000)
  })

  it("reads a price typed with a decimal point ('199.90') as reais and centavos", () => {
    const cents = (price: string) => giftSchema.parse({ ...GIFT_OK, price }).priceCents
    expect(cents('199.90')).toBe(19990)
    expect(cents('199.9')).toBe(19990)
    expect(cents('1.500')).toBe(150000)
    expect(cents('1.500,50')).toBe(150050)
    expect(cents('1500,5')).toBe(150050)
    expect(issues({ price: '0.50' })).toEqual([['price', ADMIN.giftPriceMin('R$ 1,00')]])
  })

  it('gives cotas only to a money gift with a price; a reserve gift or a free amount has none', () => {
    expect(giftSchema.parse({ ...GIFT_OK, kind: 'reserve', quotas: 'x' })).toMatchObject({
      priceCents: 123456,
      quotas: null,
    })
    expect(giftSchema.parse({ ...GIFT_OK, price: '', quotas: '1' })).toMatchObject({
      priceCents: null,
      quotas: null,
    })
    expect(issues({ price: '', quotas: '3' })).toEqual([['quotas', ADMIN.giftQuotasNeedPrice]])
  })

  it('refuses each bad value under its own field, all at once', () => {
    expect(
      issues({ price: '0', quotas: '0', storeUrl: 'http://loja.example', position: '-1' }),
    ).toEqual([
      ['price', ADMIN.giftPricePositive],
      ['quotas', ADMIN.giftQuotasMin],
      ['storeUrl', ADMIN.giftStoreUrlHttps],
      ['position', ADMIN.giftPositionInvalid(9999)],
    ])
    expect(issues({ price: '-10' })).toEqual([['price', ADMIN.giftPricePositive]])
    expect(issues({ price: '0,50' })).toEqual([['price', ADMIN.giftPriceMin('R$ 1,00')]])
    expect(issues({ price: '50.000,01' })).toEqual([['price', ADMIN.giftPriceMax('R$ 50.000,00')]])
    expect(issues({ price: '12,345' })).toEqual([['price', ADMIN.giftPriceInvalid]])
    expect(issues({ quotas: '501' })).toEqual([['quotas', ADMIN.giftQuotasInvalid(500)]])
    expect(issues({ quotas: '2,5' })).toEqual([['quotas', ADMIN.giftQuotasInvalid(500)]])
  })

  it('takes only an https store link', () => {
    for (const bad of ['javascript:alert(1)', 'https://', 'https://a b.example', 'ftp://x.example'])
      expect(issues({ storeUrl: bad })).toEqual([['storeUrl', ADMIN.giftStoreUrlHttps]])
    expect(giftSchema.parse({ ...GIFT_OK, storeUrl: 'https://loja.example/p?id=1' }).storeUrl).toBe(
      'https://loja.example/p?id=1',
    )
  })

  it('takes the scheme in any case, as the database does, and sends it in lower case', () => {
    for (const typed of ['HTTPS://Loja.example/P?id=1', 'Https://Loja.example/P?id=1'])
      expect(giftSchema.parse({ ...GIFT_OK, storeUrl: typed }).storeUrl).toBe(
        'https://Loja.example/P?id=1',
      )
    expect(issues({ storeUrl: 'HTTP://loja.example' })).toEqual([
      ['storeUrl', ADMIN.giftStoreUrlHttps],
    ])
  })
})
