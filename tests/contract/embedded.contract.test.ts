import type { PGliteInterface } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ADMIN_ERRORS } from '@/config/copy/errors'
import { GIFT_PAYMENTS } from '@/config/copy/gift-payments'
import { GIFT_CATEGORIES } from '@/config/domain'
import { RETENTION_ENDS_AT, RETENTION_NOTICE_DAYS } from '@/config/wedding'
import { DEMO_ADMIN } from '../db/pglite'
import { bootEmbedded, createEmbeddedServiceOn } from '@/data/embedded/embedded-core'
import { DEPLOY_CHECKS, SQL_API, type SqlFunction } from '@/data/sql-api'
import { createPglite, embeddedSql } from '../../supabase/database.mjs'
import { insertFixture } from './fixture-rows'
import { dataServiceContract, type Harness } from './scenarios'

// The embedded backend on a plain PGlite in Node, built by the same boot path as the browser
// (bootstrap, migrations, live triggers), with the scenario rows inserted directly.

let shared: PGliteInterface | null = null
async function database(): Promise<PGliteInterface> {
  if (!shared) {
    shared = await createPglite({ schema: false })
    await bootEmbedded(shared, embeddedSql())
    // SQL's clock is the real date, past the demo wedding's RSVP deadline: the scenarios answer as
    // the couple's setting allows (docs/decisions/0018-the-site-by-the-clock.md).
    await shared.exec('update public.settings set rsvp_after_deadline = true')
  }
  return shared
}

afterAll(async () => {
  await shared?.close()
})

/** The same database, but every call fails once `broken` is set (a lost worker, say). */
function breakable(db: PGliteInterface) {
  const state = { broken: false }
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver)
      if (typeof value !== 'function') return value
      if (state.broken && (key === 'transaction' || key === 'query' || key === 'exec')) {
        return () => Promise.reject(new Error('PGlite worker is gone'))
      }
      return (value as (...args: unknown[]) => unknown).bind(target)
    },
  })
  return { proxy, state }
}

dataServiceContract('embedded (PGlite)', async (): Promise<Harness> => {
  const db = await database()
  const { proxy, state } = breakable(db)
  const service = await createEmbeddedServiceOn(proxy)
  return {
    service,
    given: (fixture) => insertFixture(db, fixture),
    breakConnection: () => {
      state.broken = true
    },
    // Another tab writes through the same database; its trigger notifies every listener.
    changeElsewhere: async (table) => {
      const sql = {
        messages: `update public.messages set message = message || '!' where name = 'Tia Lúcia'`,
        gifts: `update public.gifts set description = description || '.' where id = 'gift_panela'`,
        photos: `update public.photos set title = title || '.' where title = 'Pedido'`,
      }[table]
      await db.exec(sql)
    },
    close: async () => {},
  }
})

describe('the demo applies the retention when its database starts', () => {
  it('clears the seeded contacts once past RETENTION_ENDS_AT, not what a guest types afterwards in the same session', async () => {
    const db = await createPglite({ schema: false })
    try {
      await bootEmbedded(db, embeddedSql())
      // Today is past the demo's retention date (01/05/2026): the seed's e-mails are gone.
      const seeded = await db.query<{ n: number }>(
        "select count(*)::int as n from public.rsvps where email <> ''",
      )
      expect(seeded.rows[0]?.n).toBe(0)
      await db.query(
        `insert into public.rsvps (nome_completo, vai_ao_evento, email, telefone)
         values ('Joana Silva', 'sim', 'joana@exemplo.com', '(34) 98888-1111')`,
      )
      // Another tab joins the same database: the retention does not run again under it.
      await bootEmbedded(db, embeddedSql())
      const kept = await db.query<{ email: string }>(
        "select email from public.rsvps where nome_completo = 'Joana Silva'",
      )
      expect(kept.rows[0]?.email).toBe('joana@exemplo.com')
    } finally {
      await db.close()
    }
  }, 180_000) // two boots from the migrations: slow when the 2 cores are busy
})

describe('embedded writes reach the disk before they are confirmed', () => {
  it('waits for the flush after a write, not after a read', async () => {
    const db = await createPglite({ schema: false })
    try {
      await bootEmbedded(db, embeddedSql())
      let release = () => {}
      const flush = vi.fn<() => Promise<void>>(
        () => new Promise<void>((resolve) => (release = resolve)),
      )
      const service = await createEmbeddedServiceOn(db, { flush })

      await service.listGifts()
      await service.adminSession('desconhecido')
      expect(flush).not.toHaveBeenCalled()

      let confirmed = false
      const posting = service.postMessage({ name: 'Tia Ana', message: 'Felicidades!' }).then(() => {
        confirmed = true
      })
      await vi.waitFor(() => expect(flush).toHaveBeenCalledTimes(1))
      // The guest is told 'Mensagem Enviada!' only once the browser's copy is on disk.
      await new Promise((r) => setTimeout(r, 20))
      expect(confirmed).toBe(false)
      release()
      await posting
      expect(confirmed).toBe(true)
    } finally {
      await db.close()
    }
  })

  it('a failed flush does not turn a stored write into an error', async () => {
    const db = await createPglite({ schema: false })
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await bootEmbedded(db, embeddedSql())
      const flush = vi.fn<() => Promise<void>>(() =>
        Promise.reject(new Error('QuotaExceededError')),
      )
      const service = await createEmbeddedServiceOn(db, { flush })
      await service.postMessage({ name: 'Tio João', message: 'Parabéns!' })
      expect((await service.listMessages({ limit: 100 })).items.map((m) => m.name)).toContain(
        'Tio João',
      )
      expect(log).toHaveBeenCalled()
    } finally {
      log.mockRestore()
      await db.close()
    }
  })
})

describe('embedded boot', () => {
  let db: PGliteInterface
  beforeAll(async () => {
    db = await createPglite({ schema: false })
  })
  afterAll(async () => {
    await db.close()
  })

  it('applies each migration once, and a later migration on an existing database', async () => {
    const sql = embeddedSql()
    // The older database: the migrations up to the one that creates the tables.
    const tables = sql.migrations.findIndex((m) => m.name.endsWith('_tables_and_policies.sql'))
    if (tables < 0) throw new Error('no tables migration')
    const first = sql.migrations.slice(0, tables + 1)
    const later = sql.migrations.slice(tables + 1)
    await bootEmbedded(db, { ...sql, migrations: first })
    const service = await createEmbeddedServiceOn(db)
    // An upgrade: the demo database keeps its data and gets only the new migrations.
    await db.query(
      `insert into public.messages (name, message) values ('Vovó', 'Guardada entre versões')`,
    )
    await bootEmbedded(db, sql)
    await bootEmbedded(db, sql)
    const { rows } = await db.query<{ name: string }>(
      `select name from embedded.applied where name like 'migration:%' order by name`,
    )
    expect(rows.map((r) => r.name.replace(/#[0-9a-f]{8}$/, ''))).toEqual(
      sql.migrations.map((m) => `migration:${m.name}`),
    )
    expect(later.length + first.length).toBe(rows.length)
    expect((await service.listMessages({ limit: 100 })).items.map((m) => m.message)).toContain(
      'Guardada entre versões',
    )
  })

  it('keeps live updates across boots, and gives the trigger back when a migration drops it', async () => {
    const own = await createPglite({ schema: false })
    try {
      const sql = embeddedSql()
      await bootEmbedded(own, sql)
      // As the browser creates it: the boot has just installed the live triggers.
      const service = await createEmbeddedServiceOn(own, { booted: true })
      const changed = vi.fn<() => void>()
      service.subscribe('messages', changed)
      const post = async (message: string) => {
        changed.mockClear()
        await service.postMessage({ name: 'Vovó', message })
        await vi.waitFor(() => expect(changed).toHaveBeenCalled())
      }
      await post('Primeira visita')
      // A second tab's boot changes nothing, and the wall still follows new messages.
      await bootEmbedded(own, sql)
      await post('Segunda aba')
      // A later migration that recreates a table loses its trigger; the next boot puts it back.
      const dropping = {
        name: '99999999999999_recreates_messages.sql',
        sql: 'drop trigger embedded_notify_change on public.messages;',
      }
      await bootEmbedded(own, { ...sql, migrations: [...sql.migrations, dropping] })
      await post('Depois da atualização')
    } finally {
      await own.close()
    }
  })

  it('runs guest calls as role anon, which cannot write directly', async () => {
    const who = await db.transaction(async (tx) => {
      await tx.exec('set local role anon')
      return (await tx.query<{ u: string }>('select current_user as u')).rows[0]?.u
    })
    expect(who).toBe('anon')
    await expect(
      db.transaction(async (tx) => {
        await tx.exec('set local role anon')
        await tx.query(`insert into public.messages (name, message) values ('x', 'y')`)
      }),
    ).rejects.toThrow(/permission denied/)
  })

  it('resetDemo rebuilds the database, dropping what visitors added, and notifies', async () => {
    const sql = embeddedSql()
    await bootEmbedded(db, sql)
    const service = await createEmbeddedServiceOn(db, { sql })
    await service.postMessage({ name: 'Visitante', message: 'Mensagem de teste' })
    expect((await service.listMessages({ limit: 100 })).items.map((m) => m.name)).toContain(
      'Visitante',
    )
    // Another tab on the same database hears about the reset; the resetting tab, which reloads
    // next, stops listening.
    const otherTab = await createEmbeddedServiceOn(db)
    let otherNotified = 0
    let selfNotified = 0
    otherTab.subscribe('messages', () => otherNotified++)
    service.subscribe('messages', () => selfNotified++)
    await service.resetDemo?.()
    expect((await otherTab.listMessages({ limit: 100 })).items.map((m) => m.name)).not.toContain(
      'Visitante',
    )
    await expect.poll(() => otherNotified).toBeGreaterThan(0)
    const selfBefore = selfNotified
    const otherBefore = otherNotified
    await otherTab.postMessage({ name: 'Outra aba', message: 'Depois do reset' })
    await expect.poll(() => otherNotified).toBeGreaterThan(otherBefore)
    expect(selfNotified).toBe(selfBefore)
    // Rebuilt, not just emptied: writes work again.
    await service.postMessage({ name: 'Depois', message: 'Funciona' })
    expect((await service.listMessages({ limit: 100 })).items.map((m) => m.name)).toContain(
      'Depois',
    )
  })
})

describe('embedded demo boot', () => {
  it('rebuilds a database whose migration file has changed under the same name', async () => {
    const db = await createPglite({ schema: false })
    try {
      const sql = embeddedSql({ demo: true })
      const last = sql.migrations.at(-1)
      if (!last) throw new Error('no migrations')
      // The same file name, an earlier text of it (as in a browser that kept an older demo).
      const before = {
        ...sql,
        migrations: [...sql.migrations.slice(0, -1), { ...last, sql: `${last.sql}\n-- antes` }],
      }
      expect(await bootEmbedded(db, before)).toEqual({ rebuilt: false })
      expect(await bootEmbedded(db, before)).toEqual({ rebuilt: false })
      expect(await bootEmbedded(db, sql)).toEqual({ rebuilt: true })
      expect(await bootEmbedded(db, sql)).toEqual({ rebuilt: false })
    } finally {
      await db.close()
    }
  })

  it('rebuilds a database built from an older migration history, and says so', async () => {
    const db = await createPglite({ schema: false })
    try {
      const sql = embeddedSql({ demo: true })
      // The history before the migrations were rewritten: one name that is no longer shipped.
      const old = {
        ...sql,
        migrations: [
          ...sql.migrations,
          {
            name: '20261123120000_no_longer_shipped.sql',
            sql: 'create table public.stale (x int)',
          },
        ],
      }
      expect(await bootEmbedded(db, old)).toEqual({ rebuilt: false })
      await db.query(`insert into public.messages (name, message) values ('Antiga', 'De antes')`)

      expect(await bootEmbedded(db, sql)).toEqual({ rebuilt: true })
      const { rows } = await db.query<{ name: string }>(
        `select name from embedded.applied where name like 'migration:%' order by name`,
      )
      expect(rows.map((r) => r.name.replace(/#[0-9a-f]{8}$/, ''))).toEqual(
        sql.migrations.map((m) => `migration:${m.name}`),
      )
      const stale = await db.query(`select to_regclass('public.stale') is null as gone`)
      expect(stale.rows).toEqual([{ gone: true }])
      const service = await createEmbeddedServiceOn(db, { sql })
      const messages = (await service.listMessages({ limit: 100 })).items.map((m) => m.name)
      expect(messages).not.toContain('Antiga')
      expect(messages.length).toBeGreaterThan(0) // the demo content is back
      expect(await service.adminLogin(DEMO_ADMIN.username, DEMO_ADMIN.password)).toMatchObject({
        username: DEMO_ADMIN.username,
      })
      // Built again on the current history: the next start changes nothing.
      expect(await bootEmbedded(db, sql)).toEqual({ rebuilt: false })
    } finally {
      await db.close()
    }
  })

  it('boots the demo content in one transaction: seeded lists, all categories, the demo admin', async () => {
    const db = await createPglite({ schema: false })
    try {
      const sql = embeddedSql({ demo: true })
      await bootEmbedded(db, sql)
      await bootEmbedded(db, sql) // a second tab: nothing runs twice
      const service = await createEmbeddedServiceOn(db, { sql })
      const gifts = await service.listGifts()
      expect(new Set(gifts.map((g) => g.category))).toEqual(new Set(GIFT_CATEGORIES))
      expect(gifts.some((g) => g.reserved)).toBe(true)
      expect((await service.listMessages({ limit: 100 })).items.length).toBeGreaterThan(0)
      const photos = await service.listPhotos()
      expect(photos.length).toBeGreaterThan(0)
      expect(await service.getPhotoImage(photos[0]?.id ?? '')).toMatch(/^data:image\//)
      const { rows } = await db.query<{ n: number }>(
        'select count(*)::int as n from public.admin_users',
      )
      expect(rows[0]?.n).toBe(1)
      const session = await service.adminLogin(DEMO_ADMIN.username, DEMO_ADMIN.password)
      expect(session.username).toBe(DEMO_ADMIN.username)
    } finally {
      await db.close()
    }
  })
})

describe('embedded admin calls (the SQL API end to end, as anon with a token)', () => {
  it('logs in, manages gifts with the token, backs up, and loses access after logout', async () => {
    const db = await database()
    await db.exec(`
      truncate public.admin_users cascade;
      select public.create_admin('noivos', 'noivos@exemplo.com.br', 'casamento2025');
    `)
    const service = await createEmbeddedServiceOn(db)

    await expect(service.adminLogin('noivos', 'errada')).rejects.toMatchObject({
      code: 'forbidden',
      message: ADMIN_ERRORS.wrongCredentials,
    })
    const session = await service.adminLogin('  NOIVOS ', 'casamento2025')
    expect(session).toMatchObject({ username: 'noivos', email: 'noivos@exemplo.com.br' })
    expect(session.token.length).toBeGreaterThan(20)
    expect(Number.isNaN(Date.parse(session.loginTime))).toBe(false)
    expect(await service.adminSession(session.token)).toEqual({
      userId: session.userId,
      username: 'noivos',
      email: 'noivos@exemplo.com.br',
      name: null,
      role: 'couple',
    })

    const addedId = await service.admin.saveGift(session.token, {
      name: 'Jarra de vidro',
      description: 'Para sucos',
      category: 'cozinha',
      kind: 'reserve',
      priceCents: null,
      quotas: null,
      storeUrl: null,
      position: 0,
    })
    const added = (await service.admin.listGifts(session.token)).find((g) => g.id === addedId)
    if (!added) throw new Error('the saved gift is not listed')
    expect(added).toMatchObject({ name: 'Jarra de vidro', reserved: false, reserved_email: null })
    expect(added.id).toMatch(/^gift_/)
    await service.admin.reserveGift(session.token, added.id, {
      guestName: 'Rita',
      guestEmail: 'rita@example.com',
      guestPhone: '31 98888-7777',
    })
    const listed = (await service.admin.listGifts(session.token)).find((g) => g.id === added.id)
    expect(listed).toMatchObject({
      reserved: true,
      reserved_by: 'Rita',
      reserved_email: 'rita@example.com',
      reserved_phone: '31 98888-7777',
    })
    await service.admin.cancelReservation(session.token, added.id)
    expect((await service.listGifts()).find((g) => g.id === added.id)).toMatchObject({
      reserved: false,
      reserved_by: null,
    })

    await service.admin.addPixContribution(session.token, {
      donorName: 'Tio Zé',
      amountCents: 15000,
      date: '2025-10-01',
    })
    const [pix] = await service.admin.listContributions(session.token)
    expect(pix).toMatchObject({ kind: 'pix', status: 'paid', amount_cents: 15000 })
    // Noon in São Paulo on the typed day, as an ISO instant like Supabase sends.
    expect(new Date(pix?.contributed_at ?? '').toISOString().slice(0, 10)).toBe('2025-10-01')
    expect(pix).toMatchObject({ hidden: false, expires_at: null })
    await service.admin.setContributionHidden(session.token, pix?.id ?? '', true)
    expect((await service.admin.listContributions(session.token))[0]?.hidden).toBe(true)
    await service.admin.setContributionHidden(session.token, pix?.id ?? '', false)
    expect((await service.admin.listContributions(session.token))[0]?.hidden).toBe(false)

    const backup = await service.admin.backup(session.token)
    expect(backup.gifts.map((g) => g.id)).toContain(added.id)
    expect(Number.isNaN(Date.parse(backup.exported_at))).toBe(false)

    await service.adminLogout(session.token)
    expect(await service.adminSession(session.token)).toBeNull()
    await expect(service.admin.listGifts(session.token)).rejects.toMatchObject({
      code: 'unauthorized',
    })
  })
})

describe('embedded gifts as money (the SQL API end to end, docs/decisions/0017-gifts-as-money.md)', () => {
  it('saves a money gift with a photo, gives cotas by PIX, and the couple confirm it', async () => {
    const db = await database()
    await db.exec(`
      truncate public.admin_users, public.gifts, public.contributions, private.rate_hits cascade;
      select public.create_admin('noivos', 'noivos@exemplo.com.br', 'casamento2025');
    `)
    const service = await createEmbeddedServiceOn(db)
    const { token } = await service.adminLogin('noivos', 'casamento2025')
    const photo = { imageData: 'data:image/png;base64,AAAA', thumbnail: 'data:image/png;base64,AA' }
    const id = await service.admin.saveGift(token, {
      name: 'Passagens da lua de mel',
      description: 'Ida e volta',
      category: 'outros',
      kind: 'money',
      priceCents: 20000,
      quotas: 10,
      storeUrl: 'https://www.exemplo.com.br/passagens',
      position: 1,
      photo,
    })
    expect(await service.listGifts()).toEqual([
      {
        id,
        name: 'Passagens da lua de mel',
        description: 'Ida e volta',
        category: 'outros',
        reserved: false,
        reserved_by: null,
        reserved_date: null,
        kind: 'money',
        price_cents: 20000,
        quotas: 10,
        quotas_taken: 0,
        store_url: 'https://www.exemplo.com.br/passagens',
        has_photo: true,
        position: 1,
      },
    ])
    expect(await service.getGiftThumbnails([id, 'gift_nenhum'])).toEqual({ [id]: photo.thumbnail })
    expect(await service.getGiftImage(id)).toBe(photo.imageData)

    const pix = await service.startGiftPix({
      giftId: id,
      quotas: 3,
      name: 'Bia',
      email: 'bia@exemplo.com',
    })
    expect(pix).toMatchObject({ amountCents: 60000, giftName: 'Passagens da lua de mel' })
    expect(pix.txid).toMatch(/^[A-Z0-9]{25}$/)
    expect(Date.parse(pix.holdUntil)).toBeGreaterThan(Date.now())
    await service.informGiftPix(pix.txid)
    await expect(service.informGiftPix('NAOEXISTE')).rejects.toMatchObject({
      code: 'not_found',
      message: 'PIX não encontrado.',
    })
    await expect(
      service.startGiftPix({ giftId: id, quotas: 8, name: 'Caio', email: 'caio@exemplo.com' }),
    ).rejects.toMatchObject({ code: 'conflict', message: 'Restam apenas 7 cotas deste presente.' })
    expect((await service.listGifts())[0]?.quotas_taken).toBe(3)

    expect(await service.admin.contributionTotals(token)).toEqual({
      paidCents: 0,
      pendingCents: 0,
      informedCents: 60000,
    })
    const [informed] = await service.admin.listContributions(token)
    expect(informed).toMatchObject({
      status: 'informed',
      gift_id: id,
      gift_name: 'Passagens da lua de mel',
      quotas: 3,
      pix_txid: pix.txid,
    })
    await service.admin.reviewPix(token, informed?.id ?? '', true)
    expect((await service.admin.contributionTotals(token)).paidCents).toBe(60000)
    expect((await service.admin.settings(token)).pixHoldHours).toBe(48)
    expect(await service.admin.saveSettings(token, { pixHoldHours: 12 })).toMatchObject({
      pixHoldHours: 12,
      approveMessages: false,
    })
    expect((await service.admin.settings(token)).pixHoldHours).toBe(12)

    // Edited without a photo key: the photo stays; with null: it goes.
    const edit = {
      id,
      name: 'Passagens',
      description: 'Ida e volta',
      category: 'outros' as const,
      kind: 'money' as const,
      priceCents: 20000,
      quotas: 10,
      storeUrl: null,
      position: 1,
    }
    expect(await service.admin.saveGift(token, edit)).toBe(id)
    expect((await service.listGifts())[0]).toMatchObject({ name: 'Passagens', has_photo: true })
    await service.admin.saveGift(token, { ...edit, photo: null })
    const [gift] = await service.admin.listGifts(token)
    expect(gift).toMatchObject({ has_photo: false, quotas_taken: 3, store_url: null })
    await expect(service.admin.saveGift(token, { ...edit, quotas: 2 })).rejects.toMatchObject({
      code: 'conflict',
    })
  })
})

describe('embedded holds per client (docs/decisions/0017 "Holds per client")', () => {
  it('a PIX past what this connection may hold is refused with its own text, nothing held', async () => {
    const db = await database()
    await db.exec(`
      truncate public.admin_users, public.gifts, public.contributions, private.rate_hits cascade;
      insert into public.gifts (id, name, description, category, kind, price_cents, quotas)
      values ('g_a', 'Jantar', 'Na viagem', 'outros', 'money', 28000, 1),
             ('g_b', 'Aula de culinária', 'Massas', 'cozinha', 'money', 32000, 1),
             ('g_c', 'Passeio de barco', 'Mergulho', 'outros', 'money', 18000, 2);
    `)
    const service = await createEmbeddedServiceOn(db)
    const who = { name: 'Bia', email: 'bia@exemplo.com' }
    // Three cota gifts: this browser (the client 'local') holds at most one and a half.
    await service.startGiftPix({ giftId: 'g_a', quotas: 1, ...who })
    await expect(service.startGiftPix({ giftId: 'g_b', quotas: 1, ...who })).rejects.toMatchObject({
      code: 'held',
      message: GIFT_PAYMENTS.holdsFromHere,
    })
    await service.startGiftPix({ giftId: 'g_c', quotas: 1, ...who })
    expect((await service.listGifts()).map((g) => [g.id, g.quotas_taken])).toEqual([
      ['g_b', 0],
      ['g_a', 1],
      ['g_c', 1],
    ])
  })
})

describe('embedded guest list (the SQL API end to end, as anon with a token)', () => {
  it('adds, imports, answers, matches and deletes households through the DataService', async () => {
    const db = await database()
    await db.exec(`
      truncate public.admin_users, public.households, public.rsvps, private.rate_hits cascade;
      select public.create_admin('noivos', 'noivos@exemplo.com.br', 'casamento2025');
    `)
    const service = await createEmbeddedServiceOn(db)
    const { token } = await service.adminLogin('noivos', 'casamento2025')
    const admin = service.admin

    const id = await admin.saveHousehold(token, {
      name: 'Família Souza',
      phone: '(34) 99654-7788',
      members: [
        { name: 'Ana Paula Souza', kind: 'adult', companion: false },
        { name: 'Helena Souza', kind: 'child', ageBand: '6-12', companion: false },
        { name: '', kind: 'adult', companion: true },
      ],
    })
    expect(
      await admin.importHouseholds(token, [
        {
          name: 'familia souza',
          phone: '34 99654 7788',
          members: [{ name: 'Ana', kind: 'adult', companion: false }],
        },
        { name: 'Vó Cida', members: [{ name: 'Aparecida Lima', kind: 'adult', companion: false }] },
      ]),
    ).toEqual({ created: 1, skipped: 1 })
    const [souza, cida] = await admin.listHouseholds(token)
    expect([souza?.name, cida?.name]).toEqual(['Família Souza', 'Vó Cida'])
    if (!souza || !cida) throw new Error('households not listed')
    expect(souza).toMatchObject({ id, answeredAt: null, answeredBy: null, history: [] })
    expect(souza.members.map((m) => [m.name, m.kind, m.ageBand, m.companion])).toEqual([
      ['Ana Paula Souza', 'adult', null, false],
      ['Helena Souza', 'child', '6-12', false],
      ['', 'adult', null, true],
    ])

    // The guest answers through the personal link; the couple then record a change by phone.
    const invitation = await service.getInvitation(souza.code.toUpperCase())
    expect(invitation.householdName).toBe('Família Souza')
    const answer = {
      members: invitation.members.map((m) => ({
        id: m.id,
        attending: 'sim' as const,
        ...(m.companion ? { name: 'Bruno Tavares' } : {}),
      })),
      message: 'Estaremos lá!',
    }
    await service.answerInvitation(souza.code, answer)
    await admin.recordAnswer(token, souza.id, {
      members: answer.members.map((m, i) => (i === 1 ? { ...m, attending: 'nao' as const } : m)),
    })
    const [answered] = await admin.listHouseholds(token)
    expect(answered).toMatchObject({ answeredBy: 'casal', message: null })
    expect(answered?.history.map((h) => [h.source, h.message])).toEqual([
      ['casal', null],
      ['convite', 'Estaremos lá!'],
    ])
    expect(answered?.members.map((m) => [m.name, m.attending])).toEqual([
      ['Ana Paula Souza', 'sim'],
      ['Helena Souza', 'nao'],
      ['Bruno Tavares', 'sim'],
    ])

    // The open form keeps both answers of one e-mail; the couple match one to the household.
    const rsvp = {
      nomeCompleto: 'Ana',
      vaiAoEvento: 'sim' as const,
      email: 'ana@exemplo.com',
      telefone: '(34) 99654-7788',
    }
    await service.submitRsvp(rsvp)
    await service.submitRsvp({ ...rsvp, vaiAoEvento: 'nao' })
    const rsvps = await admin.listRsvps(token)
    expect(rsvps.map((r) => [r.email, r.household_id])).toEqual([
      ['ana@exemplo.com', null],
      ['ana@exemplo.com', null],
    ])
    await admin.matchRsvp(token, rsvps[0]?.id ?? '', souza.id)
    expect((await admin.listRsvps(token))[0]?.household_id).toBe(souza.id)

    const backup = await admin.backup(token)
    expect(backup.households.map((h) => [h.name, h.history.length])).toEqual([
      ['Família Souza', 2],
      ['Vó Cida', 0],
    ])
    await admin.deleteHousehold(token, cida.id)
    await expect(admin.deleteHousehold(token, cida.id)).rejects.toMatchObject({
      code: 'not_found',
    })
    expect((await admin.listHouseholds(token)).map((h) => h.name)).toEqual(['Família Souza'])
  })
})

describe('embedded guests’ personal data (the SQL API end to end, docs/decisions/0022-guests-personal-data.md)', () => {
  it('finds, exports and erases one person, logs it, and tells the retention date', async () => {
    const db = await database()
    await db.exec(`
      truncate public.admin_users, public.gifts, public.messages, public.rsvps, public.households,
        public.contributions, private.rate_hits cascade;
      select public.create_admin('noivos', 'noivos@exemplo.com.br', 'casamento2025');
      insert into public.gifts (id, name, description, category)
        values ('gift_panela', 'Panela de pressão', 'Inox', 'cozinha');
    `)
    const service = await createEmbeddedServiceOn(db)
    const { token } = await service.adminLogin('noivos', 'casamento2025')
    const admin = service.admin

    const ana = {
      nomeCompleto: 'Ana Souza',
      vaiAoEvento: 'sim' as const,
      email: 'ana@exemplo.com',
      telefone: '(34) 99654-7788',
    }
    await service.submitRsvp({ ...ana, dietary: 'Sem glúten', sensitiveConsent: true })
    await service.submitRsvp({ ...ana, dietary: 'Sem glúten' })
    await service.submitRsvp({
      ...ana,
      nomeCompleto: 'Bia Lima',
      email: 'bia@exemplo.com',
      telefone: '(34) 98888-2222',
    })
    await service.reserveGift('gift_panela', {
      guestName: 'Ana Souza',
      guestEmail: 'ANA@exemplo.com',
    })
    await service.postMessage({ name: 'Ana Souza', message: 'Felicidades!' })

    const found = await admin.findPerson(token, '+55 34 99654-7788')
    expect(found).toMatchObject({
      kind: 'phone',
      emails: ['ana@exemplo.com'],
      phones: ['34996547788'],
    })
    expect(found.rsvps.map((r) => [r.nome_completo, r.dietary])).toEqual([
      ['Ana Souza', null],
      ['Ana Souza', 'Sem glúten'],
    ])
    expect(found.rsvps[1]?.sensitive_consent_at).toMatch(/^\d{4}-/)
    expect(found.reservations.map((g) => [g.giftId, g.giftName, g.email])).toEqual([
      ['gift_panela', 'Panela de pressão', 'ANA@exemplo.com'],
    ])
    expect(found.messages.map((m) => m.message)).toEqual(['Felicidades!'])
    expect(JSON.stringify(found)).not.toContain('Bia')
    expect(await admin.exportPerson(token, 'ana@exemplo.com')).toMatchObject({
      rsvps: found.rsvps,
      reservations: found.reservations,
    })

    expect(await admin.erasePerson(token, 'ana@exemplo.com')).toEqual({
      rsvps: 2,
      households: 0,
      reservations: 1,
      messages: 1,
      contributions: 0,
    })
    const gifts = await service.listGifts()
    expect(gifts.map((g) => [g.reserved, g.reserved_by])).toEqual([[true, 'Anônimo']])
    const wall = await service.listMessages({ limit: 10 })
    expect(wall.items.map((m) => [m.name, m.message])).toEqual([['Anônimo', 'Felicidades!']])
    const rsvps = await admin.listRsvps(token)
    expect(rsvps.map((r) => [r.nome_completo, r.email, r.telefone, r.dietary]).sort()).toEqual([
      ['Anônimo', '', '', null],
      ['Anônimo', '', '', null],
      ['Bia Lima', 'bia@exemplo.com', '(34) 98888-2222', null],
    ])

    const log = await admin.privacyLog(token)
    expect(log.map((l) => [l.action, l.adminUsername])).toEqual([
      ['erase', 'noivos'],
      ['export', 'noivos'],
      ['lookup', 'noivos'],
    ])
    expect(log[2]?.counts).toEqual({
      rsvps: 2,
      households: 0,
      reservations: 1,
      messages: 1,
      contributions: 0,
    })

    const status = await admin.retentionStatus(token)
    expect(status.retainUntil && new Date(status.retainUntil).toISOString()).toBe(
      RETENTION_ENDS_AT.toISOString(),
    )
    expect(status.pending.rsvps).toBe(1)
    expect(status.noticeDue).toBe(status.daysLeft > 0 && status.daysLeft <= RETENTION_NOTICE_DAYS)

    await service.adminLogout(token)
    for (const call of [
      admin.findPerson(token, 'bia@exemplo.com'),
      admin.exportPerson(token, 'bia@exemplo.com'),
      admin.erasePerson(token, 'bia@exemplo.com'),
      admin.privacyLog(token),
      admin.retentionStatus(token),
    ]) {
      await expect(call).rejects.toMatchObject({ code: 'unauthorized' })
    }
  })
})

describe('the SQL API description (src/data/sql-api.ts)', () => {
  const described = [
    ...Object.values(SQL_API).filter((fn) => 'name' in fn),
    ...Object.values(SQL_API.admin),
  ] as SqlFunction[]

  it('names every function anon may call, with its parameters, return and volatility', async () => {
    const db = await database()
    const { rows } = await db.query<{
      name: string
      params: string[]
      retset: boolean
      volatile: string
      type: string
      kind: string
    }>(`
      select p.proname as name, coalesce(p.proargnames[1:p.pronargs], '{}') as params,
             p.proretset as retset,
             p.provolatile as volatile, t.typname as type, t.typtype as kind
        from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        join pg_type t on t.oid = p.prorettype
       where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'execute')
    `)
    expect([...described.map((fn) => fn.name), ...DEPLOY_CHECKS].sort()).toEqual(
      rows.map((r) => r.name).sort(),
    )
    for (const fn of described) {
      const row = rows.find((r) => r.name === fn.name)
      const returns = row?.retset
        ? 'rows'
        : row?.kind === 'c'
          ? 'row'
          : row?.type === 'json' || row?.type === 'jsonb'
            ? 'json'
            : row?.type === 'void'
              ? 'void'
              : 'scalar'
      expect({
        name: fn.name,
        params: row?.params,
        returns,
        writes: row?.volatile === 'v',
      }).toEqual({ name: fn.name, params: fn.params, returns: fn.returns, writes: fn.writes })
    }
  })
})
