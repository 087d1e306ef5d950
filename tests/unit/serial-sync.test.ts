import { describe, expect, it, vi } from 'vitest'
import { serialiseSync, SYNC_ATTEMPTS, type Sync } from '@/data/embedded/serial-sync'

// Emscripten's FS error for a file deleted between the listing and the copy (ENOENT).
class ErrnoError extends Error {
  constructor() {
    super('')
    this.name = 'ErrnoError'
  }
}

describe('the demo database’s copies to IndexedDB', () => {
  it('try again when a file vanished under the copy, and then succeed', async () => {
    const sync = vi.fn<Sync>().mockRejectedValueOnce(new ErrnoError()).mockResolvedValue(undefined)
    const onRelaxedFailure = vi.fn<(error: unknown) => void>()
    const serialised = serialiseSync(sync, onRelaxedFailure)

    await expect(serialised(false)).resolves.toBeUndefined()
    expect(sync).toHaveBeenCalledTimes(2)
    expect(onRelaxedFailure).not.toHaveBeenCalled()
  })

  it('never leave a relaxed copy’s failure unhandled (the page would show an uncaught error)', async () => {
    const error = new ErrnoError()
    const sync = vi.fn<Sync>().mockRejectedValue(error)
    const onRelaxedFailure = vi.fn<(error: unknown) => void>()
    const serialised = serialiseSync(sync, onRelaxedFailure)

    await expect(serialised(true)).resolves.toBeUndefined()
    expect(sync).toHaveBeenCalledTimes(SYNC_ATTEMPTS)
    expect(onRelaxedFailure).toHaveBeenCalledWith(error)
  })

  it('report a strict copy that keeps failing to the tab that waits for it', async () => {
    const sync = vi.fn<Sync>().mockRejectedValue(new ErrnoError())
    const serialised = serialiseSync(sync, vi.fn<(error: unknown) => void>())

    await expect(serialised(false)).rejects.toBeInstanceOf(ErrnoError)
    expect(sync).toHaveBeenCalledTimes(SYNC_ATTEMPTS)
    // A failure does not block the copies queued after it.
    sync.mockResolvedValue(undefined)
    await expect(serialised(false)).resolves.toBeUndefined()
  })

  it('run one at a time, in the order asked', async () => {
    const order: string[] = []
    let release: () => void = () => {}
    const sync = vi.fn<Sync>(async (relaxed) => {
      order.push(`start ${relaxed ? 'relaxed' : 'strict'}`)
      if (relaxed) await new Promise<void>((resolve) => (release = resolve))
      order.push(`end ${relaxed ? 'relaxed' : 'strict'}`)
    })
    const serialised = serialiseSync(sync, vi.fn<(error: unknown) => void>())

    const first = serialised(true)
    const second = serialised(false)
    await vi.waitFor(() => expect(order).toEqual(['start relaxed']))
    release()
    await Promise.all([first, second])
    expect(order).toEqual(['start relaxed', 'end relaxed', 'start strict', 'end strict'])
  })
})
