import { Clock } from 'lucide-react'
import { TextField } from '@/components/ui/field'
import { ADMIN_ERRORS } from '@/config/copy'
import { ADMIN } from '@/config/copy-admin'
import { GIFT_LIMITS } from '@/config/limits'
import { pixHoldSchema } from '@/lib/forms/admin-schemas'
import { useAdminApi } from '../session/admin-context'
import { AdminForm, useAdminForm } from './admin-form'
import { useAdminSettings } from './use-admin-settings'

const HINT = ADMIN.pixHoldHint(GIFT_LIMITS.informedHoldHoursMin, GIFT_LIMITS.informedHoldHoursMax)

/**
 * 'Prazo para confirmar PIX informados' (docs/decisions/0017-gifts-as-money.md): how long a guest's
 * informed PIX holds its cotas before they are free again, unless the couple confirm it. `hours`:
 * the saved setting.
 */
export function PixHoldForm({ hours: saved }: { hours: number }) {
  const { toast } = useAdminApi()
  const { save } = useAdminSettings()
  const form = useAdminForm({
    schema: pixHoldSchema,
    initial: { hours: String(saved) },
    fallback: ADMIN_ERRORS.pixHoldError,
    send: async ({ hours }) => {
      await save({ pixHoldHours: hours })
      toast.show(ADMIN.pixHoldSaved(hours), 'success')
    },
  })

  return (
    <AdminForm
      titleId="pix-hold-title"
      title={ADMIN.pixHoldTitle}
      onSubmit={form.submit}
      error={form.error}
      busy={form.busy}
      submitLabel={ADMIN.savePixHold}
      busyLabel={ADMIN.savingPixHold}
      icon={<Clock aria-hidden="true" className="size-4" />}
    >
      <TextField
        label={ADMIN.pixHoldLabel}
        inputMode="numeric"
        autoComplete="off"
        hint={HINT}
        {...form.field('hours')}
      />
    </AdminForm>
  )
}
