import { useId, useRef, useState } from 'react'
import { Download, FileUp } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { DataTable, type Column } from '@/components/ui/data-table'
import { FormError } from '@/components/ui/form-error'
import { Modal, ModalActions } from '@/components/ui/modal'
import { COMMON } from '@/config/copy/common'
import { ADMIN } from '@/config/copy/admin'
import { GUEST_IMPORT_MAX_BYTES } from '@/config/ui'
import { downloadBlob } from '@/lib/download'
import {
  decodeSpreadsheet,
  guestCsvTemplate,
  parseGuestCsv,
  type ParsedGuestCsv,
} from '@/lib/guest-csv'
import { useAdminApi } from '../session/admin-context'

interface Preview extends ParsedGuestCsv {
  fileName: string
}

interface HouseholdRow {
  key: string
  name: string
  people: number
}

const COLUMNS: Column<HouseholdRow>[] = [
  {
    key: 'name',
    header: ADMIN.importColumns.household,
    cell: (h) => <span className="font-medium">{h.name}</span>,
  },
  { key: 'people', header: ADMIN.importColumns.people, cell: (h) => h.people, numeric: true },
]

/** Why a chosen file cannot be read as a guest list, or null when it may be. */
function fileProblem(file: File): string | null {
  if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') return ADMIN.importNotCsv
  if (file.size === 0) return ADMIN.importEmptyFile
  if (file.size > GUEST_IMPORT_MAX_BYTES)
    return ADMIN.importTooLarge(GUEST_IMPORT_MAX_BYTES / (1024 * 1024))
  return null
}

/**
 * 'Importar planilha': the couple choose a CSV of their guest list, see what was understood and
 * which rows were refused (line and reason), and only on confirming are the households sent
 * (admin.importHouseholds skips those already on the list). 'Baixar modelo' gives them the format.
 */
export function GuestImport({ onImported }: { onImported: () => void }) {
  const { service, session, toErrorText } = useAdminApi()
  const input = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const errorId = useId()
  const [fileError, setFileError] = useState<string | null>(null)
  const [preview, setPreview] = useState<Preview | null>(null)
  const [sendError, setSendError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<string | null>(null)

  async function choose(file: File | undefined) {
    // Cleared so that choosing the same file again (after fixing it) still fires a change.
    if (input.current) input.current.value = ''
    setFileError(null)
    setResult(null)
    if (!file) return
    const problem = fileProblem(file)
    if (problem) {
      setFileError(problem)
      return
    }
    let parsed: ParsedGuestCsv
    try {
      parsed = parseGuestCsv(decodeSpreadsheet(new Uint8Array(await file.arrayBuffer())))
    } catch (error) {
      console.error(error)
      setFileError(ADMIN.importReadError)
      return
    }
    // No row read: the header is missing a column (that problem says so), or nothing follows it.
    if (parsed.rows === 0) {
      setFileError(parsed.problems[0]?.reason ?? ADMIN.importNoRows)
      return
    }
    setSendError(null)
    setPreview({ ...parsed, fileName: file.name })
  }

  async function confirm(households: Preview['households']) {
    setBusy(true)
    setSendError(null)
    try {
      const done = await service.admin.importHouseholds(session.token, households)
      setPreview(null)
      setResult(ADMIN.importDone(done.created, done.skipped))
      onImported()
    } catch (error) {
      // The database's own pt-BR text for a refused value says more; anything else, ours.
      setSendError(toErrorText(error, ADMIN.importError, { unknown: ADMIN.importError }))
    } finally {
      setBusy(false)
    }
  }

  function downloadTemplate() {
    const blob = new Blob([guestCsvTemplate()], { type: 'text/csv;charset=utf-8' })
    downloadBlob(blob, ADMIN.guestCsv.fileName)
  }

  const close = () => {
    if (!busy) setPreview(null)
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => input.current?.click()}
          aria-describedby={[hintId, fileError ? errorId : ''].join(' ').trim()}
        >
          <FileUp aria-hidden="true" className="size-4" />
          {ADMIN.importGuests}
        </Button>
        {/* The button above opens it; hidden so the browser's own (maybe English) text never shows. */}
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          aria-label={ADMIN.importFileLabel}
          tabIndex={-1}
          hidden
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <Button size="sm" variant="ghost" onClick={downloadTemplate}>
          <Download aria-hidden="true" className="size-4" />
          {ADMIN.importTemplate}
        </Button>
      </div>
      <p id={hintId} className="text-sm text-ink-muted">
        {ADMIN.importHint}
      </p>
      {fileError ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-error">
          {fileError}
        </p>
      ) : null}
      <p role="status" className="text-sm font-medium text-sage-800 empty:hidden">
        {result}
      </p>

      <Modal
        open={preview !== null}
        title={ADMIN.importPreviewTitle}
        description={preview?.fileName}
        onClose={close}
        size="lg"
      >
        {preview ? (
          <PreviewBody
            preview={preview}
            busy={busy}
            error={sendError}
            onCancel={close}
            onConfirm={() => void confirm(preview.households)}
          />
        ) : null}
      </Modal>
    </div>
  )
}

function PreviewBody({
  preview,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  preview: Preview
  busy: boolean
  error: string | null
  onCancel: () => void
  onConfirm: () => void
}) {
  const refusedId = useId()
  const { households, problems } = preview
  const people = households.reduce((sum, h) => sum + h.members.length, 0)
  const rows: HouseholdRow[] = households.map((h, i) => ({
    key: String(i),
    name: h.name,
    people: h.members.length,
  }))
  const refusedLines = new Set(problems.map((p) => p.line)).size

  return (
    <div className="space-y-5">
      <p className="font-medium text-ink">{ADMIN.importSummary(households.length, people)}</p>
      {rows.length > 0 ? (
        <DataTable
          caption={ADMIN.importUnderstood}
          columns={COLUMNS}
          rows={rows}
          rowKey={(r) => r.key}
        />
      ) : null}
      {problems.length > 0 ? (
        <section aria-labelledby={refusedId} className="rounded-2xl bg-error-soft p-4">
          <h3 id={refusedId} className="font-display text-xl font-semibold text-error-strong">
            {ADMIN.importRefused(refusedLines)}
          </h3>
          <p className="mt-1 text-sm text-ink-muted">{ADMIN.importRefusedHint}</p>
          <ul className="mt-3 space-y-1 text-sm text-ink">
            {problems.map((p, i) => (
              <li key={i}>{ADMIN.importLine(p.line, p.reason)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <FormError>{error}</FormError>
      <ModalActions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {COMMON.cancel}
        </Button>
        <Button onClick={onConfirm} disabled={busy || households.length === 0}>
          {busy ? ADMIN.importing : ADMIN.importConfirm(households.length)}
        </Button>
      </ModalActions>
    </div>
  )
}
