import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COMMON } from '@/config/copy/common'
import { ADMIN } from '@/config/copy/admin'
import { GUESTS_ADMIN as G } from '@/config/copy/admin-guests'
import { PERSONAL_DATA_FILE_NOTICE } from '@/config/copy/personal-data'
import { PRIVACY_ADMIN } from '@/config/copy/admin-privacy'
import { SELECTION_MAX } from '@/config/limits'
import { WEDDING_SLUG } from '@/config/wedding'
import { createNotConfiguredService } from '@/data/service'
import {
  DataError,
  type AdminService,
  type AdminSession,
  type DataService,
  type Household,
  type Rsvp,
} from '@/data/types'
import { GuestListPanel } from '@/features/admin/guests/guest-list-panel'
import { RsvpsPanel } from '@/features/admin/panels/rsvps-panel'
import { parseCsv } from '@/lib/csv'
import { sampleList } from '../harness/households'
import { blobText, captureDownloads, renderPanel } from './admin-harness'

// The guest list's screens over a fake AdminService at the data edge: what the panel asks and
// sends is checked here; the SQL behind those calls has its own db and contract tests.

const session: AdminSession = {
  userId: 'u1',
  username: 'noivos',
  email: 'noivos@exemplo.com',
  loginTime: new Date().toISOString(),
  token: 'tok',
}

function fakeService(households: Household[] = sampleList(), rsvps: Rsvp[] = []) {
  const base = createNotConfiguredService()
  const admin = {
    ...base.admin,
    listHouseholds: vi.fn<AdminService['listHouseholds']>(async () => households),
    saveHousehold: vi.fn<AdminService['saveHousehold']>(async () => 'h-new'),
    deleteHousehold: vi.fn<AdminService['deleteHousehold']>(async () => {}),
    recordAnswer: vi.fn<AdminService['recordAnswer']>(async () => {}),
    listRsvps: vi.fn<AdminService['listRsvps']>(async () => [...rsvps]),
    matchRsvp: vi.fn<AdminService['matchRsvp']>(async () => {}),
    deleteRsvps: vi.fn<AdminService['deleteRsvps']>(async (_token, ids) => {
      const before = rsvps.length
      rsvps.splice(0, rsvps.length, ...rsvps.filter((r) => !ids.includes(r.id)))
      return before - rsvps.length
    }),
  }
  const service: DataService = { ...base, admin }
  return { service, admin }
}

async function renderGuests() {
  const user = userEvent.setup({ delay: null })
  const list = sampleList()
  const fake = fakeService(list)
  renderPanel(<GuestListPanel />, fake.service, session)
  await screen.findByRole('heading', { name: 'Família Souza' })
  /** A household of the list shown, by name. */
  const named = (name: string) => {
    const found = list.find((h) => h.name === name)
    if (!found) throw new Error(`no household ${name}`)
    return found
  }
  return { user, named, ...fake }
}

const card = (name: string) =>
  screen.getByRole('heading', { name }).closest('article') as HTMLElement
const shownHouseholds = () =>
  screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('Guest list panel', () => {
  it('shows the counts at a glance, children by age band and the dietary notes', async () => {
    await renderGuests()
    const summary = screen.getByRole('region', { name: G.summaryTitle })
    const stat = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent
    expect(stat(G.households)).toBe('3')
    expect(stat(G.people)).toBe('8')
    expect(stat(G.answeredSim)).toBe('3')
    expect(stat(G.answeredNao)).toBe('2')
    expect(stat(G.pending)).toBe('3')
    expect(stat(G.adultsConfirmed)).toBe('2')
    expect(stat(G.childrenConfirmed)).toBe('1')
    expect(stat('0 a 5 anos (não paga):')).toBe('1')
    expect(within(summary).getByRole('list', { name: G.dietaryTitle })).toHaveTextContent(
      'Carlos Souza (Família Souza): Sem glúten',
    )
  })

  it('filters by answer and diet, and searches names ignoring accents', async () => {
    const { user } = await renderGuests()
    const filters = screen.getByRole('group', { name: G.filtersLabel })
    expect(shownHouseholds()).toEqual(['Família Souza', 'Tia Lúcia e Jorge', 'Primo Davi'])
    await user.click(within(filters).getByRole('button', { name: G.filterPending }))
    expect(within(filters).getByRole('button', { name: G.filterPending })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(shownHouseholds()).toEqual(['Tia Lúcia e Jorge'])
    await user.click(within(filters).getByRole('button', { name: G.filterYes }))
    expect(shownHouseholds()).toEqual(['Família Souza'])
    await user.click(within(filters).getByRole('button', { name: G.filterNo }))
    expect(shownHouseholds()).toEqual(['Família Souza', 'Primo Davi'])
    await user.click(within(filters).getByRole('button', { name: G.filterDietary }))
    expect(shownHouseholds()).toEqual(['Família Souza'])
    await user.click(within(filters).getByRole('button', { name: G.filterAll }))
    await user.type(screen.getByLabelText(G.search), 'lucia')
    expect(shownHouseholds()).toEqual(['Tia Lúcia e Jorge'])
    await user.clear(screen.getByLabelText(G.search))
    await user.type(screen.getByLabelText(G.search), 'ninguém')
    expect(screen.getByText(G.noMatch)).toBeInTheDocument()
  })

  it('lists members with their answers, the unnamed companion seat and who recorded the answer', async () => {
    await renderGuests()
    const souza = card('Família Souza')
    const members = within(souza).getByRole('list', { name: G.membersLabel('Família Souza') })
    const line = (name: string) => within(members).getByText(name).closest('li') as HTMLElement
    expect(line('Carlos Souza')).toHaveTextContent(G.badgeSim)
    expect(line('Bia Souza')).toHaveTextContent(G.badgeNao)
    expect(line('Bia Souza')).toHaveTextContent('6 a 12 anos (meia)')
    expect(souza).toHaveTextContent('Estaremos lá!')
    expect(souza).toHaveTextContent(G.answeredBy(G.byGuest, '02/11/2026 às 12:30'))
    expect(within(souza).getByText(G.history(1))).toBeInTheDocument()
    const lucia = card('Tia Lúcia e Jorge')
    expect(within(lucia).getByText(G.companionUnnamed).closest('li')).toHaveTextContent(
      G.badgePending,
    )
    expect(lucia).toHaveTextContent(G.notAnswered)
    expect(card('Primo Davi')).toHaveTextContent(G.answeredBy(G.byCouple, '05/11/2026 às 09:00'))
  })

  it('opens WhatsApp with the phone (55 added) and the encoded personal link; reminds only who has not answered', async () => {
    await renderGuests()
    const link = `${window.location.origin}/?convite=SOUZA23456#rsvp`
    const invite = within(card('Família Souza')).getByRole('link', {
      name: G.inviteLabel('Família Souza'),
    })
    const href = invite.getAttribute('href') ?? ''
    expect(href.startsWith('https://wa.me/5534999991111?text=')).toBe(true)
    expect(href).toContain(encodeURIComponent(link))
    expect(new URL(href).searchParams.get('text')).toContain('Família Souza')
    // Answered: no reminder.
    expect(
      within(card('Família Souza')).queryByRole('link', { name: G.remindLabel('Família Souza') }),
    ).not.toBeInTheDocument()

    const remind = within(card('Tia Lúcia e Jorge')).getByRole('link', {
      name: G.remindLabel('Tia Lúcia e Jorge'),
    })
    const text = new URL(remind.getAttribute('href') ?? '').searchParams.get('text')
    expect(text).toContain('Ainda não recebemos')
    expect(text).toContain(`${window.location.origin}/?convite=LUCIA23456#rsvp`)

    // No phone: the button is there, disabled, with the reason.
    const davi = card('Primo Davi')
    const noPhone = within(davi).getByRole('button', { name: G.inviteLabel('Primo Davi') })
    expect(noPhone).toBeDisabled()
    expect(noPhone).toHaveAccessibleDescription(G.noPhoneHint)
  })

  it('copies the personal link', async () => {
    const { user } = await renderGuests()
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await user.click(screen.getByRole('button', { name: G.copyLinkLabel('Tia Lúcia e Jorge') }))
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?convite=LUCIA23456#rsvp`)
    expect(await screen.findByText(G.linkCopied('Tia Lúcia e Jorge'))).toBeInTheDocument()
  })

  it('adds a household: bad input gets pt-BR messages and keeps what was typed, then saves', async () => {
    const { user, admin } = await renderGuests()
    await user.click(screen.getByRole('button', { name: G.add }))
    const dialog = screen.getByRole('dialog', { name: G.addTitle })
    await user.type(within(dialog).getByLabelText(/WhatsApp/), 'abc')
    await user.type(within(dialog).getByLabelText(/E-mail/), 'joao@')
    await user.click(within(dialog).getByRole('button', { name: G.save }))

    expect(within(dialog).getByText(G.nameRequired)).toBeInTheDocument()
    expect(within(dialog).getByText(COMMON.invalidPhone)).toBeInTheDocument()
    expect(within(dialog).getByText(COMMON.invalidEmail)).toBeInTheDocument()
    expect(within(dialog).getByText(G.memberNameRequired)).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/WhatsApp/)).toHaveValue('abc')
    expect(within(dialog).getByLabelText(/E-mail/)).toHaveValue('joao@')
    expect(admin.saveHousehold).not.toHaveBeenCalled()

    await user.type(within(dialog).getByLabelText(new RegExp(G.name)), 'Família Lima')
    await user.clear(within(dialog).getByLabelText(/WhatsApp/))
    await user.type(within(dialog).getByLabelText(/WhatsApp/), '(34) 97777-3333')
    await user.clear(within(dialog).getByLabelText(/E-mail/))
    const first = within(dialog).getByRole('group', { name: G.memberLegend(1) })
    await user.type(within(first).getByLabelText(G.memberName), 'João Lima')
    await user.click(within(dialog).getByRole('button', { name: G.addMember }))
    const second = within(dialog).getByRole('group', { name: G.memberLegend(2) })
    await user.selectOptions(within(second).getByLabelText(G.memberKind), G.child)
    await user.selectOptions(within(second).getByLabelText(G.memberAgeBand), '6-12')
    await user.type(within(second).getByLabelText(G.memberName), 'Caio Lima')
    await user.click(within(dialog).getByRole('button', { name: G.addMember }))
    const third = within(dialog).getByRole('group', { name: G.memberLegend(3) })
    // A companion seat stays without a name until the guest gives one.
    await user.click(within(third).getByRole('checkbox', { name: G.memberCompanion }))
    await user.click(within(dialog).getByRole('button', { name: G.save }))

    await waitFor(() => expect(admin.saveHousehold).toHaveBeenCalledTimes(1))
    expect(admin.saveHousehold).toHaveBeenCalledWith('tok', {
      name: 'Família Lima',
      phone: '(34) 97777-3333',
      email: null,
      note: null,
      members: [
        { name: 'João Lima', kind: 'adult', ageBand: null, companion: false },
        { name: 'Caio Lima', kind: 'child', ageBand: '6-12', companion: false },
        { name: '', kind: 'adult', ageBand: null, companion: true },
      ],
    })
    expect(await screen.findByText(G.saved('Família Lima'))).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(admin.listHouseholds).toHaveBeenCalledTimes(2)
  })

  it('edits a household, keeping its members’ ids (and so their answers); a removed member goes', async () => {
    const { user, admin, named } = await renderGuests()
    const souza = named('Família Souza')
    await user.click(screen.getByRole('button', { name: G.editLabel('Família Souza') }))
    const dialog = screen.getByRole('dialog', { name: G.editTitle('Família Souza') })
    expect(within(dialog).getByLabelText(new RegExp(G.name))).toHaveValue('Família Souza')
    await user.click(within(dialog).getByRole('button', { name: G.removeMember(4) }))
    await user.type(within(dialog).getByLabelText(new RegExp(G.name)), ' e Vó')
    await user.click(within(dialog).getByRole('button', { name: G.save }))
    await waitFor(() => expect(admin.saveHousehold).toHaveBeenCalledTimes(1))
    const sent = admin.saveHousehold.mock.calls[0]?.[1]
    expect(sent?.id).toBe(souza.id)
    expect(sent?.name).toBe('Família Souza e Vó')
    expect(sent?.members.map((m) => m.name)).toEqual(['Carlos Souza', 'Ana Souza', 'Léo Souza'])
    expect(sent?.members.map((m) => m.id)).toEqual(souza.members.slice(0, 3).map((m) => m.id))
  })

  it('deletes only after a confirmation', async () => {
    const { user, admin, named } = await renderGuests()
    await user.click(screen.getByRole('button', { name: G.deleteLabel('Primo Davi') }))
    let dialog = screen.getByRole('alertdialog', { name: G.deleteTitle })
    expect(dialog).toHaveTextContent(G.deleteBody('Primo Davi'))
    await user.click(within(dialog).getByRole('button', { name: COMMON.cancel }))
    expect(admin.deleteHousehold).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: G.deleteLabel('Primo Davi') }))
    dialog = screen.getByRole('alertdialog', { name: G.deleteTitle })
    await user.click(within(dialog).getByRole('button', { name: G.delete }))
    await waitFor(() => expect(admin.deleteHousehold).toHaveBeenCalledTimes(1))
    expect(admin.deleteHousehold).toHaveBeenCalledWith('tok', named('Primo Davi').id)
    expect(await screen.findByText(G.deleted('Primo Davi'))).toBeInTheDocument()
  })

  it('records an answer given by phone: everyone sim or não, the companion who comes named', async () => {
    const { user, admin, named } = await renderGuests()
    await user.click(screen.getByRole('button', { name: G.recordLabel('Tia Lúcia e Jorge') }))
    const dialog = screen.getByRole('dialog', { name: G.recordTitle('Tia Lúcia e Jorge') })
    await user.click(within(dialog).getByRole('button', { name: G.saveAnswer }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(G.answerEveryone)

    const person = (name: string) => within(dialog).getByRole('group', { name })
    await user.click(within(person('Lúcia Prado')).getByRole('radio', { name: 'Sim' }))
    await user.type(within(person('Lúcia Prado')).getByLabelText(/Restrição/), 'Lactose')
    await user.click(within(person('Jorge Prado')).getByRole('radio', { name: 'Não' }))
    await user.click(within(person(G.companionSeat(1))).getByRole('radio', { name: 'Sim' }))
    await user.click(within(dialog).getByRole('button', { name: G.saveAnswer }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(G.companionNameRequired)
    // What was chosen stays.
    expect(within(person('Lúcia Prado')).getByRole('radio', { name: 'Sim' })).toBeChecked()

    await user.type(within(person(G.companionSeat(1))).getByLabelText(G.companionName), 'Rui')
    await user.type(within(dialog).getByLabelText(/Mensagem/), 'Ligou ontem')
    // Dietary notes are health data: stored only when the guest said yes to it.
    const consent = within(dialog).getByRole('checkbox', { name: PRIVACY_ADMIN.phoneConsent })
    expect(consent).not.toBeChecked()
    await user.click(consent)
    await user.click(within(dialog).getByRole('button', { name: G.saveAnswer }))
    await waitFor(() => expect(admin.recordAnswer).toHaveBeenCalledTimes(1))
    const lucia = named('Tia Lúcia e Jorge')
    expect(admin.recordAnswer).toHaveBeenCalledWith('tok', lucia.id, {
      members: [
        { id: lucia.members[0]?.id, attending: 'sim', dietary: 'Lactose' },
        { id: lucia.members[1]?.id, attending: 'nao' },
        { id: lucia.members[2]?.id, attending: 'sim', name: 'Rui' },
      ],
      message: 'Ligou ontem',
      sensitiveConsent: true,
    })
    expect(await screen.findByText(G.answerSaved('Tia Lúcia e Jorge'))).toBeInTheDocument()
  })

  it('exports one row per person', async () => {
    const downloads = captureDownloads()
    const { user } = await renderGuests()
    await user.click(screen.getByRole('button', { name: G.exportCsv }))
    const file = downloads[0]
    if (!file) throw new Error('no download')
    expect(file.name).toMatch(new RegExp(`^${WEDDING_SLUG}-convidados-\\d{4}-\\d{2}-\\d{2}\\.csv$`))
    const rows = parseCsv(await blobText(file.blob))
    expect(rows.at(-1)).toEqual([PERSONAL_DATA_FILE_NOTICE])
    expect(rows).toHaveLength(10)
    const leo = rows.find((r) => r[1] === 'Léo Souza')
    expect(leo?.slice(0, 5)).toEqual([
      'Família Souza',
      'Léo Souza',
      'Criança',
      '0 a 5 anos (não paga)',
      '',
    ])
    // Resposta, after the import's eight columns.
    expect(leo?.[8]).toBe('Sim')
  })

  it('shows its load error without breaking the page when the list cannot be read', async () => {
    const { service, admin } = fakeService()
    admin.listHouseholds.mockRejectedValue(new DataError(G.loadError, 'unknown'))
    renderPanel(<GuestListPanel />, service, session)
    expect(await screen.findByRole('alert')).toHaveTextContent(G.loadError)
    expect(screen.getByRole('heading', { name: G.title })).toBeInTheDocument()
  })
})

describe('RSVP panel with kept answers', () => {
  const rsvp = (over: Partial<Rsvp>): Rsvp => ({
    id: 'r',
    nome_completo: 'Ana Reis',
    vai_ao_evento: 'sim',
    email: 'ana@exemplo.com',
    telefone: '34 99999-0000',
    observacoes: null,
    household_id: null,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    dietary: null,
    sensitive_consent_at: null,
    ...over,
  })
  const answers = () => [
    rsvp({ id: 'r3', vai_ao_evento: 'nao', created_at: '2026-11-03T10:00:00Z' }),
    rsvp({ id: 'r2', nome_completo: 'Bruno Reis', email: 'bruno@exemplo.com' }),
    rsvp({ id: 'r1', observacoes: 'Primeira', created_at: '2026-11-01T09:00:00Z' }),
  ]

  it("deletes a guest's every answer after asking, and the counts follow", async () => {
    const user = userEvent.setup({ delay: null })
    const { service, admin } = fakeService(sampleList(), answers())
    renderPanel(<RsvpsPanel />, service, session)
    await screen.findByText('Ana Reis')
    await user.click(screen.getByRole('button', { name: G.deleteRsvpLabel('Ana Reis') }))
    const dialog = await screen.findByRole('alertdialog', { name: G.confirmDeleteRsvpTitle })
    expect(dialog).toHaveTextContent(G.confirmDeleteRsvpBody('Ana Reis', 2))
    await user.click(within(dialog).getByRole('button', { name: G.deleteRsvp }))
    expect(await screen.findByText(G.rsvpDeleted(2))).toBeInTheDocument()
    expect(admin.deleteRsvps).toHaveBeenCalledWith('tok', ['r3', 'r1'])
    await waitFor(() => expect(screen.queryByText('Ana Reis')).toBeNull())
    expect(screen.getByText('Bruno Reis')).toBeInTheDocument()
    expect(screen.getByText(ADMIN.rsvpsTotal).nextElementSibling).toHaveTextContent('1')
  })

  it('deletes an e-mail with more answers than one call takes, in several calls', async () => {
    const user = userEvent.setup({ delay: null })
    const many = Array.from({ length: SELECTION_MAX + 1 }, (_, i) =>
      rsvp({
        id: `s${i}`,
        nome_completo: 'Robô',
        email: 'robo@exemplo.com',
        created_at: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
      }),
    )
    const { service, admin } = fakeService(sampleList(), many)
    renderPanel(<RsvpsPanel />, service, session)
    await user.click(await screen.findByRole('button', { name: G.deleteRsvpLabel('Robô') }))
    const dialog = await screen.findByRole('alertdialog', { name: G.confirmDeleteRsvpTitle })
    await user.click(within(dialog).getByRole('button', { name: G.deleteRsvp }))
    expect(await screen.findByText(G.rsvpDeleted(SELECTION_MAX + 1))).toBeInTheDocument()
    expect(admin.deleteRsvps).toHaveBeenCalledTimes(2)
    expect(await screen.findByText(ADMIN.rsvpsEmpty)).toBeInTheDocument()
  })

  it('shows the latest answer per e-mail, the earlier ones in a disclosure, and matches it to a household', async () => {
    const user = userEvent.setup({ delay: null })
    const downloads = captureDownloads()
    const list = sampleList()
    const { service, admin } = fakeService(list, answers())
    renderPanel(<RsvpsPanel />, service, session)
    const row = (await screen.findByText('Ana Reis')).closest('tr') as HTMLElement
    const stat = (label: string) => screen.getByText(label).nextElementSibling?.textContent
    expect(stat(ADMIN.rsvpsSim)).toBe('1')
    expect(stat(ADMIN.rsvpsNao)).toBe('1')
    expect(stat(ADMIN.rsvpsTotal)).toBe('2')
    expect(within(row).getByText(ADMIN.answerNao)).toBeInTheDocument()
    expect(within(row).getByText(G.rsvpEarlier(1))).toBeInTheDocument()
    expect(row).toHaveTextContent('Primeira')

    const select = await within(row).findByRole('combobox', { name: G.matchRsvpLabel('Ana Reis') })
    await user.selectOptions(select, 'Tia Lúcia e Jorge')
    const lucia = list.find((h) => h.name === 'Tia Lúcia e Jorge')
    // The latest answer is the one linked.
    await waitFor(() => expect(admin.matchRsvp).toHaveBeenCalledWith('tok', 'r3', lucia?.id))
    expect(await screen.findByText(G.matched('Tia Lúcia e Jorge'))).toBeInTheDocument()

    // The export: one row per guest, the latest answer.
    await user.click(screen.getByRole('button', { name: ADMIN.exportCsv }))
    const rows = parseCsv(await blobText(downloads[0]?.blob ?? new Blob()))
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual([
      ['Ana Reis', 'Não'],
      ['Bruno Reis', 'Sim'],
      [PERSONAL_DATA_FILE_NOTICE, undefined],
    ])
  })

  it('shows the household an answer is linked to', async () => {
    const list = sampleList()
    const souza = list[0]
    const { service } = fakeService(list, [rsvp({ household_id: souza?.id ?? null })])
    renderPanel(<RsvpsPanel />, service, session)
    expect(await screen.findByText(G.linkedTo('Família Souza'))).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: G.matchRsvpLabel('Ana Reis') })).toHaveValue(
      souza?.id,
    )
  })

  it('still lists the answers when the guest list cannot be read', async () => {
    const { service, admin } = fakeService([], answers())
    admin.listHouseholds.mockRejectedValue(new DataError('falhou', 'unknown'))
    renderPanel(<RsvpsPanel />, service, session)
    expect(await screen.findByText('Ana Reis')).toBeInTheDocument()
    await waitFor(() => expect(admin.listHouseholds).toHaveBeenCalled())
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
  })
})
