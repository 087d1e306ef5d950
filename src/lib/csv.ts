/**
 * CSV for spreadsheets used in Brazil (the RSVP export must open correctly in Excel and
 * Google Sheets).
 *
 * Why ';': Excel takes the separator from the system's list separator, which is ';' in pt-BR
 * (the comma is the decimal mark there), so a comma-separated file opens as one column per row.
 * Google Sheets detects ';' on import. No "sep=;" first line: it makes Excel ignore the BOM (accents
 * break) and Sheets shows it as a row.
 * Why the BOM: without it Excel reads the file as Windows-1252 and 'Não' turns into 'NÃ£o'.
 */
const CSV_SEPARATOR = ';'
export const CSV_BOM = '\uFEFF'
/** Excel expects Windows line endings (RFC 4180 too). */
const EOL = '\r\n'

export type CsvCell = string | number | boolean | null | undefined

/**
 * CSV injection (OWASP): a cell starting with = + - @ (or a tab / carriage return) is run as a
 * formula by spreadsheets. Prefixing an apostrophe makes it text.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

/** One cell: formula-neutralised and always quoted, inner quotes doubled. */
export function csvCell(value: CsvCell): string {
  const text = value === null || value === undefined ? '' : String(value)
  return `"${neutraliseFormula(text).replace(/"/g, '""')}"`
}

/**
 * A whole document: BOM, header row, data rows, each line ended with CRLF. `notice`: a last row of
 * its own, for a file of guests' personal data to say so (docs/decisions/0018-guests-personal-data.md);
 * last, so the header stays the first row for whatever reads the file back.
 */
export function toCsv(
  headers: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  notice?: string,
): string {
  const lines = [headers, ...rows, ...(notice ? [[notice]] : [])].map((row) =>
    row.map(csvCell).join(CSV_SEPARATOR),
  )
  return CSV_BOM + lines.join(EOL) + EOL
}

/**
 * Reads back what toCsv writes (quoted cells, ';', CRLF, BOM). Used by the tests and by anyone
 * checking an export; not a general CSV parser (no unquoted multi-line cells).
 */
export function parseCsv(text: string, separator: string = CSV_SEPARATOR): string[][] {
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          cell += '"'
          i++
        } else quoted = false
      } else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === separator) {
      row.push(cell)
      cell = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += ch
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell)
    rows.push(row)
  }
  return rows
}
