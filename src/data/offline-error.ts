import { OFFLINE } from '@/config/copy/offline'
import { DataError } from './types'

/** The browser knows it has no network (a phone without signal, airplane mode). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

/**
 * A write tried without signal: refused at once with one text for every write, and nothing is kept
 * to be sent later (docs/decisions/0021-offline-at-the-farm.md); the form keeps what was typed.
 * Apart from errors.ts, which uses it too, so the checkout can refuse without its weight.
 */
export function offlineError(cause?: unknown): DataError {
  return new DataError(OFFLINE.writeRefused, 'offline', { cause })
}
