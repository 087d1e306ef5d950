import { act, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Countdown } from '@/features/countdown/countdown'
import { COUNTDOWN } from '@/config/copy/countdown'
import { WEDDING_DATE } from '@/config/wedding'

function card(label: string): string {
  const item = screen.getByText(label).closest('li')
  if (!item) throw new Error(`no card for ${label}`)
  return within(item).getByText(/^\d+$/).textContent ?? ''
}

function cards() {
  return [COUNTDOWN.days, COUNTDOWN.hours, COUNTDOWN.minutes, COUNTDOWN.seconds].map(card)
}

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows the time left in four zero-padded cards and ticks every second', () => {
    // 2 days, 3 h, 4 min and 5 s before 16:00 at the venue.
    vi.setSystemTime(new Date('2025-10-30T12:55:55-03:00'))
    render(<Countdown />)
    expect(screen.getByRole('heading', { name: COUNTDOWN.title })).toBeInTheDocument()
    expect(screen.getByText(COUNTDOWN.subtitle)).toBeInTheDocument()
    expect(cards()).toEqual(['02', '03', '04', '05'])
    act(() => vi.advanceTimersByTime(1000))
    expect(cards()).toEqual(['02', '03', '04', '04'])
    act(() => vi.advanceTimersByTime(5000))
    expect(cards()).toEqual(['02', '03', '03', '59'])
  })

  it('stops at 00 when the moment comes and keeps that value', () => {
    vi.setSystemTime(new Date(WEDDING_DATE.getTime() - 2000))
    render(<Countdown />)
    expect(cards()).toEqual(['00', '00', '00', '02'])
    act(() => vi.advanceTimersByTime(1000))
    expect(cards()).toEqual(['00', '00', '00', '01'])
    act(() => vi.advanceTimersByTime(1000))
    expect(cards()).toEqual(['00', '00', '00', '00'])
    expect(screen.getByText(COUNTDOWN.passed)).toBeInTheDocument()
    expect(screen.queryByText(COUNTDOWN.subtitle)).not.toBeInTheDocument()
    // The timer is gone: nothing left to tick.
    expect(vi.getTimerCount()).toBe(0)
    act(() => vi.advanceTimersByTime(60_000))
    expect(cards()).toEqual(['00', '00', '00', '00'])
  })

  it('shows zeros and no timer when the wedding is already past (today)', () => {
    vi.setSystemTime(new Date('2026-11-22T10:00:00-03:00'))
    render(<Countdown />)
    expect(cards()).toEqual(['00', '00', '00', '00'])
    expect(screen.getByText(COUNTDOWN.passed)).toBeInTheDocument()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('counts days beyond 99 without cutting digits', () => {
    vi.setSystemTime(new Date('2025-01-01T16:00:00-03:00'))
    render(<Countdown />)
    expect(card(COUNTDOWN.days)).toBe('304')
  })

  it('prerenders without numbers (the build cannot know the time) and fills them in on hydration', async () => {
    vi.setSystemTime(new Date('2025-10-30T12:55:55-03:00'))
    const html = renderToString(<Countdown />)
    expect(html).toContain('--')
    expect(html).not.toMatch(/>\d{2}</)

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors = vi.spyOn(console, 'error')
    const root = await act(async () => hydrateRoot(container, <Countdown />))
    expect(
      within(container)
        .getAllByText(/^\d{2}$/)
        .map((n) => n.textContent),
    ).toEqual(['02', '03', '04', '05'])
    expect(errors).not.toHaveBeenCalled()
    act(() => root.unmount())
    container.remove()
  })
})
