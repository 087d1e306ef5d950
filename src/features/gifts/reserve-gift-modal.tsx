import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { bindText, EMAIL_INPUT, PHONE_INPUT, TextAreaField, TextField } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-error'
import { Modal } from '@/components/ui/modal'
import { COMMON, GIFTS } from '@/config/copy'
import { MESSAGE_MAX, NAME_MAX } from '@/config/ui'
import { useDataService } from '@/data/react/context'
import { DataError, type DataService, type Gift, type Reservation } from '@/data/types'
import { cleanText, isEmail, isPhone } from '@/lib/text'

interface FormValues {
  guestName: string
  guestEmail: string
  guestPhone: string
  message: string
}

const EMPTY: FormValues = { guestName: '', guestEmail: '', guestPhone: '', message: '' }

/** SPEC §5: name and email required, phone and message optional, every value trimmed. */
export function toReservation(values: FormValues): Reservation | string {
  const guestName = cleanText(values.guestName)
  const guestEmail = cleanText(values.guestEmail)
  if (!guestName || !guestEmail) return GIFTS.nameEmailRequired
  if (!isEmail(guestEmail)) return GIFTS.invalidEmail
  const guestPhone = cleanText(values.guestPhone)
  if (guestPhone && !isPhone(guestPhone)) return GIFTS.invalidPhone
  const message = cleanText(values.message)
  return {
    guestName,
    guestEmail,
    ...(guestPhone ? { guestPhone } : {}),
    ...(message ? { message } : {}),
  }
}

/**
 * SPEC §4/§8: the product first checks the gift is not already reserved ('Erro ao verificar
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

/** SPEC §8: the update's own text, or 'Erro ao reservar presente. Tente novamente.'. */
function errorText(error: unknown): string {
  if (error instanceof DataError) {
    return error.code === 'not_configured' ? GIFTS.giftsNotConfigured : error.message
  }
  return GIFTS.reserveError
}

export interface ReserveGiftModalProps {
  gift: Gift | null
  onClose: () => void
  /** The reservation went through (the caller shows the success modal and reloads). */
  onReserved: (gift: Gift) => void
  /** Someone else took the gift meanwhile: the list must be loaded again (SPEC §8). */
  onConflict: () => void
}

/** SPEC §4: closed, open for a chosen gift, submitting; success and conflict go to the caller. */
export function ReserveGiftModal({ gift, onClose, onReserved, onConflict }: ReserveGiftModalProps) {
  const service = useDataService()
  const [values, setValues] = useState<FormValues>(EMPTY)
  const [error, setError] = useState<string | null>(null)
  const [taken, setTaken] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [openFor, setOpenFor] = useState<string | null>(null)

  // The typed values stay between openings (one guest may reserve several gifts); an error
  // belongs to the opening it happened in.
  const opening = gift?.id ?? null
  if (opening !== openFor) {
    setOpenFor(opening)
    setError(null)
    setTaken(false)
  }

  const field = bindText(
    values,
    (key, value) => setValues((v) => ({ ...v, [key]: value })),
    submitting,
  )

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!gift || submitting || taken) return
    const reservation = toReservation(values)
    if (typeof reservation === 'string') {
      setError(reservation)
      return
    }
    setError(null)
    setSubmitting(true)
    try {
      await checkStillAvailable(service, gift)
      await service.reserveGift(gift.id, reservation)
      setValues((v) => ({ ...v, message: '' }))
      onReserved(gift)
    } catch (caught) {
      setError(errorText(caught))
      if (
        caught instanceof DataError &&
        (caught.code === 'conflict' || caught.code === 'not_found')
      ) {
        setTaken(true)
        onConflict()
      }
    } finally {
      setSubmitting(false)
    }
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
