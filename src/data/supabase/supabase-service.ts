import { env } from '@/config/env'
import { createService } from '../service'
import type { DataService } from '../types'
import { createSupabaseBackend } from './supabase'

/**
 * The DataService over Supabase alone, without the other backends create.ts may load: for the
 * service worker's background send of the guests' photos (src/features/guest-photos/
 * photo-sync-worker.ts), which is built as one file. Null when the build has no Supabase.
 */
export function supabaseDataService(): DataService | null {
  if (!env.VITE_SUPABASE_URL || !env.VITE_SUPABASE_ANON_KEY) return null
  return createService(createSupabaseBackend(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY))
}
