// Races on a real PostgreSQL server: many guests pressing 'Reservar' on the same gift
// at once, over many connections, as role anon. PGlite is single-connection, so it cannot show this.
import { Client, Pool, type DatabaseError } from 'pg'
import { describe, expect, it } from 'vitest'
import { COMMON } from '@/config/copy/common'
import { GIFTS } from '@/config/copy/gifts'
import { GIFT_PAYMENTS } from '@/config/copy/gift-payments'
import { GIFTS_PER_EMAIL_MAX, HOLD_LIMITS, RATE_LIMITS } from '@/config/limits'
import { pgUnavailableReason } from '../../supabase/database.mjs'
import { serverWithSchema } from './pg-server'

const reason = pgUnavailableReason()
if (reason) console.warn(`[tests/db/concurrency] skipped: ${reason}`)

const CALLS = 100
const POOL_SIZE = 20

describe(`on a real PostgreSQL server${reason ? ` (skipped: ${reason})` : ''}`, () => {
  const started = serverWithSchema(reason, { poolSize: POOL_SIZE })

  it.skipIf(reason !== null)(
    `${CALLS} concurrent reserve_gift calls on one gift: exactly one succeeds`,
    async () => {
      const { admin, anon } = started()
      await admin.query(`insert into public.gifts (id, name, description, category)
                          values ('gift_race', 'Jogo de panelas', 'Inox', 'cozinha')`)
      const results = await Promise.allSettled(
        Array.from({ length: CALLS }, (_, i) =>
          anon.query('select public.reserve_gift($1, $2, $3)', [
            'gift_race',
            `Convidado ${i}`,
            `convidado${i}@exemplo.com`,
          ]),
        ),
      )
      const ok = results.filter((r) => r.status === 'fulfilled')
      const failed = results.flatMap((r) =>
        r.status === 'rejected' ? [r.reason as DatabaseError] : [],
      )
      expect(ok).toHaveLength(1)
      expect(failed).toHaveLength(CALLS - 1)
      for (const e of failed) {
        expect({ code: e.code, message: e.message }).toEqual({
          code: 'WD409',
          message: 'Este presente já foi reservado por outra pessoa.', // docs/product.md §8
        })
      }
      // The stored reservation is the winner's, whole.
      const winner = results.findIndex((r) => r.status === 'fulfilled')
      const row = await admin.query(
        `select reserved, reserved_by, reserved_email from public.gifts where id = 'gift_race'`,
      )
      expect(row.rows[0]).toEqual({
        reserved: true,
        reserved_by: `Convidado ${winner}`,
        reserved_email: `convidado${winner}@exemplo.com`,
      })
      // Connections really acted as anon.
      const who = await anon.query<{ u: string }>('select current_user as u')
      expect(who.rows[0]?.u).toBe('anon')
    },
    60_000,
  )

  // PGlite runs PostgreSQL 18; this server is Debian's (15 here). plpgsql bodies are only checked
  // when they run, so run every function once on it.
  it.skipIf(reason !== null)(
    'runs every function of the API on this server version',
    async () => {
      const { admin, anon } = started()
      const q = async (sql: string, params: unknown[] = []) => (await anon.query(sql, params)).rows
      await admin.query(`insert into public.gifts (id, name, description, category)
                       values ('gift_smoke', 'Vaso', 'Cerâmica', 'decoração')`)
      await admin.query(
        `select public.create_admin('noivos', 'noivos@exemplo.com.br', 'casamento2025')`,
      )
      await q(`select public.post_message('Bia', 'Oi, casal!')`)
      await q(`select public.reserve_gift('gift_smoke', 'Bia', 'bia@exemplo.com', null, 'Beijos')`)
      // Past the couple's RSVP deadline, answers are closed until the couple keep accepting them
      // (docs/decisions/0018-the-site-by-the-clock.md); a new database has no dates yet
      // (docs/decisions/0024-settings.md).
      expect(await q('select public.rsvp_open() r')).toEqual([{ r: true }])
      await admin.query(`update public.settings set rsvp_closes_at = now() - interval '1 day'`)
      expect(await q('select public.rsvp_open() r')).toEqual([{ r: false }])
      await admin.query('update public.settings set rsvp_after_deadline = true')
      expect(await q('select public.rsvp_open() r')).toEqual([{ r: true }])
      // Every answer kept, and the guest told the same each time.
      const answered = await q(
        `select public.submit_rsvp('Bia', 'sim', 'bia@exemplo.com', '34999990000') r`,
      )
      expect(
        await q(`select public.submit_rsvp('Bia', 'nao', 'BIA@exemplo.com', '34999990000') r`),
      ).toEqual(answered)
      expect(await q(`select public.admin_login('noivos', 'errada') r`)).toEqual([
        {
          r: {
            error: 'forbidden',
            message: 'Usuário ou senha incorretos. Verifique suas credenciais.',
          },
        },
      ])
      const [login] = await q(`select public.admin_login(' Noivos ', 'casamento2025') r`)
      const token = (login as { r: { token: string } }).r.token
      expect(await q('select public.admin_session($1) r', [token])).toMatchObject([
        { r: { username: 'noivos' } },
      ])
      await q(`select public.admin_save_settings($1, '{"rsvp_after_deadline": true}')`, [token])
      expect(
        await q(`select (public.admin_settings($1) ->> 'rsvp_after_deadline')::boolean r`, [token]),
      ).toEqual([{ r: true }])
      const [gift] = await q('select public.admin_save_gift($1, $2) as id', [
        token,
        { name: 'Luminária', description: 'De chão', category: 'decoração' },
      ])
      await q(`select public.admin_reserve_gift($1, $2, 'Caio', 'caio@exemplo.com')`, [
        token,
        gift?.id,
      ])
      await q(`select public.admin_cancel_reservation($1, $2)`, [token, gift?.id])
      expect(
        await q(`select public.admin_cancel_reservations_by_email($1, 'BIA@exemplo.com') n`, [
          token,
        ]),
      ).toEqual([{ n: 1 }])
      await q(`select public.admin_delete_gift($1, $2)`, [token, gift?.id])
      const [photo] = await q(
        `select public.admin_add_photo($1, 'Foto', null, 'data:image/png;base64,AA', 'image/png', null) id`,
        [token],
      )
      await q('select public.admin_delete_photo($1, $2)', [token, photo?.id])
      const [message] = await q(`select public.post_message('Caio', 'Parabéns!') id`)
      await q('select public.admin_delete_message($1, $2)', [token, message?.id])
      const gifts = await q('select id from public.admin_list_gifts($1)', [token])
      expect(gifts.map((g) => g.id)).toContain('gift_smoke')
      const rsvps = await q('select * from public.admin_list_rsvps($1)', [token])
      expect(rsvps).toHaveLength(2)

      // The guest list (docs/decisions/0016-guest-list.md).
      const person = (name: string, companion = false) => ({
        name,
        kind: 'adult',
        age_band: null,
        companion,
      })
      const [saved] = await q('select public.admin_save_household($1, $2) id', [
        token,
        JSON.stringify({ name: 'Família Souza', members: [person('Ana'), person('', true)] }),
      ])
      const householdId = (saved as { id: string }).id
      expect(
        await q('select public.admin_import_households($1, $2) r', [
          token,
          JSON.stringify([
            { name: 'FAMILIA SOUZA', members: [person('Ana')] },
            { name: 'Vó Cida', phone: '(34) 3842-1122', members: [person('Aparecida')] },
          ]),
        ]),
      ).toEqual([{ r: { created: 1, skipped: 1 } }])
      const [listed] = await q('select public.admin_list_households($1) r', [token])
      const households = (listed as { r: { id: string; code: string }[] }).r
      const code = households.find((h) => h.id === householdId)?.code ?? ''
      expect(code).toMatch(/^[a-kmnp-z2-9]{10}$/)
      expect(await q(`select public.get_invitation('zzzzzzzzzz') r`)).toEqual([
        {
          r: {
            code: 'WD404',
            message: 'Convite não encontrado. Confira o link que você recebeu.',
          },
        },
      ])
      const [opened] = await q('select public.get_invitation($1) r', [code.toUpperCase()])
      const invitation = (opened as { r: { members: { id: string }[] } }).r
      const answers = JSON.stringify(
        invitation.members.map((m, i) => ({
          member_id: m.id,
          attending: 'sim',
          name: i === 1 ? 'Bruno' : null,
        })),
      )
      expect(
        await q(`select public.answer_invitation($1, $2, 'Oba!', null) r`, [code, answers]),
      ).toEqual([{ r: null }])
      await q('select public.admin_record_answer($1, $2, $3)', [token, householdId, answers])
      await q('select public.admin_match_rsvp($1, $2, $3)', [token, rsvps[0]?.id, householdId])
      await q('select public.admin_delete_household($1, $2)', [
        token,
        households.find((h) => h.id !== householdId)?.id,
      ])
      await q(`select public.admin_add_pix_contribution($1, 'Tio', 10000, '2025-10-01', null)`, [
        token,
      ])
      const [pix] = await q('select * from public.admin_list_contributions($1)', [token])
      expect(pix).toBeDefined()
      await q('select public.admin_set_contribution_hidden($1, $2, true)', [token, pix?.id])
      await q('select public.admin_set_contribution_hidden($1, $2, false)', [token, pix?.id])
      expect(await q('select public.admin_contribution_totals($1) t', [token])).toEqual([
        { t: { paid_cents: 10000, pending_cents: 0, informed_cents: 0 } },
      ])
      await q(
        `select public.admin_create_user($1, 'rafael', 'rafael@exemplo.com', 'senha-do-rafa')`,
        [token],
      )
      await q(`select public.admin_change_password($1, 'casamento2025', 'nova-senha-123')`, [token])
      const [list] = await q('select public.admin_list_users($1) r', [token])
      const users = (list as { r: { username: string; user_id: string }[] }).r
      expect(users.map((u) => u.username)).toEqual(['noivos', 'rafael'])
      await q('select public.admin_deactivate_user($1, $2)', [token, users[1]?.user_id])
      expect(await q('select public.admin_end_other_sessions($1) n', [token])).toEqual([{ n: 0 }])
      // The backup's sections are asserted in admin.test.ts; here, that it runs on the server.
      const [backup] = await q('select public.admin_backup($1) b', [token])
      expect((backup as { b: { households: unknown[] } }).b.households).toHaveLength(1)

      // Gifts given as money (docs/decisions/0017-gifts-as-money.md).
      const [money] = await q('select public.admin_save_gift($1, $2) as id', [
        token,
        {
          name: 'Passagens',
          description: 'Lua de mel',
          category: 'outros',
          kind: 'money',
          price_cents: 20000,
          quotas: 10,
          store_url: 'https://www.exemplo.com.br/passagens',
          position: 1,
          photo: { image_data: 'data:image/png;base64,AA', thumbnail: 'data:image/png;base64,A' },
        },
      ])
      const moneyId = (money as { id: string }).id
      expect(
        await q('select id, quotas_taken, has_photo from public.list_gifts() where id = $1', [
          moneyId,
        ]),
      ).toEqual([{ id: moneyId, quotas_taken: 0, has_photo: true }])
      expect(await q('select * from public.gift_thumbnails($1)', [[moneyId]])).toEqual([
        { id: moneyId, thumbnail: 'data:image/png;base64,A' },
      ])
      expect(await q('select public.gift_image($1) i', [moneyId])).toEqual([
        { i: 'data:image/png;base64,AA' },
      ])
      const [pixStart] = await q(
        `select public.start_gift_pix($1, 2, null, 'Bia', 'bia@exemplo.com', null, 'Boa viagem!') r`,
        [moneyId],
      )
      const txid = (pixStart as { r: { txid: string; amount_cents: number } }).r.txid
      expect((pixStart as { r: { amount_cents: number } }).r.amount_cents).toBe(40000)
      expect(await q('select public.inform_gift_pix($1) r', [txid])).toEqual([{ r: null }])
      expect(await q('select public.inform_gift_pix($1) r', [txid])).toEqual([{ r: null }])
      expect(await q('select public.inform_gift_pix($1) r', ['NAOEXISTE'])).toEqual([
        { r: { code: 'WD404', message: 'PIX não encontrado.' } },
      ])
      await q(`select public.admin_save_settings($1, '{"pix_hold_hours": 24}')`, [token])
      expect(
        await q(`select (public.admin_settings($1) ->> 'pix_hold_hours')::integer h`, [token]),
      ).toEqual([{ h: 24 }])
      const [informed] = await q(
        `select id from public.admin_list_contributions($1) where pix_txid = $2`,
        [token, txid],
      )
      await q('select public.admin_review_pix($1, $2, true)', [token, informed?.id])
      expect(
        await q('select quotas, quotas_taken from public.admin_list_gifts($1) where id = $2', [
          token,
          moneyId,
        ]),
      ).toEqual([{ quotas: 10, quotas_taken: 2 }])
      await q('select public.admin_logout($1)', [token])
      expect(await q('select public.admin_session($1) r', [token])).toEqual([{ r: null }])

      await admin.query('set role service_role')
      try {
        const args = ['card', 5000, 'Bia', 'bia@exemplo.com', null, null, 'cs_smoke']
        const first = await admin.query(
          'select public.record_contribution($1, $2, $3, $4, $5, $6, $7) id',
          args,
        )
        const again = await admin.query(
          'select public.record_contribution($1, $2, $3, $4, $5, $6, $7) id',
          args,
        )
        expect(again.rows).toEqual(first.rows)
        const marks = [
          await admin.query(`select public.mark_contribution('cs_smoke', 'paid') r`),
          await admin.query(`select public.mark_contribution('cs_smoke', 'paid') r`),
        ]
        expect(marks.map((m) => m.rows[0])).toEqual([{ r: true }, { r: false }])
        await admin.query(
          `select public.record_contribution('card', 5000, 'Bia', 'bia@exemplo.com', null, null,
             'cs_open', 'k1', 'https://checkout.stripe.com/c/pay/cs_open', now() + interval '1 hour')`,
        )
        expect((await admin.query(`select public.open_checkout('k1') r`)).rows).toEqual([
          {
            r: {
              stripe_session_id: 'cs_open',
              checkout_url: 'https://checkout.stripe.com/c/pay/cs_open',
              closed: 0,
            },
          },
        ])
        expect(
          (await admin.query(`select public.mark_contribution('cs_open', 'expired') r`)).rows,
        ).toEqual([{ r: true }])
        await admin.query(`select public.checkout_rate_limit('203.0.113.9')`)
        expect(
          (await admin.query('select public.quote_gift($1, 3, null) q', [moneyId])).rows,
        ).toEqual([{ q: { name: 'Passagens', amount_cents: 60000 } }])
        await admin.query(
          `select public.record_contribution('card', 60000, 'Caio', 'caio@exemplo.com', null, null,
             'cs_gift', null, null, now() + interval '1 hour', $1, 3)`,
          [moneyId],
        )
        expect(
          (
            await admin.query(
              `select public.extend_checkout_hold('cs_gift', now() + interval '1 day') r`,
            )
          ).rows,
        ).toEqual([{ r: true }])
        expect(
          (await admin.query(`select public.mark_contribution('cs_gift', 'paid') r`)).rows,
        ).toEqual([{ r: true }])
        await admin.query(`select public.cancel_checkout_rate_limit('203.0.113.9')`)
      } finally {
        await admin.query('reset role')
      }
    },
    60_000,
  )

  it.skipIf(reason !== null)(
    `${CALLS} concurrent identical messages: the spam guard lets exactly one through`,
    async () => {
      const { admin, anon } = started()
      const results = await Promise.allSettled(
        Array.from({ length: CALLS }, () =>
          anon.query('select public.post_message($1, $2)', ['Ana', 'Felicidades!']),
        ),
      )
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
      const codes = results.flatMap((r) =>
        r.status === 'rejected' ? [(r.reason as DatabaseError).code] : [],
      )
      expect(codes).toEqual(Array.from({ length: CALLS - 1 }, () => 'WD409'))
      const n = await admin.query<{ n: number }>(
        `select count(*)::int as n from public.messages where name = 'Ana'`,
      )
      expect(n.rows[0]?.n).toBe(1)
    },
    60_000,
  )

  it.skipIf(reason !== null)(
    `${CALLS} concurrent recordings of one Checkout (a burst Stripe answered with one session): one row`,
    async () => {
      const { admin, server } = started()
      const service = new Pool({
        ...server.config,
        max: POOL_SIZE,
        options: '-c role=service_role',
      })
      try {
        const results = await Promise.all(
          Array.from({ length: CALLS }, () =>
            service.query<{ id: string }>(
              `select public.record_contribution('card', 5000, 'Bia', 'bia@exemplo.com', null,
                 null, 'cs_burst', 'k-burst', 'https://checkout.stripe.com/c/pay/cs_burst',
                 now() + interval '1 hour') id`,
            ),
          ),
        )
        expect(new Set(results.map((r) => r.rows[0]?.id)).size).toBe(1)
        const n = await admin.query<{ n: number }>(
          `select count(*)::int as n from public.contributions where checkout_key = 'k-burst'`,
        )
        expect(n.rows[0]?.n).toBe(1)
      } finally {
        await service.end()
      }
    },
    60_000,
  )

  /** A pool whose every connection carries these request headers, as PostgREST sets them. */
  function guestPool(address: string) {
    const headers = JSON.stringify({ 'cf-connecting-ip': address })
    return new Pool({
      ...started().server.config,
      max: POOL_SIZE,
      options: `-c role=anon -c request.headers=${headers}`,
    })
  }

  async function settle(calls: Promise<unknown>[]) {
    const results = await Promise.allSettled(calls)
    const errors = results.flatMap((r) =>
      r.status === 'rejected'
        ? [{ code: (r.reason as DatabaseError).code, message: (r.reason as DatabaseError).message }]
        : [],
    )
    return { ok: results.length - errors.length, errors }
  }

  it.skipIf(reason !== null)(
    `${CALLS * 2} concurrent posts from one client: exactly the per-client limit is stored`,
    async () => {
      const { admin } = started()
      const { perClient } = RATE_LIMITS.post_message
      const pool = guestPool('203.0.113.50')
      try {
        const { ok, errors } = await settle(
          Array.from({ length: CALLS * 2 }, (_, i) =>
            pool.query('select public.post_message($1, $2)', ['Robô', `Spam número ${i}`]),
          ),
        )
        expect(ok).toBe(perClient)
        expect(errors).toEqual(
          Array.from({ length: CALLS * 2 - perClient }, () => ({
            code: 'WD420',
            message: COMMON.tooManyRequests,
          })),
        )
        const n = await admin.query<{ n: number }>(
          `select count(*)::int as n from public.messages where name = 'Robô'`,
        )
        expect(n.rows[0]?.n).toBe(perClient)
      } finally {
        await pool.end()
      }
    },
    60_000,
  )

  it.skipIf(reason !== null)(
    `${CALLS} concurrent wrong codes from one client: the misses stop at the limit, then even the right code is refused`,
    async () => {
      const { admin } = started()
      const { perClient } = RATE_LIMITS.invitation_miss
      const household = await admin.query<{ code: string }>(
        `insert into public.households (name) values ('Família Guess') returning code`,
      )
      const code = household.rows[0]?.code ?? ''
      const pool = guestPool('203.0.113.50')
      try {
        const results = await Promise.allSettled(
          Array.from({ length: CALLS }, (_, i) =>
            pool.query<{ r: { code?: string } }>('select public.get_invitation($1) r', [
              `guess${String(i).padStart(5, '2')}`,
            ]),
          ),
        )
        const answered = results.flatMap((r) =>
          r.status === 'fulfilled' ? [r.value.rows[0]?.r] : [],
        )
        expect(answered).toEqual(
          Array.from({ length: perClient }, () => expect.objectContaining({ code: 'WD404' })),
        )
        const refused = results.flatMap((r) =>
          r.status === 'rejected' ? [(r.reason as DatabaseError).code] : [],
        )
        expect(refused).toEqual(Array.from({ length: CALLS - perClient }, () => 'WD420'))
        await expect(
          pool.query('select public.get_invitation($1) r', [code]),
        ).rejects.toMatchObject({
          code: 'WD420',
        })
      } finally {
        await pool.end()
      }
    },
    60_000,
  )

  it.skipIf(reason !== null)(
    'the same spreadsheet imported 10 times at once adds its households once',
    async () => {
      const { admin, anon } = started()
      await admin.query(
        `select public.create_admin('importa', 'importa@exemplo.com.br', 'casamento2025')`,
      )
      const [login] = (await anon.query(`select public.admin_login('importa', 'casamento2025') r`))
        .rows as { r: { token: string } }[]
      const sheet = JSON.stringify(
        Array.from({ length: 20 }, (_, i) => ({
          name: `Convite importado ${i}`,
          phone: `(34) 99999-${String(i).padStart(4, '0')}`,
          members: [{ name: `Pessoa ${i}`, kind: 'adult', companion: false }],
        })),
      )
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          anon.query<{ r: { created: number; skipped: number } }>(
            'select public.admin_import_households($1, $2) r',
            [login?.r.token, sheet],
          ),
        ),
      )
      const created = results.map((r) => r.rows[0]?.r.created ?? 0)
      expect(created.reduce((a, b) => a + b, 0)).toBe(20)
      const n = await admin.query<{ n: number }>(
        `select count(*)::int as n from public.households where name like 'Convite importado %'`,
      )
      expect(n.rows[0]?.n).toBe(20)
    },
    60_000,
  )

  it.skipIf(reason !== null)(
    `one e-mail reserving 16 gifts at once from many connections gets exactly ${GIFTS_PER_EMAIL_MAX}`,
    async () => {
      const { admin } = started()
      await admin.query(`insert into public.gifts (id, name, description, category)
                         select 'burst_' || i, 'Presente ' || i, 'Descrição', 'outros'
                           from generate_series(1, 16) i`)
      const pools = Array.from({ length: 4 }, (_, i) => guestPool(`198.51.100.${i + 1}`))
      try {
        const { ok, errors } = await settle(
          pools.flatMap((pool, p) =>
            Array.from({ length: 4 }, (_, j) =>
              pool.query('select public.reserve_gift($1, $2, $3)', [
                `burst_${p * 4 + j + 1}`,
                'Robô',
                j % 2 ? 'ROBO@exemplo.com' : 'robo@exemplo.com',
              ]),
            ),
          ),
        )
        expect(ok).toBe(GIFTS_PER_EMAIL_MAX)
        expect(errors).toEqual(
          Array.from({ length: 16 - GIFTS_PER_EMAIL_MAX }, () => ({
            code: 'WD400',
            message: GIFTS.perEmailLimit(GIFTS_PER_EMAIL_MAX),
          })),
        )
        const n = await admin.query<{ n: number }>(
          `select count(*)::int as n from public.gifts where lower(reserved_email) = 'robo@exemplo.com'`,
        )
        expect(n.rows[0]?.n).toBe(GIFTS_PER_EMAIL_MAX)
      } finally {
        await Promise.all(pools.map((p) => p.end()))
      }
    },
    60_000,
  )

  /** A household of one guest and a companion seat, on a real server, with the couple's token. */
  async function companionHousehold(token: string, name: string) {
    const { admin, anon } = started()
    const saved = await anon.query<{ id: string }>(
      'select public.admin_save_household($1, $2) as id',
      [
        token,
        JSON.stringify({
          name,
          phone: '(34) 99999-0000',
          members: [
            { name: 'Ana Guerra', kind: 'adult', companion: false },
            { name: '', kind: 'adult', companion: true },
          ],
        }),
      ],
    )
    const id = saved.rows[0]?.id ?? ''
    const ids = await admin.query<{ id: string }>(
      'select id from public.household_members where household_id = $1 order by position',
      [id],
    )
    const code = await admin.query<{ code: string }>(
      'select code from public.households where id = $1',
      [id],
    )
    return { id, code: code.rows[0]?.code ?? '', members: ids.rows.map((r) => r.id) }
  }

  /** Answer number i: everyone comes, the companion named after it. */
  const answerNumber = (members: string[], i: number) =>
    JSON.stringify([
      { member_id: members[0], attending: 'sim' },
      { member_id: members[1], attending: 'sim', name: `Acompanhante ${i}` },
    ])

  interface ListedAnswer {
    message: string | null
    members: { name: string }[]
  }

  /** What the couple's list shows of one household: its members, latest answer and history. */
  async function shownHousehold(token: string, id: string) {
    const r = await started().anon.query<{
      r: {
        id: string
        members: { name: string }[]
        message: string | null
        history: ListedAnswer[]
      }[]
    }>('select public.admin_list_households($1) as r', [token])
    const household = r.rows[0]?.r.find((h) => h.id === id)
    if (!household) throw new Error(`no household ${id}`)
    return household
  }

  async function coupleToken(username: string): Promise<string> {
    const { admin, anon } = started()
    await admin.query(`select public.create_admin($1, $2, 'casamento2025')`, [
      username,
      `${username}@exemplo.com.br`,
    ])
    await admin.query('update public.settings set rsvp_after_deadline = true')
    const login = await anon.query<{ r: { token: string } }>(
      `select public.admin_login($1, 'casamento2025') r`,
      [username],
    )
    return login.rows[0]?.r.token ?? ''
  }

  /** answer_invitation from its own address (set as PostgREST would), so no per-client limit meets it. */
  const ANSWER_SQL = `select public.answer_invitation($1, $2, $3) as r
                        from (select set_config('request.headers', $4, true)) h`

  it.skipIf(reason !== null)(
    'an answer that began first but waited for the household is the latest answer the couple see',
    async () => {
      const token = await coupleToken('respostas')
      const h = await companionHousehold(token, 'Família Guerra')
      const { server } = started()
      const first = new Client({ ...server.config, options: '-c role=anon' })
      const second = new Client({ ...server.config, options: '-c role=anon' })
      await first.connect()
      await second.connect()
      try {
        // The first guest's request begins (now() is fixed from here); the second's begins later,
        // takes the household first and is stored; then the first is applied, last.
        await first.query('begin')
        await first.query('select 1')
        await new Promise((resolve) => setTimeout(resolve, 20))
        await second.query(ANSWER_SQL, [
          h.code,
          answerNumber(h.members, 2),
          'Resposta 2',
          JSON.stringify({ 'cf-connecting-ip': '198.18.0.2' }),
        ])
        await first.query(ANSWER_SQL, [
          h.code,
          answerNumber(h.members, 1),
          'Resposta 1',
          JSON.stringify({ 'cf-connecting-ip': '198.18.0.1' }),
        ])
        await first.query('commit')
      } finally {
        await first.end()
        await second.end()
      }
      const shown = await shownHousehold(token, h.id)
      expect(shown.members.map((m) => m.name)).toEqual(['Ana Guerra', 'Acompanhante 1'])
      expect(shown.message).toBe('Resposta 1')
      expect(shown.history.map((a) => a.message)).toEqual(['Resposta 1', 'Resposta 2'])
      expect(shown.history[0]?.members.map((m) => m.name)).toEqual(['Ana Guerra', 'Acompanhante 1'])
    },
    60_000,
  )

  it.skipIf(reason !== null)(
    '30 simultaneous answers for one household, five times: the latest answer shown is the one whose members are current',
    async () => {
      const token = await coupleToken('simultaneas')
      const { anon } = started()
      const wrong: string[] = []
      for (let round = 0; round < 5; round++) {
        const h = await companionHousehold(token, `Família Simultânea ${round}`)
        // The guests by their personal link, each from its own address, and the couple by phone.
        const { ok, errors } = await settle(
          Array.from({ length: 30 }, (_, i) =>
            i % 2 === 0
              ? anon.query(ANSWER_SQL, [
                  h.code,
                  answerNumber(h.members, i),
                  `Resposta ${i}`,
                  JSON.stringify({ 'cf-connecting-ip': `198.18.${round}.${i + 1}` }),
                ])
              : anon.query('select public.admin_record_answer($1, $2, $3, $4)', [
                  token,
                  h.id,
                  answerNumber(h.members, i),
                  `Resposta ${i}`,
                ]),
          ),
        )
        expect({ ok, errors }).toEqual({ ok: 30, errors: [] })
        // The members are those of the answer applied last (its companion's name says which).
        const shown = await shownHousehold(token, h.id)
        const current = shown.members.map((m) => m.name)
        const applied = `Resposta ${current[1]?.replace('Acompanhante ', '')}`
        const latest = shown.history[0]
        if (
          shown.message !== applied ||
          latest?.message !== applied ||
          JSON.stringify(latest.members.map((m) => m.name)) !== JSON.stringify(current)
        ) {
          wrong.push(
            `round ${round}: the members are ${applied}'s, the latest shown ${shown.message}`,
          )
        }
      }
      expect(wrong).toEqual([])
    },
    120_000,
  )

  async function moneyGift(id: string, quotas: number, paid: number) {
    const { admin } = started()
    await admin.query(
      `insert into public.gifts (id, name, description, category, kind, price_cents, quotas)
       values ($1, 'Cota ' || $1, 'Lua de mel', 'outros', 'money', 20000, $2)`,
      [id, quotas],
    )
    if (paid > 0) {
      await admin.query(
        `insert into public.contributions
           (kind, status, amount_cents, donor_name, stripe_session_id, gift_id, gift_name, quotas)
         values ('card', 'paid', $2 * 20000, 'Tia', 'cs_paid_' || $1, $1, 'Cota ' || $1, $2)`,
        [id, paid],
      )
    }
  }

  async function cotasTaken(id: string): Promise<number> {
    const r = await started().admin.query<{ n: number }>(
      `select coalesce(sum(quotas), 0)::int as n from public.contributions
        where gift_id = $1 and status in ('paid', 'started', 'pending')`,
      [id],
    )
    return r.rows[0]?.n ?? -1
  }

  /** A start_gift_pix from one of four addresses (so the per-client limit is not what stops it). */
  function pixCalls(pools: Pool[], giftId: string, n: number) {
    return Array.from({ length: n }, (_, i) =>
      (pools[i % pools.length] as Pool).query(`select public.start_gift_pix($1, 1, null, $2, $3)`, [
        giftId,
        `Convidado ${i}`,
        `convidado${i}@exemplo.com`,
      ]),
    )
  }

  it.skipIf(reason !== null)(
    '20 guests paying the last cota of a gift at once: exactly one gets the PIX',
    async () => {
      await moneyGift('gift_last_cota', 3, 2)
      const pools = Array.from({ length: 4 }, (_, i) => guestPool(`192.0.2.${i + 10}`))
      try {
        const { ok, errors } = await settle(pixCalls(pools, 'gift_last_cota', 20))
        expect(ok).toBe(1)
        expect(errors).toEqual(
          Array.from({ length: 19 }, () => ({
            code: 'WD409',
            message: 'Este presente já foi todo presenteado.',
          })),
        )
        expect(await cotasTaken('gift_last_cota')).toBe(3)
      } finally {
        await Promise.all(pools.map((p) => p.end()))
      }
    },
    60_000,
  )

  it.skipIf(reason !== null)(
    '20 guests taking one cota each of 5 left: exactly 5 get one, never more',
    async () => {
      await moneyGift('gift_five_left', 10, 5)
      const pools = Array.from({ length: 4 }, (_, i) => guestPool(`192.0.2.${i + 20}`))
      try {
        const { ok, errors } = await settle(pixCalls(pools, 'gift_five_left', 20))
        expect(ok).toBe(5)
        expect(new Set(errors.map((e) => `${e.code} ${e.message}`))).toEqual(
          new Set(['WD409 Este presente já foi todo presenteado.']),
        )
        expect(await cotasTaken('gift_five_left')).toBe(10)
      } finally {
        await Promise.all(pools.map((p) => p.end()))
      }
    },
    60_000,
  )

  it.skipIf(reason !== null)(
    'a lapsed PIX informed while guests start PIX for the same cotas: never more held than there are',
    async () => {
      const { admin } = started()
      await moneyGift('gift_lapsed', 2, 0)
      // A stranger's PIX for both cotas, started and left to lapse, its txid kept.
      await admin.query(
        `insert into public.contributions
           (kind, status, amount_cents, donor_name, donor_email, gift_id, gift_name, quotas,
            pix_txid, hold_until)
         values ('pix', 'started', 40000, 'Robô', 'robo@exemplo.com', 'gift_lapsed',
                 'Cota gift_lapsed', 2, 'KEPTKEPTKEPTKEPTKEPTKEPT1', now() - interval '1 minute')`,
      )
      const pools = Array.from({ length: 4 }, (_, i) => guestPool(`192.0.2.${i + 40}`))
      try {
        const starts = pixCalls(pools, 'gift_lapsed', 10)
        const inform = (pools[0] as Pool).query(`select public.inform_gift_pix($1) r`, [
          'KEPTKEPTKEPTKEPTKEPTKEPT1',
        ])
        const { ok } = await settle([...starts.slice(0, 5), inform, ...starts.slice(5)])
        const held = await admin.query<{ n: number }>(
          `select private.quotas_taken('gift_lapsed') as n`,
        )
        expect(held.rows[0]?.n).toBeLessThanOrEqual(2)
        // The stranger's PIX is recorded either way (money may have been sent); the guests who
        // got a PIX hold the rest.
        const row = await admin.query<{ status: string; holds: boolean }>(
          `select status, hold_until > now() as holds from public.contributions
            where pix_txid = 'KEPTKEPTKEPTKEPTKEPTKEPT1'`,
        )
        expect(row.rows[0]?.status).toBe('informed')
        expect(held.rows[0]?.n).toBe((row.rows[0]?.holds ? 2 : 0) + (ok - 1))
      } finally {
        await Promise.all(pools.map((p) => p.end()))
      }
    },
    60_000,
  )

  it.skipIf(reason !== null)(
    'card checkouts racing PIX for the last cota: exactly one of all of them takes it',
    async () => {
      const { server } = started()
      await moneyGift('gift_card_vs_pix', 1, 0)
      const pools = Array.from({ length: 2 }, (_, i) => guestPool(`192.0.2.${i + 30}`))
      const service = new Pool({ ...server.config, max: 10, options: '-c role=service_role' })
      try {
        const cards = Array.from({ length: 10 }, (_, i) =>
          service.query(
            `select public.record_contribution('card', 20000, $1, $2, null, null, $3, null, null,
               now() + interval '30 minutes', 'gift_card_vs_pix', 1)`,
            [`Cartão ${i}`, `cartao${i}@exemplo.com`, `cs_race_${i}`],
          ),
        )
        const pix = pixCalls(pools, 'gift_card_vs_pix', 10)
        const { ok, errors } = await settle(
          cards.flatMap((c, i) => [c, pix[i] as Promise<unknown>]),
        )
        expect(ok).toBe(1)
        expect(errors).toHaveLength(19)
        for (const e of errors) {
          expect(e).toEqual({ code: 'WD409', message: 'Este presente já foi todo presenteado.' })
        }
        expect(await cotasTaken('gift_card_vs_pix')).toBe(1)
      } finally {
        await service.end()
        await Promise.all(pools.map((p) => p.end()))
      }
    },
    60_000,
  )

  // Holds per client (docs/decisions/0017-gifts-as-money.md "Holds per client"): a burst cannot pass the
  // caps by racing. A list of 20 gifts given whole: one address holds at most 5, everyone 15.
  async function wholeGifts(n: number) {
    const { admin } = started()
    await admin.query(`delete from public.contributions; delete from private.gift_holds;
                       delete from public.gifts where kind = 'money'`)
    await admin.query(
      `insert into public.gifts (id, name, description, category, kind, price_cents, quotas)
       select 'hold_' || i, 'Presente ' || i, 'Lua de mel', 'outros', 'money', 10000, 1
         from generate_series(1, $1::int) i`,
      [n],
    )
  }

  async function heldGifts(): Promise<number> {
    const r = await started().admin.query<{ n: number }>(
      `select count(*)::int as n from public.gifts where private.quotas_taken(id) > 0`,
    )
    return r.rows[0]?.n ?? -1
  }

  it.skipIf(reason !== null)(
    'one address starting PIX and Checkouts for 20 gifts at once holds exactly its cap',
    async () => {
      const { server } = started()
      await wholeGifts(20)
      const pool = guestPool('203.0.113.99')
      const service = new Pool({ ...server.config, max: 10, options: '-c role=service_role' })
      try {
        // Six PIX (the gift_pix limit) and fourteen Checkouts, from the same address.
        const pix = Array.from({ length: 6 }, (_, i) =>
          pool.query(`select public.start_gift_pix($1, 1, null, 'Robô', 'robo@exemplo.com')`, [
            `hold_${i + 1}`,
          ]),
        )
        const cards = Array.from({ length: 14 }, (_, i) =>
          service.query(
            `select public.record_contribution('card', 10000, 'Robô', 'robo@exemplo.com', null,
               null, $1, $1, 'https://checkout.stripe.com/c/pay/' || $1,
               now() + interval '40 minutes', $2, 1, null, '203.0.113.99')`,
            [`cs_hold_${i}`, `hold_${i + 7}`],
          ),
        )
        const { ok, errors } = await settle(
          cards.flatMap((c, i) => [c, ...(pix[i] ? [pix[i]] : [])]),
        )
        expect(ok).toBe(HOLD_LIMITS.perClientGifts)
        expect(errors).toEqual(
          Array.from({ length: 20 - HOLD_LIMITS.perClientGifts }, () => ({
            code: 'WD421',
            message: GIFT_PAYMENTS.holdsFromHere,
          })),
        )
        expect(await heldGifts()).toBe(HOLD_LIMITS.perClientGifts)
      } finally {
        await service.end()
        await pool.end()
      }
    },
    60_000,
  )

  it.skipIf(reason !== null)(
    '20 addresses each starting a PIX at once: together they hold three quarters of the list',
    async () => {
      await wholeGifts(20)
      const pools = Array.from({ length: 20 }, (_, i) => guestPool(`198.51.100.${i + 100}`))
      try {
        const { ok, errors } = await settle(
          pools.map((pool, i) =>
            pool.query(`select public.start_gift_pix($1, 1, null, 'Robô', 'robo@exemplo.com')`, [
              `hold_${i + 1}`,
            ]),
          ),
        )
        const all = (20 * HOLD_LIMITS.allListPercent) / 100
        expect(ok).toBe(all)
        expect(errors).toEqual(
          Array.from({ length: 20 - all }, () => ({
            code: 'WD421',
            message: GIFT_PAYMENTS.holdsFull,
          })),
        )
        expect(await heldGifts()).toBe(all)
      } finally {
        await Promise.all(pools.map((p) => p.end()))
      }
    },
    60_000,
  )
})
