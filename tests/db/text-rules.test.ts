// The one text rule and the one e-mail rule (src/lib/text.ts) as every write function applies them,
// on the case table tests/unit/text.test.ts runs against the browser's rule.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { COMMON } from '@/config/copy/common'
import { cleanText, isBlank, isEmail } from '@/lib/text'
import { BLANK_LOOKING, CONTROL_NAMES, EMAILS, TRIMMED } from '../harness/text-cases'
import { Client } from 'pg'
import {
  applySchema,
  pgUnavailableReason,
  startPgServer,
  type PgServer,
} from '../../supabase/database.mjs'
import { asAnon, asRole, dbError, fileTestDb } from './pglite'

const CONTROL = { code: 'WD400', message: COMMON.controlCharacters }
const INVALID_EMAIL = { code: 'WD400', message: 'Por favor, informe um e-mail válido.' }

const CLEAN_ALL =
  'select array(select private.clean(t) from unnest($1::text[]) with ordinality as u(t, i) order by i) as cleaned'
const IS_EMAIL_ALL =
  'select array(select private.is_email(e) from unnest($1::text[]) with ordinality as u(e, i) order by i) as valid'

const db = fileTestDb()

beforeEach(async () => {
  await db.exec(`
    insert into public.gifts (id, name, description, category) values
      ('gift_1', 'Jogo de panelas', 'Inox, 5 peças', 'cozinha');
  `)
})

const anon = <T>(fn: () => Promise<T>) => asAnon(db, fn)
const service = <T>(fn: () => Promise<T>) => asRole(db, 'service_role', fn)
let session = 0

/** Each guest write with `name` as the guest's name (or `email` as the e-mail). */
const writes = {
  post_message: (name: string) =>
    anon(() => db.query('select public.post_message($1, $2)', [name, 'Felicidades!'])),
  submit_rsvp: (name: string, email = 'ana@exemplo.com') =>
    anon(() =>
      db.query('select public.submit_rsvp($1, $2, $3, $4)', [
        name,
        'sim',
        email,
        '(34) 99123-4567',
      ]),
    ),
  reserve_gift: (name: string, email = 'ana@exemplo.com') =>
    anon(() => db.query('select public.reserve_gift($1, $2, $3)', ['gift_1', name, email])),
  record_contribution: (name: string, email = 'ana@exemplo.com') =>
    service(() =>
      db.query('select public.record_contribution($1, $2, $3, $4, $5, $6, $7)', [
        'card',
        5000,
        name,
        email,
        null,
        null,
        `cs_test_${++session}`,
      ]),
    ),
}

/** What each function says of a blank name (docs/product.md §5). */
const BLANK: Record<keyof typeof writes, string> = {
  post_message: 'Por favor, preencha seu nome e mensagem.',
  submit_rsvp: 'Por favor, preencha todos os campos obrigatórios.',
  reserve_gift: 'Por favor, preencha seu nome e email.',
  record_contribution: 'Por favor, preencha todos os campos obrigatórios.',
}

/** Short texts mixing visible, invisible and attached characters, plus the case table's. */
function mixedTexts(): string[] {
  const alphabet = [
    'a',
    'é',
    ' ',
    '\n',
    '\u2764',
    '\u{1f469}',
    '\u200b',
    '\u200d',
    '\u3164',
    '\u2800',
    '\ufe0f',
    '\u180b',
    '\u{e0067}',
    '\u{e007f}',
    '\u{e0100}',
    '\u202e',
  ]
  let seed = 13
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % alphabet.length
  const texts = Array.from({ length: 600 }, (_, i) =>
    Array.from({ length: 1 + (i % 7) }, () => alphabet[next()]).join(''),
  )
  return [...texts, ...BLANK_LOOKING, ...TRIMMED.map(([value]) => value)]
}

async function storedRows(): Promise<number> {
  const r = await db.query<{ n: number }>(`
    select (select count(*) from public.messages) + (select count(*) from public.rsvps)
      + (select count(*) from public.gifts where reserved)
      + (select count(*) from public.contributions) as n`)
  return Number(r.rows[0]?.n)
}

describe('blank-looking names', () => {
  const functions = Object.keys(writes) as (keyof typeof writes)[]

  it.each(BLANK_LOOKING)('%j is refused as missing by every guest write', async (name) => {
    for (const fn of functions) {
      expect({ fn, error: await dbError(writes[fn](name)) }).toEqual({
        fn,
        error: { code: 'WD400', message: BLANK[fn] },
      })
    }
    expect(await storedRows()).toBe(0)
  })

  it.each(CONTROL_NAMES)('%j is refused for its control character everywhere', async (name) => {
    for (const fn of functions) {
      expect({ fn, error: await dbError(writes[fn](name)) }).toEqual({ fn, error: CONTROL })
    }
    expect(await storedRows()).toBe(0)
  })

  it.each(TRIMMED)('%j is stored as %j', async (name, stored) => {
    await writes.post_message(name)
    const r = await db.query<{ name: string }>('select name from public.messages')
    expect(r.rows).toEqual([{ name: stored }])
  })

  it('cleans as the browser does, on texts mixing visible and invisible characters', async () => {
    const texts = mixedTexts()
    const r = await db.query<{ cleaned: (string | null)[] }>(CLEAN_ALL, [texts])
    expect(r.rows[0]?.cleaned).toEqual(texts.map((t) => cleanText(t) || null))
  })

  it('keeps every check constraint in step: a cleaned text is a stored text', async () => {
    const r = await db.query<{ ok: boolean }>(
      `select bool_and(private.is_trimmed(private.clean(t), 80)) as ok
         from unnest($1::text[]) as t`,
      [TRIMMED.map(([value]) => value)],
    )
    expect(r.rows[0]?.ok).toBe(true)
  })
})

describe('the one e-mail rule', () => {
  it('still marks paid a payment whose address an earlier, looser rule let in', async () => {
    await db.query(
      `insert into public.contributions (kind, status, amount_cents, donor_name, donor_email, stripe_session_id)
       values ('card', 'pending', 5000, 'João', 'joão@exemplo.com.br', 'cs_old')`,
    )
    await service(() => db.query(`select public.mark_contribution('cs_old', 'paid')`))
    const r = await db.query<{ status: string }>('select status from public.contributions')
    expect(r.rows).toEqual([{ status: 'paid' }])
  })

  it('private.is_email accepts exactly what the browser accepts', async () => {
    const r = await db.query<{ valid: boolean[] }>(IS_EMAIL_ALL, [EMAILS.map(([email]) => email)])
    expect(r.rows[0]?.valid).toEqual(EMAILS.map(([email]) => isEmail(email)))
    expect(r.rows[0]?.valid).toEqual(EMAILS.map(([, valid]) => valid))
  })

  it('submit_rsvp takes each e-mail once cleaned exactly when the browser does', async () => {
    const verdicts: [string, boolean][] = []
    for (const [email] of EMAILS) {
      if (isBlank(email)) continue
      const ok = await writes.submit_rsvp('Ana', email).then(
        () => true,
        (error: { message?: string }) => {
          expect(error.message).toBe(INVALID_EMAIL.message)
          return false
        },
      )
      verdicts.push([email, ok])
    }
    expect(verdicts).toEqual(
      EMAILS.filter(([email]) => !isBlank(email)).map(([email]) => [
        email,
        isEmail(cleanText(email)),
      ]),
    )
  })

  it.each(['a@b..com', '.a@b.com', 'a.@b.com', 'joão@exemplo.com.br'])(
    '%j is refused by every function that takes an e-mail',
    async (email) => {
      expect(await dbError(writes.submit_rsvp('Ana', email))).toEqual(INVALID_EMAIL)
      expect(await dbError(writes.reserve_gift('Ana', email))).toEqual(INVALID_EMAIL)
      expect(await dbError(writes.record_contribution('Ana', email))).toEqual(INVALID_EMAIL)
      expect(
        await dbError(
          service(() =>
            db.query('select public.create_admin($1, $2, $3)', ['ana', email, 'senha-forte-123']),
          ),
        ),
      ).toEqual(INVALID_EMAIL)
      expect(await storedRows()).toBe(0)
    },
  )
})

const reason = pgUnavailableReason()

// The same regular expressions on the server Supabase runs (PGlite is built from the same code,
// but the server is what guests meet).
describe(`on a real PostgreSQL server${reason ? ` (skipped: ${reason})` : ''}`, () => {
  let server: PgServer | undefined
  let client: Client | undefined

  beforeAll(async () => {
    if (reason) return
    server = await startPgServer()
    client = new Client(server.config)
    await client.connect()
    await applySchema(client)
  }, 120_000)

  afterAll(async () => {
    await client?.end()
    await server?.stop()
  }, 60_000)

  it.skipIf(reason !== null)('cleans texts and checks e-mails as the browser does', async () => {
    if (!client) throw new Error('the PostgreSQL server did not start')
    const texts = mixedTexts()
    const cleaned = await client.query<{ cleaned: (string | null)[] }>(CLEAN_ALL, [texts])
    expect(cleaned.rows[0]?.cleaned).toEqual(texts.map((t) => cleanText(t) || null))
    const emails = EMAILS.map(([email]) => email)
    const valid = await client.query<{ valid: boolean[] }>(IS_EMAIL_ALL, [emails])
    expect(valid.rows[0]?.valid).toEqual(emails.map(isEmail))
    await expect(client.query('select private.clean($1)', ['Ana\u0085'])).rejects.toMatchObject({
      code: 'WD400',
      message: COMMON.controlCharacters,
    })
  })
})
