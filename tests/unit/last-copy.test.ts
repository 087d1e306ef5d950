import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OFFLINE } from '@/config/copy-offline'
import type { Backend } from '@/data/backend'
import { toDataError } from '@/data/errors'
import {
  idbLastCopyStore,
  LAST_COPY_KEYS,
  type LastCopy,
  type LastCopyStore,
} from '@/data/last-copy'
import { createService } from '@/data/service'
import type { SqlCaller } from '@/data/sql-api'
import { createCheckoutSession } from '@/features/payments/checkout/checkout-api'
import { DataError } from '@/data/types'

// The DataService's last copies and offline writes (src/data/service.ts), over a backend faked at
// its edge: it answers what the SQL functions answer, until `down`, when every call fails as a
// lost connection does.

const giftRow = (id: string) => ({ id, name: `Presente ${id}`, kind: 'reserve' })
const messageRow = (id: string) => ({
  id,
  name: 'Ana',
  message: `Recado ${id}`,
  created_at: '2026-01-01T00:00:00Z',
  cursor_at: '2026-01-01T00:00:00.000000Z',
  total: 5,
})

function fakeBackend() {
  const state = { down: false, wrong: false, gifts: ['a', 'b'], posts: 0, answer: 'Estaremos lá!' }
  const answers: Record<string, (args: Record<string, unknown>) => unknown> = {
    list_gifts: () => state.gifts.map(giftRow),
    // limit + 1 rows: one more than a page, so 'Ver mais' follows.
    list_messages: (args) => [messageRow(String(args.p_after_id ?? '9')), messageRow('x')],
    post_message: () => {
      state.posts++
      return 'm1'
    },
    messages_need_approval: () => false,
    get_invitation: () => {
      if (state.wrong) return { code: 'WD404', message: 'Convite não encontrado.' }
      return { household_name: 'Família Souza', message: state.answer, members: [] }
    },
    answer_invitation: (args) => {
      state.answer = String(args.p_message)
      return null
    },
  }
  const call = (async (fn, args) => {
    if (state.down) throw toDataError(fn.error, new TypeError('Failed to fetch'))
    const answer = answers[fn.name]
    if (!answer) throw new Error(`unexpected ${fn.name}`)
    return answer(args as Record<string, unknown>)
  }) as SqlCaller
  const backend: Backend = {
    kind: 'supabase',
    call,
    select: async () => [],
    subscribe: () => () => {},
    demoRebuilt: true,
  }
  return { state, backend }
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
    await idbLastCopyStore().write('gifts', { value: [giftRow('a')], savedAt: 42 })
    const again = idbLastCopyStore()
    expect(await again.read('gifts')).toEqual({ value: [giftRow('a')], savedAt: 42 })
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

describe('the last copies of the public lists', () => {
  const names = (gifts: { name: string }[]) => gifts.map((g) => g.name)

  it('answers a failed read with the last copy and says when it was kept', async () => {
    const { state, backend } = fakeBackend()
    const store = memoryStore()
    const lists = createService(backend, { lastCopies: store, now: () => 1_000 })
    expect(names(await lists.listGifts())).toEqual(['Presente a', 'Presente b'])
    await vi.waitFor(() => expect(store.copies.has(LAST_COPY_KEYS.gifts)).toBe(true))

    state.down = true
    const onError = vi.fn<(error: unknown) => void>()
    const onLastCopy = vi.fn<(savedAt: Date) => void>()
    expect(names(await lists.listGifts({ onError, onLastCopy }))).toEqual([
      'Presente a',
      'Presente b',
    ])
    expect(onLastCopy).toHaveBeenCalledWith(new Date(1_000))
    expect(onError).not.toHaveBeenCalled()
  })

  it('without a copy, a failed read stays a failure (the section shows its error)', async () => {
    const { state, backend } = fakeBackend()
    state.down = true
    const onError = vi.fn<(error: unknown) => void>()
    const onLastCopy = vi.fn<(savedAt: Date) => void>()
    const lists = createService(backend, { lastCopies: memoryStore() })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await lists.listGifts({ onError, onLastCopy })).toEqual([])
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onLastCopy).not.toHaveBeenCalled()
  })

  it('a read that works again replaces the copy', async () => {
    const { state, backend } = fakeBackend()
    const store = memoryStore()
    const lists = createService(backend, { lastCopies: store })
    await lists.listGifts()
    state.gifts = ['c']
    await lists.listGifts()
    await vi.waitFor(() =>
      expect(store.copies.get(LAST_COPY_KEYS.gifts)?.value).toMatchObject([{ name: 'Presente c' }]),
    )
  })

  it("keeps only the messages' first page, never 'Ver mais' pages", async () => {
    const { state, backend } = fakeBackend()
    const store = memoryStore()
    const lists = createService(backend, { lastCopies: store })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await lists.listMessages({ limit: 1 })
    await lists.listMessages({ after: '5', limit: 1 })
    await vi.waitFor(() => expect(store.copies.size).toBe(1))
    expect(store.copies.get(LAST_COPY_KEYS.messages)?.value).toMatchObject({
      items: [{ id: '9' }],
    })

    state.down = true
    const onLastCopy = vi.fn<(savedAt: Date) => void>()
    const onError = vi.fn<(error: unknown) => void>()
    expect((await lists.listMessages({ limit: 1 }, { onLastCopy })).items).toHaveLength(1)
    expect(onLastCopy).toHaveBeenCalledTimes(1)
    expect((await lists.listMessages({ after: '5', limit: 1 }, { onError })).items).toEqual([])
    expect(onError).toHaveBeenCalledTimes(1)
  })

  it('keeps no copy of the couple’s reads, and keeps the backend’s flags', async () => {
    const { backend } = fakeBackend()
    const store = memoryStore()
    const lists = createService(backend, { lastCopies: store })
    await expect(lists.admin.listGifts('token')).rejects.toThrow('unexpected admin_list_gifts')
    expect(store.copies.size).toBe(0)
    expect(lists.demoRebuilt).toBe(true)
    expect(lists.backend).toBe('supabase')
  })
})

describe('guest writes without signal', () => {
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
    const { state, backend } = fakeBackend()
    const site = createService(backend, { lastCopies: memoryStore() })
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
    expect(toDataError(undefined, new TypeError('Failed to fetch'))).toMatchObject({
      code: 'offline',
      message: OFFLINE.writeRefused,
    })
    // The database's own answers keep their text.
    expect(
      toDataError(undefined, { code: 'WD409', message: 'Este presente já foi reservado.' }),
    ).toMatchObject({ code: 'conflict' })
  })
})

describe('a personal link offline (the guest’s own answers)', () => {
  const answer = { members: [], message: 'Mudamos: vamos só nós dois.' }

  it('opens as this phone last saw it, said as a last copy, and follows the guest’s new answer', async () => {
    const { state, backend } = fakeBackend()
    const store = memoryStore()
    const wrapped = createService(backend, { lastCopies: store, now: () => 1000 })
    expect(await wrapped.getInvitation('CODE1')).toMatchObject({ message: 'Estaremos lá!' })
    await wrapped.answerInvitation('CODE1', answer)
    await vi.waitFor(() =>
      expect(store.copies.get(LAST_COPY_KEYS.invitation + 'CODE1')?.value).toMatchObject({
        message: 'Mudamos: vamos só nós dois.',
      }),
    )
    state.down = true
    const onLastCopy = vi.fn<(savedAt: Date) => void>()
    expect(await wrapped.getInvitation('CODE1', { onLastCopy })).toMatchObject({
      message: 'Mudamos: vamos só nós dois.',
    })
    expect(onLastCopy).toHaveBeenCalledWith(new Date(1000))
    // Another household's code has no copy on this phone: the failure stands.
    await expect(wrapped.getInvitation('OTHER')).rejects.toBeInstanceOf(DataError)
  })

  it('never answers a wrong code with a copy', async () => {
    const { state, backend } = fakeBackend()
    const store = memoryStore()
    const wrapped = createService(backend, { lastCopies: store })
    await wrapped.getInvitation('CODE1')
    await vi.waitFor(() => expect(store.copies.size).toBe(1))
    state.wrong = true
    await expect(wrapped.getInvitation('CODE1')).rejects.toMatchObject({ code: 'not_found' })
  })
})
