import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { createSupabaseServiceOn } from '@/data/supabase/supabase'
import type { DataService } from '@/data/types'

/**
 * A fake of Supabase's HTTP edge (PostgREST under /rest/v1): supabase-js runs unchanged with this
 * `fetch`, so the tests see the real request shapes (URL, query string, rpc body) and feed back
 * the response shapes PostgREST sends. Realtime is a websocket; it is faked at the client level
 * (client.channel / client.removeChannel) instead.
 */

export const SUPABASE_URL = 'https://proj.supabase.test'
export const ANON_KEY = 'anon-key-for-tests'

export interface RecordedRequest {
  method: string
  /** Path after /rest/v1, e.g. '/gifts' or '/rpc/reserve_gift'. */
  path: string
  params: URLSearchParams
  body: unknown
  headers: Headers
}

export interface FakeResponse {
  status: number
  body?: unknown
}

export type Route = (req: RecordedRequest) => FakeResponse | undefined

/** PostgREST's error body for a function that raised (SQLSTATE in `code`). */
export function postgrestError(code: string, message: string, status = 400): FakeResponse {
  return { status, body: { code, message, details: null, hint: null } }
}

export interface FakeChannel {
  name: string
  bindings: {
    type: string
    filter: Record<string, unknown>
    callback: (payload: unknown) => void
  }[]
  subscribed: boolean
  removed: boolean
}

export interface SupabaseFake {
  service: DataService
  client: SupabaseClient
  requests: RecordedRequest[]
  /** Routes tried first to last; the first answer wins. Unrouted requests get 404. */
  routes: Route[]
  /**
   * 'gateway': every request gets a 502 HTML page (the edge is down); 'network': fetch rejects
   * like a dropped connection. supabase-js retries GETs on a network error with back-off (several
   * seconds), so the shared scenarios use 'gateway' and a POST-only test uses 'network'.
   */
  offline: false | 'gateway' | 'network'
  channels: FakeChannel[]
  /** Delivers a postgres_changes event to the channels bound to `table`. */
  emit: (table: string, eventType?: 'INSERT' | 'UPDATE' | 'DELETE') => void
}

/** A WebSocket constructor that refuses to open: realtime is faked below. */
function NoSocket(): never {
  throw new Error('the tests fake realtime at the client level; no socket may open')
}

export function createSupabaseFake(): SupabaseFake {
  const fake = {
    requests: [] as RecordedRequest[],
    routes: [] as Route[],
    offline: false,
    channels: [] as FakeChannel[],
  } as SupabaseFake

  const fakeFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    if (fake.offline === 'network') throw new TypeError('fetch failed')
    if (fake.offline === 'gateway') {
      return new Response('<html><body>502 Bad Gateway</body></html>', {
        status: 502,
        headers: { 'content-type': 'text/html' },
      })
    }
    const url = new URL(request.url)
    const text = request.method === 'GET' ? '' : await request.text()
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/rest\/v1/, ''),
      params: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
    }
    fake.requests.push(recorded)
    for (const route of fake.routes) {
      const answer = route(recorded)
      if (!answer) continue
      if (answer.status === 204 || answer.body === undefined) {
        return new Response(null, { status: answer.status === 200 ? 204 : answer.status })
      }
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      })
    }
    return new Response(JSON.stringify(postgrestError('PGRST202', 'not routed').body), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    })
  }

  const client = createClient(SUPABASE_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fakeFetch },
    // Node 20 has no WebSocket; realtime is faked below, so the socket is never opened.
    realtime: { transport: NoSocket as unknown as typeof WebSocket },
  })

  // Realtime at the client level: record channels, their bindings and their removal.
  const channel = (name: string) => {
    const record: FakeChannel = { name, bindings: [], subscribed: false, removed: false }
    fake.channels.push(record)
    const api = {
      on(type: string, filter: Record<string, unknown>, callback: (payload: unknown) => void) {
        record.bindings.push({ type, filter, callback })
        return api
      },
      subscribe() {
        record.subscribed = true
        return api
      },
      record,
    }
    return api
  }
  Object.assign(client, {
    channel,
    removeChannel: async (ch: { record: FakeChannel }) => {
      ch.record.removed = true
      return 'ok'
    },
  })

  fake.emit = (table, eventType = 'INSERT') => {
    for (const ch of fake.channels) {
      if (ch.removed || !ch.subscribed) continue
      for (const b of ch.bindings) {
        if (b.type === 'postgres_changes' && b.filter.table === table) {
          b.callback({ eventType, schema: 'public', table, new: {}, old: {} })
        }
      }
    }
  }
  fake.client = client
  fake.service = createSupabaseServiceOn(client)
  return fake
}
