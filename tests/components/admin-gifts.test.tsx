import type { PGliteInterface } from '@electric-sql/pglite'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { GIFTS } from '@/config/copy/gifts'
import { ADMIN } from '@/config/copy/admin'
import { GIFT_REFRESH_AFTER_DELETE_MS } from '@/config/ui'
import type { AdminSession, DataService } from '@/data/types'
import { GiftsPanel } from '@/features/admin/panels/gifts-panel'
import { renderPanel, withAdminTestDb } from './admin-harness'

let db: PGliteInterface
let service: DataService
let session: AdminSession

withAdminTestDb((ready) => ({ db, service, session } = ready))
beforeEach(async () => {
  await db.exec(`
    insert into public.gifts (id, name, description, category) values
      ('g_panela', 'Jogo de panelas', 'Inox, 5 peças', 'cozinha'),
      ('g_toalha', 'Toalhas de banho', 'Kit com 4', 'cama e banho');
    insert into public.gifts (id, name, description, category, reserved, reserved_by,
        reserved_email, reserved_phone, message, reserved_date) values
      ('g_cafe', 'Cafeteira', 'Elétrica', 'eletrodomésticos', true, 'Tia Lúcia',
        'lucia@exemplo.com', '(34) 99999-0000', 'Com carinho!', '2025-09-15T13:30:00Z');
  `)
})

const card = (name: string) =>
  screen.getByRole('heading', { name, level: 3 }).closest('li') as HTMLElement

async function renderGifts() {
  const view = renderPanel(<GiftsPanel />, service, session)
  await screen.findByRole('heading', { name: 'Jogo de panelas', level: 3 })
  return view
}

describe('Gifts panel', () => {
  it('shows each reservation: who, email, phone, message and the pt-BR date', async () => {
    await renderGifts()
    const cafe = within(card('Cafeteira'))
    expect(cafe.getByText(GIFTS.reserved)).toBeInTheDocument()
    expect(cafe.getByText('Tia Lúcia')).toBeInTheDocument()
    expect(cafe.getByText('lucia@exemplo.com')).toBeInTheDocument()
    expect(cafe.getByText('(34) 99999-0000')).toBeInTheDocument()
    expect(cafe.getByText('Com carinho!')).toBeInTheDocument()
    expect(cafe.getByText('15/09/2025 às 10:30')).toBeInTheDocument()
  })

  it('requires name and description to add a gift, keeping what was typed', async () => {
    const user = userEvent.setup({ delay: null })
    await renderGifts()
    await user.type(screen.getByLabelText(ADMIN.giftName), 'Liquidificador')
    await user.click(screen.getByRole('button', { name: ADMIN.addGift }))
    expect(screen.getByRole('alert')).toHaveTextContent(ADMIN.newGiftRequired)
    expect(screen.getByLabelText(ADMIN.giftName)).toHaveValue('Liquidificador')
  })

  it('adds a gift in the chosen category', async () => {
    const user = userEvent.setup({ delay: null })
    await renderGifts()
    await user.type(screen.getByLabelText(ADMIN.giftName), 'Liquidificador')
    await user.type(screen.getByLabelText(ADMIN.giftDescription), '1200 W')
    await user.selectOptions(screen.getByLabelText(ADMIN.giftCategory), 'eletrodomésticos')
    await user.click(screen.getByRole('button', { name: ADMIN.addGift }))

    expect(await screen.findByRole('heading', { name: 'Liquidificador' })).toBeInTheDocument()
    expect(screen.getByLabelText(ADMIN.giftName)).toHaveValue('')
    const added = (await service.listGifts()).find((g) => g.name === 'Liquidificador')
    expect(added).toMatchObject({ category: 'eletrodomésticos', reserved: false })
    expect(added?.id).toMatch(/^gift_/)
  })

  it('edits a gift into cotas of a money gift; the database keeps the price in centavos', async () => {
    const user = userEvent.setup({ delay: null })
    await renderGifts()
    await user.click(screen.getByRole('button', { name: ADMIN.editGiftLabel('Jogo de panelas') }))
    const dialog = within(
      await screen.findByRole('dialog', { name: ADMIN.editGiftTitle('Jogo de panelas') }),
    )
    await user.selectOptions(dialog.getByLabelText(ADMIN.giftKind), 'money')
    await user.type(dialog.getByLabelText(/^Preço/), '1.250,00')
    await user.clear(dialog.getByLabelText(ADMIN.giftQuotas))
    await user.type(dialog.getByLabelText(ADMIN.giftQuotas), '4')
    await user.type(dialog.getByLabelText(/^Link da loja/), 'https://loja.example/panelas')
    await user.click(dialog.getByRole('button', { name: ADMIN.saveGift }))

    await waitFor(() =>
      expect(within(card('Jogo de panelas')).getByText('0 de 4 cotas')).toBeVisible(),
    )
    expect(within(card('Jogo de panelas')).getByText('1 cota: R$ 1.250,00')).toBeInTheDocument()
    const saved = (await service.admin.listGifts(session.token)).find((g) => g.id === 'g_panela')
    expect(saved).toMatchObject({
      kind: 'money',
      price_cents: 125000,
      quotas: 4,
      store_url: 'https://loja.example/panelas',
      description: 'Inox, 5 peças',
    })
  })

  it('filters by category and by reserved', async () => {
    const user = userEvent.setup({ delay: null })
    await renderGifts()
    await user.selectOptions(screen.getByLabelText(ADMIN.filterCategory), 'cozinha')
    expect(screen.getByText(ADMIN.giftsShown(1, 3))).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Cafeteira' })).not.toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText(ADMIN.filterCategory), 'all')
    await user.selectOptions(screen.getByLabelText(ADMIN.filterReserved), 'reserved')
    expect(screen.getByText(ADMIN.giftsShown(1, 3))).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Cafeteira' })).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText(ADMIN.filterReserved), 'available')
    expect(screen.getByText(ADMIN.giftsShown(2, 3))).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Cafeteira' })).not.toBeInTheDocument()
  })

  it('deletes a reserved gift after a confirmation with the extra warning', async () => {
    const user = userEvent.setup({ delay: null })
    await renderGifts()
    await user.click(
      within(card('Cafeteira')).getByRole('button', { name: ADMIN.deleteGiftLabel('Cafeteira') }),
    )
    const dialog = screen.getByRole('alertdialog', { name: ADMIN.confirmDeleteGiftTitle })
    expect(within(dialog).getByText(ADMIN.deleteReservedWarning('Tia Lúcia'))).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: ADMIN.deleteGift }))

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Cafeteira' })).not.toBeInTheDocument(),
    )
    expect((await service.listGifts()).map((g) => g.name)).not.toContain('Cafeteira')
  })

  it('refreshes the list 500 ms after a delete, even without live updates', async () => {
    const user = userEvent.setup({ delay: null })
    // No live updates, and a record of when the delete finished and when the list was reloaded.
    let deletedAt = 0
    const loads: number[] = []
    const watched: DataService = {
      ...service,
      subscribe: () => () => {},
      admin: {
        ...service.admin,
        listGifts: async (token) => {
          loads.push(Date.now())
          return service.admin.listGifts(token)
        },
        deleteGift: async (token, id) => {
          await service.admin.deleteGift(token, id)
          deletedAt = Date.now()
        },
      },
    }
    renderPanel(<GiftsPanel />, watched, session)
    await screen.findByRole('heading', { name: 'Jogo de panelas', level: 3 })
    await user.click(
      within(card('Jogo de panelas')).getByRole('button', {
        name: ADMIN.deleteGiftLabel('Jogo de panelas'),
      }),
    )
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: ADMIN.deleteGift }),
    )
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Jogo de panelas', level: 3 }),
      ).not.toBeInTheDocument(),
    )
    const reload = loads.find((t) => t >= deletedAt)
    expect(reload).toBeDefined()
    // docs/product.md §9: 500 ms (timers may fire a few ms early relative to Date.now()).
    expect((reload ?? 0) - deletedAt).toBeGreaterThanOrEqual(GIFT_REFRESH_AFTER_DELETE_MS - 20)
  })

  it('asks without the warning for an unreserved gift, and cancelling keeps it', async () => {
    const user = userEvent.setup({ delay: null })
    await renderGifts()
    await user.click(
      within(card('Jogo de panelas')).getByRole('button', {
        name: ADMIN.deleteGiftLabel('Jogo de panelas'),
      }),
    )
    const dialog = screen.getByRole('alertdialog')
    expect(within(dialog).queryByText(/Atenção/)).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Jogo de panelas' })).toBeInTheDocument()
  })

  it("reserves a gift on a guest's behalf", async () => {
    const user = userEvent.setup({ delay: null })
    await renderGifts()
    await user.click(
      within(card('Toalhas de banho')).getByRole('button', { name: ADMIN.reserveForGuest }),
    )
    const dialog = screen.getByRole('dialog', {
      name: ADMIN.reserveForGuestTitle('Toalhas de banho'),
    })
    await user.click(within(dialog).getByRole('button', { name: ADMIN.saveReservation }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(GIFTS.nameEmailRequiredShort)

    await user.type(within(dialog).getByLabelText(ADMIN.guestName), 'Primo João')
    await user.type(within(dialog).getByLabelText(ADMIN.guestEmail), 'joao@exemplo.com')
    await user.type(within(dialog).getByLabelText(/Telefone/), '34 98888-1111')
    await user.click(within(dialog).getByRole('button', { name: ADMIN.saveReservation }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const toalhas = within(card('Toalhas de banho'))
    expect(await toalhas.findByText('Primo João')).toBeInTheDocument()
    expect(toalhas.getByText('joao@exemplo.com')).toBeInTheDocument()
    expect(toalhas.getByText('34 98888-1111')).toBeInTheDocument()
    const gift = (await service.listGifts()).find((g) => g.name === 'Toalhas de banho')
    expect(gift).toMatchObject({ reserved: true, reserved_by: 'Primo João' })
  })

  it('cancels a reservation after a confirmation, clearing its fields', async () => {
    const user = userEvent.setup({ delay: null })
    await renderGifts()
    // docs/product.md §2's button text, exactly.
    await user.click(within(card('Cafeteira')).getByRole('button', { name: 'Cancelar Reserva' }))
    const dialog = screen.getByRole('alertdialog', { name: ADMIN.confirmCancelTitle })
    await user.click(within(dialog).getByRole('button', { name: ADMIN.cancelReservation }))

    await waitFor(() =>
      expect(within(card('Cafeteira')).getByText(GIFTS.available)).toBeInTheDocument(),
    )
    expect(within(card('Cafeteira')).queryByText('Tia Lúcia')).not.toBeInTheDocument()
    const { rows } = await db.query(
      "select reserved, reserved_by, reserved_email, reserved_phone, message, reserved_date from public.gifts where id = 'g_cafe'",
    )
    expect(rows[0]).toEqual({
      reserved: false,
      reserved_by: null,
      reserved_email: null,
      reserved_phone: null,
      message: null,
      reserved_date: null,
    })
  })

  it('cancels every reservation of one e-mail at once, after a confirmation, and says how many', async () => {
    await db.exec(`
      insert into public.gifts (id, name, description, category, reserved, reserved_by,
          reserved_email, reserved_date) values
        ('g_robo1', 'Liquidificador', '1200 W', 'eletrodomésticos', true, 'Robô',
          'robo@exemplo.com', now()),
        ('g_robo2', 'Abajur', 'De mesa', 'decoração', true, 'Robô', 'ROBO@exemplo.com', now()),
        ('g_robo3', 'Vaso', 'Cerâmica', 'decoração', true, 'Robô', 'robo@exemplo.com', now());
    `)
    const user = userEvent.setup({ delay: null })
    await renderGifts()
    // Only an e-mail holding two or more gifts offers it: Tia Lúcia's single gift does not.
    expect(
      within(card('Cafeteira')).queryByRole('button', { name: /reservas feitas com/ }),
    ).not.toBeInTheDocument()

    await user.click(
      within(card('Abajur')).getByRole('button', {
        name: ADMIN.cancelByEmailLabel(3, 'ROBO@exemplo.com'),
      }),
    )
    const dialog = screen.getByRole('alertdialog', { name: ADMIN.confirmCancelByEmailTitle })
    expect(dialog).toHaveTextContent(ADMIN.confirmCancelByEmailBody(3, 'ROBO@exemplo.com'))
    // Keeping them changes nothing.
    await user.click(within(dialog).getByRole('button', { name: ADMIN.keepReservation }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect((await service.listGifts()).filter((g) => g.reserved)).toHaveLength(4)

    await user.click(
      within(card('Vaso')).getByRole('button', {
        name: ADMIN.cancelByEmailLabel(3, 'robo@exemplo.com'),
      }),
    )
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', {
        name: ADMIN.cancelByEmailConfirm,
      }),
    )
    expect(
      await screen.findByText(ADMIN.reservationsCancelledByEmail(3, 'robo@exemplo.com')),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(within(card('Liquidificador')).getByText(GIFTS.available)).toBeInTheDocument(),
    )
    const reserved = (await service.listGifts()).filter((g) => g.reserved)
    expect(reserved.map((g) => g.reserved_by)).toEqual(['Tia Lúcia'])
  })

  it('goes back to the login when the session is refused', async () => {
    const { expire } = renderPanel(<GiftsPanel />, service, { ...session, token: 'vencido' })
    await act(async () => {})
    await waitFor(() => expect(expire).toHaveBeenCalled())
  })
})
