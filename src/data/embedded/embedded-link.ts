import { DEMO } from '@/config/copy/demo'
import { toDataError } from '../errors'
import type {
  PublicSelect,
  SqlAnswers,
  SqlArgs,
  SqlCaller,
  SqlFunction,
  SqlReturns,
  SqlName,
} from '../sql-api'
import { DataError } from '../types'
import { liveSubscribers, type EmbeddedEngine, type LiveSubscribers } from './embedded-core'
import {
  NAMES,
  fromWire,
  holdLock,
  isWrite,
  whenReleased,
  type FromLeader,
  type Platform,
  type ToLeader,
  type Work,
} from './embedded-protocol'

/**
 * A tab's side of the shared demo database (docs/decisions/0004-embedded-backend.md): the engine
 * of embedded-core.ts, run by whichever tab leads, reached by whole calls. A leader must start a
 * call within `startWithinMs` of getting it, or the call fails with a pt-BR text and the form keeps
 * what was typed; once started, it runs to its end. When the leading tab closes, the next worker in
 * line takes over and opens the database, and the calls that were waiting go to it, with those the
 * old leader had not started; a write it had started fails (it may or may not have been stored),
 * with its own text.
 */

/** How long after its deadline a call that has not started is given up here (messages in flight). */
const START_GRACE_MS = 500
/** How long the words of a leader that has gone are still awaited (messages in flight). */
const LATE_WORDS_MS = 1000

interface Pending {
  work: Work
  write: boolean
  /** The leader it was sent to, or null while it waits for one. */
  sentTo: string | null
  started: boolean
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
  timer?: ReturnType<typeof setTimeout>
}

export interface LeaderLink {
  engine: EmbeddedEngine
  live: LiveSubscribers
  /** The database was rebuilt from an older version's demo data by the boot this tab waited for. */
  rebuilt: boolean
}

/** How long a call waits, at each step (src/config/ui.ts). */
export interface LinkTimes {
  /** For a leader that has it to start it. */
  startWithinMs: number
  /** For another worker to take over, after the leader went away. */
  takeoverMs: number
  /** For the worker that took over to open the database. */
  openMs: number
}

const notAnswering = () => new DataError(DEMO.notAnswering, 'unavailable')

/**
 * Joins the leader of this browser (waiting for the first one to be ready). `tab` names this page:
 * its Web Lock, held until the page closes, tells the leader when to forget its calls.
 */
export async function linkToLeader(
  platform: Platform,
  tab: string,
  { startWithinMs, takeoverMs, openMs }: LinkTimes,
): Promise<LeaderLink> {
  const { channel, locks } = platform
  await holdLock(locks, NAMES.tab(tab))
  const calls = channel(NAMES.calls)
  const news = channel(NAMES.news)
  const mine = channel(NAMES.tab(tab))
  const live = liveSubscribers()

  const pending = new Map<number, Pending>()
  const gone = new Set<string>()
  const watched = new Set<string>()
  /** The leader calls go to, once its database is open. */
  let leader: string | null = null
  /** A worker that took over and is opening the database. */
  let opening: string | null = null
  let nextId = 1
  let rebuilt = false
  let joined = false
  let join = { resolve: () => {}, reject: (_error: unknown) => {} }
  const first = new Promise<void>((resolve, reject) => (join = { resolve, reject }))

  const settle = (id: number, outcome: (p: Pending) => void) => {
    const p = pending.get(id)
    if (!p) return
    pending.delete(id)
    clearTimeout(p.timer)
    outcome(p)
  }

  /** Fails the call in `ms` unless it has started by then. */
  const giveUpIn = (id: number, p: Pending, ms: number) => {
    clearTimeout(p.timer)
    p.timer = setTimeout(() => {
      if (!pending.get(id)?.started) settle(id, (q) => q.reject(notAnswering()))
    }, ms)
  }

  /** How long a call may wait for a leader from now. */
  const leaderWithinMs = () => (opening ? openMs : takeoverMs)

  const send = (id: number, p: Pending) => {
    p.started = false
    if (!leader) {
      p.sentTo = null
      giveUpIn(id, p, leaderWithinMs())
      return
    }
    p.sentTo = leader
    calls.postMessage({
      type: 'call',
      tab,
      to: leader,
      id,
      work: p.work,
      startWithinMs,
    } satisfies ToLeader)
    giveUpIn(id, p, startWithinMs + START_GRACE_MS)
  }

  const waitAgain = () => {
    for (const [id, p] of pending) if (p.sentTo === null) send(id, p)
  }

  /** Its lock tells when a leader's worker is gone; a tab hears of it only once. */
  const watch = (id: string) => {
    if (watched.has(id)) return
    watched.add(id)
    whenReleased(locks, NAMES.leader(id), () => leaderGone(id))
  }

  const leaderGone = (old: string) => {
    if (gone.has(old)) return
    gone.add(old)
    if (leader === old) leader = null
    if (opening === old) {
      opening = null
      waitAgain()
    }
    // What it said just before it went may still be on its way (its lock and its channel are two
    // roads): its answers are taken until then, and only then is each call's fate decided.
    for (const p of pending.values()) if (p.sentTo === old) clearTimeout(p.timer)
    setTimeout(() => {
      for (const [id, p] of pending) {
        if (p.sentTo !== old) continue
        // A write it started may have been stored: say so rather than store it twice. One it
        // never started goes to the next leader, as a read does.
        if (p.write && p.started) {
          settle(id, (q) => q.reject(new DataError(DEMO.writeNotConfirmed, 'unavailable')))
        } else {
          send(id, p)
        }
      }
    }, LATE_WORDS_MS)
  }

  /** Only one worker holds the election lock: a new one means the ones before are gone. */
  const before = (next: string) => {
    for (const old of [leader, opening]) if (old && old !== next) leaderGone(old)
  }

  const leaderElected = (next: string) => {
    if (next === leader || next === opening || gone.has(next)) return
    before(next)
    opening = next
    watch(next)
    // The calls that wait for a leader may now wait for it to open the database.
    waitAgain()
  }

  const leaderHere = (next: string, nextRebuilt: boolean) => {
    if (next === leader || gone.has(next)) return
    before(next)
    opening = null
    leader = next
    watch(next)
    // The calls that waited go first, before the lists below read again.
    waitAgain()
    if (joined) {
      // What the old leader had not written to disk is gone with it: every list reads again.
      live.emitAll()
    } else {
      joined = true
      rebuilt = nextRebuilt
      join.resolve()
    }
  }

  /** The call a word is about, if it comes from the leader the call was last sent to. */
  const callOf = (message: { leader: string; id: number }) => {
    const p = pending.get(message.id)
    return p?.sentTo === message.leader ? p : undefined
  }

  const hear = (event: MessageEvent<FromLeader>) => {
    const message = event.data
    switch (message.type) {
      case 'elected':
        leaderElected(message.leader)
        break
      case 'ready':
        leaderHere(message.leader, message.rebuilt)
        break
      case 'failed':
        // A leader that could not open the database refuses every call at once, with its reason.
        if (joined) leaderHere(message.leader, false)
        else join.reject(fromWire(message.error))
        break
      case 'changed':
        live.emit(message.table)
        break
      case 'started': {
        const p = callOf(message)
        if (p) p.started = true
        break
      }
      case 'answer':
        if (callOf(message)) settle(message.id, (p) => p.resolve(message.value))
        break
      case 'refused':
        if (callOf(message)) settle(message.id, (p) => p.reject(fromWire(message.error)))
        break
    }
  }
  news.addEventListener('message', hear)
  mine.addEventListener('message', hear)
  // A leader that is ready answers; one still starting tells every tab when it is.
  calls.postMessage({ type: 'hello', tab } satisfies ToLeader)
  await first

  const run = (work: Work) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++
      const p: Pending = {
        work,
        write: isWrite(work),
        sentTo: null,
        started: false,
        resolve,
        reject,
      }
      pending.set(id, p)
      send(id, p)
    })

  const call: SqlCaller = async <N extends SqlName, R extends SqlReturns>(
    fn: SqlFunction<N, R>,
    args: SqlArgs<NoInfer<N>>,
  ) => {
    try {
      return (await run({ op: 'call', fn: fn.name, args })) as SqlAnswers<N>[R]
    } catch (error) {
      throw toDataError(fn.error, error)
    }
  }
  const select: PublicSelect = async (read, id) =>
    (await run(id === undefined ? { op: 'select', read } : { op: 'select', read, id })) as Awaited<
      ReturnType<PublicSelect>
    >
  const reset = async () => {
    await run({ op: 'reset' })
  }
  return { engine: { call, select, reset }, live, rebuilt }
}
