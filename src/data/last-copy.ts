import { createStore, del, get, set, type UseStore } from 'idb-keyval'

/**
 * The last copy of each public list this browser read (docs/decisions/0021-offline-at-the-farm.md):
 * gifts, the first page of messages, the gallery's photos, and the household a personal link
 * opened (the guest's own answers, on the guest's own phone). A read that fails (no signal at the
 * farm) answers with that copy and says so through `onLastCopy`; a read that works replaces it.
 * Which operations keep a copy, under which key, is their entry's `lastCopy` in src/data/sql-api.ts;
 * src/data/service.ts keeps and answers them. Admin reads keep none, and the worker caches no
 * database answer.
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
export const FINAL_ERRORS: ReadonlySet<string> = new Set(['not_found', 'invalid', 'rate_limited'])
