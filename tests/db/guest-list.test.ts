// The guest list as a stranger and as the couple meet it (docs/decisions/0016-guest-list.md):
// role anon, through the SQL functions only; a personal code is the only key to a household.
import { beforeEach, describe, expect, it } from 'vitest'
import { COMMON } from '@/config/copy/common'
import { GUEST_LIST_LIMITS, RATE_LIMITS } from '@/config/limits'
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

const NOT_FOUND = {
  code: 'WD404',
  message: 'Convite não encontrado. Confira o link que você recebeu.',
}
const LIMITED = { code: 'WD420', message: COMMON.tooManyRequests }
const PERMISSION_DENIED = '42501'
const CODE = /^[a-kmnp-z2-9]{10}$/

const db = fileTestDb()

const anon = <T>(fn: () => Promise<T>) => asAnon(db, fn)

/** The caller's address as hosted Supabase hands it to the SQL (tests/db/rate-limits.test.ts). */
async function asClient(address: string) {
  await db.query(`select set_config('request.headers', $1, false)`, [
    JSON.stringify({ 'cf-connecting-ip': address }),
  ])
}

let token = ''

beforeEach(async () => {
  await asClient('203.0.113.7')
  await db.exec(readSql('embedded/demo-admin.sql'))
  token = await demoAdminToken(db)
})

interface MemberInput {
  id?: string | null
  name: string
  kind?: string
  age_band?: string | null
  companion?: boolean
}
interface HouseholdInput {
  id?: string | null
  name: string
  phone?: string | null
  email?: string | null
  note?: string | null
  members: MemberInput[]
}
interface Member {
  id: string
  name: string
  kind: string
  age_band: string | null
  companion: boolean
  attending: 'sim' | 'nao' | null
  dietary: string | null
}
interface Invitation {
  household_name: string
  message: string | null
  phone: string | null
  answered_at: string | null
  members: Member[]
}
interface Answer {
  member_id: string
  attending: string
  name?: string | null
  dietary?: string | null
}
interface Household {
  id: string
  name: string
  phone: string | null
  code: string
  members: Member[]
  message: string | null
  answer_phone: string | null
  answered_at: string | null
  answered_by: string | null
  history: { source: string; message: string | null; members: unknown[] }[]
}

const member = (name: string, extra: Partial<MemberInput> = {}): MemberInput => ({
  id: null,
  name,
  kind: 'adult',
  age_band: null,
  companion: false,
  ...extra,
})

async function save(input: HouseholdInput): Promise<string> {
  const r = await anon(() =>
    db.query<{ id: string }>('select public.admin_save_household($1, $2) as id', [
      token,
      JSON.stringify(input),
    ]),
  )
  return firstRow(r).id
}

async function list(): Promise<Household[]> {
  const r = await anon(() =>
    db.query<{ j: Household[] }>('select public.admin_list_households($1) as j', [token]),
  )
  return firstRow(r).j
}

async function household(id: string): Promise<Household> {
  const found = (await list()).find((h) => h.id === id)
  if (!found) throw new Error(`no household ${id}`)
  return found
}

async function getInvitation(code: unknown): Promise<Invitation | typeof NOT_FOUND> {
  const r = await anon(() =>
    db.query<{ j: Invitation }>('select public.get_invitation($1) as j', [code]),
  )
  return firstRow(r).j
}

async function invitation(code: string): Promise<Invitation> {
  const found = await getInvitation(code)
  if (!('household_name' in found)) throw new Error(`no invitation for ${code}`)
  return found
}

async function answer(
  code: unknown,
  answers: unknown,
  message: string | null = null,
  phone: string | null = null,
  // Consent to store the dietary notes (tests/db/privacy.test.ts: without it they are dropped).
  consent = true,
): Promise<unknown> {
  const r = await anon(() =>
    db.query<{ j: unknown }>('select public.answer_invitation($1, $2, $3, $4, $5) as j', [
      code,
      JSON.stringify(answers),
      message,
      phone,
      consent,
    ]),
  )
  return firstRow(r).j
}

async function count(table: string, where = 'true'): Promise<number> {
  const r = await db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`)
  return firstRow(r).n
}

/** Família Souza (two adults, a child, a companion seat) and Família Ribeiro. */
async function twoHouseholds() {
  const souza = await save({
    name: 'Família Souza',
    phone: '(34) 99654-7788',
    email: 'ana.luiz@exemplo.com.br',
    note: 'Padrinhos',
    members: [
      member('Ana Paula Souza'),
      member('Luiz Souza'),
      member('Helena Souza', { kind: 'child', age_band: '6-12' }),
      member('', { companion: true }),
    ],
  })
  const ribeiro = await save({
    name: 'Família Ribeiro',
    phone: '(34) 99111-3344',
    members: [member('Juliana Ribeiro'), member('Rafael Ribeiro')],
  })
  const souzaCode = (await household(souza)).code
  const ribeiroCode = (await household(ribeiro)).code
  return { souza, ribeiro, souzaCode, ribeiroCode }
}

const allSim = (members: Member[], companionName = 'Bruno Tavares'): Answer[] =>
  members.map((m) => ({
    member_id: m.id,
    attending: 'sim',
    name: m.companion ? companionName : null,
    dietary: null,
  }))

describe('the tables are out of anon’s reach', () => {
  const tables = ['households', 'household_members', 'household_answers']

  it.each(tables)('anon and authenticated cannot read or write public.%s', async (table) => {
    await twoHouseholds()
    const before = await count(`public.${table}`)
    const statements = [
      `select * from public.${table}`,
      `select count(*) from public.${table}`,
      `update public.${table} set id = id`,
      `delete from public.${table}`,
      `insert into public.${table} default values`,
    ]
    for (const role of ['anon', 'authenticated'] as const) {
      for (const sql of statements) {
        const e = await asRole(db, role, () => dbError(db.query(sql)))
        expect({ role, sql, code: e.code }).toEqual({ role, sql, code: PERMISSION_DENIED })
      }
    }
    expect(await count(`public.${table}`)).toBe(before)
  })

  it('gives each household a code of 10 characters without look-alikes, made by the database', async () => {
    const { souzaCode, ribeiroCode } = await twoHouseholds()
    expect(souzaCode).toMatch(CODE)
    expect(ribeiroCode).toMatch(CODE)
    expect(souzaCode).not.toBe(ribeiroCode)
    // A code the couple (or a script) typed is ignored: the database makes it.
    const id = await save({
      name: 'Vó Cida',
      members: [member('Aparecida Lima')],
      code: 'aaaaaaaaaa',
    } as HouseholdInput)
    expect((await household(id)).code).not.toBe('aaaaaaaaaa')
  })
})

describe('get_invitation', () => {
  it('answers the household of a right code, and nothing of any other household', async () => {
    const { souzaCode, ribeiroCode } = await twoHouseholds()
    // Typed or pasted with spaces and in capitals, it is the same code.
    const found = await invitation(`  ${souzaCode.toUpperCase()} `)
    expect(found).toEqual({
      household_name: 'Família Souza',
      message: null,
      phone: null,
      // Not seated yet (supabase/schemas/11_day_of.sql).
      tables: [],
      answered_at: null,
      members: [
        expect.objectContaining({ name: 'Ana Paula Souza', kind: 'adult', companion: false }),
        expect.objectContaining({ name: 'Luiz Souza' }),
        expect.objectContaining({ name: 'Helena Souza', kind: 'child', age_band: '6-12' }),
        expect.objectContaining({ name: '', companion: true, attending: null }),
      ],
    })
    expect(Object.keys(found.members[0] ?? {}).sort()).toEqual(
      ['age_band', 'attending', 'companion', 'dietary', 'id', 'kind', 'name'].sort(),
    )
    const text = JSON.stringify(found)
    for (const other of ['Ribeiro', ribeiroCode, souzaCode, '99654', 'ana.luiz', 'Padrinhos']) {
      expect(text).not.toContain(other)
    }
  })

  it.each([
    ['a code no household has', 'zzzzzzzzzz'],
    ['an empty code', ''],
    ['no code', null],
    ['a huge text', 'x'.repeat(5000)],
    ['an injection attempt', "' or true --"],
  ])('answers %s with the not-found error', async (_label, code) => {
    await twoHouseholds()
    expect(await getInvitation(code)).toEqual(NOT_FOUND)
  })

  it('refuses every lookup from a client after too many wrong codes, right code or not', async () => {
    const { perClient, clientWindowMinutes } = RATE_LIMITS.invitation_miss
    const { souzaCode } = await twoHouseholds()
    for (let i = 0; i < perClient; i++) {
      expect(await getInvitation(`wrong${String(i).padStart(5, '2')}`)).toEqual(NOT_FOUND)
    }
    expect(await dbError(getInvitation(souzaCode))).toEqual(LIMITED)
    expect(await dbError(answer(souzaCode, []))).toEqual(LIMITED)
    expect(await dbError(getInvitation('zzzzzzzzzz'))).toEqual(LIMITED)
    // A refused lookup counts nothing more: the window's misses are the ten.
    expect(await count('private.rate_hits', `action = 'invitation_miss'`)).toBe(perClient)

    // Another guest is not slowed down by that client.
    await asClient('198.51.100.20')
    expect((await invitation(souzaCode)).household_name).toBe('Família Souza')

    // Once the window has passed, the first client may look up again.
    await asClient('203.0.113.7')
    await db.exec(
      `update private.rate_hits set at = at - interval '${clientWindowMinutes + 1} minutes'`,
    )
    expect((await invitation(souzaCode)).household_name).toBe('Família Souza')
  })

  it('refuses every lookup once wrong codes from many addresses reach the global ceiling', async () => {
    const { global } = RATE_LIMITS.invitation_miss
    const { souzaCode } = await twoHouseholds()
    await db.exec(`
      insert into private.rate_hits (action, client)
      select 'invitation_miss', 'ip:10.0.' || (i / 250) || '.' || (i % 250)
        from generate_series(1, ${global}) i`)
    await asClient('198.51.100.20')
    expect(await dbError(getInvitation(souzaCode))).toEqual(LIMITED)
  })
})

describe('answer_invitation', () => {
  it('stores every member’s answer and appends it to the history', async () => {
    const { souza, souzaCode } = await twoHouseholds()
    const members = (await invitation(souzaCode)).members
    const answers = allSim(members).map((a, i) =>
      i === 1 ? { ...a, dietary: ' Alergia a camarão ' } : i === 2 ? { ...a, attending: 'nao' } : a,
    )
    expect(await answer(souzaCode, answers, 'Estaremos lá!', '(34) 99654-7788')).toBeNull()

    const after = await invitation(souzaCode)
    expect(after).toMatchObject({ message: 'Estaremos lá!', phone: '(34) 99654-7788' })
    expect(after.answered_at).not.toBeNull()
    expect(after.members.map((m) => [m.name, m.attending, m.dietary])).toEqual([
      ['Ana Paula Souza', 'sim', null],
      ['Luiz Souza', 'sim', 'Alergia a camarão'],
      ['Helena Souza', 'nao', null],
      ['Bruno Tavares', 'sim', null],
    ])

    // A second answer replaces the current one; both stay in the history. The companion not
    // coming loses the name.
    const again = allSim(after.members).map((a, i) => (i === 3 ? { ...a, attending: 'nao' } : a))
    expect(await answer(souzaCode, again)).toBeNull()
    const listed = await household(souza)
    expect(listed.members.at(-1)).toMatchObject({ name: '', companion: true, attending: 'nao' })
    expect(listed).toMatchObject({ answered_by: 'convite', message: null })
    expect(listed.history.map((h) => [h.source, h.message])).toEqual([
      ['convite', null],
      ['convite', 'Estaremos lá!'],
    ])
    expect(listed.history[1]?.members).toEqual([
      { name: 'Ana Paula Souza', attending: 'sim', dietary: null },
      { name: 'Luiz Souza', attending: 'sim', dietary: 'Alergia a camarão' },
      { name: 'Helena Souza', attending: 'nao', dietary: null },
      { name: 'Bruno Tavares', attending: 'sim', dietary: null },
    ])
  })

  it('changes nothing without the right code', async () => {
    const { souzaCode, ribeiroCode } = await twoHouseholds()
    const souzaMembers = (await invitation(souzaCode)).members
    // The Ribeiros' code with the Souzas' member ids: those people are not in that household.
    for (const code of ['zzzzzzzzzz', null, '']) {
      expect(await answer(code, allSim(souzaMembers))).toEqual(NOT_FOUND)
    }
    expect(await dbError(answer(ribeiroCode, allSim(souzaMembers)))).toMatchObject({
      code: 'WD400',
    })
    expect(await count('public.household_answers')).toBe(0)
    expect(await count('public.household_members', 'attending is not null')).toBe(0)
  })

  it('refuses an answer that leaves someone out, names a stranger, repeats someone or leaves a companion without a name', async () => {
    const { souzaCode, ribeiroCode } = await twoHouseholds()
    const members = (await invitation(souzaCode)).members
    const other = (await invitation(ribeiroCode)).members[0]?.id ?? ''
    const full = allSim(members)
    const cases: [unknown, string][] = [
      [[], 'Responda por todas as pessoas do convite.'],
      ['não é uma lista', 'Responda por todas as pessoas do convite.'],
      [full.slice(1), 'Responda por todas as pessoas do convite.'],
      [
        [...full, { member_id: other, attending: 'sim' }],
        'Uma das pessoas não faz parte deste convite. Recarregue a página e responda de novo.',
      ],
      [
        [...full.slice(1), { ...full[1], member_id: 'não-é-um-id' }],
        'Uma das pessoas não faz parte deste convite. Recarregue a página e responda de novo.',
      ],
      [[...full, full[0]], 'Cada pessoa do convite deve ser respondida uma vez só.'],
      [full.map((a) => ({ ...a, name: null })), 'Informe o nome de quem vem como acompanhante.'],
      [
        full.map((a, i) => (i === 0 ? { ...a, attending: 'talvez' } : a)),
        'Responda sim ou não para cada pessoa do convite.',
      ],
      [
        full.map((a, i) => (i === 0 ? { ...a, dietary: 'x'.repeat(301) } : a)),
        'As restrições alimentares devem ter no máximo 300 caracteres.',
      ],
      [
        full.map((a, i) => (i === 3 ? { ...a, name: 'x'.repeat(81) } : a)),
        'O nome deve ter no máximo 80 caracteres.',
      ],
    ]
    for (const [answers, message] of cases) {
      expect(await dbError(answer(souzaCode, answers))).toEqual({ code: 'WD400', message })
    }
    expect(await dbError(answer(souzaCode, full, 'x'.repeat(1001)))).toEqual({
      code: 'WD400',
      message: 'A mensagem deve ter no máximo 1000 caracteres.',
    })
    expect(await dbError(answer(souzaCode, full, null, 'liga pra mim'))).toEqual({
      code: 'WD400',
      message: 'Por favor, informe um telefone válido, com DDD.',
    })
    expect(await count('public.household_answers')).toBe(0)
    expect(await count('public.household_members', 'attending is not null')).toBe(0)
  })

  it('limits the answers of one client, and of one household a day', async () => {
    const { souzaCode } = await twoHouseholds()
    const answers = allSim((await invitation(souzaCode)).members)
    const { perClient } = RATE_LIMITS.answer_invitation
    for (let i = 0; i < perClient; i++) await answer(souzaCode, answers)
    expect(await dbError(answer(souzaCode, answers))).toEqual(LIMITED)

    // From other addresses, the household's history still stops at its daily cap.
    const cap = GUEST_LIST_LIMITS.answersPerHouseholdPerDay
    for (let i = perClient; i < cap; i++) {
      await asClient(`10.1.0.${i}`)
      await answer(souzaCode, answers)
    }
    await asClient('10.1.1.1')
    expect(await dbError(answer(souzaCode, answers))).toEqual(LIMITED)
    expect(await count('public.household_answers')).toBe(cap)
  })
})

describe('submit_rsvp (the open form)', () => {
  const rsvp = (name: string, attending: string, email: string) =>
    anon(() =>
      db.query<{ r: unknown }>(`select public.submit_rsvp($1, $2, $3, '(34) 99999-0000') as r`, [
        name,
        attending,
        email,
      ]),
    )

  it('keeps every answer of one e-mail and tells the guest the same thing each time', async () => {
    const first = await rsvp('Ana Souza', 'sim', 'Ana@Exemplo.com')
    const second = await rsvp('Ana Souza Lima', 'nao', 'ana@exemplo.COM')
    // Nothing in the answer says whether the e-mail had answered before.
    expect(second.rows).toEqual(first.rows)
    const rows = await db.query<{ nome_completo: string; vai_ao_evento: string }>(
      'select nome_completo, vai_ao_evento from public.rsvps order by created_at, nome_completo',
    )
    expect(rows.rows).toEqual([
      { nome_completo: 'Ana Souza', vai_ao_evento: 'sim' },
      { nome_completo: 'Ana Souza Lima', vai_ao_evento: 'nao' },
    ])
  })

  it('stops one e-mail at its daily cap from one address, without locking the guest out elsewhere', async () => {
    const cap = RATE_LIMITS.rsvp_email.perClient
    const { perClient } = RATE_LIMITS.submit_rsvp
    await asClient('10.2.0.1')
    for (let i = 0; i < cap; i++) {
      // Past the per-client window of submit_rsvp itself, as a patient script would be.
      if (i % perClient === 0)
        await db.query(
          `update private.rate_hits set at = at - interval '11 minutes' where action = 'submit_rsvp'`,
        )
      await rsvp(`Ana ${i}`, 'sim', i % 2 ? 'ANA@exemplo.com' : ' ana@exemplo.com')
    }
    await db.query(
      `update private.rate_hits set at = at - interval '11 minutes' where action = 'submit_rsvp'`,
    )
    expect(await dbError(rsvp('Ana', 'sim', 'ana@exemplo.com'))).toEqual(LIMITED)
    // Another e-mail from that address is still welcome, and so is the guest, from their phone.
    await rsvp('Bruno', 'sim', 'bruno@exemplo.com')
    await asClient('10.2.1.1')
    await rsvp('Ana Souza', 'nao', 'ana@exemplo.com')
    expect(await count('public.rsvps')).toBe(cap + 2)
  })

  it('never changes a household’s answers', async () => {
    const { souzaCode } = await twoHouseholds()
    await rsvp('Ana Paula Souza', 'nao', 'ana.luiz@exemplo.com.br')
    expect((await invitation(souzaCode)).members.every((m) => m.attending === null)).toBe(true)
  })
})

describe('the couple’s guest list', () => {
  const call = <T>(sql: string, params: unknown[]) =>
    anon(() => db.query<{ j: T }>(sql, [token, ...params])).then((r) => firstRow(r).j)

  it('lists the households by name, with members, latest answer and the last 20 answers', async () => {
    const { souza, souzaCode } = await twoHouseholds()
    await db.query(
      `insert into public.household_answers (household_id, answered_at, source, members)
       select $1, now() - (i || ' minutes')::interval, 'casal', '[]' from generate_series(1, 25) i`,
      [souza],
    )
    await answer(souzaCode, allSim((await invitation(souzaCode)).members), 'Oba!')
    const households = await list()
    expect(households.map((h) => h.name)).toEqual(['Família Ribeiro', 'Família Souza'])
    const listed = households[1]
    expect(listed).toMatchObject({
      phone: '(34) 99654-7788',
      code: souzaCode,
      message: 'Oba!',
      answer_phone: null,
      answered_by: 'convite',
    })
    expect(listed?.history).toHaveLength(20)
    expect(listed?.history[0]).toMatchObject({ source: 'convite', message: 'Oba!' })

    const backup = await call<{ households: Household[] }>(
      'select public.admin_backup($1) as j',
      [],
    )
    const backedUp = backup.households.find((h) => h.id === souza)
    expect(backedUp?.history).toHaveLength(26)
    expect({ ...backedUp, history: [] }).toEqual({ ...listed, history: [] })
  })

  it('keeps the answer of a member who keeps its id when the household is edited', async () => {
    const { souza, souzaCode } = await twoHouseholds()
    const members = (await invitation(souzaCode)).members
    await answer(souzaCode, allSim(members))
    const [ana, luiz] = members
    await save({
      id: souza,
      name: 'Família Souza Lima',
      phone: null,
      members: [
        { id: luiz?.id, name: 'Luiz Souza Lima', kind: 'adult', companion: false },
        member('Theo Souza', { kind: 'child', age_band: '0-5' }),
        { id: ana?.id, name: 'Ana Paula Souza', kind: 'adult', companion: false },
      ],
    })
    const edited = await household(souza)
    expect(edited).toMatchObject({ name: 'Família Souza Lima', phone: null, code: souzaCode })
    expect(edited.members.map((m) => [m.name, m.attending])).toEqual([
      ['Luiz Souza Lima', 'sim'],
      ['Theo Souza', null],
      ['Ana Paula Souza', 'sim'],
    ])
    expect(await count('public.household_members')).toBe(5) // 3 Souzas, 2 Ribeiros
  })

  it('refuses an invalid household with a pt-BR text and changes nothing', async () => {
    const { souza, ribeiro } = await twoHouseholds()
    const ribeiroMember = (await household(ribeiro)).members[0]?.id
    const cases: [unknown, string][] = [
      [{ name: ' ', members: [member('Ana')] }, 'Informe o nome do convite.'],
      [
        { name: 'x'.repeat(81), members: [member('Ana')] },
        'O nome do convite deve ter no máximo 80 caracteres.',
      ],
      [{ name: 'Ana', members: [] }, 'O convite precisa de pelo menos uma pessoa.'],
      [{ name: 'Ana' }, 'O convite precisa de pelo menos uma pessoa.'],
      [
        { name: 'Ana', members: Array.from({ length: 31 }, (_, i) => member(`Pessoa ${i}`)) },
        'Um convite pode ter no máximo 30 pessoas.',
      ],
      [{ name: 'Ana', members: [member(' ')] }, 'Informe o nome de cada pessoa do convite.'],
      [
        { name: 'Ana', members: [member('Ana', { kind: 'idoso' })] },
        'Escolha adulto ou criança para cada pessoa do convite.',
      ],
      [
        { name: 'Ana', members: [member('Ana', { age_band: '0-5' })] },
        'A faixa de idade vale só para crianças, e deve ser uma das da lista.',
      ],
      [
        { name: 'Ana', phone: 'liga', members: [member('Ana')] },
        'Por favor, informe um telefone válido, com DDD.',
      ],
      [
        { name: 'Ana', email: 'ana@', members: [member('Ana')] },
        'Por favor, informe um e-mail válido.',
      ],
      [
        { id: souza, name: 'Souza', members: [{ ...member('Juliana'), id: ribeiroMember }] },
        'Uma das pessoas não faz parte deste convite. Recarregue a página e tente de novo.',
      ],
    ]
    for (const [h, message] of cases) {
      expect(await dbError(save(h as HouseholdInput))).toEqual({ code: 'WD400', message })
    }
    expect(
      await dbError(save({ id: crypto.randomUUID(), name: 'Ana', members: [member('Ana')] })),
    ).toEqual({ code: 'WD404', message: 'Convite não encontrado.' })
    expect((await list()).map((h) => [h.name, h.members.length])).toEqual([
      ['Família Ribeiro', 2],
      ['Família Souza', 4],
    ])
  })

  it('imports a spreadsheet once: the same households again, or twice in one file, are skipped', async () => {
    await twoHouseholds()
    const sheet = [
      // Already on the list, written another way: case, accents, spaces, punctuation, +55.
      { name: 'FAMILIA  SOUZA', phone: '+55 34 99654 7788', members: [member('Ana')] },
      {
        name: 'Tia Lúcia e Jorge',
        phone: '(34) 99876-1234',
        members: [member('Lúcia'), member('Jorge')],
      },
      { name: 'tia lucia e jorge.', phone: '34998761234', members: [member('Lúcia')] },
      { name: 'Vó Cida', phone: null, members: [member('Aparecida Lima')] },
      // Same name, another phone: another household.
      { name: 'Família Ribeiro', phone: '(34) 90000-0000', members: [member('Outro Ribeiro')] },
    ]
    const first = await call<{ created: number; skipped: number }>(
      'select public.admin_import_households($1, $2) as j',
      [JSON.stringify(sheet)],
    )
    expect(first).toEqual({ created: 3, skipped: 2 })
    const again = await call<{ created: number; skipped: number }>(
      'select public.admin_import_households($1, $2) as j',
      [JSON.stringify(sheet)],
    )
    expect(again).toEqual({ created: 0, skipped: 5 })
    expect(await count('public.households')).toBe(5)
    const lucia = (await list()).find((h) => h.name === 'Tia Lúcia e Jorge')
    expect(lucia?.members.map((m) => m.name)).toEqual(['Lúcia', 'Jorge'])
    expect(lucia?.code).toMatch(CODE)
  })

  it('imports all or nothing, and at most the cap in one call', async () => {
    const bad = [
      { name: 'Vó Cida', members: [member('Aparecida Lima')] },
      { name: 'Sem gente', members: [] },
    ]
    expect(
      await dbError(
        call('select public.admin_import_households($1, $2) as j', [JSON.stringify(bad)]),
      ),
    ).toEqual({ code: 'WD400', message: 'O convite precisa de pelo menos uma pessoa.' })
    const tooMany = Array.from({ length: GUEST_LIST_LIMITS.importHouseholds + 1 }, (_, i) => ({
      name: `Convite ${i}`,
      members: [member('Alguém')],
    }))
    expect(
      await dbError(
        call('select public.admin_import_households($1, $2) as j', [JSON.stringify(tooMany)]),
      ),
    ).toEqual({ code: 'WD400', message: 'Importe no máximo 1000 convites por vez.' })
    expect(await count('public.households')).toBe(0)
  })

  it('stops the list at its cap', async () => {
    await db.exec(`
      insert into public.households (name)
      select 'Convite ' || i from generate_series(1, ${GUEST_LIST_LIMITS.households}) i`)
    expect(await dbError(save({ name: 'Mais um', members: [member('Ana')] }))).toEqual({
      code: 'WD400',
      message: 'A lista pode ter no máximo 2000 convites.',
    })
  })

  it('records an answer a guest gave by phone, with the same rules', async () => {
    const { souza, souzaCode } = await twoHouseholds()
    const members = (await invitation(souzaCode)).members
    expect(
      await dbError(
        call('select public.admin_record_answer($1, $2, $3) as j', [
          souza,
          JSON.stringify(allSim(members).slice(1)),
        ]),
      ),
    ).toEqual({ code: 'WD400', message: 'Responda por todas as pessoas do convite.' })
    await call('select public.admin_record_answer($1, $2, $3, $4, $5) as j', [
      souza,
      JSON.stringify(allSim(members, 'Carla')),
      'Ligou no domingo.',
      null,
    ])
    const listed = await household(souza)
    expect(listed).toMatchObject({ answered_by: 'casal', message: 'Ligou no domingo.' })
    expect(listed.members.at(-1)).toMatchObject({ name: 'Carla', attending: 'sim' })
    expect(listed.history.map((h) => h.source)).toEqual(['casal'])
  })

  it('matches an open-form answer to a household, and deleting the household removes its people and answers', async () => {
    const { souza, souzaCode } = await twoHouseholds()
    await answer(souzaCode, allSim((await invitation(souzaCode)).members))
    await anon(() =>
      db.query(`select public.submit_rsvp('Ana', 'sim', 'ana@exemplo.com', '34999990000')`),
    )
    const rsvpId = firstRow(await db.query<{ id: string }>('select id from public.rsvps')).id
    await call('select public.admin_match_rsvp($1, $2, $3) as j', [rsvpId, souza])
    const rsvps = await anon(() =>
      db.query<{ household_id: string | null }>('select * from public.admin_list_rsvps($1)', [
        token,
      ]),
    )
    expect(rsvps.rows).toMatchObject([{ household_id: souza }])
    expect(
      await dbError(
        call('select public.admin_match_rsvp($1, $2, $3) as j', [rsvpId, crypto.randomUUID()]),
      ),
    ).toEqual({ code: 'WD404', message: 'Convite não encontrado.' })

    await call('select public.admin_delete_household($1, $2) as j', [souza])
    expect(await count('public.household_members', `household_id = '${souza}'`)).toBe(0)
    expect(await count('public.household_answers')).toBe(0)
    expect(await count('public.rsvps', 'household_id is null')).toBe(1)
    expect(await getInvitation(souzaCode)).toEqual(NOT_FOUND)
    expect(
      await dbError(call('select public.admin_delete_household($1, $2) as j', [souza])),
    ).toEqual({ code: 'WD404', message: 'Convite não encontrado.' })
  })
})

describe('the limits are the numbers of src/config/limits.ts', () => {
  const sql = readSql(`schemas/${schemaFiles().find((f) => f.includes('guest_list')) ?? ''}`)

  it.each([
    ['households', `from public.households) >= ${GUEST_LIST_LIMITS.households} then`],
    [
      'membersPerHousehold',
      `jsonb_array_length(v_members) > ${GUEST_LIST_LIMITS.membersPerHousehold} then`,
    ],
    [
      'importHouseholds',
      `jsonb_array_length(p_households) > ${GUEST_LIST_LIMITS.importHouseholds} then`,
    ],
    [
      'answersPerHouseholdPerDay',
      `interval '1 day') >= ${GUEST_LIST_LIMITS.answersPerHouseholdPerDay} then`,
    ],
  ])('%s', (_name, text) => {
    expect(sql).toContain(text)
  })
})
