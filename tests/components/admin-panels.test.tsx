import type { PGliteInterface } from '@electric-sql/pglite'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COMMON } from '@/config/copy/common'
import { ADMIN_ERRORS } from '@/config/copy/errors'
import { MESSAGES } from '@/config/copy/messages'
import { CONTRIBUTION } from '@/config/copy/payments'
import { ADMIN } from '@/config/copy/admin'
import { PERSONAL_DATA_FILE_NOTICE } from '@/config/copy/personal-data'
import { DELETED_BADGE_MS } from '@/config/ui'
import { STRIPE_MODE } from '@/config/env'
import { WEDDING_SLUG } from '@/config/wedding'
import { DataError, type AdminSession, type Backup, type DataService } from '@/data/types'
import { AdminUsersPanel } from '@/features/admin/panels/admin-users-panel'
import { ContributionsPanel } from '@/features/admin/panels/contributions-panel'
import { MessagesPanel } from '@/features/admin/panels/messages-panel'
import { QuickActions } from '@/features/admin/panels/quick-actions'
import { RsvpsPanel } from '@/features/admin/panels/rsvps-panel'
import { parseCsv } from '@/lib/csv'
import {
  blobBytes,
  blobText,
  captureDownloads,
  renderPanel,
  withAdminTestDb,
} from './admin-harness'

let db: PGliteInterface
let service: DataService
let session: AdminSession

withAdminTestDb((ready) => ({ db, service, session } = ready))
afterEach(() => {
  vi.restoreAllMocks()
})

const today = () => {
  const d = new Date()
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

describe('Messages panel', () => {
  beforeEach(async () => {
    await service.postMessage({ name: 'Ana', message: 'Felicidades!' })
    await service.postMessage({ name: 'Bruno', message: 'Muito amor!' })
  })

  it("deletes after a confirmation and shows 'Deletada!' for 2 s", async () => {
    const user = userEvent.setup({ delay: null })
    renderPanel(<MessagesPanel />, service, session)
    await screen.findByText('Felicidades!')
    await user.click(screen.getByRole('button', { name: ADMIN.deleteMessageLabel('Ana') }))
    const dialog = screen.getByRole('alertdialog', { name: ADMIN.confirmDeleteMessageTitle })
    await user.click(within(dialog).getByRole('button', { name: ADMIN.deleteMessage }))

    expect(await screen.findByText(MESSAGES.deleted)).toBeInTheDocument()
    expect((await service.listMessages({ limit: 10 })).items.map((m) => m.name)).toEqual(['Bruno'])
    await waitFor(() => expect(screen.queryByText('Felicidades!')).not.toBeInTheDocument(), {
      timeout: DELETED_BADGE_MS + 1500,
    })
    expect(screen.queryByText(MESSAGES.deleted)).not.toBeInTheDocument()
    expect(screen.getByText('Muito amor!')).toBeInTheDocument()
  })

  it("shows 'Erro ao deletar mensagem' when the delete fails", async () => {
    const user = userEvent.setup({ delay: null })
    const failing: DataService = {
      ...service,
      admin: {
        ...service.admin,
        deleteMessage: async () => {
          throw new DataError('falhou', 'unknown')
        },
      },
    }
    renderPanel(<MessagesPanel />, failing, session)
    await screen.findByText('Felicidades!')
    await user.click(screen.getByRole('button', { name: ADMIN.deleteMessageLabel('Ana') }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: ADMIN.deleteMessage }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.deleteErrorShort)
    expect(screen.getByText('Felicidades!')).toBeInTheDocument()
  })

  it('refreshes the list on demand', async () => {
    const user = userEvent.setup({ delay: null })
    const noLive: DataService = { ...service, subscribe: () => () => {} }
    renderPanel(<MessagesPanel />, noLive, session)
    await screen.findByText('Felicidades!')
    await service.postMessage({ name: 'Carla', message: 'Chegou agora' })
    expect(screen.queryByText('Chegou agora')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: COMMON.refresh }))
    expect(await screen.findByText('Chegou agora')).toBeInTheDocument()
  })
})

describe('Messages panel: many at once', () => {
  const publicNames = async () =>
    (await service.listMessages({ limit: 100 })).items.map((m) => m.name)

  it('filters by name, selects the whole page and deletes it in one call after a confirmation', async () => {
    const user = userEvent.setup({ delay: null })
    await service.postMessage({ name: 'Ana', message: 'Felicidades!' })
    await db.exec(`
      insert into public.messages (name, message, created_at)
      select 'Robô ' || i, 'Compre já ' || i, now() + i * interval '1 millisecond'
        from generate_series(1, 60) i
    `)
    const bulk = vi.spyOn(service.admin, 'deleteMessages')
    renderPanel(<MessagesPanel />, service, session)
    expect(await screen.findByText(ADMIN.messagesCount(61))).toBeInTheDocument()
    // A page, not the whole wall: Ana is behind 'Ver mais'.
    expect(screen.queryByText('Felicidades!')).not.toBeInTheDocument()

    await user.type(screen.getByLabelText(ADMIN.messagesFilterName), 'robô')
    expect(
      await screen.findByText(ADMIN.messagesMatching(60), {}, { timeout: 3000 }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: ADMIN.moreMessages }))
    await waitFor(() =>
      expect(screen.getAllByRole('checkbox', { name: /^Selecionar mensagem de/ })).toHaveLength(60),
    )
    expect(screen.queryByRole('button', { name: ADMIN.moreMessages })).not.toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: ADMIN.selectPage }))
    expect(screen.getByText(ADMIN.selectedCount(60))).toBeInTheDocument()
    // One unticked again, by hand.
    await user.click(screen.getByRole('checkbox', { name: ADMIN.selectMessageLabel('Robô 60') }))
    expect(screen.getByText(ADMIN.selectedCount(59))).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: ADMIN.deleteSelected }))
    const dialog = screen.getByRole('alertdialog', { name: ADMIN.confirmBulkDeleteTitle })
    expect(dialog).toHaveTextContent(ADMIN.confirmBulkDeleteBody(59))
    await user.click(within(dialog).getByRole('button', { name: ADMIN.deleteSelected }))
    expect(await screen.findByText(ADMIN.bulkDeleted(59))).toBeInTheDocument()
    expect(bulk).toHaveBeenCalledTimes(1)
    expect(bulk.mock.calls[0]?.[1]).toHaveLength(59)
    expect((await publicNames()).sort()).toEqual(['Ana', 'Robô 60'])
    await waitFor(() =>
      expect(screen.getAllByRole('checkbox', { name: /^Selecionar mensagem de/ })).toHaveLength(1),
    )
  })

  it('switches approval on: new messages wait, show as pending, and are approved one by one or together', async () => {
    const user = userEvent.setup({ delay: null })
    renderPanel(<MessagesPanel />, service, session)
    const toggle = await screen.findByRole('switch', { name: ADMIN.approvalToggle })
    await waitFor(() => expect(toggle).toBeEnabled())
    expect(toggle).not.toBeChecked()
    await user.click(toggle)
    expect(await screen.findByText(ADMIN.approvalOn)).toBeInTheDocument()
    expect(toggle).toBeChecked()
    expect(await service.messagesNeedApproval()).toBe(true)

    expect(await service.postMessage({ name: 'Carla', message: 'Esperando' })).toEqual({
      pending: true,
    })
    await service.postMessage({ name: 'Davi', message: 'Eu também' })
    await service.postMessage({ name: 'Eva', message: 'E eu' })
    expect(await publicNames()).toEqual([])
    // Live: the panel shows them, pending.
    expect(await screen.findByText('Esperando', {}, { timeout: 3000 })).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByText(ADMIN.messagePending)).toHaveLength(3))

    await user.click(screen.getByRole('button', { name: ADMIN.approveMessageLabel('Carla') }))
    expect(await screen.findByText(ADMIN.bulkApproved(1))).toBeInTheDocument()
    expect(await publicNames()).toEqual(['Carla'])
    await waitFor(() => expect(screen.getAllByText(ADMIN.messagePending)).toHaveLength(2))

    await user.click(screen.getByRole('checkbox', { name: ADMIN.messagesFilterPending }))
    await waitFor(() =>
      expect(screen.getAllByRole('checkbox', { name: /^Selecionar mensagem de/ })).toHaveLength(2),
    )
    await user.click(screen.getByRole('checkbox', { name: ADMIN.selectPage }))
    await user.click(screen.getByRole('button', { name: ADMIN.approveSelected }))
    expect(await screen.findByText(ADMIN.bulkApproved(2))).toBeInTheDocument()
    expect((await publicNames()).sort()).toEqual(['Carla', 'Davi', 'Eva'])

    await user.click(toggle)
    expect(await screen.findByText(ADMIN.approvalOff)).toBeInTheDocument()
    expect(await service.postMessage({ name: 'Fábio', message: 'Na hora' })).toEqual({
      pending: false,
    })
  })
})

describe('RSVPs panel', () => {
  beforeEach(async () => {
    await service.submitRsvp({
      nomeCompleto: 'José Araújo',
      vaiAoEvento: 'sim',
      email: 'jose@exemplo.com',
      telefone: '34 99999-1111',
      observacoes: 'Vegetariano; sem glúten',
      dietary: 'Alergia a camarão',
      sensitiveConsent: true,
    })
    // Without consent, the allergy is not stored, so the export has nothing to show.
    await service.submitRsvp({
      nomeCompleto: 'Maria Souza',
      vaiAoEvento: 'sim',
      email: 'maria@exemplo.com',
      telefone: '34 99999-2222',
      dietary: 'Sem lactose',
    })
    await service.submitRsvp({
      nomeCompleto: 'Pedro Lima',
      vaiAoEvento: 'nao',
      email: 'pedro@exemplo.com',
      telefone: '34 99999-3333',
      observacoes: '=HYPERLINK("x")',
    })
  })

  it("counts 'sim' and 'não' and searches by name, ignoring accents", async () => {
    const user = userEvent.setup({ delay: null })
    renderPanel(<RsvpsPanel />, service, session)
    await screen.findByText('José Araújo')
    const stat = (label: string) => screen.getByText(label).nextElementSibling?.textContent
    expect(stat(ADMIN.rsvpsSim)).toBe('2')
    expect(stat(ADMIN.rsvpsNao)).toBe('1')
    expect(stat(ADMIN.rsvpsTotal)).toBe('3')

    await user.type(screen.getByLabelText(ADMIN.searchByName), 'jose arau')
    expect(screen.getByText('José Araújo')).toBeInTheDocument()
    expect(screen.queryByText('Maria Souza')).not.toBeInTheDocument()
    await user.clear(screen.getByLabelText(ADMIN.searchByName))
    await user.type(screen.getByLabelText(ADMIN.searchByName), 'ninguém')
    expect(screen.getByText(ADMIN.rsvpsNoMatch)).toBeInTheDocument()
  })

  it('exports a UTF-8 CSV with BOM, pt-BR headers, consented allergies and neutralised formulas', async () => {
    const user = userEvent.setup({ delay: null })
    const downloads = captureDownloads()
    renderPanel(<RsvpsPanel />, service, session)
    await screen.findByText('José Araújo')
    await user.click(screen.getByRole('button', { name: ADMIN.exportCsv }))

    expect(downloads).toHaveLength(1)
    const file = downloads[0]
    if (!file) throw new Error('no download')
    expect(file.name).toBe(`${WEDDING_SLUG}-confirmacoes-${today()}.csv`)
    expect(Array.from((await blobBytes(file.blob)).slice(0, 3))).toEqual([0xef, 0xbb, 0xbf])
    const rows = parseCsv(await blobText(file.blob))
    const h = ADMIN.rsvpColumns
    expect(rows[0]).toEqual([
      h.name,
      h.answer,
      h.email,
      h.phone,
      h.observations,
      h.dietary,
      h.answeredAt,
      h.updatedAt,
    ])
    const jose = rows.find((r) => r[0] === 'José Araújo')
    expect(jose?.slice(1, 6)).toEqual([
      'Sim',
      'jose@exemplo.com',
      '34 99999-1111',
      'Vegetariano; sem glúten',
      'Alergia a camarão',
    ])
    expect(rows.find((r) => r[0] === 'Maria Souza')?.[5]).toBe('')
    const pedro = rows.find((r) => r[0] === 'Pedro Lima')
    expect(pedro?.[1]).toBe('Não')
    expect(pedro?.[4]).toBe(`'=HYPERLINK("x")`)
    // The file says it holds personal data, in a last row of its own.
    expect(rows.at(-1)).toEqual([PERSONAL_DATA_FILE_NOTICE])
    expect(rows).toHaveLength(5)
  })
})

describe('Contributions panel', () => {
  beforeEach(async () => {
    await db.exec(`
      insert into public.contributions (kind, status, amount_cents, donor_name, donor_email, stripe_session_id, message)
      values ('card', 'paid', 25000, 'Carlos Dias', 'carlos@exemplo.com', 'cs_test_1', 'Boa lua de mel'),
             ('card', 'pending', 10050, 'Helena Rocha', 'helena@exemplo.com', 'cs_test_2', null),
             ('card', 'failed', 9900, 'Ivo Reis', null, 'cs_test_3', null);
    `)
  })

  it('lists real rows with status badges and BRL totals', async () => {
    renderPanel(<ContributionsPanel />, service, session)
    await screen.findByText('Carlos Dias')
    const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement
    expect(within(row('Carlos Dias')).getByText(ADMIN.statusPaid)).toBeInTheDocument()
    expect(within(row('Carlos Dias')).getByText('R$ 250,00')).toBeInTheDocument()
    expect(within(row('Helena Rocha')).getByText(ADMIN.statusPending)).toBeInTheDocument()
    expect(within(row('Ivo Reis')).getByText(ADMIN.statusFailed)).toBeInTheDocument()
    expect(screen.getByText(ADMIN.paidTotal).nextElementSibling).toHaveTextContent('R$ 250,00')
    expect(screen.getByText(ADMIN.pendingTotal).nextElementSibling).toHaveTextContent('R$ 100,50')
  })

  it('shows the newest date first: the day the money came, not the day it was typed in', async () => {
    // Typed in on the 12th and 13th, for money that came on the 10th and the 5th.
    await db.exec(`
      insert into public.contributions (kind, status, amount_cents, donor_name, contributed_at, created_at)
      values ('pix', 'paid', 5000, 'Vó Rosa', '2025-10-10 15:00+00', '2025-10-12 10:00+00'),
             ('pix', 'paid', 7000, 'Tio Zé', '2025-10-05 15:00+00', '2025-10-13 10:00+00');
    `)
    renderPanel(<ContributionsPanel />, service, session)
    await screen.findByText('Vó Rosa')
    const [, ...rows] = screen.getAllByRole('row') // the first is the header
    const texts = rows.map((r) => r.textContent ?? '')
    // Today's card payments, then the 10th, then the 5th.
    expect(rows).toHaveLength(5)
    expect(texts[3]).toContain('Vó Rosa')
    expect(texts[3]).toContain('10/10/2025')
    expect(texts[4]).toContain('Tio Zé')
    expect(texts[4]).toContain('05/10/2025')
  })

  it('registers a PIX received by hand, refusing an invalid amount', async () => {
    const user = userEvent.setup({ delay: null })
    renderPanel(<ContributionsPanel />, service, session)
    await screen.findByText('Carlos Dias')
    await user.type(screen.getByLabelText(ADMIN.pixDonor), 'Vó Rosa')
    await user.type(screen.getByLabelText(ADMIN.pixAmount), '0')
    await user.click(screen.getByRole('button', { name: ADMIN.addPix }))
    expect(screen.getByRole('alert')).toHaveTextContent(CONTRIBUTION.invalidAmount)

    await user.clear(screen.getByLabelText(ADMIN.pixAmount))
    await user.type(screen.getByLabelText(ADMIN.pixAmount), 'R$ 300,50')
    // docs/product.md §5: only digits and the comma are kept as the couple types.
    expect(screen.getByLabelText(ADMIN.pixAmount)).toHaveValue('300,50')
    await user.type(screen.getByLabelText(/Observação/), 'Enviou pelo WhatsApp')
    await user.click(screen.getByRole('button', { name: ADMIN.addPix }))

    const row = (await screen.findByText('Vó Rosa')).closest('tr') as HTMLElement
    expect(within(row).getByText('R$ 300,50')).toBeInTheDocument()
    expect(within(row).getByText(ADMIN.kindPix)).toBeInTheDocument()
    expect(within(row).getByText('Enviou pelo WhatsApp')).toBeInTheDocument()
    const [y, m, d] = today().split('-')
    expect(within(row).getByText(`${d}/${m}/${y}`)).toBeInTheDocument()
    expect(screen.getByText(ADMIN.paidTotal).nextElementSibling).toHaveTextContent('R$ 550,50')
  })

  const pendingTotal = () => screen.getByText(ADMIN.pendingTotal).nextElementSibling

  it('shows closed checkouts as expired and sums only the live ones as pending', async () => {
    await db.exec(`
      insert into public.contributions (kind, status, amount_cents, donor_name, stripe_session_id, expires_at, created_at)
      values ('card', 'expired', 70000, 'Júlia Expirada', 'cs_test_4', now() - interval '1 hour', now() - interval '2 hours'),
             ('card', 'pending', 80000, 'Lucas Atrasado', 'cs_test_5', now() - interval '1 minute', now() - interval '1 hour'),
             ('card', 'pending', 90000, 'Olga Antiga', 'cs_test_6', null, now() - interval '25 hours'),
             ('card', 'pending', 1000, 'Paula Aberta', 'cs_test_7', now() + interval '40 minutes', now());
    `)
    renderPanel(<ContributionsPanel />, service, session)
    await screen.findByText('Júlia Expirada')
    const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement
    // Marked by Stripe's event, past its page's end, or older than Stripe's default 24 hours.
    for (const name of ['Júlia Expirada', 'Lucas Atrasado', 'Olga Antiga']) {
      expect(within(row(name)).getByText(ADMIN.statusExpired)).toBeInTheDocument()
    }
    expect(within(row('Paula Aberta')).getByText(ADMIN.statusPending)).toBeInTheDocument()
    // Helena's R$ 100,50 (no end stored, opened now) and Paula's R$ 10,00.
    expect(pendingTotal()).toHaveTextContent('R$ 110,50')
  })

  it('hides a junk contribution from the list and the totals, and shows it again', async () => {
    const user = userEvent.setup({ delay: null })
    renderPanel(<ContributionsPanel />, service, session)
    await screen.findByText('Helena Rocha')
    expect(screen.queryByRole('checkbox', { name: /Mostrar ocultas/ })).not.toBeInTheDocument()

    await user.click(
      screen.getByRole('button', { name: ADMIN.hideContributionLabel('Helena Rocha') }),
    )
    await waitFor(() => expect(screen.queryByText('Helena Rocha')).not.toBeInTheDocument())
    expect(pendingTotal()).toHaveTextContent('R$ 0,00')
    expect(screen.getByText(ADMIN.contributionHidden)).toBeInTheDocument()

    await user.click(screen.getByRole('checkbox', { name: ADMIN.showHidden(1) }))
    const row = screen.getByText('Helena Rocha').closest('tr') as HTMLElement
    expect(within(row).getByText(ADMIN.hiddenBadge)).toBeInTheDocument()
    // Shown for review, a hidden row still counts for no total.
    expect(pendingTotal()).toHaveTextContent('R$ 0,00')

    await user.click(
      within(row).getByRole('button', { name: ADMIN.unhideContributionLabel('Helena Rocha') }),
    )
    await waitFor(() => expect(pendingTotal()).toHaveTextContent('R$ 100,50'))
    expect(screen.queryByText(ADMIN.hiddenBadge)).not.toBeInTheDocument()
    expect(screen.queryByRole('checkbox', { name: /Mostrar ocultas/ })).not.toBeInTheDocument()
  })

  it("confirms a guest's informed PIX for a gift: it counts as received", async () => {
    const user = userEvent.setup({ delay: null })
    await db.exec(`
      insert into public.gifts (id, name, description, category, kind, price_cents, quotas)
      values ('g_passagens', 'Passagens', 'Lua de mel', 'outros', 'money', 20000, 10);
      insert into public.contributions (kind, status, amount_cents, donor_name, pix_txid, gift_id,
          gift_name, quotas, hold_until)
      values ('pix', 'informed', 40000, 'Marina Costa', 'TXMARINA00000000000000001', 'g_passagens',
          'Passagens', 2, now() + interval '40 hours');
    `)
    renderPanel(<ContributionsPanel />, service, session)
    await screen.findByText('Marina Costa')
    expect(screen.getByText(ADMIN.informedTotal).nextElementSibling).toHaveTextContent('R$ 400,00')
    await user.click(screen.getByRole('button', { name: ADMIN.confirmPixLabel('Marina Costa') }))
    await waitFor(() =>
      expect(screen.getByText(ADMIN.paidTotal).nextElementSibling).toHaveTextContent('R$ 650,00'),
    )
    expect(screen.getByText(ADMIN.informedTotal).nextElementSibling).toHaveTextContent('R$ 0,00')
    const row = screen.getByText('Marina Costa').closest('tr') as HTMLElement
    expect(within(row).getByText(ADMIN.statusPaid)).toBeInTheDocument()
  })

  it('shows a guest’s name and message as plain text: no link, no markup', async () => {
    const long = 'x'.repeat(900)
    await db.query(
      `insert into public.contributions (kind, status, amount_cents, donor_name, stripe_session_id, message)
       values ('card', 'pending', 500, $1, 'cs_test_8', $2)`,
      ['<img src=x onerror=alert(1)>', `Pague em https://golpe.example <b>agora</b> ${long}`],
    )
    const { container } = renderPanel(<ContributionsPanel />, service, session)
    const name = await screen.findByText('<img src=x onerror=alert(1)>')
    const row = name.closest('tr') as HTMLElement
    expect(
      within(row).getByText(`Pague em https://golpe.example <b>agora</b> ${long}`),
    ).toBeInTheDocument()
    expect(within(container).queryAllByRole('link')).toEqual([])
    expect(container.querySelector('img, b')).toBeNull()
    // The cell breaks a word of any length rather than widen the table.
    expect(
      within(row)
        .getByText(/^Pague em/)
        .closest('.wrap-anywhere'),
    ).not.toBeNull()
  })
})

describe('Quick actions', () => {
  it('links to the site and to the Stripe dashboard in a new tab', () => {
    renderPanel(<QuickActions />, service, session)
    expect(screen.getByRole('link', { name: ADMIN.viewSite })).toHaveAttribute('href', '/')
    const stripe = screen.getByRole('link', { name: new RegExp(ADMIN.stripeDashboard) })
    // A test key's payments are listed under /test in Stripe's dashboard.
    expect(stripe).toHaveAttribute(
      'href',
      STRIPE_MODE === 'test'
        ? 'https://dashboard.stripe.com/test/payments'
        : 'https://dashboard.stripe.com/payments',
    )
    expect(stripe).toHaveAttribute('target', '_blank')
  })

  it("'Backup Dados' downloads one JSON file named for the wedding with everything", async () => {
    const user = userEvent.setup({ delay: null })
    await service.postMessage({ name: 'Ana', message: 'Felicidades!' })
    await service.admin.saveGift(session.token, {
      name: 'Panela',
      description: 'Inox',
      category: 'cozinha',
      kind: 'reserve',
      priceCents: null,
      quotas: null,
      storeUrl: null,
      position: 0,
    })
    await service.admin.saveSettings(session.token, { pixHoldHours: 12 })
    const downloads = captureDownloads()
    renderPanel(<QuickActions />, service, session)
    await user.click(screen.getByRole('button', { name: ADMIN.backup }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    const file = downloads[0]
    if (!file) throw new Error('no download')
    expect(file.name).toBe(`${WEDDING_SLUG}-backup-${today()}.json`)
    const backup = JSON.parse(await blobText(file.blob)) as Backup
    expect(Object.keys(backup)).toEqual(
      expect.arrayContaining(['gifts', 'messages', 'photos', 'rsvps', 'contributions']),
    )
    expect(backup.gifts.map((g) => g.name)).toEqual(['Panela'])
    expect(backup.messages.map((m) => m.name)).toEqual(['Ana'])
    // The couple's settings too, so a restored site behaves as theirs did.
    expect(backup.settings).toEqual({
      approveMessages: false,
      pixHoldHours: 12,
      rsvpAfterDeadline: expect.any(Boolean),
      rsvpClosesAt: expect.any(String),
      retentionEndsAt: expect.any(String),
      photosAutoApprove: false,
      photosOpenFrom: null,
      photosOpenUntil: null,
      photosQuotaMb: 1024,
      photosRevealAt: null,
      photosScreenKey: expect.stringMatching(/^[a-f0-9]{32}$/),
    })
  })
})

describe('Admin users panel', () => {
  it('creates another admin who can then log in', async () => {
    const user = userEvent.setup({ delay: null })
    renderPanel(<AdminUsersPanel />, service, session)
    const form = screen.getByRole('form', { name: ADMIN.createUserTitle })
    await user.type(within(form).getByLabelText(ADMIN.newUsername), 'Madrinha')
    await user.type(within(form).getByLabelText(ADMIN.newEmail), 'madrinha@exemplo.com')
    await user.type(within(form).getByLabelText(ADMIN.newPassword), 'segredo123')
    await user.click(within(form).getByRole('button', { name: ADMIN.createUser }))
    expect(await screen.findByText(ADMIN.userCreated('madrinha'))).toBeInTheDocument()
    await expect(service.adminLogin('madrinha', 'segredo123')).resolves.toMatchObject({
      username: 'madrinha',
    })

    // The same username again: docs/product.md §8's text with the database's reason.
    await user.type(within(form).getByLabelText(ADMIN.newUsername), 'madrinha')
    await user.type(within(form).getByLabelText(ADMIN.newEmail), 'outra@exemplo.com')
    await user.type(within(form).getByLabelText(ADMIN.newPassword), 'segredo123')
    await user.click(within(form).getByRole('button', { name: ADMIN.createUser }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      ADMIN_ERRORS.createAdminError('Este usuário já existe.'),
    )
  })

  it("changes one's own password, with docs/product.md §8's text on failure", async () => {
    const user = userEvent.setup({ delay: null })
    const other = await service.adminLogin('noivos', 'casamento2025')
    renderPanel(<AdminUsersPanel />, service, other)
    const form = screen.getByRole('form', { name: ADMIN.changePasswordTitle })
    await user.type(within(form).getByLabelText(ADMIN.currentPassword), 'errada123')
    await user.type(within(form).getByLabelText(ADMIN.nextPassword), 'novasenha2025')
    await user.type(within(form).getByLabelText(ADMIN.confirmPassword), 'novasenha2025')
    await user.click(within(form).getByRole('button', { name: ADMIN.changePassword }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      ADMIN_ERRORS.changePasswordError('A senha atual está incorreta.'),
    )

    await user.clear(within(form).getByLabelText(ADMIN.currentPassword))
    await user.type(within(form).getByLabelText(ADMIN.currentPassword), 'casamento2025')
    await user.click(within(form).getByRole('button', { name: ADMIN.changePassword }))
    expect(await screen.findByText(ADMIN.passwordChanged)).toBeInTheDocument()
    await expect(service.adminLogin('noivos', 'novasenha2025')).resolves.toBeTruthy()
    // Put the demo password back for the other tests.
    const again = await service.adminLogin('noivos', 'novasenha2025')
    await service.admin.changePassword(again.token, 'novasenha2025', 'casamento2025')
  })

  it('refuses new passwords that do not match', async () => {
    const user = userEvent.setup({ delay: null })
    renderPanel(<AdminUsersPanel />, service, session)
    const form = screen.getByRole('form', { name: ADMIN.changePasswordTitle })
    await user.type(within(form).getByLabelText(ADMIN.currentPassword), 'casamento2025')
    await user.type(within(form).getByLabelText(ADMIN.nextPassword), 'novasenha2025')
    await user.type(within(form).getByLabelText(ADMIN.confirmPassword), 'outrasenha2025')
    await user.click(within(form).getByRole('button', { name: ADMIN.changePassword }))
    expect(within(form).getByRole('alert')).toHaveTextContent(
      ADMIN_ERRORS.changePasswordError(ADMIN.passwordMismatch),
    )
  })

  it('lists every admin; deactivates another, whose session ends and who cannot log in', async () => {
    const user = userEvent.setup({ delay: null })
    const own = await service.adminLogin('noivos', 'casamento2025')
    await service.admin.createAdmin(own.token, {
      username: 'intruso',
      email: 'intruso@exemplo.com',
      password: 'segredo123',
    })
    const theirs = await service.adminLogin('intruso', 'segredo123')
    renderPanel(<AdminUsersPanel />, service, own)

    const table = await screen.findByRole('table', { name: ADMIN.adminsListTitle })
    // One created with a stolen session cannot hide.
    expect(within(table).getByText('intruso')).toBeInTheDocument()
    expect(within(table).getByText(`noivos ${ADMIN.adminYou}`)).toBeInTheDocument()
    expect(within(table).getByText('intruso@exemplo.com')).toBeInTheDocument()
    // Never oneself.
    expect(
      screen.queryByRole('button', { name: ADMIN.deactivateLabel('noivos') }),
    ).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: ADMIN.deactivateLabel('intruso') }))
    const dialog = await screen.findByRole('alertdialog', { name: ADMIN.deactivateTitle })
    expect(dialog).toHaveTextContent(ADMIN.deactivateQuestion('intruso'))
    await user.click(within(dialog).getByRole('button', { name: ADMIN.deactivate }))
    expect(await screen.findByText(ADMIN.adminDeactivated('intruso'))).toBeInTheDocument()
    expect(await within(table).findByText(ADMIN.adminInactive)).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: ADMIN.deactivateLabel('intruso') }),
    ).not.toBeInTheDocument()

    await expect(service.adminSession(theirs.token)).resolves.toBeNull()
    await expect(service.adminLogin('intruso', 'segredo123')).rejects.toMatchObject({
      code: 'forbidden',
      message: ADMIN_ERRORS.wrongCredentials,
    })
  })

  it('ends every other session, keeping this one', async () => {
    const user = userEvent.setup({ delay: null })
    const own = await service.adminLogin('noivos', 'casamento2025')
    const elsewhere = await service.adminLogin('noivos', 'casamento2025')
    renderPanel(<AdminUsersPanel />, service, own)
    await user.click(await screen.findByRole('button', { name: ADMIN.endOtherSessions }))
    const dialog = await screen.findByRole('alertdialog', { name: ADMIN.endOtherSessionsTitle })
    await user.click(within(dialog).getByRole('button', { name: ADMIN.endOtherSessions }))
    expect(
      await screen.findByText(/sessões encerradas\.$|^1 sessão encerrada\.$/),
    ).toBeInTheDocument()
    await expect(service.adminSession(elsewhere.token)).resolves.toBeNull()
    await expect(service.adminSession(own.token)).resolves.toMatchObject({ username: 'noivos' })
  })
})
