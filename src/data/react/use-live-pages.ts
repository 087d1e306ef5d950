import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { DATA_SECTION_MARGIN, LIVE_REFRESH_MIN_MS } from '@/config/ui'
import { useNearViewport } from '@/hooks/use-near-viewport'
import { useDataService, useDataStatus } from './context'
import { onBackToPage } from './on-back-to-page'
import type { DataService, LiveTable, Page, PageRequest, Paged, ReadOptions } from '../types'

export type PageLoader<T> = (
  service: DataService,
  request: PageRequest,
  options: ReadOptions,
) => Promise<Page<T>>

export interface LivePages<T> {
  /** Every page loaded so far, newest first. */
  items: (T & Paged)[]
  /** Rows in the whole list. */
  total: number
  /** More rows follow the last item ('Ver mais'). */
  more: boolean
  /** True until the first page has loaded after the backend is ready. */
  loading: boolean
  loadingMore: boolean
  /** The last read failed. */
  failed: boolean
  /** The first page shown is this browser's last copy: the read failed (no signal). */
  lastCopy: boolean
  /** Appends the next page; resolves with the rows it added. */
  loadMore: () => Promise<(T & Paged)[]>
  /** Reads the first page again now (after a write, or a refresh button). */
  reload: () => Promise<void>
  /**
   * Applies this browser's own change to the rows already loaded (null removes one), so pages
   * below the first do not keep rows it deleted.
   */
  update: (change: (item: T & Paged) => (T & Paged) | null) => void
}

interface Pages<T> {
  items: (T & Paged)[]
  more: boolean
  total: number
}

const EMPTY = { items: [], more: false, total: 0 }

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

/**
 * A live list read a page at a time (messages): the first page, then 'Ver mais' appends the
 * next one after the last row's cursor. A change anywhere reads the first page again, at most
 * once per LIVE_REFRESH_MIN_MS however many changes arrive (a flood of posts must not make every
 * open browser read the wall over and over). `load` must be stable while the list is the same
 * (a new one, e.g. another filter, starts the list over).
 */
export function useLivePages<T>(
  table: LiveTable,
  load: PageLoader<T>,
  { pageSize, enabled = true }: { pageSize: number; enabled?: boolean },
): LivePages<T> {
  const service = useDataService()
  const { ready, start } = useDataStatus()
  // The pages belong to one list (one `load`): another list starts empty and loading.
  const [list, setList] = useState<{ load: PageLoader<T> | null; pages: Pages<T> }>({
    load: null,
    pages: EMPTY,
  })
  const current = list.load === load
  const pages = current ? list.pages : EMPTY
  const [loadingMore, setLoadingMore] = useState(false)
  const [failed, setFailed] = useState(false)
  const [lastCopy, setLastCopy] = useState(false)
  const pagesRef = useRef(pages)
  useEffect(() => {
    pagesRef.current = pages
  }, [pages])
  const setPages = useCallback(
    (change: (shown: Pages<T>) => Pages<T>) =>
      setList((now) => {
        const next = change(now.load === load ? now.pages : EMPTY)
        pagesRef.current = next
        return { load, pages: next }
      }),
    [load],
  )
  // Answers of a list that has been replaced (another `load`) or of an older read are dropped.
  const generation = useRef(0)
  const lastRefresh = useRef(0)
  const timer = useRef<number | null>(null)

  const reload = useCallback(async () => {
    const mine = ++generation.current
    lastRefresh.current = Date.now()
    let error = false
    let copy = false
    const first = await load(
      service,
      { limit: pageSize },
      {
        onError: () => (error = true),
        onLastCopy: () => (copy = true),
      },
    ).catch((thrown: unknown) => {
      // Public reads never throw, but an admin read may: never stay on the spinner.
      console.error('Erro ao carregar lista', thrown)
      error = true
      return null
    })
    if (mine !== generation.current) return
    // A last copy is never newer than the pages this visit already read: it only fills an empty wall.
    setPages((shown) => {
      if (!first || error) return shown
      if (copy) return shown.items.length > 0 ? shown : first
      return mergeFirstPage(shown, first)
    })
    setFailed(error)
    setLastCopy(copy)
  }, [service, load, pageSize, setPages])

  const loadMore = useCallback(async () => {
    const after = pagesRef.current.items[pagesRef.current.items.length - 1]?.cursor
    if (!after) return []
    const mine = generation.current
    setLoadingMore(true)
    let error = false
    const page = await load(
      service,
      { after, limit: pageSize },
      { onError: () => (error = true) },
    ).catch((thrown: unknown) => {
      console.error('Erro ao carregar mais', thrown)
      error = true
      return null
    })
    setLoadingMore(false)
    setFailed(error)
    // The list changed under this read (a refresh started it over): the guest can press again.
    if (!page || error || mine !== generation.current) return []
    const shown = pagesRef.current
    if (shown.items[shown.items.length - 1]?.cursor !== after) return []
    const added = page.items.filter((item) => item.cursor < after)
    setPages((now) => ({
      items: [...now.items, ...added],
      more: page.more,
      total: page.items.length > 0 ? page.total : now.total,
    }))
    return added
  }, [service, load, pageSize, setPages])

  const update = useCallback(
    (change: (item: T & Paged) => (T & Paged) | null) => {
      setPages((shown) => {
        const items = shown.items.flatMap((item) => change(item) ?? [])
        return { ...shown, items, total: shown.total - (shown.items.length - items.length) }
      })
    },
    [setPages],
  )

  // A burst of changes: one read now, then at most one per LIVE_REFRESH_MIN_MS.
  const refreshSoon = useCallback(() => {
    if (timer.current !== null) return
    const wait = lastRefresh.current + LIVE_REFRESH_MIN_MS - Date.now()
    if (wait <= 0) {
      void reload()
      return
    }
    timer.current = window.setTimeout(() => {
      timer.current = null
      void reload()
    }, wait)
  }, [reload])

  useEffect(() => {
    if (!enabled) return
    if (!ready) {
      start()
      return
    }
    // A new list (first render, or another filter): its first page; older answers are dropped.
    generation.current++
    void reload()
    const unsubscribe = service.subscribe(table, refreshSoon)
    const stopListening = onBackToPage(refreshSoon)
    return () => {
      unsubscribe()
      stopListening()
      if (timer.current !== null) window.clearTimeout(timer.current)
      timer.current = null
    }
  }, [enabled, ready, start, service, table, reload, refreshSoon])

  return {
    ...pages,
    loading: !current || !ready,
    loadingMore,
    failed,
    lastCopy,
    loadMore,
    reload,
    update,
  }
}

/** A page section's paged list, loaded when the section comes near the viewport (docs/decisions/0008). */
export function useSectionPages<T>(
  table: LiveTable,
  load: PageLoader<T>,
  pageSize: number,
): LivePages<T> & { sectionRef: RefObject<HTMLElement | null> } {
  const sectionRef = useRef<HTMLElement>(null)
  const near = useNearViewport(sectionRef, DATA_SECTION_MARGIN)
  return { ...useLivePages(table, load, { pageSize, enabled: near }), sectionRef }
}
