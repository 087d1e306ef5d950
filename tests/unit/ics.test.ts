import { describe, expect, it } from 'vitest'
import {
  buildIcs,
  buildWeddingIcs,
  escapeIcsText,
  foldIcsLine,
  googleCalendarUrl,
  toIcsUtc,
  weddingEvent,
} from '@/lib/ics'
import { COUPLE_NAMES, VENUE } from '@/config/wedding'

const NOW = new Date('2025-09-01T12:34:56Z')

/** Undo RFC 5545 folding and return the property lines. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n')
}

describe('buildWeddingIcs', () => {
  const ics = buildWeddingIcs(NOW)
  const lines = unfold(ics)

  it('is one VEVENT inside a VCALENDAR, with CRLF line endings only', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1)
    expect(lines).toContain('PRODID:-//Casamento//Site do Casamento//PT-BR')
  })

  it('starts at 16:00 in São Paulo (19:00 UTC) and has UID and DTSTAMP', () => {
    expect(lines).toContain('DTSTART:20251101T190000Z')
    expect(lines).toContain('DTEND:20251102T030000Z')
    expect(lines).toContain('DTSTAMP:20250901T123456Z')
    expect(lines.find((l) => l.startsWith('UID:'))).toMatch(/^UID:\S+@\S+$/)
  })

  it('keeps the UID stable between downloads, so calendars update instead of duplicating', () => {
    const again = unfold(buildWeddingIcs(new Date('2025-10-01T00:00:00Z')))
    expect(again.find((l) => l.startsWith('UID:'))).toBe(lines.find((l) => l.startsWith('UID:')))
  })

  it('names the couple and the venue, with escaped commas', () => {
    expect(lines).toContain(`SUMMARY:Casamento de ${COUPLE_NAMES}`)
    const location = lines.find((l) => l.startsWith('LOCATION:')) ?? ''
    expect(location).toContain(VENUE.name)
    expect(location).toContain('\\,')
    expect(lines).toContain(`GEO:${VENUE.latitude};${VENUE.longitude}`)
  })

  it('folds every line to at most 75 octets', () => {
    const raw = ics.split('\r\n')
    for (const line of raw) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(raw.some((l) => l.startsWith(' '))).toBe(true)
  })
})

describe('ics helpers', () => {
  it('escapes TEXT values', () => {
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne')
  })

  it('folds by UTF-8 bytes without splitting a character', () => {
    const line = `DESCRIPTION:${'ção'.repeat(40)}`
    const folded = foldIcsLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(1)
    for (const p of parts) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75)
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true)
    expect(folded.replace(/\r\n /g, '')).toBe(line)
  })

  it('writes UTC date-times', () => {
    expect(toIcsUtc(new Date('2025-11-01T16:00:00-03:00'))).toBe('20251101T190000Z')
  })

  it('builds any event without GEO or URL', () => {
    const ics = buildIcs({ ...weddingEvent(), geo: undefined, url: undefined, uid: 'x@y' }, NOW)
    expect(ics).not.toContain('GEO:')
    expect(ics).toContain('UID:x@y')
  })
})

describe('googleCalendarUrl', () => {
  it('opens a prefilled event with the UTC times', () => {
    const url = new URL(googleCalendarUrl())
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(url.searchParams.get('action')).toBe('TEMPLATE')
    expect(url.searchParams.get('dates')).toBe('20251101T190000Z/20251102T030000Z')
    expect(url.searchParams.get('text')).toBe(`Casamento de ${COUPLE_NAMES}`)
    expect(url.searchParams.get('location')).toContain(VENUE.city)
  })
})
