import { RSVP } from '@/config/copy'
import type { RsvpAnswer } from '@/config/domain'
import type { RsvpInput } from '@/data/types'
import { cleanText, isEmail, isPhone } from '@/lib/text'

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

export type RsvpValidation =
  { ok: true; input: RsvpInput } | { ok: false; message: string; missing: (keyof RsvpFormValues)[] }

/**
 * SPEC §5: name, attendance choice, email and phone required; observations optional. Values are
 * trimmed; a malformed email gets its own message before the database refuses it.
 */
export function validateRsvp(values: RsvpFormValues): RsvpValidation {
  const nomeCompleto = cleanText(values.nomeCompleto)
  const email = cleanText(values.email)
  const telefone = cleanText(values.telefone)
  const observacoes = cleanText(values.observacoes)
  const missing: (keyof RsvpFormValues)[] = []
  if (!nomeCompleto) missing.push('nomeCompleto')
  if (!values.vaiAoEvento) missing.push('vaiAoEvento')
  if (!email) missing.push('email')
  if (!telefone) missing.push('telefone')
  if (missing.length > 0 || !values.vaiAoEvento) {
    return { ok: false, message: RSVP.requiredFields, missing }
  }
  if (!isEmail(email)) {
    return { ok: false, message: RSVP.invalidEmail, missing: ['email'] }
  }
  if (!isPhone(telefone)) {
    return { ok: false, message: RSVP.invalidPhone, missing: ['telefone'] }
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
