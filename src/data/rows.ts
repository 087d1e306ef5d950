import type {
  AdminAccount,
  AdminUser,
  AdminGift,
  AdminMessage,
  Backup,
  Contribution,
  ContributionStatus,
  ContributionTotals,
  Gift,
  GiftInput,
  GiftPix,
  Household,
  HouseholdAnswerLog,
  HouseholdInput,
  HouseholdMember,
  ImportResult,
  Invitation,
  InvitationAnswer,
  Message,
  Page,
  Paged,
  PersonCounts,
  PersonRecord,
  Photo,
  PrivacyAction,
  RetentionStatus,
  Rsvp,
  Settings,
  ThankGiver,
  ThankItem,
} from './types'
import type { Database, Json } from './database.types'
import type { Loose, RowOf } from './sql-api'
import { PERSONAL_DATA_FILE_NOTICE } from '@/config/copy/personal-data'

/**
 * The columns each backend reads, and the mapping from database rows to entities, shared by
 * supabase.ts and the embedded backend so both answer the same shapes. anon has column grants only
 * (docs/architecture.md), so every select names its columns: never `*`.
 */
/** Without image_data: the gallery loads thumbnails first, full images on demand (docs/product.md "Beyond the original specification", 4). */
export const PHOTO_COLUMNS = [
  'id',
  'title',
  'description',
  'image_type',
  'thumbnail',
  'created_at',
] as const

type Row = Record<string, unknown>

type TableRow<T extends keyof Database['public']['Tables']> = Database['public']['Tables'][T]['Row']

/** PGlite parses timestamps into Date; PostgREST sends ISO strings. Entities carry strings. */
export function isoTime(value: unknown): string {
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'string') return value
  return ''
}

function optionalTime(value: unknown): string | null {
  return value === null || value === undefined ? null : isoTime(value)
}

function text(value: unknown): string {
  return typeof value === 'string'
    ? value
    : value === null || value === undefined
      ? ''
      : String(value)
}

/** A whole number from the database (PostgREST and PGlite may give bigint counts as strings). */
function optionalCount(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  const n = Number(value)
  return Number.isFinite(n) ? n : null
}

function optionalText(value: unknown): string | null {
  return value === null || value === undefined ? null : text(value)
}

export function toMessage(row: Loose<RowOf<'list_messages'>>): Message {
  return {
    id: text(row.id),
    name: text(row.name),
    message: text(row.message),
    created_at: isoTime(row.created_at),
  }
}

/** A paged row's cursor: its exact time (list_messages' cursor_at) and id, the SQL's order. */
export function toPaged<T>(map: (row: Row) => T): (row: Row) => T & Paged {
  return (row) => ({ ...map(row), cursor: `${text(row.cursor_at)}|${text(row.id)}` })
}

/** The SQL arguments of a cursor (null for the first page). */
export function cursorArgs(cursor: string | null | undefined): {
  p_after_at: string | null
  p_after_id: string | null
} {
  const bar = cursor ? cursor.lastIndexOf('|') : -1
  return bar < 0 || !cursor
    ? { p_after_at: null, p_after_id: null }
    : { p_after_at: cursor.slice(0, bar), p_after_id: cursor.slice(bar + 1) }
}

/** One page from `limit + 1` rows asked for: the extra row only says that more follow. */
export function toPage<T>(found: Row[], limit: number, map: (row: Row) => T): Page<T> {
  return {
    items: found.slice(0, limit).map(toPaged(map)),
    more: found.length > limit,
    total: Number(found[0]?.total ?? 0),
  }
}

export function toAdminMessage(row: Loose<RowOf<'admin_list_messages'>>): AdminMessage {
  return { ...toMessage(row), is_approved: row.is_approved === true }
}

export function toGift(row: Loose<RowOf<'list_gifts'>>): Gift {
  return {
    id: text(row.id),
    name: text(row.name),
    description: text(row.description),
    category: text(row.category),
    reserved: row.reserved === true,
    reserved_by: optionalText(row.reserved_by),
    reserved_date: optionalTime(row.reserved_date),
    kind: row.kind === 'money' ? 'money' : 'reserve',
    price_cents: optionalCount(row.price_cents),
    quotas: optionalCount(row.quotas),
    quotas_taken: optionalCount(row.quotas_taken) ?? 0,
    store_url: optionalText(row.store_url),
    has_photo: row.has_photo === true,
    position: optionalCount(row.position) ?? 0,
  }
}

/** gift_thumbnails' rows as {gift id: data URL}. */
export function toGiftThumbnails(value: unknown): Record<string, string> {
  const map: Record<string, string> = {}
  for (const row of rows(value)) {
    if (typeof row.id === 'string' && typeof row.thumbnail === 'string') {
      map[row.id] = row.thumbnail
    }
  }
  return map
}

/** start_gift_pix's answer, or null when it is not one. */
export function toGiftPix(value: unknown): GiftPix | null {
  const doc = (typeof value === 'string' ? JSON.parse(value) : value) as Row | null
  if (!doc || typeof doc !== 'object' || typeof doc.txid !== 'string') return null
  return {
    txid: doc.txid,
    amountCents: Number(doc.amount_cents),
    giftName: text(doc.gift_name),
    holdUntil: isoTime(doc.hold_until),
  }
}

/** A gift as admin_save_gift's p_gift jsonb takes it (photo absent: keep; null: remove). */
export function giftArg(g: GiftInput): Json {
  return {
    id: g.id ?? null,
    name: g.name,
    description: g.description,
    category: g.category,
    kind: g.kind,
    price_cents: g.priceCents,
    quotas: g.quotas,
    store_url: g.storeUrl || null,
    position: g.position,
    ...(g.photo === undefined
      ? {}
      : {
          photo: g.photo && { image_data: g.photo.imageData, thumbnail: g.photo.thumbnail },
        }),
  }
}

export function toAdminGift(row: Loose<RowOf<'admin_list_gifts'>>): AdminGift {
  return {
    ...toGift(row),
    reserved_email: optionalText(row.reserved_email),
    reserved_phone: optionalText(row.reserved_phone),
    message: optionalText(row.message),
    created_at: isoTime(row.created_at),
  }
}

export function toPhoto(row: Loose<TableRow<'photos'>>): Photo {
  return {
    id: text(row.id),
    title: text(row.title),
    description: optionalText(row.description),
    image_type: text(row.image_type),
    thumbnail: text(row.thumbnail),
    created_at: isoTime(row.created_at),
  }
}

export function toRsvp(row: Loose<RowOf<'admin_list_rsvps'>>): Rsvp {
  return {
    id: text(row.id),
    nome_completo: text(row.nome_completo),
    vai_ao_evento: row.vai_ao_evento === 'nao' ? 'nao' : 'sim',
    email: text(row.email),
    telefone: text(row.telefone),
    observacoes: optionalText(row.observacoes),
    household_id: optionalText(row.household_id),
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
    dietary: optionalText(row.dietary),
    sensitive_consent_at: optionalTime(row.sensitive_consent_at),
  }
}

export function toContribution(row: Loose<RowOf<'admin_list_contributions'>>): Contribution {
  return {
    id: text(row.id),
    kind: row.kind === 'card' ? 'card' : 'pix',
    status: CONTRIBUTION_STATUSES.includes(row.status as ContributionStatus)
      ? (row.status as ContributionStatus)
      : 'pending',
    amount_cents: Number(row.amount_cents),
    donor_name: text(row.donor_name),
    donor_email: optionalText(row.donor_email),
    donor_phone: optionalText(row.donor_phone),
    message: optionalText(row.message),
    stripe_session_id: optionalText(row.stripe_session_id),
    expires_at: optionalTime(row.expires_at),
    hidden: Boolean(row.hidden_at),
    contributed_at: isoTime(row.contributed_at) || isoTime(row.created_at),
    created_at: isoTime(row.created_at),
    gift_id: optionalText(row.gift_id),
    gift_name: optionalText(row.gift_name),
    quotas: optionalCount(row.quotas),
    pix_txid: optionalText(row.pix_txid),
    hold_until: optionalTime(row.hold_until),
  }
}

const CONTRIBUTION_STATUSES: readonly ContributionStatus[] = [
  'pending',
  'paid',
  'failed',
  'expired',
  'started',
  'informed',
  'rejected',
]

export function toContributionTotals(value: unknown): ContributionTotals {
  const doc = (typeof value === 'string' ? JSON.parse(value) : (value ?? {})) as Row
  return {
    paidCents: Number(doc.paid_cents ?? 0),
    pendingCents: Number(doc.pending_cents ?? 0),
    informedCents: Number(doc.informed_cents ?? 0),
  }
}

function rows(value: unknown): Row[] {
  return Array.isArray(value) ? (value.filter((r) => typeof r === 'object' && r) as Row[]) : []
}

/** Who an admin is, as every admin row and answer names them. */
function adminIdentity(row: Row) {
  return {
    userId: text(row.user_id),
    username: text(row.username),
    email: text(row.email),
    role: row.role === 'team' ? ('team' as const) : ('couple' as const),
    name: optionalText(row.name),
  }
}

export function toAdminAccount(row: Row): AdminAccount {
  return {
    ...adminIdentity(row),
    isActive: row.is_active !== false,
    createdAt: isoTime(row.created_at),
    lastLogin: optionalTime(row.last_login),
  }
}

/** admin_settings' answer (or the backup's settings); null when there is none. */
export function toSettings(value: unknown): Settings | null {
  const row = json(value) as Row | null
  if (typeof row !== 'object' || row === null) return null
  return {
    approveMessages: row.approve_messages === true,
    pixHoldHours: optionalCount(row.pix_hold_hours) ?? 0,
    rsvpAfterDeadline: row.rsvp_after_deadline === true,
    rsvpClosesAt: optionalTime(row.rsvp_closes_at),
    retentionEndsAt: optionalTime(row.retention_ends_at),
    photosAutoApprove: row.photos_auto_approve === true,
    photosRevealAt: optionalTime(row.photos_reveal_at),
    photosOpenFrom: optionalTime(row.photos_open_from),
    photosOpenUntil: optionalTime(row.photos_open_until),
    photosQuotaMb: optionalCount(row.photos_quota_mb) ?? 1024,
    photosScreenKey: typeof row.photos_screen_key === 'string' ? row.photos_screen_key : '',
  }
}

/** The keys admin_save_settings takes, from the ones the panel changes. */
export function settingsArg(change: Partial<Settings>): Json {
  const keys: Record<keyof Settings, string> = {
    approveMessages: 'approve_messages',
    pixHoldHours: 'pix_hold_hours',
    rsvpAfterDeadline: 'rsvp_after_deadline',
    rsvpClosesAt: 'rsvp_closes_at',
    retentionEndsAt: 'retention_ends_at',
    photosAutoApprove: 'photos_auto_approve',
    photosRevealAt: 'photos_reveal_at',
    photosOpenFrom: 'photos_open_from',
    photosOpenUntil: 'photos_open_until',
    photosQuotaMb: 'photos_quota_mb',
    photosScreenKey: 'photos_screen_key',
  }
  const arg: Record<string, Json> = {}
  for (const [key, value] of Object.entries(change) as [keyof Settings, Json | undefined][]) {
    if (value !== undefined) arg[keys[key]] = value
  }
  return arg
}

export function toBackup(value: unknown): Backup {
  const doc = (typeof value === 'string' ? JSON.parse(value) : (value ?? {})) as Row
  return {
    notice: PERSONAL_DATA_FILE_NOTICE,
    exported_at: isoTime(doc.exported_at) || new Date().toISOString(),
    gifts: rows(doc.gifts).map(toAdminGift),
    messages: rows(doc.messages).map(toMessage),
    photos: rows(doc.photos).map((row) => ({
      ...toPhoto(row),
      image_data: text(row.image_data),
      is_active: row.is_active !== false,
    })),
    rsvps: rows(doc.rsvps).map(toRsvp),
    households: toHouseholds(doc.households),
    contributions: rows(doc.contributions).map(toContribution),
    settings: toSettings(doc.settings),
    admins: rows(doc.admins).map((row) => ({
      username: text(row.username),
      email: text(row.email),
      is_active: row.is_active !== false,
      created_at: isoTime(row.created_at),
      last_login: optionalTime(row.last_login),
    })),
  }
}

/** The json admin_session / admin_login answer, when it names a user. */
export function toAdminUser(value: unknown): AdminUser | null {
  if (typeof value !== 'object' || value === null) return null
  const row = value as Row
  if (!row.user_id) return null
  return adminIdentity(row)
}

// ---------- the guest list (docs/decisions/0016-guest-list.md) ----------

/** A json document the SQL returned (PGlite parses json; PostgREST may send it as text). */
function json(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value
}

function answer(value: unknown): 'sim' | 'nao' | null {
  return value === 'sim' || value === 'nao' ? value : null
}

function toMember(row: Row): HouseholdMember {
  return {
    id: text(row.id),
    name: text(row.name),
    kind: row.kind === 'child' ? 'child' : 'adult',
    ageBand: optionalText(row.age_band),
    companion: row.companion === true,
    attending: answer(row.attending),
    dietary: optionalText(row.dietary),
  }
}

function toAnswerLog(row: Row): HouseholdAnswerLog {
  return {
    answeredAt: isoTime(row.answered_at),
    source: row.source === 'casal' ? 'casal' : 'convite',
    message: optionalText(row.message),
    phone: optionalText(row.phone),
    members: rows(row.members).map((m) => ({
      name: text(m.name),
      attending: answer(m.attending) ?? 'nao',
      dietary: optionalText(m.dietary),
    })),
    sensitiveConsentAt: optionalTime(row.sensitive_consent_at),
  }
}

/** admin_list_households' json array. */
export function toHouseholds(value: unknown): Household[] {
  return rows(json(value)).map((row) => ({
    id: text(row.id),
    name: text(row.name),
    phone: optionalText(row.phone),
    email: optionalText(row.email),
    note: optionalText(row.note),
    code: text(row.code),
    members: rows(row.members).map(toMember),
    message: optionalText(row.message),
    answerPhone: optionalText(row.answer_phone),
    answeredAt: optionalTime(row.answered_at),
    answeredBy:
      row.answered_by === 'casal' ? 'casal' : row.answered_by === 'convite' ? 'convite' : null,
    history: rows(row.history).map(toAnswerLog),
    createdAt: isoTime(row.created_at),
  }))
}

/** get_invitation's json; null when it names no household. */
export function toInvitation(value: unknown): Invitation | null {
  const doc = json(value)
  if (typeof doc !== 'object' || doc === null) return null
  const row = doc as Row
  if (typeof row.household_name !== 'string') return null
  return {
    householdName: row.household_name,
    members: rows(row.members).map(toMember),
    message: optionalText(row.message),
    phone: optionalText(row.phone),
    answeredAt: optionalTime(row.answered_at),
    tables: Array.isArray(row.tables)
      ? row.tables.filter((t): t is string => typeof t === 'string')
      : [],
  }
}

export function toImportResult(value: unknown): ImportResult {
  const row = (json(value) ?? {}) as Row
  return { created: Number(row.created) || 0, skipped: Number(row.skipped) || 0 }
}

/** A household as the SQL's p_household jsonb takes it (snake_case, nulls for blanks). */
export function householdArg(h: HouseholdInput): Json {
  return {
    id: h.id ?? null,
    name: h.name,
    phone: h.phone || null,
    email: h.email || null,
    note: h.note || null,
    members: h.members.map((m) => ({
      id: m.id ?? null,
      name: m.name,
      kind: m.kind,
      age_band: m.ageBand || null,
      companion: m.companion,
    })),
  }
}

/** The members' answers as the SQL's p_answers jsonb takes them. */
export function answersArg(a: InvitationAnswer): Json[] {
  return a.members.map((m) => ({
    member_id: m.id,
    attending: m.attending,
    name: m.name ?? null,
    dietary: m.dietary || null,
  }))
}

// ---------- guests' personal data (docs/decisions/0022-guests-personal-data.md) ----------

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

function count(value: unknown): number {
  return optionalCount(value) ?? 0
}

/** admin_erase_person's answer, a privacy log row's counts, or apply_retention's. */
export function toPersonCounts(value: unknown): PersonCounts {
  const row = (json(value) ?? {}) as Row
  return {
    rsvps: count(row.rsvps),
    households: count(row.households),
    reservations: count(row.reservations),
    messages: count(row.messages),
    contributions: count(row.contributions),
  }
}

/** admin_find_person / admin_export_person's json document. */
export function toPersonRecord(value: unknown): PersonRecord {
  const doc = (json(value) ?? {}) as Row
  return {
    kind: doc.kind === 'phone' ? 'phone' : 'email',
    emails: strings(doc.emails),
    phones: strings(doc.phones),
    foundAt: isoTime(doc.found_at),
    rsvps: rows(doc.rsvps).map(toRsvp),
    households: toHouseholds(doc.households ?? []),
    reservations: rows(doc.reservations).map((row) => ({
      giftId: text(row.gift_id),
      giftName: text(row.gift_name),
      reservedBy: text(row.reserved_by),
      email: optionalText(row.reserved_email),
      phone: optionalText(row.reserved_phone),
      message: optionalText(row.message),
      reservedAt: optionalTime(row.reserved_date),
    })),
    messages: rows(doc.messages).map(toAdminMessage),
    contributions: rows(doc.contributions).map(toContribution),
  }
}

/** admin_privacy_log's json array, newest first. */
export function toPrivacyLog(value: unknown): PrivacyAction[] {
  return rows(json(value)).map((row) => ({
    id: text(row.id),
    at: isoTime(row.at),
    action:
      row.action === 'export' || row.action === 'erase' || row.action === 'retention'
        ? row.action
        : 'lookup',
    adminUsername: optionalText(row.admin_username),
    counts: toPersonCounts(row.counts),
  }))
}

/** admin_retention_status's json. */
export function toRetentionStatus(value: unknown): RetentionStatus {
  const doc = (json(value) ?? {}) as Row
  const pending = (typeof doc.pending === 'object' && doc.pending ? doc.pending : {}) as Row
  return {
    retainUntil: optionalTime(doc.retain_until),
    daysLeft: count(doc.days_left),
    noticeDue: doc.notice_due === true,
    pending: {
      rsvps: count(pending.rsvps),
      households: count(pending.households),
      reservations: count(pending.reservations),
      contributions: count(pending.contributions),
    },
    lastAppliedAt: optionalTime(doc.last_applied_at),
  }
}

// ---------- the thank-yous (supabase/schemas/12_thanks.sql) ----------

function toThankItem(row: Row): ThankItem {
  return {
    kind: row.kind === 'gift' || row.kind === 'quotas' ? row.kind : 'money',
    what: optionalText(row.what),
    via: row.via === 'pix' || row.via === 'card' ? row.via : null,
    amountCents: optionalCount(row.amount_cents),
    quotas: optionalCount(row.quotas),
    at: isoTime(row.at),
    message: optionalText(row.message),
  }
}

/** admin_list_thanks's json: the givers, the latest gift first. */
export function toThankGivers(value: unknown): ThankGiver[] {
  return rows(json(value)).map((row) => ({
    key: text(row.key),
    name: text(row.name),
    email: optionalText(row.email),
    phone: optionalText(row.phone),
    household: optionalText(row.household),
    items: rows(row.items).map(toThankItem),
    totalCents: count(row.total_cents),
    lastAt: isoTime(row.last_at),
    thankedAt: optionalTime(row.thanked_at),
  }))
}
