import { useState, type FormEvent } from 'react'
import { Plus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { FormError } from '@/components/ui/form-error'
import { TextField } from '@/components/ui/field'
import { useToast } from '@/components/ui/toast'
import { ADMIN, CONTRIBUTION } from '@/config/copy'
import { MESSAGE_MAX, NAME_MAX } from '@/config/ui'
import { useDataService } from '@/data/context'
import { isoDay } from '@/lib/download'
import { parseAmount, sanitizeAmountInput, toCents } from '@/lib/money'
import { useAdmin, useAdminErrors } from './admin-context'
import { useFormAction } from './use-form-action'

/** A PIX gift the couple received, typed by hand (DESIGN departure 3). */
export function PixEntryForm({ onAdded }: { onAdded: () => void }) {
  const service = useDataService()
  const { session } = useAdmin()
  const toErrorText = useAdminErrors()
  const toast = useToast()
  const [donorName, setDonorName] = useState('')
  const [amount, setAmount] = useState('')
  const [date, setDate] = useState(() => isoDay())
  const [note, setNote] = useState('')
  const { error, setError, busy, run } = useFormAction()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const name = donorName.trim()
    if (!name || !amount.trim() || !date) {
      setError(ADMIN.pixRequired)
      return
    }
    const value = parseAmount(amount) // SPEC §5: digits and a comma, greater than 0
    if (value === null) {
      setError(CONTRIBUTION.invalidAmount)
      return
    }
    await run(
      async () => {
        await service.admin.addPixContribution(session.token, {
          donorName: name,
          amountCents: toCents(value),
          date,
          note: note.trim() || undefined,
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
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="pix-entry-title"
      className="rounded-2xl bg-sage-50 p-4 sm:p-5"
    >
      <h3 id="pix-entry-title" className="mb-3 font-display text-2xl font-semibold text-sage-800">
        {ADMIN.addPixTitle}
      </h3>
      <div className="grid gap-4 md:grid-cols-2">
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
      </div>
      <FormError className="mt-3">{error}</FormError>
      <Button type="submit" className="mt-4 w-full sm:w-auto" disabled={busy}>
        <Plus aria-hidden="true" className="size-4" />
        {busy ? ADMIN.addingPix : ADMIN.addPix}
      </Button>
    </form>
  )
}
