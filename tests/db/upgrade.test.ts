// The upgrade path a fork takes (docs/upgrading.md): a database at release 1.0.0, in use (its
// seed and a day of guests and the couple, tests/fixtures/release-1.0.0), migrated on a real
// PostgreSQL server to the latest migration, as `supabase db push` does. Every row stays, and
// every function of the API still works on the upgraded data. Also pg_cron, as Supabase runs it:
// the migrations schedule the daily retention, and the job does what private.apply_retention
// promises (docs/decisions/0022-guests-personal-data.md).
import { readFileSync } from 'node:fs'
import { Client } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  applyMigrations,
  applySchema,
  execute,
  pgCronAvailable,
  pgUnavailableReason,
  startPgServer,
  type PgServer,
} from '../../supabase/database.mjs'
import { readReleases } from '../../supabase/releases.mjs'

const BASELINE = Object.keys(readReleases()['1.0.0']?.migrations ?? {}).at(-1) ?? ''
const fixture = (file: string) =>
  readFileSync(new URL(`../fixtures/release-1.0.0/${file}`, import.meta.url), 'utf8')

type Rows = Map<string, Record<string, unknown>[]>

/** Every row of every table of the site's schemas, as json objects, by table. */
async function allRows(db: Client): Promise<Rows> {
  const { rows: tables } = await db.query<{ name: string }>(`
    select n.nspname || '.' || c.relname as name
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ('public', 'private') and c.relkind = 'r' order by 1`)
  const result: Rows = new Map()
  for (const { name } of tables) {
    const { rows } = await db.query<{ row: Record<string, unknown> }>(
      `select to_jsonb(t) as row from ${name} t`,
    )
    result.set(
      name,
      rows.map((r) => r.row),
    )
  }
  return result
}

/** A row with only the given keys, as a comparable text. */
function restricted(row: Record<string, unknown>, keys: string[]): string {
  return JSON.stringify(keys.map((k) => [k, row[k]]))
}

const reason = pgUnavailableReason()
if (reason) console.warn(`[tests/db/upgrade] skipped: ${reason}`)

describe(`a 1.0.0 database in use, upgraded on a real PostgreSQL server${reason ? ` (skipped: ${reason})` : ''}`, () => {
  let server: PgServer | undefined
  let db: Client | undefined
  let before: Rows = new Map()
  let applied: string[] = []
  // pg_cron on a server of its own (it runs jobs in one database), started first: its job runs
  // at the next minute while the other tests run.
  let cron: { server: PgServer; db: Client; jobId: number; since: Date } | undefined

  function started() {
    if (!db) throw new Error('the PostgreSQL server did not start')
    return db
  }

  /** A 1.0.0 database in use on `client`, and the rows it held before the later migrations. */
  async function upgraded(client: Client) {
    await applySchema(client, { through: BASELINE })
    await execute(client, fixture('seed.sql'))
    await execute(client, fixture('activity.sql'))
    const rows = await allRows(client)
    return { rows, applied: await applyMigrations(client, { after: BASELINE }) }
  }

  beforeAll(async () => {
    if (reason) return
    const withCron = pgCronAvailable()
    const [plain, cronServer] = await Promise.all([
      startPgServer({ maxConnections: 20 }),
      withCron ? startPgServer({ maxConnections: 20, cron: true }) : undefined,
    ])
    server = plain
    db = new Client(plain.config)
    await db.connect()
    if (cronServer) {
      const cronDb = new Client(cronServer.config)
      await cronDb.connect()
      await upgraded(cronDb)
      // The moment that matters: the retention date has passed (whatever date the config
      // holds), and the job runs at the next minute instead of at dawn.
      await cronDb.query(`create or replace function private.retention_ends_at()
        returns timestamptz language sql immutable set search_path = ''
        as $$ select now() - interval '1 day' $$`)
      const { rows } = await cronDb.query<{ jobid: number }>(
        `select jobid from cron.job where jobname = 'guests-data-retention'`,
      )
      const since = new Date()
      if (rows[0])
        await cronDb.query(`select cron.alter_job($1, schedule => '* * * * *')`, [rows[0].jobid])
      cron = { server: cronServer, db: cronDb, jobId: rows[0]?.jobid ?? -1, since }
    }
    ;({ rows: before, applied } = await upgraded(db))
  }, 180_000)

  afterAll(async () => {
    await db?.end()
    await server?.stop()
    await cron?.db.end()
    await cron?.server.stop()
  }, 60_000)

  it.skipIf(reason !== null)('starts from a database full of what a site in use holds', () => {
    const count = (table: string) => before.get(table)?.length ?? 0
    expect(count('public.gifts')).toBeGreaterThan(20)
    expect(count('public.messages')).toBeGreaterThan(10)
    expect(count('public.rsvps')).toBeGreaterThan(10)
    expect(count('public.households')).toBe(13)
    expect(count('public.household_answers')).toBeGreaterThan(9)
    expect(count('public.admin_sessions')).toBeGreaterThanOrEqual(3)
    expect(count('public.privacy_actions')).toBe(2)
    expect(count('private.trusted_devices')).toBeGreaterThan(0)
    expect(count('private.login_attempts')).toBeGreaterThan(0)
    const states = new Set(before.get('public.contributions')?.map((row) => row.status))
    expect([...states].sort()).toEqual([
      'expired',
      'failed',
      'informed',
      'paid',
      'pending',
      'rejected',
      'started',
    ])
  })

  it.skipIf(reason !== null)(
    'applies every migration after 1.0.0 and keeps every row',
    async () => {
      expect(applied.length).toBeGreaterThan(0)
      const after = await allRows(started())
      const lost: string[] = []
      for (const [table, rows] of before) {
        const now = after.get(table)
        if (!now) {
          lost.push(`${table}: the table is gone`)
          continue
        }
        for (const row of rows) {
          const keys = Object.keys(row)
          const kept = new Set(now.map((r) => restricted(r, keys)))
          if (!kept.has(restricted(row, keys)))
            lost.push(`${table}: ${JSON.stringify(row).slice(0, 160)}`)
        }
      }
      expect(lost).toEqual([])
    },
  )

  it.skipIf(reason !== null)('reports the latest release and migration', async () => {
    const { rows } = await started().query<{ v: { migration: string } }>(
      'select public.schema_version() as v',
    )
    expect(`${rows[0]?.v.migration}.sql`).toBe(applied.at(-1))
  })

  it.skipIf(reason !== null)('answers every function of the API on the upgraded data', async () => {
    const client = started()
    const { rows: functions } = await client.query<{ name: string }>(`
      select p.proname as name from pg_catalog.pg_proc p
        join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' order by 1`)
    const called = new Set<string>()
    const as = async <T extends Record<string, unknown>>(
      role: 'anon' | 'service_role',
      fn: string,
      sql: string,
      params: unknown[] = [],
    ): Promise<T[]> => {
      called.add(fn)
      await client.query(`set role ${role}`)
      try {
        return (await client.query<T>(sql, params)).rows
      } catch (error) {
        throw new Error(`${fn}: ${(error as Error).message}`, { cause: error })
      } finally {
        await client.query('reset role')
      }
    }
    const one = async <T>(
      role: 'anon' | 'service_role',
      fn: string,
      sql: string,
      params: unknown[] = [],
    ) => (await as<{ r: T }>(role, fn, sql, params))[0]?.r as T

    // Guests.
    expect(await one<boolean>('anon', 'rsvp_open', 'select public.rsvp_open() as r')).toBe(true)
    const gifts = await as<{ id: string; has_photo: boolean; kind: string; reserved: boolean }>(
      'anon',
      'list_gifts',
      'select * from public.list_gifts()',
    )
    expect(gifts.length).toBe(before.get('public.gifts')?.length)
    const withPhoto = gifts.filter((g) => g.has_photo).map((g) => g.id)
    expect(withPhoto.length).toBeGreaterThan(0)
    expect(
      await as('anon', 'gift_thumbnails', 'select * from public.gift_thumbnails($1)', [
        withPhoto.slice(0, 5),
      ]),
    ).toHaveLength(5)
    expect(
      await one<string>('anon', 'gift_image', 'select public.gift_image($1) as r', [withPhoto[0]]),
    ).toMatch(/^data:/)
    const wall = await as<{ total: number }>(
      'anon',
      'list_messages',
      'select * from public.list_messages()',
    )
    expect(wall[0]?.total).toBeGreaterThan(10)
    expect(
      await one('anon', 'messages_need_approval', 'select public.messages_need_approval() as r'),
    ).toBe(false)
    expect(
      await one(
        'anon',
        'post_message',
        `select public.post_message('Depois da atualização', 'Ainda funciona!') as r`,
      ),
    ).toMatch(/-/)
    const free = gifts.find((g) => g.kind === 'reserve' && !g.reserved)
    await as(
      'anon',
      'reserve_gift',
      `select public.reserve_gift($1, 'Nova Convidada', 'nova@exemplo.com.br')`,
      [free?.id],
    )
    await as(
      'anon',
      'submit_rsvp',
      `select public.submit_rsvp('Nova Convidada', 'sim', 'nova@exemplo.com.br', '(34) 99999-0000')`,
    )
    const invitation = await one<{
      household_name: string
      members: { id: string; name: string }[]
    }>('anon', 'get_invitation', `select public.get_invitation('35byz8syvn') as r`)
    expect(invitation.household_name).toBe('Madrinha Sônia e Paulo')
    expect(
      await one('anon', 'answer_invitation', 'select public.answer_invitation($1, $2) as r', [
        '35byz8syvn',
        JSON.stringify(
          invitation.members.map((m) => ({ member_id: m.id, attending: 'sim', name: m.name })),
        ),
      ]),
    ).toBeNull()
    const pix = await one<{ txid: string }>(
      'anon',
      'start_gift_pix',
      `select public.start_gift_pix('gift_seed_lua_jantar', 1, 28000, 'Nova Convidada', 'nova@exemplo.com.br') as r`,
    )
    expect(
      await one('anon', 'inform_gift_pix', 'select public.inform_gift_pix($1) as r', [pix.txid]),
    ).toBeNull()
    const version = await one<{ migration: string }>(
      'anon',
      'schema_version',
      'select public.schema_version() as r',
    )
    const status = await one<{
      schema: unknown
      has_active_admin: boolean
      realtime_missing: string[]
      retention_job: string
      photos_bucket: string
      wedding_dates: { rsvp_closes_at: string | null; retention_ends_at: string | null }
    }>('anon', 'deploy_status', 'select public.deploy_status() as r')
    expect(status).toEqual({
      schema: version,
      has_active_admin: true,
      realtime_missing: [],
      retention_job: 'no_pg_cron',
      photos_bucket: 'no_storage',
      // 1.0.0 had the template's dates in its functions: a fork's own are carried over, the
      // template's are not, and /dev offers the site's (docs/decisions/0024-settings.md).
      wedding_dates: { rsvp_closes_at: null, retention_ends_at: null },
    })

    // The couple, logged in after the upgrade (their old sessions still count too).
    const login = await one<{ token: string }>(
      'anon',
      'admin_login',
      `select public.admin_login('noivos', 'casamento2025') as r`,
    )
    const t = login.token
    expect(t).toBeTruthy()
    expect(
      await one<{ username: string }>(
        'anon',
        'admin_session',
        'select public.admin_session($1) as r',
        [t],
      ),
    ).toMatchObject({ username: 'noivos' })
    const admin = (fn: string, args = '', params: unknown[] = []) =>
      as<Record<string, unknown>>('anon', fn, `select * from public.${fn}($1${args})`, [
        t,
        ...params,
      ])
    const adminOne = async <T>(fn: string, args = '', params: unknown[] = []) =>
      one<T>('anon', fn, `select public.${fn}($1${args}) as r`, [t, ...params])

    expect((await admin('admin_list_gifts')).length).toBe(gifts.length)
    const giftId = await adminOne<string>('admin_save_gift', ', $2', [
      JSON.stringify({
        id: null,
        name: 'Cesta de piquenique',
        description: 'Para os domingos.',
        category: 'cozinha',
      }),
    ])
    await admin('admin_reserve_gift', `, $2, 'Tio Beto', 'beto@exemplo.com.br'`, [giftId])
    await admin('admin_cancel_reservation', ', $2', [giftId])
    expect(await adminOne('admin_cancel_reservations_by_email', `, 'nova@exemplo.com.br'`)).toBe(1)
    await admin('admin_delete_gift', ', $2', [giftId])
    const photoId = await adminOne<string>(
      'admin_add_photo',
      `, 'Pôr do sol', null, 'data:image/png;base64,iVBORw0KGgo=', 'image/png', 'data:image/png;base64,iVBORw0KGgo='`,
    )
    await admin('admin_delete_photo', ', $2', [photoId])
    const messages = await admin('admin_list_messages')
    expect(messages.length).toBeGreaterThan(10)
    await adminOne('admin_save_settings', `, '{"approve_messages": true}'`)
    const newId = await one<string>(
      'anon',
      'post_message',
      `select public.post_message('Aprovar', 'Mensagem para aprovar depois.') as r`,
    )
    expect(await adminOne('admin_approve_messages', ', $2', [[newId]])).toBe(1)
    await adminOne('admin_save_settings', `, '{"approve_messages": false}'`)
    await admin('admin_delete_message', ', $2', [newId])
    expect(await adminOne('admin_delete_messages', ', $2', [[messages[0]?.id]])).toBe(1)
    const rsvps = await admin('admin_list_rsvps')
    expect(rsvps.length).toBe((before.get('public.rsvps')?.length ?? 0) + 1)
    const households = await adminOne<{ id: string; name: string }[]>('admin_list_households')
    expect(households).toHaveLength(13)
    await admin('admin_match_rsvp', ', $2, $3', [rsvps[0]?.id, households[0]?.id])
    // The oldest answer, not the one just matched.
    expect(await adminOne('admin_delete_rsvps', ', $2', [[rsvps.at(-1)?.id]])).toBe(1)
    const silva = households.find((h) => h.name === 'Família Silva')
    const { rows: silvaMembers } = await client.query<{ id: string; name: string }>(
      'select id, name from public.household_members where household_id = $1 order by position',
      [silva?.id],
    )
    expect(
      await adminOne('admin_save_household', ', $2', [
        JSON.stringify({
          id: silva?.id,
          name: 'Família Silva',
          phone: '(34) 99000-1111',
          email: null,
          note: null,
          members: [
            ...silvaMembers.map((m) => ({
              id: m.id,
              name: m.name || 'Jonas Silva',
              kind: 'adult',
              companion: m.name === '',
            })),
            { id: null, name: 'Bia Silva', kind: 'child', age_band: '6-12', companion: false },
          ],
        }),
      ]),
    ).toBe(silva?.id)
    const { rows: silvaNow } = await client.query<{ id: string; name: string }>(
      'select id, name from public.household_members where household_id = $1 order by position',
      [silva?.id],
    )
    expect(silvaNow).toHaveLength(3)
    await admin('admin_record_answer', ', $2, $3', [
      silva?.id,
      JSON.stringify(silvaNow.map((m) => ({ member_id: m.id, attending: 'nao', name: m.name }))),
    ])
    // The day (supabase/schemas/11_day_of.sql): a table, seats, arrivals, a walk-in.
    await admin('admin_record_answer', ', $2, $3', [
      silva?.id,
      JSON.stringify(silvaNow.map((m) => ({ member_id: m.id, attending: 'sim', name: m.name }))),
    ])
    const tableId = await adminOne<string>('admin_save_table', `, null, 'Mesa 1', 8`)
    await admin('admin_seat_members', ', $2, $3', [silvaNow.map((m) => m.id), tableId])
    expect(
      await adminOne<number>('admin_check_in', ', $2', [
        JSON.stringify([{ member_id: silvaNow[0]?.id, arrived_at: new Date().toISOString() }]),
      ]),
    ).toBe(1)
    await admin('admin_undo_check_in', ', $2', [[silvaNow[0]?.id]])
    await admin('admin_add_walk_in', `, gen_random_uuid(), 'Primo Téo', 'Família Silva'`)
    const day = await adminOne<{ tables: unknown[]; walk_ins: { id: string }[] }>('admin_day_of')
    expect(day.tables).toHaveLength(1)
    await admin('admin_delete_walk_in', ', $2', [day.walk_ins[0]?.id])
    await admin('admin_delete_table', ', $2', [tableId])
    expect(
      await adminOne('admin_import_households', ', $2', [
        JSON.stringify([
          {
            name: 'Família Teixeira',
            phone: '(34) 98000-0001',
            members: [{ name: 'Rui Teixeira', kind: 'adult' }],
          },
        ]),
      ]),
    ).toMatchObject({ created: 1, skipped: 0 })
    const contributions = await admin('admin_list_contributions')
    expect(contributions.length).toBe((before.get('public.contributions')?.length ?? 0) + 1)
    const informed = contributions.find((c) => c.status === 'informed')
    await admin('admin_review_pix', ', $2, true', [informed?.id])
    await adminOne('admin_add_pix_contribution', `, 'Padrinho Zé', 5000, date '2025-10-01'`)
    await admin('admin_set_contribution_hidden', ', $2, false', [contributions[0]?.id])
    expect(await adminOne<{ paid_cents: number }>('admin_contribution_totals')).toHaveProperty(
      'paid_cents',
    )
    // The settings the couple chose under 1.0.0 are kept; its template dates read as not set.
    expect(await adminOne('admin_settings')).toMatchObject({
      pix_hold_hours: 36,
      rsvp_after_deadline: true,
      rsvp_closes_at: null,
      retention_ends_at: null,
    })
    expect(
      await adminOne(
        'admin_save_settings',
        `, '{"pix_hold_hours": 48, "rsvp_closes_at": "2027-03-01T00:00:00-03:00", "retention_ends_at": "2027-10-01T00:00:00-03:00"}'`,
      ),
    ).toMatchObject({ pix_hold_hours: 48, rsvp_after_deadline: true })
    expect(await adminOne<{ gifts: unknown[] }>('admin_backup')).toHaveProperty('households')
    const users = await adminOne<{ user_id: string; username: string }[]>('admin_list_users')
    expect(users.map((u) => u.username).sort()).toEqual(['cerimonial', 'noivos'])
    await adminOne(
      'admin_create_user',
      `, 'padrinho', 'padrinho@exemplo.com.br', 'senha-do-padrinho'`,
    )
    await adminOne('admin_deactivate_user', ', $2', [
      users.find((u) => u.username === 'cerimonial')?.user_id,
    ])
    await adminOne('admin_create_team_user', `, 'Rita do Cerimonial', 'rita', 'senha-da-rita'`)
    expect(
      await adminOne<{ rsvps: unknown[] }>('admin_find_person', `, 'marta.silva@exemplo.com.br'`),
    ).toHaveProperty('rsvps')
    expect(await adminOne('admin_export_person', `, '(34) 99000-1111'`)).toHaveProperty(
      'households',
    )
    expect(
      await adminOne<{ rsvps: number }>('admin_erase_person', `, 'otavio.reis@exemplo.com.br'`),
    ).toMatchObject({ rsvps: 1 })
    // The thank-yous (12_thanks.sql): the 1.0.0 data's givers, one marked thanked.
    const givers = await adminOne<{ key: string }[]>('admin_list_thanks')
    expect(givers.length).toBeGreaterThan(0)
    await admin('admin_set_thanked', ', $2, true', [givers[0]?.key])
    expect((await adminOne<unknown[]>('admin_privacy_log')).length).toBeGreaterThanOrEqual(5)
    expect(await adminOne('admin_retention_status')).toHaveProperty('retain_until')
    await admin('admin_delete_household', ', $2', [silva?.id])
    expect(await adminOne<number>('admin_end_other_sessions')).toBeGreaterThanOrEqual(1)
    // Guests' photos (supabase/schemas/10_guest_photos.sql).
    expect(
      await one('anon', 'guest_photos_status', 'select public.guest_photos_status() as r'),
    ).toMatchObject({ open: true })
    const jpeg = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]).toString('base64')}`
    const guestPhoto = '5d1c9a52-8d2e-4c4a-9a57-6c1d2b0f0a01'
    expect(
      await one(
        'anon',
        'add_guest_photo',
        `select public.add_guest_photo($1, 'Tia Lúcia', null, $2, 'image/jpeg', 800, 600, $3, $3) as r`,
        [guestPhoto, 's'.repeat(40), jpeg],
      ),
    ).toMatchObject({ status: 'pending' })
    expect(
      await adminOne<number>('admin_set_guest_photos_status', `, $2, 'approved'`, [[guestPhoto]]),
    ).toBe(1)
    expect(
      await as('anon', 'list_guest_photos', 'select * from public.list_guest_photos()'),
    ).toHaveLength(1)
    expect(
      await one('anon', 'guest_photo_image', 'select public.guest_photo_image($1, false) as r', [
        guestPhoto,
      ]),
    ).toBe(jpeg)
    expect(await admin('admin_list_guest_photos', `, null, null, null, 10`)).toHaveLength(1)
    expect(await adminOne('admin_guest_photo_image', `, $2, true`, [guestPhoto])).toBe(jpeg)
    expect(await adminOne('admin_guest_photos_usage')).toMatchObject({ approved: 1 })
    expect(
      await one(
        'anon',
        'delete_own_guest_photo',
        'select public.delete_own_guest_photo($1, $2) as r',
        [guestPhoto, 'x'.repeat(40)],
      ),
    ).toBe(false)
    expect(await adminOne<number>('admin_delete_guest_photos', ', $2', [[guestPhoto]])).toBe(1)
    // Their Storage path on a Supabase deploy (the guest-photos function, service role): a photo
    // begun, judged by its first bytes, read back and deleted (its objects queued for removal).
    const stored = '5d1c9a52-8d2e-4c4a-9a57-6c1d2b0f0a02'
    const begun = await one<{ image_path: string; stored: boolean }>(
      'service_role',
      'begin_guest_photo_upload',
      `select public.begin_guest_photo_upload($1, 'Tia Lúcia', null, $2, 'image/jpeg', 800, 600,
         1000, 100, '203.0.113.9') as r`,
      [stored, 's'.repeat(40)],
    )
    expect(begun).toMatchObject({ stored: false })
    expect(
      await one(
        'service_role',
        'finish_guest_photo_upload',
        `select public.finish_guest_photo_upload($1, $2, 'ffd8ffe0', 1000, 'ffd8ffe0', 100) as r`,
        [stored, 's'.repeat(40)],
      ),
    ).toMatchObject({ stored: true, status: 'pending' })
    expect(
      await one(
        'service_role',
        'admin_guest_photo_paths',
        'select public.admin_guest_photo_paths($1, $2, true) as r',
        [t, [stored]],
      ),
    ).toEqual({ [stored]: begun.image_path })
    expect(
      await one(
        'service_role',
        'guest_photo_paths',
        `select public.guest_photo_paths($1, false, '203.0.113.9') as r`,
        [[stored]],
      ),
    ).toEqual({})
    expect(await adminOne<number>('admin_delete_guest_photos', ', $2', [[stored]])).toBe(1)
    expect(
      await one<string[]>(
        'service_role',
        'guest_photo_removals',
        `select public.guest_photo_removals('{}') as r`,
      ),
    ).toContain(begun.image_path)

    await adminOne('admin_change_password', `, 'casamento2025', 'casamento-2026'`)
    await adminOne('admin_logout')

    // The payment functions (service role).
    expect(
      await one(
        'service_role',
        'quote_gift',
        `select public.quote_gift('gift_seed_cozinha_aula', 1, 32000) as r`,
      ),
    ).toMatchObject({ amount_cents: 32000 })
    await as(
      'service_role',
      'checkout_rate_limit',
      `select public.checkout_rate_limit('ip:203.0.113.9')`,
    )
    await as(
      'service_role',
      'cancel_checkout_rate_limit',
      `select public.cancel_checkout_rate_limit('ip:203.0.113.9')`,
    )
    await as(
      'service_role',
      'record_contribution',
      `select public.record_contribution('card', 32000, 'Nova Convidada', 'nova@exemplo.com.br', null, null,
         'cs_test_after_upgrade', 'key-after', 'https://checkout.stripe.com/c/pay/cs_test_after_upgrade',
         now() + interval '1 hour', 'gift_seed_cozinha_aula', 1)`,
    )
    expect(
      await one('service_role', 'open_checkout', `select public.open_checkout('key-after') as r`),
    ).toMatchObject({
      stripe_session_id: 'cs_test_after_upgrade',
    })
    expect(
      await one(
        'service_role',
        'extend_checkout_hold',
        `select public.extend_checkout_hold('cs_test_after_upgrade', now() + interval '2 days') as r`,
      ),
    ).toBe(true)
    expect(
      await one(
        'service_role',
        'mark_contribution',
        `select public.mark_contribution('cs_test_after_upgrade', 'paid') as r`,
      ),
    ).toBe(true)
    expect(
      await one(
        'service_role',
        'create_admin',
        `select public.create_admin('mae.noiva', 'mae@exemplo.com.br', 'senha-da-mae') as r`,
      ),
    ).toMatch(/-/)

    // Every function of the API has been called (a new one must be added above).
    expect(functions.map((f) => f.name).filter((name) => !called.has(name))).toEqual([])
  })

  it.skipIf(reason !== null || !pgCronAvailable())(
    'pg_cron runs the retention the migrations scheduled, and it removes what it promises',
    async () => {
      if (!cron) throw new Error('the pg_cron server did not start')
      const { db: client, jobId, since } = cron
      const { rows: jobs } = await client.query<{ schedule: string; command: string }>(
        `select schedule, command from cron.job where jobname = 'guests-data-retention'`,
      )
      expect(jobs).toEqual([
        { schedule: '* * * * *', command: 'select private.apply_retention(now())' },
      ])
      const { rows: status } = await client.query<{ r: { retention_job: string } }>(
        'select public.deploy_status() as r',
      )
      expect(status[0]?.r.retention_job).toBe('scheduled')
      let run: { status: string; return_message: string } | undefined
      for (let i = 0; i < 180 && !run; i++) {
        const { rows } = await client.query<{ status: string; return_message: string }>(
          `select status, return_message from cron.job_run_details
            where jobid = $1 and start_time >= $2 and status in ('succeeded', 'failed')`,
          [jobId, since],
        )
        run = rows[0]
        if (!run) await new Promise((resolve) => setTimeout(resolve, 500))
      }
      expect(run?.status).toBe('succeeded')
      const { rows: left } = await client.query<{ n: number }>(`
        select (select count(*) from public.rsvps where email is not null or telefone is not null
                  or dietary is not null or observacoes is not null)
             + (select count(*) from public.households where phone is not null or email is not null)
             + (select count(*) from public.household_members where dietary is not null or age_band is not null)
             + (select count(*) from public.gifts where reserved_email is not null or reserved_phone is not null)
             + (select count(*) from public.contributions where donor_email is not null or donor_phone is not null)
             as n`)
      expect(Number(left[0]?.n)).toBe(0)
      const { rows: kept } = await client.query<{ names: number; log: number }>(`
        select (select count(*) from public.rsvps where nome_completo <> 'Anônimo') as names,
               (select count(*) from public.privacy_actions where action = 'retention') as log`)
      expect(Number(kept[0]?.names)).toBeGreaterThan(10)
      expect(Number(kept[0]?.log)).toBe(1)
    },
    120_000,
  )
})
