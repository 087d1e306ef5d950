import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { DATA_BACKEND } from '@/config/env'
import { createDataService } from './create'
import { createDeferredService } from './deferred'
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

interface Boot {
  /** Creates the backend once (StrictMode runs effects twice; two workers would be wasteful). */
  start: () => Promise<DataService>
  placeholder: DataService
}

function createBoot(): Boot {
  let resolve: (service: DataService) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const pending = new Promise<DataService>((res, rej) => {
    resolve = res
    reject = rej
  })
  let started = false
  return {
    placeholder: createDeferredService(DATA_BACKEND, pending),
    start: () => {
      if (!started) {
        started = true
        createDataService().then(resolve, reject)
      }
      return pending
    },
  }
}

/**
 * Provides the DataService. Pass `service` in tests; otherwise the backend chosen by env is
 * created once, after the first paint, so the static sections never wait for the database. While
 * it boots, a placeholder that already reports the coming backend answers (sections show their
 * loading state, never '…não configurado') and queues any call until the backend is ready.
 */
export function DataServiceProvider({
  service,
  children,
}: {
  service?: DataService
  children: ReactNode
}) {
  const [boot] = useState<Boot | null>(() => (service ? null : createBoot()))
  const [state, setState] = useState<DataState>(() =>
    service
      ? { service, ready: true, error: null }
      : { service: boot?.placeholder ?? createNotConfiguredService(), ready: false, error: null },
  )

  useEffect(() => {
    if (!boot) return
    let cancelled = false
    boot.start().then(
      (created) => !cancelled && setState({ service: created, ready: true, error: null }),
      (error: unknown) => {
        console.error('Falha ao iniciar o banco de dados', error)
        if (!cancelled) setState({ service: createNotConfiguredService(), ready: true, error })
      },
    )
    return () => {
      cancelled = true
    }
  }, [boot])

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
