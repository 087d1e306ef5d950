import { createStore, del, delMany, entries, set, type UseStore } from 'idb-keyval'
import { DataError, type DataService, type NewGuestPhoto } from '@/data/types'

/**
 * The phone's queue of photos to send (issue: 'nothing is lost on a weak signal'): each prepared
 * photo is kept in IndexedDB with the id made on the phone, then sent one at a time, oldest first,
 * with retries and a growing wait; without signal it waits for the signal; a page opened again
 * finds what was left and goes on. The id makes a retry harmless: a photo whose answer was lost is
 * answered again, never stored twice (add_guest_photo).
 */
export interface QueuedPhoto {
  photo: NewGuestPhoto
  /** The file's name, for a refusal's text. */
  fileName: string
  addedAt: number
}

export interface QueueState {
  /** Photos of this round: sent plus still waiting. */
  total: number
  sent: number
  waiting: number
  /** 'sending': one is on its way; 'offline': waiting for the signal; 'retrying': after a failure. */
  phase: 'idle' | 'sending' | 'offline' | 'retrying'
  /** Whether the last photo sent waits for the couple's approval. */
  pending: boolean
  /** Photos the database refused (not an image, album full, window closed), by file name. */
  refused: Refusal[]
}

export interface Refusal {
  fileName: string
  message: string
}

export interface QueueStore {
  all(): Promise<QueuedPhoto[]>
  put(item: QueuedPhoto): Promise<void>
  remove(id: string): Promise<void>
  /**
   * Takes a refused photo out of the queue and keeps why, for the page to say on its next
   * opening: the service worker refuses with no page open to tell the guest.
   */
  refuse(item: QueuedPhoto, message: string): Promise<void>
  /** The refusals kept so far (oldest first), forgotten once taken. */
  takeRefusals(): Promise<Refusal[]>
}

export interface QueueDeps {
  store: QueueStore
  send: DataService['addGuestPhoto']
  online: () => boolean
  /** Resolves when the signal may be back (the 'online' event, or a while later). */
  waitForSignal: () => Promise<void>
  sleep: (ms: number) => Promise<void>
  /**
   * Runs a pass over the queue alone: the page and the service worker's background send
   * (background-send.ts) share one queue, and never send the same photo at once.
   */
  exclusive?: (pass: () => Promise<void>) => Promise<void>
  /** Told when photos are kept on the phone (the page then asks for a background send). */
  kept?: () => void
  /**
   * Whether no page shows this queue (the service worker): a refusal is then kept on the phone
   * (QueueStore.refuse) for the page's next opening; the page shows its own at once.
   */
  unseen?: boolean
}

/** Failures that sending again cannot cure: the photo leaves the queue with its reason. */
const FINAL = new Set(['invalid', 'forbidden', 'conflict', 'locked', 'closed', 'unauthorized'])

/** The wait before the n-th retry: 1 s, 2 s, 4 s… up to 30 s. */
export function backoffMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1))
}

export function idbQueueStore(): QueueStore {
  let store: UseStore | undefined
  let refusals: UseStore | undefined
  const db = () => (store ??= createStore('wedding-guest-photos', 'queue'))
  // A database of its own: idb-keyval opens one object store per database.
  const refused = () => (refusals ??= createStore('wedding-guest-photos-refused', 'refused'))
  return {
    all: async () =>
      (await entries<string, QueuedPhoto>(db()))
        .map(([, item]) => item)
        .sort((a, b) => a.addedAt - b.addedAt),
    put: (item) => set(item.photo.id, item, db()),
    remove: (id) => del(id, db()),
    refuse: async (item, message) => {
      const refusal: Refusal & { at: number } = { fileName: item.fileName, message, at: Date.now() }
      await set(item.photo.id, refusal, refused())
      await del(item.photo.id, db())
    },
    takeRefusals: async () => {
      const kept = await entries<string, Refusal & { at: number }>(refused())
      await delMany(
        kept.map(([id]) => id),
        refused(),
      )
      return kept
        .map(([, r]) => r)
        .sort((a, b) => a.at - b.at)
        .map(({ fileName, message }) => ({ fileName, message }))
    },
  }
}

export class UploadQueue {
  private state: QueueState = {
    total: 0,
    sent: 0,
    waiting: 0,
    phase: 'idle',
    pending: true,
    refused: [],
  }
  private listeners = new Set<() => void>()
  private running: Promise<void> | null = null

  constructor(private readonly deps: QueueDeps) {}

  get snapshot(): QueueState {
    return this.state
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  private publish(change: Partial<QueueState>) {
    this.state = { ...this.state, ...change }
    for (const listener of this.listeners) listener()
  }

  /** Keeps the photos on the phone first, then sends them. */
  async add(items: QueuedPhoto[]): Promise<void> {
    for (const item of items) await this.deps.store.put(item)
    this.deps.kept?.()
    const round = this.state.phase === 'idle' ? { total: 0, sent: 0, refused: [] } : {}
    this.publish({
      ...round,
      total: (round.total ?? this.state.total) + items.length,
      waiting: this.state.waiting + items.length,
    })
    await this.start()
  }

  /** Sends what an earlier visit left (on opening /fotos) and anything added meanwhile. */
  start(): Promise<void> {
    const exclusive = this.deps.exclusive ?? ((pass) => pass())
    this.running ??= exclusive(() => this.run()).finally(() => {
      this.running = null
    })
    return this.running
  }

  private async run(): Promise<void> {
    if (!this.deps.unseen) {
      // What the service worker could not send while no page was open.
      const earlier = await this.deps.store.takeRefusals()
      if (earlier.length > 0) this.publish({ refused: [...this.state.refused, ...earlier] })
    }
    let items = await this.deps.store.all()
    if (this.state.phase === 'idle' && this.state.waiting === 0 && items.length > 0) {
      this.publish({ total: items.length, sent: 0, waiting: items.length })
    }
    let attempt = 0
    while (items.length > 0) {
      const item = items[0] as QueuedPhoto
      if (!this.deps.online()) {
        this.publish({ phase: 'offline' })
        await this.deps.waitForSignal()
        continue
      }
      this.publish({ phase: attempt > 0 ? 'retrying' : 'sending' })
      try {
        const { pending } = await this.deps.send(item.photo)
        await this.deps.store.remove(item.photo.id)
        this.publish({ sent: this.state.sent + 1, waiting: this.state.waiting - 1, pending })
        attempt = 0
      } catch (error) {
        const code = error instanceof DataError ? error.code : 'unknown'
        console.error('Erro ao enviar a foto', error)
        if (FINAL.has(code)) {
          const message = (error as Error).message
          if (this.deps.unseen) await this.deps.store.refuse(item, message)
          else await this.deps.store.remove(item.photo.id)
          this.publish({
            waiting: this.state.waiting - 1,
            total: this.state.total - 1,
            refused: [...this.state.refused, { fileName: item.fileName, message }],
          })
          attempt = 0
        } else {
          attempt += 1
          // A rate limit waits longer than a dropped connection.
          await this.deps.sleep(code === 'rate_limited' ? 60_000 : backoffMs(attempt))
        }
      }
      items = await this.deps.store.all()
    }
    this.publish({ phase: 'idle', waiting: 0 })
  }
}
