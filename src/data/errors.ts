import { COMMON } from '@/config/copy/common'
import { ADMIN_ERRORS } from '@/config/copy/errors'
import { isOffline, offlineError } from './offline-error'
import { DataError, SQLSTATE_TO_CODE, type DataErrorCode } from './types'

/**
 * One error mapping for every backend (docs/architecture.md "The SQL API"): a function that raises
 * one of our SQLSTATEs (WD400…WD429) carries the pt-BR text to show, so we keep it; anything else
 * (network, 5xx, a bug) becomes the docs/product.md §8 generic text of the operation, which its
 * entry of src/data/sql-api.ts names (`error`; 'Erro desconhecido' when it names none).
 */

/** The generic text of a failure with no text of its own (`detail`: what went wrong). */
type ErrorText = (detail: string) => string
const UNKNOWN: ErrorText = () => COMMON.unknownError

function field(error: unknown, key: 'code' | 'message'): string | undefined {
  if (typeof error !== 'object' || error === null || !(key in error)) return undefined
  const value = (error as Record<string, unknown>)[key]
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** The DataError code of a PostgREST / PGlite error, when it is one of ours. */
export function sqlStateCode(error: unknown): DataErrorCode | undefined {
  const code = field(error, 'code')
  return code ? SQLSTATE_TO_CODE[code] : undefined
}

/** Turns whatever a backend threw or returned into the DataError the UI shows. */
export function toDataError(generic: ErrorText | undefined, error: unknown): DataError {
  if (error instanceof DataError) return error
  const message = field(error, 'message')
  const code = sqlStateCode(error)
  // A request that failed for want of a network says so, not 'Erro desconhecido'.
  if (!code && isOffline()) return offlineError(error)
  // A rate limit reads the same for every write and every backend (src/config/limits.ts).
  if (code === 'rate_limited') return new DataError(COMMON.tooManyRequests, code, { cause: error })
  if (code && message) return new DataError(message, code, { cause: error })
  return new DataError((generic ?? UNKNOWN)(detailOf(message)), 'unknown', { cause: error })
}

/** A readable detail for the texts that show one: a gateway's HTML page becomes its words. */
function detailOf(message: string | undefined): string {
  const plain = (message ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return plain ? plain.slice(0, 160) : COMMON.unknownError
}

/**
 * admin_login answers failures with `{error: 'forbidden' | 'locked' | 'busy', message}` instead of
 * raising (a raise would roll back the failure counter behind the lockout: docs/architecture.md).
 * 'busy' (too many logins a minute from strangers) is a lock of a minute for this browser.
 */
export function loginFailure(result: unknown): DataError | undefined {
  if (typeof result !== 'object' || result === null || !('error' in result)) return undefined
  const kind = (result as { error: unknown }).error
  if (kind === null || kind === undefined) return undefined
  const message = field(result, 'message')
  if (kind === 'locked') return new DataError(message ?? ADMIN_ERRORS.tooManyAttempts, 'locked')
  if (kind === 'busy') return new DataError(message ?? ADMIN_ERRORS.loginBusy, 'locked')
  if (kind === 'forbidden')
    return new DataError(message ?? ADMIN_ERRORS.wrongCredentials, 'forbidden')
  return new DataError(message ?? ADMIN_ERRORS.loginError, 'unknown')
}

/**
 * get_invitation and answer_invitation answer a wrong code with the error a raise would carry,
 * `{code: 'WD404', message}`, instead of raising (a raise would roll back the count of wrong codes
 * behind the slowdown: docs/decisions/0016-guest-list.md); inform_gift_pix a txid not found, for
 * the same reason. The DataError of such an answer.
 */
export function answeredFailure(
  generic: ErrorText | undefined,
  result: unknown,
): DataError | undefined {
  if (typeof result !== 'object' || result === null || !('code' in result)) return undefined
  return toDataError(generic, result)
}

/** Reads never throw (docs/product.md §8): log and return the empty value. */
export function logReadError(what: string, error: unknown): void {
  console.error(`Erro ao carregar ${what}`, error)
}
