import { describe, expect, it, vi } from 'vitest'
import { createDeferredService } from '@/data/stand-ins/deferred'
import { createNotConfiguredService } from '@/data/service'
import type { DataService, Page, Message } from '@/data/types'

// While the embedded database boots, the provider hands out a placeholder DataService. It must
// keep the contract: it names the coming backend (so sections load instead of saying
// "não configurado"), reads wait and never throw, writes and subscriptions reach the real backend.

const MESSAGE: Message = {
  id: 'm1',
  name: 'Ana',
  message: 'Oi',
  created_at: '2025-09-01T12:00:00Z',
}
const PAGE: Page<Message> = {
  items: [{ ...MESSAGE, cursor: '2025-09-01T12:00:00.000000Z|m1' }],
  more: false,
  total: 1,
}

function realService() {
  const subscribers: (() => void)[] = []
  const service: DataService = {
    ...createNotConfiguredService(),
    backend: 'embedded',
    listMessages: vi.fn<DataService['listMessages']>(async () => PAGE),
    postMessage: vi.fn<DataService['postMessage']>(async () => ({ pending: false })),
    subscribe: (_table, onChange) => {
      subscribers.push(onChange)
      return () => subscribers.splice(subscribers.indexOf(onChange), 1)
    },
    resetDemo: vi.fn<() => Promise<void>>(async () => {}),
  }
  return { service, subscribers }
}

describe('the DataService placeholder while the backend boots', () => {
  it('names the coming backend and forwards calls made before it is ready', async () => {
    const { service, subscribers } = realService()
    let ready: (s: DataService) => void = () => {}
    const booting = new Promise<DataService>((resolve) => (ready = resolve))
    const start = vi.fn<() => Promise<DataService>>(() => booting)
    const placeholder = createDeferredService('embedded', start)
    expect(placeholder.backend).toBe('embedded')
    // Nothing has asked for data yet: the backend (supabase-js or PGlite) is not even downloaded.
    expect(start).not.toHaveBeenCalled()

    const list = placeholder.listMessages({ limit: 10 })
    const post = placeholder.postMessage({ name: 'Ana', message: 'Oi' })
    const onChange = vi.fn<() => void>()
    const stop = placeholder.subscribe('messages', onChange)
    expect(start).toHaveBeenCalled()
    ready(service)

    expect(await list).toEqual(PAGE)
    await post
    expect(service.postMessage).toHaveBeenCalledWith({ name: 'Ana', message: 'Oi' })
    await vi.waitFor(() => expect(subscribers).toHaveLength(1))
    subscribers[0]?.()
    expect(onChange).toHaveBeenCalledTimes(1)
    stop()
    expect(subscribers).toHaveLength(0)
    await placeholder.resetDemo?.()
    expect(service.resetDemo).toHaveBeenCalled()
  })

  it('reads are empty, not errors, when the backend fails to start', async () => {
    const placeholder = createDeferredService('embedded', () =>
      Promise.reject(new Error('no wasm')),
    )
    expect(await placeholder.listGifts()).toEqual([])
    expect(await placeholder.getPhotoImage('x')).toBeNull()
    await expect(placeholder.postMessage({ name: 'A', message: 'B' })).rejects.toMatchObject({
      code: 'not_configured',
    })
  })

  it('a session cannot be checked when the backend fails to start (so it is not forgotten)', async () => {
    const placeholder = createDeferredService('embedded', () =>
      Promise.reject(new Error('no wasm')),
    )
    await expect(placeholder.adminSession('t')).rejects.toMatchObject({ code: 'not_configured' })
  })

  it('a Supabase placeholder has no demo reset', () => {
    const placeholder = createDeferredService('supabase', () => new Promise<DataService>(() => {}))
    expect(placeholder.resetDemo).toBeUndefined()
  })
})
