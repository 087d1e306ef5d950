import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '@/components/ui/toast'
import type * as Env from '@/config/env'
import { GIFTS } from '@/config/copy/gifts'
import { GIFT_PAYMENTS } from '@/config/copy/gift-payments'
import { STORAGE_KEYS } from '@/config/ui'
import { COUPLE_NAMES, WHATSAPP_NUMBER } from '@/config/wedding'
import { DataServiceProvider } from '@/data/react/context'
import { createNotConfiguredService } from '@/data/service'
import { DataError, type DataService, type Gift, type GiftPix } from '@/data/types'
import { GiftsSection } from '@/features/gifts/gifts-section'
import { goToCheckout } from '@/features/payments/checkout/go-to-checkout'
import { GiftPayment } from '@/features/payments/gift/gift-payment'

// Gifts given as money (docs/decisions/0017-gifts-as-money.md), as the guest sees them: the cards
// and the 'Presentear' modal, against a fake DataService (the SQL is tested in tests/db).

vi.mock('@/config/env', async (original) => ({
  ...(await original<typeof Env>()),
  STRIPE_MODE: 'test',
}))
vi.mock('@/features/payments/checkout/go-to-checkout', () => ({
  goToCheckout: vi.fn<(url: string) => void>(),
}))

const THUMB = 'data:image/webp;base64,AAAA'
const TXID = 'A1B2C3D4E5F6G7H8J9K0L1M2N'

function gift(over: Partial<Gift> & Pick<Gift, 'id' | 'name'>): Gift {
  return {
    description: '',
    category: 'outros',
    reserved: false,
    reserved_by: null,
    reserved_date: null,
    kind: 'money',
    price_cents: null,
    quotas: null,
    quotas_taken: 0,
    store_url: null,
    has_photo: false,
    position: 0,
    ...over,
  }
}

const LIST: Gift[] = [
  gift({
    id: 'passagens',
    name: 'Passagens da lua de mel',
    price_cents: 20_000,
    quotas: 10,
    quotas_taken: 3,
    has_photo: true,
  }),
  gift({ id: 'jantar', name: 'Jantar romântico', price_cents: 28_000, quotas: 1 }),
  gift({ id: 'casa', name: 'Fundo casa nova' }),
  gift({ id: 'hotel', name: 'Noite no hotel', price_cents: 50_000, quotas: 2, quotas_taken: 2 }),
  gift({
    id: 'cafeteira',
    name: 'Cafeteira',
    kind: 'reserve',
    price_cents: 45_990,
    store_url: 'https://loja.exemplo.com/cafeteira',
    has_photo: true,
  }),
  gift({
    id: 'panela',
    name: 'Panela',
    kind: 'reserve',
    store_url: 'http://loja.exemplo.com/panela',
  }),
]

interface Fake {
  service: DataService
  gifts: Gift[]
  thumbnails: ReturnType<typeof vi.fn<DataService['getGiftThumbnails']>>
  startGiftPix: ReturnType<typeof vi.fn<DataService['startGiftPix']>>
  informGiftPix: ReturnType<typeof vi.fn<DataService['informGiftPix']>>
}

function fakeService(): Fake {
  const fake: Fake = {
    gifts: LIST.map((g) => ({ ...g })),
    thumbnails: vi.fn<DataService['getGiftThumbnails']>(async (ids) =>
      Object.fromEntries(ids.map((id) => [id, THUMB])),
    ),
    startGiftPix: vi.fn<DataService['startGiftPix']>(async (input): Promise<GiftPix> => ({
      txid: TXID,
      amountCents: (input.quotas ?? 0) * 20_000 || (input.amountCents ?? 0),
      giftName: 'Passagens da lua de mel',
      holdUntil: new Date(Date.now() + 30 * 60_000).toISOString(),
    })),
    informGiftPix: vi.fn<DataService['informGiftPix']>(async () => {}),
    service: createNotConfiguredService(),
  }
  fake.service = {
    ...createNotConfiguredService(),
    backend: 'embedded',
    listGifts: async () => fake.gifts.map((g) => ({ ...g })),
    getGiftThumbnails: fake.thumbnails,
    startGiftPix: fake.startGiftPix,
    informGiftPix: fake.informGiftPix,
  }
  return fake
}

function renderGifts(fake: Fake) {
  const user = userEvent.setup({ delay: null })
  const { unmount } = render(
    <DataServiceProvider service={fake.service}>
      <ToastProvider>
        <GiftsSection payment={GiftPayment} />
      </ToastProvider>
    </DataServiceProvider>,
  )
  return Object.assign(user, { unmount })
}

const card = (name: string) => screen.getByRole('listitem', { name: new RegExp(`^${name}`) })

const fetchMock = vi.fn<typeof fetch>()
beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  fetchMock.mockReset()
  vi.mocked(goToCheckout).mockReset()
  // The PIX in progress kept on this device (src/lib/pix-in-progress.ts).
  window.localStorage.clear()
})

describe('gift cards', () => {
  it('show the price, the cotas with their progress, sold-out gifts and the etiquette line', async () => {
    const fake = fakeService()
    renderGifts(fake)
    const passagens = await screen.findByRole('listitem', { name: /^Passagens da lua de mel/ })

    expect(passagens).toHaveTextContent('10 cotas de R$ 200,00')
    expect(passagens).toHaveTextContent('3 de 10 cotas')
    const bar = within(passagens).getByRole('progressbar', {
      name: GIFTS.quotasProgress('Passagens da lua de mel'),
    })
    expect(bar).toHaveAttribute('aria-valuenow', '3')
    expect(bar).toHaveAttribute('aria-valuemax', '10')
    expect(within(passagens).getByRole('button')).toHaveAccessibleName(
      'Presentear Passagens da lua de mel',
    )

    expect(card('Jantar romântico')).toHaveTextContent('R$ 280,00')
    expect(within(card('Jantar romântico')).queryByRole('progressbar')).toBeNull()
    expect(card('Fundo casa nova')).toHaveTextContent('Valor livre')

    const hotel = card('Noite no hotel')
    expect(hotel).toHaveTextContent('2 de 2 cotas')
    expect(within(hotel).getByRole('button', { name: GIFTS.given })).toBeDisabled()

    // A gift to reserve keeps its reservation, with its price for reference.
    const cafeteira = card('Cafeteira')
    expect(cafeteira).toHaveTextContent('R$ 459,90')
    expect(within(cafeteira).getByRole('button')).toHaveAccessibleName('Reservar Cafeteira')

    // One category with money gifts: reserved or fully given, of all.
    expect(
      within(screen.getByRole('group', { name: GIFTS.categoriesLabel })).getByRole('button'),
    ).toHaveTextContent('1/6' + GIFTS.categoryCountGivenLabel(1, 6))

    expect(screen.getByText(GIFTS.etiquette)).toBeInTheDocument()
  })

  it('link to the store only over https, in a new tab without the opener', async () => {
    renderGifts(fakeService())
    const link = within(await screen.findByRole('listitem', { name: /^Cafeteira/ })).getByRole(
      'link',
      { name: /Ver na loja/ },
    )
    expect(link).toHaveAttribute('href', 'https://loja.exemplo.com/cafeteira')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(card('Panela')).queryByRole('link')).toBeNull()
  })

  it('fetch the thumbnails of the category in one call, in a box of set size', async () => {
    const fake = fakeService()
    renderGifts(fake)
    const passagens = await screen.findByRole('listitem', { name: /^Passagens da lua de mel/ })
    await waitFor(() => expect(passagens.querySelector('img')).not.toBeNull())
    const img = passagens.querySelector('img')
    expect(img).toHaveAttribute('src', THUMB)
    expect(img).toHaveAttribute('width', '480')
    expect(img).toHaveAttribute('height', '360')
    expect(fake.thumbnails).toHaveBeenCalledTimes(1)
    expect(fake.thumbnails).toHaveBeenCalledWith(['passagens', 'cafeteira'])
    // Without a photo: the category's icon.
    expect(card('Jantar romântico').querySelector('img')).toBeNull()
    expect(card('Jantar romântico').querySelector('svg.lucide-gift')).not.toBeNull()
  })

  it('ask again for a thumbnail that did not come once the list loads again (signal back)', async () => {
    const fake = fakeService()
    // Without signal the read answers nothing ({} on error).
    fake.thumbnails.mockResolvedValueOnce({})
    renderGifts(fake)
    const passagens = await screen.findByRole('listitem', { name: /^Passagens da lua de mel/ })
    await waitFor(() => expect(fake.thumbnails).toHaveBeenCalledTimes(1))
    // The category's icon, not a card loading for ever.
    await waitFor(() => expect(passagens).not.toHaveAttribute('aria-busy'))
    expect(passagens.querySelector('img')).toBeNull()

    // The signal is back: the list loads again, and the photos that did not come are asked again.
    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(() => expect(passagens.querySelector('img')).toHaveAttribute('src', THUMB))
    expect(fake.thumbnails).toHaveBeenCalledTimes(2)
    expect(fake.thumbnails).toHaveBeenLastCalledWith(['passagens', 'cafeteira'])
  })

  it('load the thumbnails lazily, decoded off the main thread', async () => {
    renderGifts(fakeService())
    const passagens = await screen.findByRole('listitem', { name: /^Passagens da lua de mel/ })
    await waitFor(() => expect(passagens.querySelector('img')).not.toBeNull())
    expect(passagens.querySelector('img')).toHaveAttribute('loading', 'lazy')
    expect(passagens.querySelector('img')).toHaveAttribute('decoding', 'async')
  })

  it('open a photo large: the thumbnail at once, then the full photo', async () => {
    const fake = fakeService()
    const FULL = 'data:image/webp;base64,RlVMTA=='
    let sendFull: (src: string) => void = () => {}
    const getGiftImage = vi.fn<DataService['getGiftImage']>(
      () => new Promise((resolve) => (sendFull = resolve)),
    )
    fake.service = { ...fake.service, getGiftImage }
    const user = renderGifts(fake)
    await user.click(
      await screen.findByRole('button', { name: GIFTS.viewPhoto('Passagens da lua de mel') }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Passagens da lua de mel' })
    const photo = within(dialog).getByRole('img', { name: 'Passagens da lua de mel' })
    expect(photo).toHaveAttribute('src', THUMB)
    expect(getGiftImage).toHaveBeenCalledWith('passagens')
    sendFull(FULL)
    await waitFor(() => expect(photo).toHaveAttribute('src', FULL))
    // A gift without a photo offers none.
    expect(within(card('Jantar romântico')).queryByRole('button', { name: /Ver foto/ })).toBeNull()
  })
})

async function openGive(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Presentear ${name}` }))
  return screen.findByRole('dialog', { name: GIFT_PAYMENTS.title })
}

describe('the Presentear modal', () => {
  it('keeps what was typed when the form is refused', async () => {
    const fake = fakeService()
    const user = renderGifts(fake)
    const dialog = await openGive(user, 'Passagens da lua de mel')
    const q = within(dialog)

    await user.click(q.getByRole('button', { name: GIFT_PAYMENTS.payPix }))
    expect(q.getByRole('alert')).toHaveTextContent(GIFT_PAYMENTS.requiredNameEmail)

    await user.type(q.getByLabelText(GIFTS.guestName), 'Ana Souza')
    await user.type(q.getByLabelText(GIFTS.guestEmail), 'ana@')
    await user.type(q.getByLabelText(/Mensagem/), 'Boa viagem!')
    await user.click(q.getByRole('button', { name: GIFT_PAYMENTS.payPix }))
    expect(q.getByLabelText(GIFTS.guestEmail)).toHaveAccessibleDescription(GIFTS.invalidEmail)
    expect(q.getByLabelText(GIFTS.guestName)).toHaveValue('Ana Souza')
    expect(q.getByLabelText(/Mensagem/)).toHaveValue('Boa viagem!')
    expect(fake.startGiftPix).not.toHaveBeenCalled()
  })

  it('gives 2 cotas by PIX: a BR Code with the amount and the txid, then the thank-you', async () => {
    const fake = fakeService()
    const user = renderGifts(fake)
    const dialog = await openGive(user, 'Passagens da lua de mel')
    const q = within(dialog)

    // 7 cotas left: the stepper stops there.
    const quotas = q.getByLabelText(GIFT_PAYMENTS.quotas)
    expect(quotas).toHaveValue('1')
    expect(q.getByRole('button', { name: GIFT_PAYMENTS.fewer })).toBeDisabled()
    await user.click(q.getByRole('button', { name: GIFT_PAYMENTS.more }))
    expect(quotas).toHaveValue('2')
    expect(dialog).toHaveTextContent('TotalR$ 400,00')

    await user.type(q.getByLabelText(GIFTS.guestName), 'Ana Souza')
    await user.type(q.getByLabelText(GIFTS.guestEmail), 'ana@exemplo.com')
    await user.click(q.getByRole('button', { name: GIFT_PAYMENTS.payPix }))

    const pix = await screen.findByRole('dialog', { name: GIFT_PAYMENTS.pixTitle })
    expect(fake.startGiftPix).toHaveBeenCalledWith({
      giftId: 'passagens',
      quotas: 2,
      name: 'Ana Souza',
      email: 'ana@exemplo.com',
    })
    const code = within(pix).getByLabelText(GIFT_PAYMENTS.codeLabel)
    const info = getPixPayloadInfo((code as HTMLTextAreaElement).value)
    expect(info?.amount).toBe(400)
    expect(info?.txid).toBe(TXID)
    expect(pix).toHaveTextContent(GIFT_PAYMENTS.holdLeft(30, false))
    expect(await within(pix).findByRole('img', { name: /QR Code/ })).toBeInTheDocument()

    await user.click(within(pix).getByRole('button', { name: GIFT_PAYMENTS.paid }))
    expect(fake.informGiftPix).toHaveBeenCalledWith(TXID)
    const thanks = await screen.findByRole('dialog', { name: GIFT_PAYMENTS.thanksTitle })
    expect(thanks).toHaveTextContent('aguardando confirmação')
    const whatsapp = within(thanks).getByRole('link', { name: /Enviar comprovante pelo WhatsApp/ })
    const href = new URL(whatsapp.getAttribute('href') ?? '')
    expect(href.pathname).toBe(`/${WHATSAPP_NUMBER}`)
    expect(href.searchParams.get('text')).toBe(
      GIFT_PAYMENTS.receiptMessage({
        guest: 'Ana Souza',
        gift: 'Passagens da lua de mel',
        amount: 'R$ 400,00',
        couple: COUPLE_NAMES,
      }),
    )
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('shows the database text when the cotas went meanwhile, keeps the form and lowers the max', async () => {
    const fake = fakeService()
    const user = renderGifts(fake)
    const dialog = await openGive(user, 'Passagens da lua de mel')
    const q = within(dialog)
    await user.clear(q.getByLabelText(GIFT_PAYMENTS.quotas))
    await user.type(q.getByLabelText(GIFT_PAYMENTS.quotas), '5')
    await user.type(q.getByLabelText(GIFTS.guestName), 'Ana Souza')
    await user.type(q.getByLabelText(GIFTS.guestEmail), 'ana@exemplo.com')

    const passagens = fake.gifts[0]
    if (!passagens) throw new Error('no gift')
    passagens.quotas_taken = 9
    fake.startGiftPix.mockRejectedValueOnce(
      new DataError('Restam apenas 1 cotas deste presente.', 'conflict'),
    )
    await user.click(q.getByRole('button', { name: GIFT_PAYMENTS.payPix }))

    expect(await q.findByRole('alert')).toHaveTextContent('Restam apenas 1 cotas deste presente.')
    await waitFor(() => expect(q.getByLabelText(GIFT_PAYMENTS.quotas)).toHaveValue('1'))
    expect(q.getByRole('button', { name: GIFT_PAYMENTS.more })).toBeDisabled()
    expect(q.getByLabelText(GIFTS.guestName)).toHaveValue('Ana Souza')
    expect(card('Passagens da lua de mel')).toHaveTextContent('9 de 10 cotas')
  })

  it('asks a free amount and pays by card through the checkout function', async () => {
    const fake = fakeService()
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ url: 'https://checkout.stripe.com/c/pay/x' })),
    )
    const user = renderGifts(fake)
    const dialog = await openGive(user, 'Fundo casa nova')
    const q = within(dialog)
    await user.type(q.getByLabelText(GIFTS.guestName), 'Ana Souza')
    await user.type(q.getByLabelText(GIFTS.guestEmail), 'ana@exemplo.com')
    await user.click(q.getByRole('button', { name: GIFT_PAYMENTS.payCard }))
    expect(q.getByRole('alert')).toHaveTextContent(GIFT_PAYMENTS.requiredFields)

    await user.type(q.getByLabelText(/Valor do presente/), '150,5')
    expect(dialog).toHaveTextContent('TotalR$ 150,50')
    await user.click(q.getByRole('button', { name: GIFT_PAYMENTS.payCard }))
    await waitFor(() =>
      expect(goToCheckout).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/x'),
    )
    const [, init] = fetchMock.mock.calls[0] ?? []
    expect(JSON.parse(String(init?.body))).toEqual({
      giftId: 'casa',
      giftPrice: 150.5,
      buyerName: 'Ana Souza',
      buyerEmail: 'ana@exemplo.com',
      buyerPhone: null,
      message: null,
    })
    expect(fake.startGiftPix).not.toHaveBeenCalled()
  })

  it("shows the checkout function's text and keeps the form when the card fails", async () => {
    const fake = fakeService()
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: 'Este presente já foi todo presenteado.' }), {
        status: 409,
      }),
    )
    const user = renderGifts(fake)
    const dialog = await openGive(user, 'Jantar romântico')
    const q = within(dialog)
    await user.type(q.getByLabelText(GIFTS.guestName), 'Ana Souza')
    await user.type(q.getByLabelText(GIFTS.guestEmail), 'ana@exemplo.com')
    await user.click(q.getByRole('button', { name: GIFT_PAYMENTS.payCard }))
    expect(await q.findByRole('alert')).toHaveTextContent(
      /^Este presente já foi todo presenteado\.$/,
    )
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      giftId: 'jantar',
      quotas: 1,
    })
    expect(q.getByLabelText(GIFTS.guestName)).toHaveValue('Ana Souza')
    expect(goToCheckout).not.toHaveBeenCalled()
  })
})

async function startPix(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
): Promise<HTMLElement> {
  const dialog = await openGive(user, name)
  const q = within(dialog)
  if (q.getByLabelText(GIFTS.guestName).getAttribute('value') === '')
    await user.type(q.getByLabelText(GIFTS.guestName), 'Ana Souza')
  await user.type(q.getByLabelText(GIFTS.guestEmail), 'ana@exemplo.com')
  await user.click(q.getByRole('button', { name: GIFT_PAYMENTS.payPix }))
  return screen.findByRole('dialog', { name: GIFT_PAYMENTS.pixTitle })
}

const txidOf = (dialog: HTMLElement) =>
  getPixPayloadInfo(
    (within(dialog).getByLabelText(GIFT_PAYMENTS.codeLabel) as HTMLTextAreaElement).value,
  )?.txid

describe('a PIX in progress on this device', () => {
  it('asks before the sheet closes, and comes back after a reload until the guest says Já fiz o PIX', async () => {
    const fake = fakeService()
    const user = renderGifts(fake)
    let pix = await startPix(user, 'Passagens da lua de mel')
    expect(txidOf(pix)).toBe(TXID)

    // The X asks first; staying keeps the code on screen.
    await user.click(within(pix).getByRole('button', { name: 'Fechar' }))
    let ask = await screen.findByRole('alertdialog', { name: GIFT_PAYMENTS.leaveTitle })
    expect(ask).toHaveTextContent(GIFT_PAYMENTS.leavePaid)
    expect(ask).toHaveTextContent(GIFT_PAYMENTS.leaveLater)
    await user.click(within(ask).getByRole('button', { name: GIFT_PAYMENTS.stay }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(within(pix).getByLabelText(GIFT_PAYMENTS.codeLabel)).toBeInTheDocument()

    // Escape (or a tap outside) asks too; Escape again answers the question, not the sheet.
    await user.keyboard('{Escape}')
    ask = await screen.findByRole('alertdialog', { name: GIFT_PAYMENTS.leaveTitle })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(screen.getByRole('dialog', { name: GIFT_PAYMENTS.pixTitle })).toBeInTheDocument()
    // Leaving closes the sheet.
    await user.keyboard('{Escape}')
    ask = await screen.findByRole('alertdialog', { name: GIFT_PAYMENTS.leaveTitle })
    await user.click(within(ask).getByRole('button', { name: GIFT_PAYMENTS.leave }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    // The list says where the PIX is waiting: above the categories, and on the gift's card.
    const continueName = GIFT_PAYMENTS.continuePixOf('Passagens da lua de mel')
    expect(
      screen.getByText(GIFT_PAYMENTS.inProgressOf('Passagens da lua de mel', 'R$ 200,00')),
    ).toBeInTheDocument()
    expect(card('Passagens da lua de mel')).toHaveTextContent(GIFT_PAYMENTS.inProgress)
    expect(
      within(card('Passagens da lua de mel')).queryByRole('button', { name: /^Presentear/ }),
    ).toBeNull()

    // The tab is reloaded (the bank app took its place): the same PIX, not a new one.
    user.unmount()
    const again = renderGifts(fake)
    await again.click(
      within(await screen.findByRole('listitem', { name: /^Passagens da lua de mel/ })).getByRole(
        'button',
        { name: continueName },
      ),
    )
    pix = await screen.findByRole('dialog', { name: GIFT_PAYMENTS.pixTitle })
    expect(pix).toHaveTextContent(GIFT_PAYMENTS.resumed)
    expect(pix).toHaveTextContent('R$ 200,00')
    expect(txidOf(pix)).toBe(TXID)
    expect(await within(pix).findByRole('img', { name: /QR Code/ })).toBeInTheDocument()
    expect(fake.startGiftPix).toHaveBeenCalledTimes(1)

    // Informed: the thank-you names the guest typed before the reload, and nothing is left waiting.
    await again.click(within(pix).getByRole('button', { name: GIFT_PAYMENTS.paid }))
    expect(fake.informGiftPix).toHaveBeenCalledWith(TXID)
    const thanks = await screen.findByRole('dialog', { name: GIFT_PAYMENTS.thanksTitle })
    const receipt = within(thanks).getByRole('link', { name: /Enviar comprovante/ })
    expect(new URL(receipt.getAttribute('href') ?? '').searchParams.get('text')).toContain(
      'Aqui é Ana Souza.',
    )
    // The thank-you closes without asking.
    await again.click(within(thanks).getByRole('button', { name: GIFT_PAYMENTS.backToList }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(screen.queryByText(GIFT_PAYMENTS.inProgress, { exact: false })).toBeNull()
    expect(screen.queryByRole('button', { name: continueName })).toBeNull()
    expect(
      within(card('Passagens da lua de mel')).getByRole('button', {
        name: 'Presentear Passagens da lua de mel',
      }),
    ).toBeEnabled()
  })

  it('a gift given whole, held by its own PIX: says the gift is kept, and offers to continue, not "Presenteado"', async () => {
    const fake = fakeService()
    fake.startGiftPix.mockImplementation(async () => {
      // The database holds the only cota for this PIX: the list now counts it taken.
      const jantar = fake.gifts.find((g) => g.id === 'jantar')
      if (jantar) jantar.quotas_taken = 1
      return {
        txid: TXID,
        amountCents: 28_000,
        giftName: 'Jantar romântico',
        holdUntil: new Date(Date.now() + 30 * 60_000).toISOString(),
      }
    })
    const user = renderGifts(fake)
    const pix = await startPix(user, 'Jantar romântico')
    // Said of the gift, not of cotas.
    expect(pix).toHaveTextContent(GIFT_PAYMENTS.holdLeft(30, true))
    expect(pix).toHaveTextContent('Seu presente fica guardado por mais 30 minutos.')
    expect(pix).not.toHaveTextContent(/cotas/)
    expect(pix).not.toHaveTextContent(GIFT_PAYMENTS.resumed)
    expect(within(pix).queryByRole('button', { name: GIFT_PAYMENTS.startNew })).toBeNull()

    await user.click(within(pix).getByRole('button', { name: 'Fechar' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: GIFT_PAYMENTS.leave,
      }),
    )
    const jantar = card('Jantar romântico')
    await waitFor(() =>
      expect(within(jantar).queryByRole('button', { name: GIFTS.given })).toBeNull(),
    )
    await user.click(
      within(jantar).getByRole('button', {
        name: GIFT_PAYMENTS.continuePixOf('Jantar romântico'),
      }),
    )

    // Starting a new one instead: the form says the gift is held by the guest's own PIX, and
    // goes back to it.
    const resumed = await screen.findByRole('dialog', { name: GIFT_PAYMENTS.pixTitle })
    await user.click(within(resumed).getByRole('button', { name: GIFT_PAYMENTS.startNew }))
    const form = await screen.findByRole('dialog', { name: GIFT_PAYMENTS.title })
    expect(within(form).getByRole('alert')).toHaveTextContent(GIFT_PAYMENTS.heldForYourPix(true))
    await user.click(within(form).getByRole('button', { name: GIFT_PAYMENTS.backToPix }))
    const back = await screen.findByRole('dialog', { name: GIFT_PAYMENTS.pixTitle })
    expect(txidOf(back)).toBe(TXID)
    expect(fake.startGiftPix).toHaveBeenCalledTimes(1)
  })

  it('a new PIX for the gift replaces the one kept; a PIX started more than 48 h ago is forgotten', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const fake = fakeService()
    const SECOND = 'Z9Y8X7W6V5U4T3S2R1Q0P9O8N'
    const user = renderGifts(fake)
    let pix = await startPix(user, 'Passagens da lua de mel')
    await user.click(within(pix).getByRole('button', { name: 'Fechar' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: GIFT_PAYMENTS.leave,
      }),
    )

    // Back to it, then a new one (another number of cotas).
    await user.click(
      screen.getAllByRole('button', {
        name: GIFT_PAYMENTS.continuePixOf('Passagens da lua de mel'),
      })[0] as HTMLElement,
    )
    pix = await screen.findByRole('dialog', { name: GIFT_PAYMENTS.pixTitle })
    await user.click(within(pix).getByRole('button', { name: GIFT_PAYMENTS.startNew }))
    const form = await screen.findByRole('dialog', { name: GIFT_PAYMENTS.title })
    // Who gives stays typed.
    expect(within(form).getByLabelText(GIFTS.guestName)).toHaveValue('Ana Souza')
    await user.click(within(form).getByRole('button', { name: GIFT_PAYMENTS.more }))
    fake.startGiftPix.mockResolvedValueOnce({
      txid: SECOND,
      amountCents: 40_000,
      giftName: 'Passagens da lua de mel',
      holdUntil: new Date(Date.now() + 30 * 60_000).toISOString(),
    })
    await user.click(within(form).getByRole('button', { name: GIFT_PAYMENTS.payPix }))
    pix = await screen.findByRole('dialog', { name: GIFT_PAYMENTS.pixTitle })
    await waitFor(() => expect(txidOf(pix)).toBe(SECOND))
    await user.click(within(pix).getByRole('button', { name: 'Fechar' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: GIFT_PAYMENTS.leave,
      }),
    )
    expect(
      screen.getByText(GIFT_PAYMENTS.inProgressOf('Passagens da lua de mel', 'R$ 400,00')),
    ).toBeInTheDocument()
    expect(screen.queryByText(/R\$ 200,00\)/)).toBeNull()

    // Two days later (the page opened again), nothing is waiting any more.
    user.unmount()
    vi.setSystemTime(Date.now() + 48 * 60 * 60_000 + 60_000)
    renderGifts(fake)
    await screen.findByRole('listitem', { name: /^Passagens da lua de mel/ })
    expect(screen.queryByText(GIFT_PAYMENTS.inProgress, { exact: false })).toBeNull()
    expect(
      within(card('Passagens da lua de mel')).getByRole('button', {
        name: 'Presentear Passagens da lua de mel',
      }),
    ).toBeEnabled()
    // And it has left the device, not only the list (the privacy notice says 48 h at most).
    expect(localStorage.getItem(STORAGE_KEYS.giftPixInProgress)).toBeNull()
  })
})
