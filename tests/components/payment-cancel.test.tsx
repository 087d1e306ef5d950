// /cancel (docs/product.md §2): the guest left Stripe's page without paying. It says what it always
// said, and closes the Checkout this tab was sent to (the cancel-checkout function), so its cotas
// are free at once. The network edge (fetch) is faked; createCheckoutSession keeps the id.
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COMMON, PAYMENT_PAGES } from '@/config/copy'
import { PaymentCancelRoute } from '@/app/routes/payment-cancel'
import {
  CANCEL_ENDPOINT,
  cancelOpenCheckout,
  createCheckoutSession,
} from '@/features/payments/checkout/checkout-api'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  sessionStorage.clear()
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const PAYLOAD = {
  giftId: 'lua-de-mel',
  quotas: 3,
  buyerName: 'Ana Souza',
  buyerEmail: 'ana@example.com',
}

/** The checkout function answered with this session: the tab is on its way to Stripe. */
async function sentToCheckout(id: string) {
  fetchMock.mockResolvedValueOnce(
    Response.json({ id, url: `https://checkout.stripe.com/c/pay/${id}` }),
  )
  await createCheckoutSession(PAYLOAD)
}

const cancelCalls = () => fetchMock.mock.calls.filter(([url]) => url === CANCEL_ENDPOINT)

describe('/cancel', () => {
  it('says nothing was charged, and closes the Checkout the guest left', async () => {
    await sentToCheckout('cs_test_abc')
    fetchMock.mockResolvedValueOnce(Response.json({ cancelled: true }))
    render(<PaymentCancelRoute />)

    expect(screen.getByRole('heading', { level: 1, name: PAYMENT_PAGES.cancelTitle })).toBeVisible()
    expect(screen.getByText(PAYMENT_PAGES.cancelBody)).toBeVisible()
    expect(screen.getByRole('link', { name: PAYMENT_PAGES.tryAgain })).toHaveAttribute(
      'href',
      '/#gifts',
    )
    expect(screen.getByRole('link', { name: COMMON.backToSite })).toHaveAttribute('href', '/')

    await waitFor(() => expect(cancelCalls()).toHaveLength(1))
    const [, init] = cancelCalls()[0] ?? []
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ id: 'cs_test_abc' })
  })

  it('sends the id once: a reload of /cancel asks nothing more', async () => {
    await sentToCheckout('cs_test_abc')
    fetchMock.mockResolvedValue(Response.json({ cancelled: true }))
    await cancelOpenCheckout()
    await cancelOpenCheckout()
    expect(cancelCalls()).toHaveLength(1)
  })

  it('without a Checkout (a typed address) says the same and asks nothing', async () => {
    render(<PaymentCancelRoute />)
    expect(screen.getByText(PAYMENT_PAGES.cancelBody)).toBeVisible()
    await cancelOpenCheckout()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('keeps the id for the next visit when the function could not be reached', async () => {
    await sentToCheckout('cs_test_abc')
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await cancelOpenCheckout()
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 502 }))
    await cancelOpenCheckout()
    fetchMock.mockResolvedValueOnce(Response.json({ cancelled: false }))
    await cancelOpenCheckout()
    await cancelOpenCheckout()
    expect(cancelCalls().map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { id: 'cs_test_abc' },
      { id: 'cs_test_abc' },
      { id: 'cs_test_abc' },
    ])
  })

  it('a newer Checkout replaces the one kept', async () => {
    await sentToCheckout('cs_test_first')
    await sentToCheckout('cs_test_second')
    fetchMock.mockResolvedValue(Response.json({ cancelled: true }))
    await cancelOpenCheckout()
    expect(JSON.parse(String(cancelCalls()[0]?.[1]?.body))).toEqual({ id: 'cs_test_second' })
  })
})
