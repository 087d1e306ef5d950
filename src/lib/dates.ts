import { TIME_ZONE } from '@/config/wedding'

// docs/product.md §1: dates use the pt-BR locale. They are shown in the venue's time zone, so a guest abroad
// sees the same day the couple wrote (docs/product.md "Beyond the original specification", 5).
/**
 * A formatter built on its first use: building the first Intl formatter loads the locale's data,
 * tens of ms on a phone (bench), and a first visit to '/' formats no date at all.
 */
function dateFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined
  return () => (made ??= new Intl.DateTimeFormat('pt-BR', { ...options, timeZone: TIME_ZONE }))
}

const LONG_DATE = dateFormat({ day: '2-digit', month: 'long', year: 'numeric' })
const SHORT_DATE = dateFormat({ day: '2-digit', month: '2-digit', year: 'numeric' })
const DATE_TIME = dateFormat({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})
const WEEKDAY = dateFormat({ weekday: 'long' })

type DateInput = Date | string | number

/**
 * Accepts a Date, an ISO string or epoch ms; null for anything that is not a real date. A bare
 * day ('2025-10-02', a Postgres date) is that day at noon in the venue's zone (-03:00, no DST
 * since 2019): read as UTC midnight it would show as the day before in Brazil.
 */
function toDate(input: DateInput): Date | null {
  const day = typeof input === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input)
  const date =
    input instanceof Date
      ? new Date(input.getTime())
      : new Date(day ? `${input as string}T12:00:00-03:00` : input)
  return Number.isNaN(date.getTime()) ? null : date
}

/** '01 de novembro de 2025'; '' for an invalid date (a bad row must not crash a list). */
export function formatLongDate(input: DateInput): string {
  const date = toDate(input)
  return date ? LONG_DATE().format(date) : ''
}

/** '01/11/2025' */
export function formatShortDate(input: DateInput): string {
  const date = toDate(input)
  return date ? SHORT_DATE().format(date) : ''
}

/** '01/11/2025, 16:00' → '01/11/2025 às 16:00'; '' for no date (a gift not yet reserved). */
export function formatDateTime(input: DateInput | null | undefined): string {
  const date = input == null ? null : toDate(input)
  if (!date) return ''
  return DATE_TIME().format(date).replace(', ', ' às ')
}

/** '01/11/2025 16:00', as a spreadsheet reads a date and time; '' for an invalid date. */
export function formatSheetDateTime(input: DateInput): string {
  const date = toDate(input)
  return date ? DATE_TIME().format(date).replace(', ', ' ') : ''
}

/** 'sábado' */
export function formatWeekday(input: DateInput): string {
  const date = toDate(input)
  return date ? WEEKDAY().format(date) : ''
}
