// record_contribution / mark_contribution: the Netlify payment functions' writes, service_role
// only and idempotent, because Stripe retries and replays webhooks.
import { describe, expect, it } from 'vitest'
import { asAnon, asRole, dbError, firstRow, fileTestDb } from './pglite'

const db = fileTestDb()

const RECORD = 'select public.record_contribution($1, $2, $3, $4, $5, $6, $7) as id'
const MARK = 'select public.mark_contribution($1, $2) as changed'
const CARD = [
  'card',
  15000,
  ' Ana Souza ',
  'ana@exemplo.com',
  '(34) 99999-0000',
  'Felicidades!',
  'cs_test_1',
]

const service = <T>(fn: () => Promise<T>) => asRole(db, 'service_role', fn)

async function record(args: unknown[] = CARD): Promise<string> {
  const r = await service(() => db.query<{ id: string }>(RECORD, args))
  return firstRow(r).id
}

async function mark(session: unknown, status: unknown): Promise<boolean> {
  const r = await service(() => db.query<{ changed: boolean }>(MARK, [session, status]))
  return firstRow(r).changed
}

describe('record_contribution', () => {
  it('records a pending contribution once per Stripe session', async () => {
    const id = await record()
    expect(await record()).toBe(id)
    const rows = await db.query(
      'select kind, status, amount_cents, donor_name, stripe_session_id from public.contributions',
    )
    expect(rows.rows).toEqual([
      {
        kind: 'card',
        status: 'pending',
        amount_cents: 15000,
        donor_name: 'Ana Souza',
        stripe_session_id: 'cs_test_1',
      },
    ])
  })

  it('is refused to anon and authenticated', async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      const e = await asRole(db, role, () => dbError(db.query(RECORD, CARD)))
      expect(e.code).toBe('42501')
    }
    expect((await db.query('select id from public.contributions')).rows).toEqual([])
  })

  it('refuses invalid input with a clear message', async () => {
    const cases: [unknown[], string][] = [
      [
        ['card', 15000, '', 'ana@exemplo.com', null, null, 'cs_2'],
        'Por favor, preencha todos os campos obrigatórios.',
      ],
      [
        ['card', 50, 'Ana', 'ana@exemplo.com', null, null, 'cs_2'],
        'Por favor, insira um valor válido.',
      ],
      [
        ['card', 5_000_001, 'Ana', 'ana@exemplo.com', null, null, 'cs_2'],
        'Por favor, insira um valor válido.',
      ],
      [
        ['boleto', 1000, 'Ana', 'ana@exemplo.com', null, null, 'cs_2'],
        'Forma de pagamento inválida.',
      ],
      [['card', 1000, 'Ana', 'ana@', null, null, 'cs_2'], 'Por favor, informe um e-mail válido.'],
      [['card', 1000, 'Ana', 'ana@exemplo.com', null, null, null], 'Sessão de pagamento inválida.'],
      [
        ['card', 1000, 'Ana', 'ana@exemplo.com', null, 'x'.repeat(1001), 'cs_2'],
        'A mensagem deve ter no máximo 1000 caracteres.',
      ],
    ]
    for (const [args, message] of cases) {
      expect(await service(() => dbError(db.query(RECORD, args)))).toEqual({
        code: 'WD400',
        message,
      })
    }
  })
})

describe('mark_contribution', () => {
  it('marks a payment once; a replay returns false and paid is final', async () => {
    await record()
    expect(await mark('cs_test_1', 'paid')).toBe(true)
    expect(await mark('cs_test_1', 'paid')).toBe(false)
    expect(await mark('cs_test_1', 'failed')).toBe(false)
    const r = await db.query<{ status: string }>('select status from public.contributions')
    expect(r.rows[0]?.status).toBe('paid')
  })

  it('lets a failed payment be paid later', async () => {
    await record()
    expect(await mark('cs_test_1', 'failed')).toBe(true)
    expect(await mark('cs_test_1', 'paid')).toBe(true)
  })

  it('says when the session is unknown or the status invalid', async () => {
    await record()
    expect(await service(() => dbError(db.query(MARK, ['cs_outra', 'paid'])))).toEqual({
      code: 'WD404',
      message: 'Contribuição não encontrada.',
    })
    expect(await service(() => dbError(db.query(MARK, ['cs_test_1', 'estornado'])))).toEqual({
      code: 'WD400',
      message: 'Situação de pagamento inválida.',
    })
  })

  it('is refused to anon', async () => {
    await record()
    const e = await asAnon(db, () => dbError(db.query(MARK, ['cs_test_1', 'paid'])))
    expect(e.code).toBe('42501')
    const r = await db.query<{ status: string }>('select status from public.contributions')
    expect(r.rows[0]?.status).toBe('pending')
  })
})

describe("mark_contribution 'expired'", () => {
  it('marks a closed checkout expired once; a replay changes nothing', async () => {
    await record()
    expect(await mark('cs_test_1', 'expired')).toBe(true)
    expect(await mark('cs_test_1', 'expired')).toBe(false)
    const r = await db.query<{ status: string }>('select status from public.contributions')
    expect(r.rows[0]?.status).toBe('expired')
  })

  it('never makes a closed row pending again (its cotas would come back unchecked)', async () => {
    await record()
    expect(await mark('cs_test_1', 'expired')).toBe(true)
    expect(await service(() => dbError(db.query(MARK, ['cs_test_1', 'pending'])))).toEqual({
      code: 'WD400',
      message: 'Situação de pagamento inválida.',
    })
    const r = await db.query<{ status: string }>('select status from public.contributions')
    expect(r.rows[0]?.status).toBe('expired')
  })

  it('cannot undo a payment, whatever order the events come in', async () => {
    await record()
    expect(await mark('cs_test_1', 'paid')).toBe(true)
    expect(await mark('cs_test_1', 'expired')).toBe(false)
    const r = await db.query<{ status: string }>('select status from public.contributions')
    expect(r.rows[0]?.status).toBe('paid')
  })

  it('a payment shows again a row the couple had hidden', async () => {
    await record()
    await db.query(`update public.contributions set hidden_at = now()`)
    await mark('cs_test_1', 'expired')
    const hidden = async () =>
      firstRow(
        await db.query<{ h: boolean }>(
          'select hidden_at is not null as h from public.contributions',
        ),
      ).h
    expect(await hidden()).toBe(true)
    await mark('cs_test_1', 'paid')
    expect(await hidden()).toBe(false)
  })
})

describe('open_checkout', () => {
  const KEY = 'a'.repeat(64)
  async function recordCheckout(session: string, expiresIn: string) {
    await service(() =>
      db.query(
        `select public.record_contribution('card', 1000, 'Ana', 'ana@exemplo.com', null, null, $1,
           $2, $3, now() + $4::interval)`,
        [session, KEY, `https://checkout.stripe.com/c/pay/${session}`, expiresIn],
      ),
    )
  }
  async function open() {
    const r = await service(() =>
      db.query<{
        r: { stripe_session_id: string | null; checkout_url: string | null; closed: number }
      }>('select public.open_checkout($1) as r', [KEY]),
    )
    return firstRow(r).r
  }

  it('finds the pending session that stays open long enough to pay', async () => {
    expect(await open()).toEqual({ stripe_session_id: null, checkout_url: null, closed: 0 })
    await recordCheckout('cs_soon', '10 minutes')
    // Ten minutes is too little to fill Stripe's page: a new session is due.
    expect(await open()).toMatchObject({ stripe_session_id: null })
    await recordCheckout('cs_open', '50 minutes')
    expect(await open()).toEqual({
      stripe_session_id: 'cs_open',
      checkout_url: 'https://checkout.stripe.com/c/pay/cs_open',
      closed: 0,
    })
  })

  it('never reuses a session that was paid, failed or expired, and counts them', async () => {
    await recordCheckout('cs_paid', '50 minutes')
    await recordCheckout('cs_gone', '50 minutes')
    await mark('cs_paid', 'paid')
    await mark('cs_gone', 'expired')
    expect(await open()).toEqual({ stripe_session_id: null, checkout_url: null, closed: 2 })
  })

  it('keeps the checkout fields, and refuses a page that is not https', async () => {
    await recordCheckout('cs_open', '50 minutes')
    const row = firstRow(
      await db.query<{ checkout_key: string; left: boolean }>(
        `select checkout_key, expires_at > now() + interval '49 minutes' as left
           from public.contributions`,
      ),
    )
    expect(row).toEqual({ checkout_key: KEY, left: true })
    const e = await service(() =>
      dbError(
        db.query(
          `select public.record_contribution('card', 1000, 'Ana', 'ana@exemplo.com', null, null,
             'cs_x', $1, 'javascript:alert(1)', now())`,
          [KEY],
        ),
      ),
    )
    expect(e).toEqual({ code: 'WD400', message: 'Sessão de pagamento inválida.' })
  })

  it('is refused to anon', async () => {
    const e = await asAnon(db, () => dbError(db.query('select public.open_checkout($1)', [KEY])))
    expect(e.code).toBe('42501')
  })
})

describe('record_contribution input limits', () => {
  it('refuses a long name, or a phone the forms would refuse, and stores nothing', async () => {
    const tryRecord = (name: string, phone: string | null) =>
      service(() =>
        dbError(
          db.query(RECORD, ['card', 1000, name, 'ana@exemplo.com', phone, null, 'cs_checks']),
        ),
      )
    expect(await tryRecord('a'.repeat(81), null)).toEqual({
      code: 'WD400',
      message: 'O nome deve ter no máximo 80 caracteres.',
    })
    for (const phone of ['1'.repeat(31), 'ligar depois']) {
      expect(await tryRecord('Ana', phone)).toEqual({
        code: 'WD400',
        message: 'Por favor, informe um telefone válido, com DDD.',
      })
    }
    expect((await db.query('select id from public.contributions')).rows).toEqual([])
  })
})
