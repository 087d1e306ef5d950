import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { DATA_BACKEND } from '@/config/env'
import { createDataService } from '../create'
import { createDeferredService } from '../stand-ins/deferred'
import type { DataService } from '../types'

interface DataState {
  service: DataService
  /** False until the backend has started (it starts on first need, then takes a moment). */
  ready: boolean
  /** The backend failed to start: the app shows the render-failure screen. */
  error: unknown
  /** Start the backend now if it has not started (idempotent). */
  start: () => void
  /**
   * This provider's query cache (src/data/react/queries.ts keys its entries by it): one per
   * provider, as a query client is, so two trees (two tests) never share what they read.
   */
  queryCache: object
}

const DataContext = createContext<DataState | null>(null)

interface Boot {
  /** Creates the backend once (StrictMode runs effects twice; two workers would be wasteful). */
  start: () => Promise<DataService>
  /** Settles when the backend has started or failed, without starting it. */
  pending: Promise<DataService>
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
  const start = () => {
    if (!started) {
      started = true
      createDataService().then(resolve, reject)
    }
    return pending
  }
  return { start, pending, placeholder: createDeferredService(DATA_BACKEND, start) }
}

// The first sign that the guest is using the page (not just looking at the first screen).
const FIRST_USE_EVENTS = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const
/** Calls `fn` once the first screen has been painted (the frame after mount, then the next task);
 * the returned function cancels it. A tab opened in the background paints when it is shown. */
function afterFirstPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    if (timer !== undefined) clearTimeout(timer)
  }
}

/**
 * Provides the DataService. Pass `service` in tests; otherwise the backend chosen by env is
 * created once, on first need: a section that lists data coming within a screen of the viewport,
 * any call (a write, the admin page), or the guest's first scroll, tap or key. A visitor who only
 * reads the first screen never downloads supabase-js or PGlite (docs/product.md "Quality bars": <= 120 KB of JavaScript
 * on the first load of '/'). Until then a placeholder that already reports the coming backend
 * answers (sections show their loading state, never '…não configurado') and queues any call.
 */
export function DataServiceProvider({
  service,
  children,
}: {
  service?: DataService
  children: ReactNode
}) {
  const [boot] = useState<Boot | null>(() => (service ? null : createBoot()))
  const [state, setState] = useState<Omit<DataState, 'start' | 'queryCache'>>(() =>
    boot
      ? { service: boot.placeholder, ready: DATA_BACKEND === 'none', error: null }
      : { service: service as DataService, ready: true, error: null },
  )
  const start = useCallback(() => void boot?.start(), [boot])
  const [queryCache] = useState(() => ({}))

  useEffect(() => {
    if (!boot) return
    let cancelled = false
    boot.pending.then(
      (created) => !cancelled && setState({ service: created, ready: true, error: null }),
      (error: unknown) => {
        console.error('Falha ao iniciar o banco de dados', error)
        // The placeholder answers as the not-configured service from now on.
        if (!cancelled) setState({ service: boot.placeholder, ready: true, error })
      },
    )
    const firstUse = () => start()
    for (const type of FIRST_USE_EVENTS)
      window.addEventListener(type, firstUse, { passive: true, once: true })
    // The embedded demo's database takes seconds to start and counts toward no download budget
    // (docs/decisions/0008): it starts as soon as the first screen is painted, in its own worker,
    // so the gifts are there when the visitor scrolls to them.
    const early = DATA_BACKEND === 'embedded' ? afterFirstPaint(start) : undefined
    return () => {
      cancelled = true
      early?.()
      for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, firstUse)
    }
  }, [boot, start])

  const value = useMemo(() => ({ ...state, start, queryCache }), [state, start, queryCache])
  return <DataContext.Provider value={value}>{children}</DataContext.Provider>
}

function useDataState(): DataState {
  const state = useContext(DataContext)
  if (!state) throw new Error('useDataService must be used inside <DataServiceProvider>')
  return state
}

export function useDataService(): DataService {
  return useDataState().service
}

/** The provider's query cache (src/data/react/queries.ts). */
export function useQueryCache(): object {
  return useDataState().queryCache
}

/**
 * { ready, error } of the backend, for loading states and the render-failure screen, and
 * `start` for a section that is about to need it.
 */
export function useDataStatus(): {
  ready: boolean
  error: unknown
  backend: DataService['backend']
  start: () => void
} {
  const { ready, error, service, start } = useDataState()
  return { ready, error, backend: service.backend, start }
}
