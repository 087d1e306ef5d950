import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COMMON } from '@/config/copy/common'
import { ADMIN_ERRORS } from '@/config/copy/errors'
import { GALLERY } from '@/config/copy/gallery'
import { GIFTS } from '@/config/copy/gifts'
import { ADMIN } from '@/config/copy/admin'
import { PERSONAL_DATA_FILE_NOTICE } from '@/config/copy/personal-data'
import { WEDDING_SLUG } from '@/config/wedding'
import {
  DataError,
  type AdminGift,
  type AdminService,
  type AdminSession,
  type Contribution,
  type ContributionTotals,
  type DataService,
  type Settings,
} from '@/data/types'
import { ContributionsPanel } from '@/features/admin/panels/contributions-panel'
import { GiftsPanel } from '@/features/admin/panels/gifts-panel'
import { parseCsv } from '@/lib/csv'
import { compressPhoto } from '@/lib/image'
import { blobText, captureDownloads, renderPanel } from './admin-harness'

// The couple's side of gifts as money (docs/decisions/0017-gifts-as-money.md) against a fake
// AdminService: what the panels show and send. The SQL behind these calls has its own db tests.

vi.mock('@/lib/image', () => ({
  compressPhoto: vi.fn<typeof compressPhoto>(async () => ({
    imageData: 'data:image/webp;base64,UEhPVE8=',
    imageType: 'image/webp',
    thumbnail: 'data:image/webp;base64,VEhVTUI=',
    width: 1200,
    height: 900,
    bytes: 6,
  })),
}))

const session: AdminSession = {
  userId: 'u1',
  username: 'noivos',
  email: 'noivos@exemplo.com',
  loginTime: new Date().toISOString(),
  token: 'tok',
}

const THUMB = 'data:image/webp;base64,TUlOSQ=='
const SETTINGS: Settings = {
  approveMessages: false,
  pixHoldHours: 48,
  rsvpAfterDeadline: false,
  rsvpClosesAt: null,
  retentionEndsAt: null,
  photosAutoApprove: false,
  photosRevealAt: null,
  photosOpenFrom: null,
  photosOpenUntil: null,
  photosQuotaMb: 1024,
  photosScreenKey: 'a'.repeat(32),
}
const GIFTS_SAVE_ERROR = GIFTS.saveError

function gift(over: Partial<AdminGift>): AdminGift {
  return {
    id: 'g1',
    name: 'Presente',
    description: 'Descrição',
    category: 'cozinha',
    reserved: false,
    reserved_by: null,
    reserved_date: null,
    kind: 'reserve',
    price_cents: null,
    quotas: null,
    quotas_taken: 0,
    store_url: null,
    has_photo: false,
    position: 0,
    reserved_email: null,
    reserved_phone: null,
    message: null,
    created_at: '2026-10-01T12:00:00Z',
    ...over,
  }
}

function contribution(over: Partial<Contribution>): Contribution {
  return {
    id: 'c1',
    kind: 'pix',
    status: 'paid',
    amount_cents: 10000,
    donor_name: 'Alguém',
    donor_email: null,
    donor_phone: null,
    message: null,
    stripe_session_id: null,
    expires_at: null,
    hidden: false,
    contributed_at: new Date().toISOString(),
    created_at: new Date().toISOString(),
    gift_id: null,
    gift_name: null,
    quotas: null,
    pix_txid: null,
    hold_until: null,
    ...over,
  }
}

let gifts: AdminGift[]
let rows: Contribution[]
let totals: ContributionTotals
let holdHours: number

type A = AdminService

function fakeService() {
  const admin = {
    listGifts: vi.fn<A['listGifts']>(async () => gifts),
    saveGift: vi.fn<A['saveGift']>(async (_token, input) => input.id ?? 'g_new'),
    deleteGift: vi.fn<A['deleteGift']>(),
    reserveGift: vi.fn<A['reserveGift']>(),
    cancelReservation: vi.fn<A['cancelReservation']>(),
    cancelReservationsByEmail: vi.fn<A['cancelReservationsByEmail']>(),
    listContributions: vi.fn<A['listContributions']>(async () => rows),
    contributionTotals: vi.fn<A['contributionTotals']>(async () => totals),
    reviewPix: vi.fn<A['reviewPix']>(async (_token, id, confirmed) => {
      rows = rows.map((r) => (r.id === id ? { ...r, status: confirmed ? 'paid' : 'rejected' } : r))
    }),
    settings: vi.fn<A['settings']>(async () => ({ ...SETTINGS, pixHoldHours: holdHours })),
    saveSettings: vi.fn<A['saveSettings']>(async (_token, change) => {
      holdHours = change.pixHoldHours ?? holdHours
      return { ...SETTINGS, pixHoldHours: holdHours }
    }),
    setContributionHidden: vi.fn<A['setContributionHidden']>(),
    addPixContribution: vi.fn<A['addPixContribution']>(),
  }
  const service = {
    backend: 'embedded',
    subscribe: () => () => {},
    getGiftThumbnails: vi.fn<DataService['getGiftThumbnails']>(async (ids) =>
      Object.fromEntries(ids.map((id) => [id, THUMB])),
    ),
    getGiftImage: vi.fn<DataService['getGiftImage']>(async () => null),
    admin,
  }
  return { service: service as unknown as DataService, admin, raw: service }
}

beforeEach(() => {
  gifts = [
    gift({
      id: 'g_passagens',
      name: 'Passagens da lua de mel',
      description: 'Ida e volta',
      category: 'outros',
      kind: 'money',
      price_cents: 20000,
      quotas: 10,
      quotas_taken: 3,
      has_photo: true,
      position: 1,
      store_url: 'https://viagens.example/pacote',
    }),
    gift({
      id: 'g_panela',
      name: 'Jogo de panelas',
      description: 'Inox',
      price_cents: 123456,
    }),
  ]
  rows = []
  totals = { paidCents: 0, pendingCents: 0, informedCents: 0 }
  holdHours = 48
})
afterEach(() => {
  vi.restoreAllMocks()
})

const card = (name: string) =>
  screen.getByRole('heading', { name, level: 3 }).closest('li') as HTMLElement

async function renderGifts() {
  const fake = fakeService()
  renderPanel(<GiftsPanel />, fake.service, session)
  await screen.findByRole('heading', { name: 'Passagens da lua de mel', level: 3 })
  return fake
}

async function openEdit(name: string) {
  const user = userEvent.setup({ applyAccept: false })
  await user.click(screen.getByRole('button', { name: ADMIN.editGiftLabel(name) }))
  const dialog = await screen.findByRole('dialog', { name: ADMIN.editGiftTitle(name) })
  return { user, dialog: within(dialog) }
}

describe('Gifts panel: photos, prices and cotas', () => {
  it('shows each gift with its thumbnail, price, kind and cotas taken', async () => {
    const fake = await renderGifts()
    const passagens = within(card('Passagens da lua de mel'))
    await waitFor(() =>
      expect(
        passagens.getByRole('img', { name: ADMIN.giftPhotoAlt('Passagens da lua de mel') }),
      ).toHaveAttribute('src', THUMB),
    )
    // Only gifts with a photo are asked for, in one call.
    expect(fake.raw.getGiftThumbnails).toHaveBeenCalledTimes(1)
    expect(fake.raw.getGiftThumbnails).toHaveBeenCalledWith(['g_passagens'])
    expect(passagens.getByText(ADMIN.kindMoney)).toBeInTheDocument()
    expect(passagens.getByText('3 de 10 cotas')).toBeInTheDocument()
    expect(passagens.getByText('1 cota: R$ 200,00')).toBeInTheDocument()
    // A money gift is not reserved for a guest.
    expect(passagens.queryByRole('button', { name: ADMIN.reserveForGuest })).toBeNull()

    const panela = within(card('Jogo de panelas'))
    expect(panela.getByText('R$ 1.234,56')).toBeInTheDocument()
    expect(panela.getByText(ADMIN.kindReserve)).toBeInTheDocument()
    expect(panela.queryByRole('img')).toBeNull()
    expect(panela.getByRole('button', { name: ADMIN.reserveForGuest })).toBeInTheDocument()
    expect(
      panela.getByRole('button', { name: ADMIN.editGiftLabel('Jogo de panelas') }),
    ).toBeVisible()
  })

  it('edits a gift: the form opens with its values and saves the new price and cotas', async () => {
    const fake = await renderGifts()
    const { user, dialog } = await openEdit('Passagens da lua de mel')
    expect(dialog.getByLabelText(ADMIN.giftName)).toHaveValue('Passagens da lua de mel')
    expect(dialog.getByLabelText(ADMIN.giftKind)).toHaveValue('money')
    expect(dialog.getByLabelText(/^Preço/)).toHaveValue('200,00')
    expect(dialog.getByLabelText(ADMIN.giftQuotas)).toHaveValue('10')
    expect(dialog.getByLabelText(/^Link da loja/)).toHaveValue('https://viagens.example/pacote')
    expect(dialog.getByLabelText(ADMIN.giftPosition)).toHaveValue('1')
    expect(dialog.getByRole('img', { name: ADMIN.giftPhotoPreview })).toHaveAttribute('src', THUMB)

    await user.clear(dialog.getByLabelText(/^Preço/))
    await user.type(dialog.getByLabelText(/^Preço/), '1.250,50')
    await user.clear(dialog.getByLabelText(ADMIN.giftQuotas))
    await user.type(dialog.getByLabelText(ADMIN.giftQuotas), '12')
    await user.click(dialog.getByRole('button', { name: ADMIN.saveGift }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(fake.admin.saveGift).toHaveBeenCalledWith('tok', {
      id: 'g_passagens',
      name: 'Passagens da lua de mel',
      description: 'Ida e volta',
      category: 'outros',
      kind: 'money',
      priceCents: 125050,
      quotas: 12,
      storeUrl: 'https://viagens.example/pacote',
      position: 1,
    })
    // The photo untouched: no `photo` key, so the database keeps it.
    expect(fake.admin.saveGift.mock.calls[0]?.[1]).not.toHaveProperty('photo')
    expect(screen.getByText(ADMIN.giftSaved('Passagens da lua de mel'))).toBeInTheDocument()
  })

  it('refuses each bad input with its message, keeping every value typed', async () => {
    const fake = await renderGifts()
    const { user, dialog } = await openEdit('Passagens da lua de mel')
    const price = dialog.getByLabelText(/^Preço/)
    const quotas = dialog.getByLabelText(ADMIN.giftQuotas)
    const link = dialog.getByLabelText(/^Link da loja/)
    await user.clear(price)
    await user.type(price, '0')
    await user.clear(quotas)
    await user.type(quotas, '0')
    await user.clear(link)
    await user.type(link, 'http://loja.example/item')
    await user.click(dialog.getByRole('button', { name: ADMIN.saveGift }))

    expect(dialog.getByText(ADMIN.giftPricePositive)).toBeInTheDocument()
    expect(dialog.getByText(ADMIN.giftQuotasMin)).toBeInTheDocument()
    expect(dialog.getByText(ADMIN.giftStoreUrlHttps)).toBeInTheDocument()
    expect(price).toHaveAttribute('aria-invalid', 'true')
    expect(price).toHaveValue('0')
    expect(quotas).toHaveValue('0')
    expect(link).toHaveValue('http://loja.example/item')
    expect(fake.admin.saveGift).not.toHaveBeenCalled()

    // A negative price is refused too (the minus sign is not dropped), and text that is no price.
    await user.clear(price)
    await user.type(price, '-50')
    await user.click(dialog.getByRole('button', { name: ADMIN.saveGift }))
    expect(dialog.getByText(ADMIN.giftPricePositive)).toBeInTheDocument()
    await user.clear(price)
    await user.type(price, 'duzentos')
    await user.click(dialog.getByRole('button', { name: ADMIN.saveGift }))
    expect(dialog.getByText(ADMIN.giftPriceInvalid)).toBeInTheDocument()
    await user.clear(price)
    await user.type(price, '50.000,01')
    await user.click(dialog.getByRole('button', { name: ADMIN.saveGift }))
    expect(dialog.getByText(ADMIN.giftPriceMax('R$ 50.000,00'))).toBeInTheDocument()
    expect(fake.admin.saveGift).not.toHaveBeenCalled()
  })

  it('keeps the values and shows the database’s text when the save is refused', async () => {
    const fake = await renderGifts()
    fake.admin.saveGift.mockRejectedValueOnce(
      new DataError('Restam apenas 2 cotas deste presente.', 'invalid'),
    )
    const { user, dialog } = await openEdit('Jogo de panelas')
    await user.clear(dialog.getByLabelText(ADMIN.giftName))
    await user.type(dialog.getByLabelText(ADMIN.giftName), 'Panelas de inox')
    await user.click(dialog.getByRole('button', { name: ADMIN.saveGift }))
    expect(await dialog.findByText('Restam apenas 2 cotas deste presente.')).toBeInTheDocument()
    expect(dialog.getByLabelText(ADMIN.giftName)).toHaveValue('Panelas de inox')
    expect(dialog.getByLabelText(/^Preço/)).toHaveValue('1.234,56')
  })

  it('refuses a file that is not an image or over 5 MB, sends a new photo, and removes one', async () => {
    const fake = await renderGifts()
    let { user, dialog } = await openEdit('Jogo de panelas')
    const input = () => dialog.getByLabelText(ADMIN.chooseGiftPhoto)
    await user.upload(input(), new File(['x'], 'nota.pdf', { type: 'application/pdf' }))
    expect(dialog.getByRole('alert')).toHaveTextContent(GALLERY.onlyImages)
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.jpg', {
      type: 'image/jpeg',
    })
    await user.upload(input(), big)
    expect(dialog.getByRole('alert')).toHaveTextContent(GALLERY.tooLarge)

    await user.upload(input(), new File(['img'], 'panela.jpg', { type: 'image/jpeg' }))
    expect(dialog.queryByRole('alert')).toBeNull()
    await user.click(dialog.getByRole('button', { name: ADMIN.saveGift }))
    await waitFor(() => expect(fake.admin.saveGift).toHaveBeenCalledTimes(1))
    expect(fake.admin.saveGift.mock.calls[0]?.[1].photo).toEqual({
      imageData: 'data:image/webp;base64,UEhPVE8=',
      thumbnail: 'data:image/webp;base64,VEhVTUI=',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    // The gift with a photo: 'Remover foto' sends null.
    ;({ user, dialog } = await openEdit('Passagens da lua de mel'))
    await user.click(dialog.getByRole('button', { name: ADMIN.removeGiftPhoto }))
    expect(dialog.queryByRole('img', { name: ADMIN.giftPhotoPreview })).toBeNull()
    await user.click(dialog.getByRole('button', { name: ADMIN.saveGift }))
    await waitFor(() => expect(fake.admin.saveGift).toHaveBeenCalledTimes(2))
    expect(fake.admin.saveGift.mock.calls[1]?.[1]).toMatchObject({
      id: 'g_passagens',
      photo: null,
    })
  })

  it('adds a money gift with a price and cotas from the same form', async () => {
    const user = userEvent.setup({ delay: null })
    const fake = await renderGifts()
    const form = within(screen.getByRole('form', { name: ADMIN.addGiftTitle }))
    await user.type(form.getByLabelText(ADMIN.giftName), 'Jantar romântico')
    await user.type(form.getByLabelText(ADMIN.giftDescription), 'Em Paris')
    await user.selectOptions(form.getByLabelText(ADMIN.giftKind), 'money')
    await user.type(form.getByLabelText(/^Preço/), '150')
    await user.clear(form.getByLabelText(ADMIN.giftQuotas))
    await user.type(form.getByLabelText(ADMIN.giftQuotas), '4')
    await user.click(form.getByRole('button', { name: ADMIN.addGift }))
    await waitFor(() => expect(fake.admin.saveGift).toHaveBeenCalledTimes(1))
    expect(fake.admin.saveGift.mock.calls[0]?.[1]).toEqual({
      name: 'Jantar romântico',
      description: 'Em Paris',
      category: 'cozinha',
      kind: 'money',
      priceCents: 15000,
      quotas: 4,
      storeUrl: null,
      position: 0,
    })
    await waitFor(() => expect(form.getByLabelText(ADMIN.giftName)).toHaveValue(''))
  })
})

describe('Gifts panel: what the couple type and see', () => {
  it("shows a price typed with a dot as it will be saved ('199.90': R$ 199,90) and saves it so", async () => {
    const fake = await renderGifts()
    const { user, dialog } = await openEdit('Jogo de panelas')
    const price = dialog.getByLabelText(/^Preço/)
    expect(dialog.getByText(ADMIN.giftPriceRead('R$ 1.234,56'))).toBeInTheDocument()
    await user.clear(price)
    await user.type(price, '199.90')
    expect(dialog.getByText('Será salvo como R$ 199,90.')).toBeInTheDocument()
    await user.clear(price)
    await user.type(price, '1.500')
    expect(dialog.getByText('Será salvo como R$ 1.500,00.')).toBeInTheDocument()
    await user.clear(price)
    await user.type(price, '199.90')
    await user.click(dialog.getByRole('button', { name: ADMIN.saveGift }))
    await waitFor(() => expect(fake.admin.saveGift).toHaveBeenCalledTimes(1))
    expect(fake.admin.saveGift.mock.calls[0]?.[1]).toMatchObject({ priceCents: 19990 })
    // The toast reads right whatever the gift's gender.
    expect(await screen.findByText('Presente “Jogo de panelas” salvo.')).toBeInTheDocument()
  })

  it('says when the browser cannot read the chosen photo, keeping everything typed', async () => {
    const fake = await renderGifts()
    vi.mocked(compressPhoto).mockRejectedValueOnce(
      new DOMException('The source image could not be decoded.', 'InvalidStateError'),
    )
    const { user, dialog } = await openEdit('Jogo de panelas')
    await user.clear(dialog.getByLabelText(ADMIN.giftName))
    await user.type(dialog.getByLabelText(ADMIN.giftName), 'Panelas de inox')
    await user.upload(
      dialog.getByLabelText(ADMIN.chooseGiftPhoto),
      new File(['ftypheic'], 'IMG_0042.HEIC', { type: 'image/heic' }),
    )
    await user.click(dialog.getByRole('button', { name: ADMIN.saveGift }))
    expect(await dialog.findByText(ADMIN.unreadableImage)).toBeInTheDocument()
    expect(dialog.queryByText(GIFTS_SAVE_ERROR)).toBeNull()
    expect(fake.admin.saveGift).not.toHaveBeenCalled()
    expect(dialog.getByLabelText(ADMIN.giftName)).toHaveValue('Panelas de inox')
    expect(dialog.getByLabelText(/^Preço/)).toHaveValue('1.234,56')
    // Another try (another photo, or the same once converted) goes through.
    await user.click(dialog.getByRole('button', { name: ADMIN.saveGift }))
    await waitFor(() => expect(fake.admin.saveGift).toHaveBeenCalledTimes(1))
    expect(fake.admin.saveGift.mock.calls[0]?.[1]).toMatchObject({ name: 'Panelas de inox' })
  })

  it("filters by situation as the guests' list shows it: reserved, or every cota given", async () => {
    gifts.push(
      gift({
        id: 'g_jantar',
        name: 'Jantar romântico',
        kind: 'money',
        price_cents: 28000,
        quotas: 1,
        quotas_taken: 1,
      }),
      gift({
        id: 'g_barco',
        name: 'Passeio de barco',
        kind: 'money',
        price_cents: 18000,
        quotas: 2,
        quotas_taken: 3,
      }),
      gift({ id: 'g_fundo', name: 'Fundo casa nova', kind: 'money', quotas_taken: 0 }),
      gift({
        id: 'g_cafeteira',
        name: 'Cafeteira espresso',
        reserved: true,
        reserved_by: 'Ana',
        reserved_email: 'ana@exemplo.com',
        reserved_date: '2026-10-02T12:00:00Z',
      }),
    )
    const user = userEvent.setup({ delay: null })
    await renderGifts()
    const names = () =>
      within(screen.getByRole('list', { name: ADMIN.giftsTitle }))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent ?? '')
    const filter = screen.getByLabelText(ADMIN.filterReserved)
    await user.selectOptions(filter, ADMIN.onlyReserved)
    expect(names().sort()).toEqual(['Cafeteira espresso', 'Jantar romântico', 'Passeio de barco'])
    await user.selectOptions(filter, ADMIN.onlyAvailable)
    expect(names().sort()).toEqual([
      'Fundo casa nova',
      'Jogo de panelas',
      'Passagens da lua de mel',
    ])
    // Given beyond its cotas (a PIX confirmed after its cota went to someone else): said plainly.
    await user.selectOptions(filter, ADMIN.allGifts)
    expect(within(card('Passeio de barco')).getByText('3 de 2 cotas')).toBeInTheDocument()
    expect(within(card('Passeio de barco')).getByText(ADMIN.giftOverGiven(1))).toBeInTheDocument()
    expect(within(card('Jantar romântico')).queryByText(/além do total/)).toBeNull()
  })

  it('asks before a backdrop tap, Escape or Cancelar loses changes not saved', async () => {
    const fake = await renderGifts()
    // Nothing changed: Escape closes at once.
    let { user, dialog } = await openEdit('Jogo de panelas')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.queryByRole('alertdialog')).toBeNull()

    ;({ user, dialog } = await openEdit('Jogo de panelas'))
    const description = dialog.getByLabelText(ADMIN.giftDescription)
    await user.type(description, ', 5 peças com tampa de vidro')
    await user.keyboard('{Escape}')
    let ask = within(await screen.findByRole('alertdialog', { name: ADMIN.discardGiftTitle }))
    await user.click(ask.getByRole('button', { name: ADMIN.keepEditingGift }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(description).toHaveValue('Inox, 5 peças com tampa de vidro')

    // The backdrop (the dialog's dimmed layer) asks too.
    const backdrop = screen
      .getByRole('dialog', { name: ADMIN.editGiftTitle('Jogo de panelas') })
      .querySelector<HTMLElement>('[aria-hidden="true"]')
    if (!backdrop) throw new Error('no backdrop')
    await user.click(backdrop)
    ask = within(await screen.findByRole('alertdialog', { name: ADMIN.discardGiftTitle }))
    await user.click(ask.getByRole('button', { name: ADMIN.keepEditingGift }))
    expect(description).toHaveValue('Inox, 5 peças com tampa de vidro')

    await user.click(dialog.getByRole('button', { name: COMMON.cancel }))
    ask = within(await screen.findByRole('alertdialog', { name: ADMIN.discardGiftTitle }))
    await user.click(ask.getByRole('button', { name: ADMIN.discardGift }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(fake.admin.saveGift).not.toHaveBeenCalled()

    // Opened again: the gift as saved.
    ;({ dialog } = await openEdit('Jogo de panelas'))
    expect(dialog.getByLabelText(ADMIN.giftDescription)).toHaveValue('Inox')
  })
})

describe('Contributions panel: gifts given by PIX and card', () => {
  beforeEach(() => {
    const later = new Date(Date.now() + 24 * 3600_000).toISOString()
    rows = [
      contribution({
        id: 'c_informed',
        status: 'informed',
        amount_cents: 40000,
        donor_name: 'Marina Costa',
        donor_email: 'marina@exemplo.com',
        donor_phone: '(11) 98888-7777',
        message: 'Boa viagem!',
        gift_id: 'g_passagens',
        gift_name: 'Passagens da lua de mel',
        quotas: 2,
        pix_txid: 'TX0000000000000000000ABCD',
        hold_until: later,
      }),
      contribution({
        id: 'c_card',
        kind: 'card',
        status: 'paid',
        amount_cents: 20000,
        donor_name: 'Rafael Lima',
        donor_email: 'rafael@exemplo.com',
        gift_id: 'g_passagens',
        gift_name: 'Passagens da lua de mel',
        quotas: 1,
        stripe_session_id: 'cs_test_1',
      }),
      contribution({
        id: 'c_pending',
        kind: 'card',
        status: 'pending',
        amount_cents: 15000,
        donor_name: 'Bruna Alves',
        gift_id: 'g_jantar',
        gift_name: 'Jantar romântico',
        quotas: 1,
        stripe_session_id: 'cs_test_2',
        expires_at: later,
        hold_until: later,
      }),
      contribution({
        id: 'c_started',
        status: 'started',
        amount_cents: 5000,
        donor_name: '=Sr. Fórmula',
        gift_id: 'g_jantar',
        gift_name: 'Jantar romântico',
        quotas: 1,
        pix_txid: 'TX0000000000000000000WXYZ',
        hold_until: later,
      }),
      contribution({ id: 'c_free', amount_cents: 7000, donor_name: 'Vó Rosa' }),
    ]
    totals = { paidCents: 27000, pendingCents: 15000, informedCents: 40000 }
  })

  async function renderContributions() {
    const fake = fakeService()
    renderPanel(<ContributionsPanel />, fake.service, session)
    await screen.findByText('Marina Costa')
    return fake
  }
  const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement

  it('shows per gift who gave, how, in which state, and the three totals', async () => {
    await renderContributions()
    const marina = within(row('Marina Costa'))
    expect(marina.getByText('marina@exemplo.com')).toBeInTheDocument()
    expect(marina.getByText('(11) 98888-7777')).toBeInTheDocument()
    expect(marina.getByText('Passagens da lua de mel')).toBeInTheDocument()
    expect(marina.getByText('2 cotas')).toBeInTheDocument()
    expect(marina.getByText(ADMIN.kindPix)).toBeInTheDocument()
    expect(marina.getByText(ADMIN.statusInformed)).toBeInTheDocument()
    expect(within(row('Rafael Lima')).getByText(ADMIN.kindCard)).toBeInTheDocument()
    expect(within(row('Rafael Lima')).getByText(ADMIN.statusPaid)).toBeInTheDocument()
    expect(within(row('Bruna Alves')).getByText(ADMIN.statusPending)).toBeInTheDocument()
    expect(within(row('=Sr. Fórmula')).getByText(ADMIN.statusStarted)).toBeInTheDocument()
    expect(within(row('Vó Rosa')).getByText(ADMIN.freeContribution)).toBeInTheDocument()
    // A guest's PIX, informed or only started, can be confirmed or rejected; nothing else.
    expect(
      screen
        .getAllByRole('button', { name: /^Confirmar o recebimento/ })
        .map((b) => b.closest('tr')),
    ).toEqual([row('Marina Costa'), row('=Sr. Fórmula')])
    // Each with the identifier the couple's bank shows.
    expect(marina.getByText(ADMIN.pixTxidRow('TX0000000000000000000ABCD'))).toBeInTheDocument()
    expect(within(row('Vó Rosa')).queryByText(/^Identificador/)).toBeNull()

    expect(screen.getByText(ADMIN.paidTotal).nextElementSibling).toHaveTextContent('R$ 270,00')
    expect(screen.getByText(ADMIN.informedTotal).nextElementSibling).toHaveTextContent('R$ 400,00')
    expect(screen.getByText(ADMIN.pendingTotal).nextElementSibling).toHaveTextContent('R$ 150,00')
  })

  it('filters by gift', async () => {
    const user = userEvent.setup({ delay: null })
    await renderContributions()
    const filter = screen.getByLabelText(ADMIN.filterByGift)
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      ADMIN.allGiftsOption,
      ADMIN.freeContribution,
      'Jantar romântico',
      'Passagens da lua de mel',
    ])
    await user.selectOptions(filter, 'Jantar romântico')
    expect(screen.getByText('Bruna Alves')).toBeInTheDocument()
    expect(screen.queryByText('Marina Costa')).toBeNull()
    expect(screen.queryByText('Vó Rosa')).toBeNull()
  })

  it("confirms an informed PIX with 'Confirmar recebimento'", async () => {
    const user = userEvent.setup({ delay: null })
    const fake = await renderContributions()
    await user.click(screen.getByRole('button', { name: ADMIN.confirmPixLabel('Marina Costa') }))
    await waitFor(() =>
      expect(fake.admin.reviewPix).toHaveBeenCalledWith('tok', 'c_informed', true),
    )
    expect(await screen.findByText(ADMIN.pixConfirmed('Marina Costa'))).toBeInTheDocument()
    await waitFor(() =>
      expect(within(row('Marina Costa')).getByText(ADMIN.statusPaid)).toBeInTheDocument(),
    )
    expect(screen.queryByRole('button', { name: ADMIN.confirmPixLabel('Marina Costa') })).toBeNull()
  })

  it("rejects an informed PIX with 'Não recebi', only after a confirmation", async () => {
    const user = userEvent.setup({ delay: null })
    const fake = await renderContributions()
    await user.click(screen.getByRole('button', { name: ADMIN.rejectPixLabel('Marina Costa') }))
    let dialog = within(await screen.findByRole('alertdialog', { name: ADMIN.rejectPixTitle }))
    expect(dialog.getByText(ADMIN.rejectPixBody('Marina Costa', 'R$ 400,00'))).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: ADMIN.keepPix }))
    expect(fake.admin.reviewPix).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: ADMIN.rejectPixLabel('Marina Costa') }))
    dialog = within(await screen.findByRole('alertdialog', { name: ADMIN.rejectPixTitle }))
    await user.click(dialog.getByRole('button', { name: ADMIN.rejectPix }))
    await waitFor(() =>
      expect(fake.admin.reviewPix).toHaveBeenCalledWith('tok', 'c_informed', false),
    )
    await waitFor(() =>
      expect(within(row('Marina Costa')).getByText(ADMIN.statusRejected)).toBeInTheDocument(),
    )
  })

  it('confirms a PIX the guest never informed, even after its hold lapsed: the couple decide', async () => {
    const user = userEvent.setup({ delay: null })
    rows = rows.map((r) =>
      r.id === 'c_started'
        ? { ...r, hold_until: new Date(Date.now() - 2 * 24 * 3600_000).toISOString() }
        : r,
    )
    const fake = await renderContributions()
    const lucas = within(row('=Sr. Fórmula'))
    expect(lucas.getByText(ADMIN.statusStarted)).toBeInTheDocument()
    expect(lucas.getByText(ADMIN.holdLapsed)).toBeInTheDocument()
    expect(lucas.getByText(ADMIN.pixTxidRow('TX0000000000000000000WXYZ'))).toBeInTheDocument()
    expect(
      lucas.getByRole('button', { name: ADMIN.rejectPixLabel('=Sr. Fórmula') }),
    ).toBeInTheDocument()
    await user.click(lucas.getByRole('button', { name: ADMIN.confirmPixLabel('=Sr. Fórmula') }))
    await waitFor(() => expect(fake.admin.reviewPix).toHaveBeenCalledWith('tok', 'c_started', true))
    await waitFor(() =>
      expect(within(row('=Sr. Fórmula')).getByText(ADMIN.statusPaid)).toBeInTheDocument(),
    )
    expect(within(row('=Sr. Fórmula')).queryByText(ADMIN.holdLapsed)).toBeNull()
  })

  it('tells when a review fails', async () => {
    const user = userEvent.setup({ delay: null })
    const fake = await renderContributions()
    fake.admin.reviewPix.mockRejectedValueOnce(new Error('offline'))
    await user.click(screen.getByRole('button', { name: ADMIN.confirmPixLabel('Marina Costa') }))
    expect(await screen.findByText(ADMIN_ERRORS.reviewPixError)).toBeInTheDocument()
  })

  it('exports a CSV for Excel pt-BR with gift, cotas, method, state and txid', async () => {
    const user = userEvent.setup({ delay: null })
    await renderContributions()
    const downloads = captureDownloads()
    await user.click(screen.getByRole('button', { name: ADMIN.exportCsv }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    const file = downloads[0]
    if (!file) throw new Error('no download')
    expect(file.name).toMatch(
      new RegExp(`^${WEDDING_SLUG}-contribuicoes-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    )
    const text = await blobText(file.blob)
    expect(text.startsWith('\uFEFF')).toBe(true)
    const [header, ...lines] = parseCsv(text)
    const h = ADMIN.contributionsCsvColumns
    expect(header).toEqual([
      h.name,
      h.email,
      h.phone,
      h.gift,
      h.quotas,
      h.amount,
      h.method,
      h.status,
      h.date,
      h.message,
      h.txid,
    ])
    expect(lines.at(-1)).toEqual([PERSONAL_DATA_FILE_NOTICE])
    const marina = lines.find((l) => l[0] === 'Marina Costa')
    expect(marina?.slice(0, 8)).toEqual([
      'Marina Costa',
      'marina@exemplo.com',
      '(11) 98888-7777',
      'Passagens da lua de mel',
      '2',
      '400,00',
      ADMIN.kindPix,
      ADMIN.statusInformed,
    ])
    expect(marina?.[9]).toBe('Boa viagem!')
    expect(marina?.[10]).toBe('TX0000000000000000000ABCD')
    // A name a guest typed never runs as a formula.
    expect(lines.some((l) => l[0] === "'=Sr. Fórmula")).toBe(true)
    expect(lines.find((l) => l[0] === 'Vó Rosa')?.[3]).toBe(ADMIN.freeContribution)
  })

  it("saves the 'Prazo para confirmar PIX informados', refusing a bad number", async () => {
    const user = userEvent.setup({ delay: null })
    holdHours = 72
    const fake = await renderContributions()
    const form = within(screen.getByRole('form', { name: ADMIN.pixHoldTitle }))
    const hours = await form.findByLabelText(ADMIN.pixHoldLabel)
    expect(hours).toHaveValue('72')
    await user.clear(hours)
    await user.type(hours, '0')
    await user.click(form.getByRole('button', { name: ADMIN.savePixHold }))
    expect(form.getByRole('alert')).toHaveTextContent(ADMIN.pixHoldInvalid(1, 720))
    expect(fake.admin.saveSettings).not.toHaveBeenCalled()
    await user.clear(hours)
    await user.type(hours, '24')
    await user.click(form.getByRole('button', { name: ADMIN.savePixHold }))
    await waitFor(() =>
      expect(fake.admin.saveSettings).toHaveBeenCalledWith('tok', { pixHoldHours: 24 }),
    )
    expect(await screen.findByText(ADMIN.pixHoldSaved(24))).toBeInTheDocument()
  })
})
