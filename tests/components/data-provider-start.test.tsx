import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DATA_BACKEND } from '@/config/env'
import { DataServiceProvider, useDataStatus } from '@/data/react/context'
import { createNotConfiguredService } from '@/data/service'
import type { DataService } from '@/data/types'

// The backend itself is a stand-in; what is tested is when the real provider starts it.
const created = vi.hoisted(() => ({ count: 0 }))
vi.mock('@/data/create', () => ({
  createDataService: async (): Promise<DataService> => {
    created.count += 1
    return { ...createNotConfiguredService(), backend: 'embedded' }
  },
}))

function Status() {
  const { ready } = useDataStatus()
  return <p>{ready ? 'pronto' : 'carregando'}</p>
}

afterEach(() => {
  vi.useRealTimers()
  created.count = 0
})

describe('the embedded demo (docs/decisions/0008)', () => {
  it('starts its database as soon as the first screen is painted, before any scroll or tap', async () => {
    // Tests build with no Supabase settings: the embedded demo, as `npm run dev` is.
    expect(DATA_BACKEND).toBe('embedded')
    vi.useFakeTimers()
    render(
      <DataServiceProvider>
        <Status />
      </DataServiceProvider>,
    )
    expect(screen.getByText('carregando')).toBeInTheDocument()
    // Not during the render itself: the first screen paints first.
    expect(created.count).toBe(0)
    await act(async () => {
      // One frame (16 ms) and the task after it; an idle start waited up to 3 s.
      await vi.advanceTimersByTimeAsync(50)
    })
    expect(created.count).toBe(1)
    expect(screen.getByText('pronto')).toBeInTheDocument()
  })
})
