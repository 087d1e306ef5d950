import { DEMO } from '@/config/copy/demo'
import { DataError } from '../types'
import type { EmbeddedEngine } from './embedded-core'
import { sqlFunctionNamed, type SqlArgs, type SqlName } from '../sql-api'
import {
  NAMES,
  holdLock,
  toWire,
  whenReleased,
  type Channel,
  type FromLeader,
  type Platform,
  type ToLeader,
  type WireError,
  type Work,
} from './embedded-protocol'
import type { LiveTable } from '../types'

/**
 * The leader: the one worker of the browser that owns the demo database
 * (docs/decisions/0004-embedded-backend.md). It runs the tabs' calls one at a time, each whole,
 * and answers on the calling tab's channel. It never waits for a tab: a tab that closes leaves its
 * queued calls dropped and its answers unread, and the next call starts at once.
 */

interface Job {
  tab: string
  id: number
  work: Work
  startBy: number
}

export interface Opened {
  engine: EmbeddedEngine
  /** The boot found demo data of an older version and built the database again. */
  rebuilt: boolean
}

/**
 * Leads for as long as this worker lives (the caller holds NAMES.election). `open` starts the
 * database and gets the function that hears its changes.
 */
export async function lead(
  platform: Platform,
  leader: string,
  open: (onChange: (table: LiveTable) => void) => Promise<Opened>,
): Promise<void> {
  const { channel, locks, now } = platform
  // Held until this worker dies: a tab that gets it knows this leader is gone.
  await holdLock(locks, NAMES.leader(leader))
  const news = channel(NAMES.news)
  const calls = channel(NAMES.calls)

  const answers = new Map<string, Channel>()
  const watched = new Set<string>()
  const gone = new Set<string>()
  const queue: Job[] = []
  let engine: EmbeddedEngine | null = null
  let failure: WireError | null = null

  const post = (tab: string, message: FromLeader) => {
    if (gone.has(tab)) return
    let to = answers.get(tab)
    if (!to) {
      to = channel(NAMES.tab(tab))
      answers.set(tab, to)
    }
    try {
      to.postMessage(message)
    } catch (error) {
      // An answer that cannot be cloned: the tab hears why instead of waiting.
      if (message.type === 'answer') {
        post(tab, { type: 'refused', leader, id: message.id, error: toWire(error) })
      } else {
        console.error('Resposta do banco de demonstração não enviada', error)
      }
    }
  }

  /** A tab seen for the first time is watched: once it closes, its calls are dropped. */
  const watch = (tab: string) => {
    if (watched.has(tab)) return
    watched.add(tab)
    whenReleased(locks, NAMES.tab(tab), () => {
      gone.add(tab)
      answers.get(tab)?.close()
      answers.delete(tab)
      for (let i = queue.length - 1; i >= 0; i--) if (queue[i]?.tab === tab) queue.splice(i, 1)
    })
  }

  const perform = async (work: Work): Promise<unknown> => {
    if (!engine) throw new DataError(DEMO.notAnswering, 'unavailable')
    if (work.op === 'call') {
      const fn = sqlFunctionNamed(work.fn)
      if (!fn) throw new DataError(DEMO.notAnswering, 'unknown')
      return engine.call(fn, work.args as SqlArgs<SqlName>)
    }
    if (work.op === 'select') return engine.select(work.read, work.id)
    if (!engine.reset) throw new DataError(DEMO.resetFailed, 'unknown')
    return engine.reset()
  }

  let pumping = false
  const pump = async () => {
    if (pumping || !(engine || failure)) return
    pumping = true
    for (let job = queue.shift(); job; job = queue.shift()) {
      if (gone.has(job.tab)) continue
      if (failure) {
        post(job.tab, { type: 'refused', leader, id: job.id, error: failure })
        continue
      }
      // The tab has given up on it (src/data/embedded/embedded-link.ts): never run it late.
      if (now() > job.startBy) {
        post(job.tab, {
          type: 'refused',
          leader,
          id: job.id,
          error: toWire(new DataError(DEMO.notAnswering, 'unavailable')),
        })
        continue
      }
      post(job.tab, { type: 'started', leader, id: job.id })
      try {
        post(job.tab, { type: 'answer', leader, id: job.id, value: await perform(job.work) })
      } catch (error) {
        post(job.tab, { type: 'refused', leader, id: job.id, error: toWire(error) })
      }
    }
    pumping = false
  }

  calls.addEventListener('message', (event: MessageEvent<ToLeader>) => {
    const message = event.data
    watch(message.tab)
    if (message.type === 'hello') {
      if (engine) post(message.tab, { type: 'ready', leader, rebuilt: false })
      else if (failure) post(message.tab, { type: 'failed', leader, error: failure })
      else post(message.tab, { type: 'elected', leader })
      return
    }
    // Sent to a leader before this one (the tab has not heard of the takeover yet): the tab sends
    // it again to this one when it does, or, for a write, tells the person it was not confirmed.
    if (message.to !== leader) return
    queue.push({
      tab: message.tab,
      id: message.id,
      work: message.work,
      startBy: now() + message.startWithinMs,
    })
    void pump()
  })

  // The tabs whose leader has just gone now know the database is on its way back.
  news.postMessage({ type: 'elected', leader } satisfies FromLeader)
  try {
    const opened = await open((table) => news.postMessage({ type: 'changed', table }))
    engine = opened.engine
    news.postMessage({ type: 'ready', leader, rebuilt: opened.rebuilt } satisfies FromLeader)
  } catch (error) {
    console.error('Falha ao abrir o banco de demonstração', error)
    failure = toWire(new DataError(DEMO.notAnswering, 'unavailable', { cause: error }))
    news.postMessage({ type: 'failed', leader, error: failure } satisfies FromLeader)
  }
  void pump()
}
