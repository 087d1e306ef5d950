/// <reference lib="webworker" />
import { supabaseDataService } from '@/data/supabase/supabase-service'
import type { DataService } from '@/data/types'
import { PHOTO_SYNC_TAG, withQueueLock } from './background-send'
import { idbQueueStore, UploadQueue, type QueueStore } from './upload-queue'

/**
 * The service worker's part of the photos' queue (background-send.ts): built on its own by
 * build/photo-sync.ts and imported into the site's Workbox worker (build/pwa.ts). On the browser's
 * 'sync' it sends what the phone's queue still holds, through the same DataService operation as
 * the page, one at a time, holding the queue's lock. A failure that sending again may cure ends
 * the sync as failed, so the browser tries again later (with its own growing wait); a refusal
 * that cannot be cured takes the photo out of the queue, as the page does, and keeps why, which
 * /fotos says when it opens next.
 */

declare const self: ServiceWorkerGlobalScope

/** Background Sync's event (not in TypeScript's worker types). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}

/** The sync's failure when photos stay for the browser's next try (never shown to the guest). */
export class TryLater extends Error {
  constructor() {
    super('photos left in the queue for the next sync')
  }
}

/** One pass over the queue; rejects when something is left for the browser's next try. */
export async function sendQueuedPhotos(
  send: DataService['addGuestPhoto'],
  {
    store = idbQueueStore(),
    online = () => self.navigator.onLine,
  }: { store?: QueueStore; online?: () => boolean } = {},
): Promise<void> {
  const giveBack = () => Promise.reject(new TryLater())
  const queue = new UploadQueue({
    store,
    send,
    online,
    waitForSignal: giveBack,
    sleep: giveBack,
    exclusive: withQueueLock,
    unseen: true,
  })
  await queue.start()
}

/** Listens for the page's sync, from the worker's start. */
function listenForPhotoSync(): void {
  let service: DataService | null | undefined
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent
    if (sync.tag !== PHOTO_SYNC_TAG) return
    service ??= supabaseDataService()
    const data = service
    if (data) sync.waitUntil(sendQueuedPhotos((photo) => data.addGuestPhoto(photo)))
  })
}

// In the worker only (tests import sendQueuedPhotos).
if (typeof ServiceWorkerGlobalScope !== 'undefined' && self instanceof ServiceWorkerGlobalScope) {
  listenForPhotoSync()
}
