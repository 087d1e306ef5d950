import type { PGliteInterface } from '@electric-sql/pglite'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { AdminRoute } from '@/app/routes/admin'
import { ADMIN_ERRORS } from '@/config/copy/errors'
import { ADMIN } from '@/config/copy/admin'
import { ADMIN_SESSION_MS, ADMIN_SESSION_RECHECK_MS, STORAGE_KEYS } from '@/config/ui'
import { DataError, type AdminSession, type DataService } from '@/data/types'
import { DEMO_ADMIN_CREDENTIALS } from '@/features/admin/session/demo-credentials'
import { createAdminTestDb, loginDemo, renderWithService } from './admin-harness'

let db: PGliteInterface
let service: DataService

beforeAll(async () => {
  ;({ db, service } = await createAdminTestDb())
})
afterAll(async () => {
  await db.close()
})
beforeEach(async () => {
  window.localStorage.clear()
  // Each test starts with no failed logins and no lock on the demo admin.
  await db.exec(
    'reset role; truncate private.login_attempts, private.trusted_devices, public.admin_sessions',
  )
})

const stored = (): AdminSession | null => {
  const raw = window.localStorage.getItem(STORAGE_KEYS.adminSession)
  return raw ? (JSON.parse(raw) as AdminSession) : null
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, name: string, pass: string) {
  const username = screen.getByLabelText(ADMIN.username)
  const password = screen.getByLabelText(ADMIN.password)
  await user.clear(username)
  if (name) await user.type(username, name)
  await user.clear(password)
  if (pass) await user.type(password, pass)
  await user.click(screen.getByRole('button', { name: ADMIN.login }))
}

describe('/dev login', () => {
  it('shows the login with the demo credentials on the embedded backend', async () => {
    renderWithService(<AdminRoute />, service)
    expect(await screen.findByRole('heading', { name: ADMIN.loginTitle })).toBeInTheDocument()
    expect(
      screen.getByText(
        ADMIN.demoCredentials(DEMO_ADMIN_CREDENTIALS.username, DEMO_ADMIN_CREDENTIALS.password),
      ),
    ).toBeInTheDocument()
  })

  it('hides the demo credentials on a real backend', async () => {
    const supabaseLike: DataService = { ...service, backend: 'supabase' }
    renderWithService(<AdminRoute />, supabaseLike)
    await screen.findByRole('heading', { name: ADMIN.loginTitle })
    expect(screen.queryByText(/Demonstração/)).not.toBeInTheDocument()
  })

  it('asks for both fields', async () => {
    const user = userEvent.setup({ delay: null })
    renderWithService(<AdminRoute />, service)
    await screen.findByRole('heading', { name: ADMIN.loginTitle })
    await fillAndSubmit(user, 'noivos', '')
    expect(screen.getByRole('alert')).toHaveTextContent(ADMIN.fillBoth)
    await fillAndSubmit(user, '   ', 'x')
    expect(screen.getByRole('alert')).toHaveTextContent(ADMIN.fillBoth)
  })

  it('warns from the 2nd failure and locks the form at the 3rd', async () => {
    const user = userEvent.setup({ delay: null })
    renderWithService(<AdminRoute />, service)
    await screen.findByRole('heading', { name: ADMIN.loginTitle })

    await fillAndSubmit(user, 'noivos', 'errada1')
    expect(await screen.findByText(ADMIN_ERRORS.wrongCredentials)).toBeInTheDocument()
    expect(screen.queryByText(/Atenção/)).not.toBeInTheDocument()

    await fillAndSubmit(user, 'noivos', 'errada2')
    expect(await screen.findByText(ADMIN.attemptsRemaining(1))).toBeInTheDocument()

    await fillAndSubmit(user, 'noivos', 'errada3')
    expect(await screen.findByText(ADMIN_ERRORS.tooManyAttempts)).toBeInTheDocument()
    expect(screen.getByLabelText(ADMIN.username)).toBeDisabled()
    expect(screen.getByLabelText(ADMIN.password)).toBeDisabled()
    expect(screen.getByRole('button', { name: ADMIN.login })).toBeDisabled()
    expect(stored()).toBeNull()
  })

  it('locks the form when the server answers that the login is locked', async () => {
    const user = userEvent.setup({ delay: null })
    const locked: DataService = {
      ...service,
      adminLogin: async () => {
        throw new DataError(ADMIN_ERRORS.tooManyAttempts, 'locked')
      },
    }
    renderWithService(<AdminRoute />, locked)
    await screen.findByRole('heading', { name: ADMIN.loginTitle })
    await fillAndSubmit(user, 'noivos', 'casamento2025')
    expect(await screen.findByText(ADMIN_ERRORS.tooManyAttempts)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: ADMIN.login })).toBeDisabled()
  })

  it('shows docs/product.md §8 texts when auth is not configured or fails otherwise', async () => {
    const user = userEvent.setup({ delay: null })
    let error = new DataError('x', 'not_configured')
    const failing: DataService = {
      ...service,
      adminLogin: async () => {
        throw error
      },
    }
    renderWithService(<AdminRoute />, failing)
    await screen.findByRole('heading', { name: ADMIN.loginTitle })
    await fillAndSubmit(user, 'noivos', 'casamento2025')
    expect(await screen.findByText(ADMIN.authNotConfigured)).toBeInTheDocument()
    error = new DataError('rede caiu', 'unknown')
    await fillAndSubmit(user, 'noivos', 'casamento2025')
    expect(await screen.findByText(ADMIN_ERRORS.loginError)).toBeInTheDocument()
  })

  it('logs in with a lowercased, trimmed username and stores the docs/product.md §3 session', async () => {
    const user = userEvent.setup({ delay: null })
    renderWithService(<AdminRoute />, service)
    await screen.findByRole('heading', { name: ADMIN.loginTitle })
    await fillAndSubmit(user, '  NOIVOS ', DEMO_ADMIN_CREDENTIALS.password)

    const welcome = await screen.findByText(ADMIN.welcome('noivos'))
    const header = welcome.closest('header') as HTMLElement
    expect(within(header).getByText('noivos@exemplo.com.br')).toBeInTheDocument()
    expect(within(header).getByText(ADMIN.activeBadge)).toBeInTheDocument()
    expect(within(header).getByRole('button', { name: ADMIN.logout })).toBeInTheDocument()

    const session = stored()
    expect(session).toMatchObject({ username: 'noivos', email: 'noivos@exemplo.com.br' })
    expect(session?.userId).toBeTruthy()
    expect(session?.token).toBeTruthy()
    expect(Date.now() - Date.parse(session?.loginTime ?? '')).toBeLessThan(60_000)
  })

  it("keeps this browser trusted across a logout: a stranger's failures do not lock it out", async () => {
    const user = userEvent.setup({ delay: null })
    renderWithService(<AdminRoute />, service)
    await screen.findByRole('heading', { name: ADMIN.loginTitle })
    await fillAndSubmit(user, 'noivos', DEMO_ADMIN_CREDENTIALS.password)
    await screen.findByText(ADMIN.welcome('noivos'))
    expect(window.localStorage.getItem(STORAGE_KEYS.adminDevice)).toMatch(/^[0-9a-f]{64}$/)
    expect(stored()).not.toHaveProperty('device')
    await user.click(screen.getByRole('button', { name: ADMIN.logout }))
    await screen.findByRole('heading', { name: ADMIN.loginTitle })

    // Someone else fails three times: every client without this browser's token is locked.
    for (let i = 0; i < 3; i++) await service.adminLogin('noivos', `errada-${i}`).catch(() => {})
    await expect(
      service.adminLogin('noivos', DEMO_ADMIN_CREDENTIALS.password),
    ).rejects.toMatchObject({ code: 'locked' })
    await fillAndSubmit(user, 'noivos', DEMO_ADMIN_CREDENTIALS.password)
    expect(await screen.findByText(ADMIN.welcome('noivos'))).toBeInTheDocument()
  })

  it('tells a browser to wait a minute when strangers tried too many logins', async () => {
    const user = userEvent.setup({ delay: null })
    const busy: DataService = {
      ...service,
      adminLogin: async () => {
        throw new DataError(ADMIN_ERRORS.loginBusy, 'locked')
      },
    }
    renderWithService(<AdminRoute />, busy)
    await screen.findByRole('heading', { name: ADMIN.loginTitle })
    await fillAndSubmit(user, 'noivos', 'casamento2025')
    expect(
      await screen.findByText(
        'Muitas tentativas em pouco tempo. Aguarde um minuto e tente de novo.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: ADMIN.login })).toBeDisabled()
  })
})

describe('/dev session', () => {
  it('validates a stored session with the database, showing the spinner first', async () => {
    const session = await loginDemo(service)
    window.localStorage.setItem(STORAGE_KEYS.adminSession, JSON.stringify(session))
    renderWithService(<AdminRoute />, service)
    expect(screen.getByText(ADMIN.validating)).toBeInTheDocument()
    expect(await screen.findByText(ADMIN.welcome('noivos'))).toBeInTheDocument()
  })

  it('refuses and clears a session older than 24 h', async () => {
    const session = await loginDemo(service)
    const old = {
      ...session,
      loginTime: new Date(Date.now() - ADMIN_SESSION_MS - 1000).toISOString(),
    }
    window.localStorage.setItem(STORAGE_KEYS.adminSession, JSON.stringify(old))
    renderWithService(<AdminRoute />, service)
    expect(await screen.findByRole('heading', { name: ADMIN.loginTitle })).toBeInTheDocument()
    expect(screen.getByText(ADMIN.sessionExpired)).toBeInTheDocument()
    expect(stored()).toBeNull()
  })

  it('refuses and clears a token the database does not know', async () => {
    const session = await loginDemo(service)
    window.localStorage.setItem(
      STORAGE_KEYS.adminSession,
      JSON.stringify({ ...session, token: 'forjado' }),
    )
    renderWithService(<AdminRoute />, service)
    expect(await screen.findByRole('heading', { name: ADMIN.loginTitle })).toBeInTheDocument()
    expect(stored()).toBeNull()
  })

  it('opens the panel from a stored session when the check fails (no signal), and checks again', async () => {
    const session = await loginDemo(service)
    window.localStorage.setItem(STORAGE_KEYS.adminSession, JSON.stringify(session))
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    let failures = 1
    const flaky: DataService = {
      ...service,
      adminSession: async (token) => {
        if (failures-- > 0) throw new DataError(ADMIN_ERRORS.loginError, 'unknown')
        return service.adminSession(token)
      },
    }
    try {
      renderWithService(<AdminRoute />, flaky)
      // A reload at the door without signal: the panel, not the login.
      expect(await screen.findByText(ADMIN.welcome('noivos'))).toBeInTheDocument()
      expect(screen.queryByRole('heading', { name: ADMIN.loginTitle })).not.toBeInTheDocument()
      expect(screen.queryByText(ADMIN.sessionExpired)).not.toBeInTheDocument()
      expect(stored()?.token).toBe(session.token)
      expect(log).toHaveBeenCalled()
      // The database answers the next check: the panel stays.
      await vi.advanceTimersByTimeAsync(ADMIN_SESSION_RECHECK_MS)
      expect(screen.getByText(ADMIN.welcome('noivos'))).toBeInTheDocument()
      expect(stored()?.token).toBe(session.token)
    } finally {
      vi.useRealTimers()
      log.mockRestore()
    }
  })

  it('a session opened without signal ends when the database, reached again, refuses it', async () => {
    const session = await loginDemo(service)
    window.localStorage.setItem(STORAGE_KEYS.adminSession, JSON.stringify(session))
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    let signal = false
    const offline: DataService = {
      ...service,
      adminSession: async (token) => {
        if (!signal) throw new DataError(ADMIN_ERRORS.loginError, 'unknown')
        return service.adminSession(token)
      },
    }
    try {
      renderWithService(<AdminRoute />, offline)
      expect(await screen.findByText(ADMIN.welcome('noivos'))).toBeInTheDocument()
      // Meanwhile the couple logged this session out from another device.
      await service.adminLogout(session.token)
      signal = true
      window.dispatchEvent(new Event('online'))
      expect(await screen.findByRole('heading', { name: ADMIN.loginTitle })).toBeInTheDocument()
      expect(screen.getByText(ADMIN.sessionExpired)).toBeInTheDocument()
      expect(stored()).toBeNull()
    } finally {
      vi.useRealTimers()
      log.mockRestore()
    }
  })

  it("'Sair' ends the session on the server too and goes to '/'", async () => {
    const user = userEvent.setup({ delay: null })
    const session = await loginDemo(service)
    window.localStorage.setItem(STORAGE_KEYS.adminSession, JSON.stringify(session))
    // jsdom cannot navigate: record where the page was sent instead.
    const assign = vi.fn<(url: string) => void>()
    const realLocation = window.location
    vi.stubGlobal('location', { ...realLocation, assign })
    try {
      renderWithService(<AdminRoute />, service)
      await user.click(await screen.findByRole('button', { name: ADMIN.logout }))
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/'))
      expect(stored()).toBeNull()
      expect(await service.adminSession(session.token)).toBeNull()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('goes back to the login when the database refuses the token mid-session', async () => {
    const user = userEvent.setup({ delay: null })
    const session = await loginDemo(service)
    window.localStorage.setItem(STORAGE_KEYS.adminSession, JSON.stringify(session))
    renderWithService(<AdminRoute />, service)
    await screen.findByText(ADMIN.welcome('noivos'))
    // The session ends elsewhere (another device logged out): the next admin call is refused.
    await service.adminLogout(session.token)
    await user.click(screen.getByRole('button', { name: ADMIN.backup }))
    expect(await screen.findByRole('heading', { name: ADMIN.loginTitle })).toBeInTheDocument()
    expect(stored()).toBeNull()
  })
})

describe('/dev session, with the device clock away from the database’s', () => {
  const DAY_MS = 24 * 60 * 60 * 1000
  const MINUTE_MS = 60_000

  /**
   * The test database, answering the login as a database whose clock reads `ahead` ms later
   * than this device's. PGlite runs on the device's (fake) clock, so the session it keeps still
   * ends 24 h after the login: the real expiry.
   */
  const databaseAhead = (ahead: number): DataService => ({
    ...service,
    adminLogin: async (...args) => {
      const answer = await service.adminLogin(...args)
      return { ...answer, loginTime: new Date(Date.parse(answer.loginTime) + ahead).toISOString() }
    },
  })

  beforeEach(() => {
    // Timers and Date fake, moving on with real time, so PGlite and user events still run.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
      shouldAdvanceTime: true,
    })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  async function logIn(database: DataService) {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const view = renderWithService(<AdminRoute />, database)
    await screen.findByRole('heading', { name: ADMIN.loginTitle })
    await fillAndSubmit(user, 'noivos', DEMO_ADMIN_CREDENTIALS.password)
    expect(await screen.findByText(ADMIN.welcome('noivos'))).toBeInTheDocument()
    return view
  }

  const welcome = () => screen.queryByText(ADMIN.welcome('noivos'))
  const expiredNotice = () => screen.queryByText(ADMIN.sessionExpired)

  const clocks = [
    ['30 days behind', 30 * DAY_MS],
    ['400 days behind', 400 * DAY_MS],
    ['2 days ahead', -2 * DAY_MS],
  ] as const

  it.each(clocks)(
    '%s: logged in after a correct login, out at the real expiry',
    async (_, ahead) => {
      await logIn(databaseAhead(ahead))
      await vi.advanceTimersByTimeAsync(ADMIN_SESSION_MS - MINUTE_MS)
      expect(welcome()).toBeInTheDocument()
      expect(expiredNotice()).not.toBeInTheDocument()
      await vi.advanceTimersByTimeAsync(2 * MINUTE_MS)
      expect(await screen.findByRole('heading', { name: ADMIN.loginTitle })).toBeInTheDocument()
      expect(expiredNotice()).toBeInTheDocument()
      expect(stored()).toBeNull()
    },
  )

  it.each(clocks)(
    '%s: the page opened again keeps the session, to the same end',
    async (_, ahead) => {
      const { unmount } = await logIn(databaseAhead(ahead))
      await vi.advanceTimersByTimeAsync(ADMIN_SESSION_MS / 2)
      unmount()
      renderWithService(<AdminRoute />, databaseAhead(ahead))
      expect(await screen.findByText(ADMIN.welcome('noivos'))).toBeInTheDocument()
      await vi.advanceTimersByTimeAsync(ADMIN_SESSION_MS / 2 - MINUTE_MS)
      expect(welcome()).toBeInTheDocument()
      expect(expiredNotice()).not.toBeInTheDocument()
      await vi.advanceTimersByTimeAsync(2 * MINUTE_MS)
      expect(await screen.findByRole('heading', { name: ADMIN.loginTitle })).toBeInTheDocument()
      expect(expiredNotice()).toBeInTheDocument()
      expect(stored()).toBeNull()
    },
  )
})
