import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/field'
import { FormError } from '@/components/ui/form-error'
import { Modal } from '@/components/ui/modal'
import { ADMIN, COMMON, GIFTS } from '@/config/copy'
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX, PHONE_MAX } from '@/config/ui'
import type { AdminGift } from '@/data/types'
import { useAdminApi } from '../session/admin-context'
import { useFormAction } from './use-form-action'
import { cleanText, isEmail, isPhone } from '@/lib/text'

export interface AdminReserveGiftModalProps {
  gift: AdminGift | null
  onClose: () => void
  onReserved: () => void
}

/** The couple reserve a gift on a guest's behalf (issue 6), with SPEC §5's reservation rules. */
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
  const { service, session, toErrorText, toast } = useAdminApi()
  const [guestName, setGuestName] = useState('')
  const [guestEmail, setGuestEmail] = useState('')
  const [guestPhone, setGuestPhone] = useState('')
  const [message, setMessage] = useState('')
  const { error, setError, busy, run } = useFormAction()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const name = cleanText(guestName)
    const email = cleanText(guestEmail)
    if (!name || !email) {
      setError(GIFTS.nameEmailRequiredShort) // SPEC §5 (the admin variant)
      return
    }
    const phone = cleanText(guestPhone)
    if (!isEmail(email) || (phone && !isPhone(phone))) {
      setError(isEmail(email) ? GIFTS.invalidPhone : GIFTS.invalidEmail)
      return
    }
    await run(
      async () => {
        await service.admin.reserveGift(session.token, gift.id, {
          guestName: name,
          guestEmail: email,
          guestPhone: phone || undefined,
          message: cleanText(message) || undefined,
        })
        toast.show(ADMIN.reservationSaved(gift.name), 'success')
        onReserved()
      },
      (err) => toErrorText(err, GIFTS.reserveErrorShort),
    )
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label={ADMIN.guestName}
        autoComplete="off"
        maxLength={NAME_MAX}
        value={guestName}
        onChange={(e) => setGuestName(e.target.value)}
      />
      <TextField
        label={ADMIN.guestEmail}
        type="email"
        autoComplete="off"
        maxLength={EMAIL_MAX}
        value={guestEmail}
        onChange={(e) => setGuestEmail(e.target.value)}
      />
      <TextField
        label={ADMIN.guestPhone}
        type="tel"
        optional
        autoComplete="off"
        maxLength={PHONE_MAX}
        value={guestPhone}
        onChange={(e) => setGuestPhone(e.target.value)}
      />
      <TextAreaField
        label={ADMIN.guestMessage}
        optional
        rows={3}
        maxLength={MESSAGE_MAX}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <FormError>{error}</FormError>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {COMMON.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? GIFTS.reserving : ADMIN.saveReservation}
        </Button>
      </div>
    </form>
  )
}
