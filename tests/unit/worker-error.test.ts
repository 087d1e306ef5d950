import { describe, expect, it } from 'vitest'
import { GIFTS } from '@/config/copy'
import { packDbError } from '@/data/embedded/embedded-config'
import { toDataError } from '@/data/errors'

// In the browser, another tab may own the database: its errors cross a BroadcastChannel that keeps
// only the message. The SQLSTATE must survive, or a taken gift would show the generic error.
describe('errors from the embedded worker', () => {
  it('keep the SQLSTATE, so a taken gift shows SPEC’s text', () => {
    const fromLeader = Object.assign(new Error(GIFTS.alreadyReserved), { code: 'WD409' })
    const crossed = new Error(packDbError(fromLeader).message) // only the message crosses tabs
    const error = toDataError('reserveGift', crossed)
    expect(error.code).toBe('conflict')
    expect(error.message).toBe('Este presente já foi reservado por outra pessoa.')
  })

  it('fall back to the operation’s generic text when the error is not ours', () => {
    const crossed = new Error(packDbError(new Error('connection lost')).message)
    const error = toDataError('reserveGift', crossed)
    expect(error.code).toBe('unknown')
    expect(error.message).toBe('Erro ao atualizar presente. Tente novamente.')
  })
})
