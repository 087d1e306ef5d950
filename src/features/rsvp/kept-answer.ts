import { RSVP_ANSWERS } from '@/config/domain'
import { STORAGE_KEYS } from '@/config/ui'
import type { RsvpInput } from '@/data/types'
import { readJson, removeStored, writeJson } from '@/lib/device-storage'

/**
 * The guest's own last answer to the open form, kept on this device (localStorage) so a reload,
 * online or at the farm without signal, shows it under 'Sua resposta' instead of a blank form
 * (docs/decisions/0021-offline-at-the-farm.md). The database keeps every answer anyway
 * (docs/decisions/0016-guest-list.md): this is only the guest's view of their own. Only what the
 * answer screen shows is kept, never the dietary note (health data, docs/decisions/0022) nor its
 * consent; the guest can forget it, and it is forgotten after the wedding. Read synchronously, so
 * the section's first render already shows it. A browser that refuses storage keeps nothing.
 */
export type KeptRsvp = Pick<
  RsvpInput,
  'nomeCompleto' | 'vaiAoEvento' | 'email' | 'telefone' | 'observacoes'
>

export interface KeptAnswer {
  answer: KeptRsvp
  /** When the database took it (ms since the epoch). */
  sentAt: number
}

function isKept(value: unknown): value is KeptAnswer {
  if (typeof value !== 'object' || value === null) return false
  const { answer, sentAt } = value as Record<string, unknown>
  if (typeof sentAt !== 'number' || typeof answer !== 'object' || answer === null) return false
  const a = answer as Record<string, unknown>
  return (
    typeof a.nomeCompleto === 'string' &&
    (RSVP_ANSWERS as readonly unknown[]).includes(a.vaiAoEvento) &&
    typeof a.email === 'string' &&
    typeof a.telefone === 'string' &&
    (a.observacoes === undefined || typeof a.observacoes === 'string')
  )
}

/** This device's kept answer, or null (none, unreadable, or storage refused). */
export function readKeptAnswer(): KeptAnswer | null {
  return readJson(STORAGE_KEYS.rsvpAnswer, isKept)
}

/** What the answer screen shows of an answer, and all that is ever kept of it. */
export function shownOf(input: RsvpInput): KeptRsvp {
  const { nomeCompleto, vaiAoEvento, email, telefone, observacoes } = input
  return { nomeCompleto, vaiAoEvento, email, telefone, ...(observacoes ? { observacoes } : {}) }
}

/**
 * Keeps the answer the database just took, in place of the one kept before. Null when the browser
 * kept nothing (a private window): the answer is in the database all the same, but the screen
 * must not offer to forget a copy that does not exist.
 */
export function keepAnswer(input: RsvpInput, sentAt: number = Date.now()): KeptAnswer | null {
  const kept: KeptAnswer = { answer: shownOf(input), sentAt }
  return writeJson(STORAGE_KEYS.rsvpAnswer, kept) ? kept : null
}

/** 'Esquecer neste aparelho', and after the wedding. */
export function forgetKeptAnswer(): void {
  removeStored(STORAGE_KEYS.rsvpAnswer)
}
