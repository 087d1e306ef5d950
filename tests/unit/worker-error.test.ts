import type { PGliteInterface } from '@electric-sql/pglite'
import { describe, expect, it } from 'vitest'
import { GIFTS } from '@/config/copy'
import { packDbError } from '@/data/embedded/embedded-config'
import { createEmbeddedServiceOn } from '@/data/embedded/embedded-core'

// In the browser, another tab may own the database: its errors cross a BroadcastChannel that keeps
// only the message. The SQLSTATE must survive, or a taken gift would show the generic error.

/** A database whose every query fails the way the leader tab's error reaches this tab. */
function dbFailingWith(fromLeader: Error): PGliteInterface {
  const crossed = new Error(packDbError(fromLeader).message) // only the message crosses tabs
  const tx = {
    exec: async () => [],
    query: async () => {
      throw crossed
    },
  }
  return {
    exec: async () => [],
    listen: async () => async () => {},
    transaction: async (fn: (t: typeof tx) => Promise<unknown>) => fn(tx),
  } as unknown as PGliteInterface
}

const reservation = { guestName: 'Ana', guestEmail: 'ana@example.com' }

describe('errors from the embedded worker', () => {
  it('keep the SQLSTATE, so a taken gift shows the product’s text', async () => {
    const fromLeader = Object.assign(new Error(GIFTS.alreadyReserved), { code: 'WD409' })
    const service = await createEmbeddedServiceOn(dbFailingWith(fromLeader))
    await expect(service.reserveGift('gift_1', reservation)).rejects.toMatchObject({
      code: 'conflict',
      message: 'Este presente já foi reservado por outra pessoa.',
    })
  })

  it('fall back to the operation’s generic text when the error is not ours', async () => {
    const service = await createEmbeddedServiceOn(dbFailingWith(new Error('connection lost')))
    await expect(service.reserveGift('gift_1', reservation)).rejects.toMatchObject({
      code: 'unknown',
      message: 'Erro ao atualizar presente. Tente novamente.',
    })
  })
})
