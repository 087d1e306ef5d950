// A stranger with a loop, as role anon (docs/decisions/0014): rate limits per client and in total
// on every anonymous write, at most GIFTS_PER_EMAIL_MAX gifts per e-mail, and the couple's undo.
import { beforeEach, describe, expect, it } from 'vitest'
import { COMMON } from '@/config/copy/common'
import { GIFTS } from '@/config/copy/gifts'
import { GIFTS_PER_EMAIL_MAX, RATE_LIMITS } from '@/config/limits'
import {
  asAnon,
  asRole,
  dbError,
  demoAdminToken,
  firstRow,
  schemaFiles,
  readSql,
  fileTestDb,
} from './pglite'

const LIMITED = { code: 'WD420', message: COMMON.tooManyRequests }
const PER_EMAIL = { code: 'WD400', message: GIFTS.perEmailLimit(GIFTS_PER_EMAIL_MAX) }
const PERMISSION_DENIED = '42501'

const db = fileTestDb()

beforeEach(async () => {
  await asClient(null)
})

/**
 * The headers PostgREST hands the SQL (`request.headers`), as hosted Supabase sends them: the
 * caller's address in cf-connecting-ip. null: no PostgREST at all (the embedded demo).
 */
async function asClient(address: string | null) {
  const headers = address === null ? '' : JSON.stringify({ 'cf-connecting-ip': address })
  await db.query(`select set_config('request.headers', $1, false)`, [headers])
}

const anon = <T>(fn: () => Promise<T>) => asAnon(db, fn)

const postMessage = (name: string, message: string) =>
  anon(() => db.query('select public.post_message($1, $2)', [name, message]))

const reserve = (giftId: string, name: string, email: string) =>
  anon(() => db.query('select public.reserve_gift($1, $2, $3)', [giftId, name, email]))

const rsvp = (name: string, email: string) =>
  anon(() => db.query(`select public.submit_rsvp($1, 'sim', $2, '(34) 99999-0000')`, [name, email]))

async function count(table: string, where = 'true'): Promise<number> {
  const r = await db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`)
  return firstRow(r).n
}

/** Runs every call, in order; returns the errors of those that failed. */
async function flood(
  n: number,
  call: (i: number) => Promise<unknown>,
): Promise<{ code: string; message: string }[]> {
  const errors: { code: string; message: string }[] = []
  for (let i = 0; i < n; i++) {
    try {
      await call(i)
    } catch (error) {
      const e = error as { code?: unknown; message?: unknown }
      errors.push({ code: String(e.code), message: String(e.message) })
    }
  }
  return errors
}

async function addGifts(n: number) {
  await db.exec(`
    insert into public.gifts (id, name, description, category)
    select 'gift_' || i, 'Presente ' || i, 'Descrição', 'outros' from generate_series(1, ${n}) i;
  `)
}

describe('the limits are the numbers of src/config/limits.ts', () => {
  const guestSql = readSql(
    `schemas/${schemaFiles().find((f) => f.includes('guest_functions')) ?? ''}`,
  )

  it('rate limits: per client and global, with their windows', () => {
    const rules = [
      ...guestSql.matchAll(
        /\('(\w+)', (\d+), interval '(\d+) minutes?', (\d+), interval '(\d+) minutes?'\)/g,
      ),
    ].map((m) => [
      m[1],
      {
        perClient: Number(m[2]),
        clientWindowMinutes: Number(m[3]),
        global: Number(m[4]),
        globalWindowMinutes: Number(m[5]),
      },
    ])
    expect(Object.fromEntries(rules)).toEqual(RATE_LIMITS)
    // Old rows are deleted past the global window, so it must be the longest.
    for (const rule of Object.values(RATE_LIMITS)) {
      expect(rule.clientWindowMinutes).toBeLessThanOrEqual(rule.globalWindowMinutes)
    }
    expect(guestSql).toContain(`message = '${COMMON.tooManyRequests}'`)
  })

  it('gifts per e-mail', () => {
    const body = guestSql.slice(guestSql.indexOf('function private.limit_gifts_per_email'))
    expect(body).toMatch(new RegExp(`\\) >= ${GIFTS_PER_EMAIL_MAX} then`))
    expect(body).toContain(`message = '${GIFTS.perEmailLimit(GIFTS_PER_EMAIL_MAX)}'`)
  })
})

describe('messages', () => {
  const { perClient, global } = RATE_LIMITS.post_message

  it('1,000 posts from one client store the limit; the rest are refused with the pt-BR text', async () => {
    await asClient('203.0.113.7')
    const errors = await flood(1000, (i) => postMessage('Robô', `Spam número ${i}`))
    expect(await count('public.messages')).toBe(perClient)
    expect(errors).toHaveLength(1000 - perClient)
    expect(new Set(errors.map((e) => JSON.stringify(e)))).toEqual(
      new Set([JSON.stringify(LIMITED)]),
    )
    // Another guest is not blocked by that client.
    await asClient('198.51.100.20')
    await postMessage('Ana', 'Felicidades ao casal!')
    expect(await count('public.messages', `name = 'Ana'`)).toBe(1)
  })

  it('a flood from many addresses stops at the global ceiling', async () => {
    const errors = await flood(global + 50, async (i) => {
      await asClient(`10.0.${Math.floor(i / 250)}.${i % 250}`)
      await postMessage(`Robô ${i}`, `Spam número ${i}`)
    })
    expect(await count('public.messages')).toBe(global)
    expect(errors).toEqual(Array.from({ length: 50 }, () => LIMITED))
  })

  it('lets the client write again once its window has passed, and deletes the old rows', async () => {
    await asClient('203.0.113.7')
    await flood(perClient, (i) => postMessage('Bia', `Mensagem ${i}`))
    expect(await dbError(postMessage('Bia', 'Mais uma'))).toEqual(LIMITED)
    await db.exec(`update private.rate_hits set at = at - interval '2 hours'`)
    await postMessage('Bia', 'Mais uma')
    // The old rows are gone: the table keeps only the last window's writes.
    const rows = await db.query('select action, client from private.rate_hits')
    expect(rows.rows).toEqual([{ action: 'post_message', client: 'ip:203.0.113.7' }])
  })

  it('takes the address only from cf-connecting-ip, not from an x-forwarded-for the caller wrote', async () => {
    const errors = await flood(perClient + 5, async (i) => {
      const headers = {
        'cf-connecting-ip': '203.0.113.7',
        'x-forwarded-for': `10.9.9.${i}, 203.0.113.7`,
      }
      await db.query(`select set_config('request.headers', $1, false)`, [JSON.stringify(headers)])
      await postMessage('Robô', `Spam ${i}`)
    })
    expect(errors).toHaveLength(5)
    expect(await count('public.messages')).toBe(perClient)
  })

  it('without cf-connecting-ip (a self-hosted PostgREST), the proxy’s last x-forwarded-for entry is the client', async () => {
    const errors = await flood(perClient + 2, async (i) => {
      const headers = { 'x-forwarded-for': `10.9.9.${i}, 203.0.113.8` }
      await db.query(`select set_config('request.headers', $1, false)`, [JSON.stringify(headers)])
      await postMessage('Robô', `Spam ${i}`)
    })
    expect(errors).toEqual([LIMITED, LIMITED])
  })

  it('an IPv6 client counts by its /64: new addresses in the same network are the same client', async () => {
    const errors = await flood(perClient + 2, async (i) => {
      const headers = { 'cf-connecting-ip': `2001:db8:1:2::${(i + 1).toString(16)}` }
      await db.query(`select set_config('request.headers', $1, false)`, [JSON.stringify(headers)])
      await postMessage('Robô', `Spam ${i}`)
    })
    expect(errors).toEqual([LIMITED, LIMITED])
  })

  it('the embedded demo (no request headers) is one client', async () => {
    const errors = await flood(perClient + 3, (i) => postMessage('Caio', `Oi ${i}`))
    expect(errors).toEqual(Array.from({ length: 3 }, () => LIMITED))
  })

  it('a refused or invalid write is not counted', async () => {
    await asClient('203.0.113.7')
    await flood(20, () => postMessage('  ', 'sem nome'))
    await flood(perClient, (i) => postMessage('Duda', `Oi ${i}`))
    expect(await count('public.messages')).toBe(perClient)
  })
})

describe('gifts', () => {
  it(`one e-mail cannot reserve more than ${GIFTS_PER_EMAIL_MAX} gifts, whatever its case or address`, async () => {
    await addGifts(16)
    const errors = await flood(16, async (i) => {
      await asClient(`10.1.0.${i}`)
      await reserve(`gift_${i + 1}`, 'Robô', i % 2 ? 'ROBO@exemplo.com' : 'robo@exemplo.com')
    })
    expect(await count('public.gifts', 'reserved')).toBe(GIFTS_PER_EMAIL_MAX)
    expect(errors).toEqual(Array.from({ length: 16 - GIFTS_PER_EMAIL_MAX }, () => PER_EMAIL))
    // Another guest still finds gifts to reserve.
    await asClient('10.1.1.1')
    await reserve('gift_16', 'Ana', 'ana@exemplo.com')
    expect(await count('public.gifts', `reserved_email = 'ana@exemplo.com'`)).toBe(1)
  })

  it('one client cannot reserve more than its limit with many e-mails', async () => {
    const { perClient } = RATE_LIMITS.reserve_gift
    await addGifts(16)
    await asClient('203.0.113.7')
    const errors = await flood(16, (i) => reserve(`gift_${i + 1}`, 'Robô', `robo${i}@exemplo.com`))
    expect(await count('public.gifts', 'reserved')).toBe(perClient)
    expect(errors).toEqual(Array.from({ length: 16 - perClient }, () => LIMITED))
  })

  it('nor, a few at a time over a day, more than its daily limit', async () => {
    const day = RATE_LIMITS.reserve_gift_day.perClient
    const { perClient, clientWindowMinutes } = RATE_LIMITS.reserve_gift
    await addGifts(day + 5)
    await asClient('203.0.113.7')
    const errors: unknown[] = []
    for (let i = 0; i < day + 5; i += perClient) {
      errors.push(
        ...(await flood(perClient, (j) =>
          reserve(`gift_${i + j + 1}`, 'Robô', `robo${i + j}@exemplo.com`),
        )),
      )
      // The short window has passed: only the day's limit still holds.
      await db.query(
        `update private.rate_hits set at = at - interval '${clientWindowMinutes + 1} minutes'`,
      )
    }
    expect(await count('public.gifts', 'reserved')).toBe(day)
    expect(errors).toEqual(Array.from({ length: 5 }, () => LIMITED))
  })

  it('a gift that is not there says so, not whether the e-mail has reserved its limit', async () => {
    await addGifts(GIFTS_PER_EMAIL_MAX + 1)
    for (let i = 1; i <= GIFTS_PER_EMAIL_MAX; i++) {
      await asClient(`10.3.0.${i}`)
      await reserve(`gift_${i}`, 'Convidada', 'convidada@exemplo.com')
    }
    await asClient('203.0.113.9')
    expect(await flood(1, () => reserve('nao-existe', 'X', 'convidada@exemplo.com'))).toEqual([
      { code: 'WD404', message: 'Presente não encontrado.' },
    ])
    // A gift still free: the limit, as before.
    expect(
      await flood(1, () =>
        reserve(`gift_${GIFTS_PER_EMAIL_MAX + 1}`, 'X', 'convidada@exemplo.com'),
      ),
    ).toEqual([PER_EMAIL])
  })
})

describe('RSVPs', () => {
  const { perClient, global } = RATE_LIMITS.submit_rsvp

  it('300 invented RSVPs from one client: only the limit is stored', async () => {
    await asClient('203.0.113.7')
    const errors = await flood(300, (i) => rsvp(`Convidado ${i}`, `convidado${i}@exemplo.com`))
    expect(await count('public.rsvps')).toBe(perClient)
    expect(errors).toEqual(Array.from({ length: 300 - perClient }, () => LIMITED))
  })

  it('300 invented RSVPs from 300 addresses stop at the global ceiling', async () => {
    const errors = await flood(300, async (i) => {
      await asClient(`10.2.${Math.floor(i / 250)}.${i % 250}`)
      await rsvp(`Convidado ${i}`, `convidado${i}@exemplo.com`)
    })
    expect(await count('public.rsvps')).toBe(global)
    expect(errors).toEqual(Array.from({ length: 300 - global }, () => LIMITED))
  })
})

describe('checkout_rate_limit (the payment function, with the service-role key)', () => {
  const { perClient } = RATE_LIMITS.checkout
  const take = (client: string | null) =>
    asRole(db, 'service_role', () => db.query('select public.checkout_rate_limit($1)', [client]))

  it('counts per client address, refusing past the limit', async () => {
    const errors = await flood(perClient + 4, () => take('203.0.113.7'))
    expect(errors).toEqual(Array.from({ length: 4 }, () => LIMITED))
    await take('198.51.100.20')
  })

  it('without an address, counts only toward the global ceiling', async () => {
    const { global } = RATE_LIMITS.checkout
    const errors = await flood(global + 2, () => take(null))
    expect(errors).toEqual([LIMITED, LIMITED])
  })
})

describe('cancel_checkout_rate_limit (the cancel-checkout function, with the service-role key)', () => {
  const { perClient, global } = RATE_LIMITS.cancel_checkout
  const take = (client: string | null) =>
    asRole(db, 'service_role', () =>
      db.query('select public.cancel_checkout_rate_limit($1)', [client]),
    )

  it('counts per client address, refusing past the limit; the ceiling holds without one', async () => {
    const errors = await flood(perClient + 3, () => take('203.0.113.7'))
    expect(errors).toEqual(Array.from({ length: 3 }, () => LIMITED))
    await take('198.51.100.20')
    await db.query('truncate private.rate_hits')
    expect(await flood(global + 1, () => take(null))).toEqual([LIMITED])
  })
})

describe('what anon cannot reach', () => {
  it('cannot read the counters, call the private helpers or the checkout counter', async () => {
    for (const sql of [
      'select * from private.rate_hits',
      `select private.rate_limit('post_message', 'x')`,
      `select public.checkout_rate_limit('203.0.113.7')`,
      `select public.cancel_checkout_rate_limit('203.0.113.7')`,
      `delete from private.rate_hits`,
    ]) {
      expect({ sql, code: (await dbError(anon(() => db.query(sql)))).code }).toEqual({
        sql,
        code: PERMISSION_DENIED,
      })
    }
  })
})

describe('admin_cancel_reservations_by_email', () => {
  async function adminToken(): Promise<string> {
    await db.exec(readSql('embedded/demo-admin.sql'))
    return demoAdminToken(db)
  }

  async function reservedByEmail() {
    const r = await db.query<{ id: string; reserved_email: string | null }>(
      'select id, reserved_email from public.gifts order by id',
    )
    return Object.fromEntries(r.rows.map((g) => [g.id, g.reserved_email]))
  }

  it('frees exactly the gifts of that e-mail (any case) and says how many', async () => {
    await addGifts(6)
    const token = await adminToken()
    const guests = ['robo@exemplo.com', 'ROBO@exemplo.com', 'robo@exemplo.com', 'ana@exemplo.com']
    for (const [i, email] of guests.entries()) {
      await asClient(`10.3.0.${i}`)
      await reserve(`gift_${i + 1}`, 'Convidado', email)
    }
    // The couple may reserve beyond the per-e-mail cap for someone.
    await anon(() =>
      db.query(`select public.admin_reserve_gift($1, 'gift_5', 'Robô', 'Robo@Exemplo.com')`, [
        token,
      ]),
    )

    const freed = await anon(() =>
      db.query<{ n: number }>(
        `select public.admin_cancel_reservations_by_email($1, ' ROBO@exemplo.com ') as n`,
        [token],
      ),
    )
    expect(firstRow(freed).n).toBe(4)
    expect(await reservedByEmail()).toEqual({
      gift_1: null,
      gift_2: null,
      gift_3: null,
      gift_4: 'ana@exemplo.com',
      gift_5: null,
      gift_6: null,
    })
    const cleared = await db.query(
      `select reserved, reserved_by, reserved_phone, message, reserved_date from public.gifts
        where id in ('gift_1', 'gift_2', 'gift_3', 'gift_5')`,
    )
    for (const row of cleared.rows) {
      expect(row).toEqual({
        reserved: false,
        reserved_by: null,
        reserved_phone: null,
        message: null,
        reserved_date: null,
      })
    }
  })

  it('refuses a caller without a valid session and frees nothing', async () => {
    await addGifts(1)
    await reserve('gift_1', 'Ana', 'ana@exemplo.com')
    const e = await dbError(
      anon(() =>
        db.query(`select public.admin_cancel_reservations_by_email('nope', 'ana@exemplo.com')`),
      ),
    )
    expect(e.code).toBe('WD401')
    expect(await count('public.gifts', 'reserved')).toBe(1)
  })
})
