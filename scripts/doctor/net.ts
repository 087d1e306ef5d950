/**
 * The doctor's HTTP calls: a time limit on each, and a failure told as a sentence naming the host
 * that could not be reached, never a stack trace.
 */

export const REQUEST_TIMEOUT_MS = 15_000

export type Answer =
  | { ok: true; status: number; text: string; json: unknown }
  | { ok: false; host: string; reason: string }

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'nothing answers there (connection refused)',
  ENOTFOUND: 'no such address (the name does not exist)',
  EAI_AGAIN: 'the name could not be looked up (no internet connection?)',
  ETIMEDOUT: 'it did not answer in time',
  UND_ERR_CONNECT_TIMEOUT: 'it did not answer in time',
  ECONNRESET: 'the connection was cut',
  EHOSTUNREACH: 'the host cannot be reached from here',
  ENETUNREACH: 'no network (are you online?)',
  CERT_HAS_EXPIRED: 'its HTTPS certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its HTTPS certificate is not valid',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its HTTPS certificate is for another name',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its HTTPS certificate is not valid',
}

/** Why a fetch failed, in plain words (Node's fetch puts the system error in `cause`). */
export function failureReason(error: unknown): string {
  const e = error as { name?: unknown; code?: unknown; cause?: unknown } | null
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return 'it did not answer in time'
  let cause: unknown = error
  for (let depth = 0; depth < 4 && cause; depth++) {
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string' && REASONS[code]) return REASONS[code]
    cause = (cause as { cause?: unknown }).cause
  }
  return 'the connection failed'
}

/** A request with a time limit; a network failure is an answer too, naming the host. */
export async function request(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit = {},
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<Answer> {
  const host = new URL(url).host
  try {
    const res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    const text = await res.text()
    let json: unknown = undefined
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      // Not JSON: the caller tells what it expected.
    }
    return { ok: true, status: res.status, text, json }
  } catch (error) {
    return { ok: false, host, reason: failureReason(error) }
  }
}
