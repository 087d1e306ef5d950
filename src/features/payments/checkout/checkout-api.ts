import { COMMON, CONTRIBUTION } from '@/config/copy'
import { isOffline, offlineError } from '@/data/offline-error'
import { DataError } from '@/data/types'
import { STORAGE_KEYS } from '@/config/ui'
import { readText, removeStored, writeText } from '@/lib/device-storage'
import type { CheckoutRequest } from '@/lib/forms/schemas'

export const CHECKOUT_ENDPOINT = '/.netlify/functions/create-checkout-session'
export const CANCEL_ENDPOINT = '/.netlify/functions/cancel-checkout'

/**
 * A failed checkout, a write like any other: `message` goes into docs/product.md §8's sentence, `detail` is
 * 'HTTP {status}: {body}'.
 */
export class CheckoutError extends DataError {
  override name = 'CheckoutError'
  constructor(
    message: string,
    readonly detail: string | null,
  ) {
    super(message)
  }
}

function errorFromBody(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body)
    if (parsed && typeof parsed === 'object' && 'error' in parsed) {
      const error = (parsed as { error: unknown }).error
      if (typeof error === 'string' && error.trim() !== '') return error.trim().replace(/\.$/, '')
    }
  } catch {
    // Not JSON (a proxy's HTML page, for instance): fall through to the product's 'Erro desconhecido'.
  }
  return COMMON.unknownError
}

/**
 * POSTs the payload and resolves to the hosted Checkout URL (the function answers {id, url};
 * docs/decisions/0005-stripe-checkout-redirect.md). The session's id is kept for /cancel
 * (cancelOpenCheckout) before the browser leaves.
 */
export async function createCheckoutSession(
  payload: CheckoutRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  // Without signal nothing is sent, as for every other write (docs/decisions/0021).
  if (isOffline()) throw offlineError()
  let res: Response
  try {
    res = await fetchImpl(CHECKOUT_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    })
  } catch (error) {
    throw isOffline() ? offlineError(error) : new CheckoutError(CONTRIBUTION.networkError, null)
  }
  const body = await res.text()
  if (!res.ok) {
    throw new CheckoutError(errorFromBody(body), CONTRIBUTION.httpDetail(res.status, body))
  }
  let answer: { url?: unknown; id?: unknown } = {}
  try {
    answer = (JSON.parse(body) as typeof answer | null) ?? {}
  } catch {
    // Not JSON: no url, said below.
  }
  const { url, id } = answer
  if (typeof url !== 'string' || (!/^https?:\/\//.test(url) && !url.startsWith('/'))) {
    throw new CheckoutError(CONTRIBUTION.missingUrl, CONTRIBUTION.httpDetail(res.status, body))
  }
  if (typeof id === 'string') keepOpenCheckout(id)
  return url
}

/**
 * The id of the Checkout this tab is sent to, in the tab's sessionStorage (this tab only, and it
 * survives the trip to Stripe and back), so /cancel can close it and free its cotas at once.
 * Without storage, /cancel leaves the Checkout to close by itself.
 */
function keepOpenCheckout(id: string): void {
  writeText(STORAGE_KEYS.openCheckout, id, 'session')
}

function forgetOpenCheckout(): void {
  removeStored(STORAGE_KEYS.openCheckout, 'session')
}

/**
 * On /cancel: closes the Checkout this tab was sent to (the cancel-checkout function expires it
 * at Stripe if it is still open and frees its cotas), so the guest who gave up does not find the
 * last cota still taken. The id is sent once; kept for the next visit only when the function could
 * not be reached or failed (a 5xx). Never throws: without it the page closes by itself anyway.
 */
export async function cancelOpenCheckout(fetchImpl: typeof fetch = fetch): Promise<void> {
  const id = readText(STORAGE_KEYS.openCheckout, 'session')
  if (!id || isOffline()) return
  // Taken at once: a second call (React's development double effect, a reload) sends nothing.
  forgetOpenCheckout()
  try {
    const res = await fetchImpl(CANCEL_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
    })
    if (res.status >= 500) keepOpenCheckout(id)
  } catch {
    keepOpenCheckout(id)
  }
}
