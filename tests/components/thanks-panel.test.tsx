// 'Agradecimentos' in /dev (src/features/admin/thanks): the WhatsApp link carries the giver's phone
// and what they gave, using it marks them thanked, the mark can be undone, and the filters and
// counts follow. On the embedded backend with the real SQL (supabase/schemas/12_thanks.sql).
import type { PGliteInterface } from '@electric-sql/pglite'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { THANKS } from '@/config/copy/thanks'
import type { AdminSession, DataService } from '@/data/types'
import { ThanksPanel } from '@/features/admin/thanks/thanks-panel'
import { parseCsv } from '@/lib/csv'
import { blobText, captureDownloads, renderPanel, withAdminTestDb } from './admin-harness'

let db: PGliteInterface
let service: DataService
let session: AdminSession

withAdminTestDb((ready) => ({ db, service, session } = ready))
beforeEach(async () => {
  await db.exec('truncate public.thanks')
  await db.query(
    `insert into public.gifts (id, name, description, category, reserved, reserved_by,
       reserved_email, reserved_phone, message, reserved_date)
     values ('cafeteira', 'Cafeteira italiana', 'Para o café', 'cozinha', true, 'Ana Souza',
       'ana@exemplo.com', '(34) 99654-7788', 'Muitas felicidades!', '2025-10-05T12:00:00-03:00')`,
  )
  await db.query(
    `insert into public.contributions (kind, status, amount_cents, donor_name, donor_email,
       stripe_session_id, contributed_at)
     values ('card', 'paid', 20000, 'Bruno Lima', 'bruno@exemplo.com', 'cs_test_bruno',
       '2025-10-06T12:00:00-03:00')`,
  )
})
afterEach(() => {
  vi.restoreAllMocks()
})

function rowOf(name: string): HTMLElement {
  const heading = screen.getByRole('heading', { name })
  const row = heading.closest('li')
  if (!row) throw new Error(`no row for ${name}`)
  return row
}

describe('Agradecimentos', () => {
  it("opens WhatsApp with the giver's phone and the gift's name, marks them thanked, and undoes it", async () => {
    const user = userEvent.setup({ delay: null })
    renderPanel(<ThanksPanel />, service, session)
    await screen.findByRole('heading', { name: 'Ana Souza' })
    expect(screen.getByText(THANKS.remaining(2, 2))).toBeInTheDocument()

    const link = within(rowOf('Ana Souza')).getByRole('link', {
      name: THANKS.viaWhatsAppLabel('Ana Souza'),
    })
    const href = new URL(link.getAttribute('href') ?? '')
    expect(href.origin + href.pathname).toBe('https://wa.me/5534996547788')
    const text = href.searchParams.get('text') ?? ''
    expect(text).toContain('Oi, Ana!')
    expect(text).toContain('Cafeteira italiana')
    expect(link).toHaveAttribute('target', '_blank')

    // The browser would open WhatsApp in a new tab; here only the mark is wanted.
    link.addEventListener('click', (e) => e.preventDefault())
    await user.click(link)
    await waitFor(() =>
      expect(within(rowOf('Ana Souza')).getByText(/^Agradecido em/)).toBeInTheDocument(),
    )
    expect(screen.getByText(THANKS.remaining(1, 2))).toBeInTheDocument()

    await user.click(
      within(rowOf('Ana Souza')).getByRole('button', { name: THANKS.undoLabel('Ana Souza') }),
    )
    await waitFor(() =>
      expect(within(rowOf('Ana Souza')).getByText(THANKS.pendingBadge)).toBeInTheDocument(),
    )
    expect(screen.getByText(THANKS.remaining(2, 2))).toBeInTheDocument()
  })

  it('offers an e-mail without a phone, marks by hand, and filters who is left and who was thanked', async () => {
    const user = userEvent.setup({ delay: null })
    renderPanel(<ThanksPanel />, service, session)
    await screen.findByRole('heading', { name: 'Bruno Lima' })

    const mail = within(rowOf('Bruno Lima')).getByRole('link', {
      name: THANKS.viaEmailLabel('Bruno Lima'),
    })
    const href = mail.getAttribute('href') ?? ''
    expect(href.startsWith('mailto:bruno@exemplo.com?')).toBe(true)
    expect(decodeURIComponent(href)).toContain('R$ 200,00')

    await user.click(
      within(rowOf('Bruno Lima')).getByRole('button', {
        name: THANKS.markThankedLabel('Bruno Lima'),
      }),
    )
    await waitFor(() => expect(screen.getByText(THANKS.remaining(1, 2))).toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: THANKS.filterThanked }))
    expect(screen.getByRole('heading', { name: 'Bruno Lima' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Ana Souza' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: THANKS.filterPending }))
    expect(screen.getByRole('heading', { name: 'Ana Souza' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Bruno Lima' })).not.toBeInTheDocument()
  })

  it('exports the givers as a CSV Excel pt-BR opens', async () => {
    const user = userEvent.setup({ delay: null })
    const saved = captureDownloads()
    renderPanel(<ThanksPanel />, service, session)
    await screen.findByRole('heading', { name: 'Ana Souza' })
    await user.click(screen.getByRole('button', { name: THANKS.exportCsv }))
    const file = saved[0]
    if (!file) throw new Error('nothing was downloaded')
    expect(file.name).toMatch(/-agradecimentos-\d{4}-\d{2}-\d{2}\.csv$/)
    const text = await blobText(file.blob)
    expect(text.startsWith('\uFEFF')).toBe(true)
    const [header, ...rows] = parseCsv(text)
    expect(header?.[0]).toBe(THANKS.csvColumns.name)
    expect(rows.find((r) => r[0] === 'Bruno Lima')?.[5]).toBe('200,00')
    expect(rows.find((r) => r[0] === 'Ana Souza')?.[4]).toBe('Cafeteira italiana')
  })
})
