// The couple's thank-yous (supabase/schemas/12_thanks.sql): one row per giver, grouping what one
// person gave by e-mail, phone and household; nothing rejected, refunded or hidden; a thanked mark
// that survives a new listing and goes with the person's erasure.
import { beforeEach, describe, expect, it } from 'vitest'
import { asAnon, dbError, demoAdminToken, fileTestDb, firstRow, readSql } from './pglite'

const db = fileTestDb()
let token = ''

beforeEach(async () => {
  await db.exec('truncate public.thanks')
  await db.exec(readSql('embedded/demo-admin.sql'))
  token = await demoAdminToken(db)
})

interface Giver {
  key: string
  name: string
  email: string | null
  phone: string | null
  household: string | null
  items: {
    kind: string
    what: string | null
    via: string | null
    amount_cents: number | null
    quotas: number | null
    message: string | null
  }[]
  total_cents: number
  thanked_at: string | null
}

async function givers(): Promise<Giver[]> {
  const r = await asAnon(db, () =>
    db.query<{ j: Giver[] }>('select public.admin_list_thanks($1) as j', [token]),
  )
  return firstRow(r).j
}

async function setThanked(key: string, thanked: boolean): Promise<void> {
  await asAnon(db, () =>
    db.query('select public.admin_set_thanked($1, $2, $3)', [token, key, thanked]),
  )
}

async function reserve(id: string, name: string, by: string, email: string, phone: string | null) {
  await db.query(
    `insert into public.gifts (id, name, description, category, reserved, reserved_by,
       reserved_email, reserved_phone, message, reserved_date)
     values ($1, $2, 'Um presente', 'cozinha', true, $3, $4, $5, 'Felicidades!', $6)`,
    [id, name, by, email, phone, '2025-10-05T12:00:00-03:00'],
  )
}

async function contribution(fields: {
  name: string
  email?: string | null
  phone?: string | null
  status?: string
  kind?: 'pix' | 'card'
  cents: number
  gift?: string | null
  quotas?: number | null
  hidden?: boolean
  at?: string
}) {
  const kind = fields.kind ?? 'card'
  await db.query(
    `insert into public.contributions (kind, status, amount_cents, donor_name, donor_email,
       donor_phone, stripe_session_id, gift_name, quotas, hidden_at, contributed_at, message)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'Com carinho')`,
    [
      kind,
      fields.status ?? 'paid',
      fields.cents,
      fields.name,
      fields.email ?? null,
      fields.phone ?? null,
      kind === 'card' ? `cs_test_${Math.random().toString(36).slice(2)}` : null,
      fields.gift ?? null,
      fields.quotas ?? null,
      fields.hidden ? new Date().toISOString() : null,
      fields.at ?? '2025-10-10T12:00:00-03:00',
    ],
  )
}

describe('the givers to thank', () => {
  it('groups what one person gave by e-mail or phone, across gifts, cotas and free money', async () => {
    await reserve('jogo-de-panelas', 'Jogo de panelas', 'Ana Souza', 'Ana@Exemplo.com', null)
    await contribution({
      name: 'Ana S.',
      email: 'ana@exemplo.com',
      phone: '+55 (34) 99654-7788',
      kind: 'pix',
      cents: 15000,
      gift: 'Lua de mel',
      quotas: 3,
    })
    // Only the phone, written another way: the same person.
    await contribution({ name: 'Ana', phone: '34996547788', cents: 5000 })
    await contribution({ name: 'Bruno Lima', email: 'bruno@exemplo.com', cents: 20000 })

    const list = await givers()
    expect(list).toHaveLength(2)
    const ana = list.find((g) => g.items.length === 3)
    expect(ana?.items.map((i) => i.kind).sort()).toEqual(['gift', 'money', 'quotas'])
    expect(ana?.items.find((i) => i.kind === 'gift')).toMatchObject({
      what: 'Jogo de panelas',
      message: 'Felicidades!',
    })
    expect(ana?.items.find((i) => i.kind === 'quotas')).toMatchObject({
      what: 'Lua de mel',
      via: 'pix',
      quotas: 3,
      amount_cents: 15000,
    })
    expect(ana?.total_cents).toBe(20000)
    // The latest gift's phone, as typed (either of the two).
    expect(ana?.phone?.replace(/\D/g, '').slice(-11)).toBe('34996547788')
    expect(list.find((g) => g.name === 'Bruno Lima')?.total_cents).toBe(20000)
  })

  it('joins the givers of one household of the guest list, and gives its phone', async () => {
    const r = await db.query<{ id: string }>(
      `insert into public.households (name, phone, email)
       values ('Família Souza', '(34) 99000-1111', 'souza@exemplo.com') returning id`,
    )
    await reserve('cafeteira', 'Cafeteira', 'Marta Souza', 'souza@exemplo.com', null)
    // Another e-mail, the household's phone: the same household.
    await contribution({
      name: 'Jonas Souza',
      email: 'jonas@exemplo.com',
      phone: '34 99000 1111',
      cents: 10000,
    })
    await contribution({ name: 'Outra Pessoa', email: 'outra@exemplo.com', cents: 3000 })

    const list = await givers()
    expect(list).toHaveLength(2)
    const souza = list.find((g) => g.household === 'Família Souza')
    expect(souza?.key).toBe(`h:${firstRow(r).id}`)
    expect(souza?.items.map((i) => i.what ?? 'livre').sort()).toEqual(['Cafeteira', 'livre'])
    expect(list.find((g) => g.name === 'Outra Pessoa')?.household).toBeNull()
  })

  it('never lists a rejected PIX, a failed or pending card, or a contribution the couple hid', async () => {
    await contribution({ name: 'Pago', email: 'pago@exemplo.com', cents: 1000 })
    await contribution({
      name: 'Falhou',
      email: 'falhou@exemplo.com',
      cents: 1000,
      status: 'failed',
    })
    await contribution({ name: 'Pendente', email: 'p@exemplo.com', cents: 1000, status: 'pending' })
    await contribution({ name: 'Expirou', email: 'e@exemplo.com', cents: 1000, status: 'expired' })
    await contribution({ name: 'Oculto', email: 'oculto@exemplo.com', cents: 1000, hidden: true })
    await db.query(
      `insert into public.contributions (kind, status, amount_cents, donor_name, donor_email, pix_txid)
       values ('pix', 'rejected', 5000, 'Rejeitado', 'rejeitado@exemplo.com', $1)`,
      ['ABCDEFGHIJKLMNOPQRSTUVWXY'],
    )
    expect((await givers()).map((g) => g.name)).toEqual(['Pago'])
  })

  it('keeps the thanked mark through a new listing, undoes it, and owes a new thank-you for a new gift', async () => {
    await contribution({ name: 'Carla', email: 'carla@exemplo.com', cents: 8000 })
    await contribution({ name: 'Davi', email: 'davi@exemplo.com', cents: 9000 })
    const carla = (await givers()).find((g) => g.name === 'Carla')
    if (!carla) throw new Error('Carla is not listed')
    await setThanked(carla.key, true)

    let list = await givers()
    expect(list.find((g) => g.name === 'Carla')?.thanked_at).not.toBeNull()
    expect(list.find((g) => g.name === 'Davi')?.thanked_at).toBeNull()
    // The mark is a digest, never the e-mail.
    const { rows } = await db.query<{ giver_hash: string }>('select giver_hash from public.thanks')
    expect(rows).toHaveLength(1)
    expect(rows[0]?.giver_hash).toMatch(/^[0-9a-f]{32}$/)

    await setThanked(carla.key, false)
    expect((await givers()).find((g) => g.name === 'Carla')?.thanked_at).toBeNull()

    await setThanked(carla.key, true)
    await contribution({
      name: 'Carla',
      email: 'carla@exemplo.com',
      cents: 2000,
      at: new Date(Date.now() + 60_000).toISOString(),
    })
    list = await givers()
    expect(list.find((g) => g.name === 'Carla')?.thanked_at).toBeNull()
  })

  it('refuses a key that names nobody, and anyone without a session', async () => {
    const unknown = await dbError(setThanked('e:ninguem@exemplo.com', true))
    expect(unknown.code).toBe('WD404')
    const r = dbError(
      asAnon(db, () => db.query('select public.admin_list_thanks($1)', ['not-a-token'])),
    )
    expect((await r).code).toBe('WD401')
  })

  it('forgets an erased person: their gifts and their mark', async () => {
    await reserve(
      'liquidificador',
      'Liquidificador',
      'Eva Reis',
      'eva@exemplo.com',
      '(34) 98888-0000',
    )
    await contribution({ name: 'Eva Reis', phone: '34988880000', cents: 4000 })
    await contribution({ name: 'Fábio', email: 'fabio@exemplo.com', cents: 4000 })
    const eva = (await givers()).find((g) => g.name === 'Eva Reis')
    if (!eva) throw new Error('Eva is not listed')
    await setThanked(eva.key, true)

    await asAnon(db, () =>
      db.query('select public.admin_erase_person($1, $2)', [token, 'eva@exemplo.com']),
    )
    expect((await givers()).map((g) => g.name)).toEqual(['Fábio'])
    const { rows } = await db.query('select 1 from public.thanks')
    expect(rows).toHaveLength(0)
  })

  it('has givers in the demo data, a few of them already thanked', async () => {
    await db.exec(readSql('seed.sql'))
    const list = await givers()
    const thanked = list.filter((g) => g.thanked_at !== null)
    expect(list.length).toBeGreaterThan(8)
    expect(thanked.map((g) => g.household).sort()).toEqual([
      'Camila Andrade',
      'Tia Lúcia e Jorge',
      'Vó Cida',
    ])
    // The Souzas' reserved bed linen and their cotas of the honeymoon flights: one row.
    const souza = list.find((g) => g.household === 'Família Souza')
    expect(souza?.items.map((i) => i.kind).sort()).toEqual(['gift', 'quotas'])
    // PIX informed and not yet confirmed are not thanked for yet.
    expect(list.some((g) => g.name === 'Beatriz Nogueira')).toBe(false)
  })

  it('groups rows without contact by name, and keeps a name mark through the retention while contact marks go', async () => {
    // A PIX the couple typed (no contact) and another of the same name: one giver.
    for (const cents of [3000, 2000]) {
      await db.query(
        `insert into public.contributions (kind, status, amount_cents, donor_name)
         values ('pix', 'paid', $1, 'Seu Antônio')`,
        [cents],
      )
    }
    await contribution({ name: 'Gil', email: 'gil@exemplo.com', cents: 1000 })
    let list = await givers()
    expect(list.find((g) => g.name === 'Seu Antônio')?.total_cents).toBe(5000)
    for (const g of list) await setThanked(g.key, true)

    // Past the retention date: contacts cleared; Gil's mark was kept by his e-mail.
    await db.query('select private.apply_retention($1)', ['2030-01-01T00:00:00Z'])
    list = await givers()
    expect(list.find((g) => g.name === 'Seu Antônio')?.thanked_at).not.toBeNull()
    expect(list.find((g) => g.name === 'Gil')?.thanked_at).toBeNull()
    const { rows } = await db.query('select 1 from public.thanks')
    expect(rows).toHaveLength(1)
  })
})
