import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '@/components/ui/toast'
import { CALENDAR } from '@/config/copy/event-info'
import { RSVP } from '@/config/copy/rsvp'
import { KEPT_RSVP } from '@/config/copy/rsvp'
import { PRIVACY } from '@/config/copy/privacy'
import { STORAGE_KEYS } from '@/config/ui'
import { RSVP_DEADLINE_LABEL } from '@/config/wedding'
import { DataServiceProvider } from '@/data/react/context'
import { createEmbeddedServiceOn } from '@/data/embedded/embedded-core'
import { DataError, type DataService } from '@/data/types'
import { RsvpSection } from '@/features/rsvp/rsvp-section'
import { sendRsvpEmail } from '@/features/rsvp/send-rsvp-email'
import type * as SendRsvpEmail from '@/features/rsvp/send-rsvp-email'
import { createTestDb, resetData } from '../db/pglite'
import { pinDate } from './harness'

// Issue 4 (RSVP) on the embedded backend: submit_rsvp in PGlite, the email step replaced so the
// test controls when (and how) it ends.
vi.mock('@/features/rsvp/send-rsvp-email', async (importOriginal) => {
  const actual = await importOriginal<SendModule>()
  return { ...actual, sendRsvpEmail: vi.fn<SendModule['sendRsvpEmail']>(actual.sendRsvpEmail) }
})
const sendEmail = vi.mocked(sendRsvpEmail)
type SendModule = typeof SendRsvpEmail

// A month before the wedding: the RSVP is open (tests/components/by-the-clock.test.tsx: after).
pinDate()

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
  window.localStorage.clear()
  sendEmail.mockReset()
  sendEmail.mockResolvedValue('sent')
})

function renderRsvp(svc: DataService = service) {
  return render(
    <DataServiceProvider service={svc}>
      <ToastProvider>
        <RsvpSection />
      </ToastProvider>
    </DataServiceProvider>,
  )
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`))

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: {
    nome?: string
    answer?: 'sim' | 'nao'
    email?: string
    telefone?: string
    obs?: string
  },
) {
  if (values.nome) await user.type(field(RSVP.nomeCompleto), values.nome)
  if (values.answer) await user.click(screen.getByRole('radio', { name: RSVP[values.answer] }))
  if (values.email) await user.type(field(RSVP.email), values.email)
  if (values.telefone) await user.type(field(RSVP.telefone), values.telefone)
  if (values.obs) await user.type(field(RSVP.observacoes), values.obs)
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: RSVP.submit }))

async function storedRsvps() {
  const { rows } = await db.query<Record<string, unknown>>(
    'select nome_completo, vai_ao_evento, email, telefone, observacoes from public.rsvps',
  )
  return rows
}

describe('RsvpSection', () => {
  it('shows the deadline and individual confirmation, and requires all but observations', async () => {
    const user = userEvent.setup({ delay: null })
    renderRsvp()
    expect(screen.getByText(RSVP.deadline(RSVP_DEADLINE_LABEL))).toBeInTheDocument()
    expect(screen.getByText(RSVP.subtitle)).toBeInTheDocument()
    expect(screen.getByText(RSVP.deadline('02/10/2025'))).toBeInTheDocument()

    await fill(user, { nome: 'Ana Souza', email: 'ana@exemplo.com', telefone: '34999990000' })
    await submit(user)
    expect(screen.getByRole('alert')).toHaveTextContent(RSVP.requiredFields)

    await user.click(screen.getByRole('radio', { name: RSVP.sim }))
    await user.clear(field(RSVP.email))
    await user.type(field(RSVP.email), 'ana@exemplo')
    await submit(user)
    expect(screen.getByRole('alert')).toHaveTextContent(RSVP.invalidEmail)
    expect(field(RSVP.email)).toHaveAttribute('aria-invalid', 'true')
    // The guest is taken to the field to fix, wherever the form was scrolled to.
    await waitFor(() => expect(field(RSVP.email)).toHaveFocus())
    expect(await storedRsvps()).toEqual([])
    expect(sendEmail).not.toHaveBeenCalled()
  })

  it("stores a 'sim', shows the answer with the email status, and offers the calendar", async () => {
    const user = userEvent.setup({ delay: null })
    let finishEmail: (status: 'sent' | 'failed') => void = () => {}
    sendEmail.mockImplementation(() => new Promise((resolve) => (finishEmail = resolve)))
    renderRsvp()
    await fill(user, {
      nome: '  Ana Souza ',
      answer: 'sim',
      email: 'ana@exemplo.com ',
      telefone: '(34) 99999-0000',
      obs: 'Sem glúten',
    })
    await submit(user)

    // Focus moves in an effect after the answer shows.
    const thanks = await screen.findByRole('heading', { name: RSVP.thanksTitle('Ana') })
    await waitFor(() => expect(thanks).toHaveFocus())
    expect(screen.getByText(RSVP.thanksSim)).toBeInTheDocument()
    const answer = screen.getByRole('region', { name: RSVP.yourAnswer })
    expect(answer).toHaveTextContent('Ana Souza')
    expect(answer).toHaveTextContent('ana@exemplo.com')
    expect(answer).toHaveTextContent('(34) 99999-0000')
    expect(answer).toHaveTextContent('Sem glúten')
    expect(within(answer).getByText(RSVP.willAttendSim)).toBeInTheDocument()

    // The email goes AFTER the answer is stored; meanwhile the blue 'processing' notice.
    expect(await storedRsvps()).toEqual([
      {
        nome_completo: 'Ana Souza',
        vai_ao_evento: 'sim',
        email: 'ana@exemplo.com',
        telefone: '(34) 99999-0000',
        observacoes: 'Sem glúten',
      },
    ])
    expect(sendEmail).toHaveBeenCalledWith({
      nomeCompleto: 'Ana Souza',
      vaiAoEvento: 'sim',
      email: 'ana@exemplo.com',
      telefone: '(34) 99999-0000',
      observacoes: 'Sem glúten',
    })
    expect(screen.getByText(RSVP.emailProcessing).closest('[role="status"]')).toHaveAttribute(
      'data-email-status',
      'processing',
    )
    finishEmail('sent')
    expect(await screen.findByText(RSVP.emailSent)).toBeInTheDocument()

    expect(screen.getByRole('region', { name: CALENDAR.add })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: new RegExp(CALENDAR.google) })).toHaveAttribute(
      'href',
      expect.stringContaining('calendar.google.com'),
    )
    expect(screen.getByRole('button', { name: CALENDAR.ics })).toBeInTheDocument()
  })

  it("a failed email (or EmailJS not configured) is a yellow notice; the 'nao' is still stored", async () => {
    const user = userEvent.setup({ delay: null })
    // The real sender: the test build has no EmailJS keys, which counts as failed.
    const actual = await vi.importActual<SendModule>('@/features/rsvp/send-rsvp-email')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    sendEmail.mockImplementation(actual.sendRsvpEmail)
    renderRsvp()
    await fill(user, {
      nome: 'Bruno Lima',
      answer: 'nao',
      email: 'bruno@exemplo.com',
      telefone: '34988887777',
    })
    await submit(user)
    expect(await screen.findByText(RSVP.emailFailed)).toBeInTheDocument()
    expect(screen.getByText(RSVP.thanksNao)).toBeInTheDocument()
    expect(screen.getByRole('region', { name: RSVP.yourAnswer })).toHaveTextContent(
      RSVP.noObservations,
    )
    expect(screen.queryByRole('region', { name: CALENDAR.add })).toBeNull()
    expect(await storedRsvps()).toHaveLength(1)
    warn.mockRestore()
  })

  it('answering twice with the same e-mail shows the same confirmation both times', async () => {
    const user = userEvent.setup({ delay: null })
    renderRsvp()
    await fill(user, {
      nome: 'Carla Mendes',
      answer: 'sim',
      email: 'carla@exemplo.com',
      telefone: '34977776666',
    })
    await submit(user)
    await screen.findByText(RSVP.emailSent)
    const first = screen.getByRole('region', { name: RSVP.yourAnswer }).parentElement?.textContent

    await user.click(screen.getByRole('button', { name: RSVP.changeAnswer }))
    expect(field(RSVP.nomeCompleto)).toHaveValue('Carla Mendes')
    await submit(user)

    // Nothing tells a stranger that this e-mail had answered before.
    const thanks = await screen.findByRole('heading', { name: RSVP.thanksTitle('Carla') })
    await waitFor(() => expect(thanks).toHaveFocus())
    await screen.findByText(RSVP.emailSent)
    expect(screen.getByRole('region', { name: RSVP.yourAnswer }).parentElement?.textContent).toBe(
      first,
    )
    expect(screen.queryByText('Sua resposta anterior foi atualizada.')).toBeNull()
    expect(sendEmail).toHaveBeenCalledTimes(2)
  })

  it('when storing fails the guest sees the error and keeps the filled form; no email', async () => {
    const user = userEvent.setup({ delay: null })
    const failing: DataService = Object.assign(Object.create(service) as DataService, {
      submitRsvp: async () => {
        throw new DataError('Erro ao registrar presença. Tente novamente.', 'unknown')
      },
    })
    renderRsvp(failing)
    await fill(user, {
      nome: 'Diego Ramos',
      answer: 'sim',
      email: 'diego@exemplo.com',
      telefone: '34966665555',
      obs: 'Levo a sobremesa',
    })
    await submit(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao registrar presença. Tente novamente.',
    )
    expect(field(RSVP.nomeCompleto)).toHaveValue('Diego Ramos')
    expect(screen.getByRole('radio', { name: RSVP.sim })).toBeChecked()
    expect(field(RSVP.email)).toHaveValue('diego@exemplo.com')
    expect(field(RSVP.telefone)).toHaveValue('34966665555')
    expect(field(RSVP.observacoes)).toHaveValue('Levo a sobremesa')
    expect(screen.getByRole('button', { name: RSVP.submit })).toBeEnabled()
    expect(sendEmail).not.toHaveBeenCalled()
  })

  it('shows the database validation text for a phone it refuses', async () => {
    const user = userEvent.setup({ delay: null })
    renderRsvp()
    await fill(user, {
      nome: 'Eva Costa',
      answer: 'sim',
      email: 'eva@exemplo.com',
      telefone: 'não tenho',
    })
    await submit(user)
    // submit_rsvp's own WD400 text (supabase/schemas), passed through by the service.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Por favor, informe um telefone válido, com DDD.',
    )
    expect(field(RSVP.telefone)).toHaveValue('não tenho')
    expect(await storedRsvps()).toEqual([])
  })
})

// docs/decisions/0021-offline-at-the-farm.md: the guest's own last answer stays on this device.
describe('the guest’s own answer, kept on this device', () => {
  /** A service with no signal at all: every read and write fails as without a network. */
  const offline: DataService = new Proxy(Object.create(null) as DataService, {
    get: (_, name) =>
      name === 'backend'
        ? 'supabase'
        : () => Promise.reject(new DataError('Sem conexão com a internet.', 'offline')),
  })

  async function answer(user: ReturnType<typeof userEvent.setup>) {
    await fill(user, {
      nome: 'Ana Souza',
      answer: 'sim',
      email: 'ana@exemplo.com',
      telefone: '(34) 99999-0000',
      obs: 'Chego às 15h',
    })
    await user.type(field(PRIVACY.dietary), 'Alergia a camarão')
    await user.click(screen.getByRole('checkbox', { name: PRIVACY.dietaryConsent }))
    await submit(user)
    await screen.findByText(RSVP.emailSent)
  }

  it('a reload without signal shows it under ‘Sua resposta’, not a blank form', async () => {
    const user = userEvent.setup({ delay: null })
    const first = renderRsvp()
    await answer(user)
    // Said where it is kept, as soon as it is sent.
    expect(screen.getByText(KEPT_RSVP.note('01/10/2025 às 12:00'))).toBeInTheDocument()
    first.unmount()

    renderRsvp(offline)
    const heading = screen.getByRole('heading', { name: RSVP.thanksTitle('Ana') })
    // Shown as the page opens: nothing moves the focus (nor the screen) to it.
    expect(heading).not.toHaveFocus()
    expect(screen.getByText(RSVP.thanksSim)).toBeInTheDocument()
    const kept = screen.getByRole('region', { name: RSVP.yourAnswer })
    for (const text of ['Ana Souza', 'ana@exemplo.com', '(34) 99999-0000', 'Chego às 15h'])
      expect(kept).toHaveTextContent(text)
    expect(within(kept).getByText(RSVP.willAttendSim)).toBeInTheDocument()
    expect(kept).toHaveTextContent(KEPT_RSVP.note('01/10/2025 às 12:00'))
    // No e-mail status: that belonged to the send, not to the kept answer.
    expect(screen.queryByText(RSVP.emailSent)).toBeNull()
    expect(screen.queryByRole('button', { name: RSVP.submit })).toBeNull()
    // Health data never stays on the device, nor the consent.
    const stored = window.localStorage.getItem(STORAGE_KEYS.rsvpAnswer) ?? ''
    expect(stored).toContain('Ana Souza')
    expect(stored).not.toContain('camarão')
    expect(stored).not.toContain('Consent')
  })

  it('‘Alterar resposta’ opens the form filled with it; the new answer is kept and stored beside the first', async () => {
    const user = userEvent.setup({ delay: null })
    const first = renderRsvp()
    await answer(user)
    first.unmount()

    renderRsvp()
    await user.click(screen.getByRole('button', { name: RSVP.changeAnswer }))
    expect(field(RSVP.nomeCompleto)).toHaveValue('Ana Souza')
    expect(screen.getByRole('radio', { name: RSVP.sim })).toBeChecked()
    expect(field(RSVP.email)).toHaveValue('ana@exemplo.com')
    expect(field(RSVP.telefone)).toHaveValue('(34) 99999-0000')
    expect(field(RSVP.observacoes)).toHaveValue('Chego às 15h')
    expect(field(PRIVACY.dietary)).toHaveValue('')
    expect(screen.getByRole('checkbox', { name: PRIVACY.dietaryConsent })).not.toBeChecked()
    await user.click(screen.getByRole('radio', { name: RSVP.nao }))
    await submit(user)
    const thanks = await screen.findByRole('heading', { name: RSVP.thanksTitle('Ana') })
    await waitFor(() => expect(thanks).toHaveFocus())
    expect(screen.getByText(RSVP.thanksNao)).toBeInTheDocument()
    // docs/decisions/0016-guest-list.md: every answer is kept by the database, none overwritten.
    expect((await storedRsvps()).map((row) => row.vai_ao_evento)).toEqual(['sim', 'nao'])
    cleanupAndReload()
    expect(screen.getByText(RSVP.thanksNao)).toBeInTheDocument()
  })

  it('‘Esquecer neste aparelho’ removes it here, says the couple still have it, and gives a blank form', async () => {
    const user = userEvent.setup({ delay: null })
    const first = renderRsvp()
    await answer(user)
    first.unmount()

    renderRsvp()
    await user.click(screen.getByRole('button', { name: KEPT_RSVP.forget }))
    expect(screen.getByRole('status')).toHaveTextContent(KEPT_RSVP.forgotten)
    expect(screen.getByRole('status')).toHaveFocus()
    expect(field(RSVP.nomeCompleto)).toHaveValue('')
    expect(field(RSVP.email)).toHaveValue('')
    expect(window.localStorage.getItem(STORAGE_KEYS.rsvpAnswer)).toBeNull()
    expect(await storedRsvps()).toHaveLength(1)
    cleanupAndReload()
    expect(screen.getByRole('button', { name: RSVP.submit })).toBeInTheDocument()
  })

  it('a browser that keeps nothing (a private window) thanks the guest without offering to forget a copy', async () => {
    const user = userEvent.setup({ delay: null })
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Storage refused', 'SecurityError')
    })
    try {
      renderRsvp()
      await answer(user)
      expect(screen.getByRole('heading', { name: RSVP.thanksTitle('Ana') })).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: KEPT_RSVP.forget })).toBeNull()
      expect(screen.queryByText(KEPT_RSVP.note('01/10/2025 às 12:00'))).toBeNull()
      expect(await storedRsvps()).toHaveLength(1)
    } finally {
      refuse.mockRestore()
    }
  })

  it('a kept value that is not an answer is dropped, and the form shows', () => {
    window.localStorage.setItem(STORAGE_KEYS.rsvpAnswer, '{"answer":{"nomeCompleto":1}}')
    renderRsvp()
    expect(screen.getByRole('button', { name: RSVP.submit })).toBeInTheDocument()
    expect(window.localStorage.getItem(STORAGE_KEYS.rsvpAnswer)).toBeNull()
  })

  /** The page opened again: what is on screen goes, the section renders anew. */
  function cleanupAndReload() {
    cleanup()
    renderRsvp()
  }
})
