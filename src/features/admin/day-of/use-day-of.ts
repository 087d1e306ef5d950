import { createStore, get, set, type UseStore } from 'idb-keyval'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { EMPTY_DAY_OF, type Arrival, type DayOf, type NewWalkIn } from '@/data/day-of'
import { DataError } from '@/data/types'
import { useAdminApi, useEndExpiredSession } from '../session/admin-context'

/**
 * The day's lists on this phone (docs/decisions/0026-the-day-at-the-door.md): read from the
 * database and kept in IndexedDB, so the Portaria opens and searches without signal; what the door
 * records goes to a queue on the phone first and is sent when there is signal. The database merges
 * arrivals (the earliest time of any phone), so a queue sent twice, or two phones checking in the
 * same guest, never fails. Every open phone reads again when another changes the lists (live).
 */

export type QueuedChange =
  | { kind: 'arrive'; arrival: Arrival }
  | { kind: 'undo'; memberId: string }
  | { kind: 'walk-in'; walkIn: NewWalkIn }

interface Kept {
  day: DayOf
  savedAt: number
}

let store: UseStore | undefined
/** IndexedDB, or nothing where the browser refuses it (a private window): then no copy, no queue. */
async function quiet<T>(what: (s: UseStore) => Promise<T>): Promise<T | undefined> {
  try {
    store ??= createStore('casamento-portaria', 'dia')
    return await what(store)
  } catch (error) {
    console.warn('Cópia da portaria indisponível', error)
    return undefined
  }
}

/** The queue with a change added: an arrival undone before it was sent cancels it. */
export function enqueue(queue: readonly QueuedChange[], change: QueuedChange): QueuedChange[] {
  if (change.kind === 'undo') {
    const queued = queue.findIndex(
      (c) => c.kind === 'arrive' && c.arrival.memberId === change.memberId,
    )
    if (queued >= 0) return queue.filter((_, i) => i !== queued)
  }
  if (change.kind === 'arrive') {
    const rest = queue.filter((c) => !(c.kind === 'undo' && c.memberId === change.arrival.memberId))
    if (rest.some((c) => c.kind === 'arrive' && c.arrival.memberId === change.arrival.memberId)) {
      return rest
    }
    return [...rest, change]
  }
  return [...queue, change]
}

/** The lists as the phone shows them: the database's, with what is still queued applied. */
export function withQueue(day: DayOf, queue: readonly QueuedChange[]): DayOf {
  if (queue.length === 0) return day
  const arrivals = new Map<string, string | null>()
  const walkIns = [...day.walkIns]
  for (const change of queue) {
    if (change.kind === 'arrive') arrivals.set(change.arrival.memberId, change.arrival.arrivedAt)
    else if (change.kind === 'undo') arrivals.set(change.memberId, null)
    else if (!walkIns.some((w) => w.id === change.walkIn.id)) {
      walkIns.push({
        id: change.walkIn.id,
        name: change.walkIn.name,
        cameWith: change.walkIn.cameWith || null,
        note: change.walkIn.note || null,
        arrivedAt: change.walkIn.arrivedAt,
      })
    }
  }
  return {
    ...day,
    walkIns,
    households: day.households.map((h) =>
      h.members.some((m) => arrivals.has(m.id))
        ? {
            ...h,
            members: h.members.map((m) => {
              if (!arrivals.has(m.id)) return m
              const at = arrivals.get(m.id) ?? null
              // A queued arrival never moves an earlier one the database already has.
              return { ...m, arrivedAt: at && m.arrivedAt && m.arrivedAt < at ? m.arrivedAt : at }
            }),
          }
        : h,
    ),
  }
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

export function useDayOf(options: { keepCopy?: boolean } = {}) {
  const { keepCopy = false } = options
  const { service, session } = useAdminApi()
  const endExpired = useEndExpiredSession()
  const copyKey = `dia:${session.userId}`
  const queueKey = `fila:${session.userId}`
  const [day, setDay] = useState<DayOf | null>(null)
  const [copyFrom, setCopyFrom] = useState<number | null>(null)
  const [queue, setQueue] = useState<QueuedChange[]>([])
  const [online, setOnline] = useState(isOnline)
  const [loadFailed, setLoadFailed] = useState(false)
  const queueRef = useRef<QueuedChange[]>([])
  const sending = useRef(false)

  const saveQueue = useCallback(
    (next: QueuedChange[]) => {
      queueRef.current = next
      setQueue(next)
      if (keepCopy) void quiet((s) => set(queueKey, next, s))
    },
    [keepCopy, queueKey],
  )

  const load = useCallback(async () => {
    try {
      const fresh = await service.admin.dayOf(session.token)
      setDay(fresh)
      setCopyFrom(null)
      setLoadFailed(false)
      if (keepCopy) void quiet((s) => set(copyKey, { day: fresh, savedAt: Date.now() }, s))
    } catch (error) {
      endExpired(error)
      if (error instanceof DataError && error.code === 'unauthorized') return
      const kept = keepCopy ? await quiet((s) => get<Kept>(copyKey, s)) : undefined
      if (kept) {
        setDay((current) => current ?? kept.day)
        setCopyFrom((current) => current ?? kept.savedAt)
      } else {
        setLoadFailed(true)
      }
    }
  }, [service, session.token, keepCopy, copyKey, endExpired])

  /** Sends the queue in order; what went through leaves it, the rest waits for the next try. */
  const flush = useCallback(async () => {
    if (sending.current || queueRef.current.length === 0 || !isOnline()) return
    sending.current = true
    try {
      const batch = queueRef.current
      const arrivals = batch.flatMap((c) => (c.kind === 'arrive' ? [c.arrival] : []))
      const undos = batch.flatMap((c) => (c.kind === 'undo' ? [c.memberId] : []))
      const walkIns = batch.flatMap((c) => (c.kind === 'walk-in' ? [c.walkIn] : []))
      if (arrivals.length) await service.admin.checkIn(session.token, arrivals)
      if (undos.length) await service.admin.undoCheckIn(session.token, undos)
      for (const w of walkIns) await service.admin.addWalkIn(session.token, w)
      // Changes queued while these were sent stay for the next flush.
      saveQueue(queueRef.current.filter((c) => !batch.includes(c)))
      await load()
    } catch (error) {
      endExpired(error)
    } finally {
      sending.current = false
    }
  }, [service, session.token, saveQueue, load, endExpired])

  // The kept queue and copy first (a phone reopened at the door), then the database.
  useEffect(() => {
    let cancelled = false
    void (async () => {
      if (keepCopy) {
        const kept = await quiet((s) => get<QueuedChange[]>(queueKey, s))
        if (!cancelled && kept?.length) {
          queueRef.current = kept
          setQueue(kept)
        }
      }
      if (!cancelled) {
        await load()
        await flush()
      }
    })()
    return () => {
      cancelled = true
    }
  }, [keepCopy, queueKey, load, flush])

  useEffect(() => service.subscribe('day_of_changes', () => void load()), [service, load])

  useEffect(() => {
    const up = () => {
      setOnline(true)
      void flush().then(load)
    }
    const down = () => setOnline(false)
    window.addEventListener('online', up)
    window.addEventListener('offline', down)
    // A phone that regains signal without the event (or whose send failed) tries again. Each
    // minute the list is read again too: a household the couple add or a guest's late answer
    // does not touch the day's own tables, whose changes arrive live.
    let ticks = 0
    const retry = window.setInterval(() => {
      ticks++
      if (queueRef.current.length > 0) void flush()
      else if (ticks % 4 === 0 && navigator.onLine) void load()
    }, 15_000)
    return () => {
      window.removeEventListener('online', up)
      window.removeEventListener('offline', down)
      window.clearInterval(retry)
    }
  }, [flush, load])

  const change = useCallback(
    (changes: QueuedChange[]) => {
      let next = queueRef.current
      for (const c of changes) next = enqueue(next, c)
      saveQueue(next)
      void flush()
    },
    [saveQueue, flush],
  )

  const shown = useMemo(() => (day ? withQueue(day, queue) : null), [day, queue])
  // Stable, so the Portaria's result cards (memo) do not render again for every typed letter.
  const arrive = useCallback(
    (memberIds: readonly string[]) =>
      change(
        memberIds.map((memberId) => ({
          kind: 'arrive',
          arrival: { memberId, arrivedAt: new Date().toISOString() },
        })),
      ),
    [change],
  )
  const undo = useCallback(
    (memberIds: readonly string[]) =>
      change(memberIds.map((memberId) => ({ kind: 'undo', memberId }))),
    [change],
  )
  const addWalkIn = useCallback(
    (walkIn: NewWalkIn) => change([{ kind: 'walk-in', walkIn }]),
    [change],
  )

  return {
    day: shown ?? EMPTY_DAY_OF,
    loaded: shown !== null,
    loadFailed: loadFailed && shown === null,
    copyFrom,
    online,
    pending: queue.length,
    reload: load,
    arrive,
    undo,
    addWalkIn,
  }
}
