import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEMO } from '@/config/copy/demo'
import { GIFTS } from '@/config/copy/gifts'
import { toDataError } from '@/data/errors'
import {
  embeddedBackend,
  type EmbeddedEngine,
  type LiveSubscribers,
} from '@/data/embedded/embedded-core'
import { createService } from '@/data/service'
import { lead } from '@/data/embedded/embedded-leader'
import { linkToLeader, type LinkTimes } from '@/data/embedded/embedded-link'
import {
  NAMES,
  holdLock,
  type Channel,
  type Locks,
  type Platform,
} from '@/data/embedded/embedded-protocol'
import type { SqlFunction } from '@/data/sql-api'
import type { DataService, GiftInput } from '@/data/types'

// The demo database shared by the tabs of one browser (docs/decisions/0004-embedded-backend.md):
// one tab's worker owns it and the others send it whole calls. Here each tab is a page and its
// worker, on Node's BroadcastChannel and a stand-in for the Web Locks API; closing a tab drops its
// locks and silences its channels, as the browser does. The database is a stand-in engine whose
// calls the test lets finish when it wants.

/** The Web Locks API for several pages and workers: what one holds is let go when it closes. */
class LockBroker {
  private names = new Map<string, { holders: Holder[]; queue: Holder[] }>()

  forContext(context: Context): Locks {
    return {
      request: (name, { mode = 'exclusive' }, callback) =>
        new Promise((done) => {
          const lock = this.lock(name)
          lock.queue.push({ context, mode, callback, done })
          this.grant(name)
        }),
    }
  }

  /** The holders and waiters a closed page or worker had: gone, as in the browser. */
  drop(context: Context) {
    for (const [name, lock] of this.names) {
      lock.queue = lock.queue.filter((h) => h.context !== context)
      lock.holders = lock.holders.filter((h) => h.context !== context)
      this.grant(name)
    }
  }

  private lock(name: string) {
    let lock = this.names.get(name)
    if (!lock) {
      lock = { holders: [], queue: [] }
      this.names.set(name, lock)
    }
    return lock
  }

  private grant(name: string) {
    const lock = this.lock(name)
    for (let next = lock.queue[0]; next; next = lock.queue[0]) {
      const free =
        next.mode === 'exclusive'
          ? lock.holders.length === 0
          : lock.holders.every((h) => h.mode === 'shared')
      if (!free) return
      lock.queue.shift()
      lock.holders.push(next)
      const holder = next
      void Promise.resolve()
        .then(holder.callback)
        .then(holder.done, holder.done)
        .finally(() => {
          lock.holders = lock.holders.filter((h) => h !== holder)
          this.grant(name)
        })
    }
  }
}

interface Holder {
  context: Context
  mode: 'exclusive' | 'shared'
  callback: () => unknown
  done: (value: unknown) => void
}

/** A page or a worker: its channels and locks, until it closes. */
class Context {
  private channels: BroadcastChannel[] = []
  closed = false
  readonly platform: Platform

  constructor(broker: LockBroker) {
    this.platform = {
      channel: (name) => this.channel(name),
      locks: broker.forContext(this),
      now: () => Date.now(),
    }
  }

  private channel(name: string): Channel {
    const real = new BroadcastChannel(name)
    this.channels.push(real)
    return {
      // A closed page says nothing more, and hears nothing more.
      postMessage: (message) => {
        if (!this.closed) real.postMessage(message)
      },
      addEventListener: (type, listener) => {
        real.addEventListener(type, (event) => {
          if (!this.closed) listener(event as MessageEvent)
        })
      },
      close: () => real.close(),
    }
  }

  close() {
    this.closed = true
    for (const channel of this.channels) channel.close()
  }
}

/** A database stand-in: each call waits until the test lets it finish (or at once if open). */
class Engine implements EmbeddedEngine {
  readonly started: string[] = []
  private held: (() => void)[] = []
  hold = false
  /** What a call throws instead of answering, by function name. */
  failures = new Map<string, unknown>()

  constructor(private readonly onChange: (table: 'gifts') => void) {}

  call = (async (fn: SqlFunction, args: Record<string, unknown>) => {
    this.started.push(`${fn.name}:${String(Object.values(args)[0] ?? '')}`)
    if (this.hold) await new Promise<void>((resolve) => this.held.push(resolve))
    const failure = this.failures.get(fn.name)
    if (failure) throw failure
    if (fn.writes) this.onChange('gifts')
    const answers = { rows: [], row: null, scalar: 'gift_1', json: null, void: undefined }
    return answers[fn.returns]
  }) as EmbeddedEngine['call']

  select = async () => []

  /** Lets every call started so far finish. */
  finishStarted() {
    const held = this.held
    this.held = []
    for (const resolve of held) resolve()
  }
}

const TIMES: LinkTimes = { startWithinMs: 400, takeoverMs: 300, openMs: 3000 }
const broker = new LockBroker()
const contexts: Context[] = []
beforeEach(() => {
  // A closed tab's own calls still fail here on their timer (a closed page has none): quiet logs.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  for (const context of contexts) {
    context.close()
    broker.drop(context)
  }
  contexts.length = 0
})

interface Tab {
  service: DataService
  live: LiveSubscribers
  /** The engine this tab's worker opened, once it leads. */
  engine: () => Engine | null
  close: () => void
}

let tabs = 0
/** A tab: its worker waits in line to own the database; its page joins whichever worker leads. */
async function openTab({ opensInMs = 0 } = {}): Promise<Tab> {
  const page = new Context(broker)
  const worker = new Context(broker)
  contexts.push(page, worker)
  const name = `tab-${++tabs}`
  let engine: Engine | null = null
  void holdLock(worker.platform.locks, NAMES.election).then(() =>
    lead(worker.platform, `leader-of-${name}`, async (onChange) => {
      await new Promise((resolve) => setTimeout(resolve, opensInMs))
      engine = new Engine(onChange)
      return { engine, rebuilt: false }
    }),
  )
  const link = await linkToLeader(page.platform, name, TIMES)
  return {
    service: createService(embeddedBackend(link.engine, link.live)),
    live: link.live,
    engine: () => engine,
    close: () => {
      page.close()
      worker.close()
      broker.drop(page)
      broker.drop(worker)
    },
  }
}

const GIFT: GiftInput = {
  name: 'Chaleira elétrica',
  description: 'Inox',
  category: 'cozinha',
  kind: 'reserve',
  priceCents: null,
  quotas: null,
  storeUrl: null,
  position: 0,
}
const reservation = { guestName: 'Ana', guestEmail: 'ana@example.com' }

describe('the demo database shared by the tabs of one browser', () => {
  it('a guest tab that closes with reads still waiting holds up nothing: the couple’s gift is saved', async () => {
    const couple = await openTab()
    const engine = couple.engine()
    if (!engine) throw new Error('the first tab leads')
    const guest = await openTab()
    // The guest taps through the categories: each asks for its photos; the first is running.
    engine.hold = true
    for (const id of ['a', 'b', 'c', 'd', 'e']) void guest.service.getGiftThumbnails([id])
    await expect.poll(() => engine.started.length).toBe(1)
    guest.close()

    const saved = couple.service.admin.saveGift('token', GIFT)
    engine.hold = false
    engine.finishStarted() // the one that was running ends; the closed tab's others never start
    await expect(saved).resolves.toBe('gift_1')
    expect(engine.started).toEqual(['gift_thumbnails:a', 'admin_save_gift:token'])
  })

  it('a change made in one tab reaches the lists of the others', async () => {
    const couple = await openTab()
    const guest = await openTab()
    let heard = 0
    guest.live.subscribe('gifts', () => heard++)
    await couple.service.admin.saveGift('token', GIFT)
    await expect.poll(() => heard).toBeGreaterThan(0)
  })

  it('when the tab that owns the database closes, the next one takes over: reads are answered, a write in flight is said not confirmed', async () => {
    const guest = await openTab()
    const first = guest.engine()
    if (!first) throw new Error('the first tab leads')
    const couple = await openTab()
    first.hold = true
    const inFlight = couple.service.admin.saveGift('token', GIFT)
    await expect.poll(() => first.started.length).toBe(1)
    const read = couple.service.admin.listGifts('token')
    guest.close()

    await expect(inFlight).rejects.toMatchObject({
      code: 'unavailable',
      message: DEMO.writeNotConfirmed,
    })
    await expect(read).resolves.toEqual([])
    // The couple's own tab leads now, and the next write goes through.
    await expect(couple.service.admin.saveGift('token', GIFT)).resolves.toBe('gift_1')
    expect(couple.engine()?.started).toContain('admin_save_gift:token')
  })

  it('a write waits for the tab that takes over as long as it is opening the database', async () => {
    const guest = await openTab()
    // Opening from IndexedDB takes longer than another worker takes to step in (and than the
    // second the closed tab's last words are awaited).
    const couple = await openTab({ opensInMs: TIMES.takeoverMs + 2000 })
    guest.close()
    await expect(couple.service.admin.saveGift('token', GIFT)).resolves.toBe('gift_1')
  })

  it('a call the owning tab does not start in time fails with a pt-BR text, and is never run later', async () => {
    const guest = await openTab()
    const engine = guest.engine()
    if (!engine) throw new Error('the first tab leads')
    const couple = await openTab()
    engine.hold = true
    void guest.service.listGifts() // a call that takes longer than any honest one
    await expect.poll(() => engine.started.length).toBe(1)

    const began = Date.now()
    await expect(couple.service.admin.saveGift('token', GIFT)).rejects.toMatchObject({
      code: 'unavailable',
      message: DEMO.notAnswering,
    })
    expect(Date.now() - began).toBeLessThan(TIMES.startWithinMs + 2000)
    engine.hold = false
    engine.finishStarted()
    await guest.service.listGifts()
    expect(engine.started.filter((s) => s.startsWith('admin_save_gift'))).toEqual([])
  })

  it('the database’s own text reaches the tab that made the call, or the operation’s when it has none', async () => {
    const guest = await openTab()
    const engine = guest.engine()
    if (!engine) throw new Error('the first tab leads')
    const other = await openTab()
    // As the engine raises it: a taken gift is WD409 with the product's text (errors.ts).
    const taken = Object.assign(new Error(GIFTS.alreadyReserved), { code: 'WD409' })
    engine.failures.set('reserve_gift', toDataError(undefined, taken))
    await expect(other.service.reserveGift('gift_1', reservation)).rejects.toMatchObject({
      code: 'conflict',
      message: GIFTS.alreadyReserved,
    })
    engine.failures.set('reserve_gift', new Error('connection lost'))
    await expect(other.service.reserveGift('gift_1', reservation)).rejects.toMatchObject({
      code: 'unknown',
      message: GIFTS.updateError,
    })
  })
})
