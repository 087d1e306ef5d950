import { useCallback, useEffect, useRef, useState } from 'react'
import { useDataService } from '@/data/react/context'
import type { DataService } from '@/data/types'
import { useAdmin, useAdminErrors } from '../session/admin-context'

export interface AdminQuery<T> {
  items: T[]
  loading: boolean
  error: string | null
  reload: () => void
}

/**
 * Loads an admin-only list (RSVPs, contributions: tables with no live updates) with the session
 * token; `fetch` must be stable (defined at module level). A refused token goes back to the login.
 */
export function useAdminQuery<T>(
  fetch: (service: DataService, token: string) => Promise<T[]>,
  fallbackError: string,
): AdminQuery<T> {
  const service = useDataService()
  const { session } = useAdmin()
  const toErrorText = useAdminErrors()
  const [state, setState] = useState<Omit<AdminQuery<T>, 'reload'>>({
    items: [],
    loading: true,
    error: null,
  })
  // Answers to an older request are dropped (a refresh racing the first load).
  const generation = useRef(0)
  const run = useCallback(() => {
    const mine = ++generation.current
    let live = true
    fetch(service, session.token).then(
      (items) => {
        if (live && mine === generation.current) setState({ items, loading: false, error: null })
      },
      (err: unknown) => {
        if (live && mine === generation.current)
          setState((s) => ({ ...s, loading: false, error: toErrorText(err, fallbackError) }))
      },
    )
    return () => {
      live = false
    }
  }, [fetch, service, session.token, toErrorText, fallbackError])

  useEffect(() => run(), [run])

  const reload = useCallback(() => {
    setState((s) => ({ ...s, loading: true }))
    void run()
  }, [run])

  return { ...state, reload }
}
