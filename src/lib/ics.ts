import { CALENDAR } from '@/config/copy/event-info'
import {
  COUPLE_NAMES,
  SITE_URL,
  TIME_ZONE,
  VENUE,
  VENUE_FULL_ADDRESS,
  WEDDING_DATE,
  WEDDING_DURATION_HOURS,
  WEDDING_SLUG,
} from '@/config/wedding'

/**
 * 'Adicionar ao calendário': an RFC 5545 iCalendar file and a Google Calendar link.
 * Times are written in UTC ('Z'), which every calendar converts to the guest's zone, so the file
 * needs no VTIMEZONE block. Component-free, so the RSVP section can reuse it.
 */
export interface CalendarEvent {
  uid: string
  title: string
  description: string
  location: string
  start: Date
  end: Date
  url?: string
  geo?: { latitude: number; longitude: number }
}

/** 2025-11-01T19:00:00.000Z -> '20251101T190000Z' (RFC 5545 §3.3.5, form #2: UTC). */
export function toIcsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n')
}

const encoder = new TextEncoder()

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF + one space. Counted in UTF-8
 * bytes, never splitting a character ('ç' is two bytes).
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let bytes = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    const limit = parts.length === 0 ? 75 : 74 // continuation lines start with a space
    if (bytes + size > limit) {
      parts.push(current)
      current = ''
      bytes = 0
    }
    current += char
    bytes += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function buildIcs(event: CalendarEvent, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Casamento//Site do Casamento//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${toIcsUtc(now)}`,
    `DTSTART:${toIcsUtc(event.start)}`,
    `DTEND:${toIcsUtc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    ...(event.geo ? [`GEO:${event.geo.latitude};${event.geo.longitude}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    // A reminder the day before, so nobody forgets the barbecue kit.
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeIcsText(event.title)}`,
    'TRIGGER:-P1D',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldIcsLine).join('\r\n') + '\r\n'
}

/** The wedding as a calendar event, from src/config/wedding.ts. */
export function weddingEvent(): CalendarEvent {
  const start = WEDDING_DATE
  return {
    uid: `${WEDDING_SLUG}-${toIcsUtc(start)}@${new URL(SITE_URL).host}`,
    title: CALENDAR.eventTitle(COUPLE_NAMES),
    description: `${CALENDAR.eventDescription} ${SITE_URL}`,
    location: `${VENUE.name}, ${VENUE_FULL_ADDRESS}`,
    start,
    end: new Date(start.getTime() + WEDDING_DURATION_HOURS * 60 * 60 * 1000),
    url: SITE_URL,
    geo: { latitude: VENUE.latitude, longitude: VENUE.longitude },
  }
}

export function buildWeddingIcs(now: Date = new Date()): string {
  return buildIcs(weddingEvent(), now)
}

/** Google Calendar's "create event" link (calendar.google.com/calendar/render?action=TEMPLATE). */
export function googleCalendarUrl(event: CalendarEvent = weddingEvent()): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${toIcsUtc(event.start)}/${toIcsUtc(event.end)}`,
    details: event.description,
    location: event.location,
    ctz: TIME_ZONE,
  })
  return `https://calendar.google.com/calendar/render?${params.toString()}`
}

const WEDDING_ICS_FILENAME = `${WEDDING_SLUG}.ics`

/** Saves the .ics through a temporary link (works on iOS Safari, Android and desktop). */
export function downloadIcs(
  content: string = buildWeddingIcs(),
  filename: string = WEDDING_ICS_FILENAME,
): void {
  const blob = new Blob([content], { type: 'text/calendar;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser a moment to start the download before the URL is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000)
}
