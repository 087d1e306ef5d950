// Input limits on the paths the other db tests do not take: several bad fields at once, the
// payment function of the service role, and the couple's manual PIX entries.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  DEMO_ADMIN,
  asAnon,
  asRole,
  createTestDb,
  dbError,
  firstRow,
  readSql,
  resetData,
} from './pglite'

const NAME_TOO_LONG = 'O nome deve ter no máximo 80 caracteres.'
const PHONE_TOO_LONG = 'O telefone deve ter no máximo 30 caracteres.'

let db: PGlite

beforeAll(async () => {
  db = await createTestDb()
}, 180_000) // PGlite starts slowly when the 2 cores are busy

afterAll(async () => {
  await db?.close()
})

beforeEach(async () => {
  await resetData(db)
})

const wd400 = (message: string) => ({ code: 'WD400', message })

describe('input limits on the less travelled paths', () => {
  it('reserve_gift reports the first failing check when several fail', async () => {
    const e = await asAnon(db, () =>
      dbError(
        db.query('select public.reserve_gift($1, $2, $3, $4, $5)', [
          'gift_none',
          'a'.repeat(81),
          'ana@',
          '1'.repeat(31),
          null,
        ]),
      ),
    )
    expect(e).toEqual(wd400(NAME_TOO_LONG))
  })

  it('record_contribution refuses a long name or phone', async () => {
    const record = (name: string, phone: string | null) =>
      asRole(db, 'service_role', () =>
        dbError(
          db.query('select public.record_contribution($1, $2, $3, $4, $5, $6, $7)', [
            'card',
            1000,
            name,
            'ana@exemplo.com',
            phone,
            null,
            'cs_checks',
          ]),
        ),
      )
    expect(await record('a'.repeat(81), null)).toEqual(wd400(NAME_TOO_LONG))
    expect(await record('Ana', '1'.repeat(31))).toEqual(wd400(PHONE_TOO_LONG))
    expect((await db.query('select id from public.contributions')).rows).toEqual([])
  })

  it('admin_add_pix_contribution refuses a long name or note', async () => {
    await db.exec(readSql('embedded/demo-admin.sql'))
    const login = await asAnon(db, () =>
      db.query<{ r: { token: string } }>('select public.admin_login($1, $2) as r', [
        DEMO_ADMIN.username,
        DEMO_ADMIN.password,
      ]),
    )
    const token = firstRow(login).r.token
    const add = (name: string, note: string | null) =>
      asAnon(db, () =>
        dbError(
          db.query('select public.admin_add_pix_contribution($1, $2, $3, $4, $5)', [
            token,
            name,
            500,
            '2025-10-01',
            note,
          ]),
        ),
      )
    expect(await add('a'.repeat(81), null)).toEqual(wd400(NAME_TOO_LONG))
    expect(await add('Ana', 'x'.repeat(1001))).toEqual(
      wd400('A observação deve ter no máximo 1000 caracteres.'),
    )
    expect((await db.query('select id from public.contributions')).rows).toEqual([])
  })
})
