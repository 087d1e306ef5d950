/**
 * How many times a sync to IndexedDB is tried before it is given up. Emscripten's IDBFS lists the
 * data directory, then waits for IndexedDB, then reads each listed file; with relaxed durability
 * Postgres goes on meanwhile and may delete one of them (a temporary or recycled file), and the
 * sync fails with an ErrnoError (ENOENT). A new try lists the directory again and succeeds.
 */
export const SYNC_ATTEMPTS = 3

export type Sync = (relaxed?: boolean) => Promise<void>

/**
 * Wraps a sync of the data directory to IndexedDB so that:
 * - syncs run one at a time, in order, so a flush starts after those in flight and copies
 *   everything committed before it was asked for;
 * - a failed sync is tried again, up to SYNC_ATTEMPTS times in all;
 * - a relaxed sync (PGlite's own, which nobody awaits) never rejects: a rejection would be
 *   unhandled and surface in the page as an uncaught 'ErrnoError'. Its failure is reported to
 *   `onRelaxedFailure`; the next sync copies what it missed.
 * A strict sync (a tab waiting for its write to be on disk) rejects after the last attempt.
 */
export function serialiseSync(sync: Sync, onRelaxedFailure: (error: unknown) => void): Sync {
  let queue: Promise<unknown> = Promise.resolve()

  async function attempt(relaxed: boolean | undefined): Promise<void> {
    for (let tries = 1; ; tries++) {
      try {
        await sync(relaxed)
        return
      } catch (error) {
        if (tries >= SYNC_ATTEMPTS) throw error
      }
    }
  }

  return (relaxed?: boolean) => {
    const next = queue.then(() => attempt(relaxed))
    queue = next.catch(() => {})
    if (!relaxed) return next
    return next.catch(onRelaxedFailure)
  }
}
