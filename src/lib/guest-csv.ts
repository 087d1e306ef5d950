import Papa from 'papaparse'
import { ADMIN } from '@/config/copy/admin'
import { PERSONAL_DATA_FILE_NOTICE } from '@/config/copy/personal-data'
import { GUEST_LIST_LIMITS } from '@/config/limits'
import { MESSAGE_MAX, NAME_MAX } from '@/config/ui'
import { GUEST_LIST } from '@/config/guest-list'
import type { GuestKind, Household, HouseholdInput } from '@/data/types'
import { toCsv, type CsvCell } from './csv'
import { formatSheetDateTime } from './dates'
import { cleanText, foldText, hasNoControl, isEmail, isPhone } from './text'

/**
 * The couple's guest list as a spreadsheet (docs/decisions/0016-guest-list.md): one row per
 * person, the rows with the same 'Convite' forming one household. Reads what a Brazilian couple
 * has (Excel in pt-BR: ';' and often Windows-1252; Google Sheets: ','; tab-separated text) and
 * writes what Excel in pt-BR opens (src/lib/csv.ts), so an export can be edited and imported again.
 */

const COLUMNS = ADMIN.guestCsv.columns
type Column = keyof typeof COLUMNS
const REQUIRED: readonly Column[] = ['household', 'name']
const PROBLEM = ADMIN.importProblems

export interface GuestCsvProblem {
  /** The spreadsheet's row number (the header is line 1). */
  line: number
  reason: string
}

export interface ParsedGuestCsv {
  households: HouseholdInput[]
  /** Rows with something in them, the header left out. */
  rows: number
  problems: GuestCsvProblem[]
}

/**
 * The file's text. UTF-8 with or without BOM; Excel's 'Texto Unicode' (UTF-16 with its BOM);
 * anything else that is not valid UTF-8 is Windows-1252, what Excel in pt-BR writes for
 * 'CSV (separado por vírgulas)'.
 */
export function decodeSpreadsheet(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes)
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

/** A header or a value as compared: no case, accents, spaces or punctuation ('E-mail' = 'email'). */
function key(text: string): string {
  return foldText(text).replace(/[^a-z0-9]/g, '')
}

const keySet = (words: readonly string[]) => new Set(words.map(key))
const SYNONYMS = Object.fromEntries(
  Object.entries(ADMIN.guestCsv.synonyms).map(([column, words]) => [column, keySet(words)]),
) as Record<Column, Set<string>>
const ADULT = keySet(ADMIN.guestCsv.adultWords)
const CHILD = keySet(ADMIN.guestCsv.childWords)
const YES = keySet(ADMIN.guestCsv.yesWords)
const NO = keySet(ADMIN.guestCsv.noWords)
const COMPANION_NAME = key(ADMIN.guestCsv.companionName)
// A band is written as its id ('6-12') or its label ('6 a 12 anos (meia)').
const AGE_BANDS = new Map<string, string>(
  GUEST_LIST.ageBands.flatMap((band) => [
    [key(band.id), band.id],
    [key(band.label), band.id],
  ]),
)
const AGE_BAND_NAMES = GUEST_LIST.ageBands.map((band) => band.label).join(', ')

/**
 * A cell as typed: src/lib/csv.ts writes an apostrophe before a text that a spreadsheet would run
 * as a formula ('+55 11…'); reading it back removes it, so the phone is a phone again.
 */
function cellText(value: string | undefined): string {
  const text = cleanText(value ?? '')
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text
}

/** Where each known column is in the header row; the required ones missing, if any. */
function readHeader(header: readonly string[]) {
  const at: Partial<Record<Column, number>> = {}
  header.forEach((cell, index) => {
    const name = key(cell)
    const column = (Object.keys(SYNONYMS) as Column[]).find((c) => SYNONYMS[c].has(name))
    if (column && at[column] === undefined) at[column] = index
  })
  const missing = REQUIRED.filter((c) => at[c] === undefined).map((c) => COLUMNS[c])
  return { at, missing }
}

interface Person {
  householdName: string
  name: string
  kind: GuestKind
  ageBand: string | null
  companion: boolean
  phone: string
  email: string
  note: string
}

/** One row as a person, or the reasons it cannot be one. */
function readRow(cell: (column: Column) => string): Person | string[] {
  const reasons: string[] = []
  const householdName = cell('household')
  const rawName = cell('name')
  const kindText = cell('kind')
  const bandText = cell('ageBand')
  const companionText = cell('companion')
  const phone = cell('phone')
  const email = cell('email')
  const note = cell('note')

  const companionKey = key(companionText)
  const companion =
    YES.has(companionKey) || (companionText === '' && key(rawName) === COMPANION_NAME)
  if (companionText !== '' && !YES.has(companionKey) && !NO.has(companionKey))
    reasons.push(PROBLEM.unknownCompanion(companionText))
  // A companion seat is named by the guest when answering: 'Acompanhante' is no name.
  const name = companion && key(rawName) === COMPANION_NAME ? '' : rawName

  const kindKey = key(kindText)
  // null: none given; undefined: not one of the couple's bands.
  const ageBand = bandText === '' ? null : AGE_BANDS.get(key(bandText))
  let kind: GuestKind = 'adult'
  if (CHILD.has(kindKey) || (kindText === '' && ageBand)) kind = 'child'
  else if (kindText !== '' && !ADULT.has(kindKey)) reasons.push(PROBLEM.unknownKind(kindText))
  if (ageBand === undefined) reasons.push(PROBLEM.unknownAgeBand(bandText, AGE_BAND_NAMES))
  else if (ageBand && ADULT.has(kindKey)) reasons.push(PROBLEM.ageBandForAdult)

  if (householdName === '') reasons.push(PROBLEM.missingHousehold)
  else if (householdName.length > NAME_MAX) reasons.push(PROBLEM.householdTooLong(NAME_MAX))
  if (name === '' && !companion) reasons.push(PROBLEM.missingName)
  else if (name.length > NAME_MAX) reasons.push(PROBLEM.nameTooLong(NAME_MAX))
  if (phone !== '' && !isPhone(phone)) reasons.push(PROBLEM.invalidPhone(phone))
  if (email !== '' && !isEmail(email)) reasons.push(PROBLEM.invalidEmail(email))
  if (note.length > MESSAGE_MAX) reasons.push(PROBLEM.noteTooLong(MESSAGE_MAX))
  if (![householdName, name, phone, email, note].every(hasNoControl))
    reasons.push(PROBLEM.controlCharacters)

  if (reasons.length > 0) return reasons
  return {
    householdName,
    name,
    kind,
    ageBand: kind === 'child' ? (ageBand ?? null) : null,
    companion,
    phone,
    email,
    note,
  }
}

/**
 * The households a spreadsheet describes, and the rows it could not read with why. A row with a
 * problem is left out and the rest of its household still comes in; a missing required column is
 * one problem for the whole file, and nothing comes in.
 */
export function parseGuestCsv(source: string): ParsedGuestCsv {
  // Excel's 'sep=;' first line names the separator; Excel does not show it as a row.
  const sep = /^\uFEFF?sep=(.)\r?\n/i.exec(source)
  const text = sep ? source.slice(sep[0].length) : source
  // PapaParse guesses the separator from the first rows; blank ones would spoil its guess.
  const delimiter =
    sep?.[1] ??
    Papa.parse<string[]>(text, {
      delimitersToGuess: [';', ',', '\t'],
      skipEmptyLines: 'greedy',
      preview: 10,
    }).meta.delimiter
  // Blank rows are kept here and skipped below, so that each row's index is its spreadsheet line.
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false })
  const lines = parsed.data
  const badQuotes = new Set(
    parsed.errors.filter((e) => e.type === 'Quotes' && e.row !== undefined).map((e) => e.row),
  )
  const isBlank = (row: readonly string[]) => row.every((cell) => cellText(cell) === '')
  // The export's last row says the file holds personal data: not a guest.
  const isNotice = (row: readonly string[]) => cellText(row[0]) === PERSONAL_DATA_FILE_NOTICE

  const headerIndex = lines.findIndex((row) => !isBlank(row))
  const { at, missing } = readHeader(headerIndex < 0 ? [] : (lines[headerIndex] ?? []))
  if (missing.length > 0)
    return {
      households: [],
      rows: 0,
      problems: [{ line: headerIndex + 1 || 1, reason: PROBLEM.missingColumns(missing) }],
    }

  const problems: GuestCsvProblem[] = []
  const households = new Map<string, HouseholdInput>()
  let rows = 0
  lines.forEach((row, index) => {
    if (index <= headerIndex || isBlank(row) || isNotice(row)) return
    rows++
    const line = index + 1
    if (badQuotes.has(index)) {
      problems.push({ line, reason: PROBLEM.badQuotes })
      return
    }
    const cell = (column: Column) => {
      const i = at[column]
      return i === undefined ? '' : cellText(row[i])
    }
    const person = readRow(cell)
    if (Array.isArray(person)) {
      for (const reason of person) problems.push({ line, reason })
      return
    }
    const id = key(person.householdName)
    let household = households.get(id)
    if (!household) {
      household = { name: person.householdName, phone: null, email: null, note: null, members: [] }
      households.set(id, household)
    }
    const most = GUEST_LIST_LIMITS.membersPerHousehold
    if (household.members.length >= most) {
      problems.push({ line, reason: PROBLEM.tooManyMembers(most) })
      return
    }
    household.phone ||= person.phone || null
    household.email ||= person.email || null
    household.note ||= person.note || null
    household.members.push({
      name: person.name,
      kind: person.kind,
      ageBand: person.ageBand,
      companion: person.companion,
    })
  })
  return { households: [...households.values()], rows, problems }
}

const HEADER = (Object.keys(COLUMNS) as Column[]).map((c) => COLUMNS[c])

/** The label of an age band id (GUEST_LIST.ageBands); the id itself for a band no longer there. */
export function ageBandLabel(id: string | null): string {
  if (!id) return ''
  return GUEST_LIST.ageBands.find((band) => band.id === id)?.label ?? id
}

/** One spreadsheet row, in HEADER's order. */
function sheetRow(values: Record<Column, CsvCell>): CsvCell[] {
  return (Object.keys(COLUMNS) as Column[]).map((c) => values[c])
}

/** The answers, after the import's columns: the import reads past them. */
const ANSWER_COLUMNS = ADMIN.guestCsv.answerColumns
const ANSWER_HEADER = Object.values(ANSWER_COLUMNS)

function answerText(attending: 'sim' | 'nao' | null): string {
  if (attending === 'sim') return ADMIN.guestCsv.yes
  return attending === 'nao' ? ADMIN.guestCsv.no : ADMIN.guestCsv.pending
}

/**
 * The guest list and its answers (';' and BOM, for Excel in pt-BR): one row per person, in the
 * import's own columns (the household's WhatsApp, e-mail and note on its first row), then the
 * person's answer, so the same file is the couple's headcount and can be edited and imported
 * again. Age bands are written as their labels: Excel would turn an id such as '6-12' into a date.
 */
export function guestListCsv(households: readonly Household[]): string {
  const rows = households.flatMap((h) =>
    // A household without anyone yet still gets its row, so that the export loses nothing.
    (h.members.length > 0 ? h.members : [null]).map((m, index) => [
      ...sheetRow({
        household: h.name,
        name: m?.name,
        kind: m && (m.kind === 'child' ? ADMIN.guestCsv.child : ADMIN.guestCsv.adult),
        ageBand: m && ageBandLabel(m.ageBand),
        companion: m?.companion ? ADMIN.guestCsv.yes : '',
        phone: index === 0 ? (h.phone ?? h.answerPhone) : '',
        email: index === 0 ? h.email : '',
        note: index === 0 ? h.note : '',
      }),
      m ? answerText(m.attending) : '',
      m?.dietary,
      index === 0 ? h.message : '',
      h.answeredAt ? formatSheetDateTime(h.answeredAt) : '',
      h.answeredBy ? ADMIN.guestCsv.recordedBy[h.answeredBy] : '',
    ]),
  )
  return toCsv([...HEADER, ...ANSWER_HEADER], rows, PERSONAL_DATA_FILE_NOTICE)
}

/** A template for the couple: the header and an example household of an adult and a child. */
export function guestCsvTemplate(): string {
  const example = ADMIN.guestCsv.example
  const band = GUEST_LIST.ageBands.at(-1)
  return toCsv(HEADER, [
    sheetRow({
      household: example.household,
      name: example.adult,
      kind: ADMIN.guestCsv.adult,
      ageBand: '',
      companion: '',
      phone: example.phone,
      email: example.email,
      note: '',
    }),
    sheetRow({
      household: example.household,
      name: example.child,
      kind: ADMIN.guestCsv.child,
      ageBand: band ? band.label : '',
      companion: '',
      phone: '',
      email: '',
      note: '',
    }),
  ])
}
