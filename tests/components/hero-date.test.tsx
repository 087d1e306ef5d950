import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type * as Wedding from '@/config/wedding'
import { Hero } from '@/features/hero/hero'

// A couple who fork the template change the date in src/config/wedding.ts only: the hero's
// machine-readable date (what a screen reader's date reading and a search engine take) follows.
vi.mock('@/config/wedding', async (original) => {
  const actual = await original<typeof Wedding>()
  const iso = '2026-05-16T10:30:00-03:00'
  return {
    ...actual,
    WEDDING_DATE_ISO: iso,
    WEDDING_DATE: new Date(iso),
    WEDDING_DATE_LABEL: '16 de Maio, 2026',
  }
})

describe('the hero’s date', () => {
  it('is the date of src/config/wedding.ts, in the text and in <time dateTime>', () => {
    render(<Hero />)
    const time = screen.getByText('16 de Maio, 2026')
    expect(time.tagName).toBe('TIME')
    expect(new Date(time.getAttribute('dateTime') ?? '').getTime()).toBe(
      new Date('2026-05-16T10:30:00-03:00').getTime(),
    )
  })
})
