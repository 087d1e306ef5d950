// Issue 29, points 4 and 5 (docs/decisions/0017-gifts-as-money.md "Holds per client"): a stranger
// with a loop holding every cota of every gift, by PIX from one address (start with every cota
// left, then 'Já fiz o PIX') or by card (a Checkout for every cota left), while guests behind one
// address (a family's Wi-Fi, a carrier's NAT) can each still give. Parallel calls on the real
// server: tests/db/concurrency.test.ts; the card through the function: tests/functions.
import { beforeEach, describe, expect, it } from 'vitest'
import { GIFT_PAYMENTS } from '@/config/copy/gift-payments'
import { GIFT_LIMITS, HOLD_LIMITS } from '@/config/limits'
import {
  asAnon,
  asRole,
  dbError,
  demoAdminToken,
  fileTestDb,
  firstRow,
  readSql,
  schemaFiles,
} from './pglite'

const db = fileTestDb()

const FROM_HERE = { code: 'WD421', message: GIFT_PAYMENTS.holdsFromHere }
const FULL = { code: 'WD421', message: GIFT_PAYMENTS.holdsFull }

// The demo's five cota gifts (supabase/seed.sql), nothing given yet: 20 cotas in all.
const LIST = [
  { id: 'g_passagens', quotas: 10, price: 20000 },
  { id: 'g_hotel', quotas: 6, price: 35000 },
  { id: 'g_barco', quotas: 2, price: 18000 },
  { id: 'g_jantar', quotas: 1, price: 28000 },
  { id: 'g_aula', quotas: 1, price: 32000 },
] as const

async function addGifts(gifts: readonly { id: string; quotas: number; price: number }[]) {
  for (const [i, g] of gifts.entries()) {
    await db.query(
      `insert into public.gifts (id, name, description, category, kind, price_cents, quotas, position)
       values ($1, $2, 'Lua de mel', 'outros', 'money', $3, $4, $5)`,
      [g.id, `Presente ${g.id}`, g.price, g.quotas, i],
    )
  }
}

beforeEach(async () => {
  await db.exec(readSql('embedded/demo-admin.sql'))
  await addGifts(LIST)
  // A free-amount gift and a gift to reserve: never counted in the list of cota gifts.
  await db.query(
    `insert into public.gifts (id, name, description, category, kind, price_cents, quotas)
     values ('g_fundo', 'Fundo casa nova', 'Você escolhe', 'outros', 'money', null, null),
            ('g_panela', 'Panela', 'Inox', 'cozinha', 'reserve', 50000, null)`,
  )
})

/** The next calls come from this address, as PostgREST tells the SQL (cf-connecting-ip). */
async function from(address: string) {
  await db.query(`select set_config('request.headers', $1, false)`, [
    JSON.stringify({ 'cf-connecting-ip': address }),
  ])
}

function startPix(giftId: string, quotas: number | null, amountCents: number | null = null) {
  return asAnon(db, async () => {
    const r = await db.query<{ r: { txid: string } }>(
      `select public.start_gift_pix($1, $2, $3, 'Robô', 'robo@exemplo.com') as r`,
      [giftId, quotas, amountCents],
    )
    return firstRow(r).r.txid
  })
}

const inform = (txid: string) =>
  asAnon(
    db,
    async () =>
      firstRow(await db.query<{ r: unknown }>('select public.inform_gift_pix($1) as r', [txid])).r,
  )

/** A new card Checkout as create-checkout-session records it, for the guest at `address`. */
function checkout(session: string, giftId: string, quotas: number, address: string | null) {
  const price = LIST.find((g) => g.id === giftId)?.price ?? 20000
  return asRole(db, 'service_role', () =>
    db.query(
      `select public.record_contribution('card', $1, 'Robô', 'robo@exemplo.com', null, null, $2,
         'key-' || $2, 'https://checkout.stripe.com/c/pay/' || $2, now() + interval '40 minutes',
         $3, $4, null, $5)`,
      [price * quotas, session, giftId, quotas, address],
    ),
  )
}

/** Cotas left of each gift of LIST, as the guests' list shows them. */
async function left(): Promise<Record<string, number>> {
  const r = await asAnon(db, () =>
    db.query<{ id: string; quotas: number; quotas_taken: number }>(
      'select id, quotas, quotas_taken from public.list_gifts() where quotas is not null',
    ),
  )
  return Object.fromEntries(r.rows.map((g) => [g.id, g.quotas - g.quotas_taken]))
}

/** Runs each call in turn; the refusals, in order. */
async function script(calls: (() => Promise<unknown>)[]) {
  const refused: { code: string; message: string }[] = []
  for (const call of calls) {
    try {
      await call()
    } catch (error) {
      const e = error as { code?: unknown; message?: unknown }
      refused.push({ code: String(e.code), message: String(e.message) })
    }
  }
  return refused
}

// Five cota gifts: one client holds at most half of them, everyone together three quarters.
const CLIENT_CAP = Math.max(
  HOLD_LIMITS.perClientMinGifts,
  Math.min(HOLD_LIMITS.perClientGifts, (LIST.length * HOLD_LIMITS.perClientListPercent) / 100),
)

describe('a stranger with a loop, from one address', () => {
  it('by PIX: every cota left of each gift, then "Já fiz o PIX": holds stop at the cap', async () => {
    await from('203.0.113.66')
    const refused = await script(
      LIST.map((g) => async () => inform(await startPix(g.id, g.quotas))),
    )
    // The passagens (a whole gift's worth) and the hotel (another): 2 of 2.5; the barco would
    // make 3. Nothing more is held, and every refusal says why.
    expect(CLIENT_CAP).toBe(2.5)
    expect(refused).toEqual([FROM_HERE, FROM_HERE, FROM_HERE])
    expect(await left()).toEqual({ g_passagens: 0, g_hotel: 0, g_barco: 2, g_jantar: 1, g_aula: 1 })

    // Nor by cotas, one at a time: half a gift's worth, then nothing.
    expect(await script([() => startPix('g_barco', 1), () => startPix('g_jantar', 1)])).toEqual([
      FROM_HERE,
    ])
    expect(await left()).toMatchObject({ g_barco: 1, g_jantar: 1, g_aula: 1 })

    // A guest at another address still gives the rest.
    await from('198.51.100.20')
    await inform(await startPix('g_jantar', 1))
    expect(await left()).toMatchObject({ g_jantar: 0 })
  })

  it('by card: a Checkout for every cota left of each gift: holds stop at the cap', async () => {
    const refused = await script(
      LIST.map((g, i) => () => checkout(`cs_robo_${i}`, g.id, g.quotas, '203.0.113.66')),
    )
    expect(refused).toEqual([FROM_HERE, FROM_HERE, FROM_HERE])
    expect(await left()).toEqual({ g_passagens: 0, g_hotel: 0, g_barco: 2, g_jantar: 1, g_aula: 1 })
  })

  it('by PIX and card together: one budget for the address', async () => {
    await from('203.0.113.66')
    await inform(await startPix('g_passagens', 10))
    await checkout('cs_robo_hotel', 'g_hotel', 6, '203.0.113.66')
    expect(await dbError(startPix('g_jantar', 1))).toEqual(FROM_HERE)
    expect(await dbError(checkout('cs_robo_aula', 'g_aula', 1, '203.0.113.66'))).toEqual(FROM_HERE)
  })

  it('an IPv6 address counts by its /64, as the rate limits count it', async () => {
    await from('2001:db8:1:2::10')
    await startPix('g_passagens', 10)
    await startPix('g_hotel', 6)
    expect(await dbError(checkout('cs_robo_aula', 'g_aula', 1, '2001:db8:1:2:ffff::99'))).toEqual(
      FROM_HERE,
    )
    await checkout('cs_other_aula', 'g_aula', 1, '2001:db8:1:3::99')
  })
})

describe('guests behind one address', () => {
  it('five guests each give a cota gift, by PIX and by card', async () => {
    const address = '203.0.113.80'
    await from(address)
    await inform(await startPix('g_passagens', 1))
    await inform(await startPix('g_hotel', 1))
    await checkout('cs_familia_barco', 'g_barco', 1, address)
    await inform(await startPix('g_passagens', 2))
    await checkout('cs_familia_jantar', 'g_jantar', 1, address)
    expect(await left()).toEqual({ g_passagens: 7, g_hotel: 5, g_barco: 1, g_jantar: 0, g_aula: 1 })
    // Their room is shared: the rest of the hotel waits until the couple see those payments.
    expect(await dbError(startPix('g_hotel', 5))).toEqual(FROM_HERE)
  })

  it('once the couple confirm or reject a PIX, or a Checkout closes, it no longer counts', async () => {
    await from('203.0.113.66')
    const passagens = await startPix('g_passagens', 10)
    await inform(passagens)
    await checkout('cs_hotel', 'g_hotel', 6, '203.0.113.66')
    expect(await dbError(startPix('g_jantar', 1))).toEqual(FROM_HERE)

    // The couple confirm the passagens (paid for good), and the Checkout is left on /cancel.
    const t = await demoAdminToken(db)
    const review = async (txid: string, confirmed: boolean) => {
      const row = await db.query<{ id: string }>(
        'select id from public.contributions where pix_txid = $1',
        [txid],
      )
      await asAnon(db, () =>
        db.query('select public.admin_review_pix($1, $2, $3)', [t, firstRow(row).id, confirmed]),
      )
    }
    await review(passagens, true)
    await asRole(db, 'service_role', () =>
      db.query(`select public.mark_contribution('cs_hotel', 'expired')`),
    )
    const jantar = await startPix('g_jantar', 1)
    await inform(jantar)
    await inform(await startPix('g_aula', 1))
    expect(await dbError(startPix('g_hotel', 6))).toEqual(FROM_HERE)
    // 'Não recebi': the jantar's room is free again.
    await review(jantar, false)
    await startPix('g_hotel', 1)
    await startPix('g_barco', 2)
    expect(await left()).toEqual({ g_passagens: 0, g_hotel: 5, g_barco: 0, g_jantar: 1, g_aula: 0 })

    // A hold that ended by the clock is free room too.
    expect(await dbError(startPix('g_hotel', 5))).toEqual(FROM_HERE)
    await db.exec(`update public.contributions set hold_until = now() where status <> 'paid'`)
    await startPix('g_hotel', 5)
  })

  it('a free-amount gift holds nothing and is never refused for the holds', async () => {
    await from('203.0.113.66')
    await inform(await startPix('g_passagens', 10))
    await inform(await startPix('g_hotel', 6))
    await inform(await startPix('g_barco', 1))
    // At the cap: a free amount still goes through, by PIX and by card.
    await inform(await startPix('g_fundo', null, 5000))
    await asRole(db, 'service_role', () =>
      db.query(
        `select public.record_contribution('card', 7000, 'Robô', 'robo@exemplo.com', null, null,
           'cs_fundo', 'key-fundo', 'https://checkout.stripe.com/c/pay/cs_fundo',
           now() + interval '40 minutes', 'g_fundo', null, null, '203.0.113.66')`,
      ),
    )
    expect(await dbError(startPix('g_jantar', 1))).toEqual(FROM_HERE)
  })
})

describe('many addresses together', () => {
  it('never hold more than three quarters of the list, while a guest may always give one gift whole', async () => {
    await from('198.51.100.1')
    await startPix('g_passagens', 10)
    await startPix('g_hotel', 6)
    await from('198.51.100.2')
    await checkout('cs_b_jantar', 'g_jantar', 1, '198.51.100.2')
    // 3 gifts' worth of 3.75: the aula (1) would pass it, half the barco does not.
    expect(await dbError(startPix('g_aula', 1))).toEqual(FULL)
    await from('198.51.100.3')
    expect(await dbError(checkout('cs_c_aula', 'g_aula', 1, '198.51.100.3'))).toEqual(FULL)
    await startPix('g_barco', 1)
    expect(await left()).toEqual({ g_passagens: 0, g_hotel: 0, g_barco: 1, g_jantar: 0, g_aula: 1 })
  })

  it('on a long list, one address holds at most perClientGifts gifts', async () => {
    await addGifts(
      Array.from({ length: 15 }, (_, i) => ({ id: `g_extra_${i}`, quotas: 1, price: 10000 })),
    )
    await from('203.0.113.66')
    const refused = await script(
      Array.from({ length: 8 }, (_, i) => () => startPix(`g_extra_${i}`, 1)),
    )
    expect(refused).toEqual(Array.from({ length: 8 - HOLD_LIMITS.perClientGifts }, () => FROM_HERE))
  })
})

describe('a lapsed PIX informed again', () => {
  it('takes its cotas again only within the cap of the address informing it', async () => {
    await from('203.0.113.66')
    const kept = await startPix('g_passagens', 10)
    await db.exec(`update public.contributions set hold_until = now() - interval '1 minute'`)
    await inform(await startPix('g_hotel', 6))
    await inform(await startPix('g_barco', 2))
    // Recorded all the same (money may have been sent), holding nothing.
    expect(await inform(kept)).toBeNull()
    expect(await left()).toMatchObject({ g_passagens: 10 })
    const row = await db.query<{ status: string; holds: boolean }>(
      'select status, hold_until > now() as holds from public.contributions where pix_txid = $1',
      [kept],
    )
    expect(firstRow(row)).toEqual({ status: 'informed', holds: false })
  })
})

describe('the Checkout hold', () => {
  it('lasts until Stripe closes the page plus the grace', async () => {
    await checkout('cs_hold', 'g_passagens', 1, '203.0.113.66')
    const r = await db.query<{ minutes: number }>(
      `select extract(epoch from hold_until - now()) / 60 as minutes from public.contributions`,
    )
    const open = GIFT_LIMITS.checkoutWindowMinutes * GIFT_LIMITS.checkoutOpenWindows
    expect(Number(firstRow(r).minutes)).toBeCloseTo(open + GIFT_LIMITS.checkoutHoldGraceMinutes, 0)
  })
})

describe('the caps are the numbers of src/config/limits.ts HOLD_LIMITS', () => {
  it('in the SQL', () => {
    const guestSql = readSql(
      `schemas/${schemaFiles().find((f) => f.includes('guest_functions')) ?? ''}`,
    )
    const L = HOLD_LIMITS
    expect(guestSql).toContain(
      `greatest(${L.perClientMinGifts}, least(${L.perClientGifts}, v_list * ${L.perClientListPercent} / 100.0))`,
    )
    expect(guestSql).toContain(`greatest(${L.allMinGifts}, v_list * ${L.allListPercent} / 100.0)`)
    expect(guestSql).toContain(GIFT_PAYMENTS.holdsFromHere)
    expect(guestSql).toContain(GIFT_PAYMENTS.holdsFull)
  })
})
