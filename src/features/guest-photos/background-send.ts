import { DATA_BACKEND } from '@/config/env'

/**
 * The queue goes on after the page is closed (docs/decisions/0027-guests-photos.md, 'Background
 * Sync'): where the browser has Background Sync (Chromium: Android's Chrome, Samsung Internet), the
 * page asks for a sync each time it queues photos, and the service worker
 * (photo-sync-worker.ts, imported into the site's worker by build/photo-sync.ts) sends what is
 * left when the signal returns, even with /fotos closed. Only on a Supabase deploy: the demo's
 * database lives in the page, which a worker cannot reach.
 */

/** The sync's tag: the page asks for it, the worker answers it. */
export const PHOTO_SYNC_TAG = 'fotos-dos-convidados'

/** The Web Lock both hold while they send, so a photo is never on its way twice at once. */
const QUEUE_LOCK = 'fotos-dos-convidados:fila'

/** Runs a pass over the queue holding the lock (at once where the browser has no Web Locks). */
export function withQueueLock(pass: () => Promise<void>): Promise<void> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks
  return locks ? locks.request(QUEUE_LOCK, pass) : pass()
}

/** Background Sync's part of a registration (not in TypeScript's DOM types). */
interface WithSync {
  sync?: { register(tag: string): Promise<void> }
}

/** Asks the worker to send the queue when the signal returns; quietly nothing where it cannot. */
export async function askBackgroundSend(): Promise<void> {
  if (DATA_BACKEND !== 'supabase' || !('serviceWorker' in navigator)) return
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as
      (ServiceWorkerRegistration & WithSync) | undefined
    // Only once the worker is active: a first visit's page sends on its own.
    if (registration?.active) await registration.sync?.register(PHOTO_SYNC_TAG)
  } catch (error) {
    // Refused (no permission, a private window): the page's own queue still sends.
    console.warn('Background Sync', error)
  }
}
