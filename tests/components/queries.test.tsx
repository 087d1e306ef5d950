// Server state, one way (src/data/react/queries.ts, docs/decisions/0025-server-state.md): what a
// guest sees is read once and shared, read again when it may have gone stale (a live change, the
// page back from the background, the signal back), never in a burst, and a late answer never
// replaces a newer one.
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIVE_REFRESH_MIN_MS, LIVE_STALE_AFTER_HIDDEN_MS } from '@/config/ui'
import { DataServiceProvider } from '@/data/react/context'
import { mergeFirstPage, useQuery } from '@/data/react/queries'
import { createNotConfiguredService } from '@/data/service'
import type { DataService, Gift, LiveTable, ReadOptions } from '@/data/types'

let visibility: DocumentVisibilityState = 'visible'
function setVisibility(state: DocumentVisibilityState) {
  visibility = state
  document.dispatchEvent(new Event('visibilitychange'))
}

/** A service whose gift list answers `answers` in turn (the last one repeated), counting reads. */
function fakeService(answers: (Gift[] | Promise<Gift[]>)[]) {
  const listeners = new Map<LiveTable, Set<() => void>>()
  let reads = 0
  const service: DataService = {
    ...createNotConfiguredService(),
    backend: 'supabase',
    listGifts: async (_options?: ReadOptions) =>
      answers[Math.min(reads++, answers.length - 1)] ?? [],
    subscribe: (table, onChange) => {
      const set = listeners.get(table) ?? new Set()
      listeners.set(table, set)
      set.add(onChange)
      return () => void set.delete(onChange)
    },
  }
  return {
    service,
    reads: () => reads,
    change: (table: LiveTable) => listeners.get(table)?.forEach((f) => f()),
  }
}

const gift = (name: string) => ({ id: name, name }) as Gift
const loadGifts = (service: DataService, options: ReadOptions) => service.listGifts(options)

function GiftNames({ label }: { label: string }) {
  const { data, loading } = useQuery<Gift[]>('gifts', loadGifts, [], { live: 'gifts' })
  return <p aria-label={label}>{loading ? '…' : data.map((g) => g.name).join(', ')}</p>
}

function show(service: DataService, labels: string[] = ['lista']) {
  return render(
    <DataServiceProvider service={service}>
      {labels.map((label) => (
        <GiftNames key={label} label={label} />
      ))}
    </DataServiceProvider>,
  )
}

const shown = (label = 'lista') => screen.getByLabelText(label).textContent

/** Lets timers and the answers they wait for run. */
async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

beforeEach(() => {
  vi.useFakeTimers()
  visibility = 'visible'
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('a list the page shows', () => {
  it('is read once for every part of the page that shows it', async () => {
    const fake = fakeService([[gift('Panela')]])
    show(fake.service, ['cardápio', 'grade'])
    await pass(0)
    expect(shown('cardápio')).toBe('Panela')
    expect(shown('grade')).toBe('Panela')
    expect(fake.reads()).toBe(1)
  })

  it('a burst of changes elsewhere reads it again once, not once per change', async () => {
    const fake = fakeService([[gift('Panela')], [gift('Panela'), gift('Jarra')]])
    show(fake.service)
    await pass(0)
    for (let i = 0; i < 50; i++) fake.change('gifts')
    await pass(LIVE_REFRESH_MIN_MS)
    expect(fake.reads()).toBe(2)
    expect(shown()).toBe('Panela, Jarra')
  })

  it('comes back fresh after a while in the background, not after a glance at another app', async () => {
    const fake = fakeService([[gift('Panela')], [gift('Jarra')]])
    show(fake.service)
    await pass(0)
    setVisibility('hidden')
    await pass(5_000)
    setVisibility('visible')
    await pass(0)
    expect(fake.reads()).toBe(1)
    setVisibility('hidden')
    await pass(LIVE_STALE_AFTER_HIDDEN_MS)
    setVisibility('visible')
    await pass(0)
    expect(fake.reads()).toBe(2)
    expect(shown()).toBe('Jarra')
  })

  it('is read again when the signal comes back', async () => {
    const fake = fakeService([[], [gift('Panela')]])
    show(fake.service)
    await pass(LIVE_REFRESH_MIN_MS)
    act(() => void window.dispatchEvent(new Event('online')))
    await pass(0)
    expect(shown()).toBe('Panela')
  })

  it('never shows a slow old answer over a newer one', async () => {
    let answerSlow: (gifts: Gift[]) => void = () => {}
    const slow = new Promise<Gift[]>((resolve) => (answerSlow = resolve))
    const fake = fakeService([slow, [gift('Nova')]])
    show(fake.service)
    await pass(0)
    fake.change('gifts')
    await pass(LIVE_REFRESH_MIN_MS)
    expect(shown()).toBe('Nova')
    answerSlow([gift('Velha')])
    await pass(0)
    expect(shown()).toBe('Nova')
  })
})

describe('the wall a page at a time', () => {
  const row = (cursor: string) => ({ id: cursor, cursor })
  it('a fresh first page keeps the pages below it, and drops what left the first', () => {
    const shownPages = { items: [row('9'), row('8'), row('7'), row('6')], more: true, total: 9 }
    const first = { items: [row('10'), row('9'), row('7')], more: true, total: 9 }
    expect(mergeFirstPage(shownPages, first).items.map((r) => r.cursor)).toEqual([
      '10',
      '9',
      '7',
      '6',
    ])
  })

  it('a burst longer than a page starts the list again from the top', () => {
    const shownPages = { items: [row('5'), row('4')], more: true, total: 9 }
    const first = { items: [row('9'), row('8')], more: true, total: 9 }
    expect(mergeFirstPage(shownPages, first)).toEqual(first)
  })
})
