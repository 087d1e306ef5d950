// The wall under a flood, as a visitor and as the couple call it (role anon; the couple with their
// session token): paging by a stable cursor, bulk delete and approval (docs/product.md §3).
import { beforeEach, describe, expect, it } from 'vitest'
import { asAnon, dbError, demoAdminToken, firstRow, readSql, fileTestDb } from './pglite'
import { MESSAGES_PAGE_SIZE } from '@/config/ui'

const db = fileTestDb()

beforeEach(async () => {
  await db.exec(readSql('embedded/demo-admin.sql'))
})

const anon = <T>(fn: () => Promise<T>) => asAnon(db, fn)

interface Row {
  id: string
  name: string
  message: string
  cursor_at: string
  total: number
  is_approved?: boolean
}

const token = () => demoAdminToken(db)

const post = (name: string, message: string) =>
  anon(() => db.query<{ id: string }>('select public.post_message($1, $2) as id', [name, message]))

function guestPage(after: Row | null, limit = 20) {
  return anon(() =>
    db.query<Row>(
      'select * from public.list_messages(p_after_at => $1, p_after_id => $2, p_limit => $3)',
      [after?.cursor_at ?? null, after?.id ?? null, limit],
    ),
  ).then((r) => r.rows)
}

function adminPage(
  tok: string,
  after: Row | null,
  {
    limit = 50,
    name = null,
    pending = false,
  }: { limit?: number; name?: string | null; pending?: boolean } = {},
) {
  return anon(() =>
    db.query<Row>(
      `select * from public.admin_list_messages(p_token => $1, p_after_at => $2, p_after_id => $3,
         p_limit => $4, p_name => $5, p_pending => $6)`,
      [tok, after?.cursor_at ?? null, after?.id ?? null, limit, name, pending],
    ),
  ).then((r) => r.rows)
}

/** Every row, page after page, as the 'Ver mais' button reads them. */
async function readAll(page: (after: Row | null) => Promise<Row[]>): Promise<Row[]> {
  const all: Row[] = []
  let after: Row | null = null
  for (;;) {
    const rows = await page(after)
    all.push(...rows)
    if (rows.length === 0) return all
    after = rows[rows.length - 1] ?? null
  }
}

/** A scripted burst: 1,000 distinct messages, all newer than the real ones. */
async function flood(count = 1000, later = '0 seconds') {
  await db.exec(`
    insert into public.messages (name, message, created_at)
    select 'Robô', 'Spam número ' || i, now() + interval '${later}' + i * interval '1 millisecond'
      from generate_series(1, ${count}) i;
  `)
}

describe('paging through a flood', () => {
  it('after 1,000 posts the real messages are still reachable by paging, for guests and the couple', async () => {
    await post('Tia Lúcia', 'Felicidades ao casal!')
    await post('Pedro', 'Que dia lindo vai ser.')
    // 1,000 distinct messages as fast as a script can, each from a new address (as through
    // PostgREST) so the per-client limit does not stop it: what the global ceiling refuses is
    // refused with one of our SQLSTATEs, and what got through is on the wall.
    for (let i = 1; i <= 1000; i++) {
      const headers = { 'cf-connecting-ip': `10.0.${i >> 8}.${i & 255}` }
      await db.query(`select set_config('request.headers', $1, false)`, [JSON.stringify(headers)])
      await post('Robô', `Spam número ${i}`).catch((error: { code?: string }) => {
        if (!String(error.code).startsWith('WD')) throw error
      })
    }
    await db.query(`select set_config('request.headers', '', false)`)
    const stored = Number(
      firstRow(await db.query<{ n: number }>('select count(*)::int as n from public.messages')).n,
    )
    expect(stored).toBeGreaterThan(MESSAGES_PAGE_SIZE * 2)

    const first = await guestPage(null)
    expect(first[0]?.total).toBe(stored)
    expect(first.every((r) => r.name === 'Robô')).toBe(true)

    const guest = await readAll((after) => guestPage(after))
    expect(guest).toHaveLength(stored)
    expect(new Set(guest.map((r) => r.id)).size).toBe(stored)
    expect(guest.slice(-2).map((r) => r.name)).toEqual(['Pedro', 'Tia Lúcia'])

    const tok = await token()
    const couple = await readAll((after) => adminPage(tok, after))
    expect(couple).toHaveLength(stored)
    expect(couple.slice(-2).map((r) => r.message)).toEqual([
      'Que dia lindo vai ser.',
      'Felicidades ao casal!',
    ])
    // The couple can also leave the burst aside: by name, the real ones come first.
    expect((await adminPage(tok, null, { name: ' pedro ' })).map((r) => r.name)).toEqual(['Pedro'])
  }, 120_000)

  it('keeps pages stable while new messages arrive (a cursor, not an offset)', async () => {
    await flood(30)
    const first = await guestPage(null, 10)
    const expected = (await guestPage(null, 30)).slice(10, 20).map((r) => r.id)
    await flood(7, '1 hour') // newer than everything above
    const second = await guestPage(first[first.length - 1] ?? null, 10)
    expect(second.map((r) => r.id)).toEqual(expected)
  })

  it('gives every row exactly once when many share the same microsecond', async () => {
    await db.exec(`
      insert into public.messages (name, message, created_at)
      select 'Mesmo instante', 'Mensagem ' || i, timestamptz '2026-01-01 12:00:00.123456+00'
        from generate_series(1, 25) i;
      insert into public.messages (name, message, created_at) values
        ('Um micro depois', 'Depois', timestamptz '2026-01-01 12:00:00.123457+00'),
        ('Um micro antes', 'Antes', timestamptz '2026-01-01 12:00:00.123455+00');
    `)
    const all = await readAll((after) => guestPage(after, 4))
    expect(all).toHaveLength(27)
    expect(new Set(all.map((r) => r.id)).size).toBe(27)
    expect(all[0]?.name).toBe('Um micro depois')
    expect(all[26]?.name).toBe('Um micro antes')
    expect(all[1]?.cursor_at).toBe('2026-01-01T12:00:00.123456Z')
  })

  it('answers at most one bounded page, however many rows are asked for', async () => {
    await flood(300)
    expect(await guestPage(null, 100_000)).toHaveLength(101)
    expect(await adminPage(await token(), null, { limit: 100_000 })).toHaveLength(201)
  })
})

describe('bulk delete', () => {
  it('deletes many messages in one call with the admin token, and only those', async () => {
    await post('Ana', 'Parabéns!')
    await flood(600)
    const tok = await token()
    const robots = (await adminPage(tok, null, { name: 'robô', limit: 200 })).map((r) => r.id)
    expect(robots).toHaveLength(200)
    const deleted = await anon(() =>
      db.query<{ n: number }>('select public.admin_delete_messages($1, $2) as n', [tok, robots]),
    )
    expect(firstRow(deleted).n).toBe(200)
    expect((await guestPage(null))[0]?.total).toBe(401)
    expect((await readAll((after) => guestPage(after, 100))).some((r) => r.name === 'Ana')).toBe(
      true,
    )
  })

  it('refuses an empty selection and more than 500 ids at once', async () => {
    await flood(501)
    const tok = await token()
    const ids = (await readAll((after) => adminPage(tok, after, { limit: 200 }))).map((r) => r.id)
    const bulk = (list: string[]) =>
      anon(() => db.query('select public.admin_delete_messages($1, $2)', [tok, list]))
    expect(await dbError(bulk(ids))).toEqual({
      code: 'WD400',
      message: 'Selecione no máximo 500 mensagens por vez.',
    })
    expect((await dbError(bulk([]))).code).toBe('WD400')
    await bulk(ids.slice(0, 500))
    expect((await guestPage(null))[0]?.total).toBe(1)
  })

  it('is refused to anon without a valid token, and anon cannot delete through the table', async () => {
    const [row] = (await post('Ana', 'Oi')).rows
    const ids = [row?.id]
    for (const tok of [null, '', 'x'.repeat(64)]) {
      expect(
        await dbError(
          anon(() => db.query('select public.admin_delete_messages($1, $2)', [tok, ids])),
        ),
      ).toMatchObject({ code: 'WD401' })
    }
    expect((await dbError(anon(() => db.query('delete from public.messages')))).code).toBe('42501')
    expect((await guestPage(null))[0]?.total).toBe(1)
  })
})

describe('approval before publishing', () => {
  const setApproval = (tok: string | null, on: boolean) =>
    anon(() =>
      db.query(
        `select public.admin_save_settings($1, jsonb_build_object('approve_messages', $2::boolean))`,
        [tok, on],
      ),
    )
  const needsApproval = async () =>
    firstRow(
      await anon(() => db.query<{ on: boolean }>('select public.messages_need_approval() as on')),
    ).on

  it('is off by default: new messages are published at once', async () => {
    expect(await needsApproval()).toBe(false)
    await post('Ana', 'Oi')
    expect((await guestPage(null)).map((r) => r.name)).toEqual(['Ana'])
  })

  it('when on, stores new messages unapproved: hidden from guests, even through the table', async () => {
    const tok = await token()
    await post('Ana', 'Publicada antes')
    await setApproval(tok, true)
    expect(await needsApproval()).toBe(true)
    const [pending] = (await post('Bruno', 'Aguardando')).rows

    expect((await guestPage(null)).map((r) => r.name)).toEqual(['Ana'])
    expect((await guestPage(null))[0]?.total).toBe(1)
    const table = await anon(() =>
      db.query<{ name: string }>(
        'select id, name, message, is_approved, created_at from public.messages',
      ),
    )
    expect(table.rows.map((r) => r.name)).toEqual(['Ana'])
    const byId = await anon(() =>
      db.query('select id from public.messages where id = $1', [pending?.id]),
    )
    expect(byId.rows).toEqual([])

    // The couple sees it pending, and approves it (once: a second approval changes nothing).
    const waiting = await adminPage(tok, null, { pending: true })
    expect(waiting.map((r) => [r.name, r.is_approved])).toEqual([['Bruno', false]])
    const approve = () =>
      anon(() =>
        db.query<{ n: number }>('select public.admin_approve_messages($1, $2) as n', [
          tok,
          [pending?.id],
        ]),
      )
    expect(firstRow(await approve()).n).toBe(1)
    expect(firstRow(await approve()).n).toBe(0)
    expect((await guestPage(null)).map((r) => r.name)).toEqual(['Bruno', 'Ana'])

    await setApproval(tok, false)
    await post('Carla', 'De novo na hora')
    expect((await guestPage(null)).map((r) => r.name)[0]).toBe('Carla')
  })

  it('only the couple changes the setting; anon cannot read or write the settings row', async () => {
    for (const tok of [null, '', 'nao-e-um-token']) {
      expect((await dbError(setApproval(tok, true))).code).toBe('WD401')
    }
    expect(
      (await dbError(anon(() => db.query('update public.settings set approve_messages = true'))))
        .code,
    ).toBe('42501')
    expect((await dbError(anon(() => db.query('select * from public.settings')))).code).toBe(
      '42501',
    )
    expect(
      (
        await dbError(
          anon(() =>
            db.query(`select public.admin_approve_messages('x', array[gen_random_uuid()])`),
          ),
        )
      ).code,
    ).toBe('WD401')
    expect(
      (await dbError(anon(() => db.query(`select * from public.admin_list_messages('x')`)))).code,
    ).toBe('WD401')
    expect(await needsApproval()).toBe(false)
  })
})
