import { redactSecrets } from './http'

export type ContributionStatus = 'paid' | 'failed' | 'expired'

export interface PendingContribution {
  amountCents: number
  donorName: string
  donorEmail: string
  donorPhone: string | null
  message: string | null
  stripeSessionId: string
  /** A 'money' gift's id (docs/decisions/0017); absent for the free-value contribution. */
  giftId?: string
  /** The cotas of a priced gift; null or absent for a free amount. */
  quotas?: number | null
  /**
   * The gift's name on a row written without its gift (the webhook's late record of a paid gift
   * it could not record with it); the database ignores it beside a gift, whose name is its own.
   */
  giftName?: string
  /** The Checkout's fingerprint, page and end, so that a repeat can reuse it (open_checkout). */
  checkout?: { key: string; url: string; expiresAt: string }
  /**
   * The guest's address (Netlify's context.ip) of a new Checkout for a gift, whose hold counts
   * against that address's share (docs/decisions/0017 "Holds per client"); null: unknown.
   */
  client?: string | null
}

/** What open_checkout answers for a Checkout fingerprint. */
export interface OpenCheckout {
  /** A pending session with this fingerprint that stays open long enough to pay, if any. */
  live: { id: string; url: string } | null
  /** How many sessions with this fingerprint are closed (paid, failed or expired). */
  closed: number
}

/** What quote_gift answers: the gift's name and the amount to charge, both the database's. */
export interface GiftQuote {
  name: string
  amountCents: number
}

/**
 * Where the functions write contributions (docs/architecture.md: service-role RPCs). Tests pass
 * their own recorder; production uses Supabase's REST rpc endpoint.
 */
export interface ContributionRecorder {
  /**
   * record_contribution: a pending card contribution; resolves to its id. With a gift it takes
   * the cotas at once, or refuses with WD409 when they are gone, and a new Checkout's with WD421
   * past the holds' caps of its `client`.
   */
  recordPending(entry: PendingContribution): Promise<string>
  /**
   * quote_gift: a 'money' gift's name and amount for `quotas` cotas (a priced gift) or
   * `amountCents` (a free-amount one); refuses with WD404 (no such gift), WD409 (not enough cotas
   * left), WD400 (not given this way) or WD421 (the guest at `client` holds too many cotas
   * already, or everyone does), with the guest's pt-BR text.
   */
  quoteGift(
    giftId: string,
    quotas: number | null,
    amountCents: number | null,
    client?: string | null,
  ): Promise<GiftQuote>
  /** open_checkout: the live session a repeated checkout may reuse. */
  openCheckout(checkoutKey: string): Promise<OpenCheckout>
  /** mark_contribution: false when nothing changed (a replayed event). */
  mark(stripeSessionId: string, status: ContributionStatus): Promise<boolean>
  /**
   * extend_checkout_hold: a pending row completed with a delayed method (Stripe's PIX, boleto)
   * keeps its cotas until `holdUntil` (ISO time); false when nothing changed. WD404: no such row.
   */
  extendHold(stripeSessionId: string, holdUntil: string): Promise<boolean>
  /**
   * checkout_rate_limit: counts one new Checkout Session for this client address (null: only
   * the global ceiling) and resolves to false past the limits (src/config/limits.ts).
   */
  allowCheckout?(client: string | null): Promise<boolean>
  /** cancel_checkout_rate_limit: as allowCheckout, for the cancel-checkout function. */
  allowCancel?(client: string | null): Promise<boolean>
}

export class RecorderError extends Error {
  override name = 'RecorderError'
  constructor(
    message: string,
    /** HTTP status of the REST call; 4xx is a refusal that a retry will not fix. */
    readonly status: number,
    /** The SQLSTATE PostgREST reports (docs/architecture.md: WD400, WD404…), when any. */
    readonly code: string | null,
    /** The database's own message (for WD4xx, the pt-BR text the guest may read), when any. */
    readonly sqlMessage: string | null = null,
  ) {
    super(message)
  }

  /**
   * The database refused the data itself (one of our WD4xx input answers, or a PostgreSQL data or
   * constraint error): sending the same event again gets the same answer. Anything else (a wrong
   * or rotated key: 401/403; a function not found because a migration was not pushed: 404
   * PGRST202; 5xx; no answer) is the site's fault and may heal, so it must not be acknowledged.
   */
  get isDataRefusal(): boolean {
    if (this.status < 400 || this.status >= 500 || !this.code) return false
    return DATA_REFUSALS.test(this.code)
  }
}

/** The database has no such row or gift (WD404): for a session, its row was never recorded. */
export function isNotFound(error: unknown): boolean {
  return error instanceof RecorderError && error.code === 'WD404'
}

/** WD400 invalid, WD404 not found, WD409 conflict; SQLSTATE classes 22 (data) and 23 (constraints). */
const DATA_REFUSALS = /^(WD40[049]|22[0-9A-Z]{3}|23[0-9A-Z]{3})$/

/** A field of PostgREST's error body ({code, message, details, hint}), when it is text. */
function errorField(body: string, field: 'code' | 'message'): string | null {
  try {
    const parsed: unknown = JSON.parse(body)
    if (parsed && typeof parsed === 'object' && field in parsed) {
      const value = (parsed as Record<string, unknown>)[field]
      return typeof value === 'string' ? value : null
    }
  } catch {
    // Not JSON: nothing to report.
  }
  return null
}

/**
 * Calls `${url}/rest/v1/rpc/<fn>` with the service-role key. A plain fetch keeps supabase-js out
 * of the function bundle. New-style secret keys (sb_secret_…) are not JWTs and go only in the
 * apikey header; a legacy service_role JWT also goes in Authorization.
 */
export function supabaseRecorder(
  config: { url: string; serviceRoleKey: string },
  fetchImpl: typeof fetch = fetch,
): ContributionRecorder {
  async function rpc(fn: string, args: Record<string, unknown>): Promise<unknown> {
    const headers: Record<string, string> = {
      apikey: config.serviceRoleKey,
      'content-type': 'application/json',
      accept: 'application/json',
    }
    if (config.serviceRoleKey.startsWith('eyJ')) {
      headers.authorization = `Bearer ${config.serviceRoleKey}`
    }
    const res = await fetchImpl(`${config.url}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(args),
    })
    const text = await res.text()
    if (!res.ok) {
      throw new RecorderError(
        redactSecrets(`${fn} failed: HTTP ${res.status}: ${text}`),
        res.status,
        errorField(text, 'code'),
        errorField(text, 'message'),
      )
    }
    return text === '' ? null : (JSON.parse(text) as unknown)
  }
  /** One call of a service-role rate limit: false past it (WD420, private.rate_limit). */
  async function counted(fn: string, client: string | null): Promise<boolean> {
    try {
      await rpc(fn, { p_client: client })
      return true
    } catch (error) {
      // Anything but WD420 is the caller's to handle.
      if (error instanceof RecorderError && error.code === 'WD420') return false
      throw error
    }
  }
  return {
    async recordPending(entry) {
      const id = await rpc('record_contribution', {
        p_kind: 'card',
        p_amount_cents: entry.amountCents,
        p_donor_name: entry.donorName,
        p_donor_email: entry.donorEmail,
        p_donor_phone: entry.donorPhone,
        p_message: entry.message,
        p_stripe_session_id: entry.stripeSessionId,
        p_checkout_key: entry.checkout?.key ?? null,
        p_checkout_url: entry.checkout?.url ?? null,
        p_expires_at: entry.checkout?.expiresAt ?? null,
        // Only with a gift (or its name), so the contribution's call stays as short as it was.
        // The webhook's late record names no client.
        ...(entry.giftId ? { p_gift_id: entry.giftId, p_quotas: entry.quotas ?? null } : {}),
        ...(entry.giftId && entry.client ? { p_client: entry.client } : {}),
        ...(!entry.giftId && entry.giftName ? { p_gift_name: entry.giftName } : {}),
      })
      return String(id)
    },
    async quoteGift(giftId, quotas, amountCents, client) {
      const answer = (await rpc('quote_gift', {
        p_gift_id: giftId,
        p_quotas: quotas,
        p_amount_cents: amountCents,
        ...(client ? { p_client: client } : {}),
      })) as { name?: unknown; amount_cents?: unknown } | null
      const name = answer?.name
      const amount = answer?.amount_cents
      if (typeof name !== 'string' || name === '' || !Number.isInteger(amount)) {
        throw new Error(`quote_gift answered an unexpected value: ${JSON.stringify(answer)}`)
      }
      return { name, amountCents: amount as number }
    },
    async openCheckout(checkoutKey) {
      const answer = (await rpc('open_checkout', { p_checkout_key: checkoutKey })) as {
        stripe_session_id?: unknown
        checkout_url?: unknown
        closed?: unknown
      } | null
      const id = answer?.stripe_session_id
      const url = answer?.checkout_url
      return {
        live: typeof id === 'string' && typeof url === 'string' ? { id, url } : null,
        closed: Number(answer?.closed ?? 0),
      }
    },
    async mark(stripeSessionId, status) {
      const changed = await rpc('mark_contribution', {
        p_stripe_session_id: stripeSessionId,
        p_status: status,
      })
      return changed === true
    },
    async extendHold(stripeSessionId, holdUntil) {
      const changed = await rpc('extend_checkout_hold', {
        p_stripe_session_id: stripeSessionId,
        p_hold_until: holdUntil,
      })
      return changed === true
    },
    allowCheckout: (client) => counted('checkout_rate_limit', client),
    allowCancel: (client) => counted('cancel_checkout_rate_limit', client),
  }
}
