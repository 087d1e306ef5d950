/**
 * Small helpers shared by the functions: JSON answers, the error body `{ error: '<pt-BR text>' }`
 * and log text without secrets.
 */

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  })
}

/** Issue 5: 4xx/5xx bodies are `{ error: '<pt-BR message>' }`. */
export function jsonError(status: number, message: string, headers?: Record<string, string>) {
  return json({ error: message }, status, headers)
}

const SECRET_PATTERNS = [
  /\b(sk|rk)_(test|live)_[A-Za-z0-9*]+/g,
  /\bwhsec_[A-Za-z0-9]+/g,
  /\bsb_secret_[A-Za-z0-9_-]+/g,
  /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g,
]

/** Removes anything that looks like a key before a message reaches a log line. */
export function redactSecrets(text: string): string {
  return SECRET_PATTERNS.reduce((acc, re) => acc.replace(re, '[redacted]'), text)
}

/**
 * An error as a log line reads it: its class (StripeConnectionError, RecorderError…) and message,
 * without any key.
 */
export function errorText(error: unknown): string {
  return redactSecrets(error instanceof Error ? `${error.name}: ${error.message}` : String(error))
}
