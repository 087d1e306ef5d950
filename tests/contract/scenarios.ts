import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COMMON } from '@/config/copy/common'
import { ADMIN_ERRORS } from '@/config/copy/errors'
import { GALLERY } from '@/config/copy/gallery'
import { GIFTS } from '@/config/copy/gifts'
import { MESSAGES } from '@/config/copy/messages'
import { PERSONAL_RSVP, RSVP } from '@/config/copy/rsvp'
import { DataError, type DataService } from '@/data/types'

/**
 * ONE suite of scenarios, run against both backends' DataService (embedded.contract.test.ts and
 * supabase.contract.test.ts). A harness puts rows in the backend, breaks its connection, and
 * changes a table from elsewhere (another tab, another guest).
 */

export interface FixtureMessage {
  id: string
  name: string
  message: string
  is_approved: boolean
  created_at: string
}
export interface FixtureGift {
  id: string
  name: string
  description: string
  category: string
  reserved: boolean
  reserved_by: string | null
  reserved_email: string | null
  reserved_date: string | null
}
export interface FixturePhoto {
  id: string
  title: string
  description: string | null
  image_data: string
  image_type: string
  thumbnail: string
  is_active: boolean
  created_at: string
}

/** A household of the guest list with its personal code; nobody has answered yet. */
export interface FixtureHousehold {
  id: string
  name: string
  phone: string | null
  code: string
  members: {
    id: string
    name: string
    kind: 'adult' | 'child'
    age_band: string | null
    companion: boolean
  }[]
}

export interface Fixture {
  messages: FixtureMessage[]
  gifts: FixtureGift[]
  photos: FixturePhoto[]
  households: FixtureHousehold[]
}

export interface Harness {
  service: DataService
  given(fixture: Fixture): Promise<void>
  /** From now on every call fails like a lost connection (not one of our SQLSTATEs). */
  breakConnection(): void
  /** Someone else changes `table` (a guest in another browser, another tab). */
  changeElsewhere(table: 'messages' | 'gifts' | 'photos'): Promise<void>
  close(): Promise<void>
}

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

export const FIXTURE: Fixture = {
  messages: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Tia Lúcia',
      message: 'Felicidades ao casal!',
      is_approved: true,
      created_at: '2025-09-01T12:00:00.000Z',
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Primo João',
      message: '<b>Viva os noivos!</b>',
      is_approved: true,
      created_at: '2025-09-03T12:00:00.000Z',
    },
    {
      id: '00000000-0000-4000-8000-000000000003',
      name: 'Spam',
      message: 'escondida',
      is_approved: false,
      created_at: '2025-09-04T12:00:00.000Z',
    },
  ],
  gifts: [
    {
      id: 'gift_panela',
      name: 'Panela de pressão',
      description: 'Inox, 6 litros',
      category: 'cozinha',
      reserved: false,
      reserved_by: null,
      reserved_email: null,
      reserved_date: null,
    },
    {
      id: 'gift_abajur',
      name: 'Abajur',
      description: 'Para o quarto',
      category: 'decoração',
      reserved: true,
      reserved_by: 'Marta',
      reserved_email: 'marta@example.com',
      reserved_date: '2025-08-20T10:00:00.000Z',
    },
    {
      id: 'gift_batedeira',
      name: 'Batedeira',
      description: 'Planetária',
      category: 'cozinha',
      reserved: false,
      reserved_by: null,
      reserved_email: null,
      reserved_date: null,
    },
  ],
  photos: [
    {
      id: '00000000-0000-4000-8000-0000000000a1',
      title: 'Pedido',
      description: 'Na serra',
      image_data: PIXEL,
      image_type: 'image/png',
      thumbnail: PIXEL,
      is_active: true,
      created_at: '2025-05-01T12:00:00.000Z',
    },
    {
      id: '00000000-0000-4000-8000-0000000000a2',
      title: 'Noivado',
      description: null,
      image_data: PIXEL,
      image_type: 'image/png',
      thumbnail: PIXEL,
      is_active: true,
      created_at: '2025-06-01T12:00:00.000Z',
    },
    {
      id: '00000000-0000-4000-8000-0000000000a3',
      title: 'Removida',
      description: null,
      image_data: PIXEL,
      image_type: 'image/png',
      thumbnail: PIXEL,
      is_active: false,
      created_at: '2025-07-01T12:00:00.000Z',
    },
  ],
  households: [
    {
      id: '00000000-0000-4000-8000-0000000000b1',
      name: 'Família Souza',
      phone: '(34) 99654-7788',
      code: 'qz7mxbw4fe',
      members: [
        {
          id: '00000000-0000-4000-8000-0000000000c1',
          name: 'Ana Paula Souza',
          kind: 'adult',
          age_band: null,
          companion: false,
        },
        {
          id: '00000000-0000-4000-8000-0000000000c2',
          name: 'Helena Souza',
          kind: 'child',
          age_band: '6-12',
          companion: false,
        },
        {
          id: '00000000-0000-4000-8000-0000000000c3',
          name: '',
          kind: 'adult',
          age_band: null,
          companion: true,
        },
      ],
    },
    {
      id: '00000000-0000-4000-8000-0000000000b2',
      name: 'Família Ribeiro',
      phone: null,
      code: 'r8tkvnd2hs',
      members: [
        {
          id: '00000000-0000-4000-8000-0000000000c4',
          name: 'Juliana Ribeiro',
          kind: 'adult',
          age_band: null,
          companion: false,
        },
      ],
    },
  ],
}

/** What get_invitation and answer_invitation say of a code no household has. */
export const INVITATION_NOT_FOUND = 'Convite não encontrado. Confira o link que você recebeu.'

const RESERVATION = { guestName: 'Carla Dias', guestEmail: 'carla@example.com' }

const sameInstant = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : new Date(a).getTime() === new Date(b).getTime()

async function rejection(promise: Promise<unknown>): Promise<DataError> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  )
  if (!(error instanceof DataError)) throw new Error(`not a DataError: ${String(error)}`)
  return error
}

export function dataServiceContract(name: string, makeHarness: () => Promise<Harness>) {
  describe(`DataService contract: ${name}`, () => {
    let h: Harness
    beforeEach(async () => {
      h = await makeHarness()
      await h.given(FIXTURE)
    })
    afterEach(async () => {
      vi.restoreAllMocks()
      await h.close()
    })

    it('lists approved messages newest first, as entities', async () => {
      const page = await h.service.listMessages({ limit: 10 })
      expect(page).toMatchObject({ more: false, total: 2 })
      const messages = page.items
      expect(messages.map((m) => m.name)).toEqual(['Primo João', 'Tia Lúcia'])
      const first = messages[0]
      expect(Object.keys(first ?? {}).sort()).toEqual([
        'created_at',
        'cursor',
        'id',
        'message',
        'name',
      ])
      expect(first?.message).toBe('<b>Viva os noivos!</b>')
      expect(sameInstant(first?.created_at ?? null, '2025-09-03T12:00:00.000Z')).toBe(true)
    })

    it('pages through messages by cursor: each page starts after the last row shown', async () => {
      const first = await h.service.listMessages({ limit: 1 })
      expect(first.items.map((m) => m.name)).toEqual(['Primo João'])
      expect(first).toMatchObject({ more: true, total: 2 })
      const second = await h.service.listMessages({ after: first.items[0]?.cursor, limit: 1 })
      expect(second.items.map((m) => m.name)).toEqual(['Tia Lúcia'])
      expect(second.more).toBe(false)
      const end = await h.service.listMessages({ after: second.items[0]?.cursor, limit: 1 })
      expect(end.items).toEqual([])
    })

    it('lists gifts by category then name, with public reservation fields only', async () => {
      const gifts = await h.service.listGifts()
      expect(gifts.map((g) => g.name)).toEqual(['Batedeira', 'Panela de pressão', 'Abajur'])
      const abajur = gifts.find((g) => g.id === 'gift_abajur')
      expect(abajur).toMatchObject({ reserved: true, reserved_by: 'Marta', category: 'decoração' })
      expect(sameInstant(abajur?.reserved_date ?? null, '2025-08-20T10:00:00.000Z')).toBe(true)
      expect(abajur).not.toHaveProperty('reserved_email')
      expect(gifts[0]).toMatchObject({ reserved: false, reserved_by: null, reserved_date: null })
    })

    it('lists active photos newest first without the full image, which loads on demand', async () => {
      const photos = await h.service.listPhotos()
      expect(photos.map((p) => p.title)).toEqual(['Noivado', 'Pedido'])
      expect(photos[0]).not.toHaveProperty('image_data')
      expect(photos[1]).toMatchObject({ description: 'Na serra', thumbnail: PIXEL })
      expect(await h.service.getPhotoImage('00000000-0000-4000-8000-0000000000a1')).toBe(PIXEL)
      expect(await h.service.getPhotoImage('00000000-0000-4000-8000-0000000000a3')).toBeNull()
    })

    it('reserves a free gift once; the second guest gets the product’s conflict text', async () => {
      await h.service.reserveGift('gift_panela', RESERVATION)
      const again = await rejection(
        h.service.reserveGift('gift_panela', { guestName: 'Outro', guestEmail: 'o@example.com' }),
      )
      expect(again.code).toBe('conflict')
      expect(again.message).toBe(GIFTS.alreadyReserved)
      const panela = (await h.service.listGifts()).find((g) => g.id === 'gift_panela')
      expect(panela).toMatchObject({ reserved: true, reserved_by: 'Carla Dias' })
    })

    it('says the product’s text when the gift does not exist', async () => {
      const error = await rejection(h.service.reserveGift('gift_nenhum', RESERVATION))
      expect(error.code).toBe('not_found')
      expect(error.message).toBe(GIFTS.notFound)
    })

    it('opens a household’s invitation by its code only, and stores its answer for everyone', async () => {
      const [souza] = FIXTURE.households
      if (!souza) throw new Error('no household in the fixture')
      const invitation = await h.service.getInvitation(souza.code)
      expect(invitation).toEqual({
        householdName: 'Família Souza',
        message: null,
        phone: null,
        answeredAt: null,
        tables: [],
        members: [
          {
            id: souza.members[0]?.id,
            name: 'Ana Paula Souza',
            kind: 'adult',
            ageBand: null,
            companion: false,
            attending: null,
            dietary: null,
          },
          {
            id: souza.members[1]?.id,
            name: 'Helena Souza',
            kind: 'child',
            ageBand: '6-12',
            companion: false,
            attending: null,
            dietary: null,
          },
          {
            id: souza.members[2]?.id,
            name: '',
            kind: 'adult',
            ageBand: null,
            companion: true,
            attending: null,
            dietary: null,
          },
        ],
      })
      expect(JSON.stringify(invitation)).not.toContain('Ribeiro')

      await h.service.answerInvitation(souza.code, {
        members: [
          { id: souza.members[0]?.id ?? '', attending: 'sim', dietary: 'Vegetariana' },
          { id: souza.members[1]?.id ?? '', attending: 'nao' },
          { id: souza.members[2]?.id ?? '', attending: 'sim', name: 'Bruno Tavares' },
        ],
        message: 'Estaremos lá!',
        phone: '(34) 99654-7788',
        sensitiveConsent: true,
      })
      const after = await h.service.getInvitation(souza.code)
      expect(after).toMatchObject({ message: 'Estaremos lá!', phone: '(34) 99654-7788' })
      expect(Number.isNaN(Date.parse(after.answeredAt ?? ''))).toBe(false)
      expect(after.members.map((m) => [m.name, m.attending, m.dietary])).toEqual([
        ['Ana Paula Souza', 'sim', 'Vegetariana'],
        ['Helena Souza', 'nao', null],
        ['Bruno Tavares', 'sim', null],
      ])
    })

    it('says a code names no household, for a lookup and for an answer', async () => {
      const lookup = await rejection(h.service.getInvitation('zzzzzzzzzz'))
      expect({ code: lookup.code, message: lookup.message }).toEqual({
        code: 'not_found',
        message: INVITATION_NOT_FOUND,
      })
      const answer = await rejection(
        h.service.answerInvitation('zzzzzzzzzz', {
          members: [{ id: FIXTURE.households[0]?.members[0]?.id ?? '', attending: 'sim' }],
        }),
      )
      expect({ code: answer.code, message: answer.message }).toEqual({
        code: 'not_found',
        message: INVITATION_NOT_FOUND,
      })
    })

    it('stores an open-form answer and resolves to nothing, answering twice alike', async () => {
      const rsvp = {
        nomeCompleto: 'Carla Dias',
        vaiAoEvento: 'sim' as const,
        email: 'carla@example.com',
        telefone: '(31) 99999-0000',
      }
      expect(await h.service.submitRsvp(rsvp)).toBeUndefined()
      expect(await h.service.submitRsvp({ ...rsvp, vaiAoEvento: 'nao' })).toBeUndefined()
    })

    it('turns a lost connection into the operation’s text (docs/product.md §8)', async () => {
      h.breakConnection()
      const post = await rejection(h.service.postMessage({ name: 'Ana', message: 'Oi' }))
      expect(post.message).toBe(MESSAGES.sendError)
      expect(post.code).toBe('unknown')
      expect((await rejection(h.service.reserveGift('gift_panela', RESERVATION))).message).toBe(
        GIFTS.updateError,
      )
      expect((await rejection(h.service.adminLogin('noivos', 'x'))).message).toBe(
        ADMIN_ERRORS.loginError,
      )
      const admin = h.service.admin
      expect(
        (
          await rejection(
            admin.saveGift('t', {
              name: 'Jarra',
              description: 'Vidro',
              category: 'cozinha',
              kind: 'reserve',
              priceCents: null,
              quotas: null,
              storeUrl: null,
              position: 0,
            }),
          )
        ).message,
      ).toBe(GIFTS.addError)
      expect((await rejection(admin.cancelReservation('t', 'gift_abajur'))).message).toBe(
        GIFTS.cancelError,
      )
      expect((await rejection(admin.deleteGift('t', 'gift_abajur'))).message).toBe(
        GIFTS.deleteUnknownError,
      )
      const photo = { title: 'F', imageData: PIXEL, imageType: 'image/png', thumbnail: PIXEL }
      expect((await rejection(admin.addPhoto('t', photo))).message).toBe(GALLERY.addError)
      expect(
        (await rejection(admin.deleteMessage('t', FIXTURE.messages[0]?.id ?? ''))).message,
      ).toMatch(/^Erro ao deletar: .+/)
      expect(
        (
          await rejection(
            admin.createAdmin('t', { username: 'u', email: 'u@x.com', password: 'p' }),
          )
        ).message,
      ).toMatch(/^Erro ao criar usuário admin: .+/)
      expect((await rejection(admin.changePassword('t', 'a', 'b'))).message).toMatch(
        /^Erro ao alterar senha: .+/,
      )
      expect((await rejection(h.service.getInvitation('qz7mxbw4fe'))).message).toBe(
        PERSONAL_RSVP.loadError,
      )
      expect(
        (await rejection(h.service.answerInvitation('qz7mxbw4fe', { members: [] }))).message,
      ).toBe(RSVP.storeError)
      const household = { name: 'Vó Cida', members: [] }
      for (const call of [
        admin.listAdmins('t'),
        admin.deactivateAdmin('t', 'u-1'),
        admin.endOtherSessions('t'),
        admin.listHouseholds('t'),
        admin.saveHousehold('t', household),
        admin.deleteHousehold('t', 'h-1'),
        admin.importHouseholds('t', [household]),
        admin.recordAnswer('t', 'h-1', { members: [] }),
        admin.matchRsvp('t', 'r-1', null),
      ]) {
        expect((await rejection(call)).message).toBe(COMMON.unknownError)
      }
    })

    it('answers reads with [] / null when the backend fails, and logs the error', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {})
      h.breakConnection()
      expect(await h.service.listMessages({ limit: 10 })).toEqual({
        items: [],
        more: false,
        total: 0,
      })
      expect(await h.service.listGifts()).toEqual([])
      expect(await h.service.listPhotos()).toEqual([])
      expect(await h.service.getPhotoImage(FIXTURE.photos[0]?.id ?? '')).toBeNull()
      expect(log).toHaveBeenCalled()
    })

    it('says a session check failed instead of calling the token invalid', async () => {
      h.breakConnection()
      // null would log the couple out; an error keeps their stored session for the next check.
      await expect(h.service.adminSession('token')).rejects.toBeInstanceOf(DataError)
    })

    it('tells a reader that asked (onError) that the [] it got is a failure', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      const healthy = vi.fn<(error: unknown) => void>()
      await h.service.listGifts({ onError: healthy })
      expect(healthy).not.toHaveBeenCalled()
      h.breakConnection()
      const onError = vi.fn<(error: unknown) => void>()
      expect(await h.service.listGifts({ onError })).toEqual([])
      expect((await h.service.listMessages({ limit: 10 }, { onError })).items).toEqual([])
      expect(await h.service.listPhotos({ onError })).toEqual([])
      expect(onError).toHaveBeenCalledTimes(3)
    })

    it('calls subscribers when their table changes elsewhere, until they unsubscribe', async () => {
      const onMessages = vi.fn<() => void>()
      const onGifts = vi.fn<() => void>()
      const stopMessages = h.service.subscribe('messages', onMessages)
      const stopGifts = h.service.subscribe('gifts', onGifts)
      await h.changeElsewhere('messages')
      await vi.waitFor(() => expect(onMessages).toHaveBeenCalled())
      expect(onGifts).not.toHaveBeenCalled()

      stopMessages()
      onMessages.mockClear()
      await h.changeElsewhere('messages')
      await h.changeElsewhere('gifts')
      await vi.waitFor(() => expect(onGifts).toHaveBeenCalled())
      expect(onMessages).not.toHaveBeenCalled()
      stopGifts()
    })
  })
}
