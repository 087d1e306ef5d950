import { readJson, readText, writeText } from '@/lib/device-storage'

/**
 * What this phone keeps for /fotos: the name the guest typed once, the secret that lets it delete
 * its own photos (the database keeps only its digest), and the ids it sent.
 */
const NAME_KEY = 'fotos:nome'
const SECRET_KEY = 'fotos:segredo'
const MINE_KEY = 'fotos:minhas'
/** The ids kept for 'Enviada por você' (the oldest go first). */
const MINE_MAX = 500

export function readGuestName(): string {
  return readText(NAME_KEY)?.trim() ?? ''
}

export function keepGuestName(name: string): void {
  writeText(NAME_KEY, name.trim())
}

/** 32 random bytes, hex: made once per phone. */
export function ownerSecret(): string {
  const kept = readText(SECRET_KEY)
  if (kept && /^[0-9a-f]{64}$/.test(kept)) return kept
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  const secret = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  writeText(SECRET_KEY, secret)
  return secret
}

export function readMine(): string[] {
  return (
    readJson<string[]>(
      MINE_KEY,
      (value): value is string[] =>
        Array.isArray(value) && value.every((v) => typeof v === 'string'),
    ) ?? []
  )
}

export function keepMine(id: string, sent: boolean): void {
  const mine = readMine().filter((m) => m !== id)
  if (sent) mine.push(id)
  writeText(MINE_KEY, JSON.stringify(mine.slice(-MINE_MAX)))
}
