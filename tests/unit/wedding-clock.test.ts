import { describe, expect, it } from 'vitest'
import { daysMarried, nextPhaseChange, weddingPhase } from '@/lib/wedding-clock'

// Instants at the venue (-03:00), as a guest there would read them on the clock.
const at = (local: string) => new Date(`${local}-03:00`)

describe('weddingPhase', () => {
  it('is open until the end of the deadline day, at the venue', () => {
    expect(weddingPhase(at('2025-10-01T12:00:00'))).toBe('rsvp-open')
    expect(weddingPhase(at('2025-10-02T23:59:59'))).toBe('rsvp-open')
    expect(weddingPhase(at('2025-10-03T00:00:00'))).toBe('rsvp-closed')
  })

  it('is the wedding day from midnight to midnight at the venue', () => {
    expect(weddingPhase(at('2025-10-31T23:59:59'))).toBe('rsvp-closed')
    expect(weddingPhase(at('2025-11-01T00:00:00'))).toBe('wedding-day')
    expect(weddingPhase(at('2025-11-01T23:59:00'))).toBe('wedding-day')
    expect(weddingPhase(at('2025-11-02T00:00:00'))).toBe('married')
  })

  it('does not depend on the visitor’s time zone: 02:00 in Lisbon is still the day in Romaria', () => {
    expect(weddingPhase(new Date('2025-11-02T02:00:00Z'))).toBe('wedding-day')
    expect(weddingPhase(new Date('2025-11-02T03:00:00Z'))).toBe('married')
  })
})

describe('nextPhaseChange', () => {
  it('names the next boundary, and none once married', () => {
    expect(nextPhaseChange(at('2025-09-01T00:00:00'))).toEqual(at('2025-10-03T00:00:00'))
    expect(nextPhaseChange(at('2025-10-10T00:00:00'))).toEqual(at('2025-11-01T00:00:00'))
    expect(nextPhaseChange(at('2025-11-01T16:00:00'))).toEqual(at('2025-11-02T00:00:00'))
    expect(nextPhaseChange(at('2025-11-02T00:00:00'))).toBeNull()
  })
})

describe('daysMarried', () => {
  it('counts venue days since the wedding day', () => {
    expect(daysMarried(at('2025-11-01T22:00:00'))).toBe(0)
    expect(daysMarried(at('2025-11-02T00:00:00'))).toBe(1)
    expect(daysMarried(at('2025-11-08T10:00:00'))).toBe(7)
    expect(daysMarried(at('2026-11-01T00:00:00'))).toBe(365)
  })
})
