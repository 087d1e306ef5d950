// The wedding day (supabase/schemas/11_day_of.sql) as the couple, their cerimonial's team and a
// stranger meet it: role anon, through the SQL functions, the token the only credential.
import { beforeEach, describe, expect, it } from 'vitest'
import { DAY_OF_LIMITS } from '@/config/limits'
import { asAnon, dbError, demoAdminToken, fileTestDb, firstRow, readSql } from './pglite'

const db = fileTestDb()
const EXPIRED = { code: 'WD401', message: 'Sessão expirada. Entre novamente.' }

/** The functions the team may call; every other admin function is the couple's alone. */
const STAFF_FUNCTIONS = [
  'admin_add_walk_in',
  'admin_check_in',
  'admin_day_of',
  'admin_delete_table',
  'admin_delete_walk_in',
  'admin_list_households',
  'admin_record_answer',
  'admin_save_table',
  'admin_seat_members',
  'admin_undo_check_in',
]
/** What every session may do with itself. */
const OWN_SESSION = ['admin_logout', 'admin_session']

let couple = ''
let team = ''
let teamLogin: { role: string; name: string } | undefined

async function call<T = unknown>(sql: string, params: unknown[] = []): Promise<T> {
  const r = await asAnon(db, () => db.query<{ r: T }>(sql, params))
  return firstRow(r).r
}

beforeEach(async () => {
  await db.exec(readSql('embedded/demo-admin.sql'))
  couple = await demoAdminToken(db)
  await call(
    `select public.admin_create_team_user($1, 'Rita do Cerimonial', ' Rita ', 'senha-da-rita') as r`,
    [couple],
  )
  const login = await call<{ token: string; role: string; name: string }>(
    `select public.admin_login('rita', 'senha-da-rita') as r`,
  )
  teamLogin = login
  team = login.token
})

interface Member {
  id: string
  name: string
  attending: string | null
  table_id: string | null
  released_from: string | null
  arrived_at: string | null
}
interface DayOf {
  tables: { id: string; name: string; seats: number }[]
  households: { id: string; name: string; code: string; members: Member[] }[]
  walk_ins: { id: string; name: string; came_with: string | null; arrived_at: string }[]
  changed_at: string | null
}

/** Two households on the list: the Souzas (three, all coming) and Davi (coming alone). */
async function twoHouseholds() {
  const save = (household: object) =>
    call<string>('select public.admin_save_household($1, $2) as r', [
      couple,
      JSON.stringify(household),
    ])
  const souza = await save({
    name: 'Família Souza',
    phone: '(34) 99999-1111',
    members: [
      { name: 'Carlos Souza', kind: 'adult' },
      { name: 'Ana Souza', kind: 'adult' },
      { name: 'Léo Souza', kind: 'child', age_band: '0-5' },
    ],
  })
  const davi = await save({ name: 'Primo Davi', members: [{ name: 'Davi Lima', kind: 'adult' }] })
  const day = await dayOf()
  const members = (id: string) => day.households.find((h) => h.id === id)?.members ?? []
  for (const id of [souza, davi]) {
    await call('select public.admin_record_answer($1, $2, $3, null, null, true) as r', [
      team,
      id,
      JSON.stringify(members(id).map((m) => ({ member_id: m.id, attending: 'sim' }))),
    ])
  }
  return { souza, davi, souzaMembers: members(souza), daviMembers: members(davi) }
}

const dayOf = (token = team) => call<DayOf>('select public.admin_day_of($1) as r', [token])
const saveTable = (name: string, seats: number, id: string | null = null) =>
  call<string>('select public.admin_save_table($1, $2, $3, $4) as r', [team, id, name, seats])
const seat = (ids: string[], tableId: string | null) =>
  call('select public.admin_seat_members($1, $2, $3) as r', [team, ids, tableId])
const checkIn = (token: string, arrivals: { member_id: string; arrived_at: string }[]) =>
  call<number>('select public.admin_check_in($1, $2) as r', [token, JSON.stringify(arrivals)])

describe('the cerimonial team', () => {
  it('gets the refusal a stranger gets from every admin function that is not the team’s', async () => {
    const { rows } = await db.query<{ name: string; types: string[] }>(`
      select p.proname as name,
             array(select pg_catalog.format_type(t, null)
                     from pg_catalog.unnest(p.proargtypes) t) as types
        from pg_catalog.pg_proc p
        join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.proname like 'admin\\_%'
         and p.proargnames[1] = 'p_token'
         -- The page's functions; the service role's own (the photos function's) refuse anon
         -- before any session is read.
         and pg_catalog.has_function_privilege('anon', p.oid, 'execute')
       order by 1`)
    const coupleOnly = rows.filter(
      (f) => !STAFF_FUNCTIONS.includes(f.name) && !OWN_SESSION.includes(f.name),
    )
    // The catalog, not a hand list: a function added later is checked too.
    expect(coupleOnly.length).toBeGreaterThan(30)
    for (const fn of coupleOnly) {
      const args = fn.types.map((type, i) => (i === 0 ? '$1' : `null::${type}`)).join(', ')
      const sql = `select public.${fn.name}(${args})`
      const asTeam = await dbError(asAnon(db, () => db.query(sql, [team])))
      const asStranger = await dbError(asAnon(db, () => db.query(sql, ['not-a-token'])))
      expect({ fn: fn.name, ...asTeam }).toEqual({ fn: fn.name, ...EXPIRED })
      expect({ fn: fn.name, ...asStranger }).toEqual({ fn: fn.name, ...EXPIRED })
    }
  })

  it('refuses every team function to a caller without a session', async () => {
    const { rows } = await db.query<{ name: string; types: string[] }>(
      `select p.proname as name,
              array(select pg_catalog.format_type(t, null)
                      from pg_catalog.unnest(p.proargtypes) t) as types
         from pg_catalog.pg_proc p
         join pg_catalog.pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = any ($1)`,
      [STAFF_FUNCTIONS],
    )
    expect(rows.map((r) => r.name).sort()).toEqual(STAFF_FUNCTIONS)
    for (const fn of rows) {
      const args = fn.types.map((type, i) => (i === 0 ? '$1' : `null::${type}`)).join(', ')
      for (const token of [null, '', 'f'.repeat(64)]) {
        const failure = await dbError(
          asAnon(db, () => db.query(`select public.${fn.name}(${args})`, [token])),
        )
        expect({ fn: fn.name, ...failure }).toEqual({ fn: fn.name, ...EXPIRED })
      }
    }
  })

  it('is listed for the couple, reads the guest list, and stops at deactivation', async () => {
    const users = await call<{ user_id: string; username: string; role: string; name: string }[]>(
      'select public.admin_list_users($1) as r',
      [couple],
    )
    const rita = users.find((u) => u.username === 'rita')
    expect(rita).toMatchObject({ role: 'team', name: 'Rita do Cerimonial' })
    expect(users.find((u) => u.username === 'noivos')).toMatchObject({ role: 'couple' })
    expect(teamLogin).toMatchObject({ role: 'team', name: 'Rita do Cerimonial' })
    expect(await call('select public.admin_session($1) as r', [team])).toMatchObject({
      role: 'team',
    })
    expect(await call('select public.admin_list_households($1) as r', [team])).toEqual([])
    expect(
      await dbError(
        call(`select public.admin_create_team_user($1, 'Rita', 'rita', 'outra-senha') as r`, [
          couple,
        ]),
      ),
    ).toEqual({ code: 'WD409', message: 'Este usuário já existe.' })
    await call('select public.admin_deactivate_user($1, $2) as r', [couple, rita?.user_id])
    expect(await dbError(dayOf())).toEqual(EXPIRED)
    expect(await call(`select public.admin_login('rita', 'senha-da-rita') as r`)).toMatchObject({
      error: 'forbidden',
    })
  })

  it('never counts as the couple’s last active account', async () => {
    const users = await call<{ user_id: string; username: string }[]>(
      'select public.admin_list_users($1) as r',
      [couple],
    )
    await call(
      `select public.admin_create_user($1, 'noiva', 'noiva@exemplo.com.br', 'senha-da-noiva') as r`,
      [couple],
    )
    const noiva = await call<{ token: string }>(
      `select public.admin_login('noiva', 'senha-da-noiva') as r`,
    )
    await call('select public.admin_deactivate_user($1, $2) as r', [
      noiva.token,
      users.find((u) => u.username === 'noivos')?.user_id,
    ])
    expect(
      await dbError(
        call('select public.admin_deactivate_user($1, $2) as r', [
          couple,
          users.find((u) => u.username === 'noivos')?.user_id,
        ]),
      ),
    ).toEqual(EXPIRED)
  })
})

describe('the tables', () => {
  it('seats confirmed guests only, never past the seats, and frees a seat when the answer turns to não', async () => {
    const { souza, souzaMembers, daviMembers } = await twoHouseholds()
    const mesa7 = await saveTable('Mesa 7', 3)
    expect(await dbError(saveTable(' mesa 7 ', 5))).toEqual({
      code: 'WD409',
      message: 'Já existe uma mesa com este nome.',
    })
    await seat(
      souzaMembers.map((m) => m.id),
      mesa7,
    )
    expect(await dbError(seat([daviMembers[0]?.id ?? ''], mesa7))).toEqual({
      code: 'WD409',
      message: 'Não há lugares livres suficientes em Mesa 7.',
    })
    expect(await dbError(saveTable('Mesa 7', 2, mesa7))).toEqual({
      code: 'WD409',
      message: 'Há mais pessoas sentadas nesta mesa do que lugares.',
    })
    // Seating someone already at the table again takes no extra seat.
    await seat([souzaMembers[0]?.id ?? ''], mesa7)
    await saveTable('Mesa dos padrinhos', 3, mesa7)

    // The guest's personal link names the table.
    const code = (await dayOf()).households.find((h) => h.id === souza)?.code
    expect(await call('select public.get_invitation($1) as r', [code])).toMatchObject({
      tables: ['Mesa dos padrinhos'],
    })

    // Ana can no longer come: her seat is free, and the list says from which table.
    await call('select public.admin_record_answer($1, $2, $3) as r', [
      couple,
      souza,
      JSON.stringify(
        souzaMembers.map((m) => ({
          member_id: m.id,
          attending: m.name === 'Ana Souza' ? 'nao' : 'sim',
        })),
      ),
    ])
    const ana = (await dayOf()).households
      .find((h) => h.id === souza)
      ?.members.find((m) => m.name === 'Ana Souza')
    expect(ana).toMatchObject({ table_id: null, released_from: mesa7 })
    await seat([daviMembers[0]?.id ?? ''], mesa7)
    expect(await dbError(seat([ana?.id ?? ''], mesa7))).toEqual({
      code: 'WD409',
      message: 'Só quem confirmou presença pode ter lugar numa mesa.',
    })

    // A deleted table sends its guests back to 'Sem mesa'.
    await call('select public.admin_delete_table($1, $2) as r', [team, mesa7])
    const after = await dayOf()
    expect(after.tables).toEqual([])
    expect(after.households.flatMap((h) => h.members).every((m) => m.table_id === null)).toBe(true)
  })

  it('caps the number of tables', async () => {
    await db.exec(`insert into public.seating_tables (name, seats)
                   select 'Mesa ' || i, 8 from generate_series(1, ${DAY_OF_LIMITS.tables}) i`)
    expect(await dbError(saveTable('Mais uma', 8))).toEqual({
      code: 'WD409',
      message: `Limite de ${DAY_OF_LIMITS.tables} mesas atingido.`,
    })
  })
})

describe('the door', () => {
  it('merges two phones’ arrivals of one person into one, the earliest time kept', async () => {
    const { souzaMembers } = await twoHouseholds()
    const carlos = souzaMembers[0]?.id ?? ''
    const before = Date.now()
    const early = new Date(before - 10 * 60_000).toISOString()
    const late = new Date(before - 2 * 60_000).toISOString()
    const phone2 = firstRow(
      await asAnon(db, () =>
        db.query<{ r: { token: string } }>(
          `select public.admin_login('noivos', 'casamento2025') as r`,
        ),
      ),
    ).r.token
    expect(await checkIn(team, [{ member_id: carlos, arrived_at: late }])).toBe(1)
    // The other phone was offline and sends its queue: an earlier time, and a replay.
    expect(
      await checkIn(phone2, [
        { member_id: carlos, arrived_at: early },
        { member_id: carlos, arrived_at: late },
        { member_id: '00000000-0000-4000-8000-000000000000', arrived_at: late },
      ]),
    ).toBe(0)
    expect(await checkIn(team, [{ member_id: carlos, arrived_at: late }])).toBe(0)
    const { rows } = await db.query<{ arrived_at: Date }>('select arrived_at from public.arrivals')
    expect(rows).toHaveLength(1)
    expect(rows[0]?.arrived_at.toISOString()).toBe(early)

    // A phone whose clock runs ahead cannot record an arrival in the future.
    const ana = souzaMembers[1]?.id ?? ''
    await checkIn(team, [{ member_id: ana, arrived_at: '2999-01-01T00:00:00Z' }])
    const anaAt = (await dayOf()).households
      .flatMap((h) => h.members)
      .find((m) => m.id === ana)?.arrived_at
    expect(new Date(anaAt ?? 0).getTime()).toBeLessThanOrEqual(Date.now())

    await call('select public.admin_undo_check_in($1, $2) as r', [team, [carlos]])
    const members = (await dayOf()).households.flatMap((h) => h.members)
    expect(members.find((m) => m.id === carlos)?.arrived_at).toBeNull()
  })

  it('records a walk-in once, however many times the queue sends it', async () => {
    const id = '11111111-1111-4111-8111-111111111111'
    for (let i = 0; i < 3; i++) {
      await call(
        `select public.admin_add_walk_in($1, $2, ' Tio Beto ', 'Família Souza', null) as r`,
        [team, id],
      )
    }
    expect((await dayOf()).walk_ins).toMatchObject([
      { id, name: 'Tio Beto', came_with: 'Família Souza' },
    ])
    expect(
      await dbError(
        call(`select public.admin_add_walk_in($1, gen_random_uuid(), '  ') as r`, [team]),
      ),
    ).toEqual({ code: 'WD400', message: 'Informe o nome de quem chegou.' })
  })
})

describe('personal data of the day', () => {
  it('is in the lookup and the backup, goes with an erasure and with the retention', async () => {
    const { souzaMembers } = await twoHouseholds()
    const mesa = await saveTable('Mesa 1', 8)
    await seat(
      souzaMembers.map((m) => m.id),
      mesa,
    )
    await checkIn(team, [
      { member_id: souzaMembers[0]?.id ?? '', arrived_at: new Date().toISOString() },
    ])
    await call(
      `select public.admin_add_walk_in($1, gen_random_uuid(), 'Beto Ramos', 'Carlos Souza') as r`,
      [team],
    )
    const found = await call<{ day_of: { members: unknown[]; walk_ins: unknown[] } }>(
      `select public.admin_find_person($1, '(34) 99999-1111') as r`,
      [couple],
    )
    expect(found.day_of.members).toHaveLength(3)
    expect(found.day_of.walk_ins).toHaveLength(1)
    const backup = await call<{ day_of: DayOf }>('select public.admin_backup($1) as r', [couple])
    expect(backup.day_of.tables).toHaveLength(1)
    expect(backup.day_of.walk_ins).toHaveLength(1)

    await call(`select public.admin_erase_person($1, '(34) 99999-1111') as r`, [couple])
    const { rows: arrivals } = await db.query('select 1 from public.arrivals')
    expect(arrivals).toHaveLength(0)
    expect((await dayOf()).walk_ins).toMatchObject([{ name: 'Beto Ramos', came_with: null }])

    await checkIn(team, [
      { member_id: souzaMembers[1]?.id ?? '', arrived_at: new Date().toISOString() },
    ])
    const counts = await db.query<{ r: { day_of: number } }>(
      `select private.apply_retention('2999-01-01') as r`,
    )
    expect(firstRow(counts).r.day_of).toBe(5) // 1 arrival, 3 seats, 1 walk-in
    const day = await dayOf()
    expect(day.walk_ins).toEqual([])
    expect(day.tables).toHaveLength(1)
    expect(day.households.flatMap((h) => h.members).some((m) => m.table_id || m.arrived_at)).toBe(
      false,
    )
  })
})
