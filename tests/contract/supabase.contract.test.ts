import type { PGlite } from '@electric-sql/pglite'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { ADMIN_ERRORS } from '@/config/copy/errors'
import { GIFTS } from '@/config/copy/gifts'
import { DataError } from '@/data/types'
import { MOMENTS } from '../harness/moments'
import {
  ANON_KEY,
  createSupabaseFake,
  postgrestError,
  type RecordedRequest,
  type SupabaseFake,
} from './supabase-fake'
import { createPglite } from '../../supabase/database.mjs'
import { insertFixture } from './fixture-rows'
import { dataServiceContract, FIXTURE, type Harness } from './scenarios'

// The Supabase backend through supabase-js against the fake Supabase edge
// (tests/harness/fake-supabase.mjs), with the real SQL behind it on PGlite: PostgREST-style reads
// and rpc as the role anon, so column grants, row level security and every function are the
// database's own, as the embedded backend's suite runs them. Realtime is faked at the client level.

let shared: PGlite | null = null
async function database(): Promise<PGlite> {
  if (!shared) {
    shared = await createPglite()
    // SQL's clock is the real date, past the demo wedding's RSVP deadline: the scenarios answer as
    // the couple's setting allows (docs/decisions/0018-the-site-by-the-clock.md).
    await shared.exec('update public.settings set rsvp_after_deadline = true')
  }
  return shared
}

afterAll(async () => {
  await shared?.close()
})

let fake: SupabaseFake

dataServiceContract('supabase (fake HTTP edge, real SQL)', async (): Promise<Harness> => {
  const db = await database()
  fake = createSupabaseFake({ db })
  return {
    service: fake.service,
    given: (fixture) => insertFixture(db, fixture),
    breakConnection: () => {
      fake.offline = 'gateway'
    },
    changeElsewhere: async (table) => fake.emit(table),
    close: async () => {},
  }
})

describe('supabase request shapes', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  /** supabase-js on the edge with the scenario rows in the real database behind it. */
  async function setup() {
    const db = await database()
    await insertFixture(db, FIXTURE)
    return createSupabaseFake({ db })
  }
  const last = (f: SupabaseFake): RecordedRequest => {
    const req = f.requests.at(-1)
    if (!req) throw new Error('no request')
    return req
  }

  it('reads list their columns, filters and order (never select *), with the anon key', async () => {
    const f = await setup()
    // The wall is a function (a page after a cursor), asked for one row more than it shows.
    const page = await f.service.listMessages({ limit: 1 })
    let req = last(f)
    expect(req).toMatchObject({
      method: 'POST',
      path: '/rpc/list_messages',
      body: { p_after_at: null, p_after_id: null, p_limit: 2 },
    })
    expect(req.headers.get('apikey')).toBe(ANON_KEY)
    await f.service.listMessages({ after: page.items[0]?.cursor, limit: 1 })
    expect(last(f).body).toEqual({
      p_after_at: '2025-09-03T12:00:00.000000Z',
      p_after_id: '00000000-0000-4000-8000-000000000002',
      p_limit: 2,
    })

    // The gift list is a function too: it adds each gift's cotas taken, which anon cannot count.
    await f.service.listGifts()
    req = last(f)
    expect(req).toMatchObject({ method: 'POST', path: '/rpc/list_gifts', body: {} })

    await f.service.listPhotos()
    req = last(f)
    expect(req.params.get('select')).toBe('id,title,description,image_type,thumbnail,created_at')
    expect(req.params.get('is_active')).toBe('eq.true')
    expect(req.params.get('order')).toBe('created_at.desc')

    await f.service.getPhotoImage('00000000-0000-4000-8000-0000000000a1')
    req = last(f)
    expect(req.params.get('select')).toBe('image_data')
    expect(req.params.get('id')).toBe('eq.00000000-0000-4000-8000-0000000000a1')
  })

  it('writes are rpc calls with the SQL argument names', async () => {
    const f = await setup()
    f.routes.unshift((req) =>
      req.path.startsWith('/rpc/') ? { status: 200, body: null } : undefined,
    )
    await f.service.postMessage({ name: 'Ana', message: 'Oi' })
    // Then whether it waits for approval, for the guest's confirmation.
    expect(f.requests.slice(-2)).toMatchObject([
      { method: 'POST', path: '/rpc/post_message', body: { p_name: 'Ana', p_message: 'Oi' } },
      { method: 'POST', path: '/rpc/messages_need_approval' },
    ])
    await f.service.reserveGift('gift_panela', {
      guestName: 'Carla',
      guestEmail: 'c@example.com',
      guestPhone: '31 99999-0000',
      message: 'Parabéns',
    })
    expect(last(f).body).toEqual({
      p_gift_id: 'gift_panela',
      p_name: 'Carla',
      p_email: 'c@example.com',
      p_phone: '31 99999-0000',
      p_message: 'Parabéns',
    })
    await f.service.submitRsvp({
      nomeCompleto: 'Carla Dias',
      vaiAoEvento: 'sim',
      email: 'c@example.com',
      telefone: '31999990000',
    })
    expect(last(f)).toMatchObject({
      path: '/rpc/submit_rsvp',
      body: {
        p_nome_completo: 'Carla Dias',
        p_vai_ao_evento: 'sim',
        p_email: 'c@example.com',
        p_telefone: '31999990000',
        p_observacoes: null,
        p_dietary: null,
        p_consent: false,
      },
    })
    await f.service.submitRsvp({
      nomeCompleto: 'Carla Dias',
      vaiAoEvento: 'sim',
      email: 'c@example.com',
      telefone: '31999990000',
      dietary: 'Vegetariana',
      sensitiveConsent: true,
    })
    expect(last(f)).toMatchObject({
      path: '/rpc/submit_rsvp',
      body: { p_dietary: 'Vegetariana', p_consent: true },
    })
    await f.service.admin.cancelReservation('tok', 'gift_abajur')
    expect(last(f)).toMatchObject({
      path: '/rpc/admin_cancel_reservation',
      body: { p_token: 'tok', p_id: 'gift_abajur' },
    })
    await f.service.admin.addPixContribution('tok', {
      donorName: 'Tio Zé',
      amountCents: 15000,
      date: '2025-10-01',
    })
    expect(last(f)).toMatchObject({
      path: '/rpc/admin_add_pix_contribution',
      body: {
        p_token: 'tok',
        p_donor_name: 'Tio Zé',
        p_amount_cents: 15000,
        p_date: '2025-10-01',
        p_note: null,
      },
    })
    await f.service.admin.setContributionHidden('tok', 'c-1', true)
    expect(last(f)).toMatchObject({
      path: '/rpc/admin_set_contribution_hidden',
      body: { p_token: 'tok', p_id: 'c-1', p_hidden: true },
    })
    await f.service.admin.changePassword('tok', 'velha', 'nova-senha')
    expect(last(f).body).toEqual({
      p_token: 'tok',
      p_current_password: 'velha',
      p_new_password: 'nova-senha',
    })
    // Gifts as money (docs/decisions/0017-gifts-as-money.md).
    await f.service.informGiftPix('ABCDEFGHIJKLMNOPQRSTUVWXY')
    expect(last(f)).toMatchObject({
      path: '/rpc/inform_gift_pix',
      body: { p_txid: 'ABCDEFGHIJKLMNOPQRSTUVWXY' },
    })
    await f.service.admin.reviewPix('tok', 'c-2', false)
    expect(last(f)).toMatchObject({
      path: '/rpc/admin_review_pix',
      body: { p_token: 'tok', p_id: 'c-2', p_confirmed: false },
    })
    await f.service.admin.saveSettings('tok', { pixHoldHours: 24 }).catch(() => undefined)
    expect(last(f)).toMatchObject({
      path: '/rpc/admin_save_settings',
      body: { p_token: 'tok', p_settings: { pix_hold_hours: 24 } },
    })
  })

  it('gifts as money: the PIX start, thumbnails and photo calls and their answers', async () => {
    const f = await setup()
    f.routes.unshift((req) => {
      if (req.path === '/rpc/start_gift_pix') {
        return {
          status: 200,
          body: {
            txid: 'ABCDEFGHIJKLMNOPQRSTUVWXY',
            amount_cents: 40000,
            gift_name: 'Passagens',
            hold_until: '2026-11-25T12:30:00+00:00',
          },
        }
      }
      if (req.path === '/rpc/gift_thumbnails') {
        return { status: 200, body: [{ id: 'gift_panela', thumbnail: 'data:image/png;base64,A' }] }
      }
      if (req.path === '/rpc/gift_image') return { status: 200, body: '"data:image/png;base64,AA"' }
      return undefined
    })
    const pix = await f.service.startGiftPix({
      giftId: 'gift_passagens',
      quotas: 2,
      name: 'Bia',
      email: 'bia@example.com',
    })
    expect(last(f).body).toEqual({
      p_gift_id: 'gift_passagens',
      p_quotas: 2,
      p_amount_cents: null,
      p_name: 'Bia',
      p_email: 'bia@example.com',
      p_phone: null,
      p_message: null,
    })
    expect(pix).toMatchObject({
      txid: 'ABCDEFGHIJKLMNOPQRSTUVWXY',
      amountCents: 40000,
      giftName: 'Passagens',
    })
    expect(Date.parse(pix.holdUntil)).toBe(Date.parse('2026-11-25T12:30:00Z'))
    expect(await f.service.getGiftThumbnails(['gift_panela', 'gift_abajur'])).toEqual({
      gift_panela: 'data:image/png;base64,A',
    })
    expect(last(f).body).toEqual({ p_ids: ['gift_panela', 'gift_abajur'] })
    expect(await f.service.getGiftImage('gift_panela')).toBe('data:image/png;base64,AA')
    expect(last(f).body).toEqual({ p_id: 'gift_panela' })
  })

  it('maps the rpc answers: submit_rsvp resolves to nothing, admin_save_gift to the id', async () => {
    const f = await setup()
    f.routes.unshift((req) => {
      // A database from before the guest list still answers whether it replaced an answer: the
      // guest is told nothing of it.
      if (req.path === '/rpc/submit_rsvp') return { status: 200, body: true }
      if (req.path === '/rpc/admin_save_gift') {
        // PostgREST answers a text function with a JSON string.
        return { status: 200, body: '"gift_1732250000000_ab12"' }
      }
      return undefined
    })
    const result = await f.service.submitRsvp({
      nomeCompleto: 'A',
      vaiAoEvento: 'nao',
      email: 'a@example.com',
      telefone: '31999990000',
    })
    expect(result).toBeUndefined()
    const id = await f.service.admin.saveGift('tok', {
      name: 'Jarra',
      description: 'Vidro',
      category: 'cozinha',
      kind: 'reserve',
      priceCents: null,
      quotas: null,
      storeUrl: null,
      position: 0,
    })
    expect(id).toBe('gift_1732250000000_ab12')
    expect(last(f).body).toEqual({
      p_token: 'tok',
      p_gift: {
        id: null,
        name: 'Jarra',
        description: 'Vidro',
        category: 'cozinha',
        kind: 'reserve',
        price_cents: null,
        quotas: null,
        store_url: null,
        position: 0,
      },
    })
  })

  it('the guest list: rpc names, SQL argument names, and the json answers as entities', async () => {
    const f = await setup()
    const household = {
      id: 'h-1',
      name: 'Família Souza',
      phone: '(34) 99654-7788',
      email: null,
      note: null,
      code: 'qz7mxbw4fe',
      created_at: '2025-07-10T13:00:00+00:00',
      members: [
        {
          id: 'm-1',
          name: 'Helena Souza',
          kind: 'child',
          age_band: '6-12',
          companion: false,
          attending: 'sim',
          dietary: 'Alergia a amendoim',
        },
      ],
      message: 'Oba!',
      answer_phone: null,
      answered_at: '2025-09-03T21:10:00+00:00',
      answered_by: 'casal',
      history: [
        {
          answered_at: '2025-09-03T21:10:00+00:00',
          source: 'casal',
          message: 'Oba!',
          phone: null,
          members: [{ name: 'Helena Souza', attending: 'sim', dietary: 'Alergia a amendoim' }],
          sensitive_consent_at: '2025-09-03T21:10:00+00:00',
        },
      ],
    }
    f.routes.unshift((req) => {
      // PostgREST may hand a json answer over as text: the mapping reads both.
      if (req.path === '/rpc/admin_list_households')
        return { status: 200, body: JSON.stringify(JSON.stringify([household])) }
      if (req.path === '/rpc/admin_save_household') return { status: 200, body: '"h-2"' }
      if (req.path === '/rpc/admin_import_households')
        return { status: 200, body: { created: 3, skipped: 2 } }
      const stored = req.path.startsWith('/rpc/admin_') || req.path === '/rpc/answer_invitation'
      return stored ? { status: 204 } : undefined
    })
    const admin = f.service.admin

    const [listed] = await admin.listHouseholds('tok')
    expect(last(f)).toMatchObject({ path: '/rpc/admin_list_households', body: { p_token: 'tok' } })
    expect(listed).toEqual({
      id: 'h-1',
      name: 'Família Souza',
      phone: '(34) 99654-7788',
      email: null,
      note: null,
      code: 'qz7mxbw4fe',
      createdAt: '2025-07-10T13:00:00+00:00',
      members: [
        {
          id: 'm-1',
          name: 'Helena Souza',
          kind: 'child',
          ageBand: '6-12',
          companion: false,
          attending: 'sim',
          dietary: 'Alergia a amendoim',
        },
      ],
      message: 'Oba!',
      answerPhone: null,
      answeredAt: '2025-09-03T21:10:00+00:00',
      answeredBy: 'casal',
      history: [
        {
          answeredAt: '2025-09-03T21:10:00+00:00',
          source: 'casal',
          message: 'Oba!',
          phone: null,
          members: [{ name: 'Helena Souza', attending: 'sim', dietary: 'Alergia a amendoim' }],
          sensitiveConsentAt: '2025-09-03T21:10:00+00:00',
        },
      ],
    })

    const input = {
      name: 'Tia Lúcia e Jorge',
      phone: '',
      members: [
        { name: 'Lúcia', kind: 'adult' as const, companion: false },
        { id: 'm-9', name: '', kind: 'adult' as const, ageBand: '', companion: true },
      ],
    }
    expect(await admin.saveHousehold('tok', input)).toBe('h-2')
    const sent = {
      id: null,
      name: 'Tia Lúcia e Jorge',
      phone: null,
      email: null,
      note: null,
      members: [
        { id: null, name: 'Lúcia', kind: 'adult', age_band: null, companion: false },
        { id: 'm-9', name: '', kind: 'adult', age_band: null, companion: true },
      ],
    }
    expect(last(f).body).toEqual({ p_token: 'tok', p_household: sent })
    expect(await admin.importHouseholds('tok', [input])).toEqual({ created: 3, skipped: 2 })
    expect(last(f).body).toEqual({ p_token: 'tok', p_households: [sent] })
    await admin.deleteHousehold('tok', 'h-1')
    expect(last(f)).toMatchObject({
      path: '/rpc/admin_delete_household',
      body: { p_token: 'tok', p_id: 'h-1' },
    })
    const answer = {
      members: [
        { id: 'm-1', attending: 'sim' as const, dietary: '' },
        { id: 'm-9', attending: 'sim' as const, name: 'Bruno' },
      ],
      message: 'Ligou no domingo.',
    }
    await admin.recordAnswer('tok', 'h-1', answer)
    const answers = [
      { member_id: 'm-1', attending: 'sim', name: null, dietary: null },
      { member_id: 'm-9', attending: 'sim', name: 'Bruno', dietary: null },
    ]
    expect(last(f)).toMatchObject({
      path: '/rpc/admin_record_answer',
      body: {
        p_token: 'tok',
        p_household_id: 'h-1',
        p_answers: answers,
        p_message: 'Ligou no domingo.',
        p_phone: null,
        p_consent: false,
      },
    })
    await admin.matchRsvp('tok', 'r-1', null)
    expect(last(f)).toMatchObject({
      path: '/rpc/admin_match_rsvp',
      body: { p_token: 'tok', p_rsvp_id: 'r-1', p_household_id: null },
    })

    await f.service.answerInvitation(' QZ7MXBW4FE ', answer)
    expect(last(f)).toMatchObject({
      path: '/rpc/answer_invitation',
      body: {
        p_code: ' QZ7MXBW4FE ',
        p_answers: answers,
        p_message: 'Ligou no domingo.',
        p_phone: null,
        p_consent: false,
      },
    })
    await f.service.answerInvitation('qz7mxbw4fe', { ...answer, sensitiveConsent: true })
    expect(last(f)).toMatchObject({ path: '/rpc/answer_invitation', body: { p_consent: true } })
    await f.service.getInvitation('qz7mxbw4fe')
    expect(last(f)).toMatchObject({ path: '/rpc/get_invitation', body: { p_code: 'qz7mxbw4fe' } })
  })

  it('guests’ personal data: rpc names, SQL argument names, and the json answers as entities', async () => {
    const f = await setup()
    const counts = { rsvps: 2, households: 1, reservations: 1, messages: 2, contributions: 1 }
    const person = {
      kind: 'email',
      emails: ['ana@exemplo.com'],
      phones: ['34996547788'],
      found_at: '2026-11-25T09:00:00+00:00',
      rsvps: [
        {
          id: 'r-1',
          nome_completo: 'Ana Souza',
          vai_ao_evento: 'sim',
          email: 'ana@exemplo.com',
          telefone: '(34) 99654-7788',
          observacoes: null,
          household_id: null,
          created_at: '2025-09-01T12:00:00+00:00',
          updated_at: '2025-09-01T12:00:00+00:00',
          dietary: 'Sem glúten',
          sensitive_consent_at: '2025-09-01T12:00:00+00:00',
        },
      ],
      households: [],
      reservations: [
        {
          gift_id: 'gift_panela',
          gift_name: 'Panela de pressão',
          reserved_by: 'Ana Souza',
          reserved_email: 'ana@exemplo.com',
          reserved_phone: null,
          message: null,
          reserved_date: '2025-08-20T10:00:00+00:00',
        },
      ],
      messages: [
        {
          id: 'm-1',
          name: 'Ana Souza',
          message: 'Felicidades!',
          is_approved: true,
          created_at: '2025-09-02T12:00:00+00:00',
        },
      ],
      contributions: [],
    }
    f.routes.unshift((req) => {
      if (req.path === '/rpc/admin_find_person' || req.path === '/rpc/admin_export_person') {
        return { status: 200, body: person }
      }
      if (req.path === '/rpc/admin_erase_person') return { status: 200, body: counts }
      if (req.path === '/rpc/admin_privacy_log') {
        return {
          status: 200,
          body: [
            {
              id: 'p-2',
              at: '2026-11-25T09:01:00+00:00',
              action: 'erase',
              admin_username: 'noivos',
              counts,
            },
            {
              id: 'p-1',
              at: '2026-05-01T09:17:00+00:00',
              action: 'retention',
              admin_username: null,
              counts,
            },
          ],
        }
      }
      if (req.path === '/rpc/admin_retention_status') {
        return {
          status: 200,
          body: {
            retain_until: '2026-05-01T03:00:00+00:00',
            days_left: 12,
            notice_due: true,
            pending: { rsvps: 4, households: 3, reservations: 2, contributions: 1 },
            last_applied_at: null,
          },
        }
      }
      return undefined
    })
    const admin = f.service.admin

    const found = await admin.findPerson('tok', 'ana@exemplo.com')
    expect(last(f)).toMatchObject({
      path: '/rpc/admin_find_person',
      body: { p_token: 'tok', p_query: 'ana@exemplo.com' },
    })
    expect(found).toMatchObject({
      kind: 'email',
      emails: ['ana@exemplo.com'],
      phones: ['34996547788'],
      foundAt: '2026-11-25T09:00:00+00:00',
      households: [],
      contributions: [],
      reservations: [
        {
          giftId: 'gift_panela',
          giftName: 'Panela de pressão',
          reservedBy: 'Ana Souza',
          email: 'ana@exemplo.com',
          phone: null,
          message: null,
          reservedAt: '2025-08-20T10:00:00+00:00',
        },
      ],
      messages: [{ id: 'm-1', name: 'Ana Souza', message: 'Felicidades!', is_approved: true }],
    })
    expect(found.rsvps[0]).toMatchObject({
      email: 'ana@exemplo.com',
      dietary: 'Sem glúten',
      sensitive_consent_at: '2025-09-01T12:00:00+00:00',
    })

    expect(await admin.exportPerson('tok', '(34) 99654-7788')).toEqual(found)
    expect(last(f)).toMatchObject({
      path: '/rpc/admin_export_person',
      body: { p_token: 'tok', p_query: '(34) 99654-7788' },
    })
    expect(await admin.erasePerson('tok', 'ana@exemplo.com')).toEqual(counts)
    expect(last(f)).toMatchObject({
      path: '/rpc/admin_erase_person',
      body: { p_token: 'tok', p_query: 'ana@exemplo.com' },
    })
    expect(await admin.privacyLog('tok')).toEqual([
      {
        id: 'p-2',
        at: '2026-11-25T09:01:00+00:00',
        action: 'erase',
        adminUsername: 'noivos',
        counts,
      },
      {
        id: 'p-1',
        at: '2026-05-01T09:17:00+00:00',
        action: 'retention',
        adminUsername: null,
        counts,
      },
    ])
    expect(last(f)).toMatchObject({ path: '/rpc/admin_privacy_log', body: { p_token: 'tok' } })
    expect(await admin.retentionStatus('tok')).toEqual({
      retainUntil: '2026-05-01T03:00:00+00:00',
      daysLeft: 12,
      noticeDue: true,
      pending: { rsvps: 4, households: 3, reservations: 2, contributions: 1 },
      lastAppliedAt: null,
    })

    // The backup file says it holds personal data.
    f.routes.unshift((req) =>
      req.path === '/rpc/admin_backup'
        ? { status: 200, body: { exported_at: '2026-11-25T09:00:00+00:00' } }
        : undefined,
    )
    const backup = await admin.backup('tok')
    expect(Object.keys(backup)[0]).toBe('notice')
    expect(backup.notice).toMatch(/dados pessoais/)
  })

  it('a slowed-down client is told so by name, for a lookup and for an answer', async () => {
    const f = await setup()
    f.routes.unshift((req) =>
      req.path === '/rpc/get_invitation' || req.path === '/rpc/answer_invitation'
        ? postgrestError(
            'WD420',
            'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente de novo.',
          )
        : undefined,
    )
    await expect(f.service.getInvitation('qz7mxbw4fe')).rejects.toMatchObject({
      code: 'rate_limited',
    })
    await expect(f.service.answerInvitation('qz7mxbw4fe', { members: [] })).rejects.toMatchObject({
      code: 'rate_limited',
    })
  })

  it('login: a token and a device on success; the json error field becomes forbidden / locked', async () => {
    const f = await setup()
    const answers = [
      { status: 200, body: { error: 'forbidden', message: ADMIN_ERRORS.wrongCredentials } },
      { status: 200, body: { error: 'locked', message: ADMIN_ERRORS.tooManyAttempts } },
      { status: 200, body: { error: 'busy', message: ADMIN_ERRORS.loginBusy } },
      {
        status: 200,
        body: {
          token: 'opaque-token',
          device: 'device-token',
          user_id: 'u-1',
          username: 'noivos',
          email: 'noivos@example.com',
          login_time: '2025-10-01T10:00:00+00:00',
        },
      },
    ]
    f.routes.unshift((req) => (req.path === '/rpc/admin_login' ? answers.shift() : undefined))
    const wrong = f.service.adminLogin('noivos', 'errada')
    await expect(wrong).rejects.toMatchObject({
      code: 'forbidden',
      message: ADMIN_ERRORS.wrongCredentials,
    })
    await expect(f.service.adminLogin('noivos', 'errada')).rejects.toMatchObject({
      code: 'locked',
      message: ADMIN_ERRORS.tooManyAttempts,
    })
    // Too many logins a minute from strangers: this browser waits, as for a lock.
    await expect(f.service.adminLogin('noivos', 'errada')).rejects.toMatchObject({
      code: 'locked',
      message: ADMIN_ERRORS.loginBusy,
    })
    const session = await f.service.adminLogin(' Noivos ', 'certa', 'old-device')
    expect(last(f).body).toEqual({
      p_username: ' Noivos ',
      p_password: 'certa',
      p_device: 'old-device',
    })
    expect(session).toEqual({
      token: 'opaque-token',
      device: 'device-token',
      userId: 'u-1',
      username: 'noivos',
      email: 'noivos@example.com',
      loginTime: '2025-10-01T10:00:00+00:00',
      // An answer without them is the couple's (1.0.0 had no team).
      name: null,
      role: 'couple',
    })
  })

  it('keeps the pt-BR message of our SQLSTATEs and maps a 5xx to the generic text', async () => {
    const f = await setup()
    f.routes.unshift((req) => {
      if (req.path === '/rpc/post_message') {
        return postgrestError('WD400', 'Por favor, preencha seu nome e mensagem.')
      }
      if (req.path === '/rpc/admin_delete_gift')
        return postgrestError('WD401', 'Sessão expirada.', 401)
      if (req.path === '/rpc/admin_create_user')
        return { status: 503, body: { message: 'upstream' } }
      return undefined
    })
    const invalid = f.service.postMessage({ name: ' ', message: ' ' })
    await expect(invalid).rejects.toBeInstanceOf(DataError)
    await expect(f.service.postMessage({ name: ' ', message: ' ' })).rejects.toMatchObject({
      code: 'invalid',
      message: 'Por favor, preencha seu nome e mensagem.',
    })
    await expect(f.service.admin.deleteGift('velho', 'gift_panela')).rejects.toMatchObject({
      code: 'unauthorized',
    })
    await expect(
      f.service.admin.createAdmin('tok', {
        username: 'ana',
        email: 'a@x.com',
        password: 'segredo1',
      }),
    ).rejects.toMatchObject({ code: 'unknown', message: 'Erro ao criar usuário admin: upstream' })
  })

  it('a dropped connection on a write gives the generic text of the operation', async () => {
    const f = await setup()
    f.offline = 'network'
    await expect(
      f.service.reserveGift('gift_panela', { guestName: 'A', guestEmail: 'a@x.com' }),
    ).rejects.toMatchObject({ code: 'unknown', message: GIFTS.updateError })
    await expect(f.service.admin.deleteMessage('tok', 'id')).rejects.toMatchObject({
      message: expect.stringMatching(/^Erro ao deletar: .+/),
    })
  })

  it('rsvp_open that cannot be read answers the clock’s own deadline, and says it failed', async () => {
    // docs/decisions/0018-the-site-by-the-clock.md: not "closed" because the network failed.
    const f = await setup()
    f.offline = 'network'
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      for (const [at, open] of [
        [MOMENTS.monthBefore, true],
        [MOMENTS.afterDeadline, false],
      ] as const) {
        vi.setSystemTime(at)
        const onError = vi.fn<(error: unknown) => void>()
        expect(await f.service.rsvpOpen({ onError })).toBe(open)
        expect(onError).toHaveBeenCalledTimes(1)
      }
    } finally {
      vi.useRealTimers()
    }
  })

  it('a read error (e.g. a missing column grant) gives [] and a console.error', async () => {
    const f = createSupabaseFake()
    f.routes.push(() => postgrestError('42501', 'permission denied for table gifts', 401))
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await f.service.listGifts()).toEqual([])
    expect(log).toHaveBeenCalledWith('Erro ao carregar presentes', expect.anything())
  })

  it('subscribes with one postgres_changes channel per call, removed on unsubscribe', () => {
    const f = createSupabaseFake()
    const stop1 = f.service.subscribe('gifts', () => {})
    const stop2 = f.service.subscribe('gifts', () => {})
    expect(f.channels).toHaveLength(2)
    expect(f.channels[0]?.name).not.toBe(f.channels[1]?.name)
    expect(f.channels[0]?.bindings[0]).toMatchObject({
      type: 'postgres_changes',
      filter: { event: '*', schema: 'public', table: 'gifts' },
    })
    expect(f.channels.every((c) => c.subscribed)).toBe(true)
    stop1()
    expect(f.channels.map((c) => c.removed)).toEqual([true, false])
    stop2()
  })
})
