import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { DATA_SECTION_MARGIN } from '@/config/ui'
import { useNearViewport } from '@/hooks/use-near-viewport'
import { useDataService, useDataStatus } from './context'
import { onBackToPage } from './on-back-to-page'
import type { DataService, LiveTable, ReadOptions } from '../types'

export interface LiveList<T> {
  items: T[]
  /** True until the first load after the backend is ready. */
  loading: boolean
  /** The last load failed (the list shown is empty because of an error, not because it is). */
  failed: boolean
  /** The list shown is this browser's last copy: the load failed (no signal). */
  lastCopy: boolean
  /** Load again now (after a write, or from a retry button). */
  reload: () => Promise<void>
}

export interface LiveListOptions {
  /**
   * False until the list is wanted (a section still far below the viewport): nothing is loaded
   * and the backend is not started for it. Default true.
   */
  enabled?: boolean
  /**
   * Read again when the page comes back from a while in the background (src/data/react/
   * on-back-to-page.ts). Default true; the gallery, whose list carries every thumbnail and
   * changes rarely, reads again only when the signal comes back.
   */
  refreshOnReturn?: boolean
}

/**
 * Loads a list through the DataService and loads it again whenever `table` changes anywhere
 * (another tab, another guest). Reads never throw (docs/product.md §8: [] on error).
 */
export function useLiveList<T>(
  table: LiveTable,
  load: (service: DataService, options: ReadOptions) => Promise<T[]>,
  { enabled = true, refreshOnReturn = true }: LiveListOptions = {},
): LiveList<T> {
  const service = useDataService()
  const { ready, start } = useDataStatus()
  const [items, setItems] = useState<T[]>([])
  const [loading, setLoading] = useState(true)
  const [failed, setFailed] = useState(false)
  const [lastCopy, setLastCopy] = useState(false)
  const loadRef = useRef(load)
  useEffect(() => {
    loadRef.current = load
  }, [load])
  const generation = useRef(0)

  const reload = useCallback(async () => {
    const mine = ++generation.current
    let next: T[]
    let error = false
    let copy = false
    try {
      next = await loadRef.current(service, {
        onError: () => (error = true),
        onLastCopy: () => (copy = true),
      })
    } catch (thrown) {
      // Public reads never throw, but a loader may (admin calls): never stay on the spinner.
      console.error('Erro ao carregar lista', thrown)
      next = []
      error = true
    }
    // A slower, older load must not overwrite a newer one.
    if (mine === generation.current) {
      setItems(next)
      setFailed(error)
      setLastCopy(copy)
      setLoading(false)
    }
  }, [service])

  useEffect(() => {
    if (!enabled) return
    if (!ready) {
      start()
      return
    }
    void reload()
    const unsubscribe = service.subscribe(table, () => void reload())
    const stopListening = onBackToPage(
      () => void reload(),
      refreshOnReturn ? undefined : Number.POSITIVE_INFINITY,
    )
    return () => {
      unsubscribe()
      stopListening()
    }
  }, [enabled, refreshOnReturn, ready, start, service, table, reload])

  return { items, loading: loading || !ready, failed, lastCopy, reload }
}

/**
 * A page section's live list, loaded when the section (the element `sectionRef` is given to)
 * comes within DATA_SECTION_MARGIN of the viewport (docs/decisions/0008). `near` says it has: the
 * moment to fetch the code that shows the list, while the backend starts.
 */
export function useSectionList<T>(
  table: LiveTable,
  load: (service: DataService, options: ReadOptions) => Promise<T[]>,
  options: Omit<LiveListOptions, 'enabled'> = {},
): LiveList<T> & { sectionRef: RefObject<HTMLElement | null>; near: boolean } {
  const sectionRef = useRef<HTMLElement>(null)
  const near = useNearViewport(sectionRef, DATA_SECTION_MARGIN)
  return { ...useLiveList(table, load, { ...options, enabled: near }), sectionRef, near }
}
