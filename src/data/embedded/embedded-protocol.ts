import { sqlFunctionNamed, type PublicRead, type SqlName } from '../sql-api'
import { DataError, type DataErrorCode, type LiveTable } from '../types'
import type { EmbeddedSql } from './embedded-core'

/**
 * How the tabs of one browser share the demo database (docs/decisions/0004-embedded-backend.md):
 * one tab's worker owns it (the leader, elected with a Web Lock) and every tab, the leader's own
 * included, sends it whole calls. A call never holds anything in the leader between two messages,
 * so a tab that closes at any moment leaves nothing behind but an answer nobody reads.
 */

const PREFIX = 'wedding-demo-db'

/** Web Lock and BroadcastChannel names (two separate namespaces; the tab's name is used in both). */
export const NAMES = {
  /** Held by the leading worker for its whole life; the next worker in line takes over. */
  election: `${PREFIX}:election`,
  /** Held by one leader for its whole life: a tab that gets it shared knows that leader is gone. */
  leader: (leader: string) => `${PREFIX}:leader:${leader}`,
  /** Held by a page for its whole life (lock); its answers (channel). */
  tab: (tab: string) => `${PREFIX}:tab:${tab}`,
  /** Tabs to the leader: calls and hellos. Only the leader listens. */
  calls: `${PREFIX}:calls`,
  /** The leader to every tab: elected, ready, failed, a table changed. */
  news: `${PREFIX}:news`,
} as const

/** One unit of work, run whole by the leader. A call names its function (src/data/sql-api.ts). */
export type Work =
  | { op: 'call'; fn: SqlName; args: Readonly<Record<string, unknown>> }
  | { op: 'select'; read: PublicRead; id?: string }
  | { op: 'reset' }

/**
 * Whether running the work twice could do something twice. When its leader went away, a read is
 * sent again to the next one; a write only if that leader never started it (else it may have been
 * done, and it fails instead). A read that only counts a rate limit (countsOnly) is a read here.
 */
export function isWrite(work: Work): boolean {
  if (work.op === 'reset') return true
  if (work.op === 'select') return false
  const fn = sqlFunctionNamed(work.fn)
  return fn ? fn.writes && !fn.countsOnly : true
}

/** An error as it crosses to another tab (structured clone keeps no class and no `code`). */
export interface WireError {
  message: string
  /** The SQLSTATE of a database error. */
  sqlState?: string
  /** Set when the error is a DataError already (its text is the one to show). */
  dataCode?: DataErrorCode
}

export function toWire(error: unknown): WireError {
  if (error instanceof DataError) return { message: error.message, dataCode: error.code }
  const message = error instanceof Error ? error.message : String(error)
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? { message, sqlState: code } : { message }
}

/** The error again, on the tab that made the call: a DataError, or an Error with its `code`. */
export function fromWire(wire: WireError): Error {
  if (wire.dataCode) return new DataError(wire.message, wire.dataCode)
  const error = new Error(wire.message)
  return wire.sqlState ? Object.assign(error, { code: wire.sqlState }) : error
}

/** Tab to leader, on NAMES.calls. */
export type ToLeader =
  | { type: 'hello'; tab: string }
  | {
      type: 'call'
      tab: string
      /** The leader it is meant for: another one (the next, after a takeover) ignores it. */
      to: string
      id: number
      work: Work
      /**
       * How long from its arrival the leader may still start it: the tab has given up by then.
       * A duration, not an instant: the tab's clock and the worker's may differ (a phone set to
       * another time, a test's pinned clock), and each measures only its own.
       */
      startWithinMs: number
    }

/** Leader to tabs, on NAMES.news (all) or NAMES.tab (one). */
export type FromLeader =
  /** Took the election lock and is opening the database (a takeover: a few seconds). */
  | { type: 'elected'; leader: string }
  | { type: 'ready'; leader: string; rebuilt: boolean }
  | { type: 'failed'; leader: string; error: WireError }
  | { type: 'changed'; table: LiveTable }
  | { type: 'started'; leader: string; id: number }
  | { type: 'answer'; leader: string; id: number; value: unknown }
  | { type: 'refused'; leader: string; id: number; error: WireError }

/** A page to its own worker: the SQL the database is built from, once loaded (null: it failed). */
export interface SqlMessage {
  type: 'sql'
  sql: EmbeddedSql | null
}

/** What a tab and a leader need of BroadcastChannel (Node has one too, for the tests). */
export interface Channel {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  close(): void
}

/**
 * What they need of the Web Locks API: a request whose callback holds the lock until its promise
 * settles (navigator.locks.request).
 */
export interface Locks {
  request(
    name: string,
    options: { mode?: 'exclusive' | 'shared' },
    callback: () => Promise<void> | void,
  ): Promise<unknown>
}

export interface Platform {
  channel: (name: string) => Channel
  locks: Locks
  now: () => number
}

/** The browser's: BroadcastChannel, navigator.locks, the wall clock (the same in every tab). */
export function browserPlatform(): Platform {
  return {
    channel: (name) => new BroadcastChannel(name),
    locks: navigator.locks,
    now: () => Date.now(),
  }
}

/** Holds a Web Lock until `release` is called (or the page or worker is gone). */
export async function holdLock(locks: Locks, name: string): Promise<{ release: () => void }> {
  let release = () => {}
  await new Promise<void>((granted) => {
    void locks.request(
      name,
      { mode: 'exclusive' },
      () =>
        new Promise<void>((resolve) => {
          release = resolve
          granted()
        }),
    )
  })
  return { release }
}

/** Calls `onGone` once the holder of an exclusive lock has let it go (closed, usually). */
export function whenReleased(locks: Locks, name: string, onGone: () => void): void {
  void locks.request(name, { mode: 'shared' }, onGone)
}
