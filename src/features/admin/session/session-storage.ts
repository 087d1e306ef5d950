import { ADMIN_SESSION_MS, STORAGE_KEYS } from '@/config/ui'
import type { AdminSession } from '@/data/types'

/** docs/product.md §3: {userId, username, email, loginTime} plus the token, in localStorage. */

function isSession(value: unknown): value is AdminSession {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.userId === 'string' &&
    typeof v.username === 'string' &&
    typeof v.email === 'string' &&
    typeof v.loginTime === 'string' &&
    typeof v.token === 'string' &&
    v.token !== '' &&
    !Number.isNaN(Date.parse(v.loginTime))
  )
}

/** docs/product.md §9: a session is good for 24 h after the login. */
function isExpired(session: Pick<AdminSession, 'loginTime'>, now = Date.now()): boolean {
  return now - Date.parse(session.loginTime) >= ADMIN_SESSION_MS
}

/** Milliseconds left before the session expires (0 when already expired). */
export function msUntilExpiry(session: Pick<AdminSession, 'loginTime'>, now = Date.now()): number {
  return Math.max(0, Date.parse(session.loginTime) + ADMIN_SESSION_MS - now)
}

export type StoredSession =
  { kind: 'none' } | { kind: 'expired' } | { kind: 'valid'; session: AdminSession }

/** Reads the stored session; a malformed or expired one is removed (docs/product.md §4: then cleared). */
export function readStoredSession(now = Date.now()): StoredSession {
  let raw: string | null
  try {
    raw = window.localStorage.getItem(STORAGE_KEYS.adminSession)
  } catch {
    return { kind: 'none' }
  }
  if (!raw) return { kind: 'none' }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    parsed = null
  }
  if (!isSession(parsed)) {
    clearStoredSession()
    return { kind: 'none' }
  }
  if (isExpired(parsed, now)) {
    clearStoredSession()
    return { kind: 'expired' }
  }
  return { kind: 'valid', session: parsed }
}

export function storeSession(session: AdminSession): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.adminSession, JSON.stringify(session))
  } catch {
    // Private mode with storage off: the session then lasts as long as the page.
  }
}

/**
 * The trusted-device token an earlier login gave this browser (docs/decisions/0013): sent with
 * each login so a stranger's failures never lock this browser out. A logout keeps it.
 */
export function readDeviceToken(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.adminDevice)
  } catch {
    return null
  }
}

export function storeDeviceToken(device: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.adminDevice, device)
  } catch {
    // Storage off: this browser is judged as a new one at each login.
  }
}

export function clearStoredSession(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.adminSession)
  } catch {
    // Nothing stored to clear.
  }
}
