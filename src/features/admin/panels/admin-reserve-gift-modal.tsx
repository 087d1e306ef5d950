import { TextAreaField, TextField } from '@/components/ui/field'
import { FormError } from '@/components/ui/form-error'
import { Modal, ModalFormActions } from '@/components/ui/modal'
import { GIFTS } from '@/config/copy/gifts'
import { ADMIN } from '@/config/copy/admin'
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX, PHONE_MAX } from '@/config/ui'
import type { AdminGift } from '@/data/types'
import { reservationSchema } from '@/lib/forms/schemas'
import { useAdminApi } from '../session/admin-context'
import { useAdminForm } from './admin-form'

export interface AdminReserveGiftModalProps {
  gift: AdminGift | null
  onClose: () => void
  onReserved: () => void
}

// docs/product.md §5 (the admin variant of the blank-fields text).
const RESERVATION = reservationSchema(GIFTS.nameEmailRequiredShort)

/** The couple reserve a gift on a guest's behalf, with docs/product.md §5's reservation rules. */
export function AdminReserveGiftModal({ gift, onClose, onReserved }: AdminReserveGiftModalProps) {
  return (
    <Modal
      open={gift !== null}
      title={gift ? ADMIN.reserveForGuestTitle(gift.name) : ''}
      description={ADMIN.reserveForGuestIntro}
      onClose={onClose}
    >
      {/* Keyed by gift so each opening starts with an empty form. */}
      {gift ? (
        <ReserveForm key={gift.id} gift={gift} onCancel={onClose} onReserved={onReserved} />
      ) : null}
    </Modal>
  )
}

function ReserveForm({
  gift,
  onCancel,
  onReserved,
}: {
  gift: AdminGift
  onCancel: () => void
  onReserved: () => void
}) {
  const { service, session, toast } = useAdminApi()
  const form = useAdminForm({
    schema: RESERVATION,
    initial: { guestName: '', guestEmail: '', guestPhone: '', message: '' },
    fallback: GIFTS.reserveErrorShort,
    send: async (reservation) => {
      await service.admin.reserveGift(session.token, gift.id, reservation)
      toast.show(ADMIN.reservationSaved(gift.name), 'success')
      onReserved()
    },
  })
  const { field } = form

  return (
    <form noValidate onSubmit={form.submit} className="space-y-4">
      <TextField
        label={ADMIN.guestName}
        autoComplete="off"
        maxLength={NAME_MAX}
        {...field('guestName')}
      />
      <TextField
        label={ADMIN.guestEmail}
        type="email"
        autoComplete="off"
        maxLength={EMAIL_MAX}
        {...field('guestEmail')}
      />
      <TextField
        label={ADMIN.guestPhone}
        type="tel"
        optional
        autoComplete="off"
        maxLength={PHONE_MAX}
        {...field('guestPhone')}
      />
      <TextAreaField
        label={ADMIN.guestMessage}
        optional
        rows={3}
        maxLength={MESSAGE_MAX}
        {...field('message')}
      />
      <FormError>{form.error}</FormError>
      <ModalFormActions
        onCancel={onCancel}
        busy={form.busy}
        label={ADMIN.saveReservation}
        busyLabel={GIFTS.reserving}
      />
    </form>
  )
}
