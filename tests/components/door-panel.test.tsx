import type { PGliteInterface } from '@electric-sql/pglite'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DOOR } from '@/config/copy/day-of'
import type { AdminSession, DataService } from '@/data/types'
import { DoorPanel } from '@/features/admin/day-of/door-panel'
import { renderPanel, withAdminTestDb } from './admin-harness'

// The Portaria (docs/decisions/0026-the-day-at-the-door.md) on the embedded backend: the search
// over the day's list, and a list that follows what the couple add while the panel is open.

let db: PGliteInterface
let service: DataService
let session: AdminSession
withAdminTestDb((ready) => ({ db, service, session } = ready))
afterEach(() => {
  vi.useRealTimers()
})

async function addHousehold(name: string, member: string) {
  await db.query(
    `with h as (insert into public.households (name) values ($1) returning id)
     insert into public.household_members (household_id, position, name, attending)
     select id, 0, $2, 'sim' from h`,
    [name, member],
  )
}

const search = (text: string) =>
  fireEvent.change(screen.getByLabelText(DOOR.search), { target: { value: text } })

describe('the Portaria', () => {
  it('finds a guest by any part of the name, accents and case aside', async () => {
    await addHousehold('Família Peçanha', 'Conceição Peçanha')
    renderPanel(<DoorPanel />, service, session)
    await waitFor(() => expect(screen.getByLabelText(DOOR.search)).toBeInTheDocument())
    search('CONCEICAO silva')
    expect(await screen.findByText(DOOR.noResults)).toBeInTheDocument()
    search('conceicao peca')
    expect(await screen.findByRole('heading', { name: 'Família Peçanha' })).toBeInTheDocument()
    expect(screen.getByText(DOOR.results(1))).toBeInTheDocument()
  })

  it('shows within a minute a household the couple add while it is open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    renderPanel(<DoorPanel />, service, session)
    search('valquiria')
    expect(await screen.findByText(DOOR.noResults)).toBeInTheDocument()
    await addHousehold('Família Xandovalle', 'Valquíria Xandovalle')
    await act(async () => {
      vi.advanceTimersByTime(45_000)
    })
    expect(screen.getByText(DOOR.noResults)).toBeInTheDocument()
    await act(async () => {
      vi.advanceTimersByTime(15_000)
    })
    expect(await screen.findByRole('heading', { name: 'Família Xandovalle' })).toBeInTheDocument()
  })
})
