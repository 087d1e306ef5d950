import { useEffect, useSyncExternalStore } from 'react'
import type { DataService } from '@/data/types'
import { askBackgroundSend, withQueueLock } from './background-send'
import { idbQueueStore, UploadQueue, type QueueState } from './upload-queue'

let queue: UploadQueue | undefined

/** The signal is back: the 'online' event, or 20 s later (a phone may not say it). */
function waitForSignal(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done)
      window.clearTimeout(timer)
      resolve()
    }
    const timer = window.setTimeout(done, 20_000)
    window.addEventListener('online', done)
  })
}

/** The page's one queue, over IndexedDB and the DataService. */
export function uploadQueue(service: DataService): UploadQueue {
  queue ??= new UploadQueue({
    store: idbQueueStore(),
    send: (photo) => service.addGuestPhoto(photo),
    online: () => navigator.onLine !== false,
    waitForSignal,
    sleep: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
    exclusive: withQueueLock,
    kept: () => void askBackgroundSend(),
  })
  return queue
}

/** The queue's state; on mount it sends what an earlier visit left. */
export function useUploadQueue(service: DataService): { queue: UploadQueue; state: QueueState } {
  const q = uploadQueue(service)
  const state = useSyncExternalStore(
    (listener) => q.subscribe(listener),
    () => q.snapshot,
  )
  useEffect(() => {
    void q.start()
  }, [q])
  return { queue: q, state }
}
