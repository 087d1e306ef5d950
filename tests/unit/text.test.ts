import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import {
  ATTACHED,
  CONTROL,
  type CodePointRanges,
  EMAIL_PATTERN,
  INVISIBLE,
  cleanText,
  hasNoControl,
  isBlank,
  isEmail,
  isPhone,
} from '@/lib/text'
import { BLANK_LOOKING, CONTROL_NAMES, EMAILS, TRIMMED } from '../harness/text-cases'

const TEXT_RULES_SQL = readFileSync('supabase/schemas/01_text_rules.sql', 'utf8')

/** The inside of a bracket expression as PostgreSQL's regular expressions write it. */
function sqlClass(ranges: CodePointRanges): string {
  const char = (cp: number) =>
    cp > 0xffff
      ? `\\U${cp.toString(16).padStart(8, '0')}`
      : `\\u${cp.toString(16).padStart(4, '0')}`
  return ranges.map(([a, b]) => (a === b ? char(a) : `${char(a)}-${char(b)}`)).join('')
}

/** The text the SQL function `name` returns (a single quoted literal). */
function sqlLiteralOf(name: string): string {
  const body = new RegExp(`create function ${name}\\(\\)[\\s\\S]*?select '([^']*)'::text`).exec(
    TEXT_RULES_SQL,
  )
  if (!body?.[1]) throw new Error(`${name} not found in the text rules migration`)
  return body[1]
}

describe('the rule and the database', () => {
  it('has the character classes of the lists in the migration', () => {
    // On a failure, paste the expected text into the migration.
    expect(sqlLiteralOf('private.invisible_chars')).toBe(sqlClass(INVISIBLE))
    expect(sqlLiteralOf('private.attached_chars')).toBe(sqlClass(ATTACHED))
    expect(sqlLiteralOf('private.control_chars')).toBe(sqlClass(CONTROL))
  })

  it('private.is_email uses EMAIL_PATTERN character for character', () => {
    const sql = `p_value ~ '${EMAIL_PATTERN.source.replaceAll("'", "''")}'`
    expect(TEXT_RULES_SQL).toContain(sql)
    expect(EMAIL_PATTERN.flags).toBe('')
  })

  it('attaches only invisible characters', () => {
    for (const [first, last] of ATTACHED) {
      for (const cp of [first, last]) expect(isBlank(String.fromCodePoint(cp))).toBe(true)
    }
  })

  it('calls invisible every space, control and default-ignorable code point, and the Braille blank', () => {
    const expected = /^[\p{White_Space}\p{Cc}\p{Default_Ignorable_Code_Point}\u2800]$/u
    const differ: string[] = []
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue
      const char = String.fromCodePoint(cp)
      if (isBlank(char) !== expected.test(char)) differ.push(cp.toString(16))
    }
    expect(differ).toEqual([])
  })
})

describe('blank-looking text', () => {
  it.each(BLANK_LOOKING)('%j is blank', (value) => {
    expect(isBlank(value)).toBe(true)
    expect(cleanText(value)).toBe('')
    expect(hasNoControl(value)).toBe(true)
  })

  it.each(TRIMMED)('%j is stored as %j', (value, stored) => {
    expect(cleanText(value)).toBe(stored)
    expect(isBlank(value)).toBe(false)
  })

  it.each([...CONTROL_NAMES, 'Ana\u0000', '\u0000'])('%j has a control character', (value) => {
    expect(hasNoControl(value)).toBe(false)
  })

  it('allows tab and line breaks inside a text', () => {
    expect(hasNoControl('Ana\tClara\r\nSilva\n')).toBe(true)
  })
})

describe('the one e-mail rule', () => {
  it.each(EMAILS)('%j: %j', (value, valid) => {
    expect(isEmail(value)).toBe(valid)
  })
})

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
