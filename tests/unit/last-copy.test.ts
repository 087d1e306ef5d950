import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OFFLINE } from '@/config/copy-offline'
import { toDataError } from '@/data/errors'
import {
  idbLastCopyStore,
  LAST_COPY_KEYS,
  withLastCopies,
  type LastCopy,
  type LastCopyStore,
} from '@/data/last-copy'
import { offlineAware } from '@/data/offline'
import { createCheckoutSession } from '@/lib/checkout-api'
import {
  DataError,
  type DataService,
  type Gift,
  type Message,
  type Page,
  type PageRequest,
  type ReadOptions,
} from '@/data/types'

const gift = (id: string): Gift => ({ id, name: `Presente ${id}` }) as Gift
const message = (id: string): Message & { cursor: string } =>
  ({ id, name: 'Ana', message: `Recado ${id}`, created_at: '', cursor: id }) as Message & {
    cursor: string
  }

/** A backend whose reads work until `down` is set, then fail as the real ones do ([] + onError). */
function fakeBackend() {
  const state = { down: false, gifts: [gift('a'), gift('b')], posts: 0 }
  const service = {
    backend: 'supabase',
    listGifts: async (options?: ReadOptions) => {
      if (state.down) {
        options?.onError?.(new TypeError('Failed to fetch'))
        return []
      }
      return state.gifts
    },
    listPhotos: async () => [],
    listMessages: async (request: PageRequest, options?: ReadOptions) => {
      if (state.down) {
        options?.onError?.(new TypeError('Failed to fetch'))
        return { items: [], more: false, total: 0 }
      }
      const page: Page<Message> = { items: [message(request.after ?? '9')], more: true, total: 5 }
      return page
    },
    postMessage: async () => {
      state.posts++
      return { id: 'm1', pending: false }
    },
    admin: { listGifts: async () => [] },
    demoRebuilt: true,
  } as unknown as DataService
  return { state, service }
}

function memoryStore(): LastCopyStore & { copies: Map<string, LastCopy<unknown>> } {
  const copies = new Map<string, LastCopy<unknown>>()
  return {
    copies,
    read: async <T>(key: string) => copies.get(key) as LastCopy<T> | undefined,
    write: async (key, copy) => void copies.set(key, copy),
    remove: async (key) => void copies.delete(key),
  }
}

describe('idbLastCopyStore (IndexedDB through idb-keyval)', () => {
  it('keeps a copy across store instances (a reload) and removes it', async () => {
    await idbLastCopyStore().write('gifts', { value: [gift('a')], savedAt: 42 })
    const again = idbLastCopyStore()
    expect(await again.read('gifts')).toEqual({ value: [gift('a')], savedAt: 42 })
    await again.remove('gifts')
    expect(await again.read('gifts')).toBeUndefined()
  })

  it('answers "no copy" instead of throwing when the browser refuses storage', async () => {
    const indexedDB = globalThis.indexedDB
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    Object.defineProperty(globalThis, 'indexedDB', {
      configurable: true,
      get: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    try {
      const store = idbLastCopyStore()
      await expect(store.write('x', { value: 1, savedAt: 1 })).resolves.toBeUndefined()
      await expect(store.read('x')).resolves.toBeUndefined()
    } finally {
      Object.defineProperty(globalThis, 'indexedDB', { configurable: true, value: indexedDB })
      vi.restoreAllMocks()
    }
  })
})

describe('withLastCopies', () => {
  it('answers a failed read with the last copy and says when it was kept', async () => {
    const { state, service } = fakeBackend()
    const store = memoryStore()
    const lists = withLastCopies(service, store, () => 1_000)
    expect(await lists.listGifts()).toEqual(state.gifts)
    await vi.waitFor(() => expect(store.copies.has(LAST_COPY_KEYS.gifts)).toBe(true))

    state.down = true
    const onError = vi.fn<(error: unknown) => void>()
    const onLastCopy = vi.fn<(savedAt: Date) => void>()
    expect(await lists.listGifts({ onError, onLastCopy })).toEqual([gift('a'), gift('b')])
    expect(onLastCopy).toHaveBeenCalledWith(new Date(1_000))
    expect(onError).not.toHaveBeenCalled()
  })

  it('without a copy, a failed read stays a failure (the section shows its error)', async () => {
    const { state, service } = fakeBackend()
    state.down = true
    const onError = vi.fn<(error: unknown) => void>()
    const onLastCopy = vi.fn<(savedAt: Date) => void>()
    const lists = withLastCopies(service, memoryStore())
    expect(await lists.listGifts({ onError, onLastCopy })).toEqual([])
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onLastCopy).not.toHaveBeenCalled()
  })

  it('a read that works again replaces the copy', async () => {
    const { state, service } = fakeBackend()
    const store = memoryStore()
    const lists = withLastCopies(service, store)
    await lists.listGifts()
    state.gifts = [gift('c')]
    await lists.listGifts()
    await vi.waitFor(() =>
      expect(store.copies.get(LAST_COPY_KEYS.gifts)?.value).toEqual([gift('c')]),
    )
  })

  it("keeps only the messages' first page, never 'Ver mais' pages", async () => {
    const { state, service } = fakeBackend()
    const store = memoryStore()
    const lists = withLastCopies(service, store)
    await lists.listMessages({ limit: 10 })
    await lists.listMessages({ after: '5', limit: 10 })
    await vi.waitFor(() => expect(store.copies.size).toBe(1))
    expect(store.copies.get(LAST_COPY_KEYS.messages)?.value).toMatchObject({
      items: [{ id: '9' }],
    })

    state.down = true
    const onLastCopy = vi.fn<(savedAt: Date) => void>()
    const onError = vi.fn<(error: unknown) => void>()
    expect((await lists.listMessages({ limit: 10 }, { onLastCopy })).items).toHaveLength(1)
    expect(onLastCopy).toHaveBeenCalledTimes(1)
    expect((await lists.listMessages({ after: '5', limit: 10 }, { onError })).items).toEqual([])
    expect(onError).toHaveBeenCalledTimes(1)
  })

  it('leaves the rest of the service as it is (admin reads, flags)', async () => {
    const { service } = fakeBackend()
    const lists = withLastCopies(service, memoryStore())
    expect(lists.admin).toBe(service.admin)
    expect(lists.demoRebuilt).toBe(true)
    expect(lists.backend).toBe('supabase')
  })
})

describe('offlineAware: guest writes without signal', () => {
  let online = true
  beforeEach(() => {
    online = true
    vi.stubGlobal('navigator', {
      get onLine() {
        return online
      },
    })
  })
  afterEach(() => void vi.unstubAllGlobals())

  it('refuses a write at once with the offline text, and sends nothing later', async () => {
    const { state, service } = fakeBackend()
    const site = offlineAware(service, memoryStore())
    online = false
    const refused = await site.postMessage({ name: 'Ana', message: 'Oi' }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(DataError)
    expect(refused).toMatchObject({ code: 'offline', message: OFFLINE.writeRefused })
    online = true
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(state.posts).toBe(0)
    await site.postMessage({ name: 'Ana', message: 'Oi' })
    expect(state.posts).toBe(1)
  })

  it('a card checkout is not even asked for', async () => {
    online = false
    const fetchImpl = vi.fn<typeof fetch>()
    const refused = await createCheckoutSession(
      { kind: 'contribution' } as unknown as Parameters<typeof createCheckoutSession>[0],
      fetchImpl,
    ).catch((e: unknown) => e)
    expect(refused).toMatchObject({ code: 'offline', message: OFFLINE.writeRefused })
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('a network failure while offline reads as the offline text, not "Erro desconhecido"', () => {
    online = false
    expect(toDataError('reserveGift', new TypeError('Failed to fetch'))).toMatchObject({
      code: 'offline',
      message: OFFLINE.writeRefused,
    })
    // The database's own answers keep their text.
    expect(
      toDataError('reserveGift', { code: 'WD409', message: 'Este presente já foi reservado.' }),
    ).toMatchObject({ code: 'conflict' })
  })
})

describe('a personal link offline (the guest’s own answers)', () => {
  const invitation = (answer: string) => ({ label: 'Família Souza', message: answer })
  function invitationBackend() {
    const state = { down: false, wrong: false, answer: 'Estaremos lá!' }
    const service = {
      backend: 'supabase',
      getInvitation: async () => {
        if (state.wrong) throw new DataError('Convite não encontrado.', 'not_found')
        if (state.down) throw new TypeError('Failed to fetch')
        return invitation(state.answer)
      },
      answerInvitation: async (_code: string, answer: { message: string }) => {
        state.answer = answer.message
      },
    } as unknown as DataService
    return { state, service }
  }

  it('opens as this phone last saw it, said as a last copy, and follows the guest’s new answer', async () => {
    const { state, service } = invitationBackend()
    const store = memoryStore()
    const wrapped = withLastCopies(service, store, () => 1000)
    expect(await wrapped.getInvitation('CODE1')).toEqual(invitation('Estaremos lá!'))
    await wrapped.answerInvitation('CODE1', { message: 'Mudamos: vamos só nós dois.' } as never)
    await vi.waitFor(() =>
      expect(store.copies.get(LAST_COPY_KEYS.invitation + 'CODE1')?.value).toEqual(
        invitation('Mudamos: vamos só nós dois.'),
      ),
    )
    state.down = true
    const onLastCopy = vi.fn<(savedAt: Date) => void>()
    expect(await wrapped.getInvitation('CODE1', { onLastCopy })).toEqual(
      invitation('Mudamos: vamos só nós dois.'),
    )
    expect(onLastCopy).toHaveBeenCalledWith(new Date(1000))
    // Another household's code has no copy on this phone: the failure stands.
    await expect(wrapped.getInvitation('OTHER')).rejects.toThrow('Failed to fetch')
  })

  it('never answers a wrong code with a copy', async () => {
    const { state, service } = invitationBackend()
    const store = memoryStore()
    const wrapped = withLastCopies(service, store)
    await wrapped.getInvitation('CODE1')
    state.wrong = true
    await expect(wrapped.getInvitation('CODE1')).rejects.toMatchObject({ code: 'not_found' })
  })
})
