import { COMMON } from '@/config/copy/common'
import { ADMIN_ERRORS } from '@/config/copy/errors'
import { GALLERY } from '@/config/copy/gallery'
import { GIFTS } from '@/config/copy/gifts'
import { MESSAGES } from '@/config/copy/messages'
import { PERSONAL_RSVP, RSVP } from '@/config/copy/rsvp'
import { siteNow } from '../lib/site-clock'
import { GUEST_PHOTOS } from '@/config/copy/photos'
import { weddingPhase } from '../lib/wedding-clock'
import type { Database } from './database.types'
import { answeredFailure, loginFailure, toDataError } from './errors'
import {
  PHOTO_COLUMNS,
  answersArg,
  cursorArgs,
  giftArg,
  householdArg,
  isoTime,
  toAdminAccount,
  toAdminGift,
  toAdminMessage,
  toAdminUser,
  toBackup,
  toContribution,
  toContributionTotals,
  toGift,
  toGiftPix,
  toGiftThumbnails,
  toHouseholds,
  toImportResult,
  toInvitation,
  toMessage,
  toPage,
  toPersonCounts,
  toPersonRecord,
  toPhoto,
  toPrivacyLog,
  toRetentionStatus,
  toRsvp,
  toSettings,
  toThankGivers,
  settingsArg,
} from './rows'
import { LAST_COPY_KEYS } from './last-copy'
import type { Arrival, NewTeamUser, NewWalkIn } from './day-of'
import {
  guestPhotoArgs,
  toAdminGuestPhoto,
  toGuestPhotoSent,
  toGuestPhoto,
  toGuestPhotosUsage,
  toGuestPhotosWindow,
} from './guest-photo-rows'
import type {
  AdminGuestPhotoRequest,
  AdminMessageRequest,
  GuestPhotoRequest,
  GuestPhotoStatus,
  NewGuestPhoto,
  DataService,
  GiftInput,
  GiftPaymentInput,
  HouseholdInput,
  InvitationAnswer,
  LiveTable,
  NewAdminUser,
  NewMessage,
  NewPhoto,
  NewPixContribution,
  PageRequest,
  PostedMessage,
  ReadOptions,
  Reservation,
  RsvpInput,
  Settings,
} from './types'

/**
 * The SQL API (supabase/schemas, docs/architecture.md "The SQL API"), listed once for every
 * backend: each operation of the DataService, the SQL function it calls with its parameters by
 * name, how the operation's arguments become the function's and how its answer becomes what the
 * site uses; and the public reads. A backend only says how to call a function (supabase.rpc, or
 * PGlite with named notation) and how to run a read (src/data/backend.ts); the DataService is
 * built from this table once, for any backend (src/data/service.ts). Adding an operation: the SQL
 * function, one entry here, and its use in a feature.
 */

type Row = Record<string, unknown>

type Functions = Database['public']['Functions']

/** A function of the SQL API, by its name in schema public (src/data/database.types.ts). */
export type SqlName = keyof Functions

type ArgsOf<N extends SqlName> = Functions[N]['Args']

/** The names of a function's parameters, as the generated types have them (none: never). */
export type ParamOf<N extends SqlName> = N extends SqlName
  ? ArgsOf<N> extends Record<PropertyKey, never>
    ? never
    : Extract<keyof ArgsOf<N>, string>
  : never

/** One row of a function that returns rows (a table or setof), as the generated types say. */
export type RowOf<N extends SqlName> = N extends SqlName
  ? Functions[N]['Returns'] extends readonly (infer R)[]
    ? R
    : never
  : never

/**
 * A row as a backend hands it over: the columns the SQL names, their values unchecked (PGlite
 * gives Dates where PostgREST gives text; the mappers of rows.ts make entities of them). Reading
 * a column the function does not return is a type error.
 */
export type Loose<T> = { readonly [K in keyof T]?: unknown }

/**
 * What a function returns: `rows` (setof), `row` (one composite row), `scalar` (uuid, boolean),
 * `json`, or `void`.
 */
export type SqlReturns = 'rows' | 'row' | 'scalar' | 'json' | 'void'

/** What a backend's call answers for each kind of return. */
export interface SqlAnswers<N extends SqlName = SqlName> {
  rows: Loose<RowOf<N>>[]
  row: Loose<RowOf<N>> | null
  scalar: unknown
  json: unknown
  void: undefined
}

/** The generic pt-BR text of a failure that carries none of its own (`detail`: what went wrong). */
export type ErrorText = (detail: string) => string

export interface SqlFunction<
  N extends SqlName = SqlName,
  R extends SqlReturns = SqlReturns,
  P extends ParamOf<N> = ParamOf<N>,
> {
  /** The function, in schema public. */
  readonly name: N
  /** Its parameters, by their SQL names: backends pass arguments by name, never by position. */
  readonly params: readonly P[]
  readonly returns: R
  /** False for the functions that only read (stable): the embedded backend skips the disk wait. */
  readonly writes: boolean
  /**
   * A read that writes only its rate-limit count (volatile for that alone): the embedded backend
   * skips the disk wait all the same, since losing a count in the visitor's own browser loses
   * nothing (docs/decisions/0014, "What the embedded demo can and cannot enforce").
   */
  readonly countsOnly?: true
  /**
   * The text a failure shows when it carries none of its own (docs/product.md §8); none: 'Erro
   * desconhecido', which the couple's panel words per action (src/features/admin/session/use-admin-action.ts).
   */
  readonly error?: ErrorText
  /**
   * A guest's write: refused at once without signal, nothing sent and nothing queued
   * (docs/decisions/0021-offline-at-the-farm.md; src/data/offline.ts).
   */
  readonly guestWrite?: true
}

/**
 * One value for each parameter, by name, of the type the SQL declares (null for SQL null): a
 * renamed parameter or a changed type fails typecheck where the call is made.
 */
export type SqlArgs<N extends SqlName> = {
  readonly [K in ParamOf<N>]: ArgsOf<N>[K] | null
}

/** How a backend calls a function; a failure is thrown as a DataError (errors.ts toDataError). */
export type SqlCaller = <N extends SqlName, R extends SqlReturns>(
  fn: SqlFunction<N, R>,
  args: SqlArgs<NoInfer<N>>,
) => Promise<SqlAnswers<N>[R]>

/**
 * One operation of the DataService: its SQL function, `send` (the operation's arguments as the
 * function's) and `answer` (what the function answered, as the site's entity; without it the
 * operation resolves to nothing). `answer` may call other functions (`call`) and may throw.
 * `read`: a read that never throws (docs/product.md §8): a failure is logged, told to
 * `options.onError` (the last parameter `send` declares) and answered with `empty(...args)`.
 */
export interface Operation<
  N extends SqlName = SqlName,
  R extends SqlReturns = SqlReturns,
  P extends ParamOf<N> = ParamOf<N>,
  A extends readonly unknown[] = never,
  T = void,
> extends SqlFunction<N, R, P> {
  readonly send: (...args: A) => SqlArgs<N>
  readonly answer?: (
    raw: SqlAnswers<N>[R],
    context: { args: NoInfer<A>; call: SqlCaller },
  ) => T | Promise<T>
  readonly read?: { readonly what: string; readonly empty: (args: NoInfer<A>) => NoInfer<T> }
  /**
   * The answer is kept as this browser's last copy under this key (null: not kept), and answered
   * with `onLastCopy` when the call fails (docs/decisions/0021-offline-at-the-farm.md).
   */
  readonly lastCopy?: (args: NoInfer<A>) => string | null
  /** Where copies are kept, what to read again once it worked (a household's copy, its answer). */
  readonly after?: (service: DataService, args: NoInfer<A>) => void
}

function operation<
  const N extends SqlName,
  const R extends SqlReturns,
  const P extends ParamOf<N> = never,
  A extends unknown[] = [],
  T = void,
>(spec: Operation<N, R, P, A, T>): Operation<N, R, P, A, T> {
  return spec
}

/** The session token every admin call starts with. */
type Token = string

/** The settings of a database whose row is missing: the columns' defaults. */
const DEFAULT_SETTINGS: Settings = {
  approveMessages: false,
  pixHoldHours: 48,
  rsvpAfterDeadline: false,
  rsvpClosesAt: null,
  retentionEndsAt: null,
  photosAutoApprove: false,
  photosRevealAt: null,
  photosOpenFrom: null,
  photosOpenUntil: null,
  photosQuotaMb: 1024,
  photosScreenKey: '',
}

/** Every operation of the DataService, by name (`admin`: the couple's, each checked by its token). */
export const SQL_API = {
  // The wall, a page at a time by a cursor (a function, not a select: the cursor keeps the
  // database's microseconds, which a browser's Date would drop). An empty page on error.
  listMessages: operation({
    name: 'list_messages',
    params: ['p_after_at', 'p_after_id', 'p_limit'],
    returns: 'rows',
    writes: false,
    send: (request: PageRequest, _options?: ReadOptions) => ({
      ...cursorArgs(request.after),
      p_limit: request.limit + 1,
    }),
    answer: (rows, { args: [request] }) => toPage(rows, request.limit, toMessage),
    read: { what: 'mensagens', empty: () => ({ items: [], more: false, total: 0 }) },
    // Later pages ('Ver mais') are not kept: offline, the wall shows its first page.
    lastCopy: ([request]) => (request.after ? null : LAST_COPY_KEYS.messages),
  }),
  /** Whether new messages wait for the couple's approval (throws when it cannot tell). */
  messagesNeedApproval: operation({
    name: 'messages_need_approval',
    params: [],
    returns: 'scalar',
    writes: false,
    error: () => MESSAGES.sendError,
    send: () => ({}),
    answer: (value) => value === true,
  }),
  // What the guest is told next: on the wall now, or after the couple approves it.
  postMessage: operation({
    name: 'post_message',
    params: ['p_name', 'p_message'],
    returns: 'scalar',
    writes: true,
    guestWrite: true,
    error: () => MESSAGES.sendError,
    send: ({ name, message }: NewMessage) => ({ p_name: name, p_message: message }),
    answer: async (_id, { call }): Promise<PostedMessage> => {
      try {
        return { pending: (await call(SQL_API.messagesNeedApproval, {})) === true }
      } catch (error) {
        // The message is stored; only the wording of the confirmation is unsure.
        console.error('Erro ao consultar a aprovação de mensagens', error)
        return { pending: false }
      }
    },
  }),
  /** Gifts by category, the couple's order, then name, with each gift's cotas taken (a count over
   * contributions anon cannot read), without images: those come per category, as the list shows
   * them (docs/decisions/0017). */
  listGifts: operation({
    name: 'list_gifts',
    params: [],
    returns: 'rows',
    writes: false,
    error: () => GIFTS.loadError,
    send: (_options?: ReadOptions) => ({}),
    answer: (rows) => rows.map(toGift),
    read: { what: 'presentes', empty: () => [] },
    lastCopy: () => LAST_COPY_KEYS.gifts,
  }),
  // {gift id: data URL} for those of the ids that have a photo (at most
  // GIFT_LIMITS.thumbnailsPerRead ids a call). Both photo reads count against a per-client limit
  // (RATE_LIMITS.gift_thumbnails, gift_image), their only write.
  getGiftThumbnails: operation({
    name: 'gift_thumbnails',
    params: ['p_ids'],
    returns: 'rows',
    writes: true,
    countsOnly: true,
    error: () => GIFTS.loadError,
    send: (ids: readonly string[]) => ({ p_ids: [...ids] }),
    answer: (rows) => toGiftThumbnails(rows),
    read: { what: 'fotos dos presentes', empty: () => ({}) },
  }),
  /** One gift's full photo (data URL), or null. */
  getGiftImage: operation({
    name: 'gift_image',
    params: ['p_id'],
    returns: 'scalar',
    writes: true,
    countsOnly: true,
    error: () => GIFTS.loadError,
    send: (id: string) => ({ p_id: id }),
    answer: (value) => (typeof value === 'string' ? value : null),
    read: { what: 'foto do presente', empty: () => null },
  }),
  /**
   * Holds the cotas (or the free amount) of a 'money' gift for a PIX and gives its transaction
   * id: {txid, amount_cents, gift_name, hold_until}; conflict when not enough cotas are left.
   */
  startGiftPix: operation({
    name: 'start_gift_pix',
    params: [
      'p_gift_id',
      'p_quotas',
      'p_amount_cents',
      'p_name',
      'p_email',
      'p_phone',
      'p_message',
    ],
    returns: 'json',
    writes: true,
    guestWrite: true,
    error: () => GIFTS.pixStartError,
    send: (input: GiftPaymentInput) => ({
      p_gift_id: input.giftId,
      p_quotas: input.quotas ?? null,
      p_amount_cents: input.amountCents ?? null,
      p_name: input.name,
      p_email: input.email,
      p_phone: input.phone ?? null,
      p_message: input.message ?? null,
    }),
    answer: (result) => {
      const pix = toGiftPix(result)
      if (!pix) throw toDataError(() => GIFTS.pixStartError, result)
      return pix
    },
  }),
  // 'Já fiz o PIX'. Null when informed; a txid not found is answered {code, message} (see
  // answeredFailure), so its count against RATE_LIMITS.gift_pix_inform stays.
  informGiftPix: operation({
    name: 'inform_gift_pix',
    params: ['p_txid'],
    returns: 'json',
    writes: true,
    guestWrite: true,
    error: () => GIFTS.pixInformError,
    send: (txid: string) => ({ p_txid: txid }),
    answer: (result) => {
      const failure = answeredFailure(() => GIFTS.pixInformError, result)
      if (failure) throw failure
    },
  }),
  // The reservation is one atomic UPDATE in reserve_gift (docs/product.md §8 'Erro ao atualizar presente').
  reserveGift: operation({
    name: 'reserve_gift',
    params: ['p_gift_id', 'p_name', 'p_email', 'p_phone', 'p_message'],
    returns: 'void',
    writes: true,
    guestWrite: true,
    error: () => GIFTS.updateError,
    send: (giftId: string, r: Reservation) => ({
      p_gift_id: giftId,
      p_name: r.guestName,
      p_email: r.guestEmail,
      p_phone: r.guestPhone ?? null,
      p_message: r.message ?? null,
    }),
  }),
  /** Stores an open-form answer (never replacing an earlier one). */
  submitRsvp: operation({
    name: 'submit_rsvp',
    params: [
      'p_nome_completo',
      'p_vai_ao_evento',
      'p_email',
      'p_telefone',
      'p_observacoes',
      'p_dietary',
      'p_consent',
    ],
    returns: 'void',
    writes: true,
    guestWrite: true,
    error: () => RSVP.storeError,
    send: (input: RsvpInput) => ({
      p_nome_completo: input.nomeCompleto,
      p_vai_ao_evento: input.vaiAoEvento,
      p_email: input.email,
      p_telefone: input.telefone,
      p_observacoes: input.observacoes ?? null,
      p_dietary: input.dietary || null,
      p_consent: input.sensitiveConsent === true,
    }),
  }),
  /**
   * A personal link's household, by its code; not_found (wrong code) or rate_limited. Wrong codes
   * are counted per client and slowed down: the function answers them {code, message} instead of
   * raising (see answeredFailure). Without signal, the copy this browser kept (`onLastCopy`,
   * src/data/last-copy.ts).
   */
  getInvitation: operation({
    name: 'get_invitation',
    params: ['p_code'],
    returns: 'json',
    writes: true,
    error: () => PERSONAL_RSVP.loadError,
    send: (code: string, _options?: Pick<ReadOptions, 'onLastCopy'>) => ({ p_code: code }),
    answer: (result) => {
      const failure = answeredFailure(() => PERSONAL_RSVP.loadError, result)
      if (failure) throw failure
      const invitation = toInvitation(result)
      if (!invitation) throw toDataError(() => PERSONAL_RSVP.loadError, null)
      return invitation
    },
    // The guest's own household, on the guest's own phone: it opens at the farm without signal.
    lastCopy: ([code]) => LAST_COPY_KEYS.invitation + code,
  }),
  /** Stores the household's answer; the code is what proves the right to change it. */
  answerInvitation: operation({
    name: 'answer_invitation',
    params: ['p_code', 'p_answers', 'p_message', 'p_phone', 'p_consent'],
    returns: 'json',
    writes: true,
    guestWrite: true,
    error: () => RSVP.storeError,
    send: (code: string, answer: InvitationAnswer) => ({
      p_code: code,
      p_answers: answersArg(answer),
      p_message: answer.message ?? null,
      p_phone: answer.phone ?? null,
      p_consent: answer.sensitiveConsent === true,
    }),
    answer: (result) => {
      const failure = answeredFailure(() => RSVP.storeError, result)
      if (failure) throw failure
    },
    // The household's answers just changed: its copy follows, so the farm shows the new ones.
    after: (service, [code]) => void service.getInvitation(code).catch(() => undefined),
  }),
  /**
   * Whether the database still takes RSVP answers (before the deadline, or the couple keep
   * accepting them: docs/decisions/0018-the-site-by-the-clock.md). When it cannot tell (no
   * signal, a server error): the clock's own deadline, not a closed form, and `onError`.
   */
  rsvpOpen: operation({
    name: 'rsvp_open',
    params: [],
    returns: 'scalar',
    writes: false,
    error: () => RSVP.storeError,
    send: (_options?: ReadOptions) => ({}),
    answer: (value) => value === true,
    read: {
      what: 'o prazo de confirmação',
      empty: () => weddingPhase(siteNow()) === 'rsvp-open',
    },
  }),
  // A login writes even when it fails: the failure counter behind the lockout. `device`: the
  // token an earlier login gave this browser, when it kept one.
  adminLogin: operation({
    name: 'admin_login',
    params: ['p_username', 'p_password', 'p_device'],
    returns: 'json',
    writes: true,
    error: () => ADMIN_ERRORS.loginError,
    send: (username: string, password: string, device?: string | null) => ({
      p_username: username,
      p_password: password,
      p_device: device ?? null,
    }),
    answer: (result) => {
      const failure = loginFailure(result)
      if (failure) throw failure
      const user = toAdminUser(result)
      const row = result as Row | null
      const token = row?.token
      if (!user || typeof token !== 'string') {
        throw toDataError(() => ADMIN_ERRORS.loginError, result)
      }
      const trusted = row?.device
      return {
        ...user,
        token,
        ...(typeof trusted === 'string' && trusted !== '' ? { device: trusted } : {}),
        loginTime: isoTime(row?.login_time) || new Date().toISOString(),
      }
    },
  }),
  adminLogout: operation({
    name: 'admin_logout',
    params: ['p_token'],
    returns: 'void',
    writes: true,
    error: () => ADMIN_ERRORS.loginError,
    send: (token: Token) => ({ p_token: token }),
  }),
  /**
   * The user of a valid, unexpired session; null only when the database refuses the token. A
   * failed check throws (offline, backend down): the session may still be good.
   */
  adminSession: operation({
    name: 'admin_session',
    params: ['p_token'],
    returns: 'json',
    writes: false,
    error: () => ADMIN_ERRORS.loginError,
    send: (token: Token) => ({ p_token: token }),
    answer: (result) => toAdminUser(result),
  }),
  // ---- Guests' photos (supabase/schemas/10_guest_photos.sql) ----
  /** Whether /fotos takes photos now; when it cannot tell, open (the send decides). */
  guestPhotosWindow: operation({
    name: 'guest_photos_status',
    params: [],
    returns: 'json',
    writes: false,
    error: () => GUEST_PHOTOS.loadError,
    send: (_options?: ReadOptions) => ({}),
    answer: (value) => toGuestPhotosWindow(value),
    read: {
      what: 'o envio de fotos',
      empty: () => ({
        open: true,
        revealed: true,
        openFrom: null,
        openUntil: null,
        revealAt: null,
      }),
    },
  }),
  /** Sends one prepared photo; answers whether it waits for the couple. Not a guestWrite: the
   * queue on the phone keeps it and tries again when the signal returns. */
  addGuestPhoto: operation({
    name: 'add_guest_photo',
    params: [
      'p_id',
      'p_name',
      'p_caption',
      'p_owner_secret',
      'p_mime',
      'p_width',
      'p_height',
      'p_image',
      'p_thumbnail',
    ],
    returns: 'json',
    writes: true,
    error: () => GUEST_PHOTOS.sendError,
    send: (photo: NewGuestPhoto) => guestPhotoArgs(photo),
    answer: (value) => toGuestPhotoSent(value),
  }),
  /** Approved photos, newest approval first, a page at a time (empty before the reveal). */
  listGuestPhotos: operation({
    name: 'list_guest_photos',
    params: ['p_after_at', 'p_after_id', 'p_limit', 'p_screen_key'],
    returns: 'rows',
    writes: false,
    error: () => GUEST_PHOTOS.loadError,
    send: (request: GuestPhotoRequest, _options?: ReadOptions) => ({
      ...cursorArgs(request.after),
      p_limit: request.limit + 1,
      p_screen_key: request.screenKey ?? null,
    }),
    answer: (rows, { args: [request] }) => toPage(rows, request.limit, toGuestPhoto),
    read: { what: 'fotos dos convidados', empty: () => ({ items: [], more: false, total: 0 }) },
  }),
  /**
   * An approved photo's bytes (data URL; `full`: the full copy), or null; before the couple's
   * reveal only with the telão's key.
   */
  getGuestPhotoImage: operation({
    name: 'guest_photo_image',
    params: ['p_id', 'p_full', 'p_screen_key'],
    returns: 'scalar',
    writes: true,
    countsOnly: true,
    error: () => GUEST_PHOTOS.loadError,
    send: (id: string, full: boolean, screenKey: string | null = null) => ({
      p_id: id,
      p_full: full,
      p_screen_key: screenKey,
    }),
    answer: (value) => (typeof value === 'string' ? value : null),
    read: { what: 'foto do convidado', empty: () => null },
  }),
  /** Deletes a photo this phone sent (its secret proves it); answers whether one went. */
  deleteOwnGuestPhoto: operation({
    name: 'delete_own_guest_photo',
    params: ['p_id', 'p_owner_secret'],
    returns: 'scalar',
    writes: true,
    guestWrite: true,
    error: () => GUEST_PHOTOS.deleteError,
    send: (id: string, ownerSecret: string) => ({ p_id: id, p_owner_secret: ownerSecret }),
    answer: (value) => value === true,
  }),
  admin: {
    // ---- Guests' photos (supabase/schemas/10_guest_photos.sql) ----
    listGuestPhotos: operation({
      name: 'admin_list_guest_photos',
      params: ['p_token', 'p_status', 'p_after_at', 'p_after_id', 'p_limit'],
      returns: 'rows',
      writes: false,
      send: (token: Token, request: AdminGuestPhotoRequest) => ({
        p_token: token,
        p_status: request.status,
        ...cursorArgs(request.after),
        p_limit: request.limit + 1,
      }),
      answer: (rows, { args: [, request] }) => toPage(rows, request.limit, toAdminGuestPhoto),
    }),
    /** Any photo's bytes (data URL; `full`: the full copy), or null. */
    guestPhotoImage: operation({
      name: 'admin_guest_photo_image',
      params: ['p_token', 'p_id', 'p_full'],
      returns: 'scalar',
      writes: false,
      send: (token: Token, id: string, full: boolean) => ({
        p_token: token,
        p_id: id,
        p_full: full,
      }),
      answer: (value) => (typeof value === 'string' ? value : null),
    }),
    /** 'Aprovar' / 'Ocultar' (at most GUEST_PHOTO_LIMITS.bulkMax); answers how many changed. */
    setGuestPhotosStatus: operation({
      name: 'admin_set_guest_photos_status',
      params: ['p_token', 'p_ids', 'p_status'],
      returns: 'scalar',
      writes: true,
      send: (token: Token, ids: readonly string[], status: GuestPhotoStatus) => ({
        p_token: token,
        p_ids: [...ids],
        p_status: status,
      }),
      answer: (n) => Number(n) || 0,
    }),
    deleteGuestPhotos: operation({
      name: 'admin_delete_guest_photos',
      params: ['p_token', 'p_ids'],
      returns: 'scalar',
      writes: true,
      send: (token: Token, ids: readonly string[]) => ({ p_token: token, p_ids: [...ids] }),
      answer: (n) => Number(n) || 0,
    }),
    guestPhotosUsage: operation({
      name: 'admin_guest_photos_usage',
      params: ['p_token'],
      returns: 'json',
      writes: false,
      send: (token: Token) => ({ p_token: token }),
      answer: (value) => toGuestPhotosUsage(value),
    }),
    listGifts: operation({
      name: 'admin_list_gifts',
      params: ['p_token'],
      returns: 'rows',
      writes: false,
      error: () => GIFTS.loadError,
      send: (token: Token) => ({ p_token: token }),
      answer: (rows) => rows.map(toAdminGift),
    }),
    /** Adds (no id) or edits a gift; resolves to its id. */
    saveGift: operation({
      name: 'admin_save_gift',
      params: ['p_token', 'p_gift'],
      returns: 'scalar',
      writes: true,
      error: () => GIFTS.addError,
      send: (token: Token, gift: GiftInput) => ({ p_token: token, p_gift: giftArg(gift) }),
      answer: (id) => String(id),
    }),
    deleteGift: operation({
      name: 'admin_delete_gift',
      params: ['p_token', 'p_id'],
      returns: 'void',
      writes: true,
      error: () => GIFTS.deleteUnknownError,
      send: (token: Token, id: string) => ({ p_token: token, p_id: id }),
    }),
    reserveGift: operation({
      name: 'admin_reserve_gift',
      params: ['p_token', 'p_id', 'p_name', 'p_email', 'p_phone', 'p_message'],
      returns: 'void',
      writes: true,
      error: () => GIFTS.reserveErrorShort,
      send: (token: Token, id: string, r: Reservation) => ({
        p_token: token,
        p_id: id,
        p_name: r.guestName,
        p_email: r.guestEmail,
        p_phone: r.guestPhone ?? null,
        p_message: r.message ?? null,
      }),
    }),
    cancelReservation: operation({
      name: 'admin_cancel_reservation',
      params: ['p_token', 'p_id'],
      returns: 'void',
      writes: true,
      error: () => GIFTS.cancelError,
      send: (token: Token, id: string) => ({ p_token: token, p_id: id }),
    }),
    /** Frees every gift reserved with this e-mail (any case); resolves to how many were freed. */
    cancelReservationsByEmail: operation({
      name: 'admin_cancel_reservations_by_email',
      params: ['p_token', 'p_email'],
      returns: 'scalar',
      writes: true,
      error: () => GIFTS.cancelError,
      send: (token: Token, email: string) => ({ p_token: token, p_email: email }),
      answer: (count) => Number(count),
    }),
    addPhoto: operation({
      name: 'admin_add_photo',
      params: [
        'p_token',
        'p_title',
        'p_description',
        'p_image_data',
        'p_image_type',
        'p_thumbnail',
      ],
      returns: 'scalar',
      writes: true,
      error: () => GALLERY.addError,
      send: (token: Token, photo: NewPhoto) => ({
        p_token: token,
        p_title: photo.title,
        p_description: photo.description ?? null,
        p_image_data: photo.imageData,
        p_image_type: photo.imageType,
        p_thumbnail: photo.thumbnail,
      }),
    }),
    deletePhoto: operation({
      name: 'admin_delete_photo',
      params: ['p_token', 'p_id'],
      returns: 'void',
      writes: true,
      send: (token: Token, id: string) => ({ p_token: token, p_id: id }),
    }),
    deleteMessage: operation({
      name: 'admin_delete_message',
      params: ['p_token', 'p_id'],
      returns: 'void',
      writes: true,
      error: (detail) => MESSAGES.deleteError(detail),
      send: (token: Token, id: string) => ({ p_token: token, p_id: id }),
    }),
    /** Every message, pending ones too, a page at a time. */
    listMessages: operation({
      name: 'admin_list_messages',
      params: ['p_token', 'p_after_at', 'p_after_id', 'p_limit', 'p_name', 'p_pending'],
      returns: 'rows',
      writes: false,
      send: (token: Token, request: AdminMessageRequest) => ({
        p_token: token,
        ...cursorArgs(request.after),
        p_limit: request.limit + 1,
        p_name: request.name?.trim() || null,
        p_pending: request.pending === true,
      }),
      answer: (rows, { args: [, request] }) => toPage(rows, request.limit, toAdminMessage),
    }),
    /** One call for many (at most MESSAGES_BULK_MAX); answers how many were deleted. */
    deleteMessages: operation({
      name: 'admin_delete_messages',
      params: ['p_token', 'p_ids'],
      returns: 'scalar',
      writes: true,
      error: (detail) => MESSAGES.deleteError(detail),
      send: (token: Token, ids: readonly string[]) => ({ p_token: token, p_ids: [...ids] }),
      answer: (count) => Number(count),
    }),
    /** Publishes pending messages; answers how many changed. */
    approveMessages: operation({
      name: 'admin_approve_messages',
      params: ['p_token', 'p_ids'],
      returns: 'scalar',
      writes: true,
      send: (token: Token, ids: readonly string[]) => ({ p_token: token, p_ids: [...ids] }),
      answer: (count) => Number(count),
    }),
    /** Every open-form answer, newest first (the history: several per e-mail). */
    listRsvps: operation({
      name: 'admin_list_rsvps',
      params: ['p_token'],
      returns: 'rows',
      writes: false,
      send: (token: Token) => ({ p_token: token }),
      answer: (rows) => rows.map(toRsvp),
    }),
    /** Deletes open-form answers (a guest's every answer; at most 500); answers how many went. */
    deleteRsvps: operation({
      name: 'admin_delete_rsvps',
      params: ['p_token', 'p_ids'],
      returns: 'scalar',
      writes: true,
      send: (token: Token, ids: readonly string[]) => ({ p_token: token, p_ids: [...ids] }),
      answer: (count) => Number(count),
    }),
    /** Links an open-form answer to a household (null: unlinks it). */
    matchRsvp: operation({
      name: 'admin_match_rsvp',
      params: ['p_token', 'p_rsvp_id', 'p_household_id'],
      returns: 'void',
      writes: true,
      send: (token: Token, rsvpId: string, householdId: string | null) => ({
        p_token: token,
        p_rsvp_id: rsvpId,
        p_household_id: householdId,
      }),
    }),
    /** The guest list, in the couple's order (name), with answers and history. */
    listHouseholds: operation({
      name: 'admin_list_households',
      params: ['p_token'],
      returns: 'json',
      writes: false,
      send: (token: Token) => ({ p_token: token }),
      answer: (result) => toHouseholds(result),
    }),
    /** Adds (no id) or edits a household; resolves to its id. */
    saveHousehold: operation({
      name: 'admin_save_household',
      params: ['p_token', 'p_household'],
      returns: 'scalar',
      writes: true,
      send: (token: Token, household: HouseholdInput) => ({
        p_token: token,
        p_household: householdArg(household),
      }),
      answer: (id) => String(id),
    }),
    deleteHousehold: operation({
      name: 'admin_delete_household',
      params: ['p_token', 'p_id'],
      returns: 'void',
      writes: true,
      send: (token: Token, id: string) => ({ p_token: token, p_id: id }),
    }),
    /** Adds the households not on the list yet (same name and phone: skipped), in one transaction. */
    importHouseholds: operation({
      name: 'admin_import_households',
      params: ['p_token', 'p_households'],
      returns: 'json',
      writes: true,
      send: (token: Token, households: readonly HouseholdInput[]) => ({
        p_token: token,
        p_households: households.map(householdArg),
      }),
      answer: (result) => toImportResult(result),
    }),
    /** The couple record an answer a guest gave them by phone (source 'casal'). */
    recordAnswer: operation({
      name: 'admin_record_answer',
      params: ['p_token', 'p_household_id', 'p_answers', 'p_message', 'p_phone', 'p_consent'],
      returns: 'void',
      writes: true,
      send: (token: Token, householdId: string, answer: InvitationAnswer) => ({
        p_token: token,
        p_household_id: householdId,
        p_answers: answersArg(answer),
        p_message: answer.message ?? null,
        p_phone: answer.phone ?? null,
        p_consent: answer.sensitiveConsent === true,
      }),
    }),
    listContributions: operation({
      name: 'admin_list_contributions',
      params: ['p_token'],
      returns: 'rows',
      writes: false,
      send: (token: Token) => ({ p_token: token }),
      answer: (rows) => rows.map(toContribution),
    }),
    addPixContribution: operation({
      name: 'admin_add_pix_contribution',
      params: ['p_token', 'p_donor_name', 'p_amount_cents', 'p_date', 'p_note'],
      returns: 'scalar',
      writes: true,
      send: (token: Token, entry: NewPixContribution) => ({
        p_token: token,
        p_donor_name: entry.donorName,
        p_amount_cents: entry.amountCents,
        p_date: entry.date,
        p_note: entry.note ?? null,
      }),
    }),
    contributionTotals: operation({
      name: 'admin_contribution_totals',
      params: ['p_token'],
      returns: 'json',
      writes: false,
      send: (token: Token) => ({ p_token: token }),
      answer: (result) => toContributionTotals(result),
    }),
    /** The couple confirm a guest's informed PIX (it reached their account) or reject it. */
    reviewPix: operation({
      name: 'admin_review_pix',
      params: ['p_token', 'p_id', 'p_confirmed'],
      returns: 'void',
      writes: true,
      error: () => ADMIN_ERRORS.reviewPixError,
      send: (token: Token, contributionId: string, confirmed: boolean) => ({
        p_token: token,
        p_id: contributionId,
        p_confirmed: confirmed,
      }),
    }),
    /** Hides a junk contribution (hidden true) or shows it again (false). */
    setContributionHidden: operation({
      name: 'admin_set_contribution_hidden',
      params: ['p_token', 'p_id', 'p_hidden'],
      returns: 'void',
      writes: true,
      send: (token: Token, id: string, hidden: boolean) => ({
        p_token: token,
        p_id: id,
        p_hidden: hidden,
      }),
    }),
    createAdmin: operation({
      name: 'admin_create_user',
      params: ['p_token', 'p_username', 'p_email', 'p_password'],
      returns: 'scalar',
      writes: true,
      error: (detail) => ADMIN_ERRORS.createAdminError(detail),
      send: (token: Token, user: NewAdminUser) => ({
        p_token: token,
        p_username: user.username,
        p_email: user.email,
        p_password: user.password,
      }),
    }),
    changePassword: operation({
      name: 'admin_change_password',
      params: ['p_token', 'p_current_password', 'p_new_password'],
      returns: 'void',
      writes: true,
      error: (detail) => ADMIN_ERRORS.changePasswordError(detail),
      send: (token: Token, currentPassword: string, newPassword: string) => ({
        p_token: token,
        p_current_password: currentPassword,
        p_new_password: newPassword,
      }),
    }),
    backup: operation({
      name: 'admin_backup',
      params: ['p_token'],
      returns: 'json',
      writes: false,
      send: (token: Token) => ({ p_token: token }),
      answer: (result) => toBackup(result),
    }),
    listAdmins: operation({
      name: 'admin_list_users',
      params: ['p_token'],
      returns: 'json',
      writes: false,
      send: (token: Token) => ({ p_token: token }),
      answer: (list) => (Array.isArray(list) ? (list as Row[]) : []).map(toAdminAccount),
    }),
    /** Never oneself; the admin's sessions end and it can no longer log in. */
    deactivateAdmin: operation({
      name: 'admin_deactivate_user',
      params: ['p_token', 'p_user_id'],
      returns: 'void',
      writes: true,
      send: (token: Token, userId: string) => ({ p_token: token, p_user_id: userId }),
    }),
    /** Ends every session of every admin but this one; how many ended. */
    endOtherSessions: operation({
      name: 'admin_end_other_sessions',
      params: ['p_token'],
      returns: 'scalar',
      writes: true,
      send: (token: Token) => ({ p_token: token }),
      answer: (count) => Number(count) || 0,
    }),
    /** The couple's settings, read whole (docs/decisions/0024-settings.md). */
    settings: operation({
      name: 'admin_settings',
      params: ['p_token'],
      returns: 'json',
      writes: false,
      send: (token: Token) => ({ p_token: token }),
      answer: (result) => toSettings(result) ?? DEFAULT_SETTINGS,
    }),
    /** Saves the settings given (the others keep their value); answers them all, saved. */
    saveSettings: operation({
      name: 'admin_save_settings',
      params: ['p_token', 'p_settings'],
      returns: 'json',
      writes: true,
      send: (token: Token, change: Partial<Settings>) => ({
        p_token: token,
        p_settings: settingsArg(change),
      }),
      answer: (result) => toSettings(result) ?? DEFAULT_SETTINGS,
    }),
    // Guests' personal data (docs/decisions/0022-guests-personal-data.md). `query` is an e-mail
    // (any case) or a phone (its digits; +55 ignored). Every lookup, export and erasure writes a
    // row of the privacy log.
    /** Everything stored about one person (recorded as a lookup). */
    findPerson: operation({
      name: 'admin_find_person',
      params: ['p_token', 'p_query'],
      returns: 'json',
      writes: true,
      send: (token: Token, query: string) => ({ p_token: token, p_query: query }),
      answer: (result) => toPersonRecord(result),
    }),
    /** The same document, for the JSON file the couple hand over (recorded as an export). */
    exportPerson: operation({
      name: 'admin_export_person',
      params: ['p_token', 'p_query'],
      returns: 'json',
      writes: true,
      send: (token: Token, query: string) => ({ p_token: token, p_query: query }),
      answer: (result) => toPersonRecord(result),
    }),
    /** Removes the person's name, contact and sensitive data everywhere, in one transaction. */
    erasePerson: operation({
      name: 'admin_erase_person',
      params: ['p_token', 'p_query'],
      returns: 'json',
      writes: true,
      send: (token: Token, query: string) => ({ p_token: token, p_query: query }),
      answer: (result) => toPersonCounts(result),
    }),
    /** The privacy log, newest first (the latest 200 rows). */
    privacyLog: operation({
      name: 'admin_privacy_log',
      params: ['p_token'],
      returns: 'json',
      writes: false,
      send: (token: Token) => ({ p_token: token }),
      answer: (result) => toPrivacyLog(result),
    }),
    // ---- The wedding day (supabase/schemas/11_day_of.sql): the couple's and their team's. ----
    /** A cerimonial team account (name, username, password); resolves to its id. */
    createTeamUser: operation({
      name: 'admin_create_team_user',
      params: ['p_token', 'p_name', 'p_username', 'p_password'],
      returns: 'scalar',
      writes: true,
      send: (token: Token, user: NewTeamUser) => ({
        p_token: token,
        p_name: user.name,
        p_username: user.username,
        p_password: user.password,
      }),
      answer: (id) => String(id),
    }),
    /** The tables, every household with its members' seats and arrivals, the walk-ins. */
    dayOf: operation({
      name: 'admin_day_of',
      params: ['p_token'],
      returns: 'json',
      writes: false,
      send: (token: Token) => ({ p_token: token }),
      // The mapper comes with the panels' first read, not with every guest's data chunk.
      answer: async (result) => (await import('./day-of')).toDayOf(result),
    }),
    /** Adds (id null) or renames/resizes a table; resolves to its id. */
    saveTable: operation({
      name: 'admin_save_table',
      params: ['p_token', 'p_id', 'p_name', 'p_seats'],
      returns: 'scalar',
      writes: true,
      send: (token: Token, table: { id: string | null; name: string; seats: number }) => ({
        p_token: token,
        p_id: table.id,
        p_name: table.name,
        p_seats: table.seats,
      }),
      answer: (id) => String(id),
    }),
    deleteTable: operation({
      name: 'admin_delete_table',
      params: ['p_token', 'p_id'],
      returns: 'void',
      writes: true,
      send: (token: Token, id: string) => ({ p_token: token, p_id: id }),
    }),
    /** Seats members at a table (null: 'Sem mesa'). */
    seatMembers: operation({
      name: 'admin_seat_members',
      params: ['p_token', 'p_member_ids', 'p_table_id'],
      returns: 'void',
      writes: true,
      send: (token: Token, memberIds: readonly string[], tableId: string | null) => ({
        p_token: token,
        p_member_ids: [...memberIds],
        p_table_id: tableId,
      }),
    }),
    /** Arrivals as queued on a phone; merged on the server (the earliest time); how many new. */
    checkIn: operation({
      name: 'admin_check_in',
      params: ['p_token', 'p_arrivals'],
      returns: 'scalar',
      writes: true,
      send: (token: Token, arrivals: readonly Arrival[]) => ({
        p_token: token,
        p_arrivals: arrivals.map((a) => ({ member_id: a.memberId, arrived_at: a.arrivedAt })),
      }),
      answer: (count) => Number(count) || 0,
    }),
    undoCheckIn: operation({
      name: 'admin_undo_check_in',
      params: ['p_token', 'p_member_ids'],
      returns: 'void',
      writes: true,
      send: (token: Token, memberIds: readonly string[]) => ({
        p_token: token,
        p_member_ids: [...memberIds],
      }),
    }),
    /** 'Não está na lista': stored once per id, however often a queue sends it. */
    addWalkIn: operation({
      name: 'admin_add_walk_in',
      params: ['p_token', 'p_id', 'p_name', 'p_came_with', 'p_note', 'p_arrived_at'],
      returns: 'void',
      writes: true,
      send: (token: Token, walkIn: NewWalkIn) => ({
        p_token: token,
        p_id: walkIn.id,
        p_name: walkIn.name,
        p_came_with: walkIn.cameWith || null,
        p_note: walkIn.note || null,
        p_arrived_at: walkIn.arrivedAt,
      }),
    }),
    deleteWalkIn: operation({
      name: 'admin_delete_walk_in',
      params: ['p_token', 'p_id'],
      returns: 'void',
      writes: true,
      send: (token: Token, id: string) => ({ p_token: token, p_id: id }),
    }),
    /** The retention date and what it will remove, for the panel's notice. */
    retentionStatus: operation({
      name: 'admin_retention_status',
      params: ['p_token'],
      returns: 'json',
      writes: false,
      send: (token: Token) => ({ p_token: token }),
      answer: (result) => toRetentionStatus(result),
    }),
    // The thank-yous after the gifts (supabase/schemas/12_thanks.sql).
    /** Everyone who gave something, one per person or household, and whether they were thanked. */
    listThanks: operation({
      name: 'admin_list_thanks',
      params: ['p_token'],
      returns: 'json',
      writes: false,
      send: (token: Token) => ({ p_token: token }),
      answer: (result) => toThankGivers(result),
    }),
    /** Marks a giver as thanked, or undoes it (thanked false). */
    setThanked: operation({
      name: 'admin_set_thanked',
      params: ['p_token', 'p_key', 'p_thanked'],
      returns: 'void',
      writes: true,
      send: (token: Token, key: string, thanked: boolean) => ({
        p_token: token,
        p_key: key,
        p_thanked: thanked,
      }),
    }),
  },
}

/**
 * The functions anyone may call that the site itself does not: `npm run doctor` asks a deployment
 * with them which release its database is at and whether Supabase is set up (docs/upgrading.md).
 */
export const DEPLOY_CHECKS = ['schema_version', 'deploy_status'] as const satisfies SqlName[]

/** The operations of the guests' side (SQL_API but the couple's). */
export type GuestOperations = Omit<typeof SQL_API, 'admin'>

/** Every entry, guests' and the couple's. */
export function sqlFunctions(): SqlFunction[] {
  const { admin, ...guests } = SQL_API
  return [...Object.values(guests), ...Object.values(admin)] as SqlFunction[]
}

let byName: Map<string, SqlFunction> | undefined
/**
 * The entry of a function, by its SQL name: what crosses to another tab or worker is the name
 * alone (an entry holds functions, which a message cannot carry).
 */
export function sqlFunctionNamed(name: string): SqlFunction | undefined {
  byName ??= new Map(sqlFunctions().map((fn) => [fn.name, fn]))
  return byName.get(name)
}

// Every entry names all of its function's parameters, and `rows` only for a function that
// returns rows (both must be never: a type error here names the entry).
type Mismatch<F> =
  F extends SqlFunction<infer N, infer R, infer P>
    ? | Exclude<ParamOf<N>, P>
      | (R extends 'rows' ? (RowOf<N> extends never ? `${N} returns no rows` : never) : never)
    : never
type Entries =
  GuestOperations[keyof GuestOperations] | (typeof SQL_API.admin)[keyof typeof SQL_API.admin]
const complete: [Mismatch<Entries>] extends [never] ? true : Mismatch<Entries> = true
void complete

/**
 * The public reads: plain selects on tables anon may read (column grants, so the columns are
 * listed: never `*`; RLS hides unapproved messages and inactive photos anyway). The order is the
 * SQL's: no client sorts again.
 */
type TableColumn<T extends LiveTable> = Extract<
  keyof Database['public']['Tables'][T]['Row'],
  string
>

interface PublicReadOf<T extends LiveTable> {
  readonly table: T
  /** The columns read, by the names the generated types have (a renamed column fails typecheck). */
  readonly columns: readonly TableColumn<T>[]
  /** Equality filters on boolean columns. */
  readonly where: Readonly<Partial<Record<TableColumn<T>, boolean>>>
  readonly order: readonly (readonly [column: TableColumn<T>, direction: 'asc' | 'desc'])[]
  /** What failed to load, for the console (pt-BR, like the rest of the logs). */
  readonly what: string
}

export type PublicRead = { [T in LiveTable]: PublicReadOf<T> }[LiveTable]

export const PUBLIC_READS = {
  /** Active photos, newest first, without the full image. */
  photos: {
    table: 'photos',
    columns: PHOTO_COLUMNS,
    where: { is_active: true },
    order: [['created_at', 'desc']],
    what: 'fotos',
  },
  /** One active photo's full image (data URL), by id. */
  photoImage: {
    table: 'photos',
    columns: ['image_data'],
    where: { is_active: true },
    order: [],
    what: 'foto',
  },
} as const satisfies Record<string, PublicRead>

/** How a backend runs a public read (optionally of one row by id); it throws on failure. */
export type PublicSelect = (read: PublicRead, id?: string) => Promise<Row[]>

/** The public reads as the site uses them. */
export const PUBLIC_READ_ANSWERS = {
  listPhotos: {
    read: PUBLIC_READS.photos,
    answer: (rows: Row[]) => rows.map(toPhoto),
    empty: [],
    lastCopy: LAST_COPY_KEYS.photos,
  },
  getPhotoImage: {
    read: PUBLIC_READS.photoImage,
    answer: (rows: Row[]) => {
      const value = rows[0]?.image_data
      return typeof value === 'string' ? value : null
    },
    empty: null,
  },
} as const

// The generic text of a failure with no text of its own, when an entry names none.
export const UNKNOWN_ERROR: ErrorText = () => COMMON.unknownError
