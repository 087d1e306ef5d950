import { createClient, type SupabaseClient } from '@supabase/supabase-js'

/**
 * A WebSocket that is never opened: the functions call rpc and Storage only, never Realtime. Given
 * as Realtime's transport so that supabase-js does not look for a WebSocket when the client is
 * made (Node 20, which netlify.toml names, has none and supabase-js then throws).
 */
function NoSocket(): never {
  throw new Error('the functions do not use Supabase Realtime')
}

/**
 * supabase-js with the service-role key (SUPABASE_SERVICE_ROLE_KEY), for the guest-photos
 * function's rpc and Storage calls: no session of its own (the key is the identity), no Realtime.
 * `fetch`: tests answer the HTTP edge themselves (tests/harness/fake-supabase.mjs).
 */
export function serviceClient(
  config: { url: string; serviceRoleKey: string },
  fetchImpl?: typeof fetch,
): SupabaseClient {
  return createClient(config.url, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoSocket as unknown as typeof WebSocket },
    global: fetchImpl ? { fetch: fetchImpl } : {},
  })
}
