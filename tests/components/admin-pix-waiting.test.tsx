import type { PGliteInterface } from '@electric-sql/pglite'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { ADMIN } from '@/config/copy/admin'
import type { AdminSession, DataService } from '@/data/types'
import { AdminDashboard } from '@/features/admin'
import { renderPanel, withAdminTestDb } from './admin-harness'

// Issue 29, point 5 (docs/decisions/0017-gifts-as-money.md "Holds per client"): the couple are
// told at once, at the top of /dev, of each guest's PIX waiting for them, and answer it there, so
// a false one stops holding its cotas in minutes. On the embedded backend (the real SQL).

let db: PGliteInterface
let service: DataService
let session: AdminSession

withAdminTestDb((ready) => ({ db, service, session } = ready))
beforeEach(async () => {
  await db.exec(`
    insert into public.gifts (id, name, description, category, kind, price_cents, quotas)
    values ('g_hotel', 'Diárias no hotel', 'Pé na areia', 'outros', 'money', 35000, 6),
           ('g_jantar', 'Jantar romântico', 'Na viagem', 'outros', 'money', 28000, 1),
           ('g_barco', 'Passeio de barco', 'Mergulho', 'outros', 'money', 18000, 2),
           ('g_aula', 'Aula de culinária', 'Massas', 'cozinha', 'money', 32000, 1);
  `)
})

/** A guest's PIX for a gift: started, and informed unless `informed` is false. */
async function guestPix(giftId: string, quotas: number, name: string, informed = true) {
  const pix = await service.startGiftPix({ giftId, quotas, name, email: 'convidado@exemplo.com' })
  if (informed) await service.informGiftPix(pix.txid)
  return pix
}

const taken = async (id: string) =>
  (await service.listGifts()).find((g) => g.id === id)?.quotas_taken

function renderDashboard() {
  return renderPanel(<AdminDashboard onLogout={async () => {}} gallery={null} />, service, session)
}

describe('/dev: PIX waiting for the couple', () => {
  it('shows each informed PIX first thing, and "Não recebi" there frees its cotas at once', async () => {
    const user = userEvent.setup({ delay: null })
    const robo = await guestPix('g_hotel', 3, 'Robô da Silva')
    await guestPix('g_jantar', 1, 'Tia Lúcia')
    // Only started: the guest may still be paying; the panel lists it, the notice does not.
    await guestPix('g_hotel', 1, 'Caio Lima', false)
    renderDashboard()

    const notice = await screen.findByRole('region', { name: ADMIN.pixWaitingTitle(2) })
    const lines = within(notice).getAllByRole('listitem')
    expect(lines.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Tia Lúcia',
      'Robô da Silva',
    ])
    const line = within(lines[1] as HTMLElement)
    expect(line.getByText(/PIX de R\$ 1\.050,00 · Diárias no hotel · 3 cotas/)).toBeInTheDocument()
    expect(line.getByText(/^Cotas guardadas até /)).toBeInTheDocument()
    expect(line.getByText(ADMIN.pixTxidRow(robo.txid))).toBeInTheDocument()
    expect(within(notice).queryByText('Caio Lima')).toBeNull()
    expect(within(notice).getByRole('link', { name: ADMIN.seeAllContributions })).toHaveAttribute(
      'href',
      '#admin-contributions',
    )
    expect(await taken('g_hotel')).toBe(4)

    await user.click(line.getByRole('button', { name: ADMIN.rejectPixLabel('Robô da Silva') }))
    const dialog = await screen.findByRole('alertdialog', { name: ADMIN.rejectPixTitle })
    await user.click(within(dialog).getByRole('button', { name: ADMIN.rejectPix }))

    expect(await screen.findByText(ADMIN.pixRejected('Robô da Silva'))).toBeInTheDocument()
    await screen.findByRole('region', { name: ADMIN.pixWaitingTitle(1) })
    expect(await taken('g_hotel')).toBe(1)
    // The contributions panel below says so too, without a tap on 'Atualizar'.
    const panel = await screen.findByRole('region', { name: ADMIN.contributionsTitle })
    await waitFor(() =>
      expect(
        within(within(panel).getByText('Robô da Silva').closest('tr') as HTMLElement).getByText(
          ADMIN.statusRejected,
        ),
      ).toBeInTheDocument(),
    )

    // Confirmed from the notice: it is gone, and so is the notice.
    const last = await screen.findByRole('region', { name: ADMIN.pixWaitingTitle(1) })
    await user.click(within(last).getByRole('button', { name: ADMIN.confirmPixLabel('Tia Lúcia') }))
    expect(await screen.findByText(ADMIN.pixConfirmed('Tia Lúcia'))).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('region', { name: /aguardando/ })).toBeNull())
  })

  it('says nothing while no PIX waits', async () => {
    await guestPix('g_hotel', 1, 'Caio Lima', false)
    renderDashboard()
    await screen.findByRole('region', { name: ADMIN.contributionsTitle })
    await screen.findByText('Caio Lima')
    expect(screen.queryByRole('region', { name: /aguardando confirmação/ })).toBeNull()
  })
})
