import { useCallback, useEffect, useRef, useState } from 'react'
import {
  ADMIN_SESSION_OFFLINE_RECHECK_MS,
  ADMIN_SESSION_RECHECK_MS,
  ADMIN_SESSION_RECHECKS,
  STORAGE_KEYS,
} from '@/config/ui'
import { useDataService, useDataStatus } from '@/data/react/context'
import type { AdminSession } from '@/data/types'
import { setLongTimeout } from '@/lib/long-timeout'
import {
  clearStoredSession,
  msUntilExpiry,
  readDeviceToken,
  readStoredSession,
  sessionFromLogin,
  storeDeviceToken,
  storeSession,
  type StoredAdminSession,
} from './session-storage'

export type AdminSessionStatus = 'checking' | 'anonymous' | 'active'

export interface AdminSessionApi {
  /** 'checking' while the stored token is validated with the database (the spinner). */
  status: AdminSessionStatus
  session: AdminSession | null
  /** True when the last session ended by itself (24 h passed or the database refused the token). */
  expired: boolean
  /** Throws the service's DataError ('forbidden', 'locked', …) on failure. */
  login: (username: string, password: string) => Promise<AdminSession>
  /** Ends the session on the server too, clears storage; the caller decides where to go. */
  logout: () => Promise<void>
  /** The database said the token is no longer valid ('unauthorized'): forget it, ask to log in. */
  expire: () => void
}

type State = { status: AdminSessionStatus; session: StoredAdminSession | null; expired: boolean }

/**
 * The couple's session (docs/product.md §3/§4, docs/architecture.md): read from localStorage, expired after
 * 24 h, and checked with service.adminSession(token) before anything admin is shown. Used by /dev
 * and by the main page to turn on the gallery's admin mode.
 */
export function useAdminSession(): AdminSessionApi {
  const service = useDataService()
  const { ready, start } = useDataStatus()
  const [state, setState] = useState<State>({ status: 'checking', session: null, expired: false })
  // Reading an expired session clears it, so a later check finds none. The notice must not be
  // lost to that (nor to StrictMode running the first check twice): a ref outlives both.
  const expiredSeen = useRef(false)

  // Validate the stored token once the backend is up, and again when another tab logs in or out.
  useEffect(() => {
    // Read once here: reading an expired session also clears it.
    let firstRead: ReturnType<typeof readStoredSession> | null = readStoredSession()
    // Without a stored session there is nothing to check: the backend need not start for it.
    if (!ready && firstRead.kind === 'valid') {
      start()
      return
    }
    let cancelled = false
    let retry: number | undefined
    let rechecks = 0
    async function check(): Promise<State | 'unknown'> {
      const stored = firstRead ?? readStoredSession()
      firstRead = null
      if (stored.kind === 'expired') expiredSeen.current = true
      if (stored.kind !== 'valid') {
        return { status: 'anonymous', session: null, expired: expiredSeen.current }
      }
      let user: Awaited<ReturnType<typeof service.adminSession>> = null
      try {
        user = await service.adminSession(stored.session.token)
      } catch (error) {
        // Not a refusal: the check itself failed. Keep the stored session and ask again soon.
        console.error('Não foi possível verificar a sessão', error)
        return 'unknown'
      }
      if (!user) {
        clearStoredSession()
        expiredSeen.current = true
        return { status: 'anonymous', session: null, expired: true }
      }
      expiredSeen.current = false
      // The database is the source of truth for the name and email (they may have changed).
      return { status: 'active', session: { ...stored.session, ...user }, expired: false }
    }
    // Whether the last check could not reach the database (no signal): checked again when the
    // signal returns.
    let unreachable = false
    const run = () => {
      window.clearTimeout(retry)
      void check().then((next) => {
        if (cancelled) return
        unreachable = next === 'unknown'
        if (next !== 'unknown') {
          rechecks = 0
          setState(next)
          return
        }
        // Without signal (a reload at the door, docs/decisions/0026-the-day-at-the-door.md) the
        // stored session, still within its 24 h, opens the panel: the Portaria works from the
        // phone's copy, and the database refuses anything the token no longer allows. The
        // database's answer, once it comes, decides.
        const stored = readStoredSession()
        setState(
          stored.kind === 'valid'
            ? { status: 'active', session: stored.session, expired: false }
            : { status: 'anonymous', session: null, expired: stored.kind === 'expired' },
        )
        const delay =
          rechecks++ < ADMIN_SESSION_RECHECKS
            ? ADMIN_SESSION_RECHECK_MS
            : ADMIN_SESSION_OFFLINE_RECHECK_MS
        retry = window.setTimeout(run, delay)
      })
    }
    run()
    function onStorage(event: StorageEvent) {
      if (event.key === null || event.key === STORAGE_KEYS.adminSession) run()
    }
    function onOnline() {
      if (unreachable) run()
    }
    window.addEventListener('storage', onStorage)
    window.addEventListener('online', onOnline)
    return () => {
      cancelled = true
      window.clearTimeout(retry)
      window.removeEventListener('storage', onStorage)
      window.removeEventListener('online', onOnline)
    }
  }, [ready, start, service])

  const expire = useCallback(() => {
    clearStoredSession()
    expiredSeen.current = true
    setState({ status: 'anonymous', session: null, expired: true })
  }, [])

  // docs/product.md §4: the session ends 24 h after the login, even with the page left open,
  // whatever this device's clock says.
  const session = state.session
  useEffect(() => {
    if (!session) return
    return setLongTimeout(expire, msUntilExpiry(session))
  }, [session, expire])

  const login = useCallback(
    async (username: string, password: string) => {
      const { device, ...answer } = await service.adminLogin(username, password, readDeviceToken())
      const created = sessionFromLogin(answer)
      if (device) storeDeviceToken(device)
      storeSession(created)
      expiredSeen.current = false
      setState({ status: 'active', session: created, expired: false })
      return created
    },
    [service],
  )

  const logout = useCallback(async () => {
    const token = session?.token
    clearStoredSession()
    expiredSeen.current = false
    setState({ status: 'anonymous', session: null, expired: false })
    if (token) {
      try {
        await service.adminLogout(token)
      } catch {
        // The token is already gone from this browser; the server's copy expires by itself.
      }
    }
  }, [service, session])

  return { ...state, login, logout, expire }
}
