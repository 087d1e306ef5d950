import { WEDDING_DAY_ENDS_AT } from './wedding'

/**
 * When /fotos takes guests' photos unless the couple set another window in /dev (settings
 * photos_open_from / photos_open_until): from the morning of the wedding day (06:00 at the venue)
 * until 30 days after it.
 */
export const PHOTOS_OPEN_FROM = new Date('2025-11-01T06:00:00-03:00')
export const PHOTOS_OPEN_UNTIL = new Date(WEDDING_DAY_ENDS_AT.getTime() + 30 * 86_400_000)

/** The address on the telão's corner, short enough to type (the QR code carries it whole). */
export const PHOTOS_SHORT_ADDRESS = 'casamento-marina-rafael.netlify.app/fotos'

/** Seconds each photo stays on the telão. */
export const TELAO_SECONDS = 7
