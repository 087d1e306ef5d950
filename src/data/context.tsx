import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { createDataService } from './create'
import { createNotConfiguredService } from './not-configured'
import type { DataService } from './types'

interface DataState {
  service: DataService
  /** False while the backend boots (the embedded database takes a moment on first visit). */
  ready: boolean
  /** The backend failed to start: the app shows the render-failure screen. */
  error: unknown
}

const DataContext = createContext<DataState | null>(null)

/**
 * Provides the DataService. Pass `service` in tests; otherwise the backend chosen by env is
 * created once, after the first paint, so the static sections never wait for the database.
 */
export function DataServiceProvider({
  service,
  children,
}: {
  service?: DataService
  children: ReactNode
}) {
  const [state, setState] = useState<DataState>(() =>
    service
      ? { service, ready: true, error: null }
      : { service: createNotConfiguredService(), ready: false, error: null },
  )
  useEffect(() => {
    if (service) return
    let cancelled = false
    createDataService().then(
      (created) => !cancelled && setState({ service: created, ready: true, error: null }),
      (error: unknown) => {
        console.error('Falha ao iniciar o banco de dados', error)
        if (!cancelled) setState((s) => ({ ...s, ready: true, error }))
      },
    )
    return () => {
      cancelled = true
    }
  }, [service])
  return <DataContext.Provider value={state}>{children}</DataContext.Provider>
}

function useDataState(): DataState {
  const state = useContext(DataContext)
  if (!state) throw new Error('useDataService must be used inside <DataServiceProvider>')
  return state
}

export function useDataService(): DataService {
  return useDataState().service
}

/** { ready, error } of the backend, for loading states and the render-failure screen. */
export function useDataStatus(): {
  ready: boolean
  error: unknown
  backend: DataService['backend']
} {
  const { ready, error, service } = useDataState()
  return { ready, error, backend: service.backend }
}
