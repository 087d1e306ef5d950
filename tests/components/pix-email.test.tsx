import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '@/components/ui/toast'
import type * as Env from '@/config/env'
import { GIFTS } from '@/config/copy/gifts'
import { GIFT_PAYMENTS } from '@/config/copy/gift-payments'
import { COUPLE_EMAIL, COUPLE_NAMES, SITE_URL } from '@/config/wedding'
import { DataServiceProvider } from '@/data/react/context'
import { createNotConfiguredService } from '@/data/service'
import type { DataService, Gift } from '@/data/types'
import { GiftsSection } from '@/features/gifts/gifts-section'
import { GiftPayment } from '@/features/payments/gift/gift-payment'
import { render } from '@testing-library/react'

// Issue 29, point 5 (docs/decisions/0017-gifts-as-money.md "Holds per client"): where EmailJS has
// the PIX template (VITE_EMAILJS_TEMPLATE_PIX), the guest's 'Já fiz o PIX' e-mails the couple at
// once; without it nothing is sent and nothing changes for the guest. EmailJS is answered at its
// HTTP edge (fetch), as the RSVP e-mail's tests do.

const emailjs = vi.hoisted(() => ({
  publicKey: 'pk-test' as string | undefined,
  serviceId: 'service_test' as string | undefined,
  templateSim: 'template_sim' as string | undefined,
  templateNao: 'template_nao' as string | undefined,
  templatePix: 'template_pix' as string | undefined,
}))
vi.mock('@/config/env', async (original) => ({
  ...(await original<typeof Env>()),
  EMAILJS: emailjs,
}))

const TXID = 'A1B2C3D4E5F6G7H8J9K0L1M2N'
const EMAILJS_SEND = 'https://api.emailjs.com/api/v1.0/email/send'

const PASSAGENS: Gift = {
  id: 'passagens',
  name: 'Passagens da lua de mel',
  description: '',
  category: 'outros',
  reserved: false,
  reserved_by: null,
  reserved_date: null,
  kind: 'money',
  price_cents: 20_000,
  quotas: 10,
  quotas_taken: 3,
  store_url: null,
  has_photo: false,
  position: 0,
}

const fetchMock = vi.fn<typeof fetch>()
beforeEach(() => {
  fetchMock.mockResolvedValue(new Response('OK', { status: 200 }))
  vi.stubGlobal('fetch', fetchMock)
  emailjs.templatePix = 'template_pix'
})
afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockReset()
  window.localStorage.clear()
})

/** A guest gives 2 cotas of the passagens by PIX and taps 'Já fiz o PIX'. */
async function giveByPix() {
  const informGiftPix = vi.fn<DataService['informGiftPix']>(async () => {})
  const service: DataService = {
    ...createNotConfiguredService(),
    backend: 'embedded',
    listGifts: async () => [{ ...PASSAGENS }],
    getGiftThumbnails: async () => ({}),
    startGiftPix: async () => ({
      txid: TXID,
      amountCents: 40_000,
      giftName: 'Passagens da lua de mel',
      holdUntil: new Date(Date.now() + 30 * 60_000).toISOString(),
    }),
    informGiftPix,
  }
  const user = userEvent.setup({ delay: null })
  render(
    <DataServiceProvider service={service}>
      <ToastProvider>
        <GiftsSection payment={GiftPayment} />
      </ToastProvider>
    </DataServiceProvider>,
  )
  await user.click(
    await screen.findByRole('button', { name: 'Presentear Passagens da lua de mel' }),
  )
  const dialog = within(await screen.findByRole('dialog', { name: GIFT_PAYMENTS.title }))
  await user.click(dialog.getByRole('button', { name: GIFT_PAYMENTS.more }))
  await user.type(dialog.getByLabelText(GIFTS.guestName), 'Ana Souza')
  await user.type(dialog.getByLabelText(GIFTS.guestEmail), 'ana@exemplo.com')
  await user.click(dialog.getByRole('button', { name: GIFT_PAYMENTS.payPix }))
  const pix = await screen.findByRole('dialog', { name: GIFT_PAYMENTS.pixTitle })
  expect(fetchMock).not.toHaveBeenCalled()
  await user.click(within(pix).getByRole('button', { name: GIFT_PAYMENTS.paid }))
  await screen.findByRole('dialog', { name: GIFT_PAYMENTS.thanksTitle })
  expect(informGiftPix).toHaveBeenCalledWith(TXID)
}

const emailCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === EMAILJS_SEND)

describe("the couple's e-mail of a PIX informed", () => {
  it('is sent with the PIX template and its parameters when EmailJS has one', async () => {
    await giveByPix()
    await vi.waitFor(() => expect(emailCalls()).toHaveLength(1))
    const body = JSON.parse(String(emailCalls()[0]?.[1]?.body)) as {
      user_id: string
      service_id: string
      template_id: string
      template_params: Record<string, string>
    }
    expect(body).toMatchObject({
      user_id: 'pk-test',
      service_id: 'service_test',
      template_id: 'template_pix',
    })
    expect(body.template_params).toEqual({
      user_email: COUPLE_EMAIL,
      user_name: COUPLE_NAMES,
      couple_names: COUPLE_NAMES,
      guest_name: 'Ana Souza',
      gift_name: 'Passagens da lua de mel',
      amount: 'R$ 400,00',
      txid: TXID,
      informed_at: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/),
      panel_url: `${SITE_URL}/dev`,
      summary: 'Ana Souza avisou que fez um PIX de R$ 400,00 para “Passagens da lua de mel”.',
      action: GIFT_PAYMENTS.pixEmailAction(`${SITE_URL}/dev`),
    })
  })

  it('is not sent, and the guest sees the same thank-you, without the PIX template', async () => {
    emailjs.templatePix = undefined
    await giveByPix()
    expect(screen.getByRole('dialog', { name: GIFT_PAYMENTS.thanksTitle })).toHaveTextContent(
      'aguardando confirmação',
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('a failure at EmailJS changes nothing for the guest', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    fetchMock.mockResolvedValue(new Response('Server error', { status: 500 }))
    await giveByPix()
    await vi.waitFor(() => expect(emailCalls()).toHaveLength(1))
    expect(screen.getByRole('dialog', { name: GIFT_PAYMENTS.thanksTitle })).toBeInTheDocument()
  })
})
