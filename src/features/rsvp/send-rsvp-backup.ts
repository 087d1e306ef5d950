import { RSVP_BACKUP_URL } from '@/config/env'
import type { RsvpInput } from '@/data/types'

/**
 * docs/product.md §7 'RSVP backup': the whole form, as JSON, to a form-collection service, when
 * VITE_RSVP_BACKUP_URL is set. A second copy outside the database, so a failure is only logged
 * (docs/product.md §8) and never reaches the guest.
 */
export function sendRsvpBackup(
  answer: RsvpInput,
  url: string | undefined = RSVP_BACKUP_URL,
): Promise<void> {
  return postRsvpBackup(
    {
      nomeCompleto: answer.nomeCompleto,
      vaiAoEvento: answer.vaiAoEvento,
      email: answer.email,
      telefone: answer.telefone,
      observacoes: answer.observacoes ?? '',
    },
    url,
  )
}

/** Posts one answer (the open form's, or a household's) to the backup service. */
export async function postRsvpBackup(
  body: Record<string, unknown>,
  url: string | undefined = RSVP_BACKUP_URL,
): Promise<void> {
  if (!url) return
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) console.error(`Cópia da confirmação não enviada: HTTP ${response.status}`)
  } catch (error) {
    console.error('Cópia da confirmação não enviada', error)
  }
}
