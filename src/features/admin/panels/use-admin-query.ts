import { useCallback, useEffect } from 'react'
import { useQuery, type QueryOptions } from '@/data/react/queries'
import type { DataService } from '@/data/types'
import { errorText } from '@/lib/forms/use-form'
import { useAdmin, useEndExpiredSession } from '../session/admin-context'

export interface AdminQuery<T> {
  items: T[]
  loading: boolean
  error: string | null
  reload: () => void
}

const NONE: never[] = []

/**
 * A read of the couple's panel (src/data/react/queries.ts) with the session token: `name` names
 * the list (the token joins the key), `fetch` reads it. A failed read shows `fallbackError` unless
 * the database says better, and a refused token goes back to the login.
 */
export function useAdminQuery<T>(
  name: string,
  fetch: (service: DataService, token: string) => Promise<T[]>,
  fallbackError: string,
  options: QueryOptions = {},
): AdminQuery<T> {
  const { session } = useAdmin()
  const endExpired = useEndExpiredSession()
  const read = useCallback(
    (service: DataService) => fetch(service, session.token),
    [fetch, session.token],
  )
  const query = useQuery<T[]>(`admin:${name}:${session.token}`, read, NONE, options)
  useEffect(() => {
    if (query.error) endExpired(query.error)
  }, [query.error, endExpired])
  const { reload } = query
  return {
    items: query.data,
    loading: query.loading,
    error: query.error ? errorText(query.error, { fallback: fallbackError }) : null,
    reload: useCallback(() => void reload(), [reload]),
  }
}
