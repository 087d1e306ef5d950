import type { GiftCategory, GiftKind, RsvpAnswer } from '@/config/domain'
import type { Database } from './database.types'
import type { SQL_API } from './sql-api'

/**
 * The data service: the only way components reach data (docs/architecture.md, the data
 * service). Reads return [] (or null) on error, as docs/product.md §8 says; writes throw a DataError whose
 * message is the pt-BR text to show.
 */

/**
 * The tables whose changes open pages hear (private.live_tables(), supabase/schemas/09_deploy.sql):
 * the lists, and the pulses that say only when the guests' photos and the day's lists changed.
 */
export const LIVE_TABLES = [
  'messages',
  'gifts',
  'photos',
  'day_of_changes',
  'guest_photo_changes',
] as const
export type LiveTable = (typeof LIVE_TABLES)[number]
export type BackendKind = 'supabase' | 'embedded' | 'none'

// ---------- entities: the database's rows (src/data/database.types.ts, generated) ----------

type DbFunctions = Database['public']['Functions']
type DbTables = Database['public']['Tables']

/** One row of a SQL function that returns rows. */
type FunctionRow<N extends keyof DbFunctions> =
  DbFunctions[N]['Returns'] extends readonly (infer R)[] ? R : never

type TableRow<T extends keyof DbTables> = DbTables[T]['Row']

/**
 * `T` with some of its columns typed closer than the catalog can say (which texts a check
 * allows, a function column that may be null): `O` may only name columns `T` has, so a renamed
 * column fails typecheck here.
 */
type Narrowed<T, O extends { [K in keyof O]: K extends keyof T ? unknown : never }> = Omit<
  T,
  keyof O
> &
  O

// ---------- public entities (what anon may read) ----------

export type Message = Pick<FunctionRow<'list_messages'>, 'id' | 'name' | 'message' | 'created_at'>

/**
 * A row of a paged list (messages): `cursor` is its place in the order, newest first; the next
 * page starts after it, so rows added meanwhile never shift a page.
 */
export interface Paged {
  cursor: string
}

export interface Page<T> {
  items: (T & Paged)[]
  /** More rows follow the last item. */
  more: boolean
  /** Rows in the whole list (the count the wall shows). */
  total: number
}

export interface PageRequest {
  /** The cursor of the last row already shown; none: the first page. */
  after?: string | null
  limit: number
}

/**
 * A gift of the list (docs/decisions/0017-gifts-as-money.md). 'reserve': a physical gift the guest
 * buys and brings (docs/product.md §4's reservation). 'money': the guest gives its value, by PIX or
 * card, whole or in cotas.
 */
export type Gift = Narrowed<
  FunctionRow<'list_gifts'>,
  {
    category: GiftCategory | string
    reserved_by: string | null
    reserved_date: string | null
    kind: GiftKind
    /**
     * In centavos. 'reserve': the item's price, shown for reference (null: none shown). 'money': the
     * price of one cota (of the whole gift when `quotas` is 1); null: the guest chooses the amount.
     */
    price_cents: number | null
    /** 'money' gifts with a price: how many cotas it is split in (1: given whole); else null. */
    quotas: number | null
    /**
     * Cotas already given or held: paid, plus informed PIX within the couple's hold and card
     * checkouts still open. 0 for gifts without cotas.
     */
    quotas_taken: number
    /** An https link to a store ('Ver na loja'), opened with noopener; or null. */
    store_url: string | null
    /** The gift has a photo: getGiftThumbnails / getGiftImage bring it. */
    has_photo: boolean
    /** The couple's order within the category (lower first; then by name). */
    position: number
  }
>

/** A photo without its full image: the gallery loads `thumbnail` first, the image on demand. */
export type Photo = Pick<
  TableRow<'photos'>,
  'id' | 'title' | 'description' | 'image_type' | 'thumbnail' | 'created_at'
>

// ---------- inputs ----------

export interface NewMessage {
  name: string
  message: string
}

export interface PostedMessage {
  /** Stored for the couple to approve (approval is on): not on the wall yet. */
  pending: boolean
}

export interface Reservation {
  guestName: string
  guestEmail: string
  guestPhone?: string
  message?: string
}

export interface RsvpInput {
  nomeCompleto: string
  vaiAoEvento: RsvpAnswer
  email: string
  telefone: string
  observacoes?: string
  /** Dietary restrictions or allergies (sensitive data): stored only with `sensitiveConsent`. */
  dietary?: string
  /** The guest's explicit consent to store `dietary`; without it the rest is stored all the same. */
  sensitiveConsent?: boolean
}

/**
 * A guest giving a 'money' gift (docs/decisions/0017): `quotas` for a gift with a price (the
 * amount is price x cotas, computed by the database), `amountCents` for a free-amount gift.
 */
export interface GiftPaymentInput {
  giftId: string
  quotas?: number
  amountCents?: number
  name: string
  email: string
  phone?: string
  message?: string
}

/** A PIX started for a gift: the BR Code carries this amount and transaction id. */
export interface GiftPix {
  /** 25 letters and digits: the BR Code's txid, and the guest's proof when informing it. */
  txid: string
  amountCents: number
  giftName: string
  /** The cotas stay held for the guest until then (informing the PIX extends the hold). */
  holdUntil: string
}

// ---------- the guest list (docs/decisions/0016-guest-list.md) ----------

export type GuestKind = 'adult' | 'child'
/** Who recorded a household's answer: the guest through the personal link, or the couple by hand. */
export type AnswerSource = 'convite' | 'casal'

/** One person of a household, with the current answer for that person (null: not answered). */
export interface HouseholdMember {
  id: string
  /** The invited person's name; for a companion seat, the name the guest gave ('' until then). */
  name: string
  kind: GuestKind
  /** One of WEDDING.guestList.ageBands' ids (children only), or null. */
  ageBand: string | null
  /** An 'acompanhante' seat: the guest names who comes in it when answering. */
  companion: boolean
  attending: RsvpAnswer | null
  /** Dietary restrictions or allergies, as the guest wrote them. */
  dietary: string | null
}

/** What a personal code reveals (get_invitation): this household's names and answers, nothing else. */
export interface Invitation {
  householdName: string
  members: HouseholdMember[]
  /** The message and phone of the latest answer. */
  message: string | null
  phone: string | null
  /** When the household last answered; null while it has not. */
  answeredAt: string | null
  /** The tables its coming members sit at (shown on the wedding day). */
  tables?: string[]
}

/** One answer for a household: every member sim / não (a companion seat coming needs a name). */
export interface InvitationAnswer {
  members: { id: string; attending: RsvpAnswer; name?: string; dietary?: string }[]
  message?: string
  phone?: string
  /**
   * Explicit consent to store the members' dietary restrictions or allergies (sensitive data);
   * without it they are not stored and the rest of the answer is.
   */
  sensitiveConsent?: boolean
}

/** One stored answer of a household (every answer is kept). */
export interface HouseholdAnswerLog {
  answeredAt: string
  source: AnswerSource
  message: string | null
  phone: string | null
  members: { name: string; attending: RsvpAnswer; dietary: string | null }[]
  /** When the guest consented to storing the dietary notes of this answer; null: no consent. */
  sensitiveConsentAt?: string | null
}

/** A household ('convite') as the couple see it in /dev. */
export interface Household {
  id: string
  /** As printed on the envelope: 'Família Souza', 'Tia Lúcia e Jorge'. */
  name: string
  /** WhatsApp phone (digits and the usual punctuation), or null. */
  phone: string | null
  email: string | null
  note: string | null
  /** The unguessable code of the personal link (/?convite=CODE). */
  code: string
  members: HouseholdMember[]
  /** The latest answer's message, phone, time and source; null while unanswered. */
  message: string | null
  answerPhone: string | null
  answeredAt: string | null
  answeredBy: AnswerSource | null
  /** Newest first, at most the last 20. */
  history: HouseholdAnswerLog[]
  createdAt: string
}

/** A household to add (no id) or edit (id): its members are replaced by this list; a member
 * keeping its id keeps its answer. */
export interface HouseholdInput {
  id?: string
  name: string
  phone?: string | null
  email?: string | null
  note?: string | null
  members: {
    id?: string
    name: string
    kind: GuestKind
    ageBand?: string | null
    companion: boolean
  }[]
}

/** A spreadsheet import: households added, and those already on the list (same name and phone)
 * left as they were. */
export interface ImportResult {
  created: number
  skipped: number
}

// ---------- admin ----------

/** docs/product.md §3: kept in localStorage, plus the opaque token the database checks. */
export interface AdminSession {
  userId: string
  username: string
  email: string
  /** 'team': the cerimonial's account (the guest list, Mesas, Portaria); absent: the couple. */
  role?: AdminRole
  /** A team account's name. */
  name?: string | null
  /** ISO time of the login; the session expires 24 h after it (docs/product.md §9). */
  loginTime: string
  token: string
  /**
   * Only in adminLogin's answer: this browser's trusted-device token, to keep apart from the
   * session (it outlives logouts) and send with the next login (docs/decisions/0013).
   */
  device?: string
}

export interface AdminUser {
  userId: string
  username: string
  email: string
  /** Absent: the couple (sessions kept before the team existed). */
  role?: AdminRole
  name?: string | null
}

/** Who an admin account is (supabase/schemas/04_admin_auth.sql): the couple or their cerimonial's team. */
export type AdminRole = 'couple' | 'team'

export type AdminMessage = Message & Pick<FunctionRow<'admin_list_messages'>, 'is_approved'>

export interface AdminMessageRequest extends PageRequest {
  /** Only names that contain this (case and blanks ignored). */
  name?: string
  /** Only messages waiting for approval. */
  pending?: boolean
}

export type AdminGift = Gift &
  Pick<
    Narrowed<
      FunctionRow<'admin_list_gifts'>,
      { reserved_email: string | null; reserved_phone: string | null; message: string | null }
    >,
    'reserved_email' | 'reserved_phone' | 'message' | 'created_at'
  >

/**
 * A gift to add (no id) or edit (id). `photo`: a new photo (compressed in the browser like the
 * gallery's), null to remove the current one, absent to keep it.
 */
export interface GiftInput {
  id?: string
  name: string
  description: string
  category: GiftCategory
  kind: GiftKind
  priceCents: number | null
  quotas: number | null
  storeUrl: string | null
  position: number
  photo?: { imageData: string; thumbnail: string } | null
}

export interface NewPhoto {
  title: string
  description?: string
  /** Compressed image as a data URL (long side <= 1920 px). */
  imageData: string
  imageType: string
  /** Thumbnail as a data URL. */
  thumbnail: string
}

/**
 * An open-form answer. Every answer is kept: the latest per e-mail is the current one.
 * `household_id`: the household the couple matched it to; `dietary`: restrictions or allergies,
 * stored only with the guest's consent, given at `sensitive_consent_at`. E-mail and phone are ''
 * once erased or past the retention.
 */
export type Rsvp = Narrowed<
  TableRow<'rsvps'>,
  { vai_ao_evento: RsvpAnswer; email: string; telefone: string }
>

export type ContributionKind = 'card' | 'pix'
/**
 * 'pending': a card Checkout open. 'expired': Stripe closed it unpaid (checkout.session.expired),
 * or a guest's PIX for a gift was never informed within its hold. 'started': a guest was shown a
 * gift's PIX code. 'informed': the guest said 'Já fiz o PIX' ('aguardando confirmação'), until the
 * couple confirm it ('paid') or reject it ('rejected': it never reached their account).
 */
export type ContributionStatus =
  'pending' | 'paid' | 'failed' | 'expired' | 'started' | 'informed' | 'rejected'

/**
 * A contribution as the couple's panel shows it. `expires_at`: when Stripe closes the Checkout page
 * (card rows). `contributed_at`: when the money was given (PIX entries: the date the couple typed).
 * `gift_id`: the gift it pays for (null: the free-value contribution, or a deleted gift), whose
 * name `gift_name` keeps; `quotas`: the cotas it pays for (null: a free amount); `pix_txid`: a
 * guest's PIX for a gift, the BR Code's transaction id; `hold_until`: until when it holds its cotas
 * (started or informed PIX, open card Checkout).
 */
export type Contribution = Narrowed<
  Omit<TableRow<'contributions'>, 'hidden_at' | 'checkout_key' | 'checkout_url'>,
  { kind: ContributionKind; status: ContributionStatus }
> & {
  /** The couple hid it as junk: out of the list and the totals unless they ask to see it. */
  hidden: boolean
}

/** The panel's totals in cents, summed by the database (hidden rows left out). */
export interface ContributionTotals {
  paidCents: number
  /** Pending rows whose Checkout page is still open: what may still arrive. */
  pendingCents: number
  /** Guests' PIX informed and not yet confirmed or rejected by the couple. */
  informedCents: number
}

export interface NewPixContribution {
  donorName: string
  amountCents: number
  /** yyyy-mm-dd */
  date: string
  note?: string
}

/**
 * One thing a giver gave, as the couple's thank-yous list it (supabase/schemas/12_thanks.sql):
 * a reserved gift, cotas of a gift (`what` names it), or a free contribution.
 */
export interface ThankItem {
  kind: 'gift' | 'quotas' | 'money'
  /** The gift's name (null for a free contribution). */
  what: string | null
  via: 'pix' | 'card' | null
  amountCents: number | null
  quotas: number | null
  at: string
  message: string | null
}

/** Everyone who gave something, one per person or household, and whether they were thanked. */
export interface ThankGiver {
  /** What admin_set_thanked takes. */
  key: string
  name: string
  email: string | null
  phone: string | null
  /** Their household's name, when the guest list has them. */
  household: string | null
  items: ThankItem[]
  totalCents: number
  lastAt: string
  /** When the couple thanked them (null: not yet, or they gave again since). */
  thankedAt: string | null
}

/** An admin as /dev lists them: never a hash, a session or a device. */
export interface AdminAccount {
  userId: string
  username: string
  email: string
  role: AdminRole
  name: string | null
  isActive: boolean
  createdAt: string
  lastLogin: string | null
}

export interface NewAdminUser {
  username: string
  email: string
  password: string
}

/** Everything the couple owns, as one JSON document (docs/product.md "Beyond the original specification", 7). */
export interface Backup {
  /** The file says it holds guests' personal data (LGPD): src/config/copy/personal-data.ts. */
  notice: string
  exported_at: string
  gifts: AdminGift[]
  messages: Message[]
  photos: (Photo & { image_data: string; is_active: boolean })[]
  rsvps: Rsvp[]
  households: Household[]
  contributions: Contribution[]
  /** The couple's settings; null from a database that does not send them. */
  settings: Settings | null
  admins: {
    username: string
    email: string
    is_active: boolean
    created_at: string
    last_login: string | null
  }[]
}

/**
 * The couple's operations: every entry of SQL_API.admin (src/data/sql-api.ts), each taking the
 * session token first (the database checks it).
 */
export type AdminService = Methods<(typeof SQL_API)['admin']>

/**
 * The couple's settings (docs/decisions/0024-settings.md), one row read and saved whole or by key:
 * 'Aprovar recados antes de publicar', how long an informed PIX holds its cotas (hours),
 * 'Aceitar respostas depois do prazo', and the couple's dates as the database holds them (ISO
 * instants; null until set: src/config/wedding.ts RSVP_CLOSES_AT and RETENTION_ENDS_AT).
 */
export interface Settings {
  approveMessages: boolean
  pixHoldHours: number
  rsvpAfterDeadline: boolean
  rsvpClosesAt: string | null
  retentionEndsAt: string | null
  /** Guests' photos: 'Aprovar automaticamente', 'Revelar depois', the window, the quota (MB). */
  photosAutoApprove: boolean
  photosRevealAt: string | null
  photosOpenFrom: string | null
  photosOpenUntil: string | null
  photosQuotaMb: number
  /** The telão's key: its link in /dev shows approved photos before the reveal. */
  photosScreenKey: string
}

// ---------- guests' photos (supabase/schemas/10_guest_photos.sql) ----------

export type GuestPhotoStatus = 'pending' | 'approved' | 'hidden'

/** An approved photo as guests and the telão see it (its bytes come apart, on demand). */
export interface GuestPhoto {
  id: string
  uploaderName: string
  caption: string | null
  width: number
  height: number
  approvedAt: string
}

export interface AdminGuestPhoto extends GuestPhoto {
  status: GuestPhotoStatus
  /** The full copy and the thumbnail together. */
  sizeBytes: number
  createdAt: string
}

/** A photo prepared on the phone, ready to send (data URLs of `mime`, no EXIF). */
export interface NewGuestPhoto {
  /** Made on the phone: sending it again never stores it twice. */
  id: string
  name: string
  caption?: string | null
  /** The phone's secret: only it may delete the photo. */
  ownerSecret: string
  mime: 'image/jpeg' | 'image/webp' | 'image/png'
  width: number
  height: number
  image: string
  thumbnail: string
}

/** Whether /fotos takes photos now, and whether guests see the approved ones yet. */
export interface GuestPhotosWindow {
  open: boolean
  revealed: boolean
  openFrom: string | null
  openUntil: string | null
  revealAt: string | null
}

export interface GuestPhotosUsage {
  usedBytes: number
  quotaBytes: number
  pending: number
  approved: number
  hidden: number
}

export interface GuestPhotoRequest extends PageRequest {
  /** The telão's key (from its link in /dev): approved photos even before the couple's reveal. */
  screenKey?: string | null
}

export interface AdminGuestPhotoRequest extends PageRequest {
  /** null: every status. */
  status: GuestPhotoStatus | null
}

// ---------- guests' personal data (LGPD, docs/decisions/0022-guests-personal-data.md) ----------

/** A gift the person reserved, as the couple see the reservation. */
export interface PersonReservation {
  giftId: string
  giftName: string
  reservedBy: string
  email: string | null
  phone: string | null
  message: string | null
  reservedAt: string | null
}

/** Everything stored about one person, found by e-mail or phone (one JSON document). */
export interface PersonRecord {
  /** 'email' or 'phone': how the query was read. */
  kind: 'email' | 'phone'
  /** The e-mails and phones (digits) that belong to the person: the query and those found beside it. */
  emails: string[]
  phones: string[]
  foundAt: string
  /** Open-form answers, their history included. */
  rsvps: Rsvp[]
  /**
   * Households whose contact (or an answer's phone) is the person's, and those listing the person
   * by name as a member, with members and history.
   */
  households: Household[]
  reservations: PersonReservation[]
  /** Wall messages signed with one of the person's names (a message carries only a name). */
  messages: AdminMessage[]
  contributions: Contribution[]
}

/** How many rows of each kind: found, erased, or changed by the retention. */
export interface PersonCounts {
  rsvps: number
  households: number
  reservations: number
  messages: number
  contributions: number
}

export type PrivacyActionKind = 'lookup' | 'export' | 'erase' | 'retention'

/** One row of the privacy log: who, when, what, and only counts (never whom). */
export interface PrivacyAction {
  id: string
  at: string
  action: PrivacyActionKind
  /** The admin who did it; null for the automatic retention. */
  adminUsername: string | null
  counts: PersonCounts
}

/** The retention date (src/config/wedding.ts RETENTION_ENDS_AT) and what it will remove. */
export interface RetentionStatus {
  /** Null while the couple have not set it in the database (nothing is removed by the clock). */
  retainUntil: string | null
  /** Whole days left until then; 0 once it has passed. */
  daysLeft: number
  /** Within RETENTION_NOTICE_DAYS (src/config/wedding.ts) before the date: the panel's notice. */
  noticeDue: boolean
  /** Rows still holding contact details or sensitive fields, which the retention will clear. */
  pending: Omit<PersonCounts, 'messages'>
  /** When the retention last changed something; null: never. */
  lastAppliedAt: string | null
}

/**
 * Public reads return [] on error (docs/product.md §8); a section that must tell "failed" from "empty"
 * (gifts: 'Erro ao carregar presentes' with a retry button) passes onError to hear about it.
 */
export interface ReadOptions {
  onError?: (error: unknown) => void
  /**
   * The read failed and the answer is the copy this browser kept of the last one that worked
   * (src/data/last-copy.ts), from `savedAt`: the section says so ('Sem conexão…').
   */
  onLastCopy?: (savedAt: Date) => void
}

/** What an operation of SQL_API resolves to (nothing when it has no `answer`). */
type AnswerOf<O> = O extends { readonly answer?: (...args: never[]) => infer T } ? Awaited<T> : void

/** The DataService's method for each operation of SQL_API: its `send`'s parameters, its answer. */
type Methods<S> = {
  readonly [K in keyof S]: S[K] extends { readonly send: (...args: infer A) => unknown }
    ? (...args: A) => Promise<AnswerOf<S[K]>>
    : never
}

/**
 * The data service: every operation of the SQL API (src/data/sql-api.ts, where each is described),
 * the public reads, live updates and, for the demo, its reset. Built once for any backend
 * (src/data/service.ts); reads return [] or null on error, writes throw a DataError whose message
 * is the pt-BR text to show.
 */
export interface DataService extends Methods<Omit<typeof SQL_API, 'admin'>> {
  readonly backend: BackendKind
  /** Active photos, newest first, without the full image. */
  listPhotos(options?: ReadOptions): Promise<Photo[]>
  /** The full image (data URL) of one active photo. */
  getPhotoImage(id: string): Promise<string | null>
  /** Calls onChange whenever the table changes (any event, any tab or browser). */
  subscribe(table: LiveTable, onChange: () => void): () => void
  readonly admin: AdminService
  /**
   * Embedded backend only: wipe the browser's database and load the demo data again. Other tabs
   * are told; the calling tab stops listening for changes and should reload the page.
   */
  resetDemo?(): Promise<void>
  /** Embedded backend only: the demo data came from an older version and was built again. */
  demoRebuilt?: boolean
}

/**
 * Why a write failed. The SQL functions raise these SQLSTATEs (supabase/schemas):
 * WD400 invalid input, WD401 no valid admin session, WD403 wrong credentials, WD404 not found,
 * WD409 conflict (already reserved, repeated message), WD420 too many writes
 * (a rate limit: src/config/limits.ts), WD421 too many cotas held by unconfirmed payments (from
 * this connection, or by everyone: HOLD_LIMITS), WD429 login locked. Their message is the pt-BR
 * text to show.
 */
export type DataErrorCode =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'locked'
  | 'rate_limited'
  /**
   * Too many cotas held at once by payments not yet confirmed, from this connection or by
   * everyone (docs/decisions/0017-gifts-as-money.md "Holds per client").
   */
  | 'held'
  /** The RSVP deadline has passed (and the couple do not keep accepting answers). */
  | 'closed'
  | 'not_configured'
  /** No signal: the write was not sent (docs/decisions/0021-offline-at-the-farm.md). */
  | 'offline'
  /**
   * The demo database did not take the call in time, or the tab that owned it closed before a
   * write was confirmed (docs/decisions/0004-embedded-backend.md).
   */
  | 'unavailable'
  | 'unknown'

export const SQLSTATE_TO_CODE: Record<string, DataErrorCode> = {
  WD400: 'invalid',
  WD401: 'unauthorized',
  WD403: 'forbidden',
  WD404: 'not_found',
  WD409: 'conflict',
  WD410: 'closed',
  WD420: 'rate_limited',
  WD421: 'held',
  WD429: 'locked',
}

export class DataError extends Error {
  readonly code: DataErrorCode
  constructor(message: string, code: DataErrorCode = 'unknown', options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'DataError'
    this.code = code
  }
}
