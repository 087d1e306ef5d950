import { ADMIN_SESSION_MS, STORAGE_KEYS } from '@/config/ui'
import type { AdminSession } from '@/data/types'
import { readJson, readText, removeStored, writeJson, writeText } from '@/lib/device-storage'

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
  const session = readJson(STORAGE_KEYS.adminSession, isSession)
  if (!session) return { kind: 'none' }
  if (isExpired(session, now)) {
    clearStoredSession()
    return { kind: 'expired' }
  }
  return { kind: 'valid', session }
}

/** Without storage (a private window) the session lasts as long as the page. */
export function storeSession(session: AdminSession): void {
  writeJson(STORAGE_KEYS.adminSession, session)
}

/**
 * The trusted-device token an earlier login gave this browser (docs/decisions/0013): sent with
 * each login so a stranger's failures never lock this browser out. A logout keeps it.
 */
export function readDeviceToken(): string | null {
  return readText(STORAGE_KEYS.adminDevice)
}

/** Without storage, this browser is judged as a new one at each login. */
export function storeDeviceToken(device: string): void {
  writeText(STORAGE_KEYS.adminDevice, device)
}

export function clearStoredSession(): void {
  removeStored(STORAGE_KEYS.adminSession)
}
