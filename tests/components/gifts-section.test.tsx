import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PGlite } from '@electric-sql/pglite'
import type { ReactNode } from 'react'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '@/components/ui/toast'
import { GIFTS } from '@/config/copy/gifts'
import { GIFTS_PER_EMAIL_MAX } from '@/config/limits'
import { GIFT_DELIVERY } from '@/config/wedding'
import { DataServiceProvider } from '@/data/react/context'
import { createEmbeddedServiceOn } from '@/data/embedded/embedded-core'
import { createNotConfiguredService } from '@/data/service'
import { DataError, type DataService } from '@/data/types'
import { GiftsSection } from '@/features/gifts/gifts-section'
import { asAnon, createTestDb, resetData } from '../db/pglite'

// Issue 4 (Gifts) on the embedded backend: the real schema and SQL functions in PGlite.

let db: PGlite
let service: DataService

beforeAll(async () => {
  db = await createTestDb()
  service = await createEmbeddedServiceOn(db)
})
afterAll(async () => {
  await db.close()
})

beforeEach(async () => {
  await resetData(db)
  // Categories out of display order on purpose: GIFT_CATEGORIES decides (cozinha first).
  await db.exec(`
    insert into public.gifts (id, name, description, category) values
      ('sofa', 'Sofá de três lugares', 'Para a sala', 'móveis'),
      ('tv', 'Smart TV 50"', 'Para os filmes de domingo', 'eletrônicos'),
      ('panelas', 'Jogo de panelas', 'Inox, cinco peças', 'cozinha'),
      ('liquidificador', 'Liquidificador', 'Para as vitaminas', 'cozinha'),
      ('toalhas', 'Jogo de toalhas', 'Algodão egípcio', 'cama e banho');
    insert into public.gifts
      (id, name, description, category, reserved, reserved_by, reserved_email, reserved_date)
      values ('faqueiro', 'Faqueiro', '24 peças', 'cozinha', true, 'Tia Lúcia',
        'lucia@exemplo.com', now());
  `)
})

function renderGifts(svc: DataService = service, children?: ReactNode) {
  return render(
    <DataServiceProvider service={svc}>
      <ToastProvider>
        <GiftsSection>{children}</GiftsSection>
      </ToastProvider>
    </DataServiceProvider>,
  )
}

/** A wrapper of the real service with some methods replaced (to make it fail). */
function withOverrides(overrides: Partial<DataService>): DataService {
  return Object.assign(Object.create(service) as DataService, overrides)
}

const categoryButtons = () =>
  within(screen.getByRole('group', { name: GIFTS.categoriesLabel })).getAllByRole('button')

const card = (name: string) =>
  screen.getByRole('listitem', { name: new RegExp(`^${name.replace(/"/g, '.')}`) })

async function reservedByOtherGuest(id: string) {
  await asAnon(db, () =>
    db.query('select public.reserve_gift($1, $2, $3)', [id, 'Outra Pessoa', 'outra@exemplo.com']),
  )
}

describe('GiftsSection', () => {
  it('shows the categories with reserved/total counts, the first one selected, and its gifts', async () => {
    renderGifts()
    await screen.findByRole('group', { name: GIFTS.categoriesLabel })
    const buttons = categoryButtons()
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Cozinha1/31 de 3 reservados',
      'Eletrônicos0/10 de 1 reservado',
      'Móveis0/10 de 1 reservado',
      'Cama e banho0/10 de 1 reservado',
    ])
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true')

    const grid = screen.getByRole('list', { name: 'Cozinha' })
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3)
    expect(screen.queryByText('Sofá de três lugares')).not.toBeInTheDocument()

    // A reserved gift says so and by whom, and cannot be chosen.
    const faqueiro = card('Faqueiro')
    expect(faqueiro).toHaveTextContent(GIFTS.reserved)
    expect(faqueiro).toHaveTextContent(GIFTS.reservedBy('Tia Lúcia'))
    expect(within(faqueiro).queryByRole('button')).not.toBeInTheDocument()
    expect(within(card('Jogo de panelas')).getByRole('button')).toHaveAccessibleName(
      GIFTS.reserveGift('Jogo de panelas'),
    )
    expect(screen.getByText(GIFT_DELIVERY)).toBeInTheDocument()
  })

  it('switches the grid with the category buttons, each with its icon', async () => {
    const user = userEvent.setup({ delay: null })
    renderGifts()
    await screen.findByRole('group', { name: GIFTS.categoriesLabel })
    await user.click(screen.getByRole('button', { name: /^Móveis/ }))
    expect(screen.getByRole('button', { name: /^Móveis/ })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: /^Cozinha/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(card('Sofá de três lugares').querySelector('svg.lucide-sofa')).not.toBeNull()
    expect(screen.queryByText('Jogo de panelas')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Eletrônicos/ }))
    expect(card('Smart TV 50"').querySelector('svg.lucide-tv')).not.toBeNull()
    await user.click(screen.getByRole('button', { name: /^Cama e banho/ }))
    expect(card('Jogo de toalhas').querySelector('svg.lucide-bed-double')).not.toBeNull()
  })

  it('reserves a gift: required fields, trimmed values, success modal, list reloaded', async () => {
    const user = userEvent.setup({ delay: null })
    renderGifts()
    await user.click(
      await screen.findByRole('button', { name: GIFTS.reserveGift('Jogo de panelas') }),
    )
    const dialog = await screen.findByRole('dialog', { name: GIFTS.modalTitle })
    expect(dialog).toHaveTextContent('Jogo de panelas')
    expect(within(dialog).getByLabelText(GIFTS.guestEmail)).toHaveAttribute('type', 'email')

    await user.type(within(dialog).getByLabelText(GIFTS.guestName), '   ')
    await user.click(within(dialog).getByRole('button', { name: GIFTS.confirmReservation }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(GIFTS.nameEmailRequired)

    await user.type(within(dialog).getByLabelText(GIFTS.guestName), ' Ana Souza ')
    await user.type(within(dialog).getByLabelText(GIFTS.guestEmail), ' ana@exemplo.com ')
    await user.type(
      within(dialog).getByLabelText(new RegExp(`^${GIFTS.guestPhone}`)),
      '(34) 99999-0000',
    )
    await user.type(
      within(dialog).getByLabelText(new RegExp(`^${GIFTS.message}`)),
      ' Felicidades! ',
    )
    await user.click(within(dialog).getByRole('button', { name: GIFTS.confirmReservation }))

    const success = await screen.findByRole('dialog', { name: GIFTS.successTitle })
    expect(success).toHaveTextContent(GIFTS.successBody('Jogo de panelas'))
    expect(screen.queryByRole('dialog', { name: GIFTS.modalTitle })).not.toBeInTheDocument()

    const { rows } = await db.query<Record<string, unknown>>(
      `select reserved, reserved_by, reserved_email, reserved_phone, message
         from public.gifts where id = 'panelas'`,
    )
    expect(rows[0]).toEqual({
      reserved: true,
      reserved_by: 'Ana Souza',
      reserved_email: 'ana@exemplo.com',
      reserved_phone: '(34) 99999-0000',
      message: 'Felicidades!',
    })

    await user.click(within(success).getByRole('button', { name: GIFTS.backToList }))
    await waitFor(() =>
      expect(card('Jogo de panelas')).toHaveTextContent(GIFTS.reservedBy('Ana Souza')),
    )
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Jogo de panelas' })).toHaveFocus(),
    )
    expect(screen.getByRole('button', { name: /^Cozinha/ })).toHaveTextContent('2/3')
  })

  it('a gift taken meanwhile by someone else gives the product’s text and refreshes the list', async () => {
    const user = userEvent.setup({ delay: null })
    // Live updates off: this page is the stale one that has not heard of the other reservation.
    renderGifts(withOverrides({ subscribe: () => () => {} }))
    await user.click(
      await screen.findByRole('button', { name: GIFTS.reserveGift('Liquidificador') }),
    )
    await reservedByOtherGuest('liquidificador')

    const dialog = await screen.findByRole('dialog', { name: GIFTS.modalTitle })
    await user.type(within(dialog).getByLabelText(GIFTS.guestName), 'Bruno')
    await user.type(within(dialog).getByLabelText(GIFTS.guestEmail), 'bruno@exemplo.com')
    await user.click(within(dialog).getByRole('button', { name: GIFTS.confirmReservation }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(GIFTS.alreadyReserved)
    expect(within(dialog).queryByRole('button', { name: GIFTS.confirmReservation })).toBeNull()
    await waitFor(() =>
      expect(card('Liquidificador')).toHaveTextContent(GIFTS.reservedBy('Outra Pessoa')),
    )
  })

  it('a conflict found by the database itself (the check passed) gives the same text', async () => {
    const user = userEvent.setup({ delay: null })
    // A page that saw the gift available and keeps seeing it so until it reloads for real.
    const stale = await service.listGifts()
    let staleReads = true
    const listGifts = vi.fn<DataService['listGifts']>(async () =>
      staleReads ? stale : service.listGifts(),
    )
    const reserveGift = vi.fn<DataService['reserveGift']>(async (id, r) => {
      staleReads = false
      return service.reserveGift(id, r)
    })
    renderGifts(withOverrides({ listGifts, reserveGift, subscribe: () => () => {} }))
    await user.click(await screen.findByRole('button', { name: /^Cama e banho/ }))
    await user.click(
      await screen.findByRole('button', { name: GIFTS.reserveGift('Jogo de toalhas') }),
    )
    await reservedByOtherGuest('toalhas')
    const dialog = await screen.findByRole('dialog', { name: GIFTS.modalTitle })
    await user.type(within(dialog).getByLabelText(GIFTS.guestName), 'Bruno')
    await user.type(within(dialog).getByLabelText(GIFTS.guestEmail), 'bruno@exemplo.com')
    await user.click(within(dialog).getByRole('button', { name: GIFTS.confirmReservation }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(GIFTS.alreadyReserved)
    expect(reserveGift).toHaveBeenCalledTimes(1)
    await user.click(within(dialog).getByRole('button', { name: GIFTS.backToList }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(card('Jogo de toalhas')).toHaveTextContent(GIFTS.reservedBy('Outra Pessoa'))
  })

  it('one e-mail holding the maximum of gifts gets the limit’s text; the gift stays free and the form open', async () => {
    for (const id of ['sofa', 'tv', 'toalhas']) {
      await asAnon(db, () =>
        db.query('select public.reserve_gift($1, $2, $3)', [id, 'Carla', 'carla@exemplo.com']),
      )
    }
    const user = userEvent.setup({ delay: null })
    renderGifts()
    await user.click(
      await screen.findByRole('button', { name: GIFTS.reserveGift('Jogo de panelas') }),
    )
    const dialog = await screen.findByRole('dialog', { name: GIFTS.modalTitle })
    await user.type(within(dialog).getByLabelText(GIFTS.guestName), 'Carla')
    await user.type(within(dialog).getByLabelText(GIFTS.guestEmail), 'CARLA@exemplo.com')
    await user.click(within(dialog).getByRole('button', { name: GIFTS.confirmReservation }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      GIFTS.perEmailLimit(GIFTS_PER_EMAIL_MAX),
    )
    expect(within(dialog).getByLabelText(GIFTS.guestEmail)).toHaveValue('CARLA@exemplo.com')
    expect(within(dialog).getByRole('button', { name: GIFTS.confirmReservation })).toBeEnabled()
    expect(card('Jogo de panelas')).not.toHaveTextContent(GIFTS.reservedBy('Carla'))
  })

  it('shows the error text of any other failure and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null })
    const reserveGift = vi.fn<DataService['reserveGift']>(async () => {
      throw new DataError(GIFTS.reserveError, 'unknown')
    })
    renderGifts(withOverrides({ reserveGift }))
    await user.click(
      await screen.findByRole('button', { name: GIFTS.reserveGift('Jogo de panelas') }),
    )
    const dialog = await screen.findByRole('dialog', { name: GIFTS.modalTitle })
    await user.type(within(dialog).getByLabelText(GIFTS.guestName), 'Carla')
    await user.type(within(dialog).getByLabelText(GIFTS.guestEmail), 'carla@exemplo.com')
    await user.click(within(dialog).getByRole('button', { name: GIFTS.confirmReservation }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(GIFTS.reserveError)
    expect(reserveGift).toHaveBeenCalledWith('panelas', {
      guestName: 'Carla',
      guestEmail: 'carla@exemplo.com',
    })
    expect(within(dialog).getByLabelText(GIFTS.guestName)).toHaveValue('Carla')
    expect(within(dialog).getByLabelText(GIFTS.guestEmail)).toHaveValue('carla@exemplo.com')
    expect(within(dialog).getByRole('button', { name: GIFTS.confirmReservation })).toBeEnabled()

    // Closed and opened again: the old error is gone, what was typed is still there.
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await user.click(screen.getByRole('button', { name: GIFTS.reserveGift('Jogo de panelas') }))
    const again = screen.getByRole('dialog', { name: GIFTS.modalTitle })
    expect(within(again).queryByRole('alert')).toBeNull()
    expect(within(again).getByLabelText(GIFTS.guestName)).toHaveValue('Carla')
  })

  it('says the product’s check error when the availability check cannot read, and writes nothing', async () => {
    const user = userEvent.setup({ delay: null })
    let checking = false
    const listGifts = vi.fn<DataService['listGifts']>(async (options) => {
      if (!checking) return service.listGifts(options)
      options?.onError?.(new Error('connection lost'))
      return []
    })
    const reserveGift = vi.fn<DataService['reserveGift']>(async () => {})
    renderGifts(withOverrides({ listGifts, reserveGift, subscribe: () => () => {} }))
    await user.click(
      await screen.findByRole('button', { name: GIFTS.reserveGift('Jogo de panelas') }),
    )
    const dialog = await screen.findByRole('dialog', { name: GIFTS.modalTitle })
    await user.type(within(dialog).getByLabelText(GIFTS.guestName), 'Carla')
    await user.type(within(dialog).getByLabelText(GIFTS.guestEmail), 'carla@exemplo.com')
    checking = true
    await user.click(within(dialog).getByRole('button', { name: GIFTS.confirmReservation }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Erro ao verificar presente. Tente novamente.',
    )
    expect(reserveGift).not.toHaveBeenCalled()
    expect(within(dialog).getByLabelText(GIFTS.guestName)).toHaveValue('Carla')
  })

  it('refuses a malformed email before anything is stored', async () => {
    const user = userEvent.setup({ delay: null })
    renderGifts()
    await user.click(
      await screen.findByRole('button', { name: GIFTS.reserveGift('Jogo de panelas') }),
    )
    const dialog = await screen.findByRole('dialog', { name: GIFTS.modalTitle })
    await user.type(within(dialog).getByLabelText(GIFTS.guestName), 'Carla')
    await user.type(within(dialog).getByLabelText(GIFTS.guestEmail), 'carla@exemplo')
    await user.click(within(dialog).getByRole('button', { name: GIFTS.confirmReservation }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(GIFTS.invalidEmail)
    const { rows } = await db.query(`select 1 from public.gifts where id = 'panelas' and reserved`)
    expect(rows).toHaveLength(0)
  })

  it('marks a gift reserved elsewhere without a reload (live)', async () => {
    renderGifts()
    await screen.findByRole('button', { name: GIFTS.reserveGift('Jogo de panelas') })
    await act(() => reservedByOtherGuest('panelas'))
    await waitFor(() => expect(card('Jogo de panelas')).toHaveTextContent(GIFTS.reserved))
    expect(screen.queryByRole('button', { name: GIFTS.reserveGift('Jogo de panelas') })).toBeNull()
  })

  it('says the system is not configured when there is no backend', async () => {
    renderGifts(createNotConfiguredService(), <p>Bloco de contribuição</p>)
    expect(await screen.findByText(GIFTS.notConfigured)).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: GIFTS.categoriesLabel })).toBeNull()
    // The contribution block (PIX works without a database) still shows.
    expect(screen.getByText('Bloco de contribuição')).toBeInTheDocument()
  })

  it('offers a retry when the list comes back empty, and shows the gifts once it loads', async () => {
    const user = userEvent.setup({ delay: null })
    let fail = true
    const listGifts = vi.fn<DataService['listGifts']>(async () => (fail ? [] : service.listGifts()))
    renderGifts(withOverrides({ listGifts }))
    expect(await screen.findByText(GIFTS.emptyList)).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('group', { name: GIFTS.categoriesLabel })).toBeInTheDocument()
    expect(listGifts).toHaveBeenCalledTimes(2)
  })

  it('shows the product’s load error with a retry when reading fails, and the gifts after a retry', async () => {
    const user = userEvent.setup({ delay: null })
    let fail = true
    const listGifts = vi.fn<DataService['listGifts']>(async (options) => {
      if (!fail) return service.listGifts(options)
      // As both backends do: the read gives [] and reports the error.
      options?.onError?.(new Error('connection lost'))
      return []
    })
    renderGifts(withOverrides({ listGifts }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar presentes')
    fail = false
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('group', { name: GIFTS.categoriesLabel })).toBeInTheDocument()
    expect(screen.queryByText('Erro ao carregar presentes')).not.toBeInTheDocument()
  })

  it('renders the contribution block after the gift grid', async () => {
    renderGifts(service, <p>Bloco de contribuição</p>)
    const grid = await screen.findByRole('list', { name: 'Cozinha' })
    const block = screen.getByText('Bloco de contribuição')
    expect(grid.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
