import { DATA_BACKEND, env, type DataBackend } from '@/config/env'
import { createNotConfiguredService } from './stand-ins/not-configured'
import type { DataService } from './types'

/**
 * Picks the backend by the rule in src/config/env-rules.ts. Both real backends are loaded with
 * dynamic import(): a Supabase build carries no PGlite, and the demo carries no supabase-js.
 */
export async function createDataService(backend: DataBackend = DATA_BACKEND): Promise<DataService> {
  // Both come with offlineAware (last copies, offline writes refused): docs/decisions/0021.
  if (backend === 'supabase' && env.VITE_SUPABASE_URL && env.VITE_SUPABASE_ANON_KEY) {
    const [{ createSupabaseService }, { offlineAware }] = await Promise.all([
      import('./supabase/supabase'),
      import('./offline'),
    ])
    return offlineAware(createSupabaseService(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY))
  }
  if (backend === 'embedded') {
    const [{ createEmbeddedService }, { offlineAware }] = await Promise.all([
      import('./embedded/embedded'),
      import('./offline'),
    ])
    return offlineAware(await createEmbeddedService())
  }
  return createNotConfiguredService()
}
