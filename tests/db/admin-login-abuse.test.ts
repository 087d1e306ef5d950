// A stranger with a loop against the couple's login (docs/decisions/0013): many clients, many
// usernames, wrong passwords. Run on a real PostgreSQL server over many connections, as PostgREST
// calls it (role anon, the client's address in request.headers), where initdb is installed; on
// PGlite (the same SQL, one connection) where it is not. Once, not on both: the rules are the
// SQL's, and bcrypt in PGlite's WebAssembly made the second run the slowest minute of the suite.
import type { PGlite } from '@electric-sql/pglite'
import { Client, Pool } from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { applySchema, pgUnavailableReason, startPgServer } from '../../supabase/database.mjs'
import { DEMO_ADMIN, asAnon, createTestDb, firstRow, readSql, resetData } from './pglite'

const WRONG = {
  error: 'forbidden',
  message: 'Usuário ou senha incorretos. Verifique suas credenciais.', // docs/product.md §8
}
const LOCKED = {
  error: 'locked',
  message: 'Muitas tentativas falharam. Tente novamente em alguns minutos.', // docs/product.md §8
}
const BUSY = {
  error: 'busy',
  message: 'Muitas tentativas em pouco tempo. Aguarde um minuto e tente de novo.',
}
/** bcrypt runs a minute for untrusted clients (admin_login's budget). */
const BUDGET = 60

type LoginResult = { token: string; device: string; username: string } | typeof WRONG

interface Backend {
  /** admin_login as anon, from the client address `ip` (undefined: no address known). */
  login(username: string, password: string, device?: string, ip?: string): Promise<LoginResult>
  /** A query as the superuser. */
  admin(sql: string): Promise<Record<string, unknown>[]>
}

// set_config in a subquery runs first, in the same statement: the headers PostgREST would set.
const LOGIN_SQL = `select public.admin_login($1, $2, $3) as r
                     from (select set_config('request.headers', $4, true)) h`
const headers = (ip?: string) => (ip ? JSON.stringify({ 'cf-connecting-ip': ip }) : '{}')

/** The scenarios, on either backend. */
function scenarios(backend: () => Backend) {
  async function trustedDevice(ip = '203.0.113.10'): Promise<string> {
    const r = await backend().login(DEMO_ADMIN.username, DEMO_ADMIN.password, undefined, ip)
    if (!('device' in r)) throw new Error(`login failed: ${JSON.stringify(r)}`)
    expect(r.device).toMatch(/^[0-9a-f]{64}$/)
    return r.device
  }

  it("a stranger's failures from many clients and usernames never lock out the couple's browser", async () => {
    const { login } = backend()
    const device = await trustedDevice()
    const usernames = ['noivos', 'admin', 'NOIVOS ', 'marina', 'rafael']
    // 20 clients, 5 usernames each, three wrong passwords each: every client ends locked.
    await Promise.all(
      Array.from({ length: 20 }, async (_, c) => {
        for (const username of usernames) {
          for (let i = 0; i < 3; i++)
            await login(username, `errada-${i}`, undefined, `198.51.100.${c}`)
        }
      }),
    )
    // Clients without an address, even sending the couple's own address.
    for (let i = 0; i < 3; i++) await login('noivos', 'errada', undefined, undefined)
    for (let i = 0; i < 3; i++) await login('noivos', 'errada', undefined, '203.0.113.10')
    expect(
      await login('noivos', DEMO_ADMIN.password, undefined, '198.51.100.1'),
    ).not.toHaveProperty('token')

    // The couple's browser still gets in, typo first.
    expect(await login('noivos', 'typo', device, '203.0.113.10')).toEqual(WRONG)
    expect(await login(' Noivos', DEMO_ADMIN.password, device, '203.0.113.10')).toMatchObject({
      username: 'noivos',
      device,
    })
  }, 120_000)

  it('locks a client that fails three times, even for the right password; other clients are not', async () => {
    const { login } = backend()
    expect(await login('noivos', 'errada-1', undefined, '192.0.2.1')).toEqual(WRONG)
    expect(await login('ninguem', 'errada-2', undefined, '192.0.2.1')).toEqual(WRONG)
    expect(await login('noivos', 'errada-3', undefined, '192.0.2.1')).toEqual(LOCKED)
    expect(await login('noivos', DEMO_ADMIN.password, undefined, '192.0.2.1')).toEqual(LOCKED)
    // An IPv6 client is one /64: another address of it is the same client.
    for (let i = 1; i <= 3; i++) await login('noivos', 'errada', undefined, `2001:db8:1:2::${i}`)
    expect(await login('noivos', DEMO_ADMIN.password, undefined, '2001:db8:1:2::ff')).toEqual(
      LOCKED,
    )
    // A new browser elsewhere logs in.
    expect(await login('noivos', DEMO_ADMIN.password, undefined, '192.0.2.2')).toHaveProperty(
      'token',
    )
  }, 60_000)

  it('a made-up device token or another admin’s earns no trust', async () => {
    const { login } = backend()
    const device = await trustedDevice()
    for (const forged of ['f'.repeat(64), device]) {
      await backend().admin('truncate private.login_attempts')
      // With another username the couple's device is an ordinary client too.
      const username = forged === device ? 'ninguem' : 'noivos'
      expect(await login(username, 'errada-1', forged, '192.0.2.7')).toEqual(WRONG)
      expect(await login(username, 'errada-2', forged, '192.0.2.7')).toEqual(WRONG)
      expect(await login(username, 'errada-3', forged, '192.0.2.7')).toEqual(LOCKED)
      expect(await login('noivos', DEMO_ADMIN.password, undefined, '192.0.2.7')).toEqual(LOCKED)
    }
  }, 60_000)

  it('a trusted device forgives two typos and locks itself, not others, at the third', async () => {
    const { login } = backend()
    const device = await trustedDevice()
    expect(await login('noivos', 'typo-1', device)).toEqual(WRONG)
    expect(await login('noivos', 'typo-2', device)).toEqual(WRONG)
    expect(await login('noivos', DEMO_ADMIN.password, device)).toHaveProperty('token')
    for (let i = 1; i <= 2; i++) expect(await login('noivos', `x${i}`, device)).toEqual(WRONG)
    expect(await login('noivos', 'x3', device)).toEqual(LOCKED)
    expect(await login('noivos', DEMO_ADMIN.password, device)).toEqual(LOCKED)
    expect(await login('noivos', DEMO_ADMIN.password, undefined, '192.0.2.9')).toHaveProperty(
      'token',
    )
  }, 60_000)

  it('runs bcrypt at most a budget a minute for untrusted clients; the couple’s browser is still checked', async () => {
    const { login, admin } = backend()
    const device = await trustedDevice()
    await admin('truncate private.login_bcrypt_calls')
    const answers: LoginResult[] = []
    for (let i = 0; i < BUDGET + 40; i++) {
      // A new client and a made-up username each time, as a botnet would spray.
      answers.push(await login(`spray${i}`, 'errada', undefined, `100.64.${i >> 8}.${i & 255}`))
    }
    const calls = await admin('select count(*)::int as n from private.login_bcrypt_calls')
    expect(calls[0]?.n).toBe(BUDGET)
    // Only the clients whose password was checked are remembered (their failure): a refusal as
    // busy leaves no row.
    const clients = await admin('select count(*)::int as n from private.login_attempts')
    expect(clients[0]?.n).toBe(BUDGET)
    expect(answers.slice(0, BUDGET).every((a) => JSON.stringify(a) === JSON.stringify(WRONG))).toBe(
      true,
    )
    expect(answers.slice(BUDGET)).toEqual(Array(40).fill(BUSY))
    // A real username and password from a new browser wait too, with the same answer.
    expect(await login('noivos', DEMO_ADMIN.password, undefined, '100.65.0.1')).toEqual(BUSY)

    // The couple's browser is outside the budget: its password is checked, right or wrong.
    expect(await login('noivos', 'typo', device)).toEqual(WRONG)
    expect(await login('noivos', DEMO_ADMIN.password, device)).toHaveProperty('token')
    const after = await admin('select count(*)::int as n from private.login_bcrypt_calls')
    expect(after[0]?.n).toBe(BUDGET)

    // A minute later the budget is back.
    await admin(`update private.login_bcrypt_calls set called_at = now() - interval '61 seconds'`)
    expect(await login('noivos', DEMO_ADMIN.password, undefined, '100.65.0.1')).toHaveProperty(
      'token',
    )
  }, 180_000)
}

const reason = pgUnavailableReason()
if (reason) console.warn(`[tests/db/admin-login-abuse] on PGlite, no real server: ${reason}`)

function onPglite() {
  let db: PGlite

  beforeAll(async () => {
    db = await createTestDb()
  }, 180_000)

  afterAll(async () => {
    await db?.close()
  })

  beforeEach(async () => {
    await resetData(db)
    await db.exec(readSql('embedded/demo-admin.sql'))
  })

  scenarios(() => ({
    login: async (username, password, device, ip) => {
      const r = await asAnon(db, () =>
        db.query<{ r: LoginResult }>(LOGIN_SQL, [username, password, device ?? null, headers(ip)]),
      )
      return firstRow(r).r
    },
    admin: async (sql) => (await db.query<Record<string, unknown>>(sql)).rows,
  }))
}

function onServer() {
  let ctx: { stop: () => Promise<void>; admin: Client; anon: Pool } | undefined
  const started = () => {
    if (!ctx) throw new Error('the PostgreSQL server did not start')
    return ctx
  }

  beforeAll(async () => {
    const server = await startPgServer()
    const admin = new Client(server.config)
    await admin.connect()
    await applySchema(admin, { demoAdmin: true })
    const anon = new Pool({ ...server.config, max: 20, options: '-c role=anon' })
    ctx = { stop: () => server.stop(), admin, anon }
  }, 120_000)

  afterAll(async () => {
    await ctx?.anon.end()
    await ctx?.admin.end()
    await ctx?.stop()
  }, 60_000)

  beforeEach(async () => {
    await started().admin.query(`truncate private.login_attempts, private.trusted_devices,
      private.login_bcrypt_calls, public.admin_sessions`)
  })

  scenarios(() => ({
    login: async (username, password, device, ip) => {
      const r = await started().anon.query<{ r: LoginResult }>(LOGIN_SQL, [
        username,
        password,
        device ?? null,
        headers(ip),
      ])
      return firstRow(r).r
    },
    admin: async (sql) => (await started().admin.query<Record<string, unknown>>(sql)).rows,
  }))

  it('a flood from ever-new addresses, three seconds past the budget, stores a row only for the logins it checked', async () => {
    const { admin, anon } = started()
    const answers: LoginResult[] = []
    const start = Date.now()
    let busySince: number | undefined
    let next = 0
    const flooding = () =>
      busySince === undefined ? Date.now() < start + 30_000 : Date.now() < busySince + 3000
    // 20 connections, each sending logins back to back, every one from a new address: the first
    // spend the bcrypt budget, then the flood goes on for three seconds of 'busy'.
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (flooding()) {
          const i = next++
          const r = await anon.query<{ r: LoginResult }>(LOGIN_SQL, [
            `flood${i}`,
            'errada',
            null,
            headers(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`),
          ])
          const answer = firstRow(r).r
          if (busySince === undefined && JSON.stringify(answer) === JSON.stringify(BUSY))
            busySince = Date.now()
          answers.push(answer)
        }
      }),
    )
    const busy = answers.filter((a) => JSON.stringify(a) === JSON.stringify(BUSY)).length
    const checked = answers.filter((a) => JSON.stringify(a) === JSON.stringify(WRONG)).length
    expect(busy + checked).toBe(answers.length)
    expect(busy).toBeGreaterThan(answers.length / 2)
    // Parallel callers may overshoot the budget by the open connections (docs/decisions/0013).
    expect(checked).toBeLessThanOrEqual(BUDGET + 20)
    const rows = await admin.query<{ n: number }>(
      'select count(*)::int as n from private.login_attempts',
    )
    expect(rows.rows[0]?.n).toBe(checked)
  }, 60_000)

  it('two admins deactivating each other at once: one of them stays active', async () => {
    const { admin, anon } = started()
    await admin.query(`select public.create_admin('rafael', 'rafael@exemplo.com', 'senha-do-rafa')`)
    const tokenOf = async (u: string, p: string) =>
      firstRow(
        await anon.query<{ r: { token: string; user_id: string } }>(LOGIN_SQL, [u, p, null, '{}']),
      ).r
    const a = await tokenOf('noivos', DEMO_ADMIN.password)
    const b = await tokenOf('rafael', 'senha-do-rafa')
    const results = await Promise.allSettled([
      anon.query('select public.admin_deactivate_user($1, $2)', [a.token, b.user_id]),
      anon.query('select public.admin_deactivate_user($1, $2)', [b.token, a.user_id]),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const active = await admin.query(
      'select count(*)::int as n from public.admin_users where is_active',
    )
    expect(active.rows[0]?.n).toBe(1)
    await admin.query(`delete from public.admin_users where username = 'rafael'`)
    await admin.query('update public.admin_users set is_active = true')
  }, 60_000)
}

const onThisMachine = reason ? onPglite : onServer
describe(`on ${reason ? 'PGlite (no PostgreSQL server here)' : 'a real PostgreSQL server'}`, () => {
  onThisMachine()
})
