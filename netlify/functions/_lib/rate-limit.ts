import { COMMON } from '../../../src/config/copy/common'
import { RATE_LIMITS } from '../../../src/config/limits'
import type { ContributionRecorder } from './contributions'
import { errorText, jsonError } from './http'

/** The recorder's count for each function's limit (the SQL function is `<limit>_rate_limit`). */
const COUNTS = {
  checkout: 'allowCheckout',
  cancel_checkout: 'allowCancel',
} as const satisfies Partial<Record<keyof typeof RATE_LIMITS, keyof ContributionRecorder>>

/**
 * Counts one call against a function's rate limits (docs/decisions/0014) before Stripe is asked
 * anything: the 429 to answer past them (retry once the per-client window has passed), else null.
 * A count that cannot be taken (Supabase down, migration missing) lets the call through and is
 * logged: nothing a caller sends makes it fail. Without a recorder nothing is counted.
 */
export async function rateLimitRefusal(
  limit: keyof typeof COUNTS,
  recorder: ContributionRecorder | undefined,
  clientIp: string | undefined,
  log: Pick<Console, 'error'>,
): Promise<Response | null> {
  const count = recorder?.[COUNTS[limit]]
  if (!count) return null
  try {
    if (await count.call(recorder, clientIp?.trim() || null)) return null
  } catch (error) {
    log.error(`${limit}_rate_limit failed; going on without a rate limit:`, errorText(error))
    return null
  }
  const retryAfter = RATE_LIMITS[limit].clientWindowMinutes * 60
  return jsonError(429, COMMON.tooManyRequests, { 'retry-after': String(retryAfter) })
}
