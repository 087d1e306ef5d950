import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type RefObject,
} from 'react'
import { DATA_SECTION_MARGIN, LIVE_REFRESH_MIN_MS, LIVE_STALE_AFTER_HIDDEN_MS } from '@/config/ui'
import { useNearViewport } from '@/hooks/use-near-viewport'
import type { DataService, LiveTable, Page, PageRequest, Paged, ReadOptions } from '../types'
import { useDataService, useDataStatus, useQueryCache } from './context'

/**
 * Server state, one way (docs/decisions/0025-server-state.md): every read the page shows goes
 * through `useQuery` (a list or a value) or `usePagedQuery` (the message wall, a page at a time),
 * cached per service and key and shared by every component asking for the same key. A read is
 * made again
 * - when a live table it names changes anywhere (another tab, another guest): at most once per
 *   LIVE_REFRESH_MIN_MS however many changes arrive, so a flood of posts cannot make every open
 *   browser read over and over (docs/decisions/0015);
 * - when the signal comes back, or the page comes back after LIVE_STALE_AFTER_HIDDEN_MS in the
 *   background: a phone suspends a hidden page's live connection, and a hold on a gift's cotas
 *   ends by the clock with nothing to announce it (docs/decisions/0021);
 * - every `refreshEveryMs` while the page is shown, for lists with no live table;
 * - on `reload()` (after a write, a refresh button), and when a component asks for it after a
 *   second without a read.
 * An answer older than the latest read is dropped. Writes are the forms' (src/lib/forms) and, in
 * the couple's panel, one action handler (src/features/admin/session/use-admin-action.ts).
 */

export interface QueryState<T> {
  /** The last answer; undefined until the first one. */
  data: T | undefined
  /** A read is on its way. */
  loading: boolean
  /** The last read failed: what is shown is older (or empty), not the database's now. */
  failed: boolean
  /** What is shown is this browser's last copy: the read failed (no signal). */
  lastCopy: boolean
  /** What a read that throws threw (the couple's reads); null otherwise. */
  error: unknown
  /** A paged list is reading its next page. */
  loadingMore: boolean
}

interface Entry {
  state: QueryState<unknown>
  listeners: Set<() => void>
  /** Answers of a read older than the latest are dropped. */
  generation: number
  lastRead: number
  timer: number | null
  /** The latest read function a component registered for this key. */
  read: ((options: ReadOptions) => Promise<unknown>) | null
  /** How an answer joins what is shown (a paged list keeps the pages below its first). */
  combine: ((shown: unknown, answer: unknown, flags: { lastCopy: boolean }) => unknown) | null
}

// By the provider's cache (useQueryCache): the entries live as long as the provider does.
const stores = new WeakMap<object, Map<string, Entry>>()

function entryOf(cache: object, key: string): Entry {
  let store = stores.get(cache)
  if (!store) {
    store = new Map()
    stores.set(cache, store)
  }
  let entry = store.get(key)
  if (!entry) {
    entry = {
      state: {
        data: undefined,
        loading: false,
        failed: false,
        lastCopy: false,
        error: null,
        loadingMore: false,
      },
      listeners: new Set(),
      generation: 0,
      lastRead: Number.NEGATIVE_INFINITY,
      timer: null,
      read: null,
      combine: null,
    }
    store.set(key, entry)
  }
  return entry
}

function publish(entry: Entry, change: Partial<QueryState<unknown>>): void {
  entry.state = { ...entry.state, ...change }
  for (const listener of [...entry.listeners]) listener()
}

/** The read (and how its answers join what is shown) the entry uses from now on. */
function attach(entry: Entry, read: Entry['read'], combine: Entry['combine']): void {
  entry.read = read
  entry.combine = combine
}

/** Reads now (an older read still on its way is dropped when it answers). */
async function readNow(entry: Entry): Promise<void> {
  const read = entry.read
  if (!read) return
  const mine = ++entry.generation
  entry.lastRead = Date.now()
  if (!entry.state.loading) publish(entry, { loading: true })
  let failed = false
  let lastCopy = false
  try {
    const answer = await read({
      onError: () => (failed = true),
      onLastCopy: () => (lastCopy = true),
    })
    if (mine !== entry.generation) return
    const data = entry.combine ? entry.combine(entry.state.data, answer, { lastCopy }) : answer
    publish(entry, { data, loading: false, failed, lastCopy, error: null })
  } catch (error) {
    if (mine !== entry.generation) return
    console.error('Erro ao carregar', error)
    publish(entry, { loading: false, failed: true, lastCopy: false, error })
  }
}

/** Reads unless a read started less than LIVE_REFRESH_MIN_MS ago (it serves this asker too). */
function readIfStale(entry: Entry): void {
  if (Date.now() - entry.lastRead >= LIVE_REFRESH_MIN_MS) void readNow(entry)
}

/** A burst of reasons to read: one read now, then at most one per LIVE_REFRESH_MIN_MS. */
function readSoon(entry: Entry): void {
  if (entry.timer !== null) return
  const wait = entry.lastRead + LIVE_REFRESH_MIN_MS - Date.now()
  if (wait <= 0) {
    void readNow(entry)
    return
  }
  entry.timer = window.setTimeout(() => {
    entry.timer = null
    void readNow(entry)
  }, wait)
}

/**
 * Calls `refresh` when what is shown may have gone stale: the signal came back, or the page came
 * back after `staleAfterMs` in the background. The two often come together (the signal returns
 * as the phone leaves a pocket): `refresh` coalesces them. Returns the function that stops.
 */
function onBackToPage(refresh: () => void, staleAfterMs: number): () => void {
  let hiddenAt: number | null = document.visibilityState === 'hidden' ? Date.now() : null
  const visibility = () => {
    if (document.visibilityState === 'hidden') {
      hiddenAt ??= Date.now()
      return
    }
    const away = hiddenAt === null ? 0 : Date.now() - hiddenAt
    hiddenAt = null
    if (away >= staleAfterMs) refresh()
  }
  window.addEventListener('online', refresh)
  document.addEventListener('visibilitychange', visibility)
  return () => {
    window.removeEventListener('online', refresh)
    document.removeEventListener('visibilitychange', visibility)
  }
}

export interface QueryOptions {
  /** Tables whose changes make it read again. */
  live?: LiveTable | readonly LiveTable[]
  /**
   * False until the data is wanted (a section still far below the viewport): nothing is read and
   * the backend is not started for it. Default true.
   */
  enabled?: boolean
  /**
   * Read again when the page comes back from a while in the background. Default true; the
   * gallery, whose list carries every thumbnail and changes rarely, reads again only when the
   * signal comes back.
   */
  refreshOnReturn?: boolean
  /** Read again this often while the page is shown (a list with no live table). */
  refreshEveryMs?: number
}

export interface Query<T> {
  data: T
  /** True until the first answer after the backend is ready. */
  loading: boolean
  failed: boolean
  lastCopy: boolean
  error: unknown
  /** Reads again now. */
  reload: () => Promise<void>
}

/** The entry of `key`, kept fresh while the component is mounted and `enabled`. */
function useEntry(
  key: string,
  read: (service: DataService, options: ReadOptions) => Promise<unknown>,
  combine: Entry['combine'],
  { live, enabled = true, refreshOnReturn = true, refreshEveryMs }: QueryOptions,
): { entry: Entry; ready: boolean } {
  const service = useDataService()
  const cache = useQueryCache()
  const { ready, start } = useDataStatus()
  const entry = useMemo(() => entryOf(cache, key), [cache, key])
  // The newest read and combine are the entry's (a component may hand a new closure each render).
  const readRef = useRef(read)
  useEffect(() => {
    readRef.current = read
  }, [read])
  // The tables, not the array's identity.
  const tablesKey = typeof live === 'string' ? live : (live ?? []).join(',')
  const tables = useMemo(
    () => (tablesKey === '' ? [] : (tablesKey.split(',') as LiveTable[])),
    [tablesKey],
  )

  useEffect(() => {
    if (!enabled) return
    if (!ready) {
      start()
      return
    }
    attach(entry, (options) => readRef.current(service, options), combine)
    // A component that asks for a key read less than a second ago shares that read.
    readIfStale(entry)
    const stops = tables.map((table) => service.subscribe(table, () => readSoon(entry)))
    stops.push(
      onBackToPage(
        () => readSoon(entry),
        refreshOnReturn ? LIVE_STALE_AFTER_HIDDEN_MS : Number.POSITIVE_INFINITY,
      ),
    )
    if (refreshEveryMs) {
      const timer = window.setInterval(() => {
        if (document.visibilityState === 'visible') readSoon(entry)
      }, refreshEveryMs)
      stops.push(() => window.clearInterval(timer))
    }
    return () => {
      for (const stop of stops) stop()
    }
  }, [enabled, ready, start, service, entry, combine, tables, refreshOnReturn, refreshEveryMs])

  return { entry, ready }
}

function useEntryState(entry: Entry): QueryState<unknown> {
  const subscribe = useCallback(
    (listener: () => void) => {
      entry.listeners.add(listener)
      return () => void entry.listeners.delete(listener)
    },
    [entry],
  )
  return useSyncExternalStore(subscribe, () => entry.state)
}

/**
 * One read the page shows (a list, a value), by `key`: everything the read depends on (a token,
 * an id) belongs in the key. `initial` is shown until the first answer.
 */
export function useQuery<T>(
  key: string,
  read: (service: DataService, options: ReadOptions) => Promise<T>,
  initial: T,
  options: QueryOptions = {},
): Query<T> {
  const { entry, ready } = useEntry(key, read, null, options)
  const state = useEntryState(entry) as QueryState<T>
  const reload = useCallback(() => readNow(entry), [entry])
  return {
    data: state.data === undefined ? initial : state.data,
    loading: !ready || (state.data === undefined && (state.loading || !state.failed)),
    failed: state.failed,
    lastCopy: state.lastCopy,
    error: state.error,
    reload,
  }
}

/**
 * What the store holds for `key`, and a way to change it, for data that arrives in pieces rather
 * than by one read (a grid's thumbnails, asked for as their cards come near the screen): every
 * component showing the key sees each change.
 */
export function useQueryData<T>(key: string, initial: T): [T, (change: (current: T) => T) => void] {
  const cache = useQueryCache()
  const entry = useMemo(() => entryOf(cache, key), [cache, key])
  const state = useEntryState(entry)
  const update = useCallback(
    (change: (current: T) => T) =>
      publish(entry, { data: change((entry.state.data as T | undefined) ?? initial) }),
    [entry, initial],
  )
  return [(state.data as T | undefined) ?? initial, update]
}

/**
 * A page section's query, read when the section (the element `sectionRef` is given to) comes
 * within DATA_SECTION_MARGIN of the viewport (docs/decisions/0008). `near` says it has: the
 * moment to fetch the code that shows the list, while the backend starts.
 */
export function useSectionQuery<T>(
  key: string,
  read: (service: DataService, options: ReadOptions) => Promise<T>,
  initial: T,
  options: Omit<QueryOptions, 'enabled'> = {},
): Query<T> & { sectionRef: RefObject<HTMLElement | null>; near: boolean } {
  const sectionRef = useRef<HTMLElement>(null)
  const near = useNearViewport(sectionRef, DATA_SECTION_MARGIN)
  return { ...useQuery(key, read, initial, { ...options, enabled: near }), sectionRef, near }
}

// ---------- a list read a page at a time (the message wall) ----------

export type PageLoader<T> = (
  service: DataService,
  request: PageRequest,
  options: ReadOptions,
) => Promise<Page<T>>

interface Pages<T> {
  items: (T & Paged)[]
  more: boolean
  total: number
}

const EMPTY_PAGES = { items: [], more: false, total: 0 }

/**
 * A fresh first page over the pages already shown. Rows below it stay where they are (no jump
 * for a guest who pressed 'Ver mais'); rows of the old first page that it no longer has were
 * deleted (or unapproved) and go. When the first page does not reach the rows shown (a burst
 * longer than a page), nothing joins it: the list starts again from the top rather than hide a gap.
 */
export function mergeFirstPage<T>(shown: Pages<T>, first: Pages<T>): Pages<T> {
  const last = first.items[first.items.length - 1]
  if (!first.more || !last) return first
  if (!shown.items.some((item) => item.cursor >= last.cursor)) return first
  const below = shown.items.filter((item) => item.cursor < last.cursor)
  return {
    items: [...first.items, ...below],
    more: below.length > 0 ? shown.more : first.more,
    total: first.total,
  }
}

/** A first page joins the pages shown; a last copy only fills an empty list (it is never newer). */
function combinePages(shown: unknown, answer: unknown, { lastCopy }: { lastCopy: boolean }) {
  const now = (shown ?? EMPTY_PAGES) as Pages<unknown>
  const first = answer as Pages<unknown>
  if (lastCopy) return now.items.length > 0 ? now : first
  return mergeFirstPage(now, first)
}

export interface PagedQuery<T> {
  /** Every page loaded so far, newest first. */
  items: (T & Paged)[]
  /** Rows in the whole list. */
  total: number
  /** More rows follow the last item ('Ver mais'). */
  more: boolean
  loading: boolean
  loadingMore: boolean
  failed: boolean
  lastCopy: boolean
  /** Appends the next page; resolves with the rows it added. */
  loadMore: () => Promise<(T & Paged)[]>
  /** Reads the first page again now. */
  reload: () => Promise<void>
  /**
   * Applies this browser's own change to the rows already loaded (null removes one), so pages
   * below the first do not keep rows it deleted.
   */
  update: (change: (item: T & Paged) => (T & Paged) | null) => void
}

/**
 * A live list read a page at a time: the first page as a query (`key` names the list: another
 * filter is another key), then 'Ver mais' appends the next page after the last row's cursor.
 */
export function usePagedQuery<T>(
  key: string,
  load: PageLoader<T>,
  { pageSize, ...options }: QueryOptions & { pageSize: number },
): PagedQuery<T> {
  const first = useCallback(
    (service: DataService, readOptions: ReadOptions) =>
      load(service, { limit: pageSize }, readOptions),
    [load, pageSize],
  )
  const service = useDataService()
  const { entry, ready } = useEntry(key, first, combinePages, options)
  const state = useEntryState(entry)
  const pages = (state.data ?? EMPTY_PAGES) as Pages<T>

  const loadMore = useCallback(async () => {
    const shown = (entry.state.data ?? EMPTY_PAGES) as Pages<T>
    const after = shown.items[shown.items.length - 1]?.cursor
    if (!after || entry.state.loadingMore) return []
    const mine = entry.generation
    publish(entry, { loadingMore: true })
    let failed = false
    const page = await load(
      service,
      { after, limit: pageSize },
      { onError: () => (failed = true) },
    ).catch((thrown: unknown) => {
      console.error('Erro ao carregar mais', thrown)
      failed = true
      return null
    })
    publish(entry, { failed, loadingMore: false })
    // The list changed under this read (a refresh started it over): the guest can press again.
    const now = (entry.state.data ?? EMPTY_PAGES) as Pages<T>
    if (!page || failed || mine !== entry.generation) return []
    if (now.items[now.items.length - 1]?.cursor !== after) return []
    const added = page.items.filter((item) => item.cursor < after)
    publish(entry, {
      data: {
        items: [...now.items, ...added],
        more: page.more,
        total: page.items.length > 0 ? page.total : now.total,
      },
    })
    return added
  }, [entry, load, pageSize, service])

  const update = useCallback(
    (change: (item: T & Paged) => (T & Paged) | null) => {
      const shown = (entry.state.data ?? EMPTY_PAGES) as Pages<T>
      const items = shown.items.flatMap((item) => change(item) ?? [])
      publish(entry, {
        data: { ...shown, items, total: shown.total - (shown.items.length - items.length) },
      })
    },
    [entry],
  )

  return {
    ...pages,
    loading: !ready || (state.data === undefined && !state.failed),
    loadingMore: state.loadingMore,
    failed: state.failed,
    lastCopy: state.lastCopy,
    loadMore,
    reload: useCallback(() => readNow(entry), [entry]),
    update,
  }
}

/**
 * A page section's paged list, read when the section comes within `margin` of the viewport
 * (docs/decisions/0008; by default DATA_SECTION_MARGIN).
 */
export function useSectionPages<T>(
  key: string,
  load: PageLoader<T>,
  pageSize: number,
  {
    margin = DATA_SECTION_MARGIN,
    ...options
  }: Omit<QueryOptions, 'enabled'> & { margin?: string } = {},
): PagedQuery<T> & { sectionRef: RefObject<HTMLElement | null> } {
  const sectionRef = useRef<HTMLElement>(null)
  const near = useNearViewport(sectionRef, margin)
  return { ...usePagedQuery(key, load, { ...options, pageSize, enabled: near }), sectionRef }
}
