import { TIME_ZONE } from '@/config/wedding'

// SPEC §1: dates in the pt-BR locale, shown in the venue's time zone (DESIGN departure 5).
const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
})
const DATE_ONLY = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'UTC' })

/** '2025-10-01T18:30:00Z' -> '01/10/2025, 15:30'. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date)
}

/** A calendar day ('2025-10-01' or a timestamp at midnight UTC) -> '01/10/2025'. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso)
  return Number.isNaN(date.getTime()) ? iso : DATE_ONLY.format(date)
}

/** Lower case without accents, for searching names ('José' matches 'jose'). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
}
