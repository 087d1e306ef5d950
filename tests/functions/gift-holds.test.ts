// Issue 29, point 4 (docs/decisions/0017-gifts-as-money.md "Holds per client"): from one address,
// create-checkout-session for every cota left of each cota gift held the whole list for about two
// hours. The function over the real SQL (PGlite behind a stand-in for PostgREST's rpc endpoint,
// as service_role) with Stripe's HTTP edge faked (tests/functions/helpers.ts).
import { describe, expect, it } from 'vitest'
import { GIFT_PAYMENTS } from '@/config/copy/gift-payments'
import { GIFT_LIMITS } from '@/config/limits'
import { handleCreateCheckoutSession } from '../../netlify/functions/_lib/checkout'
import { readServerConfig } from '../../netlify/functions/_lib/config'
import { supabaseRecorder } from '../../netlify/functions/_lib/contributions'
import { fileTestDb } from '../db/pglite'
import { fakeStripe, silentLog, stripeCheckoutApi } from './helpers'
import { postgrestOver } from './postgrest'

const db = fileTestDb()

const postgrest = postgrestOver(db)

// The demo's five cota gifts (supabase/seed.sql), nothing given yet.
const LIST = [
  { id: 'g_passagens', quotas: 10 },
  { id: 'g_hotel', quotas: 6 },
  { id: 'g_barco', quotas: 2 },
  { id: 'g_jantar', quotas: 1 },
  { id: 'g_aula', quotas: 1 },
] as const

async function addGifts() {
  for (const [i, g] of LIST.entries()) {
    await db.query(
      `insert into public.gifts (id, name, description, category, kind, price_cents, quotas, position)
       values ($1, $2, 'Lua de mel', 'outros', 'money', 20000, $3, $4)`,
      [g.id, `Presente ${i + 1}`, g.quotas, i],
    )
  }
}

function setup(clientIp: string) {
  const api = stripeCheckoutApi()
  const { stripe, calls } = fakeStripe(api.respond, { maxNetworkRetries: 2 })
  const deps = {
    config: readServerConfig({ SITE_URL: 'https://casamento.example' }),
    stripe,
    recorder: supabaseRecorder(
      { url: 'https://p.supabase.co', serviceRoleKey: 'sb_secret' },
      postgrest,
    ),
    log: silentLog,
    clientIp,
  }
  const creates = () => calls.filter((c) => c.url.endsWith('/v1/checkout/sessions'))
  /** One guest's checkout of `quotas` cotas of a gift, answered {status, body}. */
  const give = async (giftId: string, quotas: number, buyer = 'Robô') => {
    const res = await handleCreateCheckoutSession(
      new Request('https://casamento.example/.netlify/functions/create-checkout-session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          giftId,
          quotas,
          buyerName: buyer,
          buyerEmail: `${buyer.toLowerCase().replace(/\W/g, '')}@example.com`,
        }),
      }),
      deps,
    )
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }
  return { give, creates, sessions: api.sessions }
}

async function left(): Promise<Record<string, number>> {
  const r = await db.query<{ id: string; quotas: number; taken: number }>(
    `select id, quotas, private.quotas_taken(id) as taken from public.gifts order by position`,
  )
  return Object.fromEntries(r.rows.map((g) => [g.id, g.quotas - g.taken]))
}

describe('card holds from one address (docs/decisions/0017 "Holds per client")', () => {
  it('a Checkout for every cota left of each gift: refused past the cap, before Stripe is asked', async () => {
    await addGifts()
    const { give, creates } = setup('203.0.113.66')
    const answers = []
    for (const g of LIST) answers.push(await give(g.id, g.quotas))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429, 429, 429])
    for (const refused of answers.slice(2)) {
      expect(refused.body).toEqual({ error: GIFT_PAYMENTS.holdsFromHere })
    }
    expect(creates()).toHaveLength(2)
    expect(await left()).toEqual({ g_passagens: 0, g_hotel: 0, g_barco: 2, g_jantar: 1, g_aula: 1 })

    // Ten minutes later the rate limit lets it try again: the holds still say no.
    await db.exec('delete from private.rate_hits')
    expect(await give('g_jantar', 1)).toEqual({
      status: 429,
      body: { error: GIFT_PAYMENTS.holdsFromHere },
    })

    // Another guest gives what is left.
    expect((await setup('198.51.100.20').give('g_aula', 1, 'Bia')).status).toBe(200)
  })

  it('five guests behind one address each give a cota gift by card', async () => {
    await addGifts()
    const { give } = setup('203.0.113.80')
    const answers = [
      await give('g_passagens', 1, 'Ana'),
      await give('g_hotel', 1, 'Bruno'),
      await give('g_barco', 1, 'Carla'),
      await give('g_passagens', 2, 'Davi'),
      await give('g_jantar', 1, 'Elisa'),
    ]
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    expect(await left()).toEqual({ g_passagens: 7, g_hotel: 5, g_barco: 1, g_jantar: 0, g_aula: 1 })
    // Their room is shared: the rest of the hotel waits until the couple see those payments.
    await db.exec('delete from private.rate_hits')
    expect(await give('g_hotel', 5, 'Fábio')).toEqual({
      status: 429,
      body: { error: GIFT_PAYMENTS.holdsFromHere },
    })
  })

  it('two Checkouts at once for the last room: one page, one 429, and no page left open for it', async () => {
    await addGifts()
    const { give, sessions } = setup('203.0.113.66')
    expect((await give('g_passagens', 10)).status).toBe(200)
    expect((await give('g_barco', 1)).status).toBe(200)
    // 1.5 of 2.5 gifts' worth held: the jantar or the aula, not both.
    const answers = await Promise.all([give('g_jantar', 1, 'Robô A'), give('g_aula', 1, 'Robô B')])
    expect(answers.map((a) => a.status).toSorted()).toEqual([200, 429])
    expect(answers.find((a) => a.status === 429)?.body).toEqual({
      error: GIFT_PAYMENTS.holdsFromHere,
    })
    const won = answers.find((a) => a.status === 200)?.body.id
    const open = sessions.filter((s) => s.status === 'open').map((s) => s.id)
    expect(open).toHaveLength(3)
    expect(open).toContain(won)
    const l = await left()
    expect((l.g_jantar ?? 0) + (l.g_aula ?? 0)).toBe(1)
  })

  it('a page stays open as long as Stripe allows at least, and holds its cotas a little longer', async () => {
    await addGifts()
    const { give, creates } = setup('203.0.113.66')
    const before = Date.now()
    expect((await give('g_barco', 2)).status).toBe(200)
    const expiresAt = Number(creates()[0]?.form.get('expires_at')) * 1000
    const { checkoutWindowMinutes: w, checkoutOpenWindows: n } = GIFT_LIMITS
    // Stripe's shortest is 30 minutes; this one closes 35 to 40 minutes after it opens.
    expect(expiresAt - before).toBeGreaterThan((n - 1) * w * 60_000)
    expect(expiresAt - before).toBeLessThanOrEqual(n * w * 60_000)
    expect(expiresAt - before).toBeGreaterThan(30 * 60_000)
    const r = await db.query<{ hold: Date }>('select hold_until as hold from public.contributions')
    expect(r.rows[0]?.hold.getTime()).toBe(
      expiresAt + GIFT_LIMITS.checkoutHoldGraceMinutes * 60_000,
    )
    // Before: 45 to 60 minutes, held an hour longer (about 113 minutes in all).
    expect((r.rows[0]?.hold.getTime() ?? 0) - before).toBeLessThanOrEqual(55 * 60_000)
  })
})
