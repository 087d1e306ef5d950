import { Plus } from 'lucide-react'
import { TextField } from '@/components/ui/field'
import { ADMIN } from '@/config/copy/admin'
import { MESSAGE_MAX, NAME_MAX, PIX_DATE_MIN } from '@/config/ui'
import { isoDay } from '@/lib/download'
import { pixEntrySchema } from '@/lib/forms/admin-schemas'
import { sanitizeAmountInput } from '@/lib/money'
import { useAdminApi } from '../session/admin-context'
import { AdminForm, useAdminForm } from './admin-form'

/** A PIX gift the couple received, typed by hand (docs/product.md "Beyond the original specification", 3). */
export function PixEntryForm({ onAdded }: { onAdded: () => void }) {
  const { service, session, toast } = useAdminApi()
  const form = useAdminForm({
    schema: pixEntrySchema,
    initial: { donorName: '', amount: '', date: isoDay(), note: '' },
    fallback: ADMIN.pixAddError,
    send: async ({ amount, ...entry }) => {
      await service.admin.addPixContribution(session.token, { ...entry, amountCents: amount })
      toast.show(ADMIN.pixAdded, 'success')
      form.reset({ donorName: '', amount: '', note: '' })
      onAdded()
    },
  })

  return (
    <AdminForm
      titleId="pix-entry-title"
      title={ADMIN.addPixTitle}
      onSubmit={form.submit}
      error={form.error}
      busy={form.busy}
      submitLabel={ADMIN.addPix}
      busyLabel={ADMIN.addingPix}
      icon={<Plus aria-hidden="true" className="size-4" />}
      grid
    >
      <TextField
        label={ADMIN.pixDonor}
        autoComplete="off"
        maxLength={NAME_MAX}
        {...form.field('donorName')}
      />
      <TextField
        label={ADMIN.pixAmount}
        inputMode="decimal"
        placeholder="150,00"
        name="amount"
        value={form.values.amount}
        onChange={(e) => form.set('amount', sanitizeAmountInput(e.target.value))}
      />
      <TextField
        label={ADMIN.pixDate}
        type="date"
        {...form.field('date')}
        min={PIX_DATE_MIN}
        max={isoDay()}
      />
      <TextField label={ADMIN.pixNote} optional maxLength={MESSAGE_MAX} {...form.field('note')} />
    </AdminForm>
  )
}
