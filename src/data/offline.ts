import { isOffline, offlineError } from './offline-error'
import { idbLastCopyStore, withLastCopies, type LastCopyStore } from './last-copy'
import type { DataService } from './types'

/**
 * The guest's writes, refused at once without signal (docs/decisions/0021-offline-at-the-farm.md):
 * nothing is sent, nothing waits to be sent later, and the form keeps what was typed. The demo
 * refuses them too, though its database is in the browser, so it behaves as a deploy does.
 */
const GUEST_WRITES = [
  'postMessage',
  'reserveGift',
  'submitRsvp',
  'answerInvitation',
  'startGiftPix',
  'informGiftPix',
] as const satisfies readonly (keyof DataService)[]

/**
 * The backend as the site uses it: public lists from their last copy when a read fails, guest
 * writes refused offline. create.ts wraps every real backend in it.
 */
export function offlineAware(
  service: DataService,
  store: LastCopyStore = idbLastCopyStore(),
): DataService {
  const wrapped = withLastCopies(service, store)
  for (const name of GUEST_WRITES) {
    // The last-copy layer's own write where it has one (answerInvitation refreshes its copy).
    const write = wrapped[name] as (...args: unknown[]) => Promise<unknown>
    Object.defineProperty(wrapped, name, {
      value: (...args: unknown[]) =>
        isOffline() ? Promise.reject(offlineError()) : write.apply(wrapped, args),
    })
  }
  return wrapped
}
