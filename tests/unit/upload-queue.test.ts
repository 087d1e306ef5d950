// The phone's queue of guests' photos (docs/decisions/0027-guests-photos.md): one at a time, oldest first; a dropped
// connection is tried again with a growing wait; without signal it waits; a refusal that sending
// again cannot cure leaves the queue with its reason; a queue left by an earlier visit is resumed.
import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { DataError, type NewGuestPhoto } from '@/data/types'
import {
  backoffMs,
  idbQueueStore,
  UploadQueue,
  type QueueDeps,
  type QueuedPhoto,
  type Refusal,
} from '@/features/guest-photos/upload-queue'
import { sendQueuedPhotos, TryLater } from '@/features/guest-photos/photo-sync-worker'

const item = (id: string, addedAt: number): QueuedPhoto => ({
  photo: { id, name: 'Rita', ownerSecret: 's'.repeat(64) } as NewGuestPhoto,
  fileName: `${id}.jpg`,
  addedAt,
})

function memoryStore(initial: QueuedPhoto[] = []) {
  const items = new Map(initial.map((i) => [i.photo.id, i]))
  let refusals: Refusal[] = []
  return {
    items,
    all: async () => [...items.values()].sort((a, b) => a.addedAt - b.addedAt),
    put: async (i: QueuedPhoto) => void items.set(i.photo.id, i),
    remove: async (id: string) => void items.delete(id),
    refuse: async (i: QueuedPhoto, message: string) => {
      refusals.push({ fileName: i.fileName, message })
      items.delete(i.photo.id)
    },
    takeRefusals: async () => {
      const taken = refusals
      refusals = []
      return taken
    },
  }
}

function deps(over: Partial<QueueDeps> & { store: QueueDeps['store'] }): QueueDeps {
  return {
    send: async () => ({ pending: true }),
    online: () => true,
    waitForSignal: async () => {},
    sleep: async () => {},
    ...over,
  }
}

describe('the upload queue', () => {
  it('sends in order; a lost connection is retried (same id) until it arrives once', async () => {
    const store = memoryStore()
    const stored = new Map<string, number>()
    let failures = 2
    const waits: number[] = []
    const queue = new UploadQueue(
      deps({
        store,
        // The server stores by id: a retry of a stored photo does not add a second.
        send: async (photo) => {
          stored.set(photo.id, (stored.get(photo.id) ?? 0) + 1)
          if (photo.id === 'b' && failures-- > 0) throw new DataError('rede', 'unknown')
          return { pending: true }
        },
        sleep: async (ms) => void waits.push(ms),
      }),
    )
    await queue.add([item('a', 1), item('b', 2), item('c', 3)])
    expect([...stored.keys()]).toEqual(['a', 'b', 'c'])
    expect(waits).toEqual([backoffMs(1), backoffMs(2)])
    expect(queue.snapshot).toMatchObject({ sent: 3, total: 3, waiting: 0, phase: 'idle' })
    expect(store.items.size).toBe(0)
  })

  it('waits for the signal, then goes on; a refused photo leaves with its reason', async () => {
    const store = memoryStore()
    let online = false
    let waited = 0
    const queue = new UploadQueue(
      deps({
        store,
        online: () => online,
        waitForSignal: async () => {
          waited++
          expect(queue.snapshot.phase).toBe('offline')
          online = true
        },
        send: async (photo) => {
          if (photo.id === 'bad') throw new DataError('Foto inválida ou grande demais.', 'invalid')
          return { pending: false }
        },
      }),
    )
    await queue.add([item('ok', 1), item('bad', 2)])
    expect(waited).toBe(1)
    expect(queue.snapshot).toMatchObject({ sent: 1, total: 1, pending: false })
    expect(queue.snapshot.refused).toEqual([
      { fileName: 'bad.jpg', message: 'Foto inválida ou grande demais.' },
    ])
  })

  it('resumes what an earlier visit left on the phone', async () => {
    const store = memoryStore([item('x', 1), item('y', 2)])
    const sent: string[] = []
    const queue = new UploadQueue(
      deps({ store, send: async (p) => (sent.push(p.id), { pending: true }) }),
    )
    await queue.start()
    expect(sent).toEqual(['x', 'y'])
    expect(queue.snapshot).toMatchObject({ sent: 2, total: 2 })
  })

  it('never runs two passes at once over one queue (the page and the service worker)', async () => {
    const store = memoryStore([item('a', 1), item('b', 2)])
    // A lock as the Web Locks API gives one: the next pass starts when the last has ended.
    let held = Promise.resolve()
    const exclusive = (pass: () => Promise<void>) => {
      const run = held.then(pass)
      held = run.catch(() => {})
      return run
    }
    let inFlight = 0
    let most = 0
    const sent: string[] = []
    const send = async (photo: NewGuestPhoto) => {
      most = Math.max(most, ++inFlight)
      await new Promise((resolve) => setTimeout(resolve, 5))
      inFlight--
      sent.push(photo.id)
      return { pending: true }
    }
    const page = new UploadQueue(deps({ store, send, exclusive }))
    const worker = new UploadQueue(deps({ store, send, exclusive }))
    await Promise.all([page.start(), worker.start()])
    expect(most).toBe(1)
    // Each photo once: the second pass found the queue empty.
    expect(sent).toEqual(['a', 'b'])
  })
})

describe("the service worker's background send", () => {
  it('sends what the page left, oldest first, and empties the queue', async () => {
    const store = memoryStore([item('b', 2), item('a', 1)])
    const sent: string[] = []
    await sendQueuedPhotos(async (p) => (sent.push(p.id), { pending: true }), {
      store,
      online: () => true,
    })
    expect(sent).toEqual(['a', 'b'])
    expect(store.items.size).toBe(0)
  })

  it('gives the sync back to the browser on a failure a retry may cure, keeping the photo', async () => {
    const store = memoryStore([item('a', 1), item('b', 2)])
    const sent: string[] = []
    const sending = sendQueuedPhotos(
      async (p) => {
        if (p.id === 'b') throw new DataError('rede', 'unknown')
        sent.push(p.id)
        return { pending: true }
      },
      { store, online: () => true },
    )
    await expect(sending).rejects.toBeInstanceOf(TryLater)
    expect(sent).toEqual(['a'])
    expect([...store.items.keys()]).toEqual(['b'])
  })

  it('without signal sends nothing and asks the browser to try again', async () => {
    const store = memoryStore([item('a', 1)])
    let calls = 0
    const sending = sendQueuedPhotos(async () => (calls++, { pending: true }), {
      store,
      online: () => false,
    })
    await expect(sending).rejects.toBeInstanceOf(TryLater)
    expect(calls).toBe(0)
    expect(store.items.size).toBe(1)
  })

  it('takes a photo the database refuses out of the queue; the page says why when opened', async () => {
    const store = memoryStore([item('bad', 1), item('ok', 2)])
    const sent: string[] = []
    await sendQueuedPhotos(
      async (p) => {
        if (p.id === 'bad') throw new DataError('O envio de fotos está encerrado.', 'closed')
        sent.push(p.id)
        return { pending: true }
      },
      { store, online: () => true },
    )
    expect(sent).toEqual(['ok'])
    expect(store.items.size).toBe(0)
    // The guest opens /fotos later: the page's queue tells what the worker could not send, once.
    const page = new UploadQueue(deps({ store }))
    await page.start()
    expect(page.snapshot.refused).toEqual([
      { fileName: 'bad.jpg', message: 'O envio de fotos está encerrado.' },
    ])
    const again = new UploadQueue(deps({ store }))
    await again.start()
    expect(again.snapshot.refused).toEqual([])
  })

  it("the page's own refusal is shown at once and not kept for the next opening", async () => {
    const store = memoryStore()
    const queue = new UploadQueue(
      deps({
        store,
        send: async () => {
          throw new DataError('Foto inválida ou grande demais.', 'invalid')
        },
      }),
    )
    await queue.add([item('bad', 1)])
    expect(queue.snapshot.refused).toEqual([
      { fileName: 'bad.jpg', message: 'Foto inválida ou grande demais.' },
    ])
    expect(await store.takeRefusals()).toEqual([])
  })

  it("keeps a refusal in the phone's IndexedDB until the page takes it", async () => {
    const store = idbQueueStore()
    await store.put(item('a', 1))
    await store.put(item('b', 2))
    await store.refuse(item('a', 1), 'O álbum está cheio.')
    expect((await store.all()).map((i) => i.photo.id)).toEqual(['b'])
    expect(await store.takeRefusals()).toEqual([
      { fileName: 'a.jpg', message: 'O álbum está cheio.' },
    ])
    expect(await store.takeRefusals()).toEqual([])
  })
})
