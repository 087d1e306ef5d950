import type { DataService } from './types'

// Work in progress (issue 3): the Supabase backend.
export async function createSupabaseService(_url: string, _anonKey: string): Promise<DataService> {
  throw new Error('Supabase backend not built yet')
}
