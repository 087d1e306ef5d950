import type { PGliteInterface } from '@electric-sql/pglite'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PERSONAL_DATA_FILE_NOTICE } from '@/config/copy/personal-data'
import { PRIVACY } from '@/config/copy/privacy'
import { PRIVACY_NOTICE } from '@/config/copy/privacy-notice'
import { PRIVACY_ADMIN } from '@/config/copy/admin-privacy'
import { PRIVACY_CONTROLLER } from '@/config/wedding'
import type { AdminSession, DataService } from '@/data/types'
import { PrivacyPanel } from '@/features/admin/panels/privacy-panel'
import { Footer } from '@/features/footer/footer'
import { blobText, captureDownloads, renderPanel, withAdminTestDb } from './admin-harness'

describe('the privacy notice', () => {
  it('opens from the footer over the page, names the controllers, the retention and the rights, and closes with Escape', async () => {
    const user = userEvent.setup({ delay: null })
    render(<Footer />)
    const link = screen.getByRole('button', { name: PRIVACY.link })
    await user.click(link)
    const dialog = await screen.findByRole('dialog', { name: PRIVACY.link })
    // The text arrives from its own chunk.
    expect(
      await within(dialog).findByText(PRIVACY_NOTICE.intro(PRIVACY_CONTROLLER.names)),
    ).toBeInTheDocument()
    expect(
      within(dialog).getByRole('link', { name: PRIVACY_NOTICE.email(PRIVACY_CONTROLLER.email) }),
    ).toHaveAttribute('href', `mailto:${PRIVACY_CONTROLLER.email}`)
    for (const title of [
      PRIVACY_NOTICE.whatTitle,
      PRIVACY_NOTICE.sensitiveTitle,
      PRIVACY_NOTICE.processorsTitle,
      PRIVACY_NOTICE.deviceTitle,
      PRIVACY_NOTICE.retentionTitle,
      PRIVACY_NOTICE.rightsTitle,
    ]) {
      expect(within(dialog).getByRole('heading', { name: title })).toBeInTheDocument()
    }
    // RETENTION_ENDS_AT is midnight of 01/05/2026 at the venue: kept until the day before.
    expect(within(dialog).getByText(/^Até 30\/04\/2026\./)).toBeInTheDocument()
    expect(within(dialog).getByText(/Restrições alimentares, alergias/)).toBeInTheDocument()
    // What stays in the guest's own browser (the kept answer, a PIX in progress, last copies).
    for (const line of [
      PRIVACY_NOTICE.device,
      ...PRIVACY_NOTICE.deviceItems,
      PRIVACY_NOTICE.deviceClear,
    ]) {
      expect(within(dialog).getByText(line)).toBeInTheDocument()
    }

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(link).toHaveFocus()
  })
})

describe('the Privacidade panel', () => {
  let db: PGliteInterface
  let service: DataService
  let session: AdminSession

  withAdminTestDb((ready) => ({ db, service, session } = ready))
  beforeEach(async () => {
    await db.exec(`
      insert into public.gifts (id, name, description, category) values
        ('panelas', 'Jogo de panelas', 'Inox', 'cozinha'),
        ('toalhas', 'Jogo de toalhas', 'Algodão', 'cama e banho');
    `)
    await service.submitRsvp({
      nomeCompleto: 'Ana Souza',
      vaiAoEvento: 'sim',
      email: 'ana@exemplo.com',
      telefone: '(34) 99999-0000',
      dietary: 'Alergia a camarão',
      sensitiveConsent: true,
    })
    await service.reserveGift('panelas', { guestName: 'Ana Souza', guestEmail: 'ana@exemplo.com' })
    await service.postMessage({ name: 'Ana Souza', message: 'Felicidades!' })
    await service.submitRsvp({
      nomeCompleto: 'Bruno Lima',
      vaiAoEvento: 'nao',
      email: 'bruno@exemplo.com',
      telefone: '(34) 98888-0000',
    })
    await service.reserveGift('toalhas', {
      guestName: 'Bruno Lima',
      guestEmail: 'bruno@exemplo.com',
    })
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('finds one person by e-mail, exports them as one JSON file and erases them after a confirm, and logs each action', async () => {
    const user = userEvent.setup({ delay: null })
    const downloads = captureDownloads()
    renderPanel(<PrivacyPanel />, service, session)
    await user.type(screen.getByLabelText(new RegExp(`^${PRIVACY_ADMIN.query}`)), 'ANA@exemplo.com')
    await user.click(screen.getByRole('button', { name: PRIVACY_ADMIN.search }))

    const person = await screen.findByRole('region', {
      name: PRIVACY_ADMIN.foundFor('ANA@exemplo.com'),
    })
    expect(person).toHaveTextContent('Alergia a camarão')
    expect(person).toHaveTextContent(PRIVACY_ADMIN.reservationLine('Jogo de panelas', 'Ana Souza'))
    expect(person).toHaveTextContent('Ana Souza: Felicidades!')
    expect(person).not.toHaveTextContent('Bruno')
    expect(person).not.toHaveTextContent('Jogo de toalhas')

    await user.click(within(person).getByRole('button', { name: PRIVACY_ADMIN.export }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    const file = downloads[0]
    if (!file) throw new Error('no download')
    expect(file.name).toMatch(/^dados-pessoais-\d{4}-\d{2}-\d{2}\.json$/)
    const json = await blobText(file.blob)
    const exported = JSON.parse(json) as { notice: string; emails: string[] }
    expect(exported.notice).toBe(PERSONAL_DATA_FILE_NOTICE)
    expect(exported.emails).toContain('ana@exemplo.com')
    expect(json).toContain('Alergia a camarão')
    expect(json).not.toContain('bruno@exemplo.com')

    await user.click(within(person).getByRole('button', { name: PRIVACY_ADMIN.erase }))
    const confirm = screen.getByRole('alertdialog', { name: PRIVACY_ADMIN.eraseTitle })
    await user.click(within(confirm).getByRole('button', { name: PRIVACY_ADMIN.eraseConfirm }))
    expect(await screen.findByText(/^Dados apagados/)).toBeInTheDocument()
    expect(await screen.findByText(PRIVACY_ADMIN.nothingFound)).toBeInTheDocument()

    // The guest's reservation and message no longer carry the name; the other guest's do.
    const gifts = await service.admin.listGifts(session.token)
    expect(gifts.find((g) => g.id === 'panelas')?.reserved_by).not.toBe('Ana Souza')
    expect(gifts.find((g) => g.id === 'toalhas')?.reserved_by).toBe('Bruno Lima')
    const wall = await service.listMessages({ limit: 10 })
    expect(wall.items.map((m) => m.name)).not.toContain('Ana Souza')

    const log = screen.getByRole('table', { name: PRIVACY_ADMIN.logTitle })
    await waitFor(() =>
      expect(within(log).getAllByText(PRIVACY_ADMIN.actions.erase).length).toBeGreaterThan(0),
    )
    expect(within(log).getAllByText(PRIVACY_ADMIN.actions.export).length).toBeGreaterThan(0)
    expect(within(log).getAllByText(session.username).length).toBeGreaterThan(0)
    // Who was looked up is never in the log.
    expect(log).not.toHaveTextContent('ana@exemplo.com')
  })

  it('warns in the last 30 days before the retention date, and only then', async () => {
    const status = {
      retainUntil: '2026-05-01T03:00:00.000Z',
      daysLeft: 12,
      noticeDue: true,
      pending: { rsvps: 3, households: 1, reservations: 2, contributions: 0 },
      lastAppliedAt: null,
    }
    const withStatus = (s: typeof status): DataService => ({
      ...service,
      admin: { ...service.admin, retentionStatus: async () => s },
    })
    const { unmount } = renderPanel(<PrivacyPanel />, withStatus(status), session)
    const notice = (await screen.findByText(PRIVACY_ADMIN.retentionSoon(12))).closest(
      '[role="status"]',
    )
    expect(notice).toHaveTextContent(PRIVACY_ADMIN.retentionSoon(12))
    expect(notice).toHaveTextContent(PRIVACY_ADMIN.retentionDate('30 de abril de 2026'))
    unmount()

    renderPanel(
      <PrivacyPanel />,
      withStatus({ ...status, daysLeft: 60, noticeDue: false }),
      session,
    )
    expect(
      await screen.findByText(PRIVACY_ADMIN.retentionDate('30 de abril de 2026')),
    ).toBeInTheDocument()
    expect(screen.queryByText(PRIVACY_ADMIN.retentionSoon(60))).toBeNull()
  })

  it('asks for an e-mail or a phone before searching', async () => {
    const user = userEvent.setup({ delay: null })
    renderPanel(<PrivacyPanel />, service, session)
    await user.click(screen.getByRole('button', { name: PRIVACY_ADMIN.search }))
    expect(await screen.findByText(PRIVACY_ADMIN.queryRequired)).toBeInTheDocument()
  })
})
