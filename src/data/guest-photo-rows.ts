import type { Loose, RowOf } from './sql-api'
import type {
  AdminGuestPhoto,
  GuestPhoto,
  GuestPhotoStatus,
  GuestPhotosUsage,
  GuestPhotosWindow,
  NewGuestPhoto,
} from './types'

/**
 * The guests' photos' rows as entities (supabase/schemas/10_guest_photos.sql), apart from rows.ts
 * so the feature's mappers stay together.
 */

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const time = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : ''
const optionalTime = (value: unknown): string | null =>
  value === null || value === undefined ? null : time(value)
const count = (value: unknown): number => {
  const n = Number(value)
  return Number.isFinite(n) ? n : 0
}
const json = (value: unknown): Record<string, unknown> | null => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null
}

export function toGuestPhoto(row: Loose<RowOf<'list_guest_photos'>>): GuestPhoto {
  return {
    id: text(row.id),
    uploaderName: text(row.uploader_name),
    caption: typeof row.caption === 'string' ? row.caption : null,
    width: count(row.width),
    height: count(row.height),
    approvedAt: time(row.approved_at),
  }
}

export function toAdminGuestPhoto(row: Loose<RowOf<'admin_list_guest_photos'>>): AdminGuestPhoto {
  const status = text(row.status)
  return {
    ...toGuestPhoto(row),
    status: (['pending', 'approved', 'hidden'].includes(status)
      ? status
      : 'pending') as GuestPhotoStatus,
    sizeBytes: count(row.size_bytes),
    createdAt: time(row.created_at),
  }
}

export function toGuestPhotosWindow(value: unknown): GuestPhotosWindow {
  const row = json(value)
  return {
    open: row?.open !== false,
    revealed: row?.revealed !== false,
    openFrom: optionalTime(row?.open_from),
    openUntil: optionalTime(row?.open_until),
    revealAt: optionalTime(row?.reveal_at),
  }
}

export function toGuestPhotosUsage(value: unknown): GuestPhotosUsage {
  const row = json(value)
  return {
    usedBytes: count(row?.used_bytes),
    quotaBytes: count(row?.quota_bytes),
    pending: count(row?.pending),
    approved: count(row?.approved),
    hidden: count(row?.hidden),
  }
}

/** What add_guest_photo answered: whether the photo waits for the couple. */
export function toGuestPhotoSent(value: unknown): { pending: boolean } {
  return { pending: json(value)?.status !== 'approved' }
}

/** add_guest_photo's arguments from a photo prepared on the phone. */
export function guestPhotoArgs(photo: NewGuestPhoto) {
  return {
    p_id: photo.id,
    p_name: photo.name,
    p_caption: photo.caption?.trim() || null,
    p_owner_secret: photo.ownerSecret,
    p_mime: photo.mime,
    p_width: photo.width,
    p_height: photo.height,
    p_image: photo.image,
    p_thumbnail: photo.thumbnail,
  }
}
