import { useState, type FormEvent } from 'react'
import { Plus } from 'lucide-react'
import { TextField } from '@/components/ui/field'
import { ADMIN, CONTRIBUTION } from '@/config/copy'
import { MANUAL_PIX_MAX_CENTS, MESSAGE_MAX, NAME_MAX } from '@/config/ui'
import { isoDay } from '@/lib/download'
import { parseAmount, sanitizeAmountInput, toCents } from '@/lib/money'
import { useAdminApi } from '../session/admin-context'
import { AdminForm } from './admin-form'
import { useFormAction } from './use-form-action'
import { cleanText } from '@/lib/text'

/** A PIX gift the couple received, typed by hand (DESIGN departure 3). */
export function PixEntryForm({ onAdded }: { onAdded: () => void }) {
  const { service, session, toErrorText, toast } = useAdminApi()
  const [donorName, setDonorName] = useState('')
  const [amount, setAmount] = useState('')
  const [date, setDate] = useState(() => isoDay())
  const [note, setNote] = useState('')
  const { error, setError, busy, run } = useFormAction()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const name = cleanText(donorName)
    if (!name || !cleanText(amount) || !date) {
      setError(ADMIN.pixRequired)
      return
    }
    const value = parseAmount(amount) // SPEC §5: digits and a comma, greater than 0
    if (value === null || toCents(value) > MANUAL_PIX_MAX_CENTS) {
      setError(CONTRIBUTION.invalidAmount)
      return
    }
    if (date > isoDay()) {
      setError(ADMIN.pixFutureDate)
      return
    }
    await run(
      async () => {
        await service.admin.addPixContribution(session.token, {
          donorName: name,
          amountCents: toCents(value),
          date,
          note: cleanText(note) || undefined,
        })
        toast.show(ADMIN.pixAdded, 'success')
        setDonorName('')
        setAmount('')
        setNote('')
        onAdded()
      },
      (err) => toErrorText(err, ADMIN.pixAddError),
    )
  }

  return (
    <AdminForm
      titleId="pix-entry-title"
      title={ADMIN.addPixTitle}
      onSubmit={submit}
      error={error}
      busy={busy}
      submitLabel={ADMIN.addPix}
      busyLabel={ADMIN.addingPix}
      icon={<Plus aria-hidden="true" className="size-4" />}
      grid
    >
      <TextField
        label={ADMIN.pixDonor}
        autoComplete="off"
        maxLength={NAME_MAX}
        value={donorName}
        onChange={(e) => setDonorName(e.target.value)}
      />
      <TextField
        label={ADMIN.pixAmount}
        inputMode="decimal"
        placeholder="150,00"
        value={amount}
        onChange={(e) => setAmount(sanitizeAmountInput(e.target.value))}
      />
      <TextField
        label={ADMIN.pixDate}
        type="date"
        value={date}
        max={isoDay()}
        onChange={(e) => setDate(e.target.value)}
      />
      <TextField
        label={ADMIN.pixNote}
        optional
        maxLength={MESSAGE_MAX}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
    </AdminForm>
  )
}
