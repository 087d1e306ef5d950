// The couple's edits of a gift that has been given (docs/decisions/0017-gifts-as-money.md):
// admin_save_gift keeps the kind an edit does not name, keeps the price and the money kind of a
// gift with live or paid contributions, accepts the store link's scheme in any case; a PIX the
// couple confirm after its hold lapsed counts even when its cota went to someone else; the backup
// carries the settings. Called as the browser calls them: role anon with the session token.
import { beforeEach, describe, expect, it } from 'vitest'
import { asAnon, asRole, dbError, demoAdminToken, fileTestDb, firstRow, readSql } from './pglite'

const db = fileTestDb()

const EXPIRED_SESSION = { code: 'WD401', message: 'Sessão expirada. Entre novamente.' }
const PRICE_LOCKED = {
  code: 'WD409',
  message:
    'Este presente já recebeu contribuições (pagas ou em andamento): o preço não pode mudar. Para outro preço, crie um novo presente.',
}
const STAYS_MONEY = {
  code: 'WD409',
  message:
    'Este presente já recebeu contribuições (pagas ou em andamento): ele continua sendo um presente em dinheiro.',
}
const SOLD_OUT = { code: 'WD409', message: 'Este presente já foi todo presenteado.' }

beforeEach(async () => {
  await db.exec(readSql('embedded/demo-admin.sql'))
  await db.exec(`
    insert into public.gifts (id, name, description, category, kind, price_cents, quotas) values
      ('g_passagens', 'Passagens', 'Lua de mel', 'outros', 'money', 20000, 10),
      ('g_jantar', 'Jantar romântico', 'Na viagem', 'outros', 'money', 28000, 1),
      ('g_fundo', 'Fundo casa nova', 'Você escolhe', 'outros', 'money', null, null),
      ('g_cafeteira', 'Cafeteira espresso', 'Inox', 'cozinha', 'reserve', 89990, null);
  `)
})

// Each guest call from its own address, so the gift_pix rate limit stays out of the way.
let address = 0
async function guest<T>(fn: () => Promise<T>) {
  address += 1
  const headers = JSON.stringify({ 'cf-connecting-ip': `203.0.${address >> 8}.${address & 255}` })
  await db.query(`select set_config('request.headers', $1, false)`, [headers])
  return asAnon(db, fn)
}

async function startPix(giftId: string, quotas: number | null, amountCents: number | null = null) {
  const r = await guest(() =>
    db.query<{ r: { txid: string } }>(
      `select public.start_gift_pix($1, $2, $3, 'Ana Souza', 'ana@exemplo.com') as r`,
      [giftId, quotas, amountCents],
    ),
  )
  return firstRow(r).r.txid
}

const token = () => demoAdminToken(db)

function admin<T = Record<string, unknown>>(sql: string, params: unknown[] = []) {
  return asAnon(db, () => db.query<T>(sql, params))
}

async function save(t: string | null, gift: Record<string, unknown>): Promise<string> {
  const r = await admin<{ id: string }>('select public.admin_save_gift($1, $2) as id', [t, gift])
  return firstRow(r).id
}

async function stored(id: string) {
  return firstRow(
    await db.query<{
      name: string
      description: string
      kind: string
      price_cents: number | null
      quotas: number | null
      store_url: string | null
    }>(
      `select name, description, kind, price_cents, quotas, store_url from public.gifts
        where id = $1`,
      [id],
    ),
  )
}

const idOf = async (txid: string) =>
  firstRow(
    await db.query<{ id: string }>('select id from public.contributions where pix_txid = $1', [
      txid,
    ]),
  ).id

/** Makes a row's hold lapse, as the clock would. */
const lapse = (txid: string) =>
  db.query(
    `update public.contributions set hold_until = now() - interval '1 minute' where pix_txid = $1`,
    [txid],
  )

const PASSAGENS = {
  id: 'g_passagens',
  name: 'Passagens',
  description: 'Lua de mel',
  category: 'outros',
  kind: 'money',
  price_cents: 20000,
  quotas: 10,
}

describe('admin_save_gift: the kind an edit does not name', () => {
  it('keeps a money gift a money gift, with its price and cotas', async () => {
    const t = await token()
    const { kind: _kind, ...withoutKind } = PASSAGENS
    await save(t, { ...withoutKind, description: 'Ida e volta' })
    expect(await stored('g_passagens')).toMatchObject({
      kind: 'money',
      price_cents: 20000,
      quotas: 10,
      description: 'Ida e volta',
    })
    await save(t, { ...withoutKind, kind: null })
    expect(await stored('g_passagens')).toMatchObject({ kind: 'money', quotas: 10 })
  })

  it('keeps a gift to reserve one, and a new gift without a kind is one to reserve', async () => {
    const t = await token()
    await save(t, {
      id: 'g_cafeteira',
      name: 'Cafeteira espresso',
      description: 'Inox, 15 bar',
      category: 'cozinha',
      price_cents: 89990,
    })
    expect(await stored('g_cafeteira')).toMatchObject({ kind: 'reserve', quotas: null })
    const id = await save(t, { name: 'Toalhas', description: 'Jogo', category: 'cama e banho' })
    expect(await stored(id)).toMatchObject({ kind: 'reserve', price_cents: null })
  })
})

describe('admin_save_gift: a gift with live or paid contributions', () => {
  it('keeps the price of a cota gift while a PIX holds cotas, and once one is paid', async () => {
    const t = await token()
    const txid = await startPix('g_passagens', 2)
    expect(await dbError(save(t, { ...PASSAGENS, price_cents: 25000 }))).toEqual(PRICE_LOCKED)
    // The same price, other details: saved.
    await save(t, { ...PASSAGENS, name: 'Passagens aéreas', quotas: 12 })
    expect(await stored('g_passagens')).toMatchObject({
      name: 'Passagens aéreas',
      price_cents: 20000,
      quotas: 12,
    })
    await admin('select public.admin_review_pix($1, $2, true)', [t, await idOf(txid)])
    // Paid long after its hold: the cotas were given at this price, for good.
    await lapse(txid)
    expect(await dbError(save(t, { ...PASSAGENS, price_cents: 15000 }))).toEqual(PRICE_LOCKED)
    expect(await stored('g_passagens')).toMatchObject({ price_cents: 20000 })
  })

  it('lets the price change when nothing counts any more: a lapsed hold, a rejected PIX', async () => {
    const t = await token()
    const lapsed = await startPix('g_passagens', 1)
    await lapse(lapsed)
    const rejected = await startPix('g_passagens', 1)
    await admin('select public.admin_review_pix($1, $2, false)', [t, await idOf(rejected)])
    await save(t, { ...PASSAGENS, price_cents: 22000 })
    expect(await stored('g_passagens')).toMatchObject({ price_cents: 22000 })
  })

  it('keeps a money gift, priced or free, from becoming one to reserve', async () => {
    const t = await token()
    await startPix('g_jantar', 1)
    const jantar = {
      id: 'g_jantar',
      name: 'Jantar romântico',
      description: 'Na viagem',
      category: 'outros',
    }
    expect(
      await dbError(save(t, { ...jantar, kind: 'reserve', price_cents: 28000, quotas: null })),
    ).toMatchObject({ code: 'WD409' })

    const fundo = {
      id: 'g_fundo',
      name: 'Fundo casa nova',
      description: 'Você escolhe',
      category: 'outros',
    }
    // Without contributions a free-amount gift may become anything.
    await save(t, { ...fundo, kind: 'reserve' })
    expect(await stored('g_fundo')).toMatchObject({ kind: 'reserve' })
    await save(t, { ...fundo, kind: 'money', price_cents: null, quotas: null })

    const pix = await startPix('g_fundo', null, 5000)
    expect(await dbError(save(t, { ...fundo, kind: 'reserve' }))).toEqual(STAYS_MONEY)
    // Nor may a price turn the amounts given into cotas.
    expect(
      await dbError(save(t, { ...fundo, kind: 'money', price_cents: 10000, quotas: 5 })),
    ).toEqual(PRICE_LOCKED)
    await admin('select public.admin_review_pix($1, $2, true)', [t, await idOf(pix)])
    expect(await dbError(save(t, { ...fundo, kind: 'reserve' }))).toEqual(STAYS_MONEY)
    expect(await stored('g_fundo')).toMatchObject({ kind: 'money', price_cents: null })
  })
})

describe('a PIX confirmed after its hold lapsed', () => {
  it('counts as paid even when its cota went to someone else; the gift shows it and can be edited', async () => {
    const t = await token()
    // Ana shows the code and closes the sheet before 'Já fiz o PIX'; 30 minutes pass.
    const ana = await startPix('g_jantar', 1)
    await lapse(ana)
    // Meanwhile Bruno gives the gift whole.
    const bruno = await startPix('g_jantar', 1)
    await admin('select public.admin_review_pix($1, $2, true)', [t, await idOf(bruno)])
    // Ana's money reached the couple too: they confirm it.
    await admin('select public.admin_review_pix($1, $2, true)', [t, await idOf(ana)])
    const statuses = await db.query<{ status: string }>(
      `select status from public.contributions where gift_id = 'g_jantar'`,
    )
    expect(statuses.rows).toEqual([{ status: 'paid' }, { status: 'paid' }])

    const couple = await admin<{ id: string; quotas: number; quotas_taken: number }>(
      'select id, quotas, quotas_taken from public.admin_list_gifts($1)',
      [t],
    )
    expect(couple.rows.find((g) => g.id === 'g_jantar')).toMatchObject({
      quotas: 1,
      quotas_taken: 2,
    })
    // The guests see it given (never more than whole), and nobody can start another PIX for it.
    const list = await guest(() =>
      db.query<{ id: string; quotas_taken: number }>(
        'select id, quotas_taken from public.list_gifts()',
      ),
    )
    expect(list.rows.find((g) => g.id === 'g_jantar')?.quotas_taken).toBe(1)
    expect(await dbError(startPix('g_jantar', 1))).toEqual(SOLD_OUT)

    // The couple may still fix its text, or add the cota the money covers.
    const jantar = {
      id: 'g_jantar',
      name: 'Jantar romântico',
      description: 'Dois jantares na viagem',
      category: 'outros',
      kind: 'money',
      price_cents: 28000,
      quotas: 1,
    }
    await save(t, jantar)
    await save(t, { ...jantar, quotas: 2 })
    expect(await stored('g_jantar')).toMatchObject({
      description: 'Dois jantares na viagem',
      quotas: 2,
    })
    expect(await dbError(save(t, { ...jantar, quotas: 1 }))).toEqual({
      code: 'WD409',
      message:
        'Já foram dadas ou reservadas 2 cotas deste presente: ele precisa de ao menos 2 cotas.',
    })
  })
})

describe('the store link', () => {
  it('takes the https scheme in any case and stores it in lower case', async () => {
    const t = await token()
    for (const url of ['HTTPS://www.Loja.com.br/Cafeteira', 'Https://www.Loja.com.br/Cafeteira']) {
      await save(t, {
        id: 'g_cafeteira',
        name: 'Cafeteira espresso',
        description: 'Inox',
        category: 'cozinha',
        kind: 'reserve',
        store_url: url,
      })
      expect((await stored('g_cafeteira')).store_url).toBe('https://www.Loja.com.br/Cafeteira')
    }
    expect(
      await dbError(
        save(t, {
          id: 'g_cafeteira',
          name: 'Cafeteira espresso',
          description: 'Inox',
          category: 'cozinha',
          store_url: 'HTTP://www.loja.com.br',
        }),
      ),
    ).toEqual({
      code: 'WD400',
      message: 'O link da loja deve começar com https:// (copie o endereço da página da loja).',
    })
  })
})

describe('who may call admin_save_gift', () => {
  it('refuses anon without a valid session, and changes nothing', async () => {
    for (const t of [null, '', 'not-a-token']) {
      expect(await dbError(save(t, { ...PASSAGENS, price_cents: 100 }))).toEqual(EXPIRED_SESSION)
      expect(
        await dbError(save(t, { name: 'Intruso', description: 'x', category: 'outros' })),
      ).toEqual(EXPIRED_SESSION)
    }
    expect(await stored('g_passagens')).toMatchObject({ price_cents: 20000 })
    const n = await db.query<{ n: number }>('select count(*)::int as n from public.gifts')
    expect(firstRow(n).n).toBe(4)
  })

  it('is not executable by the service role', async () => {
    const t = await token()
    const e = await asRole(db, 'service_role', () =>
      dbError(db.query('select public.admin_save_gift($1, $2)', [t, PASSAGENS])),
    )
    expect(e.code).toBe('42501')
  })
})

describe('admin_backup', () => {
  it('carries the couple’s settings', async () => {
    const t = await token()
    await admin(`select public.admin_save_settings($1, '{"pix_hold_hours": 12}')`, [t])
    await admin(`select public.admin_save_settings($1, '{"approve_messages": true}')`, [t])
    await admin(`select public.admin_save_settings($1, '{"rsvp_after_deadline": false}')`, [t])
    const r = await admin<{ b: { settings: Record<string, unknown> } }>(
      'select public.admin_backup($1) as b',
      [t],
    )
    expect(firstRow(r).b.settings).toMatchObject({
      approve_messages: true,
      pix_hold_hours: 12,
      rsvp_after_deadline: false,
    })
  })
})
