import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ADMIN } from '@/config/copy/admin'
import { PERSONAL_DATA_FILE_NOTICE } from '@/config/copy/personal-data'
import type { Household, HouseholdInput } from '@/data/types'
import { CSV_BOM, parseCsv } from '@/lib/csv'
import { decodeSpreadsheet, guestCsvTemplate, guestListCsv, parseGuestCsv } from '@/lib/guest-csv'

const P = ADMIN.importProblems
const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../fixtures/guest-list/${name}`, import.meta.url)))
const read = (name: string) => parseGuestCsv(decodeSpreadsheet(fixture(name)))

describe('decodeSpreadsheet', () => {
  it("reads Excel pt-BR's Windows-1252 bytes (not valid UTF-8) with their accents", () => {
    const bytes = fixture('excel-pt-br-windows-1252.csv')
    // 'í' is the single byte 0xED there: the file really is Windows-1252, not UTF-8.
    expect(bytes).toContain(0xed)
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow(TypeError)
    const text = decodeSpreadsheet(bytes)
    expect(text).toContain('Família Conceição;José da Conceição')
    expect(text).toContain('Criança;0 a 5 anos (não paga)')
  })

  it('reads UTF-8 with a BOM without keeping the BOM, and UTF-8 without one', () => {
    const text = decodeSpreadsheet(fixture('excel-pt-br-utf-8-bom.csv'))
    expect(text.startsWith('Convite;Nome')).toBe(true)
    expect(text).toContain('Joãozinho;Criança')
    expect(decodeSpreadsheet(new TextEncoder().encode('Família;Conceição'))).toBe(
      'Família;Conceição',
    )
  })

  it("reads Excel's 'Texto Unicode' (UTF-16 with its BOM)", () => {
    const text = 'Convite\tNome\r\nFamília Conceição\tJoãozinho\r\n'
    const bytes = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(text, 'utf16le'))])
    expect(decodeSpreadsheet(bytes)).toBe(text)
    expect(parseGuestCsv(decodeSpreadsheet(bytes)).households).toEqual([
      household('Família Conceição', [member('Joãozinho')]),
    ])
  })
})

type MemberInput = HouseholdInput['members'][number]

function member(name: string, extra: Partial<MemberInput> = {}): MemberInput {
  return { name, kind: 'adult', ageBand: null, companion: false, ...extra }
}

function household(
  name: string,
  members: HouseholdInput['members'],
  extra: Partial<HouseholdInput> = {},
): HouseholdInput {
  return { name, phone: null, email: null, note: null, members, ...extra }
}

describe('parseGuestCsv', () => {
  it("groups an Excel pt-BR file (';', CRLF, Windows-1252) into households and reports its bad lines", () => {
    const result = read('excel-pt-br-windows-1252.csv')
    expect(result.households).toEqual([
      household(
        'Família Conceição',
        [
          member('José da Conceição'),
          member('Conceição Araújo'),
          member('Joãozinho', { kind: 'child', ageBand: '0-5' }),
          member('', { companion: true }),
        ],
        { phone: '(31) 99876-5432', email: 'jose@exemplo.com.br', note: 'Mesa perto da pista' },
      ),
      // Jorge's row has a bad phone: left out, the rest of the household still comes in.
      household('Tia Lúcia e Jorge', [member('Lúcia Sá')], { phone: '11 98888-7777' }),
    ])
    // The blank row (';;;;;;;') is not counted.
    expect(result.rows).toBe(7)
    expect(result.problems).toEqual([
      { line: 7, reason: P.missingName },
      { line: 8, reason: P.invalidPhone('12345') },
    ])
  })

  it('reads a UTF-8 file with a BOM and an age band written as its id', () => {
    const result = read('excel-pt-br-utf-8-bom.csv')
    expect(result.problems).toEqual([])
    expect(result.households).toEqual([
      household(
        'Família Conceição',
        [member('José da Conceição'), member('Joãozinho', { kind: 'child', ageBand: '6-12' })],
        { phone: '(31) 99876-5432', note: 'Alergia a amendoim' },
      ),
    ])
  })

  it("reads a Google Sheets file (','): quoted cells with the separator and a line break inside, synonyms for the headers", () => {
    const result = read('google-sheets.csv')
    expect(result.problems).toEqual([])
    expect(result.rows).toBe(4)
    expect(result.households).toEqual([
      household('Silva, Ana e Beto', [member('Ana Silva'), member('Beto Silva')], {
        phone: '+55 21 97777-6666',
        email: 'ana@exemplo.com',
        note: 'Sem glúten, por favor',
      }),
      household('Primos do Sul', [
        member('', { companion: true }),
        member('Rafa', { kind: 'child', ageBand: '6-12' }),
      ]),
    ])
  })

  it('keeps line numbers right after a cell with a line break and blank lines', () => {
    const text = [
      'Nome,Convite',
      '"Ana",Silva',
      '',
      '"Beto, o primo",Silva',
      '"Carla',
      'de Souza",Souza',
      ',Souza',
    ].join('\r\n')
    const result = parseGuestCsv(text)
    expect(result.households.map((h) => h.members.map((m) => m.name))).toEqual([
      ['Ana', 'Beto, o primo'],
      ['Carla\r\nde Souza'],
    ])
    expect(result.problems).toEqual([{ line: 6, reason: P.missingName }])
  })

  it('matches headers ignoring case, accents and spaces, and rows to one household the same way', () => {
    const text = [
      '  CONVITE ;NOME;TIPO;FAIXA ETARIA;acompanhante;Telefone / WhatsApp;e-mail;OBSERVACAO',
      'Família Souza;Maria;ADULTA;;não;;;',
      'familia  souza ;Pedro;criança;6 A 12 ANOS (MEIA);;;;',
    ].join('\n')
    const result = parseGuestCsv(text)
    expect(result.problems).toEqual([])
    expect(result.households).toEqual([
      household('Família Souza', [
        member('Maria'),
        member('Pedro', { kind: 'child', ageBand: '6-12' }),
      ]),
    ])
  })

  it("follows Excel's 'sep=' first line, which Excel does not count as a row", () => {
    const result = parseGuestCsv(
      'sep=,\r\nConvite,Nome,Observação\r\nSouza,Ana,chega; sai\r\n,Bia,\r\n',
    )
    expect(result.households).toEqual([household('Souza', [member('Ana')], { note: 'chega; sai' })])
    expect(result.problems).toEqual([{ line: 3, reason: P.missingHousehold }])
  })

  it('reads a tab-separated file', () => {
    const result = parseGuestCsv('Convite\tNome\tTipo\nFamília Souza\tMaria\tC\n')
    expect(result.households).toEqual([
      household('Família Souza', [member('Maria', { kind: 'child' })]),
    ])
  })

  it('refuses each bad row with its reason and line, and imports the rest', () => {
    const long = 'x'.repeat(81)
    const text = [
      'Convite;Nome;Tipo;Faixa etária;Acompanhante;Telefone;E-mail',
      ';Sem convite;;;;;', // 2
      'Souza;Ana;Idoso;;;;', // 3
      'Souza;Bia;Criança;13-17;;;', // 4
      'Souza;Caio;Adulto;0-5;;;', // 5
      'Souza;Duda;;;talvez;;', // 6
      'Souza;Eva;;;;abc;', // 7
      'Souza;Fábio;;;;;fabio@', // 8
      `Souza;${long};;;;;`, // 9
      `${long};Gil;;;;;`, // 10
      'Souza;Helena;;;;;', // 11
    ].join('\n')
    const result = parseGuestCsv(text)
    expect(result.households).toEqual([household('Souza', [member('Helena')])])
    expect(result.rows).toBe(10)
    expect(result.problems).toEqual([
      { line: 2, reason: P.missingHousehold },
      { line: 3, reason: P.unknownKind('Idoso') },
      {
        line: 4,
        reason: P.unknownAgeBand('13-17', '0 a 5 anos (não paga), 6 a 12 anos (meia)'),
      },
      { line: 5, reason: P.ageBandForAdult },
      { line: 6, reason: P.unknownCompanion('talvez') },
      { line: 7, reason: P.invalidPhone('abc') },
      { line: 8, reason: P.invalidEmail('fabio@') },
      { line: 9, reason: P.nameTooLong(80) },
      { line: 10, reason: P.householdTooLong(80) },
    ])
  })

  it('takes an age band without a Tipo as a child, and leaves out members past 30', () => {
    const rows = Array.from({ length: 31 }, (_, i) => `Grande;Pessoa ${i + 1};;`)
    const result = parseGuestCsv(['Convite;Nome;Tipo;Faixa', 'Souza;Bia;;0-5', ...rows].join('\n'))
    expect(result.households[0]?.members).toEqual([
      member('Bia', { kind: 'child', ageBand: '0-5' }),
    ])
    expect(result.households[1]?.members).toHaveLength(30)
    expect(result.problems).toEqual([{ line: 33, reason: P.tooManyMembers(30) }])
  })

  it('imports nothing when a required column is missing: one problem for the whole file', () => {
    expect(parseGuestCsv('Família;Tipo\nSouza;Adulto\n')).toEqual({
      households: [],
      rows: 0,
      problems: [{ line: 1, reason: P.missingColumns(['Nome']) }],
    })
    expect(parseGuestCsv('Quem;Idade\nAna;30\n').problems).toEqual([
      { line: 1, reason: P.missingColumns(['Convite', 'Nome']) },
    ])
    expect(parseGuestCsv('').problems).toEqual([
      { line: 1, reason: P.missingColumns(['Convite', 'Nome']) },
    ])
  })

  it('refuses a row whose quote never closes', () => {
    const result = parseGuestCsv('Convite;Nome\nSouza;Ana\nSouza;"Bia\n')
    expect(result.households).toEqual([household('Souza', [member('Ana')])])
    expect(result.problems).toEqual([{ line: 3, reason: P.badQuotes }])
  })
})

function saved(input: HouseholdInput, index: number): Household {
  return {
    id: `h${index}`,
    name: input.name,
    phone: input.phone ?? null,
    email: input.email ?? null,
    note: input.note ?? null,
    code: 'ABCDEFGHJK',
    members: input.members.map((m, i) => ({
      id: `m${index}-${i}`,
      name: m.name,
      kind: m.kind,
      ageBand: m.ageBand ?? null,
      companion: m.companion,
      attending: null,
      dietary: null,
    })),
    message: null,
    answerPhone: null,
    answeredAt: null,
    answeredBy: null,
    history: [],
    createdAt: '2026-11-24T12:00:00.000Z',
  }
}

describe('guestListCsv', () => {
  const list: HouseholdInput[] = [
    household(
      'Família "Conceição"',
      [
        member('José'),
        member('Joãozinho', { kind: 'child', ageBand: '6-12' }),
        member('', { companion: true }),
      ],
      // A phone starting with '+' is written with an apostrophe (CSV injection): it reads back.
      { phone: '+55 31 99876-5432', email: 'jose@exemplo.com', note: 'Mesa 3; perto da pista' },
    ),
    household('Tia Lúcia', [member('Lúcia')]),
  ]

  it("writes the import's columns for Excel pt-BR (';', BOM, one row per person), then the answer", () => {
    const csv = guestListCsv(list.map(saved))
    expect(csv.startsWith(CSV_BOM)).toBe(true)
    const sheet = parseCsv(csv)
    expect(sheet[0]?.slice(8)).toEqual(Object.values(ADMIN.guestCsv.answerColumns))
    // Nobody has answered yet.
    expect(sheet.at(-1)).toEqual([PERSONAL_DATA_FILE_NOTICE])
    expect(sheet.slice(1, -1).map((row) => row[8])).toEqual([
      'Pendente',
      'Pendente',
      'Pendente',
      'Pendente',
    ])
    expect(sheet.slice(0, -1).map((row) => row.slice(0, 8))).toEqual([
      [
        'Convite',
        'Nome',
        'Tipo',
        'Faixa etária',
        'Acompanhante',
        'WhatsApp',
        'E-mail',
        'Observação',
      ],
      [
        'Família "Conceição"',
        'José',
        'Adulto',
        '',
        '',
        "'+55 31 99876-5432",
        'jose@exemplo.com',
        'Mesa 3; perto da pista',
      ],
      ['Família "Conceição"', 'Joãozinho', 'Criança', '6 a 12 anos (meia)', '', '', '', ''],
      ['Família "Conceição"', '', 'Adulto', '', 'Sim', '', '', ''],
      ['Tia Lúcia', 'Lúcia', 'Adulto', '', '', '', '', ''],
    ])
  })

  it('reads back what it writes: export, then import, gives the same households', () => {
    const csv = guestListCsv(list.map(saved))
    const bytes = new TextEncoder().encode(csv)
    expect(parseGuestCsv(decodeSpreadsheet(bytes))).toEqual({
      households: list,
      rows: 4,
      problems: [],
    })
  })

  it('offers a template the import reads: an adult with the phone and a child', () => {
    const result = parseGuestCsv(guestCsvTemplate())
    expect(result.problems).toEqual([])
    expect(result.households).toEqual([
      household(
        'Família Souza',
        [member('Maria Souza'), member('Pedro Souza', { kind: 'child', ageBand: '6-12' })],
        { phone: '(11) 98765-4321', email: 'maria@exemplo.com' },
      ),
    ])
  })
})
