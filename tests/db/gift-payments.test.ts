// Gifts given as money (docs/decisions/0017-gifts-as-money.md): the list with its cotas taken,
// photos by category, a guest's PIX (started, informed), the card's quote and recording, and the
// couple's side (saving gifts, reviewing PIX, the hold, totals, backup). Concurrent buyers on the
// real server: tests/db/concurrency.test.ts.
import { beforeEach, describe, expect, it } from 'vitest'
import { COMMON } from '@/config/copy'
import { GIFT_LIMITS, RATE_LIMITS } from '@/config/limits'
import {
  asAnon,
  asRole,
  dbError,
  demoAdminToken,
  fileTestDb,
  firstRow,
  schemaFiles,
  readSql,
} from './pglite'

const db = fileTestDb()

const PHOTO = 'data:image/jpeg;base64,' + 'A'.repeat(4000)
const THUMB = 'data:image/jpeg;base64,' + 'B'.repeat(400)
const PERMISSION_DENIED = '42501'

const SOLD_OUT = { code: 'WD409', message: 'Este presente já foi todo presenteado.' }
const ONE_LEFT = { code: 'WD409', message: 'Resta apenas 1 cota deste presente.' }
const left = (n: number) => ({ code: 'WD409', message: `Restam apenas ${n} cotas deste presente.` })
const NOT_FOR_PAYING = {
  code: 'WD400',
  message: 'Este presente é para reservar, não para pagar pelo site.',
}
const PIX_NOT_FOUND = { code: 'WD404', message: 'PIX não encontrado.' }
const EXPIRED_SESSION = { code: 'WD401', message: 'Sessão expirada. Entre novamente.' }

beforeEach(async () => {
  await db.exec(readSql('embedded/demo-admin.sql'))
  await db.query(
    `insert into public.gifts
       (id, name, description, category, kind, price_cents, quotas, position, image_data, thumbnail)
     values
       ('g_passagens', 'Passagens', 'Lua de mel', 'outros', 'money', 20000, 10, 1, $1, $2),
       ('g_jantar', 'Jantar romântico', 'Na viagem', 'outros', 'money', 28000, 1, 2, null, null),
       ('g_fundo', 'Fundo casa nova', 'Você escolhe', 'outros', 'money', null, null, 0, null, null),
       ('g_panela', 'Panela', 'Inox', 'cozinha', 'reserve', 50000, null, 0, $1, $2)`,
    [PHOTO, THUMB],
  )
})

// Each guest call comes from its own address (as PostgREST tells the SQL), so the gift_pix rate
// limit is not what these tests meet; tests/db/rate-limits.test.ts floods it.
let address = 0
async function guest<T>(fn: () => Promise<T>, role: 'anon' | 'authenticated' = 'anon') {
  address += 1
  const headers = JSON.stringify({ 'cf-connecting-ip': `198.51.${address >> 8}.${address & 255}` })
  await db.query(`select set_config('request.headers', $1, false)`, [headers])
  return asRole(db, role, fn)
}

interface Pix {
  txid: string
  amount_cents: number
  gift_name: string
  hold_until: string
}

function startPix(
  giftId: string,
  quotas: number | null,
  amountCents: number | null = null,
  who: { name?: string; email?: string; phone?: string | null; message?: string | null } = {},
) {
  return guest(async () => {
    const r = await db.query<{ r: Pix }>(
      'select public.start_gift_pix($1, $2, $3, $4, $5, $6, $7) as r',
      [
        giftId,
        quotas,
        amountCents,
        who.name ?? 'Ana Souza',
        who.email ?? 'ana@exemplo.com',
        who.phone ?? null,
        who.message ?? null,
      ],
    )
    return firstRow(r).r
  })
}

/** 'Já fiz o PIX': null when informed, else the error it answers ({code, message}). */
const inform = (txid: string | null) =>
  guest(async () => {
    const r = await db.query<{ r: unknown }>('select public.inform_gift_pix($1) as r', [txid])
    return firstRow(r).r
  })

async function listGifts() {
  const r = await guest(() =>
    db.query<Record<string, unknown> & { id: string; quotas_taken: number }>(
      'select * from public.list_gifts()',
    ),
  )
  return r.rows
}

async function taken(id: string): Promise<number> {
  return (await listGifts()).find((g) => g.id === id)?.quotas_taken ?? -1
}

const token = () => demoAdminToken(db)

function admin<T = Record<string, unknown>>(sql: string, params: unknown[] = []) {
  return asAnon(db, () => db.query<T>(sql, params))
}

const service = <T>(fn: () => Promise<T>) => asRole(db, 'service_role', fn)

const RECORD =
  'select public.record_contribution($1, $2, $3, $4, $5, $6, $7, null, null, $8, $9, $10) as id'
function recordCard(session: string, giftId: string | null, quotas: number | null, amount: number) {
  return service(async () => {
    const r = await db.query<{ id: string }>(RECORD, [
      'card',
      amount,
      'Caio Lima',
      'caio@exemplo.com',
      null,
      null,
      session,
      new Date(Date.now() + 30 * 60_000).toISOString(),
      giftId,
      quotas,
    ])
    return firstRow(r).id
  })
}

async function contribution(where: string, params: unknown[] = []) {
  const r = await db.query<Record<string, unknown>>(
    `select status, amount_cents, gift_id, gift_name, quotas, pix_txid, kind,
            extract(epoch from hold_until - now())::int as hold_seconds
       from public.contributions where ${where}`,
    params,
  )
  return firstRow(r)
}

async function updatedAt(id: string): Promise<string> {
  const r = await db.query<{ t: string }>(
    'select updated_at::text as t from public.gifts where id = $1',
    [id],
  )
  return firstRow(r).t
}

describe('the bounds are the numbers of src/config/limits.ts GIFT_LIMITS', () => {
  const sql = (area: string) =>
    readSql(`schemas/${schemaFiles().find((f) => f.includes(area)) ?? ''}`)
  const tables = sql('tables_and_policies')
  const guestSql = sql('guest_functions')
  const adminSql = sql('admin_functions')
  const payments = sql('contributions')
  const L = GIFT_LIMITS

  it('in the tables', () => {
    expect(tables).toContain(
      `check (price_cents between ${L.priceMinCents} and ${L.priceMaxCents})`,
    )
    expect(tables).toContain(`check (quotas between 1 and ${L.quotasMax})`)
    expect(tables).toContain(`char_length(store_url) <= ${L.storeUrlMax}`)
    expect(tables).toContain(`char_length(image_data) <= ${L.imageDataMax}`)
    expect(tables).toContain(`char_length(thumbnail) <= ${L.thumbnailMax}`)
    expect(tables).toContain(
      `pix_hold_hours integer not null default ${L.informedHoldHoursDefault}`,
    )
    expect(tables).toContain(
      `check (pix_hold_hours between ${L.informedHoldHoursMin} and ${L.informedHoldHoursMax})`,
    )
  })

  it('in the functions', () => {
    expect(guestSql).toContain(`> ${L.thumbnailsPerRead} then`)
    expect(guestSql).toContain(`Peça no máximo ${L.thumbnailsPerRead} fotos por vez.`)
    expect(guestSql).toContain(`pg_catalog.now() + interval '${L.startHoldMinutes} minutes'`)
    expect(guestSql).toContain(`, ${L.informedHoldHoursDefault}))`)
    expect(adminSql).toContain(`count(*) from public.gifts) >= ${L.gifts} then`)
    expect(adminSql).toContain(
      `v_hours < ${L.informedHoldHoursMin}
           or v_hours > ${L.informedHoldHoursMax}`,
    )
    expect(adminSql).toContain(`v_quotas > ${L.quotasMax}`)
    expect(adminSql).toContain(`v_price < ${L.priceMinCents} or v_price > ${L.priceMaxCents}`)
    expect(adminSql).toContain(`char_length(v_image) > ${L.imageDataMax}`)
    expect(adminSql).toContain(`char_length(v_thumbnail) > ${L.thumbnailMax}`)
    expect(payments).toContain(`+ interval '${L.checkoutHoldGraceMinutes} minutes'`)
    expect(payments).toContain(`now() + interval '${L.delayedHoldMaxDays} days'`)
  })
})

describe('list_gifts, gift_thumbnails, gift_image (the guests)', () => {
  it('lists every gift with its public columns and cotas taken, never images or contacts', async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      const r = await guest(
        () => db.query<{ id: string }>('select * from public.list_gifts()'),
        role,
      )
      expect(r.fields.map((f) => f.name)).toEqual([
        'id',
        'name',
        'description',
        'category',
        'reserved',
        'reserved_by',
        'reserved_date',
        'kind',
        'price_cents',
        'quotas',
        'quotas_taken',
        'store_url',
        'has_photo',
        'position',
      ])
      // By category, then the couple's order, then name.
      expect(r.rows.map((g) => g.id)).toEqual(['g_panela', 'g_fundo', 'g_passagens', 'g_jantar'])
      expect(r.rows[0]).toMatchObject({ kind: 'reserve', price_cents: 50000, has_photo: true })
      expect(r.rows[2]).toMatchObject({ quotas: 10, quotas_taken: 0, has_photo: true })
    }
    // The images stay out of the table's grant.
    for (const column of ['image_data', 'thumbnail', 'price_cents']) {
      const e = await asAnon(db, () => dbError(db.query(`select ${column} from public.gifts`)))
      expect(e.code).toBe(PERMISSION_DENIED)
    }
  })

  it('gives thumbnails of the asked gifts that have one, at most thumbnailsPerRead ids a call', async () => {
    const r = await guest(() =>
      db.query('select * from public.gift_thumbnails($1)', [['g_passagens', 'g_jantar', 'nada']]),
    )
    expect(r.rows).toEqual([{ id: 'g_passagens', thumbnail: THUMB }])
    const many = Array.from({ length: GIFT_LIMITS.thumbnailsPerRead + 1 }, (_, i) => `g_${i}`)
    expect(
      await guest(() => dbError(db.query('select * from public.gift_thumbnails($1)', [many]))),
    ).toEqual({
      code: 'WD400',
      message: `Peça no máximo ${GIFT_LIMITS.thumbnailsPerRead} fotos por vez.`,
    })
    const image = (id: string) =>
      guest(
        async () =>
          firstRow(await db.query<{ i: string | null }>('select public.gift_image($1) as i', [id]))
            .i,
      )
    expect(await image('g_panela')).toBe(PHOTO)
    expect(await image('g_jantar')).toBeNull()
    expect(await image('nada')).toBeNull()
  })

  it('limits the photo reads per client (a loop cannot run up the egress), not the next guest', async () => {
    const reads = {
      gift_thumbnails: `select * from public.gift_thumbnails(array['g_passagens'])`,
      gift_image: `select public.gift_image('g_passagens')`,
    }
    for (const [action, sql] of Object.entries(reads)) {
      const { perClient } = RATE_LIMITS[action as keyof typeof reads]
      await db.query('truncate private.rate_hits')
      await db.query(`select set_config('request.headers', $1, false)`, [
        JSON.stringify({ 'cf-connecting-ip': '203.0.113.61' }),
      ])
      for (let i = 0; i < perClient; i++) await asAnon(db, () => db.query(sql))
      expect(await asAnon(db, () => dbError(db.query(sql)))).toEqual({
        code: 'WD420',
        message: COMMON.tooManyRequests,
      })
      // Another guest still sees the photos.
      expect((await guest(() => db.query(sql))).rows).toHaveLength(1)
    }
  })
})

describe('the PIX txid', () => {
  it('draws every one of the 36 letters and digits alike (no modulo bias)', async () => {
    // 40,000 characters: about 1,111 of each. Taking byte % 36 over all 256 bytes would give
    // A to D 8/256 each instead of 7/256 (about 1,250 each), far outside this band.
    const r = await db.query<{ c: string; n: number }>(
      `select c, count(*)::int as n
         from (select private.pix_txid() as t from generate_series(1, 1600)) x,
              regexp_split_to_table(x.t, '') as c
        group by c`,
    )
    const counts = Object.fromEntries(r.rows.map((row) => [row.c, row.n]))
    expect(Object.keys(counts).sort().join('')).toBe('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ')
    const first4 = ['A', 'B', 'C', 'D'].reduce((sum, c) => sum + (counts[c] ?? 0), 0)
    const expected = (40_000 * 4) / 36
    // 4.4 standard deviations either side of the fair count; the biased draw sits 8.8 above it.
    expect(Math.abs(first4 - expected)).toBeLessThan(280)
  })
})

describe('start_gift_pix', () => {
  it('holds the cotas for startHoldMinutes at the database’s price, with a random 25-character txid', async () => {
    const before = await updatedAt('g_passagens')
    const pix = await startPix('g_passagens', 3, 1, { phone: '(34) 99999-0000', message: 'Oba!' })
    expect(pix).toMatchObject({ amount_cents: 60000, gift_name: 'Passagens' })
    expect(pix.txid).toMatch(/^[A-Z0-9]{25}$/)
    const holdMs = new Date(pix.hold_until).getTime() - Date.now()
    expect(Math.abs(holdMs - GIFT_LIMITS.startHoldMinutes * 60_000)).toBeLessThan(60_000)
    expect(await contribution('pix_txid = $1', [pix.txid])).toMatchObject({
      kind: 'pix',
      status: 'started',
      amount_cents: 60000,
      gift_id: 'g_passagens',
      gift_name: 'Passagens',
      quotas: 3,
    })
    expect(await taken('g_passagens')).toBe(3)
    // The live list hears of it.
    expect(await updatedAt('g_passagens')).not.toBe(before)

    const other = await startPix('g_passagens', 1)
    expect(other.txid).not.toBe(pix.txid)
  })

  it('takes a free amount within the contribution’s bounds', async () => {
    const pix = await startPix('g_fundo', null, 12345)
    expect(pix).toMatchObject({ amount_cents: 12345, gift_name: 'Fundo casa nova' })
    expect(await contribution('pix_txid = $1', [pix.txid])).toMatchObject({ quotas: null })
    for (const amount of [null, 99, 5_000_001]) {
      expect(await dbError(startPix('g_fundo', null, amount))).toEqual({
        code: 'WD400',
        message: 'Por favor, insira um valor válido.',
      })
    }
  })

  it('refuses what cannot be paid, with the pt-BR texts', async () => {
    expect(await dbError(startPix('g_panela', 1))).toEqual(NOT_FOR_PAYING)
    expect(await dbError(startPix('g_nenhum', 1))).toEqual({
      code: 'WD404',
      message: 'Presente não encontrado.',
    })
    for (const quotas of [null, 0, -1]) {
      expect(await dbError(startPix('g_passagens', quotas))).toEqual({
        code: 'WD400',
        message: 'Escolha quantas cotas deseja dar.',
      })
    }
    expect(await dbError(startPix('g_passagens', 11))).toEqual(left(10))
    expect(await dbError(startPix('g_passagens', 1, null, { name: ' ' }))).toEqual({
      code: 'WD400',
      message: 'Por favor, preencha todos os campos obrigatórios.',
    })
    expect(await dbError(startPix('g_passagens', 1, null, { email: 'ana@' }))).toEqual({
      code: 'WD400',
      message: 'Por favor, informe um e-mail válido.',
    })
    expect(await dbError(startPix('g_passagens', 1, null, { name: 'A'.repeat(81) }))).toEqual({
      code: 'WD400',
      message: 'O nome deve ter no máximo 80 caracteres.',
    })
    expect(await dbError(startPix('g_passagens', 1, null, { message: 'x'.repeat(1001) }))).toEqual({
      code: 'WD400',
      message: 'A mensagem deve ter no máximo 1000 caracteres.',
    })
    // The forms' phone rule (isPhone), not only its length: text, bidi marks, too few digits.
    for (const phone of ['ab\u202ecd', 'telefone', '1234567', '(34) 9999-0000 ramal 2']) {
      expect(await dbError(startPix('g_passagens', 1, null, { phone }))).toEqual({
        code: 'WD400',
        message: 'Por favor, informe um telefone válido, com DDD.',
      })
    }
    // One payment is at most the contribution's maximum, whatever the cotas.
    await db.query(
      `update public.gifts set price_cents = 5000000, quotas = 3 where id = 'g_passagens'`,
    )
    expect(await dbError(startPix('g_passagens', 2))).toEqual({
      code: 'WD400',
      message: 'Um pagamento pode ser de no máximo R$ 50.000,00. Escolha menos cotas.',
    })
    expect((await db.query('select 1 from public.contributions')).rows).toEqual([])
  })

  it('counts paid cotas and live holds; lapsed holds, rejected and expired ones are free again', async () => {
    const a = await startPix('g_passagens', 4)
    const b = await startPix('g_passagens', 3)
    expect(await dbError(startPix('g_passagens', 4))).toEqual(left(3))
    await inform(a.txid)
    await recordCard('cs_1', 'g_passagens', 2, 40000)
    expect(await dbError(startPix('g_passagens', 2))).toEqual(ONE_LEFT)
    expect(await taken('g_passagens')).toBe(9)

    // The clock passes b's hold: its 3 cotas are free, with nothing run.
    await db.query(
      `update public.contributions set hold_until = now() - interval '1 second'
                     where pix_txid = $1`,
      [b.txid],
    )
    expect(await taken('g_passagens')).toBe(6)
    // Expired and rejected rows hold nothing; paid ones hold for good, whatever their hold.
    await service(() => db.query(`select public.mark_contribution('cs_1', 'expired')`))
    expect(await taken('g_passagens')).toBe(4)
    await db.query(`update public.contributions set status = 'rejected' where pix_txid = $1`, [
      a.txid,
    ])
    expect(await taken('g_passagens')).toBe(0)
    await db.query(
      `update public.contributions set status = 'paid',
                      hold_until = now() - interval '1 day' where pix_txid = $1`,
      [a.txid],
    )
    expect(await taken('g_passagens')).toBe(4)

    const whole = await startPix('g_jantar', 1)
    expect(whole.amount_cents).toBe(28000)
    expect(await dbError(startPix('g_jantar', 1))).toEqual(SOLD_OUT)
  })

  it('a script holding the list: 300 starts from one client store the limit, from many addresses the ceiling', async () => {
    const { perClient, global } = RATE_LIMITS.gift_pix
    const flood = async (n: number, addressOf: (i: number) => string, call: string) => {
      const codes: string[] = []
      for (let i = 0; i < n; i++) {
        await db.query(`select set_config('request.headers', $1, false)`, [
          JSON.stringify({ 'cf-connecting-ip': addressOf(i) }),
        ])
        await asAnon(db, () => db.query(call)).catch((e: { code?: string }) =>
          codes.push(String(e.code)),
        )
      }
      return codes
    }
    const robot = `'Robô', 'robo@exemplo.com'`
    const one = await flood(
      300,
      () => '203.0.113.9',
      `select public.start_gift_pix('g_passagens', 1, null, ${robot})`,
    )
    expect(await taken('g_passagens')).toBe(perClient)
    expect(one).toEqual(Array.from({ length: 300 - perClient }, () => 'WD420'))
    // From many addresses (on the free amount, which has no cotas to run out of): the ceiling.
    await db.query('truncate public.contributions, private.rate_hits')
    const many = await flood(
      global + 30,
      (i) => `10.2.${i >> 8}.${i & 255}`,
      `select public.start_gift_pix('g_fundo', null, 1000, ${robot})`,
    )
    expect(many).toEqual(Array.from({ length: 30 }, () => 'WD420'))
    const n = await db.query<{ n: number }>('select count(*)::int as n from public.contributions')
    expect(firstRow(n).n).toBe(global)
  })

  it('is rate limited per client (gift_pix), and refused to service_role', async () => {
    await db.query(`select set_config('request.headers', $1, false)`, [
      JSON.stringify({ 'cf-connecting-ip': '203.0.113.77' }),
    ])
    const call = () =>
      asAnon(db, () =>
        db.query(`select public.start_gift_pix('g_fundo', null, 1000, 'Robô', 'robo@exemplo.com')`),
      )
    for (let i = 0; i < 6; i++) await call()
    expect(await dbError(call())).toEqual({ code: 'WD420', message: COMMON.tooManyRequests })
    const e = await service(() =>
      dbError(db.query(`select public.start_gift_pix('g_fundo', null, 1000, 'A', 'a@b.com')`)),
    )
    expect(e.code).toBe(PERMISSION_DENIED)
  })
})

describe('inform_gift_pix', () => {
  it('makes a started PIX informed for the couple’s hold; again, nothing changes', async () => {
    const t = await token()
    await admin(`select public.admin_save_settings($1, '{"pix_hold_hours": 24}')`, [t])
    const pix = await startPix('g_passagens', 2)
    const before = await updatedAt('g_passagens')
    await inform(pix.txid.toLowerCase())
    const row = await contribution('pix_txid = $1', [pix.txid])
    expect(row.status).toBe('informed')
    expect(Math.abs(Number(row.hold_seconds) - 24 * 3600)).toBeLessThan(60)
    expect(await updatedAt('g_passagens')).not.toBe(before)

    await db.query(`update public.contributions set hold_until = now() + interval '5 hours'`)
    await inform(pix.txid)
    expect(Math.abs(Number((await contribution('true')).hold_seconds) - 5 * 3600)).toBeLessThan(60)
    await db.query(`update public.contributions set status = 'paid'`)
    await inform(pix.txid)
    expect((await contribution('true')).status).toBe('paid')
  })

  it('still informs a PIX whose start hold lapsed: the money may have been sent', async () => {
    const pix = await startPix('g_jantar', 1)
    await db.query(`update public.contributions set hold_until = now() - interval '2 hours'`)
    expect(await taken('g_jantar')).toBe(0)
    await inform(pix.txid)
    expect(await contribution('true')).toMatchObject({ status: 'informed' })
    expect(await taken('g_jantar')).toBe(1)
  })

  it('answers PIX não encontrado for an unknown txid, a rejected one, or anything else', async () => {
    for (const txid of ['', 'ABCDEFGHIJKLMNOPQRSTUVWXY', "x' or 1=1 --", null]) {
      expect(await inform(txid)).toEqual(PIX_NOT_FOUND)
    }
    const pix = await startPix('g_jantar', 1)
    await db.query(`update public.contributions set status = 'rejected'`)
    expect(await inform(pix.txid)).toEqual(PIX_NOT_FOUND)
    expect(await contribution('true')).toMatchObject({ status: 'rejected' })
  })

  // The review's proof: a gift of 2 cotas, a stranger's PIX for both lapses, a guest starts and
  // informs hers, then the stranger informs his: 4 of 2 were held, both for 48 h.
  it('a lapsed PIX informed after the cotas went to another guest is kept, holding nothing', async () => {
    await db.query(`update public.gifts set quotas = 2 where id = 'g_passagens'`)
    const stranger = await startPix('g_passagens', 2, null, { name: 'Robô' })
    await db.query(
      `update public.contributions set hold_until = now() - interval '1 minute'
        where pix_txid = $1`,
      [stranger.txid],
    )
    const guestPix = await startPix('g_passagens', 2)
    expect(await inform(guestPix.txid)).toBeNull()
    const before = await updatedAt('g_passagens')

    expect(await inform(stranger.txid)).toBeNull()
    // Recorded for the couple to decide (the money may have been sent), but holding nothing.
    const row = await contribution('pix_txid = $1', [stranger.txid])
    expect(row).toMatchObject({ status: 'informed', quotas: 2 })
    expect(Number(row.hold_seconds)).toBeLessThanOrEqual(0)
    expect(await taken('g_passagens')).toBe(2)
    expect(await dbError(startPix('g_passagens', 1))).toEqual(SOLD_OUT)
    expect(await updatedAt('g_passagens')).not.toBe(before)
    // Informing it again changes nothing.
    expect(await inform(stranger.txid)).toBeNull()
    expect(await taken('g_passagens')).toBe(2)

    // The couple say the guest's never arrived ('Não recebi'): the stranger's kept txid cannot
    // take the cotas back, and they are free for the next guest.
    await db.query(`update public.contributions set status = 'rejected' where pix_txid = $1`, [
      guestPix.txid,
    ])
    expect(await inform(stranger.txid)).toBeNull()
    expect(await taken('g_passagens')).toBe(0)
    await startPix('g_passagens', 2)
  })

  it('a lapsed PIX takes back only what is free: one cota short is none', async () => {
    await db.query(`update public.gifts set quotas = 3 where id = 'g_passagens'`)
    const late = await startPix('g_passagens', 2)
    await db.query(`update public.contributions set hold_until = now() - interval '1 minute'`)
    await startPix('g_passagens', 2)
    expect(await inform(late.txid)).toBeNull()
    expect(Number((await contribution('pix_txid = $1', [late.txid])).hold_seconds)).toBeLessThan(1)
    expect(await taken('g_passagens')).toBe(2)
  })

  it('is rate limited per client, and the txids not found count too', async () => {
    const { perClient } = RATE_LIMITS.gift_pix_inform
    const pix = await startPix('g_passagens', 1)
    await db.query(`select set_config('request.headers', $1, false)`, [
      JSON.stringify({ 'cf-connecting-ip': '203.0.113.88' }),
    ])
    const fromOne = (txid: string) =>
      asAnon(db, async () =>
        firstRow(await db.query<{ r: unknown }>('select public.inform_gift_pix($1) as r', [txid])),
      )
    for (let i = 0; i < perClient; i++) {
      expect((await fromOne(`GUESS${String(i).padStart(20, '0')}`)).r).toEqual(PIX_NOT_FOUND)
    }
    // Past the limit, even the right txid waits: guessing cannot go on.
    expect(await dbError(fromOne(pix.txid))).toEqual({
      code: 'WD420',
      message: COMMON.tooManyRequests,
    })
    expect(await contribution('true')).toMatchObject({ status: 'started' })
    // Another address is not held back.
    expect(await inform(pix.txid)).toBeNull()
    const e = await service(() =>
      dbError(db.query('select public.inform_gift_pix($1)', [pix.txid])),
    )
    expect(e.code).toBe(PERMISSION_DENIED)
  })

  it('lets anon see nothing of the contributions through the table', async () => {
    await startPix('g_jantar', 1)
    const e = await asAnon(db, () => dbError(db.query('select pix_txid from public.contributions')))
    expect(e.code).toBe(PERMISSION_DENIED)
  })
})

describe('quote_gift and record_contribution with a gift (the card, service_role only)', () => {
  const quote = (gift: string, quotas: number | null, amount: number | null) =>
    service(async () => {
      const r = await db.query<{ q: unknown }>('select public.quote_gift($1, $2, $3) as q', [
        gift,
        quotas,
        amount,
      ])
      return firstRow(r).q
    })

  it('quotes the name and the database’s amount, refusing as start_gift_pix does, holding nothing', async () => {
    expect(await quote('g_passagens', 3, 1)).toEqual({ name: 'Passagens', amount_cents: 60000 })
    expect(await quote('g_fundo', null, 7000)).toEqual({
      name: 'Fundo casa nova',
      amount_cents: 7000,
    })
    expect(await dbError(quote('g_panela', 1, null))).toEqual(NOT_FOR_PAYING)
    expect(await dbError(quote('g_passagens', 11, null))).toEqual(left(10))
    expect(await taken('g_passagens')).toBe(0)
    await startPix('g_jantar', 1)
    expect(await dbError(quote('g_jantar', 1, null))).toEqual(SOLD_OUT)
    for (const role of ['anon', 'authenticated'] as const) {
      const e = await asRole(db, role, () =>
        dbError(db.query(`select public.quote_gift('g_jantar', 1, null)`)),
      )
      expect(e.code).toBe(PERMISSION_DENIED)
    }
  })

  it('takes the cotas until Stripe closes the Checkout plus the grace, once per session', async () => {
    const id = await recordCard('cs_gift', 'g_passagens', 9, 180000)
    const row = await contribution('id = $1', [id])
    expect(row).toMatchObject({ status: 'pending', gift_name: 'Passagens', quotas: 9 })
    const expected = 30 * 60 + GIFT_LIMITS.checkoutHoldGraceMinutes * 60
    expect(Math.abs(Number(row.hold_seconds) - expected)).toBeLessThan(60)
    expect(await taken('g_passagens')).toBe(9)
    // Stripe's retry of the same session: the same row, even with no cotas left to take.
    await startPix('g_passagens', 1)
    expect(await recordCard('cs_gift', 'g_passagens', 9, 180000)).toBe(id)
    expect(await dbError(recordCard('cs_other', 'g_passagens', 1, 20000))).toEqual(SOLD_OUT)
    expect(await dbError(recordCard('cs_other', 'g_panela', 1, 50000))).toEqual(NOT_FOR_PAYING)
    expect((await db.query('select 1 from public.contributions')).rows).toHaveLength(2)

    // The webhook: paid, the cotas count for good; the list hears of it.
    const before = await updatedAt('g_passagens')
    await service(() => db.query(`select public.mark_contribution('cs_gift', 'paid')`))
    expect(await updatedAt('g_passagens')).not.toBe(before)
    await db.query(`update public.contributions set hold_until = now() - interval '1 day'`)
    expect(await taken('g_passagens')).toBe(9)
  })

  it('refuses an amount that is not the gift’s, and a Checkout end past Stripe’s 24 hours', async () => {
    // The couple changed the price between the quote and the recording.
    expect(await dbError(recordCard('cs_old_price', 'g_passagens', 2, 30000))).toEqual({
      code: 'WD400',
      message: 'O valor deste presente mudou. Tente novamente.',
    })
    const tooLate = service(() =>
      db.query(
        `select public.record_contribution('card', 40000, 'Caio', 'caio@exemplo.com', null, null,
           'cs_long', null, null, now() + interval '25 hours', 'g_passagens', 2)`,
      ),
    )
    expect(await dbError(tooLate)).toEqual({
      code: 'WD400',
      message: 'Sessão de pagamento inválida.',
    })
    expect((await db.query('select 1 from public.contributions')).rows).toEqual([])
    expect(await taken('g_passagens')).toBe(0)
  })

  it('keeps the gift’s name on a late row without the gift, never instead of the gift’s own', async () => {
    const named = (session: string, giftId: string | null, name: string) =>
      service(() =>
        db.query(
          `select public.record_contribution('card', 40000, 'Caio', 'caio@exemplo.com', null,
             null, $1, null, null, null, $2, $3, $4)`,
          [session, giftId, giftId ? 2 : null, name],
        ),
      )
    await named('cs_late', null, ' Passagens ')
    expect(await contribution(`stripe_session_id = 'cs_late'`)).toMatchObject({
      gift_id: null,
      gift_name: 'Passagens',
      quotas: null,
    })
    expect(await taken('g_passagens')).toBe(0)
    await named('cs_gift', 'g_passagens', 'Presente de R$ 0,01')
    expect(await contribution(`stripe_session_id = 'cs_gift'`)).toMatchObject({
      gift_name: 'Passagens',
      quotas: 2,
    })
  })

  it('records a free-amount gift without cotas, and a deleted gift keeps its name on the row', async () => {
    const id = await recordCard('cs_fundo', 'g_fundo', null, 7000)
    expect(await contribution('id = $1', [id])).toMatchObject({
      gift_id: 'g_fundo',
      gift_name: 'Fundo casa nova',
      quotas: null,
    })
    const t = await token()
    await admin('select public.admin_delete_gift($1, $2)', [t, 'g_fundo'])
    expect(await contribution('id = $1', [id])).toMatchObject({
      gift_id: null,
      gift_name: 'Fundo casa nova',
    })
  })
})

describe('extend_checkout_hold (a Checkout completed with a delayed method, service_role only)', () => {
  const extend = (session: string, until: string) =>
    service(async () => {
      const r = await db.query<{ r: boolean }>(
        `select public.extend_checkout_hold($1, now() + $2::interval) as r`,
        [session, until],
      )
      return firstRow(r).r
    })
  const holdHours = async (session: string) =>
    Number((await contribution('stripe_session_id = $1', [session])).hold_seconds) / 3600

  it('keeps a pending row’s cotas until the method’s end, at most delayedHoldMaxDays', async () => {
    await recordCard('cs_boleto', 'g_passagens', 3, 60000)
    const before = await updatedAt('g_passagens')
    expect(await extend('cs_boleto', '5 days')).toBe(true)
    expect(Math.abs((await holdHours('cs_boleto')) - 120)).toBeLessThan(0.1)
    expect(await updatedAt('g_passagens')).not.toBe(before)
    // Past the Checkout's own end, the cotas stay held: no one else can pay for them.
    await db.query(`update public.contributions set expires_at = now() - interval '2 hours'`)
    expect(await dbError(startPix('g_passagens', 8))).toEqual(left(7))
    // Never shortened, never past the bound.
    expect(await extend('cs_boleto', '1 day')).toBe(false)
    expect(await extend('cs_boleto', '90 days')).toBe(true)
    expect(
      Math.abs((await holdHours('cs_boleto')) - GIFT_LIMITS.delayedHoldMaxDays * 24),
    ).toBeLessThan(0.1)
  })

  it('leaves closed rows alone, and takes back lapsed cotas only when they are free', async () => {
    await recordCard('cs_paid', 'g_passagens', 2, 40000)
    await service(() => db.query(`select public.mark_contribution('cs_paid', 'paid')`))
    expect(await extend('cs_paid', '1 day')).toBe(false)
    await recordCard('cs_gone', 'g_passagens', 2, 40000)
    await service(() => db.query(`select public.mark_contribution('cs_gone', 'expired')`))
    expect(await extend('cs_gone', '1 day')).toBe(false)
    expect(await taken('g_passagens')).toBe(2)

    // A completion whose event came after the row's hold lapsed and its cotas went elsewhere.
    await recordCard('cs_late', 'g_passagens', 4, 80000)
    await db.query(
      `update public.contributions set hold_until = now() - interval '1 minute'
        where stripe_session_id = 'cs_late'`,
    )
    await startPix('g_passagens', 6)
    expect(await extend('cs_late', '1 day')).toBe(false)
    expect(await taken('g_passagens')).toBe(8)
    // With room again, it holds.
    await db.query(`update public.contributions set status = 'rejected' where pix_txid is not null`)
    expect(await extend('cs_late', '1 day')).toBe(true)
    expect(await taken('g_passagens')).toBe(6)
  })

  it('says when the session is unknown, and is refused to anon', async () => {
    expect(await dbError(extend('cs_nada', '1 day'))).toEqual({
      code: 'WD404',
      message: 'Contribuição não encontrada.',
    })
    for (const role of ['anon', 'authenticated'] as const) {
      const e = await asRole(db, role, () =>
        dbError(db.query(`select public.extend_checkout_hold('cs_x', now())`)),
      )
      expect(e.code).toBe(PERMISSION_DENIED)
    }
  })
})

describe('admin_save_gift', () => {
  const save = async (t: string, gift: Record<string, unknown>) => {
    const r = await admin<{ id: string }>('select public.admin_save_gift($1, $2) as id', [t, gift])
    return firstRow(r).id
  }
  const stored = async (id: string) =>
    firstRow(
      await db.query<Record<string, unknown>>(
        `select name, kind, price_cents, quotas, store_url, position, reserved, reserved_by,
                image_data, thumbnail, has_photo from public.gifts where id = $1`,
        [id],
      ),
    )
  const MONEY = {
    name: 'Diárias no hotel',
    description: 'Pé na areia',
    category: 'outros',
    kind: 'money',
    price_cents: 35000,
    quotas: 6,
    store_url: 'https://www.exemplo.com.br/hotel',
    position: 3,
    photo: { image_data: PHOTO, thumbnail: THUMB },
  }

  it('adds a money gift with its photo, then edits it: photo absent keeps it, null removes it', async () => {
    const t = await token()
    const id = await save(t, MONEY)
    expect(id).toMatch(/^gift_\d{13}_[0-9a-f]{8}$/)
    expect(await stored(id)).toMatchObject({
      kind: 'money',
      price_cents: 35000,
      quotas: 6,
      store_url: 'https://www.exemplo.com.br/hotel',
      position: 3,
      image_data: PHOTO,
      has_photo: true,
    })
    const { photo: _photo, ...withoutPhoto } = MONEY
    expect(await save(t, { ...withoutPhoto, id, name: 'Diárias no hotel da lua de mel' })).toBe(id)
    expect(await stored(id)).toMatchObject({
      name: 'Diárias no hotel da lua de mel',
      image_data: PHOTO,
    })
    await save(t, { ...MONEY, id, photo: null, store_url: '' })
    expect(await stored(id)).toMatchObject({
      image_data: null,
      thumbnail: null,
      has_photo: false,
      store_url: null,
    })
    // A money gift with a price and no cotas is given whole; a gift to reserve has no cotas.
    await save(t, { ...withoutPhoto, id, quotas: null })
    expect(await stored(id)).toMatchObject({ quotas: 1 })
    await save(t, { ...withoutPhoto, id, kind: 'reserve', quotas: 4 })
    expect(await stored(id)).toMatchObject({ kind: 'reserve', quotas: null, price_cents: 35000 })
  })

  it('keeps the reservation when a reserved gift is edited, and will not make it money', async () => {
    const t = await token()
    await admin(`select public.admin_reserve_gift($1, 'g_panela', 'Ana', 'ana@exemplo.com')`, [t])
    const gift = {
      id: 'g_panela',
      name: 'Panela de pressão',
      description: 'Inox',
      category: 'cozinha',
    }
    await save(t, { ...gift, kind: 'reserve', price_cents: 45000 })
    expect(await stored('g_panela')).toMatchObject({
      name: 'Panela de pressão',
      reserved: true,
      reserved_by: 'Ana',
      price_cents: 45000,
      has_photo: true,
    })
    expect(await dbError(save(t, { ...gift, kind: 'money', price_cents: 45000 }))).toEqual({
      code: 'WD409',
      message:
        'Este presente está reservado: cancele a reserva antes de torná-lo um presente em dinheiro.',
    })
    // Nor can a guest reserve a money gift.
    expect(
      await dbError(
        guest(() => db.query(`select public.reserve_gift('g_jantar', 'Ana', 'ana@exemplo.com')`)),
      ),
    ).toEqual({ code: 'WD400', message: 'Este presente é para dar pelo site, não para reservar.' })
  })

  it('refuses every bad input with a pt-BR text, and stores nothing', async () => {
    const t = await token()
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Por favor, preencha nome e descrição do presente.'],
      [{ category: 'carros' }, 'Escolha uma categoria da lista.'],
      [{ kind: 'vaquinha' }, 'Escolha se o presente é para reservar ou para dar em dinheiro.'],
      [{ price_cents: 0 }, 'O preço deve ser um valor de R$ 1,00 a R$ 50.000,00.'],
      [{ price_cents: -500 }, 'O preço deve ser um valor de R$ 1,00 a R$ 50.000,00.'],
      [{ price_cents: 99 }, 'O preço deve ser um valor de R$ 1,00 a R$ 50.000,00.'],
      [{ price_cents: 5_000_001 }, 'O preço deve ser um valor de R$ 1,00 a R$ 50.000,00.'],
      [{ price_cents: 100.5 }, 'O preço deve ser um valor de R$ 1,00 a R$ 50.000,00.'],
      [{ price_cents: '35000' }, 'O preço deve ser um valor de R$ 1,00 a R$ 50.000,00.'],
      [{ quotas: 0 }, 'O número de cotas deve ser de 1 a 500.'],
      [{ quotas: GIFT_LIMITS.quotasMax + 1 }, 'O número de cotas deve ser de 1 a 500.'],
      [
        { price_cents: null, quotas: 3 },
        'Para dividir o presente em cotas, informe o preço de cada cota.',
      ],
      [
        { store_url: 'http://www.exemplo.com.br' },
        'O link da loja deve começar com https:// (copie o endereço da página da loja).',
      ],
      [
        { store_url: 'javascript:alert(1)' },
        'O link da loja deve começar com https:// (copie o endereço da página da loja).',
      ],
      [
        { store_url: 'https://exemplo.com/' + 'a'.repeat(GIFT_LIMITS.storeUrlMax) },
        'O link da loja deve ter no máximo 2000 caracteres.',
      ],
      [{ position: 'primeiro' }, 'Posição inválida.'],
      [
        { photo: { image_data: 'data:text/html;base64,AA', thumbnail: THUMB } },
        'Por favor, selecione apenas arquivos de imagem.',
      ],
      [{ photo: { image_data: PHOTO } }, 'Por favor, selecione apenas arquivos de imagem.'],
      [{ photo: 'data:image/png;base64,AA' }, 'Por favor, selecione apenas arquivos de imagem.'],
      [
        {
          photo: {
            image_data: 'data:image/jpeg;base64,' + 'A'.repeat(GIFT_LIMITS.imageDataMax),
            thumbnail: THUMB,
          },
        },
        'A foto é grande demais, mesmo comprimida. Escolha outra imagem.',
      ],
      [
        {
          photo: {
            image_data: PHOTO,
            thumbnail: 'data:image/jpeg;base64,' + 'A'.repeat(GIFT_LIMITS.thumbnailMax),
          },
        },
        'A foto é grande demais, mesmo comprimida. Escolha outra imagem.',
      ],
    ]
    for (const [change, message] of cases) {
      expect({ change, ...(await dbError(save(t, { ...MONEY, ...change }))) }).toEqual({
        change,
        code: 'WD400',
        message,
      })
    }
    expect(await dbError(save(t, { ...MONEY, id: 'gift_nenhum' }))).toEqual({
      code: 'WD404',
      message: 'Presente não encontrado.',
    })
    const n = await db.query<{ n: number }>('select count(*)::int as n from public.gifts')
    expect(firstRow(n).n).toBe(4)
  })

  it('will not split a gift in fewer cotas than those taken, nor drop its cotas', async () => {
    const t = await token()
    await startPix('g_passagens', 4)
    const gift = {
      id: 'g_passagens',
      name: 'Passagens',
      description: 'Lua de mel',
      category: 'outros',
      kind: 'money',
      price_cents: 20000,
    }
    expect(await dbError(save(t, { ...gift, quotas: 3 }))).toEqual({
      code: 'WD409',
      message:
        'Já foram dadas ou reservadas 4 cotas deste presente: ele precisa de ao menos 4 cotas.',
    })
    for (const change of [{ kind: 'reserve' }, { price_cents: null, quotas: null }]) {
      expect(await dbError(save(t, { ...gift, ...change, quotas: null }))).toEqual({
        code: 'WD409',
        message: 'Este presente já tem cotas dadas ou reservadas: ele continua dividido em cotas.',
      })
    }
    await save(t, { ...gift, quotas: 4 })
    expect(await dbError(startPix('g_passagens', 1))).toEqual(SOLD_OUT)
  })

  it(`holds at most GIFT_LIMITS.gifts (${GIFT_LIMITS.gifts}) gifts`, async () => {
    const t = await token()
    await db.query(`insert into public.gifts (id, name, description, category)
                    select 'g_' || i, 'Presente ' || i, 'D', 'outros'
                      from generate_series(1, ${GIFT_LIMITS.gifts - 4}) i`)
    expect(await dbError(save(t, MONEY))).toEqual({
      code: 'WD400',
      message: `A lista já tem ${GIFT_LIMITS.gifts} presentes, o máximo. Apague algum antes de adicionar outro.`,
    })
    // Editing one is still possible.
    await save(t, { ...MONEY, id: 'g_1' })
  })
})

describe('the couple: list, review, hold, totals, backup', () => {
  it('lists gifts with the private columns and cotas taken, never the image data', async () => {
    const t = await token()
    await startPix('g_passagens', 2)
    const r = await admin('select * from public.admin_list_gifts($1)', [t])
    const names = r.fields.map((f) => f.name)
    expect(names).toEqual(expect.arrayContaining(['reserved_email', 'has_photo', 'quotas_taken']))
    expect(names).not.toContain('image_data')
    expect(names).not.toContain('thumbnail')
    expect(r.rows.find((g) => g.id === 'g_passagens')).toMatchObject({
      quotas_taken: 2,
      has_photo: true,
      position: 1,
    })
  })

  it('confirms or rejects a guest’s PIX; anything else is refused', async () => {
    const t = await token()
    const review = (id: unknown, confirmed: unknown) =>
      admin('select public.admin_review_pix($1, $2, $3)', [t, id, confirmed])
    const informed = await startPix('g_passagens', 2)
    await inform(informed.txid)
    const lapsed = await startPix('g_passagens', 3)
    await db.query(
      `update public.contributions set hold_until = now() - interval '1 hour'
                     where pix_txid = $1`,
      [lapsed.txid],
    )
    const refused = await startPix('g_passagens', 1)
    const idOf = async (txid: string) =>
      String(
        (
          await db.query<{ id: string }>(
            'select id from public.contributions where pix_txid = $1',
            [txid],
          )
        ).rows[0]?.id,
      )

    await db.query(`update public.contributions set contributed_at = now() - interval '3 days',
                      hidden_at = now()`)
    await review(await idOf(informed.txid), true)
    await review(await idOf(lapsed.txid), true)
    await review(await idOf(refused.txid), false)
    const rows = await db.query<{ status: string; fresh: boolean; hidden: boolean }>(
      `select status, contributed_at > now() - interval '1 minute' as fresh,
              hidden_at is not null as hidden
         from public.contributions order by quotas desc`,
    )
    expect(rows.rows).toEqual([
      { status: 'paid', fresh: true, hidden: false },
      { status: 'paid', fresh: true, hidden: false },
      { status: 'rejected', fresh: false, hidden: true },
    ])
    expect(await taken('g_passagens')).toBe(5)

    const again = { code: 'WD409', message: 'Este pagamento não é um PIX aguardando confirmação.' }
    expect(await dbError(review(await idOf(informed.txid), false))).toEqual(again)
    expect(await dbError(review(await idOf(refused.txid), true))).toEqual(again)
    const card = await recordCard('cs_card', 'g_passagens', 1, 20000)
    expect(await dbError(review(card, true))).toEqual(again)
    expect(await dbError(review('00000000-0000-4000-8000-000000000000', true))).toEqual({
      code: 'WD404',
      message: 'Contribuição não encontrada.',
    })
    expect(await dbError(review(card, null))).toEqual({
      code: 'WD400',
      message: 'Escolha se o PIX chegou ou não.',
    })
    expect(
      await dbError(admin('select public.admin_review_pix($1, $2, true)', ['x', card])),
    ).toEqual(EXPIRED_SESSION)
  })

  it('reads and sets the informed PIX’s hold, within its bounds', async () => {
    const t = await token()
    const hours = async () =>
      firstRow(
        await admin<{ h: number }>(
          `select (public.admin_settings($1) ->> 'pix_hold_hours')::integer as h`,
          [t],
        ),
      ).h
    expect(await hours()).toBe(GIFT_LIMITS.informedHoldHoursDefault)
    await admin(
      `select public.admin_save_settings($1, jsonb_build_object('pix_hold_hours', $2::integer))`,
      [t, 72],
    )
    expect(await hours()).toBe(72)
    for (const bad of [0, GIFT_LIMITS.informedHoldHoursMax + 1, null]) {
      expect(
        await dbError(
          admin(
            `select public.admin_save_settings($1, jsonb_build_object('pix_hold_hours', $2::integer))`,
            [t, bad],
          ),
        ),
      ).toEqual({ code: 'WD400', message: 'O prazo deve ser de 1 a 720 horas (30 dias).' })
    }
    expect(await hours()).toBe(72)
    const e = await asAnon(db, () =>
      dbError(db.query('select pix_hold_hours from public.settings')),
    )
    expect(e.code).toBe(PERMISSION_DENIED)
  })

  it('sums the informed PIX apart from paid and pending, leaving out hidden rows', async () => {
    const t = await token()
    const a = await startPix('g_passagens', 2)
    await inform(a.txid)
    const b = await startPix('g_fundo', null, 5000)
    await inform(b.txid)
    const c = await startPix('g_fundo', null, 700)
    await inform(c.txid)
    await db.query(`update public.contributions set hidden_at = now() where pix_txid = $1`, [
      c.txid,
    ])
    await startPix('g_jantar', 1) // started only: not money the couple wait for yet
    await recordCard('cs_open', null, null, 3000)
    const r = await admin<{ t: unknown }>('select public.admin_contribution_totals($1) as t', [t])
    expect(firstRow(r).t).toEqual({ paid_cents: 0, pending_cents: 3000, informed_cents: 45000 })
  })

  it('lists and backs up every new column, the gifts’ images included', async () => {
    const t = await token()
    const pix = await startPix('g_passagens', 2)
    const list = await admin('select * from public.admin_list_contributions($1)', [t])
    expect(list.rows[0]).toMatchObject({
      gift_id: 'g_passagens',
      gift_name: 'Passagens',
      quotas: 2,
      pix_txid: pix.txid,
      status: 'started',
    })
    expect(list.rows[0]?.hold_until).toBeTruthy()
    const r = await admin<{ b: { gifts: Record<string, unknown>[]; contributions: unknown[] } }>(
      'select public.admin_backup($1) as b',
      [t],
    )
    const backup = firstRow(r).b
    expect(backup.gifts.find((g) => g.id === 'g_panela')).toMatchObject({
      kind: 'reserve',
      price_cents: 50000,
      image_data: PHOTO,
      thumbnail: THUMB,
      position: 0,
    })
    expect(backup.contributions).toMatchObject([
      { gift_id: 'g_passagens', gift_name: 'Passagens', quotas: 2, pix_txid: pix.txid },
    ])
  })
})
