// Phones at the door sending their queues at once, on a real PostgreSQL server (PGlite is
// single-connection): the same guest checked in by many phones ends as one arrival, the earliest
// time kept, and no phone gets an error.
import { describe, expect, it } from 'vitest'
import { pgUnavailableReason } from '../../supabase/database.mjs'
import { serverWithSchema } from './pg-server'

const reason = pgUnavailableReason()
if (reason) console.warn(`[tests/db/day-of-concurrency] skipped: ${reason}`)

const PHONES = 40

describe(`the door on a real PostgreSQL server${reason ? ` (skipped: ${reason})` : ''}`, () => {
  const started = serverWithSchema(reason)

  it.skipIf(reason !== null)(
    `${PHONES} phones send the same two guests at once: one arrival each, the earliest time`,
    async () => {
      const { admin, anon } = started()
      await admin.query(
        `select public.create_admin('noivos', 'noivos@exemplo.com.br', 'casamento2025')`,
      )
      const login = await anon.query<{ r: { token: string } }>(
        `select public.admin_login('noivos', 'casamento2025') r`,
      )
      const couple = login.rows[0]?.r.token
      await anon.query(
        `select public.admin_create_team_user($1, 'Rita', 'rita', 'senha-da-rita')`,
        [couple],
      )
      const team = (
        await anon.query<{ r: { token: string } }>(
          `select public.admin_login('rita', 'senha-da-rita') r`,
        )
      ).rows[0]?.r.token
      const { rows: members } = await admin.query<{ id: string }>(`
        with h as (insert into public.households (name) values ('Família Souza') returning id)
        insert into public.household_members (household_id, position, name, attending)
        select h.id, p, n, 'sim' from h, (values (0, 'Carlos Souza'), (1, 'Ana Souza')) v(p, n)
        returning id`)
      const now = Date.now()
      const times = Array.from({ length: PHONES }, (_, i) =>
        new Date(now - (((i * 7919) % PHONES) + 1) * 1000).toISOString(),
      )
      const results = await Promise.allSettled(
        times.map((at, i) =>
          anon.query('select public.admin_check_in($1, $2) r', [
            i % 2 ? team : couple,
            JSON.stringify(members.map((m) => ({ member_id: m.id, arrived_at: at }))),
          ]),
        ),
      )
      expect(results.filter((r) => r.status === 'rejected')).toEqual([])
      const { rows } = await admin.query<{ member_id: string; arrived_at: Date }>(
        'select member_id, arrived_at from public.arrivals order by member_id',
      )
      expect(rows).toHaveLength(2)
      const earliest = times.reduce((a, b) => (a < b ? a : b))
      for (const row of rows) expect(row.arrived_at.toISOString()).toBe(earliest)
    },
    60_000,
  )
})
