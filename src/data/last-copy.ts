import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import { DataError, type DataService, type PageRequest, type ReadOptions } from './types'

/**
 * The last copy of each public list this browser read (docs/decisions/0021-offline-at-the-farm.md):
 * gifts, the first page of messages, the gallery's photos, and the household a personal link
 * opened (the guest's own answers, on the guest's own phone). A read that fails (no signal at the
 * farm) answers with that copy and says so through `onLastCopy`; a read that works replaces it.
 * Admin reads never pass here, and the worker caches no database answer.
 */

export interface LastCopy<T> {
  value: T
  /** When the read that returned it was answered (ms since the epoch). */
  savedAt: number
}

/** Where the copies live: IndexedDB in the browser (idb-keyval), a Map in tests. */
export interface LastCopyStore {
  read<T>(key: string): Promise<LastCopy<T> | undefined>
  write<T>(key: string, copy: LastCopy<T>): Promise<void>
  remove(key: string): Promise<void>
}

/** The database and object store of the copies, apart from the demo's own database. */
export const LAST_COPY_DB = 'casamento-ultima-versao'
export const LAST_COPY_OBJECTS = 'listas'

/**
 * The copies in IndexedDB through idb-keyval. A browser that refuses storage (a private window,
 * a full disk) simply has no copy: nothing here throws.
 */
export function idbLastCopyStore(): LastCopyStore {
  // Opened on first use (createStore opens the database at once, and throws where there is no
  // IndexedDB), so a browser without storage still gets its backend.
  let store: UseStore | undefined
  const quiet = async <T>(what: (store: UseStore) => Promise<T>): Promise<T | undefined> => {
    try {
      store ??= createStore(LAST_COPY_DB, LAST_COPY_OBJECTS)
      return await what(store)
    } catch (error) {
      console.warn('Cópia local indisponível', error)
      return undefined
    }
  }
  return {
    read: <T>(key: string) => quiet((s) => get<LastCopy<T>>(key, s)),
    write: async (key, copy) => void (await quiet((s) => set(key, copy, s))),
    remove: async (key) => void (await quiet((s) => del(key, s))),
  }
}

/** The keys of the lists kept, one per read (and only the first page of the messages). */
export const LAST_COPY_KEYS = {
  gifts: 'gifts',
  photos: 'photos',
  messages: 'messages:first-page',
  /** Followed by the personal link's code. */
  invitation: 'convite:',
} as const

/** Answers that are the database's word, not a lost connection: never replaced by a copy. */
const FINAL_INVITATION_ERRORS: ReadonlySet<string> = new Set([
  'not_found',
  'invalid',
  'rate_limited',
])

/**
 * A read through the store: the answer when it worked (kept for next time), else the last copy
 * with `onLastCopy`, else the failed read's own empty answer with `onError`.
 */
async function throughStore<T>(
  store: LastCopyStore,
  key: string,
  options: ReadOptions | undefined,
  read: (options: ReadOptions) => Promise<T>,
  now: () => number,
): Promise<T> {
  let failure: { error: unknown } | null = null
  const answer = await read({ onError: (error) => (failure = { error }) })
  if (!failure) {
    // Not awaited: the list shows without waiting for the disk.
    void store.write(key, { value: answer, savedAt: now() })
    return answer
  }
  const copy = await store.read<T>(key)
  if (copy) {
    options?.onLastCopy?.(new Date(copy.savedAt))
    return copy.value
  }
  options?.onError?.((failure as { error: unknown }).error)
  return answer
}

/**
 * `service` with its public lists answered from their last copy when a read fails. The rest of
 * the service (writes, admin, live updates, the demo's flags) is the service's own.
 */
export function withLastCopies(
  service: DataService,
  store: LastCopyStore,
  now: () => number = Date.now,
): DataService {
  const wrapped: DataService = Object.create(service) as DataService
  wrapped.listGifts = (options) =>
    throughStore(store, LAST_COPY_KEYS.gifts, options, (o) => service.listGifts(o), now)
  wrapped.listPhotos = (options) =>
    throughStore(store, LAST_COPY_KEYS.photos, options, (o) => service.listPhotos(o), now)
  // Later pages ('Ver mais') are not kept: offline, the wall shows its first page.
  wrapped.listMessages = (request: PageRequest, options?: ReadOptions) =>
    request.after
      ? service.listMessages(request, options)
      : throughStore(
          store,
          LAST_COPY_KEYS.messages,
          options,
          (o) => service.listMessages(request, o),
          now,
        )
  wrapped.getInvitation = async (code, options) => {
    const key = LAST_COPY_KEYS.invitation + code
    try {
      const invitation = await service.getInvitation(code)
      void store.write(key, { value: invitation, savedAt: now() })
      return invitation
    } catch (error) {
      if (error instanceof DataError && FINAL_INVITATION_ERRORS.has(error.code)) throw error
      const copy = await store.read<Awaited<ReturnType<DataService['getInvitation']>>>(key)
      if (!copy) throw error
      options?.onLastCopy?.(new Date(copy.savedAt))
      return copy.value
    }
  }
  // The household's own answers just changed: the copy follows, so the farm shows the new ones.
  wrapped.answerInvitation = async (code, answer) => {
    await service.answerInvitation(code, answer)
    void wrapped.getInvitation(code).catch(() => undefined)
  }
  return wrapped
}
