import { useState, type FormEvent } from 'react'
import { PRIVACY } from '@/config/copy/privacy'
import { PrivacyLine } from '@/components/privacy/privacy-link'
import { Button } from '@/components/ui/button'
import { EMAIL_INPUT, PHONE_INPUT, TextAreaField, TextField } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-error'
import { Modal } from '@/components/ui/modal'
import { COMMON } from '@/config/copy/common'
import { GIFTS } from '@/config/copy/gifts'
import { MESSAGE_MAX, NAME_MAX } from '@/config/ui'
import { useDataService } from '@/data/react/context'
import { DataError, type DataService, type Gift, type Reservation } from '@/data/types'
import { reservationSchema } from '@/lib/forms/schemas'
import { useForm } from '@/lib/forms/use-form'

const RESERVATION = reservationSchema(GIFTS.nameEmailRequired)

const EMPTY = { guestName: '', guestEmail: '', guestPhone: '', message: '' }

/**
 * docs/product.md §4/§8: the product first checks the gift is not already reserved ('Erro ao verificar
 * presente' when that read fails, 'Presente não encontrado no banco de dados' when the gift is
 * gone). The database decides in the end (one atomic update), but a page whose list is stale
 * learns it here without writing.
 */
async function checkStillAvailable(service: DataService, gift: Gift): Promise<void> {
  let failed = false
  const fresh = await service.listGifts({ onError: () => (failed = true) })
  if (failed) throw new DataError(GIFTS.checkError, 'unknown')
  const current = fresh.find((g) => g.id === gift.id)
  if (!current) throw new DataError(GIFTS.notFoundInDb, 'not_found')
  if (current.reserved) throw new DataError(GIFTS.alreadyReserved, 'conflict')
}

export interface ReserveGiftModalProps {
  gift: Gift | null
  onClose: () => void
  /** The reservation went through (the caller shows the success modal and reloads). */
  onReserved: (gift: Gift) => void
  /** Someone else took the gift meanwhile: the list must be loaded again (docs/product.md §8). */
  onConflict: () => void
}

/** docs/product.md §4: closed, open for a chosen gift, submitting; success and conflict go to the caller. */
export function ReserveGiftModal({ gift, onClose, onReserved, onConflict }: ReserveGiftModalProps) {
  const service = useDataService()
  const [taken, setTaken] = useState(false)
  const [openFor, setOpenFor] = useState<string | null>(null)
  // docs/product.md §5: name and email required, phone and message optional, every value trimmed.
  const form = useForm({
    schema: RESERVATION,
    initial: EMPTY,
    // docs/product.md §8: the update's own text, or 'Erro ao reservar presente. Tente novamente.'.
    fallback: GIFTS.reserveError,
    codes: { not_configured: GIFTS.giftsNotConfigured },
    send: async (reservation: Reservation) => {
      if (!gift) return
      await checkStillAvailable(service, gift)
      await service.reserveGift(gift.id, reservation)
      form.reset({ message: '' })
      onReserved(gift)
    },
    // Someone else took the gift: the form closes its submit and the list is loaded again.
    onError: (error) => {
      if (error instanceof DataError && (error.code === 'conflict' || error.code === 'not_found')) {
        setTaken(true)
        onConflict()
      }
    },
  })

  // The typed values stay between openings (one guest may reserve several gifts); an error
  // belongs to the opening it happened in.
  const opening = gift?.id ?? null
  if (opening !== openFor) {
    setOpenFor(opening)
    form.clearErrors()
    setTaken(false)
  }
  const { field, error, busy: submitting } = form

  function submit(event: FormEvent<HTMLFormElement>) {
    if (taken) {
      event.preventDefault()
      return
    }
    void form.submit(event)
  }

  return (
    <Modal
      open={gift !== null}
      title={GIFTS.modalTitle}
      description={gift ? GIFTS.modalDescription(gift.name) : undefined}
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label={GIFTS.guestName}
          {...field('guestName')}
          data-autofocus
          autoComplete="name"
          maxLength={NAME_MAX}
          required
        />
        <TextField label={GIFTS.guestEmail} {...field('guestEmail')} {...EMAIL_INPUT} required />
        <TextField label={GIFTS.guestPhone} {...field('guestPhone')} {...PHONE_INPUT} optional />
        <TextAreaField
          label={GIFTS.message}
          {...field('message')}
          rows={3}
          maxLength={MESSAGE_MAX}
          optional
        />
        <PrivacyLine>{PRIVACY.gift}</PrivacyLine>
        <FormAlert>{error}</FormAlert>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {taken ? GIFTS.backToList : COMMON.cancel}
          </Button>
          {taken ? null : (
            <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
              {submitting ? GIFTS.reserving : GIFTS.confirmReservation}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  )
}
