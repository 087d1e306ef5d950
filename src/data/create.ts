import { DATA_BACKEND, env, type DataBackend } from '@/config/env'
import type { Backend } from './backend'
import type { DataService } from './types'

/**
 * The backend the build chose (the rule in src/config/env-rules.ts). Both real backends are
 * loaded with dynamic import(): a Supabase build carries no PGlite, and the demo no supabase-js.
 */
async function startBackend(backend: DataBackend): Promise<Backend> {
  if (backend === 'supabase' && env.VITE_SUPABASE_URL && env.VITE_SUPABASE_ANON_KEY) {
    const { createSupabaseBackend } = await import('./supabase/supabase')
    return createSupabaseBackend(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY)
  }
  if (backend === 'embedded') {
    const { createEmbeddedBackend } = await import('./embedded/embedded')
    return createEmbeddedBackend()
  }
  const { notConfiguredBackend } = await import('./backend')
  return notConfiguredBackend()
}

/**
 * The site's DataService: the SQL API over the chosen backend, with the last copies of the public
 * lists in IndexedDB (docs/decisions/0021-offline-at-the-farm.md).
 */
export async function createDataService(backend: DataBackend = DATA_BACKEND): Promise<DataService> {
  const [{ createService }, { idbLastCopyStore }, started] = await Promise.all([
    import('./service'),
    import('./last-copy'),
    startBackend(backend),
  ])
  return createService(started, backend === 'none' ? {} : { lastCopies: idbLastCopyStore() })
}
