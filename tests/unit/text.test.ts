import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { cleanText, isEmail, isPhone } from '@/lib/text'

describe('cleanText', () => {
  it('removes visible and invisible spaces at both ends only', () => {
    expect(cleanText('  Ana  Clara \n')).toBe('Ana  Clara')
    expect(cleanText('\u00a0Ana\u200b')).toBe('Ana')
    expect(cleanText('\ufeff\u3000\u202f')).toBe('')
    expect(cleanText('\u200bAna\u200bClara\u200b')).toBe('Ana\u200bClara')
  })
})

describe('isEmail', () => {
  const samples = [
    'ana@exemplo.com',
    'ana.clara+festa@exemplo.com.br',
    "o'neil@exemplo.org",
    'a@b.c',
    'joão@exemplo.com.br',
    'ana@exemplo..com',
    '.ana@exemplo.com',
    'ana.@exemplo.com',
    'ana@-exemplo.com',
    'ana@exemplo',
    'ana @exemplo.com',
    'ana@@exemplo.com',
    '',
  ]

  it('accepts what the payment function (zod) accepts, and nothing else', () => {
    const ours = samples.map((value) => [value, isEmail(value)])
    const zods = samples.map((value) => [value, z.email().safeParse(value).success])
    expect(ours).toEqual(zods)
  })

  it('accepts an everyday address and refuses broken ones', () => {
    expect(isEmail('ana.clara@exemplo.com.br')).toBe(true)
    expect(isEmail('ana@exemplo..com')).toBe(false)
    expect(isEmail(`${'a'.repeat(250)}@b.com`)).toBe(false)
  })
})

describe('isPhone', () => {
  it.each(['(34) 99123-4567', '+55 34 99123-4567', '34 3333-0000', '3433330000'])(
    'accepts %j',
    (value) => expect(isPhone(value)).toBe(true),
  )
  it.each(['1234', '99123', '<b>abc</b>', 'telefone 34 99123-4567', '1'.repeat(16), ''])(
    'refuses %j',
    (value) => expect(isPhone(value)).toBe(false),
  )
})
