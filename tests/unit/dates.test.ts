import { describe, expect, it } from 'vitest'
import { formatDateTime, formatLongDate, formatShortDate, formatWeekday } from '@/lib/dates'
import { WEDDING_DATE, WEDDING_LONG_DATE_LABEL, WEDDING_WEEKDAY_LABEL } from '@/config/wedding'

describe('pt-BR dates in the venue time zone', () => {
  it('formats the wedding day and time as Brazilians write them', () => {
    expect(formatLongDate(WEDDING_DATE)).toBe('01 de novembro de 2025')
    expect(formatShortDate(WEDDING_DATE)).toBe('01/11/2025')
    expect(formatWeekday(WEDDING_DATE)).toBe('sábado')
    expect(formatDateTime(WEDDING_DATE)).toBe('01/11/2025 às 16:00')
  })

  it('agrees with the day the event information writes out (src/config/wedding.ts)', () => {
    expect(formatLongDate(WEDDING_DATE)).toBe(WEDDING_LONG_DATE_LABEL)
    expect(formatWeekday(WEDDING_DATE)).toBe(WEDDING_WEEKDAY_LABEL.toLowerCase())
  })

  it('uses the fixed -03:00 offset whatever the machine zone (no DST in Brazil)', () => {
    // 02:30 UTC on 2 November is still 1 November, 23:30, at the venue.
    expect(formatShortDate('2025-11-02T02:30:00Z')).toBe('01/11/2025')
    // Mid-January, when Brazil used to have summer time, is still -03:00.
    expect(formatDateTime('2026-01-15T19:00:00Z')).toBe('15/01/2026 às 16:00')
  })

  it('accepts ISO strings and epoch ms, and returns empty text for invalid input', () => {
    expect(formatShortDate('2025-10-02T12:00:00-03:00')).toBe('02/10/2025')
    expect(formatShortDate(Date.UTC(2025, 9, 31, 15))).toBe('31/10/2025')
    expect(formatLongDate('não é data')).toBe('')
    expect(formatDateTime(Number.NaN)).toBe('')
  })

  it('writes a moment from the database as date and time at the venue, or nothing', () => {
    // One format everywhere: the guests' messages and every list of /dev.
    expect(formatDateTime('2025-09-15T13:30:00Z')).toBe('15/09/2025 às 10:30')
    expect(formatDateTime('2025-09-15T13:30:00.000+00:00')).toBe('15/09/2025 às 10:30')
    expect(formatDateTime(null)).toBe('')
    expect(formatDateTime(undefined)).toBe('')
  })

  it('shows a bare day (a Postgres date) as that day, not the one before', () => {
    expect(formatShortDate('2025-10-02')).toBe('02/10/2025')
    expect(formatLongDate('2025-11-01')).toBe('01 de novembro de 2025')
  })
})
