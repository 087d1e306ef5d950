import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { HomeRoute } from '@/app/routes/home'
import { AppProvider } from '@/app/provider'
import { COMMON } from '@/config/copy/common'
import { ERRORS } from '@/config/copy/errors'

// The data backend cannot start (say, a wrong Supabase URL): the main page is replaced by the
// render-failure screen of docs/product.md §2, which names the two settings to check.
vi.mock('@/data/create', () => ({
  createDataService: () => Promise.reject(new Error('Invalid supabaseUrl')),
}))

describe('render-failure screen', () => {
  it('tells the owner to check the database URL and anon key, with a reload button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <AppProvider>
        <HomeRoute />
      </AppProvider>,
    )
    // The backend starts when the sections below the first screen ask for data (their chunk
    // loads first): on a busy machine that takes more than findBy's default second.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: ERRORS.renderFailureTitle },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(ERRORS.renderFailureBody)
    expect(ERRORS.renderFailureBody).toMatch(/VITE_SUPABASE_URL/)
    expect(ERRORS.renderFailureBody).toMatch(/VITE_SUPABASE_ANON_KEY/)
    expect(screen.getByRole('button', { name: COMMON.reload })).toBeInTheDocument()
  })
})
