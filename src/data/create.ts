import { DATA_BACKEND, env, type DataBackend } from '@/config/env'
import { createNotConfiguredService } from './stand-ins/not-configured'
import type { DataService } from './types'

/**
 * Picks the backend by the rule in src/config/env-rules.ts. Both real backends are loaded with
 * dynamic import(): a Supabase build carries no PGlite, and the demo carries no supabase-js.
 */
export async function createDataService(backend: DataBackend = DATA_BACKEND): Promise<DataService> {
  if (backend === 'supabase' && env.VITE_SUPABASE_URL && env.VITE_SUPABASE_ANON_KEY) {
    const { createSupabaseService } = await import('./supabase/supabase')
    return createSupabaseService(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY)
  }
  if (backend === 'embedded') {
    const { createEmbeddedService } = await import('./embedded/embedded')
    return createEmbeddedService()
  }
  return createNotConfiguredService()
}
