import type { BackendKind, DataService, LiveTable } from '../types'

type Method = (...args: unknown[]) => Promise<unknown>

/**
 * The DataService until the real one is up: the backend starts on first need (context.tsx), and
 * the embedded database then takes several seconds on a first visit. It already says which backend
 * is coming, so sections show their loading state and never the '…não configurado' texts; a call
 * starts the backend and waits for it, then is the real service's call. If the backend cannot
 * start, the call is the not-configured service's (reads empty, writes 'não configurado').
 *
 * It forwards by name instead of being built from the SQL API like the real services
 * (src/data/service.ts): the first visit to '/' holds this module, and the SQL API table and its
 * mappers are about 8 KB gzip that a visitor who never scrolls should not download
 * (docs/decisions/0008).
 */
export function createDeferredService(
  backend: BackendKind,
  start: () => Promise<DataService>,
): DataService {
  const fallback = () => import('../service').then((m) => m.createNotConfiguredService())
  const settled = () => start().catch(fallback)
  const forward =
    (pick: (service: DataService) => unknown) =>
    async (...args: unknown[]): Promise<unknown> =>
      (pick(await settled()) as Method)(...args)
  const admin = new Proxy({} as DataService['admin'], {
    get: (_target, key: string) =>
      forward((service) => service.admin[key as keyof DataService['admin']]),
  })
  const subscribe = (table: LiveTable, onChange: () => void) => {
    let unsubscribe: (() => void) | null = null
    let cancelled = false
    void settled().then((service) => {
      if (!cancelled) unsubscribe = service.subscribe(table, onChange)
    })
    return () => {
      cancelled = true
      unsubscribe?.()
    }
  }
  const own: Partial<Record<keyof DataService, unknown>> = {
    backend,
    admin,
    subscribe,
    resetDemo:
      backend === 'embedded'
        ? forward((service) => service.resetDemo ?? (async () => undefined))
        : undefined,
    demoRebuilt: undefined,
  }
  return new Proxy({} as DataService, {
    get: (_target, key: string) =>
      key in own
        ? own[key as keyof DataService]
        : forward((service) => service[key as keyof DataService]),
  })
}
