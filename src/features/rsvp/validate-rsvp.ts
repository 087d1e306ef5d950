import { RSVP } from '@/config/copy'
import type { RsvpAnswer } from '@/config/domain'
import type { RsvpInput } from '@/data/types'

export interface RsvpFormValues {
  nomeCompleto: string
  vaiAoEvento: RsvpAnswer | ''
  email: string
  telefone: string
  observacoes: string
}

export const EMPTY_RSVP: RsvpFormValues = {
  nomeCompleto: '',
  vaiAoEvento: '',
  email: '',
  telefone: '',
  observacoes: '',
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export type RsvpValidation =
  { ok: true; input: RsvpInput } | { ok: false; message: string; missing: (keyof RsvpFormValues)[] }

/**
 * SPEC §5: name, attendance choice, email and phone required; observations optional. Values are
 * trimmed; a malformed email gets its own message before the database refuses it.
 */
export function validateRsvp(values: RsvpFormValues): RsvpValidation {
  const nomeCompleto = values.nomeCompleto.trim()
  const email = values.email.trim()
  const telefone = values.telefone.trim()
  const observacoes = values.observacoes.trim()
  const missing: (keyof RsvpFormValues)[] = []
  if (!nomeCompleto) missing.push('nomeCompleto')
  if (!values.vaiAoEvento) missing.push('vaiAoEvento')
  if (!email) missing.push('email')
  if (!telefone) missing.push('telefone')
  if (missing.length > 0 || !values.vaiAoEvento) {
    return { ok: false, message: RSVP.requiredFields, missing }
  }
  if (!EMAIL_PATTERN.test(email)) {
    return { ok: false, message: RSVP.invalidEmail, missing: ['email'] }
  }
  return {
    ok: true,
    input: {
      nomeCompleto,
      vaiAoEvento: values.vaiAoEvento,
      email,
      telefone,
      ...(observacoes ? { observacoes } : {}),
    },
  }
}
