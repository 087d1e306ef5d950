import { notConfiguredBackend, type Backend } from './backend'
import { logReadError } from './errors'
import { FINAL_ERRORS, type LastCopyStore } from './last-copy'
import { isOffline, offlineError } from './offline-error'
import {
  PUBLIC_READ_ANSWERS,
  SQL_API,
  type Operation,
  type PublicRead,
  type SqlCaller,
} from './sql-api'
import { DataError, type AdminService, type DataService, type ReadOptions } from './types'

type Method = (...args: unknown[]) => Promise<unknown>

export interface ServiceOptions {
  /**
   * Where the last copies of the public lists live (docs/decisions/0021-offline-at-the-farm.md):
   * IndexedDB in the browser (src/data/last-copy.ts), a Map in tests; none: no copies.
   */
  lastCopies?: LastCopyStore
  now?: () => number
}

/**
 * The DataService over a backend, built once from the SQL API (src/data/sql-api.ts) for any
 * backend: each operation sends its arguments by name, makes its answer an entity, and
 * - a guest's write is refused at once without signal (nothing sent, nothing queued);
 * - a read never throws (docs/product.md §8): its empty answer, `onError`, and a console.error;
 * - a list with a last copy (`lastCopy`) keeps the answer that worked and, when a read fails,
 *   answers that copy and says so through `onLastCopy`.
 */
export function createService(backend: Backend, options: ServiceOptions = {}): DataService {
  const store = options.lastCopies
  const now = options.now ?? Date.now
  // `answer` may call other functions (postMessage asks whether approval is on).
  const call: SqlCaller = (fn, args) => backend.call(fn, args)

  const kept = <T>(key: string | null, value: T): T => {
    if (store && key) void store.write(key, { value, savedAt: now() })
    return value
  }
  const copyOf = async (key: string | null, readOptions: ReadOptions | undefined) => {
    const copy = store && key ? await store.read<unknown>(key) : undefined
    if (copy) readOptions?.onLastCopy?.(new Date(copy.savedAt))
    return copy
  }

  const method = (spec: Operation<never, never, never, never[], unknown>): Method => {
    const op = spec as unknown as Operation & {
      send: (...args: unknown[]) => Record<string, unknown>
      answer?: (raw: unknown, context: { args: unknown[]; call: SqlCaller }) => unknown
      read?: { what: string; empty: (args: unknown[]) => unknown }
      lastCopy?: (args: unknown[]) => string | null
      after?: (service: DataService, args: unknown[]) => void
    }
    // A read's options are the last parameter its `send` declares.
    const optionsAt = op.send.length - 1
    return async (...args) => {
      const readOptions =
        op.read || op.lastCopy ? (args[optionsAt] as ReadOptions | undefined) : undefined
      const key = op.lastCopy?.(args) ?? null
      if (op.guestWrite && isOffline()) throw offlineError()
      try {
        const raw = await backend.call(op, op.send(...args) as never)
        const value = op.answer ? await op.answer(raw, { args, call }) : undefined
        if (store) op.after?.(service, args)
        return kept(key, value)
      } catch (error) {
        // The database's own word (a wrong code, too many tries) is never hidden behind a copy.
        const final = error instanceof DataError && FINAL_ERRORS.has(error.code)
        const copy = op.read || !final ? await copyOf(key, readOptions) : undefined
        if (copy) return copy.value
        if (!op.read) throw error
        logReadError(op.read.what, error)
        readOptions?.onError?.(error)
        return op.read.empty(args)
      }
    }
  }

  const publicRead =
    (read: PublicRead, answer: (rows: never[]) => unknown, empty: unknown, key: string | null) =>
    async (idOrOptions?: string | ReadOptions) => {
      const id = typeof idOrOptions === 'string' ? idOrOptions : undefined
      const readOptions = typeof idOrOptions === 'object' ? idOrOptions : undefined
      try {
        return kept(key, answer((await backend.select(read, id)) as never[]))
      } catch (error) {
        const copy = await copyOf(key, readOptions)
        if (copy) return copy.value
        logReadError(read.what, error)
        readOptions?.onError?.(error)
        return empty
      }
    }

  const { admin: adminApi, ...guestApi } = SQL_API
  const admin = Object.fromEntries(
    Object.entries(adminApi).map(([name, spec]) => [name, method(spec as never)]),
  ) as unknown as AdminService
  const { listPhotos, getPhotoImage } = PUBLIC_READ_ANSWERS
  const service = {
    ...(Object.fromEntries(
      Object.entries(guestApi).map(([name, spec]) => [name, method(spec as never)]),
    ) as unknown as Omit<
      DataService,
      'backend' | 'admin' | 'subscribe' | 'listPhotos' | 'getPhotoImage'
    >),
    backend: backend.kind,
    listPhotos: publicRead(
      listPhotos.read,
      listPhotos.answer,
      listPhotos.empty,
      listPhotos.lastCopy,
    ),
    getPhotoImage: publicRead(getPhotoImage.read, getPhotoImage.answer, getPhotoImage.empty, null),
    subscribe: (table, onChange) => backend.subscribe(table, onChange),
    admin,
    ...(backend.resetDemo ? { resetDemo: backend.resetDemo } : {}),
    ...(backend.demoRebuilt ? { demoRebuilt: true } : {}),
  } as DataService
  return service
}

/** The DataService of a build with no backend configured: reads empty, writes 'não configurado'. */
export function createNotConfiguredService(): DataService {
  return createService(notConfiguredBackend())
}
