// Admin authentication and the admin functions, called as the browser calls them: role anon with
// the session token as the only credential (docs/decisions/0001-admin-auth-in-sql.md).
import { createHash } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { asAnon, asRole, dbError, DEMO_ADMIN, firstRow, readSql, fileTestDb } from './pglite'

const WRONG = {
  error: 'forbidden',
  message: 'Usuário ou senha incorretos. Verifique suas credenciais.', // docs/product.md §8
}
const LOCKED = {
  error: 'locked',
  message: 'Muitas tentativas falharam. Tente novamente em alguns minutos.', // docs/product.md §8
}
const PIX_TOO_OLD = 'A data do PIX não pode ser anterior a 01/01/2000.'
const EXPIRED = { code: 'WD401', message: 'Sessão expirada. Entre novamente.' }

interface LoginOk {
  token: string
  user_id: string
  username: string
  email: string
  login_time: string
}
type LoginResult = LoginOk | { error: string; message: string }

const db = fileTestDb()

beforeEach(async () => {
  await db.exec(readSql('embedded/demo-admin.sql'))
  await db.exec(`
    insert into public.gifts (id, name, description, category) values
      ('gift_1', 'Jogo de panelas', 'Inox, 5 peças', 'cozinha'),
      ('gift_2', 'Air fryer', '5 litros', 'eletrodomésticos');
  `)
})

const anon = <T>(fn: () => Promise<T>) => asAnon(db, fn)

async function login(username: unknown, password: unknown): Promise<LoginResult> {
  const r = await anon(() =>
    db.query<{ r: LoginResult }>('select public.admin_login($1, $2) as r', [username, password]),
  )
  return firstRow(r).r
}

async function token(): Promise<string> {
  const r = await login(DEMO_ADMIN.username, DEMO_ADMIN.password)
  if (!('token' in r)) throw new Error(`login failed: ${JSON.stringify(r)}`)
  return r.token
}

/** Calls `select public.<fn>(...)` as anon and returns the rows. */
function call<T = Record<string, unknown>>(sql: string, params: unknown[] = []) {
  return anon(() => db.query<T>(sql, params))
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

describe('demo admin and passwords', () => {
  it('creates the demo admin once, with a bcrypt hash and never the plain password', async () => {
    await db.exec(readSql('embedded/demo-admin.sql'))
    const r = await db.query<{ username: string; email: string; password_hash: string }>(
      'select username, email, password_hash from public.admin_users',
    )
    expect(r.rows.length).toBe(1)
    expect(r.rows[0]).toMatchObject({ username: 'noivos', email: 'noivos@exemplo.com.br' })
    expect(r.rows[0]?.password_hash).toMatch(/^\$2[ab]\$10\$.{53}$/)
    const dump = await db.query<{ t: string }>(
      'select row_to_json(u)::text as t from public.admin_users u',
    )
    expect(dump.rows[0]?.t).not.toContain(DEMO_ADMIN.password)
  })

  it('lets only service_role (and the owner) call create_admin', async () => {
    const e = await anon(() =>
      dbError(db.query(`select public.create_admin('eve', 'eve@exemplo.com', 'senha-da-eve')`)),
    )
    expect(e.code).toBe('42501')
    await asRole(db, 'service_role', () =>
      db.query(`select public.create_admin(' Bia ', 'bia@exemplo.com', 'senha-da-bia')`),
    )
    expect('token' in (await login('bia', 'senha-da-bia'))).toBe(true)
  })
})

describe('admin_login', () => {
  it('returns an opaque token whose sha256 alone is stored, for 24 hours', async () => {
    const r = await login('  NOIVOS ', DEMO_ADMIN.password)
    if (!('token' in r)) throw new Error('expected a session')
    expect(r).toMatchObject({ username: 'noivos', email: 'noivos@exemplo.com.br' })
    expect(r.token).toMatch(/^[0-9a-f]{64}$/)
    expect(Math.abs(Date.parse(r.login_time) - Date.now())).toBeLessThan(60_000)

    const s = await db.query<{ token_hash: string; hours: number }>(
      `select token_hash, (extract(epoch from expires_at - created_at) / 3600)::float8 as hours
         from public.admin_sessions`,
    )
    expect(s.rows).toEqual([{ token_hash: sha256(r.token), hours: 24 }])
    const everything = await db.query<{ t: string }>(
      `select string_agg(row_to_json(s)::text, '') as t from public.admin_sessions s`,
    )
    expect(everything.rows[0]?.t).not.toContain(r.token)

    const u = await db.query<{ last_login: Date | null }>(
      'select last_login from public.admin_users',
    )
    expect(u.rows[0]?.last_login).toBeInstanceOf(Date)
  })

  it('gives the same answer for an unknown user and a wrong password', async () => {
    expect(await login('noivos', 'senha-errada')).toEqual(WRONG)
    expect(await login('ninguem', 'senha-errada')).toEqual(WRONG)
  })

  it('locks the client that failed, whatever usernames it tried, so the lock reveals no username', async () => {
    expect(await login('noivos', 'errada-1')).toEqual(WRONG)
    expect(await login(' NINGUEM ', 'errada-2')).toEqual(WRONG)
    expect(await login('ninguem', 'errada-3')).toEqual(LOCKED)
    expect(await login('ninguem', 'errada-4')).toEqual(LOCKED)
    // Nothing about the attempts, the trusted browsers or the bcrypt budget is readable from the API.
    for (const table of ['login_attempts', 'trusted_devices', 'login_bcrypt_calls']) {
      expect((await dbError(anon(() => db.query(`select * from private.${table}`)))).code).toBe(
        '42501',
      )
    }
  })

  it('forgets failures older than the lock window', async () => {
    expect(await login('noivos', 'errada-1')).toEqual(WRONG)
    expect(await login('noivos', 'errada-2')).toEqual(WRONG)
    await db.query(
      `update private.login_attempts set last_failed_at = now() - interval '16 minutes'`,
    )
    expect(await login('noivos', 'errada-3')).toEqual(WRONG)
    expect('token' in (await login('noivos', DEMO_ADMIN.password))).toBe(true)
  })

  it('refuses an inactive admin with the same answer', async () => {
    await db.query('update public.admin_users set is_active = false')
    expect(await login(DEMO_ADMIN.username, DEMO_ADMIN.password)).toEqual(WRONG)
  })

  it('raises the product’s text for a blank username or password', async () => {
    for (const [u, p] of [
      ['', 'x'],
      ['noivos', ''],
      [null, null],
      ['   ', 'x'],
    ]) {
      expect(await dbError(login(u, p))).toEqual({
        code: 'WD400',
        message: 'Por favor, preencha usuário e senha.',
      })
    }
  })

  it('locks the admin after 3 failures, even for the right password, until the window passes', async () => {
    expect(await login('noivos', 'errada-1')).toEqual(WRONG)
    expect(await login('noivos', 'errada-2')).toEqual(WRONG)
    expect(await login('noivos', 'errada-3')).toEqual(LOCKED)
    expect(await login('noivos', DEMO_ADMIN.password)).toEqual(LOCKED)

    const lock = await db.query<{ minutes: number }>(
      `select (extract(epoch from locked_until - now()) / 60)::float8 as minutes from private.login_attempts`,
    )
    expect(lock.rows[0]?.minutes).toBeGreaterThan(4)
    expect(lock.rows[0]?.minutes).toBeLessThanOrEqual(5)

    await db.query(`update private.login_attempts set locked_until = now() - interval '1 second'`)
    expect('token' in (await login('noivos', DEMO_ADMIN.password))).toBe(true)
    // A success resets the counter: two more failures do not lock.
    expect(await login('noivos', 'errada')).toEqual(WRONG)
    expect(await login('noivos', 'errada')).toEqual(WRONG)
    expect('token' in (await login('noivos', DEMO_ADMIN.password))).toBe(true)
  })
})

describe('admin_session and admin_logout', () => {
  it('reports the user of a valid token, and null for a wrong, expired or logged-out one', async () => {
    const t = await token()
    const session = async (tk: unknown) =>
      (await call<{ s: unknown }>('select public.admin_session($1) as s', [tk])).rows[0]?.s
    expect(await session(t)).toEqual({
      user_id: expect.any(String),
      username: 'noivos',
      email: 'noivos@exemplo.com.br',
      role: 'couple',
      name: null,
    })
    expect(await session('0'.repeat(64))).toBeNull()
    expect(await session(null)).toBeNull()

    await db.query(`update public.admin_sessions set expires_at = now() - interval '1 second'`)
    expect(await session(t)).toBeNull()

    const t2 = await token()
    await call('select public.admin_logout($1)', [t2])
    expect(await session(t2)).toBeNull()
  })
})

describe('every admin function checks the token first', () => {
  const calls: [string, unknown[]][] = [
    ['select * from public.admin_list_gifts($1)', []],
    [
      `select public.admin_save_gift($1, '{"name": "Vaso", "description": "Vaso de cerâmica", "category": "decoração"}')`,
      [],
    ],
    [`select public.admin_delete_gift($1, 'gift_1')`, []],
    [`select public.admin_reserve_gift($1, 'gift_1', 'Ana', 'ana@exemplo.com')`, []],
    [`select public.admin_cancel_reservation($1, 'gift_1')`, []],
    [
      `select public.admin_add_photo($1, 'Foto', null, 'data:image/png;base64,AA', 'image/png', 'data:image/png;base64,AA')`,
      [],
    ],
    ['select public.admin_delete_photo($1, gen_random_uuid())', []],
    ['select public.admin_delete_message($1, gen_random_uuid())', []],
    ['select * from public.admin_list_rsvps($1)', []],
    ['select * from public.admin_list_contributions($1)', []],
    [`select public.admin_add_pix_contribution($1, 'Ana', 5000, date '2025-10-01')`, []],
    ['select public.admin_set_contribution_hidden($1, gen_random_uuid(), true)', []],
    ['select public.admin_contribution_totals($1)', []],
    ['select public.admin_review_pix($1, gen_random_uuid(), true)', []],
    ['select public.admin_settings($1)', []],
    [`select public.admin_save_settings($1, '{"pix_hold_hours": 24}')`, []],
    [`select public.admin_create_user($1, 'eve', 'eve@exemplo.com', 'senha-da-eve')`, []],
    [`select public.admin_change_password($1, 'casamento2025', 'nova-senha-123')`, []],
    ['select public.admin_backup($1)', []],
    ['select public.admin_list_users($1)', []],
    ['select public.admin_deactivate_user($1, gen_random_uuid())', []],
    ['select public.admin_end_other_sessions($1)', []],
    ['select public.admin_list_households($1)', []],
    [
      `select public.admin_save_household($1, '{"name": "Vó Cida", "members": [{"name": "Aparecida", "kind": "adult", "companion": false}]}')`,
      [],
    ],
    ['select public.admin_delete_household($1, gen_random_uuid())', []],
    [
      `select public.admin_import_households($1, '[{"name": "Vó Cida", "members": [{"name": "Aparecida", "kind": "adult", "companion": false}]}]')`,
      [],
    ],
    [`select public.admin_record_answer($1, gen_random_uuid(), '[]')`, []],
    ['select public.admin_match_rsvp($1, gen_random_uuid(), null)', []],
    ['select public.admin_delete_rsvps($1, array[gen_random_uuid()])', []],
  ]

  it.each(calls)(
    '%s: refused without a token, with a wrong one and with an expired one',
    async (sql) => {
      const valid = await token()
      await db.query(`update public.admin_sessions set expires_at = now() - interval '1 second'`)
      for (const t of [null, '', 'abc', sha256(valid), 'f'.repeat(64), valid]) {
        expect({ t, ...(await dbError(call(sql, [t]))) }).toEqual({ t, ...EXPIRED })
      }
      // Nothing happened.
      const gifts = await db.query<{ n: number }>(
        'select count(*)::int as n from public.gifts where not reserved',
      )
      expect(gifts.rows[0]?.n).toBe(2)
      const users = await db.query<{ n: number }>(
        'select count(*)::int as n from public.admin_users',
      )
      expect(users.rows[0]?.n).toBe(1)
      const households = await db.query<{ n: number }>(
        'select count(*)::int as n from public.households',
      )
      expect(households.rows[0]?.n).toBe(0)
    },
  )

  it('refuses the token of an admin who was deactivated', async () => {
    const t = await token()
    await db.query('update public.admin_users set is_active = false')
    expect(await dbError(call('select * from public.admin_list_gifts($1)', [t]))).toEqual(EXPIRED)
  })
})

describe('gifts', () => {
  it('adds a gift with a gift_<ms>_<suffix> id, lists it with reservation details', async () => {
    const t = await token()
    const added = await call<{ id: string }>('select public.admin_save_gift($1, $2) as id', [
      t,
      { name: ' Vaso de cerâmica ', description: 'Feito à mão', category: 'decoração' },
    ])
    const gift = firstRow(added)
    const [, ms] = /^gift_(\d{13})_[0-9a-f]{8}$/.exec(gift.id) ?? []
    expect(Math.abs(Number(ms) - Date.now())).toBeLessThan(60_000)
    const stored = await db.query(
      'select name, category, reserved, kind from public.gifts where id = $1',
      [gift.id],
    )
    expect(firstRow(stored)).toEqual({
      name: 'Vaso de cerâmica',
      category: 'decoração',
      reserved: false,
      kind: 'reserve',
    })

    await call(
      `select public.admin_reserve_gift($1, 'gift_1', 'Ana', 'ana@exemplo.com', '34 99999-0000', 'Oi')`,
      [t],
    )
    const list = await call<{
      id: string
      reserved_email: string | null
      reserved_phone: string | null
    }>('select * from public.admin_list_gifts($1)', [t])
    expect(list.rows.map((g) => g.id)).toEqual(['gift_1', gift.id, 'gift_2'])
    expect(list.rows[0]).toMatchObject({
      reserved_email: 'ana@exemplo.com',
      reserved_phone: '34 99999-0000',
    })
  })

  it('refuses a blank gift, an over-long one and an unknown category', async () => {
    const t = await token()
    const add = (name: unknown, description: unknown, category: unknown) =>
      dbError(call('select public.admin_save_gift($1, $2)', [t, { name, description, category }]))
    expect(await add('', 'Desc', 'outros')).toEqual({
      code: 'WD400',
      message: 'Por favor, preencha nome e descrição do presente.',
    })
    expect(await add('Vaso', 'a'.repeat(501), 'outros')).toEqual({
      code: 'WD400',
      message: 'A descrição deve ter no máximo 500 caracteres.',
    })
    expect(await add('Vaso', 'Desc', 'carros')).toEqual({
      code: 'WD400',
      message: 'Escolha uma categoria da lista.',
    })
  })

  it('reserves for a guest, refuses a second reservation, and cancelling clears every field', async () => {
    const t = await token()
    await call(
      `select public.admin_reserve_gift($1, 'gift_1', 'Ana', 'ana@exemplo.com', '34 3333-0000', 'Oi')`,
      [t],
    )
    expect(
      await dbError(
        call(`select public.admin_reserve_gift($1, 'gift_1', 'Bia', 'bia@exemplo.com')`, [t]),
      ),
    ).toEqual({ code: 'WD409', message: 'Este presente já foi reservado por outra pessoa.' })

    await call(`select public.admin_cancel_reservation($1, 'gift_1')`, [t])
    const r = await db.query(
      `select reserved, reserved_by, reserved_email, reserved_phone, message, reserved_date
         from public.gifts where id = 'gift_1'`,
    )
    expect(r.rows[0]).toEqual({
      reserved: false,
      reserved_by: null,
      reserved_email: null,
      reserved_phone: null,
      message: null,
      reserved_date: null,
    })
    // Available again for guests.
    await anon(() => db.query(`select public.reserve_gift('gift_1', 'Bia', 'bia@exemplo.com')`))
    expect(
      await dbError(call(`select public.admin_cancel_reservation($1, 'nao-existe')`, [t])),
    ).toEqual({ code: 'WD404', message: 'Presente não encontrado.' })
  })

  it('deletes a gift, and says so when it does not exist', async () => {
    const t = await token()
    await call(`select public.admin_delete_gift($1, 'gift_2')`, [t])
    const ids = await db.query<{ id: string }>('select id from public.gifts')
    expect(ids.rows).toEqual([{ id: 'gift_1' }])
    expect(await dbError(call(`select public.admin_delete_gift($1, 'gift_2')`, [t]))).toEqual({
      code: 'WD404',
      message: 'Presente não encontrado no banco de dados', // docs/product.md §8
    })
  })
})

describe('photos and messages', () => {
  const PNG = 'data:image/png;base64,iVBORw0KGgo='

  it('adds a photo that anon then sees, and deletes it outright', async () => {
    const t = await token()
    const r = await call<{ id: string }>(
      'select public.admin_add_photo($1, $2, $3, $4, $5, $6) as id',
      [t, ' Pedido ', '', PNG, 'IMAGE/PNG', 'data:image/jpeg;base64,/9j/'],
    )
    const id = firstRow(r).id
    const seen = await anon(() =>
      db.query('select title, description, image_type, thumbnail from public.photos'),
    )
    expect(seen.rows).toEqual([
      {
        title: 'Pedido',
        description: null,
        image_type: 'image/png',
        thumbnail: 'data:image/jpeg;base64,/9j/',
      },
    ])
    await call('select public.admin_delete_photo($1, $2)', [t, id])
    expect((await db.query('select id from public.photos')).rows).toEqual([])
    expect(await dbError(call('select public.admin_delete_photo($1, $2)', [t, id]))).toEqual({
      code: 'WD404',
      message: 'Foto não encontrada.',
    })
  })

  it('refuses anything but an image, with the product’s texts', async () => {
    const t = await token()
    const add = (title: unknown, data: unknown, type: unknown) =>
      dbError(
        call('select public.admin_add_photo($1, $2, null, $3, $4, null)', [t, title, data, type]),
      )
    expect(await add('', PNG, 'image/png')).toEqual({
      code: 'WD400',
      message: 'Por favor, preencha o título e selecione uma imagem.',
    })
    expect(await add('Foto', null, 'image/png')).toEqual({
      code: 'WD400',
      message: 'Por favor, preencha o título e selecione uma imagem.',
    })
    for (const [data, type] of [
      ['data:text/html;base64,PGI+', 'text/html'],
      [PNG, 'application/pdf'],
      ['javascript:alert(1)', 'image/png'],
    ]) {
      expect(await add('Foto', data, type)).toEqual({
        code: 'WD400',
        message: 'Por favor, selecione apenas arquivos de imagem.',
      })
    }
    expect(
      await add('Foto', `data:image/png;base64,${'A'.repeat(7_000_000)}`, 'image/png'),
    ).toEqual({
      code: 'WD400',
      message: 'A imagem deve ter no máximo 5MB.',
    })
  })

  it('deletes a message', async () => {
    const t = await token()
    const m = await anon(() =>
      db.query<{ id: string }>(`select public.post_message('Ana', 'Oi') as id`),
    )
    const id = firstRow(m).id
    await call('select public.admin_delete_message($1, $2)', [t, id])
    expect((await db.query('select id from public.messages')).rows).toEqual([])
    expect(await dbError(call('select public.admin_delete_message($1, $2)', [t, id]))).toEqual({
      code: 'WD404',
      message: 'Mensagem não encontrada.',
    })
  })
})

describe('rsvps, contributions and backup', () => {
  it('lists RSVPs and contributions to the couple only', async () => {
    const t = await token()
    await anon(() =>
      db.query(`select public.submit_rsvp('Ana', 'sim', 'ana@exemplo.com', '34999990000')`),
    )
    const rsvps = await call<{ nome_completo: string; email: string }>(
      'select * from public.admin_list_rsvps($1)',
      [t],
    )
    expect(rsvps.rows).toMatchObject([{ nome_completo: 'Ana', email: 'ana@exemplo.com' }])

    const id = await call<{ id: string }>(
      `select public.admin_add_pix_contribution($1, ' Tio Beto ', 25000, date '2025-10-15', 'Pix do tio') as id`,
      [t],
    )
    expect(id.rows[0]?.id).toMatch(/^[0-9a-f-]{36}$/)
    const list = await call<{
      kind: string
      status: string
      amount_cents: number
      donor_name: string
      message: string
      stripe_session_id: string | null
      day: string
    }>(
      `select *, to_char(contributed_at at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as day
         from public.admin_list_contributions($1)`,
      [t],
    )
    expect(list.rows).toMatchObject([
      {
        kind: 'pix',
        status: 'paid',
        amount_cents: 25000,
        donor_name: 'Tio Beto',
        message: 'Pix do tio',
        stripe_session_id: null,
        day: '2025-10-15',
      },
    ])
  })

  it('deletes the answers the couple choose (at most 500 a call), and only those', async () => {
    const t = await token()
    for (const [name, email] of [
      ['Robô', 'robo@exemplo.com'],
      ['Robô', 'robo@exemplo.com'],
      ['Ana', 'ana@exemplo.com'],
    ]) {
      await anon(() =>
        db.query(`select public.submit_rsvp($1, 'sim', $2, '34999990000')`, [name, email]),
      )
    }
    const list = async () =>
      (await call<{ id: string; email: string }>('select * from public.admin_list_rsvps($1)', [t]))
        .rows
    const robot = (await list()).filter((r) => r.email === 'robo@exemplo.com').map((r) => r.id)
    const del = (ids: unknown) => call('select public.admin_delete_rsvps($1, $2) as n', [t, ids])
    expect(await dbError(del([]))).toEqual({
      code: 'WD400',
      message: 'Selecione ao menos uma resposta.',
    })
    expect(await dbError(del(Array.from({ length: 501 }, () => crypto.randomUUID())))).toEqual({
      code: 'WD400',
      message: 'Selecione no máximo 500 respostas por vez.',
    })
    expect((await del(robot)).rows).toEqual([{ n: 2 }])
    expect((await list()).map((r) => r.email)).toEqual(['ana@exemplo.com'])
  })

  it('hides a junk contribution (and shows it again) for the couple only', async () => {
    const t = await token()
    await db.exec(`
      insert into public.contributions (id, kind, status, amount_cents, donor_name, stripe_session_id, message)
      values ('00000000-0000-4000-8000-000000000001', 'card', 'pending', 500000, 'Spam', 'cs_spam', 'https://golpe.example');
    `)
    const junk = '00000000-0000-4000-8000-000000000001'
    const hidden = async () =>
      (
        await db.query<{ h: boolean }>(
          'select hidden_at is not null as h from public.contributions',
        )
      ).rows[0]?.h
    // A stranger without the couple's token cannot hide (or show) anything.
    for (const stranger of [null, 'abc']) {
      expect(
        await dbError(
          call('select public.admin_set_contribution_hidden($1, $2, true)', [stranger, junk]),
        ),
      ).toEqual(EXPIRED)
    }
    expect(await hidden()).toBe(false)

    await call('select public.admin_set_contribution_hidden($1, $2, true)', [t, junk])
    expect(await hidden()).toBe(true)
    const listed = await call<{ hidden_at: string | null }>(
      'select hidden_at from public.admin_list_contributions($1)',
      [t],
    )
    expect(listed.rows[0]?.hidden_at).not.toBeNull()
    await call('select public.admin_set_contribution_hidden($1, $2, false)', [t, junk])
    expect(await hidden()).toBe(false)
    expect(
      await dbError(
        call('select public.admin_set_contribution_hidden($1, gen_random_uuid(), true)', [t]),
      ),
    ).toEqual({ code: 'WD404', message: 'Contribuição não encontrada.' })
  })

  it('sums what was paid and what live checkouts may bring, leaving out hidden rows', async () => {
    const t = await token()
    await db.exec(`
      insert into public.contributions (kind, status, amount_cents, donor_name, stripe_session_id, expires_at, created_at, hidden_at)
      values ('card', 'paid', 10000, 'Paga', 'cs_1', now() - interval '1 hour', now() - interval '2 hours', null),
             ('card', 'pending', 2000, 'Aberta', 'cs_2', now() + interval '40 minutes', now(), null),
             ('card', 'pending', 30000, 'Fechou agora', 'cs_3', now() - interval '1 second', now() - interval '1 hour', null),
             ('card', 'expired', 40000, 'Expirada', 'cs_4', now() - interval '1 hour', now() - interval '2 hours', null),
             ('card', 'failed', 50000, 'Falhou', 'cs_5', now() + interval '40 minutes', now(), null),
             ('card', 'pending', 600, 'Antiga sem fim', 'cs_6', null, now() - interval '23 hours', null),
             ('card', 'pending', 70000, 'Velha sem fim', 'cs_7', null, now() - interval '25 hours', null),
             ('card', 'pending', 800000, 'Lixo oculto', 'cs_8', now() + interval '40 minutes', now(), now()),
             ('card', 'paid', 900000, 'Paga oculta', 'cs_9', null, now(), now());
    `)
    const r = await call<{ t: { paid_cents: number; pending_cents: number } }>(
      'select public.admin_contribution_totals($1) as t',
      [t],
    )
    expect(r.rows[0]?.t).toEqual({ paid_cents: 10000, pending_cents: 2600, informed_cents: 0 })
  })

  it('refuses a PIX entry without name, value or date, or with a value of zero', async () => {
    const t = await token()
    const add = (name: unknown, cents: unknown, date: unknown) =>
      dbError(
        call('select public.admin_add_pix_contribution($1, $2, $3, $4)', [t, name, cents, date]),
      )
    const required = { code: 'WD400', message: 'Por favor, preencha o nome, o valor e a data.' }
    expect(await add('', 100, '2025-10-01')).toEqual(required)
    expect(await add('Ana', null, '2025-10-01')).toEqual(required)
    expect(await add('Ana', 100, null)).toEqual(required)
    for (const cents of [0, -500]) {
      expect(await add('Ana', cents, '2025-10-01')).toEqual({
        code: 'WD400',
        message: 'Por favor, insira um valor válido.',
      })
    }
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
    expect(await add('Ana', 100, nextWeek)).toEqual({
      code: 'WD400',
      message: 'A data do PIX não pode estar no futuro.',
    })
    for (const date of ['-infinity', 'infinity', '1999-12-31', '0001-01-01 BC']) {
      expect({ date, error: await add('Ana', 100, date) }).toEqual({
        date,
        error: {
          code: 'WD400',
          message: date === 'infinity' ? 'A data do PIX não pode estar no futuro.' : PIX_TOO_OLD,
        },
      })
    }
    await call('select public.admin_add_pix_contribution($1, $2, $3, $4)', [
      t,
      'Ana',
      100,
      '2000-01-01',
    ])
    const stored = await db.query<{ day: string }>(
      `select to_char(contributed_at at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as day
         from public.contributions`,
    )
    expect(stored.rows).toEqual([{ day: '2000-01-01' }])
  })

  it('exports everything the couple owns, private fields included', async () => {
    const t = await token()
    await anon(() =>
      db.query(`select public.reserve_gift('gift_1', 'Ana', 'ana@exemplo.com', '34 3333-0000')`),
    )
    await anon(() => db.query(`select public.post_message('Ana', 'Oi')`))
    await anon(() =>
      db.query(`select public.submit_rsvp('Ana', 'sim', 'ana@exemplo.com', '34999990000')`),
    )
    await call(
      `select public.admin_add_photo($1, 'Foto', null, 'data:image/png;base64,AA', 'image/png', 'data:image/png;base64,A')`,
      [t],
    )
    const r = await call<{
      b: { exported_at: string; settings: unknown } & Record<
        'gifts' | 'messages' | 'photos' | 'rsvps' | 'households' | 'contributions' | 'admins',
        unknown[]
      >
    }>('select public.admin_backup($1) as b', [t])
    const b = firstRow(r).b
    expect(Object.keys(b).sort()).toEqual(
      [
        'admins',
        'contributions',
        'day_of',
        'exported_at',
        'gifts',
        'guest_photos',
        'households',
        'messages',
        'photos',
        'rsvps',
        'settings',
      ].sort(),
    )
    expect(b.gifts).toHaveLength(2)
    expect(b.gifts[0]).toMatchObject({ id: 'gift_1', reserved_email: 'ana@exemplo.com' })
    expect(b.messages).toMatchObject([{ name: 'Ana', message: 'Oi' }])
    expect(b.photos).toMatchObject([
      { title: 'Foto', image_data: 'data:image/png;base64,AA', is_active: true },
    ])
    expect(b.rsvps).toMatchObject([{ email: 'ana@exemplo.com' }])
    expect(b.households).toEqual([])
    expect(b.contributions).toEqual([])
    // The couple's choices, as the panel shows them.
    expect(b.settings).toEqual({
      approve_messages: false,
      pix_hold_hours: 48,
      rsvp_after_deadline: true,
      rsvp_closes_at: expect.stringMatching(/^2025-10-0[23]T/),
      retention_ends_at: expect.stringMatching(/^2026-0[45]-/),
      photos_auto_approve: false,
      photos_open_from: null,
      photos_open_until: null,
      photos_quota_mb: 1024,
      photos_reveal_at: null,
      photos_screen_key: expect.stringMatching(/^[a-f0-9]{32}$/),
      updated_at: expect.any(String),
    })
    // Every admin, so none can hide, and never a hash.
    expect(b.admins).toEqual([
      {
        username: 'noivos',
        email: DEMO_ADMIN.email,
        is_active: true,
        created_at: expect.any(String),
        last_login: expect.any(String),
        role: 'couple',
        name: null,
      },
    ])
    expect(JSON.stringify(b)).not.toContain('password_hash')
    expect(JSON.stringify(b)).not.toContain('$2a$')
  })
})

describe('admin users', () => {
  it('creates another admin who can then log in, and refuses a duplicate', async () => {
    const t = await token()
    const id = await call<{ id: string }>(
      `select public.admin_create_user($1, ' Rafael ', 'rafael@exemplo.com', 'senha-do-rafa') as id`,
      [t],
    )
    expect(id.rows[0]?.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await login('rafael', 'senha-do-rafa')).toMatchObject({ username: 'rafael' })
    expect(
      await dbError(
        call(`select public.admin_create_user($1, 'RAFAEL', 'r2@exemplo.com', 'outra-senha')`, [t]),
      ),
    ).toEqual({ code: 'WD409', message: 'Este usuário já existe.' })
  })

  it('refuses blank, malformed and weak input', async () => {
    const t = await token()
    const create = (u: unknown, e: unknown, p: unknown) =>
      dbError(call('select public.admin_create_user($1, $2, $3, $4)', [t, u, e, p]))
    expect(await create('', 'a@b.com', 'senha-boa-1')).toEqual({
      code: 'WD400',
      message: 'Por favor, preencha usuário, e-mail e senha.',
    })
    expect((await create('ana maria', 'a@b.com', 'senha-boa-1')).code).toBe('WD400')
    expect(await create('ana', 'a@', 'senha-boa-1')).toEqual({
      code: 'WD400',
      message: 'Por favor, informe um e-mail válido.',
    })
    expect(await create('ana', 'a@b.com', 'curta')).toEqual({
      code: 'WD400',
      message: 'A senha deve ter pelo menos 8 caracteres.',
    })
  })

  it('changes the password after checking the current one, ending the other sessions', async () => {
    const other = await token()
    const t = await token()
    expect(
      await dbError(
        call(`select public.admin_change_password($1, 'errada', 'nova-senha-123')`, [t]),
      ),
    ).toEqual({ code: 'WD403', message: 'A senha atual está incorreta.' })
    expect(
      await dbError(call(`select public.admin_change_password($1, 'casamento2025', '123')`, [t])),
    ).toEqual({ code: 'WD400', message: 'A senha deve ter pelo menos 8 caracteres.' })

    await call(`select public.admin_change_password($1, 'casamento2025', 'nova-senha-123')`, [t])
    expect(await login('noivos', 'casamento2025')).toEqual(WRONG)
    expect(await login('noivos', 'nova-senha-123')).toMatchObject({ username: 'noivos' })
    // This session goes on; the one on the other device ended.
    await call('select * from public.admin_list_rsvps($1)', [t])
    expect(await dbError(call('select * from public.admin_list_rsvps($1)', [other]))).toEqual(
      EXPIRED,
    )
  })
})

describe('manual PIX entries: input limits', () => {
  it('admin_add_pix_contribution refuses a long name or note, and stores nothing', async () => {
    const t = await token()
    const add = (name: string, note: string | null) =>
      anon(() =>
        dbError(
          db.query('select public.admin_add_pix_contribution($1, $2, $3, $4, $5)', [
            t,
            name,
            500,
            '2025-10-01',
            note,
          ]),
        ),
      )
    expect(await add('a'.repeat(81), null)).toEqual({
      code: 'WD400',
      message: 'O nome deve ter no máximo 80 caracteres.',
    })
    expect(await add('Ana', 'x'.repeat(1001))).toEqual({
      code: 'WD400',
      message: 'A observação deve ter no máximo 1000 caracteres.',
    })
    expect((await db.query('select id from public.contributions')).rows).toEqual([])
  })
})

describe('admins: listed, deactivated, other sessions ended', () => {
  async function rafael(t: string): Promise<string> {
    const r = await call<{ id: string }>(
      `select public.admin_create_user($1, 'rafael', 'rafael@exemplo.com', 'senha-do-rafa') as id`,
      [t],
    )
    return firstRow(r).id
  }

  it('lists every admin, active first, with no hash', async () => {
    const t = await token()
    await rafael(t)
    const r = await call<{ r: unknown[] }>('select public.admin_list_users($1) as r', [t])
    expect(firstRow(r).r).toEqual([
      {
        user_id: expect.any(String),
        username: 'noivos',
        email: DEMO_ADMIN.email,
        is_active: true,
        created_at: expect.any(String),
        last_login: expect.any(String),
        role: 'couple',
        name: null,
      },
      {
        user_id: expect.any(String),
        username: 'rafael',
        email: 'rafael@exemplo.com',
        is_active: true,
        created_at: expect.any(String),
        last_login: null,
        role: 'couple',
        name: null,
      },
    ])
  })

  it('deactivates another admin: its sessions end and it cannot log in', async () => {
    const t = await token()
    const id = await rafael(t)
    const his = await login('rafael', 'senha-do-rafa')
    if (!('token' in his)) throw new Error('rafael could not log in')
    await call('select public.admin_deactivate_user($1, $2)', [t, id])

    expect(await dbError(call('select * from public.admin_list_rsvps($1)', [his.token]))).toEqual(
      EXPIRED,
    )
    expect(await login('rafael', 'senha-do-rafa')).toEqual(WRONG)
    const list = await call<{ r: unknown[] }>('select public.admin_list_users($1) as r', [t])
    expect(firstRow(list).r).toMatchObject([
      { username: 'noivos', is_active: true },
      { username: 'rafael', is_active: false },
    ])
    const left = await db.query<{ n: number }>(
      'select count(*)::int as n from private.trusted_devices d join public.admin_users u on u.id = d.user_id where u.username = $1',
      ['rafael'],
    )
    expect(left.rows[0]?.n).toBe(0)
  })

  it('never deactivates oneself or an unknown admin', async () => {
    const t = await token()
    const me = await call<{ r: { user_id: string } }>('select public.admin_session($1) as r', [t])
    expect(
      await dbError(
        call('select public.admin_deactivate_user($1, $2)', [t, firstRow(me).r.user_id]),
      ),
    ).toEqual({ code: 'WD400', message: 'Você não pode desativar a si mesmo.' })
    expect(
      await dbError(call('select public.admin_deactivate_user($1, gen_random_uuid())', [t])),
    ).toEqual({ code: 'WD404', message: 'Administrador não encontrado.' })
    // The caller is still in.
    await call('select * from public.admin_list_rsvps($1)', [t])
  })

  it('ends every session but the caller’s, of every admin', async () => {
    const t = await token()
    const other = await token()
    await rafael(t)
    const his = await login('rafael', 'senha-do-rafa')
    if (!('token' in his)) throw new Error('rafael could not log in')
    const ended = await call<{ n: number }>('select public.admin_end_other_sessions($1) as n', [t])
    expect(firstRow(ended).n).toBe(2)
    for (const gone of [other, his.token]) {
      expect(await dbError(call('select * from public.admin_list_rsvps($1)', [gone]))).toEqual(
        EXPIRED,
      )
    }
    await call('select * from public.admin_list_rsvps($1)', [t])
  })
})
