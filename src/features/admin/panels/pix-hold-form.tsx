import { Clock } from 'lucide-react'
import { TextField } from '@/components/ui/field'
import { ADMIN_ERRORS } from '@/config/copy'
import { ADMIN } from '@/config/copy-admin'
import { GIFT_LIMITS } from '@/config/limits'
import type { DataService } from '@/data/types'
import { pixHoldSchema } from '@/lib/forms/admin-schemas'
import { useAdminApi } from '../session/admin-context'
import { AdminForm, useAdminForm } from './admin-form'
import { useAdminQuery } from './use-admin-query'

const HINT = ADMIN.pixHoldHint(GIFT_LIMITS.informedHoldHoursMin, GIFT_LIMITS.informedHoldHoursMax)

const fetchHours = async (s: DataService, token: string) => [await s.admin.pixHoldHours(token)]

/**
 * 'Prazo para confirmar PIX informados' (docs/decisions/0017-gifts-as-money.md): how long a guest's
 * informed PIX holds its cotas before they are free again, unless the couple confirm it.
 */
export function PixHoldForm() {
  const { items, loading } = useAdminQuery(fetchHours, ADMIN_ERRORS.pixHoldError)
  if (loading) return null
  // A failed read shows the default: saving writes the setting anyway.
  const hours = items[0] ?? GIFT_LIMITS.informedHoldHoursDefault
  return <HoldForm key={hours} hours={hours} />
}

function HoldForm({ hours: saved }: { hours: number }) {
  const { service, session, toast } = useAdminApi()
  const form = useAdminForm({
    schema: pixHoldSchema,
    initial: { hours: String(saved) },
    fallback: ADMIN_ERRORS.pixHoldError,
    send: async ({ hours }) => {
      await service.admin.setPixHoldHours(session.token, hours)
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
