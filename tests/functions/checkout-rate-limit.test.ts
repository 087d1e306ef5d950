// A flood of checkouts (docs/decisions/0014): the function counts each new session in the
// database (checkout_rate_limit, the real SQL on PGlite behind a stand-in for PostgREST's rpc
// endpoint) with the address Netlify gives it, and refuses past the limit before Stripe is called.
import { describe, expect, it, vi } from 'vitest'
import { COMMON } from '@/config/copy/common'
import { RATE_LIMITS } from '@/config/limits'
import { handleCreateCheckoutSession } from '../../netlify/functions/_lib/checkout'
import { readServerConfig } from '../../netlify/functions/_lib/config'
import { supabaseRecorder } from '../../netlify/functions/_lib/contributions'
import { fileTestDb } from '../db/pglite'
import { checkoutSession, fakeStripe, silentLog } from './helpers'
import { postgrestOver } from './postgrest'

const ENDPOINT = 'https://casamento.example/.netlify/functions/create-checkout-session'
const VALID = {
  giftId: 'contribution',
  giftName: 'Contribuição para o Casamento',
  giftPrice: 50,
  buyerName: 'Ana Souza',
  buyerEmail: 'ana@example.com',
  buyerPhone: '',
  message: '',
}
const SUPABASE = { url: 'https://p.supabase.co', serviceRoleKey: 'sb_secret_abc' }

const db = fileTestDb()

const postgrest = postgrestOver(db)

function setup(clientIp: string | undefined) {
  let n = 0
  const { stripe, calls } = fakeStripe(() => {
    n += 1
    return { status: 200, body: checkoutSession({ id: `cs_test_${n}` }) }
  })
  const deps = {
    config: readServerConfig({ SITE_URL: 'https://casamento.example' }),
    stripe,
    recorder: supabaseRecorder(SUPABASE, postgrest),
    log: silentLog,
    clientIp,
  }
  // Each a different checkout (a repeat of an open one is answered with its page, uncounted).
  let sent = 0
  const post = (body: object = { ...VALID, message: `Parabéns ${++sent}` }) =>
    handleCreateCheckoutSession(
      new Request(ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      deps,
    )
  return { deps, calls, post }
}

async function pendingRows(): Promise<number> {
  const r = await db.query<{ n: number }>('select count(*)::int as n from public.contributions')
  return r.rows[0]?.n ?? 0
}

describe('create-checkout-session under a flood', () => {
  const { perClient, global } = RATE_LIMITS.checkout

  it('30 checkouts from one client: the limit opens sessions, the rest get 429 and the pt-BR text', async () => {
    const { calls, post } = setup('203.0.113.7')
    const answers: { status: number; body: unknown; retryAfter: string | null }[] = []
    for (let i = 0; i < 30; i++) {
      const res = await post()
      answers.push({
        status: res.status,
        body: await res.json(),
        retryAfter: res.headers.get('retry-after'),
      })
    }
    const statuses = answers.map((a) => a.status)
    expect(answers.filter((a) => a.status === 429)).toEqual(
      Array.from({ length: 30 - perClient }, () => ({
        status: 429,
        body: { error: COMMON.tooManyRequests },
        retryAfter: String(RATE_LIMITS.checkout.clientWindowMinutes * 60),
      })),
    )
    expect(statuses.filter((s) => s === 200)).toHaveLength(perClient)
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - perClient)
    // Stripe was asked only for the sessions allowed; only those are pending in the panel.
    expect(calls).toHaveLength(perClient)
    expect(await pendingRows()).toBe(perClient)

    // Another guest still pays.
    const other = setup('198.51.100.20')
    expect((await other.post()).status).toBe(200)
  })

  it('repeats of one open checkout reuse its page and do not use up the limit', async () => {
    const { calls, post } = setup('203.0.113.9')
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) statuses.push((await post(VALID)).status)
    expect(statuses.every((s) => s === 200)).toBe(true)
    expect(calls).toHaveLength(1)
    expect((await post()).status).toBe(200)
    expect(calls).toHaveLength(2)
  })

  it('without a client address, the global ceiling still holds', async () => {
    const { calls, post } = setup(undefined)
    const statuses: number[] = []
    for (let i = 0; i < global + 3; i++) statuses.push((await post()).status)
    expect(statuses.filter((s) => s === 429)).toHaveLength(3)
    expect(calls).toHaveLength(global)
  })

  it('lets the guest pay, and logs, when the count cannot be taken', async () => {
    const { deps, calls, post } = setup('203.0.113.7')
    const error = vi.fn<(...args: unknown[]) => void>()
    deps.log = { ...silentLog, error }
    deps.recorder = supabaseRecorder(SUPABASE, async () => new Response('{}', { status: 404 }))
    expect((await post()).status).toBe(200)
    expect(calls).toHaveLength(1)
    expect(error.mock.calls.map((call) => String(call[0]))).toContainEqual(
      expect.stringContaining('checkout_rate_limit'),
    )
  })
})
