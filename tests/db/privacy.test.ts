// Guests' personal data (docs/decisions/0022-guests-personal-data.md): the couple find, export and
// erase one person by e-mail or phone, every such action is logged, sensitive fields need consent,
// and the retention clears contact details after RETENTION_ENDS_AT. Guests write through the public
// functions as role anon, as the site does.
import { beforeEach, describe, expect, it } from 'vitest'
import { RETENTION_ENDS_AT, RETENTION_NOTICE_DAYS } from '@/config/wedding'
import {
  asAnon,
  asRole,
  dbError,
  demoAdminToken,
  DEMO_ADMIN,
  fileTestDb,
  firstRow,
  readSql,
} from './pglite'

const db = fileTestDb()
const anon = <T>(fn: () => Promise<T>) => asAnon(db, fn)
const PERMISSION_DENIED = '42501'
const DAY_MS = 24 * 60 * 60 * 1000

const ANA = {
  name: 'Ana Souza',
  email: 'ana.souza@exemplo.com',
  phone: '(34) 99654-7788',
  digits: '34996547788',
}
const BIA = {
  name: 'Bia Lima',
  email: 'bia@exemplo.com',
  phone: '(34) 98888-2222',
  digits: '34988882222',
}

let token = ''

beforeEach(async () => {
  await db.query(`select set_config('request.headers', $1, false)`, [
    JSON.stringify({ 'cf-connecting-ip': '203.0.113.9' }),
  ])
  await db.exec(readSql('embedded/demo-admin.sql'))
  token = await demoAdminToken(db)
})

async function json<T>(sql: string, params: unknown[] = []): Promise<T> {
  const r = await anon(() => db.query<{ j: T }>(sql, params))
  return firstRow(r).j
}

async function submitRsvp(
  who: typeof ANA,
  email: string,
  dietary: string | null,
  consent: boolean,
): Promise<void> {
  await anon(() =>
    db.query('select public.submit_rsvp($1, $2, $3, $4, $5, $6, $7)', [
      who.name,
      'sim',
      email,
      who.phone,
      'Chego cedo para ajudar.',
      dietary,
      consent,
    ]),
  )
}

interface ListedHousehold {
  id: string
  name: string
  code: string
  phone: string | null
  answer_phone: string | null
  message: string | null
  members: {
    id: string
    name: string
    dietary: string | null
    age_band: string | null
    attending: string | null
  }[]
  history: {
    members: { name: string; attending: string | null; dietary: string | null }[]
    sensitive_consent_at: string | null
  }[]
}

async function saveHousehold(name: string, phone: string | null, email: string | null) {
  const id = await json<string>('select public.admin_save_household($1, $2) as j', [
    token,
    JSON.stringify({
      name,
      phone,
      email,
      note: 'Primos da noiva',
      members: [
        { name: `${name} (adulto)`, kind: 'adult', companion: false },
        { name: `${name} (criança)`, kind: 'child', age_band: '3-7', companion: false },
      ],
    }),
  ])
  return household(id)
}

async function household(id: string): Promise<ListedHousehold> {
  const list = await json<ListedHousehold[]>('select public.admin_list_households($1) as j', [
    token,
  ])
  const found = list.find((h) => h.id === id)
  if (!found) throw new Error(`no household ${id}`)
  return found
}

async function answerHousehold(h: ListedHousehold, phone: string | null, consent: boolean) {
  const answers = h.members.map((m, i) => ({
    member_id: m.id,
    attending: 'sim',
    dietary: i === 1 ? 'Alergia a amendoim' : null,
  }))
  expect(
    await json('select public.answer_invitation($1, $2, $3, $4, $5) as j', [
      h.code,
      JSON.stringify(answers),
      'Estaremos lá!',
      phone,
      consent,
    ]),
  ).toBeNull()
}

/** Two guests who did everything the site allows: Ana (the one looked up) and Bia. */
async function twoGuests() {
  await db.exec(`
    insert into public.gifts (id, name, description, category) values
      ('g1', 'Jogo de panelas', 'Inox', 'cozinha'), ('g2', 'Jarra', 'Vidro', 'cozinha');
    insert into public.gifts (id, name, description, category, kind, price_cents, quotas)
      values ('g3', 'Passagens da lua de mel', 'Cotas', 'outros', 'money', 10000, 5);
  `)
  // Ana answers the open form twice (another case of her e-mail), with consent for her diet.
  await submitRsvp(ANA, ANA.email, 'Sem glúten', true)
  await submitRsvp(ANA, ANA.email.toUpperCase(), 'Sem glúten', true)
  await submitRsvp(BIA, BIA.email, 'Vegetariana', true)
  // Her reservation gives her phone in another format (+55, no punctuation).
  await anon(() =>
    db.query(`select public.reserve_gift('g1', $1, $2, $3, 'Com carinho')`, [
      ANA.name,
      ANA.email,
      `+55 ${ANA.digits}`,
    ]),
  )
  await anon(() =>
    db.query(`select public.reserve_gift('g2', $1, $2, $3)`, [BIA.name, BIA.email, BIA.phone]),
  )
  await anon(() => db.query(`select public.post_message($1, 'Felicidades!')`, [ANA.name]))
  await anon(() => db.query(`select public.post_message('ANA  SOUZA', 'Que dia lindo!')`))
  await anon(() => db.query(`select public.post_message($1, 'Parabéns!')`, [BIA.name]))
  // A card contribution, paid, and a PIX for a gift started by her.
  await asRole(db, 'service_role', async () => {
    for (const [who, session] of [
      [ANA, 'cs_ana'],
      [BIA, 'cs_bia'],
    ] as const) {
      await db.query(
        `select public.record_contribution('card', 25000, $1, $2, $3, 'Com amor', $4, $5)`,
        [who.name, who.email, who.phone, session, `key-${session}`],
      )
      await db.query(`select public.mark_contribution($1, 'paid')`, [session])
    }
  })
  const pix = await json<{ txid: string }>(
    `select public.start_gift_pix('g3', 1, null, $1, $2, $3) as j`,
    [ANA.name, ANA.email, ANA.phone],
  )
  // Her household is found by its phone; Bia's by its e-mail.
  const souza = await saveHousehold('Família Souza', '34 99654 7788', null)
  const lima = await saveHousehold('Família Lima', null, BIA.email)
  await answerHousehold(souza, ANA.phone, true)
  await answerHousehold(lima, BIA.phone, true)
  return { souza: souza.id, lima: lima.id, txid: pix.txid }
}

interface Person {
  kind: string
  emails: string[]
  phones: string[]
  rsvps: { id: string; email: string | null; dietary: string | null }[]
  households: { id: string }[]
  reservations: { gift_id: string }[]
  messages: { name: string; message: string }[]
  contributions: { id: string; status: string; pix_txid: string | null }[]
}

const find = (query: string) =>
  json<Person>('select public.admin_find_person($1, $2) as j', [token, query])

/** Every text, json and array column of every table, as text, whatever the schema. */
async function everyStoredText(): Promise<string[]> {
  const columns = await db.query<{ table_schema: string; table_name: string; column_name: string }>(
    `select c.table_schema, c.table_name, c.column_name
       from information_schema.columns c
       join information_schema.tables t
         on t.table_schema = c.table_schema and t.table_name = c.table_name
      where t.table_type = 'BASE TABLE'
        and c.table_schema not in ('pg_catalog', 'information_schema')
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`,
  )
  expect(columns.rows.length).toBeGreaterThan(40)
  const values: string[] = []
  for (const c of columns.rows) {
    const r = await db.query<{ v: string }>(
      `select "${c.column_name}"::text as v from "${c.table_schema}"."${c.table_name}"
        where "${c.column_name}" is not null`,
    )
    values.push(
      ...r.rows.map((row) => `${c.table_schema}.${c.table_name}.${c.column_name}: ${row.v}`),
    )
  }
  return values
}

/** The stored values that carry any trace of the person: e-mail, its digest, phone digits, name. */
async function tracesOf(who: typeof ANA): Promise<string[]> {
  const md5 = firstRow(
    await db.query<{ h: string }>('select md5($1) as h', [who.email.toLowerCase()]),
  ).h
  return (await everyStoredText()).filter((value) => {
    const lower = value.toLowerCase()
    return (
      lower.includes(who.email) ||
      lower.includes(md5) ||
      value.replace(/[^0-9]/g, '').includes(who.digits.slice(2)) ||
      lower.includes(who.name.split(' ')[1]?.toLowerCase() ?? who.name)
    )
  })
}

describe('finding one person', () => {
  it('returns every row of the person, by e-mail in any case or by phone in any format, and nothing of anyone else', async () => {
    const { souza, txid } = await twoGuests()
    const person = await find(' ANA.Souza@exemplo.com ')
    expect(person.kind).toBe('email')
    expect(person.emails).toEqual([ANA.email])
    expect(person.phones).toEqual([ANA.digits])
    expect(person.rsvps).toHaveLength(2)
    expect(person.rsvps.every((r) => r.dietary === 'Sem glúten')).toBe(true)
    expect(person.households.map((h) => h.id)).toEqual([souza])
    expect(person.reservations.map((g) => g.gift_id)).toEqual(['g1'])
    expect(person.messages.map((m) => m.message).sort()).toEqual(['Felicidades!', 'Que dia lindo!'])
    expect(person.contributions.map((c) => c.status).sort()).toEqual(['paid', 'started'])
    expect(person.contributions.some((c) => c.pix_txid === txid)).toBe(true)

    const text = JSON.stringify(person).toLowerCase()
    for (const trace of ['bia', 'lima', BIA.digits, 'cs_bia', 'jarra', 'parabéns']) {
      expect(text).not.toContain(trace)
    }
    // Nor a digest of the checkout (what the person gave is in the other fields).
    expect(text).not.toContain('key-cs_ana')

    const byPhone = await find('+55 (34) 99654-7788')
    expect(byPhone.kind).toBe('phone')
    const ids = (p: Person) =>
      [...p.rsvps, ...p.households, ...p.contributions].map((r) => r.id).sort()
    expect(ids(byPhone)).toEqual(ids(person))
  })

  it('finds nothing for someone who left nothing, and refuses what is neither an e-mail nor a phone', async () => {
    await twoGuests()
    const nobody = await find('ninguem@exemplo.com')
    expect([
      nobody.rsvps,
      nobody.households,
      nobody.reservations,
      nobody.messages,
      nobody.contributions,
    ]).toEqual([[], [], [], [], []])
    for (const query of ['', 'Ana Souza', '123', 'ana@']) {
      expect(await dbError(find(query))).toMatchObject({ code: 'WD400' })
    }
  })

  it('logs each lookup, export and erasure with who and when, and counts only', async () => {
    await twoGuests()
    await find(ANA.email)
    await json('select public.admin_export_person($1, $2) as j', [token, ANA.phone])
    await json('select public.admin_erase_person($1, $2) as j', [token, ANA.email])
    const log = await json<
      { action: string; admin_username: string; at: string; counts: Record<string, number> }[]
    >('select public.admin_privacy_log($1) as j', [token])
    expect(log.map((l) => l.action)).toEqual(['erase', 'export', 'lookup'])
    expect(log.every((l) => l.admin_username === DEMO_ADMIN.username)).toBe(true)
    expect(log[2]?.counts).toEqual({
      rsvps: 2,
      households: 1,
      reservations: 1,
      messages: 2,
      contributions: 2,
      guest_photos: 0,
    })
    const stored = await db.query<{ row: string }>(
      'select row_to_json(a)::text as row from public.privacy_actions a',
    )
    for (const { row } of stored.rows) {
      expect(row.toLowerCase()).not.toMatch(/ana|souza|9654/)
    }
  })
})

describe('erasing one person', () => {
  it('leaves no copy of the e-mail, the phone or the name in any column of any table', async () => {
    const { souza } = await twoGuests()
    expect((await tracesOf(ANA)).length).toBeGreaterThan(10)
    const before = await tracesOf(BIA)

    const counts = await json<Record<string, number>>(
      'select public.admin_erase_person($1, $2) as j',
      [token, ANA.phone],
    )
    expect(counts).toEqual({
      rsvps: 2,
      households: 1,
      reservations: 1,
      messages: 2,
      contributions: 2,
      guest_photos: 0,
    })
    expect(await tracesOf(ANA)).toEqual([])
    // Bia's data are all still there.
    expect(await tracesOf(BIA)).toEqual(before)

    // What the couple keep, without the person: the answers, the household's headcount, the
    // reservation, the message on the wall, the money.
    const rsvps = await db.query<{ vai_ao_evento: string; nome_completo: string }>(
      `select vai_ao_evento, nome_completo from public.rsvps where nome_completo <> $1`,
      [BIA.name],
    )
    expect(rsvps.rows).toEqual([
      { vai_ao_evento: 'sim', nome_completo: 'Anônimo' },
      { vai_ao_evento: 'sim', nome_completo: 'Anônimo' },
    ])
    const kept = await household(souza)
    expect(kept.members.map((m) => [m.name, m.dietary, m.age_band])).toEqual([
      ['Anônimo', null, null],
      ['Anônimo', null, null],
    ])
    const gifts = await anon(() =>
      db.query<{ id: string; reserved: boolean; reserved_by: string | null }>(
        `select id, reserved, reserved_by from public.list_gifts() where id in ('g1', 'g2') order by id`,
      ),
    )
    expect(gifts.rows).toEqual([
      { id: 'g1', reserved: true, reserved_by: 'Anônimo' },
      { id: 'g2', reserved: true, reserved_by: BIA.name },
    ])
    const wall = await anon(() =>
      db.query<{ name: string; message: string }>(
        'select name, message from public.list_messages() order by message',
      ),
    )
    expect(wall.rows).toEqual([
      { name: 'Anônimo', message: 'Felicidades!' },
      { name: BIA.name, message: 'Parabéns!' },
      { name: 'Anônimo', message: 'Que dia lindo!' },
    ])
    const paid = await db.query<{ amount_cents: number; contributed_at: Date; donor_name: string }>(
      `select amount_cents, contributed_at, donor_name from public.contributions
        where stripe_session_id = 'cs_ana' and status = 'paid'`,
    )
    expect(paid.rows).toEqual([
      { amount_cents: 25000, contributed_at: expect.any(Date), donor_name: 'Anônimo' },
    ])
    // A lookup afterwards finds nothing of her.
    const after = await find(ANA.email)
    expect([after.rsvps, after.households, after.reservations, after.messages]).toEqual([
      [],
      [],
      [],
      [],
    ])
  })

  it('keeps the amount and date of a paid contribution exactly', async () => {
    await twoGuests()
    const q = `select id, amount_cents, contributed_at, status, kind, gift_name
                 from public.contributions order by id`
    const before = await db.query(q)
    await json('select public.admin_erase_person($1, $2) as j', [token, ANA.email])
    expect((await db.query(q)).rows).toEqual(before.rows)
  })
})

// A person the guest list knows by name: she answered the open form with her e-mail and phone,
// she is the contact of one household and a member of her parents' (their phone), with a consented
// health note, and she signed the wall. Namesakes by first name, and her parents, are not her.
const VAL = {
  name: 'Valquíria Xandovalle',
  email: 'valquiria.x@exemplo.com',
  phone: '(31) 97654-3210',
  digits: '31976543210',
  health: 'Celíaca',
}
const PARENTS = { name: 'Heitor Xandovalle', phone: '(31) 3222-4455', email: 'heitor@exemplo.com' }

/** A household the couple saved, answered by invitation with consent and each member's note. */
async function answeredHousehold(
  name: string,
  contact: { phone: string | null; email: string | null },
  members: { name: string; dietary: string | null; kind?: 'adult' | 'child'; age_band?: string }[],
  answerPhone: string | null,
  times = 1,
): Promise<ListedHousehold> {
  const id = await json<string>('select public.admin_save_household($1, $2) as j', [
    token,
    JSON.stringify({
      name,
      ...contact,
      note: `Convite de ${name}`,
      members: members.map((m) => ({
        name: m.name,
        kind: m.kind ?? 'adult',
        age_band: m.age_band ?? null,
        companion: false,
      })),
    }),
  ])
  const saved = await household(id)
  for (let i = 0; i < times; i++) {
    expect(
      await json('select public.answer_invitation($1, $2, $3, $4, true) as j', [
        saved.code,
        JSON.stringify(
          saved.members.map((m, j) => ({
            member_id: m.id,
            attending: 'sim',
            dietary: members[j]?.dietary ?? null,
          })),
        ),
        `Resposta ${i + 1} de ${name}`,
        answerPhone,
      ]),
    ).toBeNull()
  }
  return household(id)
}

/** A text as the search below compares it: no accents, any case, blanks as one space. */
const folded = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')

/** The stored values that still carry her whole name, e-mail (or its digest), phone or health note. */
async function tracesOfVal(): Promise<string[]> {
  const md5 = firstRow(await db.query<{ h: string }>('select md5($1) as h', [VAL.email])).h
  return (await everyStoredText()).filter((value) => {
    const text = folded(value)
    return (
      text.includes(folded(VAL.name)) ||
      text.includes(VAL.email) ||
      text.includes(md5) ||
      value.replace(/[^0-9]/g, '').includes(VAL.digits.slice(2)) ||
      text.includes(folded(VAL.health))
    )
  })
}

/** Valquíria in every place the site can hold a guest, and three people who are not her. */
async function valEverywhere() {
  await db.exec(`
    insert into public.gifts (id, name, description, category) values
      ('g1', 'Jogo de panelas', 'Inox', 'cozinha');
    insert into public.gifts (id, name, description, category, kind, price_cents, quotas)
      values ('g3', 'Passagens da lua de mel', 'Cotas', 'outros', 'money', 10000, 5);
  `)
  // The open form, twice (its history), her note given with consent.
  for (const email of [VAL.email, VAL.email.toUpperCase()]) {
    await anon(() =>
      db.query('select public.submit_rsvp($1, $2, $3, $4, $5, $6, true)', [
        VAL.name,
        'sim',
        email,
        VAL.phone,
        `Sou a ${VAL.name}, levo meu pão sem glúten.`,
        VAL.health,
      ]),
    )
  }
  // The contact of a household (her phone in another format), answered with her phone.
  const own = await answeredHousehold(
    'Valquíria e Tomás',
    { phone: '+55 31 976543210', email: null },
    [
      { name: VAL.name, dietary: VAL.health },
      { name: 'Tomás Brandão', dietary: null },
    ],
    VAL.phone,
  )
  // A member of her parents' household, answered twice by them, with her note and her father's.
  const parents = await answeredHousehold(
    'Família Xandovalle',
    { phone: PARENTS.phone, email: PARENTS.email },
    [
      { name: PARENTS.name, dietary: 'Diabético' },
      { name: 'VALQUIRIA  xandovalle', dietary: VAL.health },
    ],
    PARENTS.phone,
    2,
  )
  // People who share her first name only.
  const namesakes = await answeredHousehold(
    'Família Souza',
    { phone: '(31) 98888-1111', email: null },
    [
      { name: 'Valquíria Souza', dietary: 'Vegana' },
      { name: 'Valquíria', dietary: null },
    ],
    '(31) 98888-1111',
  )
  await anon(() =>
    db.query(`select public.reserve_gift('g1', $1, $2, $3, $4)`, [
      VAL.name,
      VAL.email,
      `+55 ${VAL.digits}`,
      `Com carinho, ${VAL.name}`,
    ]),
  )
  await json(`select public.start_gift_pix('g3', 1, null, $1, $2, $3, $4) as j`, [
    VAL.name,
    VAL.email,
    VAL.phone,
    'Boa viagem!',
  ])
  await asRole(db, 'service_role', async () => {
    await db.query(
      `select public.record_contribution('card', 25000, $1, $2, $3, 'Com amor', 'cs_val', 'key-cs_val')`,
      [VAL.name, VAL.email, VAL.phone],
    )
    await db.query(`select public.mark_contribution('cs_val', 'paid')`)
  })
  for (const [name, message] of [
    [VAL.name, 'Felicidades!'],
    ['valquiria   XANDOVALLE', 'Que dia lindo!'],
    ['Valquíria Souza', 'Parabéns!'],
    ['Valquíria', 'Beijos!'],
  ] as const) {
    await anon(() => db.query('select public.post_message($1, $2)', [name, message]))
  }
  return { own: own.id, parents: parents.id, namesakes: namesakes.id }
}

describe('a person the guest list knows', () => {
  it('erasing by phone takes her name off the wall when her household names her', async () => {
    const h = await answeredHousehold(
      'Família Xandovalle',
      { phone: '+55 31 97654-3210', email: null },
      [
        { name: VAL.name, dietary: null },
        { name: PARENTS.name, dietary: null },
      ],
      '+55 31 97654-3210',
    )
    await anon(() => db.query(`select public.post_message($1, 'Felicidades!')`, [VAL.name]))
    await anon(() => db.query(`select public.post_message('Valquíria', 'Beijos!')`))

    const found = await find('+55 31 97654-3210')
    expect(found.households.map((x) => x.id)).toEqual([h.id])
    expect(found.messages.map((m) => m.message)).toEqual(['Felicidades!'])

    expect(
      await json('select public.admin_erase_person($1, $2) as j', [token, '+55 31 97654-3210']),
    ).toEqual({
      rsvps: 0,
      households: 1,
      reservations: 0,
      messages: 1,
      contributions: 0,
      guest_photos: 0,
    })
    const wall = await anon(() =>
      db.query<{ name: string; message: string }>(
        'select name, message from public.list_messages() order by message',
      ),
    )
    expect(wall.rows).toEqual([
      { name: 'Valquíria', message: 'Beijos!' },
      { name: 'Anônimo', message: 'Felicidades!' },
    ])
  })

  it('erasing by e-mail reaches her as a member of her parents’ household, and only her', async () => {
    await anon(() =>
      db.query('select public.submit_rsvp($1, $2, $3, $4)', [
        VAL.name,
        'sim',
        VAL.email,
        VAL.phone,
      ]),
    )
    const parents = await answeredHousehold(
      'Família Xandovalle',
      { phone: PARENTS.phone, email: null },
      [
        { name: PARENTS.name, dietary: 'Diabético' },
        { name: VAL.name, dietary: VAL.health },
        { name: 'Valquíria', dietary: null },
      ],
      PARENTS.phone,
    )

    // The couple see the household she is listed in, and nothing makes her parents' phone hers.
    const found = await find(VAL.email)
    expect(found.households.map((h) => h.id)).toEqual([parents.id])
    expect(found.phones).toEqual([VAL.digits])

    expect(await json('select public.admin_erase_person($1, $2) as j', [token, VAL.email])).toEqual(
      { rsvps: 1, households: 1, reservations: 0, messages: 0, contributions: 0, guest_photos: 0 },
    )

    // Her seat stays, answered, without her name or her note; her family keep theirs.
    const kept = await household(parents.id)
    expect(kept.name).toBe('Família Xandovalle')
    expect(kept.members.map((m) => [m.name, m.dietary, m.age_band, m.attending])).toEqual([
      [PARENTS.name, 'Diabético', null, 'sim'],
      ['Anônimo', null, null, 'sim'],
      ['Valquíria', null, null, 'sim'],
    ])
    expect([kept.phone, kept.answer_phone, kept.message]).toEqual([
      PARENTS.phone,
      PARENTS.phone,
      'Resposta 1 de Família Xandovalle',
    ])
    expect(kept.history[0]?.members).toEqual([
      { name: PARENTS.name, attending: 'sim', dietary: 'Diabético' },
      { name: 'Anônimo', attending: 'sim', dietary: null },
      { name: 'Valquíria', attending: 'sim', dietary: null },
    ])
    expect((await find(VAL.email)).households).toEqual([])
  })

  for (const by of ['email', 'phone'] as const) {
    it(`erased by ${by === 'email' ? 'e-mail' : 'phone'}, leaves her name, e-mail, phone and health note in no column of any table, and everyone else's data`, async () => {
      const { own, parents, namesakes } = await valEverywhere()
      const query = by === 'email' ? VAL.email : '+55 31 97654-3210'
      const before = await find(query)
      expect(before.households.map((h) => h.id).sort()).toEqual([own, parents].sort())
      expect(before.messages.map((m) => m.message).sort()).toEqual([
        'Felicidades!',
        'Que dia lindo!',
      ])
      const traces = await tracesOfVal()
      expect(traces.length).toBeGreaterThan(15)
      // What her parents and her namesakes stored, where it does not sit beside her.
      const others = (await everyStoredText()).filter(
        (v) => /souza|heitor|diabético|vegana|3222-4455/i.test(v) && !traces.includes(v),
      )
      expect(others.length).toBeGreaterThan(10)

      expect(await json('select public.admin_erase_person($1, $2) as j', [token, query])).toEqual({
        rsvps: 2,
        households: 2,
        reservations: 1,
        messages: 2,
        contributions: 2,
        guest_photos: 0,
      })
      expect(await tracesOfVal()).toEqual([])
      // Her parents, her namesakes and their messages are untouched.
      const left = await everyStoredText()
      for (const value of others) expect(left).toContain(value)
      expect((await household(namesakes)).members.map((m) => m.name)).toEqual([
        'Valquíria Souza',
        'Valquíria',
      ])
      // Every answer still counts.
      const attending = await db.query<{ n: number }>(
        `select count(*)::int as n from public.household_members where attending = 'sim'`,
      )
      expect(firstRow(attending).n).toBe(6)
      const after = await find(query)
      expect([after.rsvps, after.households, after.messages, after.contributions]).toEqual([
        [],
        [],
        [],
        [],
      ])
    })
  }
})

describe('consent for sensitive data', () => {
  it('the open form stores the dietary note only with consent, and the answer either way', async () => {
    await submitRsvp(ANA, ANA.email, 'Sem glúten', false)
    await submitRsvp(BIA, BIA.email, 'Vegetariana', true)
    const r = await db.query<{
      email: string
      vai_ao_evento: string
      observacoes: string
      dietary: string | null
      consent: boolean
    }>(
      `select email, vai_ao_evento, observacoes, dietary,
              sensitive_consent_at > now() - interval '1 minute' as consent
         from public.rsvps order by email`,
    )
    expect(r.rows).toEqual([
      {
        email: ANA.email,
        vai_ao_evento: 'sim',
        observacoes: 'Chego cedo para ajudar.',
        dietary: null,
        consent: null,
      },
      {
        email: BIA.email,
        vai_ao_evento: 'sim',
        observacoes: 'Chego cedo para ajudar.',
        dietary: 'Vegetariana',
        consent: true,
      },
    ])
    // Not even a bypass of the function can store a note without the consent's time.
    expect(
      await dbError(
        db.query(`update public.rsvps set sensitive_consent_at = null where dietary is not null`),
      ),
    ).toMatchObject({ code: '23514' })
  })

  it('a household answer without consent is stored without the dietary notes', async () => {
    const h = await saveHousehold('Família Souza', ANA.phone, null)
    await answerHousehold(h, ANA.phone, false)
    const without = await household(h.id)
    expect(without.members.map((m) => m.dietary)).toEqual([null, null])
    expect(without.history[0]?.members.map((m) => m.dietary)).toEqual([null, null])
    expect(without.history[0]?.sensitive_consent_at).toBeNull()
    const attending = await db.query<{ attending: string }>(
      'select attending from public.household_members order by position',
    )
    expect(attending.rows.map((m) => m.attending)).toEqual(['sim', 'sim'])

    await answerHousehold(h, ANA.phone, true)
    const withConsent = await household(h.id)
    expect(withConsent.members.map((m) => m.dietary)).toEqual([null, 'Alergia a amendoim'])
    expect(withConsent.history[0]?.sensitive_consent_at).not.toBeNull()

    // The couple recording an answer by phone follow the same rule.
    await json('select public.admin_record_answer($1, $2, $3) as j', [
      token,
      h.id,
      JSON.stringify(
        h.members.map((m) => ({ member_id: m.id, attending: 'sim', dietary: 'Nozes' })),
      ),
    ])
    expect((await household(h.id)).members.map((m) => m.dietary)).toEqual([null, null])
  })
})

describe('retention', () => {
  const at = (ms: number) => new Date(RETENTION_ENDS_AT.getTime() + ms).toISOString()
  const apply = async (instant: string) =>
    firstRow(
      await db.query<{ j: Record<string, number> }>('select private.apply_retention($1) as j', [
        instant,
      ]),
    ).j

  it('is the date and notice of src/config/wedding.ts', async () => {
    const r = await db.query<{ t: Date }>('select private.retention_ends_at() as t')
    expect(firstRow(r).t.toISOString()).toBe(RETENTION_ENDS_AT.toISOString())
    const status = async (instant: string) =>
      firstRow(
        await db.query<{ j: { days_left: number; notice_due: boolean } }>(
          'select private.retention_status($1) as j',
          [instant],
        ),
      ).j
    const notice = RETENTION_NOTICE_DAYS * DAY_MS
    expect(await status(at(-notice - 60_000))).toMatchObject({
      notice_due: false,
      days_left: RETENTION_NOTICE_DAYS + 1,
    })
    expect(await status(at(-notice))).toMatchObject({
      notice_due: true,
      days_left: RETENTION_NOTICE_DAYS,
    })
    expect(await status(at(-DAY_MS / 2))).toMatchObject({ notice_due: true, days_left: 1 })
    expect(await status(at(0))).toMatchObject({ notice_due: false, days_left: 0 })
  })

  it('removes contact details and sensitive fields after the date, keeps names, messages, gifts and money, and runs again harmlessly', async () => {
    await twoGuests()
    const untouched = await everyStoredText()
    expect(await apply(at(-60_000))).toEqual({
      rsvps: 0,
      households: 0,
      reservations: 0,
      messages: 0,
      contributions: 0,
      day_of: 0,
    })
    expect(await everyStoredText()).toEqual(untouched)

    const pending = firstRow(
      await db.query<{ j: { pending: Record<string, number> } }>(
        'select private.retention_status(now()) as j',
      ),
    ).j.pending
    expect(pending).toEqual({ rsvps: 3, households: 2, reservations: 2, contributions: 3 })

    expect(await apply(at(DAY_MS))).toEqual({
      rsvps: 3,
      households: 2,
      reservations: 2,
      messages: 0,
      contributions: 3,
      day_of: 0,
    })
    const left = await everyStoredText()
    for (const who of [ANA, BIA]) {
      expect(left.filter((v) => v.toLowerCase().includes(who.email))).toEqual([])
      expect(left.filter((v) => v.replace(/[^0-9]/g, '').includes(who.digits.slice(2)))).toEqual([])
    }
    for (const sensitive of ['Sem glúten', 'Vegetariana', 'Alergia a amendoim', '3-7']) {
      expect(left.filter((v) => v.includes(sensitive))).toEqual([])
    }
    // What stays: names, the wall, reservations, gift names, the money.
    for (const kept of [
      'public.messages.message: Felicidades!',
      'public.messages.name: Bia Lima',
      'public.gifts.reserved_by: Ana Souza',
      'public.rsvps.nome_completo: Bia Lima',
      'public.contributions.gift_name: Passagens da lua de mel',
      'public.household_members.name: Família Souza (criança)',
    ]) {
      expect(left).toContain(kept)
    }
    const money = await db.query<{ n: number; total: number }>(
      `select count(*)::int as n, sum(amount_cents)::int as total from public.contributions
        where status = 'paid'`,
    )
    expect(firstRow(money)).toEqual({ n: 2, total: 50000 })

    // Idempotent: a second run changes nothing and logs nothing more.
    expect(await apply(at(2 * DAY_MS))).toEqual({
      rsvps: 0,
      households: 0,
      reservations: 0,
      messages: 0,
      contributions: 0,
      day_of: 0,
    })
    expect(await everyStoredText()).toEqual(left)
    const log = await db.query<{ action: string; admin_username: string | null }>(
      'select action, admin_username from public.privacy_actions',
    )
    expect(log.rows).toEqual([{ action: 'retention', admin_username: null }])
  })
})

describe('a stranger', () => {
  it('cannot call any of it without the couple’s session, nor read the log', async () => {
    await twoGuests()
    for (const sql of [
      `select public.admin_find_person($1, '${ANA.email}')`,
      `select public.admin_export_person($1, '${ANA.email}')`,
      `select public.admin_erase_person($1, '${ANA.email}')`,
      'select public.admin_privacy_log($1)',
      'select public.admin_retention_status($1)',
    ]) {
      for (const bad of [null, '', 'token-inventado']) {
        expect(await dbError(anon(() => db.query(sql, [bad])))).toMatchObject({ code: 'WD401' })
      }
    }
    for (const sql of [
      'select * from public.privacy_actions',
      `insert into public.privacy_actions (action, counts) values ('retention', '{}')`,
      `select private.apply_retention(now() + interval '10 years')`,
      `select private.person_json(private.person_keys('${ANA.email}'))`,
      'select private.retention_status(now())',
    ]) {
      for (const role of ['anon', 'authenticated'] as const) {
        expect(await asRole(db, role, () => dbError(db.query(sql)))).toMatchObject({
          code: PERMISSION_DENIED,
        })
      }
    }
    // Nothing was erased or logged.
    expect(await tracesOf(ANA)).not.toEqual([])
    expect(
      firstRow(
        await db.query<{ n: number }>('select count(*)::int as n from public.privacy_actions'),
      ).n,
    ).toBe(0)
  })
})
