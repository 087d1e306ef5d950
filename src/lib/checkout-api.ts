import { COMMON, CONTRIBUTION } from '@/config/copy'
import { isOffline, offlineError } from '@/data/offline-error'
import { DataError } from '@/data/types'
import type { CheckoutRequest } from '@/lib/forms/schemas'

export const CHECKOUT_ENDPOINT = '/.netlify/functions/create-checkout-session'

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
 * docs/decisions/0005-stripe-checkout-redirect.md).
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
  let url: unknown
  try {
    url = (JSON.parse(body) as { url?: unknown }).url
  } catch {
    url = undefined
  }
  if (typeof url !== 'string' || (!/^https?:\/\//.test(url) && !url.startsWith('/'))) {
    throw new CheckoutError(CONTRIBUTION.missingUrl, CONTRIBUTION.httpDetail(res.status, body))
  }
  return url
}
