// The schema as the browser meets it: what role anon may read and write, and the constraints
// that hold even for code that bypasses the API (docs/architecture.md).
import { statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { GIFT_CATEGORIES } from '@/config/domain'
import { asAnon, asRole, dbError, readSql, fileTestDb } from './pglite'

const TABLES = [
  'messages',
  'gifts',
  'photos',
  'admin_users',
  'admin_sessions',
  'rsvps',
  'contributions',
  'settings',
  'households',
  'household_members',
  'household_answers',
  'privacy_actions',
  'thanks',
  'seating_tables',
  'seat_assignments',
  'arrivals',
  'walk_ins',
  'day_of_changes',
  'guest_photos',
  'guest_photo_changes',
  'guest_photo_files',
] as const
const PERMISSION_DENIED = '42501'
const CHECK_VIOLATION = '23514'

const db = fileTestDb({ seed: true, reset: false })

/** The seed's drawings are SVG data URLs written as text, with '#' and '%' escaped. */
function svgOf(dataUrl: string): string {
  const comma = dataUrl.indexOf(',')
  expect(dataUrl.slice(0, comma)).toBe('data:image/svg+xml;charset=utf-8')
  return decodeURIComponent(dataUrl.slice(comma + 1))
}

describe('seed.sql', () => {
  it('has gifts in every category, some of them reserved, messages and photos', async () => {
    const cats = await db.query<{ category: string; total: number; reserved: number }>(
      `select category, count(*)::int as total, count(*) filter (where reserved)::int as reserved
         from public.gifts group by category`,
    )
    expect(cats.rows.map((r) => r.category).sort()).toEqual([...GIFT_CATEGORIES].sort())
    const total = cats.rows.reduce((n, r) => n + r.total, 0)
    const reserved = cats.rows.reduce((n, r) => n + r.reserved, 0)
    expect(total).toBeGreaterThanOrEqual(18)
    expect(reserved).toBeGreaterThanOrEqual(3)
    expect(reserved).toBeLessThan(total)

    const messages = await db.query<{ n: number }>('select count(*)::int as n from public.messages')
    expect(messages.rows[0]?.n).toBeGreaterThanOrEqual(5)

    const photos = await db.query<{ image_data: string; thumbnail: string; image_type: string }>(
      'select image_data, thumbnail, image_type from public.photos',
    )
    expect(photos.rows.length).toBeGreaterThanOrEqual(4)
    for (const p of photos.rows) {
      expect(p.image_data.startsWith(`data:${p.image_type};charset=utf-8,`)).toBe(true)
      expect(p.thumbnail.startsWith('data:image/')).toBe(true)
      expect(p.thumbnail.length).toBeLessThan(p.image_data.length)
      // The SVG decodes to a real image document.
      const svg = svgOf(p.image_data)
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s)
    }
  })

  it('has answers both ways and contributions in every state the panel shows', async () => {
    const rsvps = await db.query<{ answer: string; n: number }>(
      'select vai_ao_evento as answer, count(*)::int as n from public.rsvps group by 1 order by 1',
    )
    expect(rsvps.rows.map((r) => r.answer)).toEqual(['nao', 'sim'])
    expect(rsvps.rows.reduce((n, r) => n + r.n, 0)).toBeGreaterThanOrEqual(10)
    const states = await db.query<{ state: string }>(
      `select distinct kind || ':' || status as state from public.contributions order by 1`,
    )
    expect(states.rows.map((r) => r.state)).toEqual([
      'card:expired',
      'card:paid',
      'card:pending',
      'pix:informed',
      'pix:paid',
      'pix:started',
    ])
  })

  it('has a mixed gift list: prices, store links, drawings, cotas partly and wholly given', async () => {
    const gifts = await db.query<{
      name: string
      kind: string
      price_cents: number | null
      quotas: number | null
      quotas_taken: number
      store_url: string | null
      has_photo: boolean
    }>('select * from public.list_gifts()')
    const reserve = gifts.rows.filter((g) => g.kind === 'reserve')
    const money = gifts.rows.filter((g) => g.kind === 'money')
    expect(reserve.filter((g) => g.price_cents !== null).length).toBeGreaterThan(reserve.length / 2)
    expect(reserve.some((g) => g.store_url?.startsWith('https://'))).toBe(true)
    expect(gifts.rows.filter((g) => g.has_photo).length).toBeGreaterThanOrEqual(10)
    // Cotas partly given, given whole, one gift given whole at once, and a free amount.
    expect(
      money.some((g) => g.quotas !== null && g.quotas_taken > 0 && g.quotas_taken < g.quotas),
    ).toBe(true)
    expect(
      money.some((g) => g.quotas !== null && g.quotas > 1 && g.quotas_taken === g.quotas),
    ).toBe(true)
    expect(money.some((g) => g.quotas === 1)).toBe(true)
    expect(money.some((g) => g.price_cents === null)).toBe(true)
    const passagens = money.find((g) => g.name === 'Passagens da lua de mel')
    // 3 cotas paid and 1 informed, waiting for the couple.
    expect(passagens).toMatchObject({ price_cents: 20000, quotas: 10, quotas_taken: 4 })

    const images = await db.query<{ image_data: string; thumbnail: string }>(
      'select image_data, thumbnail from public.gifts where has_photo',
    )
    for (const g of images.rows) {
      expect(g.thumbnail.length).toBeLessThan(g.image_data.length)
      const svg = svgOf(g.thumbnail)
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s)
    }
    // Every informed PIX still holds its cotas: the demo shows them waiting, whenever it boots.
    const informed = await db.query<{ n: number }>(
      `select count(*)::int as n from public.contributions
        where status = 'informed' and hold_until > now()`,
    )
    expect(informed.rows[0]?.n).toBeGreaterThanOrEqual(1)
  })

  it('has a believable guest list: households, children, companions, every kind of answer', async () => {
    const r = await db.query<Record<string, number>>(`
      select
        (select count(*)::int from public.households) as households,
        (select count(*)::int from public.household_members) as people,
        (select count(distinct age_band)::int from public.household_members
          where kind = 'child') as bands,
        (select count(*)::int from public.household_members where companion and name <> '')
          as named_companions,
        (select count(*)::int from public.household_members where companion and name = '')
          as open_seats,
        (select count(*)::int from public.household_members where attending = 'sim') as yes,
        (select count(*)::int from public.household_members where attending = 'nao') as no,
        (select count(*)::int from public.household_members where attending is null) as pending,
        (select count(*)::int from public.household_members where dietary is not null)
          as dietary,
        (select count(*)::int from public.household_answers where source = 'casal') as by_couple,
        (select count(*)::int from (select household_id from public.household_answers
          group by 1 having count(*) > 1) h) as with_history,
        (select count(*)::int from (select lower(email) from public.rsvps
          group by 1 having count(*) > 1) e) as repeated_emails,
        (select count(*)::int from public.rsvps where household_id is not null) as matched
    `)
    const seeded = r.rows[0] ?? {}
    expect(seeded.households).toBeGreaterThanOrEqual(10)
    expect(seeded.people).toBeGreaterThanOrEqual(25)
    expect(seeded.bands).toBe(2)
    for (const key of [
      'named_companions',
      'open_seats',
      'yes',
      'no',
      'pending',
      'dietary',
      'by_couple',
      'with_history',
      'repeated_emails',
      'matched',
    ]) {
      expect({ key, n: (seeded[key] ?? 0) > 0 }).toEqual({ key, n: true })
    }
    // Each household's latest history entry is its members' current answers.
    const mismatched = await db.query(`
      select h.id
        from public.households h
        join lateral (select a.members from public.household_answers a
                       where a.household_id = h.id order by a.answered_at desc limit 1) last on true
       where last.members <> (select jsonb_agg(jsonb_build_object('name', m.name,
                                'attending', m.attending, 'dietary', m.dietary) order by m.position)
                                from public.household_members m where m.household_id = h.id)`)
    expect(mismatched.rows).toEqual([])
  })

  it('creates no admin and stays small', async () => {
    const admins = await db.query<{ n: number }>(
      'select count(*)::int as n from public.admin_users',
    )
    expect(admins.rows[0]?.n).toBe(0)
    const size = statSync(fileURLToPath(new URL('../../supabase/seed.sql', import.meta.url))).size
    expect(size).toBeLessThan(400 * 1024)
  })
})

describe('supabase/embedded/bootstrap.sql', () => {
  it('can run again on every start without error', async () => {
    await db.exec(readSql('embedded/bootstrap.sql'))
    const roles = await db.query<{ rolname: string }>(
      `select rolname from pg_roles
        where rolname in ('anon', 'authenticated', 'service_role') order by rolname`,
    )
    expect(roles.rows.map((r) => r.rolname)).toEqual(['anon', 'authenticated', 'service_role'])
  })
})

describe('row level security and grants', () => {
  it('enables row level security on every table', async () => {
    const r = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class
        where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
    )
    expect(r.rows.map((x) => x.relname).sort()).toEqual([...TABLES].sort())
    expect(r.rows.every((x) => x.relrowsecurity)).toBe(true)
  })

  it('lets anon read approved messages only', async () => {
    await db.query(
      `insert into public.messages (name, message, is_approved) values ('Spam', 'Oculta', false)`,
    )
    const rows = await asAnon(db, () =>
      db.query<{ name: string }>('select id, name, message, created_at from public.messages'),
    )
    expect(rows.rows.length).toBe(16)
    expect(rows.rows.some((r) => r.name === 'Spam')).toBe(false)
  })

  it('lets anon read active photos only', async () => {
    await db.query(`update public.photos set is_active = false where title = 'O pedido'`)
    const rows = await asAnon(db, () =>
      db.query<{ title: string }>('select id, title, thumbnail, image_type from public.photos'),
    )
    expect(rows.rows.length).toBe(4)
    expect(rows.rows.some((r) => r.title === 'O pedido')).toBe(false)
    await db.query(`update public.photos set is_active = true where title = 'O pedido'`)
  })

  it('shows anon the public columns of gifts, never the reserver’s email, phone or note', async () => {
    const rows = await asAnon(db, () =>
      db.query<{ reserved_by: string | null }>(
        `select id, name, description, category, reserved, reserved_by, reserved_date, created_at
           from public.gifts where reserved`,
      ),
    )
    expect(rows.rows.length).toBeGreaterThan(0)
    expect(rows.rows.every((r) => typeof r.reserved_by === 'string')).toBe(true)

    for (const column of ['reserved_email', 'reserved_phone', 'message', '*']) {
      const e = await asAnon(db, () => dbError(db.query(`select ${column} from public.gifts`)))
      expect(e.code).toBe(PERMISSION_DENIED)
    }
  })

  it.each([
    ['admin_users', 'id, username, password_hash, email'],
    ['admin_sessions', 'token_hash, user_id, expires_at'],
    ['rsvps', 'id, nome_completo, email, telefone'],
    ['contributions', 'id, donor_name, donor_email, amount_cents'],
    ['settings', 'id, approve_messages'],
    ['households', 'id, name, phone, code'],
    ['household_members', 'id, name, attending, dietary'],
    ['household_answers', 'id, message, phone, members'],
    ['seating_tables', 'id, name, seats'],
    ['seat_assignments', 'member_id, table_id'],
    ['arrivals', 'member_id, arrived_at'],
    ['walk_ins', 'id, name, came_with, note'],
  ])('hides every column of %s from anon and authenticated', async (table, columns) => {
    for (const role of ['anon', 'authenticated'] as const) {
      const e1 = await asRole(db, role, () =>
        dbError(db.query(`select ${columns} from public.${table}`)),
      )
      expect(e1.code).toBe(PERMISSION_DENIED)
      const e2 = await asRole(db, role, () =>
        dbError(db.query(`select count(*) from public.${table}`)),
      )
      expect(e2.code).toBe(PERMISSION_DENIED)
    }
  })

  const writes: Record<(typeof TABLES)[number], string[]> = {
    messages: [
      `insert into public.messages (name, message) values ('Ana', 'Oi')`,
      `update public.messages set message = 'trocada'`,
      `delete from public.messages`,
    ],
    gifts: [
      `insert into public.gifts (id, name, description, category) values ('x', 'X', 'X', 'outros')`,
      `update public.gifts set reserved = false, reserved_by = null`,
      `delete from public.gifts`,
    ],
    photos: [
      `insert into public.photos (title, image_data, image_type, thumbnail)
       values ('t', 'data:image/png;base64,AA', 'image/png', 'data:image/png;base64,AA')`,
      `update public.photos set is_active = false`,
      `delete from public.photos`,
    ],
    admin_users: [
      `insert into public.admin_users (username, password_hash, email)
       values ('hacker', '$2a$10$abcdefghijklmnopqrstuu', 'h@x.com')`,
      `update public.admin_users set is_active = true`,
      `delete from public.admin_users`,
    ],
    admin_sessions: [
      `insert into public.admin_sessions (token_hash, user_id, expires_at)
       values (repeat('a', 64), gen_random_uuid(), now() + interval '1 day')`,
      `update public.admin_sessions set expires_at = now() + interval '1 year'`,
      `delete from public.admin_sessions`,
    ],
    rsvps: [
      `insert into public.rsvps (nome_completo, vai_ao_evento, email, telefone)
       values ('A', 'sim', 'a@b.com', '34999999999')`,
      `update public.rsvps set vai_ao_evento = 'nao'`,
      `delete from public.rsvps`,
    ],
    contributions: [
      `insert into public.contributions (kind, status, amount_cents, donor_name)
       values ('pix', 'paid', 100, 'A')`,
      `update public.contributions set status = 'paid'`,
      `delete from public.contributions`,
    ],
    settings: [
      `insert into public.settings (id, approve_messages) values (true, true)`,
      `update public.settings set approve_messages = true`,
      `delete from public.settings`,
    ],
    households: [
      `insert into public.households (name) values ('Família Intrusa')`,
      `update public.households set code = 'aaaaaaaaaa'`,
      `delete from public.households`,
    ],
    household_members: [
      `insert into public.household_members (household_id, name)
       select id, 'Intruso' from public.households limit 1`,
      `update public.household_members set attending = 'nao'`,
      `delete from public.household_members`,
    ],
    household_answers: [
      `insert into public.household_answers (household_id, source, members)
       select id, 'convite', '[]' from public.households limit 1`,
      `update public.household_answers set message = 'trocada'`,
      `delete from public.household_answers`,
    ],
    privacy_actions: [
      `insert into public.privacy_actions (action, counts) values ('retention', '{}')`,
      `update public.privacy_actions set counts = '{}'`,
      `delete from public.privacy_actions`,
    ],
    thanks: [
      `insert into public.thanks (giver_hash) values (md5('e:ana@exemplo.com'))`,
      `update public.thanks set thanked_at = now()`,
      `delete from public.thanks`,
    ],
    seating_tables: [
      `insert into public.seating_tables (name, seats) values ('Mesa 1', 8)`,
      `update public.seating_tables set seats = 1`,
      `delete from public.seating_tables`,
    ],
    seat_assignments: [
      `insert into public.seat_assignments (member_id, table_id) values (gen_random_uuid(), gen_random_uuid())`,
      `update public.seat_assignments set released_at = now()`,
      `delete from public.seat_assignments`,
    ],
    arrivals: [
      `insert into public.arrivals (member_id, arrived_at) values (gen_random_uuid(), now())`,
      `update public.arrivals set arrived_at = now()`,
      `delete from public.arrivals`,
    ],
    walk_ins: [
      `insert into public.walk_ins (id, name, arrived_at) values (gen_random_uuid(), 'X', now())`,
      `update public.walk_ins set name = 'Y'`,
      `delete from public.walk_ins`,
    ],
    day_of_changes: [
      `insert into public.day_of_changes (id) values (true)`,
      `update public.day_of_changes set changed_at = now()`,
      `delete from public.day_of_changes`,
    ],
    guest_photo_changes: [
      `insert into public.guest_photo_changes (id) values (true)`,
      `update public.guest_photo_changes set changed_at = now()`,
      `delete from public.guest_photo_changes`,
    ],
    guest_photos: [
      `insert into public.guest_photos (id, uploader_name) values (gen_random_uuid(), 'X')`,
      `update public.guest_photos set status = 'approved'`,
      `delete from public.guest_photos`,
    ],
    guest_photo_files: [
      `insert into public.guest_photo_files (photo_id, image_data) values (gen_random_uuid(), 'x')`,
      `update public.guest_photo_files set image_data = 'x'`,
      `delete from public.guest_photo_files`,
    ],
  }

  it.each(TABLES)('refuses direct INSERT, UPDATE and DELETE on %s for anon', async (table) => {
    const before = await db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)
    for (const sql of writes[table]) {
      for (const role of ['anon', 'authenticated'] as const) {
        const e = await asRole(db, role, () => dbError(db.query(sql)))
        expect({ role, sql, code: e.code }).toEqual({ role, sql, code: PERMISSION_DENIED })
      }
    }
    const after = await db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n)
  })

  it('keeps the private helpers and the service functions out of anon’s reach', async () => {
    const calls = [
      `select private.clean(' x ')`,
      `select public.create_admin('eve', 'eve@exemplo.com', 'senha-forte-123')`,
      `select public.record_contribution('card', 1000, 'Eve', 'eve@exemplo.com', null, null, 'cs_1')`,
      `select public.mark_contribution('cs_1', 'paid')`,
      `select public.open_checkout('abc')`,
    ]
    for (const sql of calls) {
      const e = await asAnon(db, () => dbError(db.query(sql)))
      expect({ sql, code: e.code }).toEqual({ sql, code: PERMISSION_DENIED })
    }
  })

  it('defines every security definer function with an empty search_path and no PUBLIC execute', async () => {
    const r = await db.query<{ name: string; config: string[] | null; acl: string | null }>(
      `select p.proname as name, p.proconfig as config, p.proacl::text as acl
         from pg_proc p where p.pronamespace = 'public'::regnamespace and p.prosecdef`,
    )
    expect(r.rows.length).toBeGreaterThanOrEqual(23)
    const withoutSearchPath = r.rows.filter((f) => !f.config?.includes('search_path=""'))
    expect(withoutSearchPath.map((f) => f.name)).toEqual([])
    // An ACL entry granted to PUBLIC starts with '='; no ACL at all means PUBLIC may execute.
    const publicExecute = r.rows.filter((f) => !f.acl || /(^|[{,])=X/.test(f.acl))
    expect(publicExecute.map((f) => f.name)).toEqual([])
  })
})

describe('constraints the browser cannot skip', () => {
  const bad: [string, string][] = [
    [
      'unknown gift category',
      `insert into public.gifts (id, name, description, category) values ('g1', 'Carro', 'Um carro', 'carros')`,
    ],
    [
      'blank gift name',
      `insert into public.gifts (id, name, description, category) values ('g2', '   ', 'Desc', 'outros')`,
    ],
    [
      'gift description over 500',
      `insert into public.gifts (id, name, description, category) values ('g3', 'N', repeat('a', 501), 'outros')`,
    ],
    [
      'reserved gift without reserver',
      `insert into public.gifts (id, name, description, category, reserved) values ('g4', 'N', 'D', 'outros', true)`,
    ],
    [
      'available gift with a reserver',
      `insert into public.gifts (id, name, description, category, reserved_by) values ('g5', 'N', 'D', 'outros', 'Ana')`,
    ],
    [
      'name that is not trimmed',
      `insert into public.messages (name, message) values (' Ana', 'Oi')`,
    ],
    [
      'message that ends in a line break',
      `insert into public.messages (name, message) values ('Ana', E'Oi\\n')`,
    ],
    [
      'message over 1000',
      `insert into public.messages (name, message) values ('Ana', repeat('a', 1001))`,
    ],
    ['name over 80', `insert into public.messages (name, message) values (repeat('a', 81), 'Oi')`],
    [
      'photo that is not an image',
      `insert into public.photos (title, image_data, image_type, thumbnail) values ('t', 'data:text/html,<b>', 'text/html', 'data:text/html,<b>')`,
    ],
    [
      'plain-text password',
      `insert into public.admin_users (username, password_hash, email) values ('ana', 'casamento2025', 'ana@exemplo.com')`,
    ],
    [
      'malformed admin email',
      `insert into public.admin_users (username, password_hash, email) values ('ana', '$2a$10$abc', 'ana@')`,
    ],
    [
      'rsvp answer other than sim/nao',
      `insert into public.rsvps (nome_completo, vai_ao_evento, email, telefone) values ('Ana', 'talvez', 'ana@exemplo.com', '34999990000')`,
    ],
    [
      'rsvp observations over 1000',
      `insert into public.rsvps (nome_completo, vai_ao_evento, email, telefone, observacoes) values ('Ana', 'sim', 'ana@exemplo.com', '34999990000', repeat('a', 1001))`,
    ],
    [
      'contribution of zero',
      `insert into public.contributions (kind, status, amount_cents, donor_name) values ('pix', 'paid', 0, 'Ana')`,
    ],
    [
      'card contribution without session',
      `insert into public.contributions (kind, status, amount_cents, donor_name) values ('card', 'paid', 100, 'Ana')`,
    ],
    [
      'unknown contribution status',
      `insert into public.contributions (kind, status, amount_cents, donor_name) values ('pix', 'refunded', 100, 'Ana')`,
    ],
  ]

  it.each(bad)('refuses a %s even from the superuser', async (_label, sql) => {
    const e = await dbError(db.query(sql))
    expect(e.code).toBe(CHECK_VIOLATION)
  })

  it('keeps every RSVP of one email (the history), whatever its case', async () => {
    for (const email of ['Ana@Exemplo.com', 'ana@exemplo.com']) {
      await db.query(
        `insert into public.rsvps (nome_completo, vai_ao_evento, email, telefone)
         values ('Ana', 'sim', $1, '34999990000')`,
        [email],
      )
    }
    const r = await db.query<{ n: number }>(
      `select count(*)::int as n from public.rsvps where lower(email) = 'ana@exemplo.com'`,
    )
    expect(r.rows[0]?.n).toBe(2)
  })

  it.each([
    [
      'a household code with a look-alike',
      `insert into public.households (name, code) values ('Ana', 'abcdefghi1')`,
    ],
    ['a blank household name', `insert into public.households (name) values (' ')`],
    [
      'a named member without a name',
      `insert into public.household_members (household_id, name) select id, '' from public.households limit 1`,
    ],
    [
      'an adult with an age band',
      `insert into public.household_members (household_id, name, age_band) select id, 'Ana', '0-5' from public.households limit 1`,
    ],
    [
      'an answer other than sim/nao',
      `insert into public.household_members (household_id, name, attending) select id, 'Ana', 'talvez' from public.households limit 1`,
    ],
    [
      'a history entry from nowhere',
      `insert into public.household_answers (household_id, source, members) select id, 'robo', '[]' from public.households limit 1`,
    ],
  ])('refuses %s even from the superuser', async (_label, sql) => {
    const e = await dbError(db.query(sql))
    expect(e.code).toBe(CHECK_VIOLATION)
  })
})
