import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COMMON } from '@/config/copy/common'
import { CALENDAR } from '@/config/copy/event-info'
import { PERSONAL_RSVP, RSVP } from '@/config/copy/rsvp'
import { PRIVACY } from '@/config/copy/privacy'
import { HOUSEHOLD_RSVP } from '@/config/copy/rsvp-household'
import { createNotConfiguredService } from '@/data/service'
import { DataError, type DataService, type Invitation } from '@/data/types'
import { sendHouseholdBackup, sendHouseholdEmail } from '@/features/rsvp/household-notice'
import type * as HouseholdNotice from '@/features/rsvp/household-notice'
import { RsvpSection } from '@/features/rsvp/rsvp-section'
import { pinDate, renderWithService } from './harness'

// A household's RSVP through its personal link (docs/decisions/0016-guest-list.md), over a fake
// DataService answering Invitation objects as the contract says; the couple's e-mail and the
// backup copy are replaced so the test sees what they would send.
vi.mock('@/features/rsvp/household-notice', async (importOriginal) => {
  const actual = await importOriginal<typeof HouseholdNotice>()
  return {
    ...actual,
    sendHouseholdEmail: vi.fn<typeof actual.sendHouseholdEmail>(),
    sendHouseholdBackup: vi.fn<typeof actual.sendHouseholdBackup>(),
  }
})
const sendEmail = vi.mocked(sendHouseholdEmail)
const sendBackup = vi.mocked(sendHouseholdBackup)

// A month before the wedding: the RSVP is open (tests/components/by-the-clock.test.tsx: after).
pinDate()

const CODE = 'K7M2QX9WPA'

const SOUZA: Invitation = {
  householdName: 'Família Souza',
  members: [
    member('m-ana', 'Ana Souza'),
    member('m-joao', 'João Souza'),
    { ...member('m-bia', 'Bia Souza'), kind: 'child', ageBand: '0-5' },
    { ...member('m-seat', ''), companion: true },
  ],
  message: null,
  phone: null,
  answeredAt: null,
}

function member(id: string, name: string): Invitation['members'][number] {
  return {
    id,
    name,
    kind: 'adult',
    ageBand: null,
    companion: false,
    attending: null,
    dietary: null,
  }
}

/** The household as it answered before: Ana and the companion (Carlos) come, João does not. */
const ANSWERED: Invitation = {
  ...SOUZA,
  members: [
    { ...member('m-ana', 'Ana Souza'), attending: 'sim', dietary: 'Sem glúten' },
    { ...member('m-joao', 'João Souza'), attending: 'nao' },
    { ...member('m-bia', 'Bia Souza'), kind: 'child', ageBand: '0-5', attending: 'sim' },
    { ...member('m-seat', 'Carlos Lima'), companion: true, attending: 'sim' },
  ],
  message: 'Parabéns!',
  phone: '(34) 99999-0000',
  answeredAt: '2025-09-10T18:30:00.000Z',
}

let getInvitation: ReturnType<typeof vi.fn<DataService['getInvitation']>>
let answerInvitation: ReturnType<typeof vi.fn<DataService['answerInvitation']>>
let submitRsvp: ReturnType<typeof vi.fn<DataService['submitRsvp']>>

function fakeService(): DataService {
  return { ...createNotConfiguredService(), getInvitation, answerInvitation, submitRsvp }
}

beforeEach(() => {
  window.history.replaceState(null, '', `/?convite=${CODE}#rsvp`)
  getInvitation = vi.fn<DataService['getInvitation']>().mockResolvedValue(SOUZA)
  answerInvitation = vi.fn<DataService['answerInvitation']>().mockResolvedValue()
  submitRsvp = vi.fn<DataService['submitRsvp']>().mockResolvedValue()
  sendEmail.mockReset()
  sendEmail.mockResolvedValue('sent')
  sendBackup.mockReset()
  sendBackup.mockResolvedValue()
})
afterEach(() => {
  window.history.replaceState(null, '', '/')
  // The open form keeps the guest's answer on the device (src/features/rsvp/kept-answer.ts).
  window.localStorage.clear()
})

const renderRsvp = () => renderWithService(<RsvpSection />, fakeService())
const person = (name: RegExp | string) =>
  screen.getByRole('group', { name: typeof name === 'string' ? new RegExp(`^${name}`) : name })
const choose = (user: ReturnType<typeof userEvent.setup>, who: string, answer: 'Sim' | 'Não') =>
  user.click(within(person(who)).getByRole('radio', { name: answer }))
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: HOUSEHOLD_RSVP.submit }))

describe('the personal RSVP (/?convite=CODE)', () => {
  it('greets the household by name and lists its members, children with their age band', async () => {
    renderRsvp()
    // A placeholder of the form's height holds the place while the code is looked up.
    expect(screen.getByRole('status')).toHaveTextContent(PERSONAL_RSVP.loading)
    expect(await screen.findByRole('heading', { name: 'Olá, Família Souza!' })).toBeInTheDocument()
    expect(getInvitation).toHaveBeenCalledExactlyOnceWith(CODE, expect.anything())
    expect(screen.getByText(PERSONAL_RSVP.subtitle)).toBeInTheDocument()
    expect(screen.queryByText(RSVP.subtitle)).toBeNull()

    expect(person('Ana Souza')).toBeInTheDocument()
    expect(person('João Souza')).toBeInTheDocument()
    expect(person('Bia Souza')).toHaveTextContent('0 a 5 anos (não paga)')
    expect(person(HOUSEHOLD_RSVP.companion)).toBeInTheDocument()
    for (const group of screen.getAllByRole('group')) {
      expect(
        within(group)
          .getAllByRole('radio')
          .map((r) => r.getAttribute('value')),
      ).toEqual(['sim', 'nao'])
      expect(within(group).getByRole('radio', { name: 'Sim' })).not.toBeChecked()
    }
    // Not answered yet: no date, and not the open form.
    expect(screen.queryByText(/Vocês responderam em/)).toBeNull()
    expect(screen.queryByLabelText(new RegExp(`^${RSVP.nomeCompleto}`))).toBeNull()
    // The code stays in the address, so a reload opens the same invitation.
    expect(window.location.search).toBe(`?convite=${CODE}`)
  })

  it('opens filled with the current answers, says when they answered, and sends a change', async () => {
    const user = userEvent.setup({ delay: null })
    getInvitation.mockResolvedValue(ANSWERED)
    renderRsvp()
    await screen.findByRole('heading', { name: 'Olá, Família Souza!' })
    expect(screen.getByText(HOUSEHOLD_RSVP.answeredOn('10/09/2025 às 15:30'))).toBeInTheDocument()
    expect(within(person('Ana Souza')).getByRole('radio', { name: 'Sim' })).toBeChecked()
    expect(within(person('Ana Souza')).getByLabelText(/^Restrições/)).toHaveValue('Sem glúten')
    expect(within(person('João Souza')).getByRole('radio', { name: 'Não' })).toBeChecked()
    expect(within(person('Bia Souza')).getByRole('radio', { name: 'Sim' })).toBeChecked()
    expect(
      within(person(HOUSEHOLD_RSVP.companion)).getByLabelText(HOUSEHOLD_RSVP.companionName),
    ).toHaveValue('Carlos Lima')
    expect(screen.getByLabelText(new RegExp(`^${HOUSEHOLD_RSVP.message}`))).toHaveValue('Parabéns!')
    expect(screen.getByLabelText(new RegExp(`^${HOUSEHOLD_RSVP.phone}`))).toHaveValue(
      '(34) 99999-0000',
    )

    await choose(user, 'João Souza', 'Sim')
    await submit(user)
    await screen.findByRole('heading', { name: HOUSEHOLD_RSVP.thanksTitle('Família Souza') })
    expect(answerInvitation).toHaveBeenCalledExactlyOnceWith(CODE, {
      members: [
        { id: 'm-ana', attending: 'sim', dietary: 'Sem glúten' },
        { id: 'm-joao', attending: 'sim' },
        { id: 'm-bia', attending: 'sim' },
        { id: 'm-seat', attending: 'sim', name: 'Carlos Lima' },
      ],
      message: 'Parabéns!',
      phone: '(34) 99999-0000',
      sensitiveConsent: true,
    })
  })

  it('asks for every member and for the name of a companion who comes, keeping what was typed', async () => {
    const user = userEvent.setup({ delay: null })
    renderRsvp()
    await screen.findByRole('heading', { name: 'Olá, Família Souza!' })
    await choose(user, 'Ana Souza', 'Sim')
    await user.type(within(person('Ana Souza')).getByLabelText(/^Restrições/), 'Vegetariana')
    await user.type(screen.getByLabelText(new RegExp(`^${HOUSEHOLD_RSVP.message}`)), 'Oba!')
    await submit(user)
    // João, Bia and the companion seat have no answer.
    for (const who of ['João Souza', 'Bia Souza', HOUSEHOLD_RSVP.companion]) {
      expect(person(who)).toHaveTextContent(HOUSEHOLD_RSVP.answerEach)
      expect(within(person(who)).getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true')
    }
    expect(person('Ana Souza')).not.toHaveTextContent(HOUSEHOLD_RSVP.answerEach)
    expect(screen.getByText(HOUSEHOLD_RSVP.checkFields)).toBeInTheDocument()
    // The first question left open takes focus: João's first choice.
    await waitFor(() => expect(within(person('João Souza')).getAllByRole('radio')[0]).toHaveFocus())

    await choose(user, 'João Souza', 'Não')
    await choose(user, 'Bia Souza', 'Não')
    await choose(user, HOUSEHOLD_RSVP.companion, 'Sim')
    await submit(user)
    const seat = person(HOUSEHOLD_RSVP.companion)
    const seatName = within(seat).getByLabelText(HOUSEHOLD_RSVP.companionName)
    expect(within(seat).getByRole('alert')).toHaveTextContent(HOUSEHOLD_RSVP.companionNameRequired)
    expect(seatName).toHaveAttribute('aria-invalid', 'true')
    expect(within(person('Ana Souza')).getByLabelText(/^Restrições/)).toHaveValue('Vegetariana')
    expect(screen.getByLabelText(new RegExp(`^${HOUSEHOLD_RSVP.message}`))).toHaveValue('Oba!')
    expect(within(person('João Souza')).getByRole('radio', { name: 'Não' })).toBeChecked()
    expect(answerInvitation).not.toHaveBeenCalled()

    await user.type(seatName, ' Carlos Lima ')
    const consent = screen.getByRole('checkbox', { name: PRIVACY.dietaryConsent })
    expect(consent).not.toBeChecked()
    await user.click(consent)
    await submit(user)
    await screen.findByRole('heading', { name: HOUSEHOLD_RSVP.thanksTitle('Família Souza') })
    expect(answerInvitation).toHaveBeenCalledExactlyOnceWith(CODE, {
      members: [
        { id: 'm-ana', attending: 'sim', dietary: 'Vegetariana' },
        { id: 'm-joao', attending: 'nao' },
        { id: 'm-bia', attending: 'nao' },
        { id: 'm-seat', attending: 'sim', name: 'Carlos Lima' },
      ],
      message: 'Oba!',
      sensitiveConsent: true,
    })
  })

  // That the diets are then left out of the answer is the form's rule
  // (tests/unit/invitation-schema.test.ts) and the database's (tests/db/privacy.test.ts).
  it('asks for the consent to keep the diets only once someone comes, unticked, with its hint', async () => {
    const user = userEvent.setup({ delay: null })
    renderRsvp()
    await screen.findByRole('heading', { name: 'Olá, Família Souza!' })
    // Nobody comes yet: no dietary field, no consent to ask.
    expect(screen.queryByRole('checkbox', { name: PRIVACY.dietaryConsent })).toBeNull()
    await choose(user, 'Ana Souza', 'Sim')
    expect(within(person('Ana Souza')).getByLabelText(/^Restrições/)).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: PRIVACY.dietaryConsent })).not.toBeChecked()
    expect(screen.getByText(PRIVACY.dietaryConsentHint)).toBeInTheDocument()
  })

  it('refuses an invalid phone and text over the lengths the database takes', async () => {
    const user = userEvent.setup({ delay: null })
    renderRsvp()
    await screen.findByRole('heading', { name: 'Olá, Família Souza!' })
    for (const who of ['Ana Souza', 'João Souza', 'Bia Souza', HOUSEHOLD_RSVP.companion]) {
      await choose(user, who, who === HOUSEHOLD_RSVP.companion ? 'Não' : 'Sim')
    }
    const phone = screen.getByLabelText(new RegExp(`^${HOUSEHOLD_RSVP.phone}`))
    await user.type(phone, '123')
    const dietary = within(person('João Souza')).getByLabelText(/^Restrições/)
    // The field stops at 300; a pasted longer text is what the schema must still refuse.
    dietary.removeAttribute('maxlength')
    await user.click(dietary)
    await user.paste('x'.repeat(301))
    await submit(user)
    expect(screen.getByText(RSVP.invalidPhone)).toBeInTheDocument()
    expect(person('João Souza')).toHaveTextContent(HOUSEHOLD_RSVP.dietaryTooLong(300))
    expect(phone).toHaveValue('123')
    expect(answerInvitation).not.toHaveBeenCalled()
  })

  it('keeps everything typed and shows the server’s text when the answer is refused', async () => {
    const user = userEvent.setup({ delay: null })
    answerInvitation.mockRejectedValueOnce(
      new DataError('Por favor, informe um telefone válido, com DDD.', 'invalid'),
    )
    getInvitation.mockResolvedValue(ANSWERED)
    renderRsvp()
    await screen.findByRole('heading', { name: 'Olá, Família Souza!' })
    await user.type(screen.getByLabelText(new RegExp(`^${HOUSEHOLD_RSVP.message}`)), ' Até lá!')
    await submit(user)
    expect(await screen.findByText('Por favor, informe um telefone válido, com DDD.')).toBeVisible()
    expect(screen.getByLabelText(new RegExp(`^${HOUSEHOLD_RSVP.message}`))).toHaveValue(
      'Parabéns! Até lá!',
    )
    expect(within(person('João Souza')).getByRole('radio', { name: 'Não' })).toBeChecked()
    expect(screen.getByRole('button', { name: HOUSEHOLD_RSVP.submit })).toBeEnabled()
    expect(sendEmail).not.toHaveBeenCalled()
  })

  it('thanks the household with who comes and who does not; the couple are told; the answer can be changed', async () => {
    const user = userEvent.setup({ delay: null })
    let finishEmail: (status: 'sent' | 'failed') => void = () => {}
    sendEmail.mockImplementation(() => new Promise((resolve) => (finishEmail = resolve)))
    renderRsvp()
    await screen.findByRole('heading', { name: 'Olá, Família Souza!' })
    await choose(user, 'Ana Souza', 'Sim')
    await choose(user, 'João Souza', 'Não')
    await choose(user, 'Bia Souza', 'Sim')
    await choose(user, HOUSEHOLD_RSVP.companion, 'Não')
    await submit(user)

    const title = await screen.findByRole('heading', {
      name: HOUSEHOLD_RSVP.thanksTitle('Família Souza'),
    })
    // Focus moves in an effect after the answer shows.
    await waitFor(() => expect(title).toHaveFocus())
    expect(screen.getByText(HOUSEHOLD_RSVP.thanksSome)).toBeInTheDocument()
    const answer = screen.getByRole('region', { name: RSVP.yourAnswer })
    expect(answer).toHaveTextContent(`${HOUSEHOLD_RSVP.coming}Ana Souza, Bia Souza`)
    expect(answer).toHaveTextContent(`${HOUSEHOLD_RSVP.notComing}João Souza, Acompanhante`)
    expect(answer).toHaveTextContent(`${HOUSEHOLD_RSVP.message}${HOUSEHOLD_RSVP.noMessage}`)
    expect(screen.getByText(HOUSEHOLD_RSVP.email.processing)).toBeInTheDocument()
    const notice = {
      householdName: 'Família Souza',
      members: SOUZA.members,
      answer: {
        members: [
          { id: 'm-ana', attending: 'sim' },
          { id: 'm-joao', attending: 'nao' },
          { id: 'm-bia', attending: 'sim' },
          { id: 'm-seat', attending: 'nao' },
        ],
      },
    }
    expect(sendEmail).toHaveBeenCalledExactlyOnceWith(notice)
    expect(sendBackup).toHaveBeenCalledExactlyOnceWith(notice)
    finishEmail('sent')
    expect(await screen.findByText(HOUSEHOLD_RSVP.email.sent)).toBeInTheDocument()
    expect(screen.getByRole('region', { name: CALENDAR.add })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: RSVP.changeAnswer }))
    expect(within(person('Ana Souza')).getByRole('radio', { name: 'Sim' })).toBeChecked()
    expect(within(person('João Souza')).getByRole('radio', { name: 'Não' })).toBeChecked()
    expect(screen.getByText(/^Vocês responderam em/)).toBeInTheDocument()
  })

  it('a wrong code shows its message and the open form, which still answers', async () => {
    const user = userEvent.setup({ delay: null })
    getInvitation.mockRejectedValue(
      new DataError('Convite não encontrado. Confira o link que você recebeu.', 'not_found'),
    )
    renderRsvp()
    expect(
      await screen.findByText('Convite não encontrado. Confira o link que você recebeu.'),
    ).toBeInTheDocument()
    expect(screen.getByText(HOUSEHOLD_RSVP.openFormInstead)).toBeInTheDocument()
    // The open form, with its own subtitle again.
    expect(await screen.findByText(RSVP.subtitle)).toBeInTheDocument()
    expect(screen.queryByText(PERSONAL_RSVP.subtitle)).toBeNull()
    await user.type(screen.getByLabelText(/^Nome completo/), 'Rita Alves')
    await user.click(screen.getByRole('radio', { name: RSVP.sim }))
    await user.type(screen.getByLabelText(/^E-mail/), 'rita@exemplo.com')
    await user.type(screen.getByLabelText(/^Telefone/), '34988887777')
    await user.click(screen.getByRole('button', { name: RSVP.submit }))
    expect(await screen.findByRole('heading', { name: RSVP.thanksTitle('Rita') })).toBeVisible()
    expect(submitRsvp).toHaveBeenCalledOnce()
    expect(answerInvitation).not.toHaveBeenCalled()
  })

  it('too many tries: the rate limit’s text, and trying again later opens the invitation', async () => {
    const user = userEvent.setup({ delay: null })
    getInvitation.mockRejectedValueOnce(new DataError(COMMON.tooManyRequests, 'rate_limited'))
    renderRsvp()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente de novo.',
    )
    expect(screen.queryByRole('heading', { name: /^Olá/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: COMMON.retry }))
    expect(await screen.findByRole('heading', { name: 'Olá, Família Souza!' })).toBeInTheDocument()
    expect(getInvitation).toHaveBeenCalledTimes(2)
  })

  it("a network failure says so and offers 'Tentar novamente'", async () => {
    const user = userEvent.setup({ delay: null })
    getInvitation.mockRejectedValueOnce(new DataError(PERSONAL_RSVP.loadError, 'unknown'))
    getInvitation.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    renderRsvp()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível abrir o seu convite. Tente novamente.',
    )
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    await waitFor(() => expect(getInvitation).toHaveBeenCalledTimes(2))
    expect(await screen.findByRole('alert')).toHaveTextContent(PERSONAL_RSVP.loadError)
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('heading', { name: 'Olá, Família Souza!' })).toBeInTheDocument()
  })

  it('without a code the open form shows and no invitation is looked up', () => {
    window.history.replaceState(null, '', '/')
    renderRsvp()
    expect(screen.getByText(RSVP.subtitle)).toBeInTheDocument()
    expect(screen.getByLabelText(/^Nome completo/)).toBeInTheDocument()
    expect(getInvitation).not.toHaveBeenCalled()
  })
})
