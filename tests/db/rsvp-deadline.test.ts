// The RSVP deadline in the database (docs/decisions/0018-the-site-by-the-clock.md): past it, a
// script cannot answer through either form unless the couple keep accepting answers.
import { beforeEach, describe, expect, it } from 'vitest'
import { RSVP_DEADLINE } from '@/config/copy-wedding-clock'
import { RSVP_CLOSES_AT } from '@/config/wedding'
import { asAnon, asRole, dbError, demoAdminToken, fileTestDb, firstRow, readSql } from './pglite'

const db = fileTestDb()
const anon = <T>(fn: () => Promise<T>) => asAnon(db, fn)
const CLOSED = { code: 'WD410', message: RSVP_DEADLINE.closedError }

let token = ''

beforeEach(async () => {
  await db.exec(readSql('embedded/demo-admin.sql'))
  token = await demoAdminToken(db)
  // What a real couple's site starts with: answers close at the deadline.
  await anon(() =>
    db.query(`select public.admin_save_settings($1, '{"rsvp_after_deadline": false}')`, [token]),
  )
})

const submitRsvp = () =>
  anon(() =>
    db.query(`select public.submit_rsvp('Ana', 'sim', 'ana@exemplo.com', '(34) 99999-0000')`),
  )

async function household(): Promise<{ code: string; memberId: string }> {
  const saved = await anon(() =>
    db.query<{ id: string }>('select public.admin_save_household($1, $2) as id', [
      token,
      JSON.stringify({
        id: null,
        name: 'Família Souza',
        phone: '34999990000',
        members: [{ id: null, name: 'Ana Souza', kind: 'adult', age_band: null, companion: false }],
      }),
    ]),
  )
  const row = firstRow(
    await db.query<{ code: string; member: string }>(
      `select h.code, m.id as member from public.households h
         join public.household_members m on m.household_id = h.id where h.id = $1`,
      [firstRow(saved).id],
    ),
  )
  return { code: row.code, memberId: row.member }
}

const answer = (code: string, memberId: string) =>
  anon(() =>
    db.query<{ r: unknown }>('select public.answer_invitation($1, $2) as r', [
      code,
      JSON.stringify([{ member_id: memberId, attending: 'sim' }]),
    ]),
  )

describe('the deadline', () => {
  it('is the instant of src/config/wedding.ts RSVP_CLOSES_AT', async () => {
    const r = await db.query<{ at: Date }>('select private.rsvp_closes_at() as at')
    expect(firstRow(r).at.getTime()).toBe(RSVP_CLOSES_AT.getTime())
  })

  it('takes answers up to the last instant before it, and none from it on', async () => {
    const open = async (at: Date) =>
      firstRow(
        await db.query<{ open: boolean }>('select private.rsvp_open($1) as open', [
          at.toISOString(),
        ]),
      ).open
    expect(await open(new Date('2025-10-01T12:00:00-03:00'))).toBe(true)
    expect(await open(new Date(RSVP_CLOSES_AT.getTime() - 1000))).toBe(true)
    expect(await open(RSVP_CLOSES_AT)).toBe(false)
    expect(await open(new Date('2025-10-15T12:00:00-03:00'))).toBe(false)
    await anon(() =>
      db.query(`select public.admin_save_settings($1, '{"rsvp_after_deadline": true}')`, [token]),
    )
    expect(await open(new Date('2025-10-15T12:00:00-03:00'))).toBe(true)
  })
})

describe('past the deadline (the real date), as anon', () => {
  it('refuses the open form and stores nothing', async () => {
    expect(await dbError(submitRsvp())).toEqual(CLOSED)
    const n = await db.query<{ n: number }>('select count(*)::int as n from public.rsvps')
    expect(firstRow(n).n).toBe(0)
  })

  it('refuses a household’s answer through its personal link, right code or not', async () => {
    const { code, memberId } = await household()
    expect(await dbError(answer(code, memberId))).toEqual(CLOSED)
    expect(await dbError(answer('zzzzzzzzzz', memberId))).toEqual(CLOSED)
    const m = await db.query<{ attending: string | null }>(
      'select attending from public.household_members where id = $1',
      [memberId],
    )
    expect(firstRow(m).attending).toBeNull()
  })

  it('says the RSVP is closed to the site, and open again when the couple keep accepting', async () => {
    const read = async () =>
      firstRow(await anon(() => db.query<{ open: boolean }>('select public.rsvp_open() as open')))
        .open
    expect(await read()).toBe(false)
    await anon(() =>
      db.query(`select public.admin_save_settings($1, '{"rsvp_after_deadline": true}')`, [token]),
    )
    expect(await read()).toBe(true)
    await submitRsvp()
    const { code, memberId } = await household()
    expect(firstRow(await answer(code, memberId)).r).toBeNull()
  })

  it('still lets the couple record an answer a guest gave them by phone', async () => {
    const { memberId } = await household()
    const id = firstRow(
      await db.query<{ id: string }>(
        'select household_id as id from public.household_members where id = $1',
        [memberId],
      ),
    ).id
    await anon(() =>
      db.query('select public.admin_record_answer($1, $2, $3)', [
        token,
        id,
        JSON.stringify([{ member_id: memberId, attending: 'nao' }]),
      ]),
    )
    const m = await db.query<{ attending: string }>(
      'select attending from public.household_members where id = $1',
      [memberId],
    )
    expect(firstRow(m).attending).toBe('nao')
  })
})

describe('the couple’s setting', () => {
  it('is theirs alone: off by default, read and changed only with a session', async () => {
    const r = await anon(() =>
      db.query<{ on: boolean }>(
        `select (public.admin_settings($1) ->> 'rsvp_after_deadline')::boolean as on`,
        [token],
      ),
    )
    expect(firstRow(r).on).toBe(false)
    expect(
      await dbError(
        anon(() =>
          db.query(`select public.admin_save_settings('x', '{"rsvp_after_deadline": true}')`),
        ),
      ),
    ).toMatchObject({ code: 'WD401' })
    expect(await dbError(anon(() => db.query(`select public.admin_settings('x')`)))).toMatchObject({
      code: 'WD401',
    })
    expect(await dbError(anon(() => db.query('select * from public.settings')))).toMatchObject({
      code: '42501',
    })
    expect(await dbError(anon(() => db.query('select private.rsvp_open(now())')))).toMatchObject({
      code: '42501',
    })
    const fresh = await db.query<{ d: string }>(
      `select column_default as d from information_schema.columns
        where table_name = 'settings' and column_name = 'rsvp_after_deadline'`,
    )
    expect(firstRow(fresh).d).toBe('false')
  })

  it('is on in the demo, so its forms can be tried after the demo wedding', async () => {
    await db.exec(readSql('seed.sql'))
    const r = await asRole(db, 'anon', () =>
      db.query<{ open: boolean }>('select public.rsvp_open() as open'),
    )
    expect(firstRow(r).open).toBe(true)
  })
})
