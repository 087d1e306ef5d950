import { describe, expect, it } from 'vitest'
import { countdownTo, pad2 } from '@/lib/countdown'
import { WEDDING_DATE } from '@/config/wedding'

describe('countdownTo', () => {
  it('targets 2025-11-01 16:00 at the venue (-03:00), i.e. 19:00 UTC', () => {
    expect(WEDDING_DATE.toISOString()).toBe('2025-11-01T19:00:00.000Z')
  })

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = new Date('2025-10-30T14:58:30-03:00')
    expect(countdownTo(WEDDING_DATE, now)).toEqual({
      days: 2,
      hours: 1,
      minutes: 1,
      seconds: 30,
      passed: false,
    })
  })

  it('gives the same answer for the same instant written in any zone', () => {
    const a = countdownTo(WEDDING_DATE, new Date('2025-10-01T12:00:00-03:00'))
    const b = countdownTo(WEDDING_DATE, new Date('2025-10-01T16:00:00+01:00'))
    expect(a).toEqual(b)
    expect(a).toMatchObject({ days: 31, hours: 4, minutes: 0, seconds: 0 })
  })

  it('rounds partial seconds down', () => {
    const now = new Date(WEDDING_DATE.getTime() - 1500)
    expect(countdownTo(WEDDING_DATE, now)).toMatchObject({ days: 0, seconds: 1, passed: false })
    const almost = new Date(WEDDING_DATE.getTime() - 1)
    expect(countdownTo(WEDDING_DATE, almost)).toMatchObject({ seconds: 0, passed: false })
  })

  it('reports zeros and passed at and after the moment', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, passed: true }
    expect(countdownTo(WEDDING_DATE, WEDDING_DATE)).toEqual(zero)
    expect(countdownTo(WEDDING_DATE, new Date('2026-11-22T10:00:00Z'))).toEqual(zero)
  })
})

describe('pad2', () => {
  it('zero-pads to two digits (docs/product.md §9)', () => {
    expect(pad2(0)).toBe('00')
    expect(pad2(7)).toBe('07')
    expect(pad2(59)).toBe('59')
    expect(pad2(123)).toBe('123')
    expect(pad2(-3)).toBe('00')
  })
})
