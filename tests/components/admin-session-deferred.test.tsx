import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '@/components/ui/toast'
import { AdminRoute } from '@/app/routes/admin'
import { ADMIN } from '@/config/copy/admin'
import { ADMIN_SESSION_MS, STORAGE_KEYS } from '@/config/ui'
import { DataServiceProvider } from '@/data/react/context'
import { createNotConfiguredService } from '@/data/service'
import type { DataService } from '@/data/types'

// The real provider: the backend starts on first need and is not ready at the first render
// (docs/decisions/0008), as in the browser. The backend itself is a stand-in that boots in 20 ms,
// or when a test lets it (`boot.until`), however long the typing before took.
const boot = vi.hoisted(() => ({ until: null as Promise<void> | null }))
vi.mock('@/data/create', () => ({
  createDataService: async (): Promise<DataService> => {
    await (boot.until ?? new Promise((resolve) => setTimeout(resolve, 20)))
    return {
      ...createNotConfiguredService(),
      backend: 'embedded',
      // The token of the login below is valid; the stored old one is not.
      adminSession: async (token: string) =>
        token === 'token-novo'
          ? { userId: 'u1', username: 'noivos', email: 'noivos@exemplo.com.br' }
          : null,
      adminLogin: async (username: string) => ({
        userId: 'u1',
        username,
        email: 'noivos@exemplo.com.br',
        token: 'token-novo',
        loginTime: new Date().toISOString(),
      }),
    }
  },
}))

function storeExpiredSession() {
  window.localStorage.setItem(
    STORAGE_KEYS.adminSession,
    JSON.stringify({
      userId: 'u1',
      username: 'noivos',
      email: 'noivos@exemplo.com.br',
      token: 'token-antigo',
      loginTime: new Date(Date.now() - ADMIN_SESSION_MS - 1000).toISOString(),
    }),
  )
}

afterEach(() => {
  window.localStorage.clear()
  boot.until = null
})

describe('/dev with the backend starting on first need', () => {
  it.each([
    ['with StrictMode (the first check runs twice)', true],
    ['without StrictMode', false],
  ])(
    'says the session expired %s, and keeps saying it once the backend is up',
    async (_, strict) => {
      storeExpiredSession()
      const page = (
        <DataServiceProvider>
          <ToastProvider>
            <AdminRoute />
          </ToastProvider>
        </DataServiceProvider>
      )
      render(strict ? <StrictMode>{page}</StrictMode> : page)
      expect(await screen.findByRole('heading', { name: ADMIN.loginTitle })).toBeInTheDocument()
      // The backend comes up (20 ms) and the session is checked again: the notice stays.
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
      expect(screen.getByText(ADMIN.sessionExpired)).toBeInTheDocument()
      expect(window.localStorage.getItem(STORAGE_KEYS.adminSession)).toBeNull()
    },
  )

  it('says the demo database is being prepared when the login waits for it, then logs in', async () => {
    let up = () => {}
    boot.until = new Promise<void>((resolve) => (up = resolve))
    render(
      <DataServiceProvider>
        <ToastProvider>
          <AdminRoute />
        </ToastProvider>
      </DataServiceProvider>,
    )
    const user = userEvent.setup({ delay: null })
    await user.type(await screen.findByLabelText(ADMIN.username), 'noivos')
    await user.type(screen.getByLabelText(ADMIN.password), 'casamento2025')
    await user.click(screen.getByRole('button', { name: ADMIN.login }))
    expect(screen.getByRole('status')).toHaveTextContent(ADMIN.preparingDemo)
    await act(async () => up())
    expect(await screen.findByText(ADMIN.welcome('noivos'), {}, { timeout: 5000 })).toBeVisible()
    expect(screen.queryByText(ADMIN.preparingDemo)).toBeNull()
  })
})
