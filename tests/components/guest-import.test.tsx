import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COMMON } from '@/config/copy/common'
import { ADMIN } from '@/config/copy/admin'
import { GUEST_IMPORT_MAX_BYTES } from '@/config/ui'
import { createNotConfiguredService } from '@/data/service'
import {
  DataError,
  type AdminService,
  type AdminSession,
  type DataService,
  type HouseholdInput,
} from '@/data/types'
import { GuestImport } from '@/features/admin/guests/guest-import'
import { decodeSpreadsheet, parseGuestCsv } from '@/lib/guest-csv'
import { blobText, captureDownloads, renderPanel } from './admin-harness'
import { must } from './harness'

// Over a fake AdminService: what matters here is what the couple see and what is sent.

const session: AdminSession = {
  userId: 'u1',
  username: 'noivos',
  email: 'noivos@exemplo.com',
  loginTime: new Date().toISOString(),
  token: 'session-token',
}

const excelBytes = new Uint8Array(
  // jsdom's URL is not Node's: the path is built from the project's root (vitest's cwd).
  readFileSync(join(process.cwd(), 'tests/fixtures/guest-list/excel-pt-br-windows-1252.csv')),
)

function setup(importHouseholds: AdminService['importHouseholds']) {
  const base = createNotConfiguredService()
  const spy = vi.fn<AdminService['importHouseholds']>(importHouseholds)
  const service: DataService = { ...base, admin: { ...base.admin, importHouseholds: spy } }
  const onImported = vi.fn<() => void>()
  const view = renderPanel(<GuestImport onImported={onImported} />, service, session)
  return { spy, onImported, ...view }
}

const csvFile = (bytes: BlobPart, name = 'convidados.csv', type = 'text/csv') =>
  new File([bytes], name, { type })

const chooseFile = (user: ReturnType<typeof userEvent.setup>, file: File) =>
  user.upload(screen.getByLabelText(ADMIN.importFileLabel), file)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('GuestImport', () => {
  it('previews an Excel pt-BR file, sends nothing until confirmed, then exactly the households understood', async () => {
    const user = userEvent.setup({ delay: null })
    const { spy, onImported } = setup(async () => ({ created: 1, skipped: 1 }))
    expect(screen.getByRole('button', { name: ADMIN.importGuests })).toBeInTheDocument()

    await chooseFile(user, csvFile(excelBytes))
    const dialog = await screen.findByRole('dialog', { name: ADMIN.importPreviewTitle })
    // 2 households, 5 people; Windows-1252 accents read right.
    expect(within(dialog).getByText('2 convites com 5 pessoas.')).toBeInTheDocument()
    const table = within(dialog).getByRole('table', { name: ADMIN.importUnderstood })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [`${ADMIN.importColumns.household}Família Conceição`, `${ADMIN.importColumns.people}4`],
      [`${ADMIN.importColumns.household}Tia Lúcia e Jorge`, `${ADMIN.importColumns.people}1`],
    ])
    expect(within(dialog).getByText('2 linhas recusadas')).toBeInTheDocument()
    expect(within(dialog).getByText('Linha 7: Falta o nome da pessoa.')).toBeInTheDocument()
    expect(within(dialog).getByText('Linha 8: Telefone inválido: "12345".')).toBeInTheDocument()
    expect(spy).not.toHaveBeenCalled()

    await user.click(within(dialog).getByRole('button', { name: 'Importar 2 convites' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 convite importado, 1 já estava na lista.',
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(spy).toHaveBeenCalledTimes(1)
    const expected: HouseholdInput[] = parseGuestCsv(decodeSpreadsheet(excelBytes)).households
    expect(spy).toHaveBeenCalledWith('session-token', expected)
    expect(spy.mock.calls[0]?.[1].map((h) => h.name)).toEqual([
      'Família Conceição',
      'Tia Lúcia e Jorge',
    ])
    expect(onImported).toHaveBeenCalledTimes(1)
  })

  it('sends nothing when the couple cancel', async () => {
    const user = userEvent.setup({ delay: null })
    const { spy, onImported } = setup(async () => ({ created: 2, skipped: 0 }))
    await chooseFile(user, csvFile(excelBytes))
    const dialog = await screen.findByRole('dialog', { name: ADMIN.importPreviewTitle })
    await user.click(within(dialog).getByRole('button', { name: COMMON.cancel }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(spy).not.toHaveBeenCalled()
    expect(onImported).not.toHaveBeenCalled()
  })

  it('keeps the preview open with the error when the import fails', async () => {
    const user = userEvent.setup({ delay: null })
    const { onImported } = setup(async () => {
      throw new DataError('falhou', 'unknown')
    })
    await chooseFile(user, csvFile(excelBytes))
    const dialog = await screen.findByRole('dialog', { name: ADMIN.importPreviewTitle })
    await user.click(within(dialog).getByRole('button', { name: 'Importar 2 convites' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ADMIN.importError)
    expect(within(dialog).getByRole('button', { name: 'Importar 2 convites' })).toBeEnabled()
    expect(onImported).not.toHaveBeenCalled()
  })

  it('goes back to the login when the session has ended', async () => {
    const user = userEvent.setup({ delay: null })
    const { expire } = setup(async () => {
      throw new DataError('Sessão expirada', 'unauthorized')
    })
    await chooseFile(user, csvFile(excelBytes))
    const dialog = await screen.findByRole('dialog', { name: ADMIN.importPreviewTitle })
    await user.click(within(dialog).getByRole('button', { name: 'Importar 2 convites' }))
    await waitFor(() => expect(expire).toHaveBeenCalledTimes(1))
  })

  it.each([
    ['not a CSV', csvFile('PK', 'convidados.xlsx', 'application/vnd.ms-excel'), ADMIN.importNotCsv],
    ['empty', csvFile(''), ADMIN.importEmptyFile],
    [
      'over 2 MB',
      csvFile(new Uint8Array(GUEST_IMPORT_MAX_BYTES + 1)),
      'O arquivo passa de 2 MB. Divida a planilha em partes menores.',
    ],
    [
      'missing the Nome column',
      csvFile('Convite;Telefone\r\nFamília Souza;11 98888-7777\r\n'),
      'Falta a coluna Nome na primeira linha da planilha. Nada foi importado.',
    ],
    ['only a header', csvFile('Convite;Nome\r\n;\r\n'), ADMIN.importNoRows],
  ])('says why a file that is %s cannot be imported, with no preview', async (_, file, text) => {
    // The not-CSV case must reach the check, whatever the input's accept says.
    const user = userEvent.setup({ applyAccept: false })
    const { spy } = setup(async () => ({ created: 0, skipped: 0 }))
    await chooseFile(user, file)
    expect(await screen.findByRole('alert')).toHaveTextContent(text)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(spy).not.toHaveBeenCalled()
  })

  it("'Baixar modelo' downloads a template the import reads back", async () => {
    const user = userEvent.setup({ delay: null })
    const saved = captureDownloads()
    setup(async () => ({ created: 0, skipped: 0 }))
    await user.click(screen.getByRole('button', { name: ADMIN.importTemplate }))
    await waitFor(() => expect(saved).toHaveLength(1))
    const download = must(saved[0])
    expect(download.name).toBe(ADMIN.guestCsv.fileName)
    const text = await blobText(download.blob)
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFF"Convite";"Nome";"Tipo";"Faixa etária";"Acompanhante";"WhatsApp";"E-mail";"Observação"',
    )
    const parsed = parseGuestCsv(text)
    expect(parsed.problems).toEqual([])
    expect(parsed.households.flatMap((h) => h.members)).toHaveLength(2)
  })
})
