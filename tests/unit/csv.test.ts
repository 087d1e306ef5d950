import { describe, expect, it } from 'vitest'
import { CSV_BOM, csvCell, neutraliseFormula, parseCsv, toCsv } from '@/lib/csv'

describe('toCsv', () => {
  it('starts with a UTF-8 BOM, separates with ; and ends lines with CRLF', () => {
    const csv = toCsv(['Nome', 'Resposta'], [['João', 'Não']])
    expect(csv.startsWith(CSV_BOM)).toBe(true)
    expect(csv).toBe(`${CSV_BOM}"Nome";"Resposta"\r\n"João";"Não"\r\n`)
  })

  it('quotes every cell and doubles inner quotes, so ; and line breaks stay in one cell', () => {
    const csv = toCsv(['Obs'], [['diz "oi"; e\ntchau']])
    expect(parseCsv(csv)).toEqual([['Obs'], ['diz "oi"; e\ntchau']])
  })

  it('writes empty cells for null and undefined and text for numbers', () => {
    expect(parseCsv(toCsv(['a', 'b', 'c'], [[null, undefined, 12]]))).toEqual([
      ['a', 'b', 'c'],
      ['', '', '12'],
    ])
  })

  it('ends a file of personal data with its notice, in a row of its own after the data', () => {
    const csv = toCsv(['Nome'], [['João']], 'Este arquivo contém dados pessoais.')
    expect(csv).toBe(`${CSV_BOM}"Nome"\r\n"João"\r\n"Este arquivo contém dados pessoais."\r\n`)
  })
})

describe('CSV injection', () => {
  it.each(['=1+1', '+55 34 9999', '-2', '@SUM(A1)', '\t=x'])(
    'prefixes %j with an apostrophe',
    (v) => {
      expect(neutraliseFormula(v)).toBe(`'${v}`)
      expect(csvCell(v)).toBe(`"'${v}"`)
    },
  )

  it('leaves ordinary text alone', () => {
    expect(neutraliseFormula('Maria = feliz')).toBe('Maria = feliz')
    expect(csvCell('Maria')).toBe('"Maria"')
  })
})
