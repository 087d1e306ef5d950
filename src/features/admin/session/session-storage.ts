import { ADMIN_SESSION_MS, STORAGE_KEYS } from '@/config/ui'
import type { AdminSession } from '@/data/types'
import { readJson, readText, removeStored, writeJson, writeText } from '@/lib/device-storage'

/**
 * docs/product.md §3: {userId, username, email, loginTime} plus the token, in localStorage, and
 * when the session ends by this device's clock.
 */
export interface StoredAdminSession extends AdminSession {
  /**
   * The session's end as this device's Date.now() reads it. loginTime is the database's clock,
   * which may be days or years away from this device's (docs/product.md §4).
   */
  endsAt: number
}

function isSession(value: unknown): value is AdminSession & { endsAt?: unknown } {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.userId === 'string' &&
    typeof v.username === 'string' &&
    typeof v.email === 'string' &&
    typeof v.loginTime === 'string' &&
    typeof v.token === 'string' &&
    v.token !== '' &&
    !Number.isNaN(Date.parse(v.loginTime)) &&
    (v.endsAt === undefined || Number.isFinite(v.endsAt))
  )
}

/**
 * A session adminLogin has just answered, with its end by this device's clock. The database
 * ends it 24 h after its login_time, and login_time is the database's own now as it answers
 * (docs/architecture.md, admin_login): so 24 h are left as the answer arrives, counted here from
 * this device's now rather than from a time on the database's clock.
 */
export function sessionFromLogin(session: AdminSession, now = Date.now()): StoredAdminSession {
  return { ...session, endsAt: now + ADMIN_SESSION_MS }
}

/**
 * Milliseconds left before the session expires: 0 when already expired, never more than a
 * whole session (the device's clock was set back since the login).
 */
export function msUntilExpiry(session: StoredAdminSession, now = Date.now()): number {
  return Math.min(Math.max(0, session.endsAt - now), ADMIN_SESSION_MS)
}

export type StoredSession =
  { kind: 'none' } | { kind: 'expired' } | { kind: 'valid'; session: StoredAdminSession }

/** Reads the stored session; a malformed or expired one is removed (docs/product.md §4: then cleared). */
export function readStoredSession(now = Date.now()): StoredSession {
  const stored = readJson(STORAGE_KEYS.adminSession, isSession)
  if (!stored) return { kind: 'none' }
  // Stored before endsAt was kept: its end by loginTime, as then.
  const endsAt =
    typeof stored.endsAt === 'number'
      ? stored.endsAt
      : Date.parse(stored.loginTime) + ADMIN_SESSION_MS
  const session = { ...stored, endsAt }
  if (msUntilExpiry(session, now) === 0) {
    clearStoredSession()
    return { kind: 'expired' }
  }
  return { kind: 'valid', session }
}

/** Without storage (a private window) the session lasts as long as the page. */
export function storeSession(session: StoredAdminSession): void {
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
