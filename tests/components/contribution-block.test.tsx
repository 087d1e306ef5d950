import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONTRIBUTION } from '@/config/copy/payments'
import { PIX_COPY } from '@/config/copy/pix'
import { ToastProvider } from '@/components/ui/toast'
import { goToCheckout } from '@/features/payments/checkout/go-to-checkout'
import { ContributionBlock } from '@/features/payments/contribution/contribution-block'
import { PaymentWarningBanner } from '@/features/payments/contribution/payment-warning-banner'

const stripe = vi.hoisted(() => ({ mode: 'test' as 'test' | 'live' | 'off' | 'invalid' }))
vi.mock('@/config/env', () => ({
  get STRIPE_MODE() {
    return stripe.mode
  },
}))
vi.mock('@/features/payments/checkout/go-to-checkout', () => ({
  goToCheckout: vi.fn<(url: string) => void>(),
}))

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  stripe.mode = 'test'
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockReset()
  vi.mocked(goToCheckout).mockReset()
})

function renderBlock() {
  const user = userEvent.setup({ delay: null })
  render(
    <ToastProvider>
      <PaymentWarningBanner />
      <ContributionBlock />
    </ToastProvider>,
  )
  return user
}

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Contribuir Online/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Sua Contribuição' })
  const q = within(dialog)
  return {
    dialog,
    name: q.getByLabelText(/Seu nome/),
    email: q.getByLabelText(/Seu e-mail/),
    phone: q.getByLabelText(/Telefone/),
    amount: q.getByLabelText(/Valor/),
    message: q.getByLabelText(/Mensagem para os noivos/),
    submit: q.getByRole('button', { name: CONTRIBUTION.submit }),
  }
}

describe('ContributionBlock', () => {
  it('shows the card option next to the PIX card, with the test-mode mark', async () => {
    renderBlock()
    expect(screen.getByRole('heading', { name: CONTRIBUTION.title })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: CONTRIBUTION.cardTitle })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: PIX_COPY.title })).toBeInTheDocument()
    expect(screen.getByText(CONTRIBUTION.testMode)).toBeInTheDocument()
    expect(screen.queryByText(CONTRIBUTION.warningBanner)).not.toBeInTheDocument()
  })

  it('has no test-mode mark with a live key', () => {
    stripe.mode = 'live'
    renderBlock()
    expect(screen.queryByText(CONTRIBUTION.testMode)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Contribuir Online/ })).toBeEnabled()
  })

  it('without a publishable key shows the warning banner and the product’s not-configured text', () => {
    stripe.mode = 'off'
    renderBlock()
    expect(screen.getByText(CONTRIBUTION.warningBanner)).toBeInTheDocument()
    expect(
      screen.getByText('Sistema de pagamento não configurado. Entre em contato com os noivos.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Contribuir Online/ })).not.toBeInTheDocument()
  })

  it('with a malformed publishable key says the product’s Stripe text instead of opening a form', () => {
    stripe.mode = 'invalid'
    renderBlock()
    expect(
      screen.getByText('Stripe failed to initialize. Check your publishable key.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Contribuir Online/ })).not.toBeInTheDocument()
  })
})

describe('the contribution modal', () => {
  it('opens with the five fields; the message has 3 rows; phone and message are optional', async () => {
    const user = renderBlock()
    const f = await openModal(user)
    expect(f.message).toHaveAttribute('rows', '3')
    expect(f.email).toHaveAttribute('type', 'email')
    expect(within(f.dialog).getAllByText('(opcional)')).toHaveLength(2)
  })

  it('keeps submit disabled until name, email and amount are filled', async () => {
    const user = renderBlock()
    const f = await openModal(user)
    expect(f.submit).toBeDisabled()
    await user.type(f.name, 'Ana')
    expect(f.submit).toBeDisabled()
    await user.type(f.email, 'ana@example.com')
    expect(f.submit).toBeDisabled()
    await user.type(f.amount, '50')
    expect(f.submit).toBeEnabled()
    await user.clear(f.name)
    await user.type(f.name, '   ')
    expect(f.submit).toBeDisabled()
  })

  it('keeps only digits and commas in the amount and previews it in BRL', async () => {
    const user = renderBlock()
    const f = await openModal(user)
    await user.type(f.amount, 'R$ 1.5a0,5')
    expect(f.amount).toHaveValue('150,5')
    expect(within(f.dialog).getByText('Você vai contribuir com R$ 150,50.')).toBeInTheDocument()
  })

  it.each([['0'], ['0,00'], [','], ['1,2,3'], ['10,555']])(
    'refuses the amount %s with the product’s message and does not call the function',
    async (typed) => {
      const user = renderBlock()
      const f = await openModal(user)
      await user.type(f.name, 'Ana')
      await user.type(f.email, 'ana@example.com')
      await user.type(f.amount, typed)
      await user.click(f.submit)
      expect(within(f.dialog).getByRole('alert')).toHaveTextContent(
        'Por favor, insira um valor válido.',
      )
      expect(f.amount).toHaveAttribute('aria-invalid', 'true')
      expect(fetchMock).not.toHaveBeenCalled()
    },
  )

  it('refuses less than R$ 1,00 and a malformed e-mail before calling the function', async () => {
    const user = renderBlock()
    const f = await openModal(user)
    await user.type(f.name, 'Ana')
    await user.type(f.email, 'ana@')
    await user.type(f.amount, '0,50')
    await user.click(f.submit)
    expect(within(f.dialog).getByText('O valor mínimo para contribuição é R$ 1,00.')).toBeVisible()
    expect(within(f.dialog).getByText('Por favor, informe um e-mail válido.')).toBeVisible()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('POSTs the product’s payload and sends the browser to the returned url', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' }),
    )
    const user = renderBlock()
    const f = await openModal(user)
    await user.type(f.name, ' Ana Souza ')
    await user.type(f.email, 'ana@example.com')
    await user.type(f.phone, '(34) 99999-0000')
    await user.type(f.amount, '1234,5')
    await user.type(f.message, 'Felicidades!')
    await user.click(f.submit)

    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/.netlify/functions/create-checkout-session')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({
      giftId: 'contribution',
      giftName: 'Contribuição para o Casamento',
      giftPrice: 1234.5,
      buyerName: 'Ana Souza',
      buyerEmail: 'ana@example.com',
      buyerPhone: '(34) 99999-0000',
      message: 'Felicidades!',
    })
    expect(goToCheckout).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1')
    expect(within(f.dialog).getByRole('button', { name: /Redirecionando/ })).toBeDisabled()
  })

  it('shows the product’s error with the HTTP detail on failure and keeps what was typed', async () => {
    const body = JSON.stringify({ error: 'Não foi possível iniciar o pagamento agora' })
    fetchMock.mockResolvedValue(new Response(body, { status: 502 }))
    const user = renderBlock()
    const f = await openModal(user)
    await user.type(f.name, 'Ana')
    await user.type(f.email, 'ana@example.com')
    await user.type(f.amount, '100')
    await user.type(f.message, 'Oi')
    await user.click(f.submit)

    const alert = await within(f.dialog).findByRole('alert')
    expect(alert).toHaveTextContent(
      'Erro ao processar pagamento: Não foi possível iniciar o pagamento agora. Tente novamente ou entre em contato conosco.',
    )
    expect(alert).toHaveTextContent(`HTTP 502: ${body}`)
    expect(f.name).toHaveValue('Ana')
    expect(f.email).toHaveValue('ana@example.com')
    expect(f.amount).toHaveValue('100')
    expect(f.message).toHaveValue('Oi')
    expect(f.submit).toBeEnabled()
    expect(goToCheckout).not.toHaveBeenCalled()
    // Focus is on the error, inside the modal, and Escape still closes it.
    await waitFor(() => expect(alert).toHaveFocus())
    await user.keyboard('{Escape}')
    await waitFor(() => expect(f.dialog).not.toBeInTheDocument())
  })

  it('says “Erro desconhecido” when the failure body is not the function’s JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 504 }))
    const user = renderBlock()
    const f = await openModal(user)
    await user.type(f.name, 'Ana')
    await user.type(f.email, 'ana@example.com')
    await user.type(f.amount, '100')
    await user.click(f.submit)
    const alert = await within(f.dialog).findByRole('alert')
    expect(alert).toHaveTextContent('Erro ao processar pagamento: Erro desconhecido.')
    expect(alert).toHaveTextContent('HTTP 504: <html>Bad Gateway</html>')
  })

  it('explains a network failure in pt-BR', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const user = renderBlock()
    const f = await openModal(user)
    await user.type(f.name, 'Ana')
    await user.type(f.email, 'ana@example.com')
    await user.type(f.amount, '100')
    await user.click(f.submit)
    expect(await within(f.dialog).findByRole('alert')).toHaveTextContent(
      `Erro ao processar pagamento: ${CONTRIBUTION.networkError}.`,
    )
  })

  it('resets when closed (button or Escape) and opened again', async () => {
    const user = renderBlock()
    let f = await openModal(user)
    await user.type(f.name, 'Ana')
    await user.type(f.amount, '0')
    await user.type(f.email, 'a@b.co')
    await user.click(f.submit)
    await user.click(within(f.dialog).getByRole('button', { name: 'Fechar' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    f = await openModal(user)
    expect(f.name).toHaveValue('')
    expect(f.amount).toHaveValue('')
    expect(within(f.dialog).queryByRole('alert')).not.toBeInTheDocument()
    await user.type(f.name, 'Bia')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    f = await openModal(user)
    expect(f.name).toHaveValue('')
  })
})
