import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { toDataError } from '../errors'
import type { Backend } from '../backend'
import type { PublicSelect, SqlAnswers, SqlCaller, SqlReturns } from '../sql-api'
import { guestPhotoStorage, type GuestPhotoStorage } from './guest-photo-storage'

/**
 * The Supabase backend: plain selects for public reads (listed columns: anon has column grants
 * only), `rpc` for every write and every admin call, postgres_changes for live lists
 * (docs/architecture.md). What each call sends is in sql-api.ts.
 */

type Row = Record<string, unknown>

export interface SupabaseServiceOptions {
  /** Tests answer the HTTP edge with a fake fetch. */
  fetch?: typeof fetch
  /** Where the guest-photos function answers (tests: an absolute address); its fetch. */
  photos?: { functionUrl?: string; fetch?: typeof fetch }
}

export function createSupabaseBackend(
  url: string,
  anonKey: string,
  options: SupabaseServiceOptions = {},
): Backend {
  const client = createClient(url, anonKey, {
    // Guests never sign in with Supabase Auth; admin sessions are our own tokens (docs/decisions/0001-admin-auth-in-sql.md).
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: options.fetch ? { fetch: options.fetch } : {},
  })
  // The guests' photos' bytes go to Storage through the guest-photos function.
  return supabaseBackend(client, guestPhotoStorage(client, options.photos))
}

/** PostgREST's answer as the kind the function returns (one row may come as an object). */
function answerOf<R extends SqlReturns>(returns: R, data: unknown): SqlAnswers[R] {
  const rows = Array.isArray(data) ? (data as Row[]) : []
  const answers: SqlAnswers = {
    rows,
    row: Array.isArray(data) ? (rows[0] ?? null) : ((data as Row | null) ?? null),
    scalar: data,
    json: data,
    void: undefined,
  }
  return answers[returns]
}

let channelCount = 0

/**
 * `photos`: where the guests' photos' bytes go (guest-photo-storage.ts); without it they travel
 * through rpc as data URLs, as on the embedded backend (the contract suite's fake edge).
 */
export function supabaseBackend(client: SupabaseClient, photos?: GuestPhotoStorage): Backend {
  const rpc = async (fn: Parameters<SqlCaller>[0], named: Record<string, unknown>) => {
    let result: { data: unknown; error: unknown }
    try {
      result = await client.rpc(fn.name, named)
    } catch (error) {
      throw toDataError(fn.error, error)
    }
    if (result.error) throw toDataError(fn.error, result.error)
    return result.data
  }
  const call: SqlCaller = async (fn, args) => {
    const named = Object.fromEntries(fn.params.map((p) => [p, args[p]]))
    const data =
      photos && photos.handles(fn.name)
        ? await photos.call(fn, named, () => rpc(fn, named))
        : await rpc(fn, named)
    return answerOf(fn.returns, data)
  }

  const select: PublicSelect = async (read, id) => {
    let query = client.from(read.table).select(read.columns.join(','))
    for (const [column, value] of Object.entries(read.where)) query = query.eq(column, value)
    for (const [column, direction] of read.order) {
      query = query.order(column, { ascending: direction === 'asc' })
    }
    const { data, error } = await (id === undefined ? query : query.eq('id', id).limit(1))
    if (error) throw error
    return Array.isArray(data) ? (data as unknown as Row[]) : []
  }

  return {
    kind: 'supabase',
    call,
    select,

    // One channel per subscription, removed on unsubscribe; any event re-fetches (docs/product.md §7).
    subscribe: (table, onChange) => {
      const channel = client
        .channel(`wedding-${table}-${++channelCount}`)
        .on('postgres_changes', { event: '*', schema: 'public', table }, () => onChange())
        .subscribe()
      return () => {
        void client.removeChannel(channel)
      }
    },
  }
}
