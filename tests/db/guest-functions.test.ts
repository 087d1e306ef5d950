// The guest writes as a visitor makes them: role anon, through the SQL functions only.
import { beforeEach, describe, expect, it } from 'vitest'
import { asAnon, dbError, fileTestDb } from './pglite'

const ALREADY_RESERVED = 'Este presente já foi reservado por outra pessoa.' // docs/product.md §8
const GIFT_NOT_FOUND = 'Presente não encontrado.' // docs/product.md §8

const db = fileTestDb()

beforeEach(async () => {
  await db.exec(`
    insert into public.gifts (id, name, description, category) values
      ('gift_1', 'Jogo de panelas', 'Inox, 5 peças', 'cozinha'),
      ('gift_2', 'Air fryer', '5 litros', 'eletrodomésticos');
  `)
})

const anon = <T>(fn: () => Promise<T>) => asAnon(db, fn)

function postMessage(name: unknown, message: unknown) {
  return anon(() =>
    db.query<{ id: string }>('select public.post_message($1, $2) as id', [name, message]),
  )
}

function reserve(
  giftId: unknown,
  name: unknown,
  email: unknown,
  phone?: unknown,
  message?: unknown,
) {
  return anon(() =>
    db.query('select public.reserve_gift($1, $2, $3, $4, $5)', [
      giftId,
      name,
      email,
      phone ?? null,
      message ?? null,
    ]),
  )
}

function rsvp(nome: unknown, vai: unknown, email: unknown, telefone: unknown, obs?: unknown) {
  return anon(() =>
    db.query('select public.submit_rsvp($1, $2, $3, $4, $5)', [
      nome,
      vai,
      email,
      telefone,
      obs ?? null,
    ]),
  )
}

describe('post_message', () => {
  it('stores a trimmed, approved message that anon then reads', async () => {
    const r = await postMessage('  Ana Clara ', '\n Felicidades ao casal! \t')
    expect(r.rows[0]?.id).toMatch(/^[0-9a-f-]{36}$/)
    const list = await anon(() =>
      db.query<{ name: string; message: string }>('select name, message from public.messages'),
    )
    expect(list.rows).toEqual([{ name: 'Ana Clara', message: 'Felicidades ao casal!' }])
    const approved = await db.query<{ is_approved: boolean }>(
      'select is_approved from public.messages',
    )
    expect(approved.rows[0]?.is_approved).toBe(true)
  })

  it.each([
    ['', 'Oi'],
    ['Ana', '   '],
    [null, 'Oi'],
    ['Ana', null],
    // Invisible on screen, so blank: no-break, zero-width and ideographic spaces, a BOM.
    ['\u00a0', 'Oi'],
    ['\u200b\u200b', 'Oi'],
    ['Ana', '\ufeff \u3000'],
  ])('refuses a blank name or message (%j, %j) with the product’s text', async (name, message) => {
    const e = await dbError(postMessage(name, message))
    expect(e).toEqual({ code: 'WD400', message: 'Por favor, preencha seu nome e mensagem.' })
  })

  it('refuses over-long names and messages, and accepts the limits exactly', async () => {
    expect(await dbError(postMessage('a'.repeat(81), 'Oi'))).toEqual({
      code: 'WD400',
      message: 'O nome deve ter no máximo 80 caracteres.',
    })
    expect(await dbError(postMessage('Ana', 'a'.repeat(1001)))).toEqual({
      code: 'WD400',
      message: 'A mensagem deve ter no máximo 1000 caracteres.',
    })
    await postMessage('a'.repeat(80), 'b'.repeat(1000))
  })

  it('trims Unicode spaces too, so a pasted name is stored as it reads', async () => {
    await postMessage('\u00a0Ana\u200b', 'Oi\u202f')
    const r = await db.query<{ name: string; message: string }>(
      'select name, message from public.messages',
    )
    expect(r.rows).toEqual([{ name: 'Ana', message: 'Oi' }])
  })

  it('refuses the same name and text again within a minute, and allows it later', async () => {
    await postMessage('Ana', 'Parabéns!')
    const e = await dbError(postMessage(' Ana ', 'Parabéns!'))
    expect(e.code).toBe('WD409')
    expect(e.message).toMatch(/Aguarde um minuto/)
    // The same words in another case or spacing are the same message.
    for (const [name, text] of [
      ['ana', 'parabéns!'],
      ['ANA', 'Parabéns!\u00a0'],
      ['Ana', 'Parabéns!\n'],
    ] as const) {
      expect((await dbError(postMessage(name, text))).code).toBe('WD409')
    }
    await postMessage('Ana', 'Muito parabéns!')
    // Someone else may say the same thing.
    await postMessage('Bruno', 'Parabéns!')
    await db.query(
      `update private.recent_message_keys set posted_at = now() - interval '61 seconds'`,
    )
    await postMessage('Ana', 'Parabéns!')
    const n = await db.query<{ n: number }>('select count(*)::int as n from public.messages')
    expect(n.rows[0]?.n).toBe(4)
  })

  it('stores SQL-injection and HTML strings literally', async () => {
    const name = `Robert'); drop table public.messages; --`
    const message = `<script>alert("xss")</script><img src=x onerror=alert(1)> ' or 1=1 --`
    await postMessage(name, message)
    const r = await db.query<{ name: string; message: string }>(
      'select name, message from public.messages',
    )
    expect(r.rows).toEqual([{ name, message }])
  })
})

describe('reserve_gift', () => {
  it('reserves a gift: anon sees who, only the couple sees the contact and the note', async () => {
    await reserve('gift_1', ' Tia Lúcia ', ' lucia@exemplo.com.br ', '(34) 99876-1234', 'Com amor')
    const pub = await anon(() =>
      db.query<{ reserved: boolean; reserved_by: string; reserved_date: Date | null }>(
        `select reserved, reserved_by, reserved_date from public.gifts where id = 'gift_1'`,
      ),
    )
    expect(pub.rows[0]).toMatchObject({ reserved: true, reserved_by: 'Tia Lúcia' })
    expect(pub.rows[0]?.reserved_date).toBeInstanceOf(Date)
    const priv = await db.query(
      `select reserved_email, reserved_phone, message from public.gifts where id = 'gift_1'`,
    )
    expect(priv.rows[0]).toEqual({
      reserved_email: 'lucia@exemplo.com.br',
      reserved_phone: '(34) 99876-1234',
      message: 'Com amor',
    })
  })

  it('gives the second guest the product’s exact text and keeps the first reservation', async () => {
    await reserve('gift_1', 'Ana', 'ana@exemplo.com')
    const e = await dbError(reserve('gift_1', 'Bruno', 'bruno@exemplo.com'))
    expect(e).toEqual({ code: 'WD409', message: ALREADY_RESERVED })
    const r = await db.query<{ reserved_by: string }>(
      `select reserved_by from public.gifts where id = 'gift_1'`,
    )
    expect(r.rows[0]?.reserved_by).toBe('Ana')
  })

  it('answers the product’s not-found text for an unknown gift', async () => {
    expect(await dbError(reserve('gift_999', 'Ana', 'ana@exemplo.com'))).toEqual({
      code: 'WD404',
      message: GIFT_NOT_FOUND,
    })
    expect(await dbError(reserve(null, 'Ana', 'ana@exemplo.com'))).toEqual({
      code: 'WD404',
      message: GIFT_NOT_FOUND,
    })
  })

  it.each([
    ['', 'ana@exemplo.com'],
    ['Ana', '  '],
    [null, null],
  ])('refuses a blank name or email (%j, %j) with the product’s text', async (name, email) => {
    expect(await dbError(reserve('gift_1', name, email))).toEqual({
      code: 'WD400',
      message: 'Por favor, preencha seu nome e email.',
    })
  })

  it.each([
    'ana@',
    'ana.exemplo.com',
    'ana @exemplo.com',
    'ana@exemplo',
    '<a>@b.com',
    'ana@exemplo..com',
    '.ana@exemplo.com',
    'ana.@exemplo.com',
    'ana@.exemplo.com',
  ])('refuses the malformed email %j', async (email) => {
    expect(await dbError(reserve('gift_1', 'Ana', email))).toEqual({
      code: 'WD400',
      message: 'Por favor, informe um e-mail válido.',
    })
  })

  it('refuses over-long fields and leaves the gift available', async () => {
    const cases: [unknown[], string][] = [
      [['a'.repeat(81), 'a@b.com'], 'O nome deve ter no máximo 80 caracteres.'],
      [['Ana', 'a@b.com', '1'.repeat(31)], 'Por favor, informe um telefone válido, com DDD.'],
      [['Ana', 'a@b.com', '<b>abc</b>'], 'Por favor, informe um telefone válido, com DDD.'],
      [['Ana', 'a@b.com', '1234'], 'Por favor, informe um telefone válido, com DDD.'],
      [
        ['Ana', 'a@b.com', null, 'x'.repeat(1001)],
        'A mensagem deve ter no máximo 1000 caracteres.',
      ],
      [['Ana', `${'a'.repeat(250)}@b.com`], 'Por favor, informe um e-mail válido.'],
    ]
    for (const [args, message] of cases) {
      const e = await dbError(reserve('gift_1', args[0], args[1], args[2], args[3]))
      expect(e).toEqual({ code: 'WD400', message })
    }
    const r = await db.query<{ reserved: boolean }>(
      `select reserved from public.gifts where id = 'gift_1'`,
    )
    expect(r.rows[0]?.reserved).toBe(false)
  })

  it('still reserves a gift stored before the wider trimming (a pasted no-break space)', async () => {
    // Rows written under the first migrations keep passing their checks on every update.
    await db.query(
      `insert into public.gifts (id, name, description, category)
       values ('gift_nbsp', 'Panela\u00a0', 'Colada de uma loja\u00a0', 'cozinha')`,
    )
    await reserve('gift_nbsp', 'Ana', 'ana@exemplo.com')
    const r = await db.query<{ reserved: boolean }>(
      `select reserved from public.gifts where id = 'gift_nbsp'`,
    )
    expect(r.rows[0]?.reserved).toBe(true)
  })

  it('stores SQL-injection and HTML strings literally', async () => {
    const name = `'; update public.gifts set reserved = true; --`
    await reserve('gift_1', name, 'a@b.com', null, '<b>oi</b>')
    const r = await db.query<{ id: string; reserved_by: string | null; message: string | null }>(
      'select id, reserved_by, message from public.gifts order by id',
    )
    expect(r.rows).toEqual([
      { id: 'gift_1', reserved_by: name, message: '<b>oi</b>' },
      { id: 'gift_2', reserved_by: null, message: null },
    ])
  })
})

describe('submit_rsvp', () => {
  it('stores every answer, trimmed, even when the same email answers again in another case', async () => {
    const first = await rsvp(
      'Ana Souza',
      'sim',
      'Ana@Exemplo.com',
      '(34) 99999-0000',
      'Vegetariana',
    )
    const second = await rsvp('Ana Souza Lima', 'nao', ' ana@exemplo.COM ', '34 98888-1111')
    // The guest learns nothing about earlier answers: the same (empty) answer each time.
    expect(second.rows).toEqual(first.rows)

    const rows = await db.query<{
      nome_completo: string
      vai_ao_evento: string
      email: string
      telefone: string
      observacoes: string | null
      household_id: string | null
    }>('select * from public.rsvps order by created_at, nome_completo')
    expect(rows.rows).toMatchObject([
      {
        nome_completo: 'Ana Souza',
        vai_ao_evento: 'sim',
        email: 'Ana@Exemplo.com',
        telefone: '(34) 99999-0000',
        observacoes: 'Vegetariana',
        household_id: null,
      },
      {
        nome_completo: 'Ana Souza Lima',
        vai_ao_evento: 'nao',
        email: 'ana@exemplo.COM',
        telefone: '34 98888-1111',
        observacoes: null,
        household_id: null,
      },
    ])
  })

  it('accepts the answer written as ‘Não’', async () => {
    await rsvp('Ana', 'Não', 'ana@exemplo.com', '34999990000')
    const r = await db.query<{ vai_ao_evento: string }>('select vai_ao_evento from public.rsvps')
    expect(r.rows[0]?.vai_ao_evento).toBe('nao')
  })

  it.each([
    ['', 'sim', 'a@b.com', '34999990000'],
    ['Ana', null, 'a@b.com', '34999990000'],
    ['Ana', 'sim', ' ', '34999990000'],
    ['Ana', 'sim', 'a@b.com', ''],
  ])('refuses missing required fields (%j, %j, %j, %j)', async (nome, vai, email, telefone) => {
    expect(await dbError(rsvp(nome, vai, email, telefone))).toEqual({
      code: 'WD400',
      message: 'Por favor, preencha todos os campos obrigatórios.',
    })
  })

  it('refuses bad values with a clear message', async () => {
    const cases: [unknown[], string][] = [
      [['Ana', 'talvez', 'a@b.com', '34999990000'], 'Por favor, informe se você vai ao casamento.'],
      [['Ana', 'sim', 'a@b', '34999990000'], 'Por favor, informe um e-mail válido.'],
      [
        ['Ana', 'sim', 'a@b.com', 'meu telefone'],
        'Por favor, informe um telefone válido, com DDD.',
      ],
      [['Ana', 'sim', 'a@b.com', '1234'], 'Por favor, informe um telefone válido, com DDD.'],
      [
        ['a'.repeat(81), 'sim', 'a@b.com', '34999990000'],
        'O nome deve ter no máximo 80 caracteres.',
      ],
      [
        ['Ana', 'sim', 'a@b.com', '34999990000', 'x'.repeat(1001)],
        'As observações devem ter no máximo 1000 caracteres.',
      ],
    ]
    for (const [args, message] of cases) {
      expect(await dbError(rsvp(args[0], args[1], args[2], args[3], args[4]))).toEqual({
        code: 'WD400',
        message,
      })
    }
    const n = await db.query<{ n: number }>('select count(*)::int as n from public.rsvps')
    expect(n.rows[0]?.n).toBe(0)
  })
})

describe('several bad fields at once', () => {
  it('reserve_gift reports the first failing check (the name)', async () => {
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
    expect(e).toEqual({ code: 'WD400', message: 'O nome deve ter no máximo 80 caracteres.' })
  })
})
