import type { PGlite } from '@electric-sql/pglite'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { createService } from '@/data/service'
import { supabaseBackend } from '@/data/supabase/supabase'
import type { DataService } from '@/data/types'
import {
  createFakeEdge,
  postgrestError,
  type FakeEdge,
  type FakeResponse,
  type RecordedRequest,
  type Route,
} from '../harness/fake-supabase.mjs'

/**
 * supabase-js on the fake Supabase edge (tests/harness/fake-supabase.mjs, shared with the bench),
 * with the real SQL behind it or none: the tests see the real request shapes (URL, query string,
 * rpc body) and may script answers with routes. Realtime is a websocket; it is faked at the client level
 * (client.channel / client.removeChannel) instead.
 */

export const SUPABASE_URL = 'https://proj.supabase.test'
export const ANON_KEY = 'anon-key-for-tests'

export { postgrestError }
export type { FakeResponse, RecordedRequest, Route }

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

export interface SupabaseFake extends FakeEdge {
  service: DataService
  client: SupabaseClient
  channels: FakeChannel[]
  /** Delivers a postgres_changes event to the channels bound to `table`. */
  emit: (table: string, eventType?: 'INSERT' | 'UPDATE' | 'DELETE') => void
}

/** A WebSocket constructor that refuses to open: realtime is faked below. */
function NoSocket(): never {
  throw new Error('the tests fake realtime at the client level; no socket may open')
}

/**
 * `db`: the database behind the edge (PostgREST reads and rpc on it as anon); without one, every
 * answer comes from the routes a test scripts.
 */
export function createSupabaseFake({ db = null }: { db?: PGlite | null } = {}): SupabaseFake {
  const fake = Object.assign(createFakeEdge({ db }), {
    channels: [] as FakeChannel[],
  }) as SupabaseFake
  const fakeFetch = fake.fetch

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
  fake.service = createService(supabaseBackend(client))
  return fake
}
