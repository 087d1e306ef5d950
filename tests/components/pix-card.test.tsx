import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PIX_COPY } from '@/config/copy/pix'
import { PIX, WHATSAPP_NUMBER } from '@/config/wedding'
import { ToastProvider } from '@/components/ui/toast'
import { PixCard } from '@/features/payments/pix/pix-card'
import { isValidPixPayload } from '@brazilian-utils/brazilian-utils'

function renderCard() {
  const user = userEvent.setup({ delay: null })
  render(
    <ToastProvider>
      <PixCard />
    </ToastProvider>,
  )
  return user
}

/** userEvent installs its own clipboard stub; replace it per test. */
function setClipboard(value: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true })
}

afterEach(() => {
  vi.restoreAllMocks()
  Reflect.deleteProperty(document, 'execCommand')
})

describe('PixCard', () => {
  it('shows the key, the product’s four steps and the contact line', () => {
    renderCard()
    expect(screen.getByRole('heading', { name: PIX_COPY.title })).toBeInTheDocument()
    expect(screen.getByText(PIX.key)).toBeInTheDocument()
    const steps = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(steps).toHaveLength(4)
    PIX_COPY.steps.forEach((step, i) => expect(steps[i]).toHaveTextContent(step))
    expect(screen.getByText(PIX_COPY.contact, { exact: false })).toBeInTheDocument()
  })

  it('copies the key with the Clipboard API and confirms “Chave PIX copiada!”', async () => {
    const user = renderCard()
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue()
    setClipboard({ writeText })
    await user.click(screen.getByRole('button', { name: /Copiar chave PIX/ }))
    expect(writeText).toHaveBeenCalledWith(PIX.key)
    expect(await screen.findByRole('status')).toHaveTextContent('Chave PIX copiada!')
  })

  it('falls back to execCommand("copy") without the Clipboard API', async () => {
    const user = renderCard()
    setClipboard(undefined)
    let selected = ''
    const execCommand = vi.fn<(command: string) => boolean>((command) => {
      const active = document.activeElement
      if (active instanceof HTMLTextAreaElement) selected = active.value
      return command === 'copy'
    })
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true })
    await user.click(screen.getByRole('button', { name: /Copiar chave PIX/ }))
    expect(execCommand).toHaveBeenCalledWith('copy')
    expect(selected).toBe(PIX.key)
    expect(await screen.findByRole('status')).toHaveTextContent('Chave PIX copiada!')
    // The helper textarea does not stay behind.
    expect(document.querySelectorAll('textarea')).toHaveLength(0)
  })

  it('says so when neither way can copy', async () => {
    const user = renderCard()
    setClipboard({
      writeText: vi.fn<(t: string) => Promise<void>>().mockRejectedValue(new Error('denied')),
    })
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true })
    await user.click(screen.getByRole('button', { name: /Copiar chave PIX/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent(PIX_COPY.copyFailed)
  })

  it('builds a BR Code and its QR for an amount, copies it, and puts the value in the receipt message', async () => {
    const user = renderCard()
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue()
    setClipboard({ writeText })
    await user.type(screen.getByLabelText(/Valor/), 'R$ 150,5')
    expect(screen.getByLabelText(/Valor/)).toHaveValue('150,5')
    await user.click(screen.getByRole('button', { name: /Gerar QR Code/ }))

    const code = (await screen.findByLabelText(/PIX copia e cola/)) as HTMLTextAreaElement
    expect(isValidPixPayload(code.value)).toBe(true)
    expect(code.value).toContain('5406150.50')
    expect(code.value).toContain(PIX.key)
    expect(screen.getByText(/PIX copia e cola · R\$ 150,50/)).toBeInTheDocument()

    const qr = await screen.findByRole('img', { name: 'QR Code PIX de R$ 150,50' })
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toContain('<svg')

    await user.click(screen.getByRole('button', { name: /Copiar código/ }))
    expect(writeText).toHaveBeenCalledWith(code.value)
    expect(await screen.findByText('Código PIX copiado!')).toBeInTheDocument()

    const receipt = screen.getByRole('link', { name: /Enviar comprovante/ })
    const href = new URL(receipt.getAttribute('href') ?? '')
    expect(href.origin + href.pathname).toBe(`https://wa.me/${WHATSAPP_NUMBER}`)
    expect(href.searchParams.get('text')).toContain('PIX de R$ 150,50')
    expect(receipt).toHaveAttribute('target', '_blank')
  })

  it('builds a code without amount when the field is left blank', async () => {
    const user = renderCard()
    await user.click(screen.getByRole('button', { name: /Gerar QR Code/ }))
    const code = (await screen.findByLabelText(/PIX copia e cola/)) as HTMLTextAreaElement
    expect(isValidPixPayload(code.value)).toBe(true)
    expect(code.value).not.toContain('5406')
    await waitFor(() =>
      expect(screen.getByRole('img', { name: /QR Code PIX/ })).toBeInTheDocument(),
    )
  })

  it('refuses an amount that is not a number > 0', async () => {
    const user = renderCard()
    await user.type(screen.getByLabelText(/Valor/), '0,00')
    await user.click(screen.getByRole('button', { name: /Gerar QR Code/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, insira um valor válido.')
    expect(screen.queryByLabelText(/PIX copia e cola/)).not.toBeInTheDocument()
  })
})
