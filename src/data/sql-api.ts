import { answeredFailure, logReadError, loginFailure, toDataError, type Operation } from './errors'
import {
  PHOTO_COLUMNS,
  cursorArgs,
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
  answersArg,
  giftArg,
  householdArg,
} from './rows'
import type { Database } from './database.types'
import type { AdminService, DataService, LiveTable, ReadOptions } from './types'
import { weddingPhase } from '../lib/wedding-clock'

/**
 * The SQL API (supabase/schemas, docs/architecture.md "The SQL API"), listed once for both
 * backends: each DataService operation, the SQL function it calls with its parameters by name,
 * and the public reads. A backend only says how to call a function (supabase.rpc, or PGlite with
 * named notation) and how to run a read; what is sent and how answers become entities is here.
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
  /** Whose generic pt-BR text a failure shows when it carries none of its own (errors.ts). */
  readonly error: Operation
}

/**
 * One value for each parameter, by name, of the type the SQL declares (null for SQL null): a
 * renamed parameter or a changed type fails typecheck where the call is made.
 */
export type SqlArgs<N extends SqlName> = {
  readonly [K in ParamOf<N>]: ArgsOf<N>[K] | null
}

/** How a backend calls a function; a failure is thrown as the DataError of `fn.error`. */
export type SqlCaller = <N extends SqlName, R extends SqlReturns>(
  fn: SqlFunction<N, R>,
  args: SqlArgs<NoInfer<N>>,
) => Promise<SqlAnswers<N>[R]>

function sqlFunction<
  const N extends SqlName,
  const R extends SqlReturns,
  const P extends ParamOf<N> = never,
>(fn: SqlFunction<N, R, P>): SqlFunction<N, R, P> {
  return fn
}

/**
 * The parameters an entry leaves out, and a `rows` entry of a function that returns no rows:
 * both must be never (checked below for every entry of SQL_API).
 */
type Mismatch<F> =
  F extends SqlFunction<infer N, infer R, infer P>
    ? | Exclude<ParamOf<N>, P>
      | (R extends 'rows' ? (RowOf<N> extends never ? `${N} returns no rows` : never) : never)
    : never

type SqlOperation =
  | 'listMessages'
  | 'messagesNeedApproval'
  | 'postMessage'
  | 'reserveGift'
  | 'submitRsvp'
  | 'getInvitation'
  | 'answerInvitation'
  | 'listGifts'
  | 'getGiftThumbnails'
  | 'getGiftImage'
  | 'startGiftPix'
  | 'informGiftPix'
  | 'adminLogin'
  | 'adminLogout'
  | 'adminSession'
  | 'rsvpOpen'

/** Every SQL function the site calls, by the DataService operation it serves. */
export const SQL_API = {
  // The wall, a page at a time by a cursor (a function, not a select: the cursor keeps the
  // database's microseconds, which a browser's Date would drop).
  listMessages: sqlFunction({
    name: 'list_messages',
    params: ['p_after_at', 'p_after_id', 'p_limit'],
    returns: 'rows',
    writes: false,
    error: 'listMessages',
  }),
  messagesNeedApproval: sqlFunction({
    name: 'messages_need_approval',
    params: [],
    returns: 'scalar',
    writes: false,
    error: 'messageApproval',
  }),
  postMessage: sqlFunction({
    name: 'post_message',
    params: ['p_name', 'p_message'],
    returns: 'scalar',
    writes: true,
    error: 'postMessage',
  }),
  // The gift list with each gift's cotas taken (a count over contributions anon cannot read),
  // without images: those come per category, as the list shows them (docs/decisions/0017).
  listGifts: sqlFunction({
    name: 'list_gifts',
    params: [],
    returns: 'rows',
    writes: false,
    error: 'listGifts',
  }),
  // Rows {id, thumbnail} for those of the ids that have a photo (at most
  // GIFT_LIMITS.thumbnailsPerRead ids a call). Both photo reads count against a per-client limit
  // (RATE_LIMITS.gift_thumbnails, gift_image), their only write.
  getGiftThumbnails: sqlFunction({
    name: 'gift_thumbnails',
    params: ['p_ids'],
    returns: 'rows',
    writes: true,
    countsOnly: true,
    error: 'listGifts',
  }),
  getGiftImage: sqlFunction({
    name: 'gift_image',
    params: ['p_id'],
    returns: 'scalar',
    writes: true,
    countsOnly: true,
    error: 'listGifts',
  }),
  // Holds the cotas for a guest's PIX; answers {txid, amount_cents, gift_name, hold_until}.
  startGiftPix: sqlFunction({
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
    error: 'startGiftPix',
  }),
  // Null when informed; a txid not found is answered {code, message} (see answeredFailure), so
  // its count against RATE_LIMITS.gift_pix_inform stays.
  informGiftPix: sqlFunction({
    name: 'inform_gift_pix',
    params: ['p_txid'],
    returns: 'json',
    writes: true,
    error: 'informGiftPix',
  }),
  reserveGift: sqlFunction({
    name: 'reserve_gift',
    params: ['p_gift_id', 'p_name', 'p_email', 'p_phone', 'p_message'],
    returns: 'void',
    writes: true,
    error: 'reserveGift',
  }),
  submitRsvp: sqlFunction({
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
    error: 'submitRsvp',
  }),
  // A personal link's household, by its code (wrong codes are counted per client and slowed down:
  // both answer a wrong code with {code, message} instead of raising, see answeredFailure).
  getInvitation: sqlFunction({
    name: 'get_invitation',
    params: ['p_code'],
    returns: 'json',
    writes: true,
    error: 'getInvitation',
  }),
  answerInvitation: sqlFunction({
    name: 'answer_invitation',
    params: ['p_code', 'p_answers', 'p_message', 'p_phone', 'p_consent'],
    returns: 'json',
    writes: true,
    error: 'answerInvitation',
  }),
  // A login writes even when it fails: the failure counter behind the lockout.
  adminLogin: sqlFunction({
    name: 'admin_login',
    params: ['p_username', 'p_password', 'p_device'],
    returns: 'json',
    writes: true,
    error: 'login',
  }),
  adminLogout: sqlFunction({
    name: 'admin_logout',
    params: ['p_token'],
    returns: 'void',
    writes: true,
    error: 'logout',
  }),
  adminSession: sqlFunction({
    name: 'admin_session',
    params: ['p_token'],
    returns: 'json',
    writes: false,
    error: 'login',
  }),
  admin: {
    listGifts: sqlFunction({
      name: 'admin_list_gifts',
      params: ['p_token'],
      returns: 'rows',
      writes: false,
      error: 'adminListGifts',
    }),
    // p_gift: giftArg's json; answers the gift's id.
    saveGift: sqlFunction({
      name: 'admin_save_gift',
      params: ['p_token', 'p_gift'],
      returns: 'scalar',
      writes: true,
      error: 'saveGift',
    }),
    deleteGift: sqlFunction({
      name: 'admin_delete_gift',
      params: ['p_token', 'p_id'],
      returns: 'void',
      writes: true,
      error: 'deleteGift',
    }),
    reserveGift: sqlFunction({
      name: 'admin_reserve_gift',
      params: ['p_token', 'p_id', 'p_name', 'p_email', 'p_phone', 'p_message'],
      returns: 'void',
      writes: true,
      error: 'adminReserveGift',
    }),
    cancelReservation: sqlFunction({
      name: 'admin_cancel_reservation',
      params: ['p_token', 'p_id'],
      returns: 'void',
      writes: true,
      error: 'cancelReservation',
    }),
    cancelReservationsByEmail: sqlFunction({
      name: 'admin_cancel_reservations_by_email',
      params: ['p_token', 'p_email'],
      returns: 'scalar',
      writes: true,
      error: 'cancelReservationsByEmail',
    }),
    addPhoto: sqlFunction({
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
      error: 'addPhoto',
    }),
    deletePhoto: sqlFunction({
      name: 'admin_delete_photo',
      params: ['p_token', 'p_id'],
      returns: 'void',
      writes: true,
      error: 'deletePhoto',
    }),
    deleteMessage: sqlFunction({
      name: 'admin_delete_message',
      params: ['p_token', 'p_id'],
      returns: 'void',
      writes: true,
      error: 'deleteMessage',
    }),
    listMessages: sqlFunction({
      name: 'admin_list_messages',
      params: ['p_token', 'p_after_at', 'p_after_id', 'p_limit', 'p_name', 'p_pending'],
      returns: 'rows',
      writes: false,
      error: 'adminListMessages',
    }),
    deleteMessages: sqlFunction({
      name: 'admin_delete_messages',
      params: ['p_token', 'p_ids'],
      returns: 'scalar',
      writes: true,
      error: 'deleteMessages',
    }),
    approveMessages: sqlFunction({
      name: 'admin_approve_messages',
      params: ['p_token', 'p_ids'],
      returns: 'scalar',
      writes: true,
      error: 'approveMessages',
    }),
    setMessageApproval: sqlFunction({
      name: 'admin_set_message_approval',
      params: ['p_token', 'p_on'],
      returns: 'void',
      writes: true,
      error: 'setMessageApproval',
    }),
    listRsvps: sqlFunction({
      name: 'admin_list_rsvps',
      params: ['p_token'],
      returns: 'rows',
      writes: false,
      error: 'listRsvps',
    }),
    matchRsvp: sqlFunction({
      name: 'admin_match_rsvp',
      params: ['p_token', 'p_rsvp_id', 'p_household_id'],
      returns: 'void',
      writes: true,
      error: 'guestList',
    }),
    listHouseholds: sqlFunction({
      name: 'admin_list_households',
      params: ['p_token'],
      returns: 'json',
      writes: false,
      error: 'guestList',
    }),
    saveHousehold: sqlFunction({
      name: 'admin_save_household',
      params: ['p_token', 'p_household'],
      returns: 'scalar',
      writes: true,
      error: 'guestList',
    }),
    deleteHousehold: sqlFunction({
      name: 'admin_delete_household',
      params: ['p_token', 'p_id'],
      returns: 'void',
      writes: true,
      error: 'guestList',
    }),
    importHouseholds: sqlFunction({
      name: 'admin_import_households',
      params: ['p_token', 'p_households'],
      returns: 'json',
      writes: true,
      error: 'guestList',
    }),
    recordAnswer: sqlFunction({
      name: 'admin_record_answer',
      params: ['p_token', 'p_household_id', 'p_answers', 'p_message', 'p_phone', 'p_consent'],
      returns: 'void',
      writes: true,
      error: 'guestList',
    }),
    listContributions: sqlFunction({
      name: 'admin_list_contributions',
      params: ['p_token'],
      returns: 'rows',
      writes: false,
      error: 'listContributions',
    }),
    addPixContribution: sqlFunction({
      name: 'admin_add_pix_contribution',
      params: ['p_token', 'p_donor_name', 'p_amount_cents', 'p_date', 'p_note'],
      returns: 'scalar',
      writes: true,
      error: 'addPixContribution',
    }),
    contributionTotals: sqlFunction({
      name: 'admin_contribution_totals',
      params: ['p_token'],
      returns: 'json',
      writes: false,
      error: 'contributionTotals',
    }),
    reviewPix: sqlFunction({
      name: 'admin_review_pix',
      params: ['p_token', 'p_id', 'p_confirmed'],
      returns: 'void',
      writes: true,
      error: 'reviewPix',
    }),
    pixHoldHours: sqlFunction({
      name: 'admin_pix_hold_hours',
      params: ['p_token'],
      returns: 'scalar',
      writes: false,
      error: 'pixHold',
    }),
    setPixHoldHours: sqlFunction({
      name: 'admin_set_pix_hold_hours',
      params: ['p_token', 'p_hours'],
      returns: 'void',
      writes: true,
      error: 'pixHold',
    }),
    setContributionHidden: sqlFunction({
      name: 'admin_set_contribution_hidden',
      params: ['p_token', 'p_id', 'p_hidden'],
      returns: 'void',
      writes: true,
      error: 'setContributionHidden',
    }),
    createAdmin: sqlFunction({
      name: 'admin_create_user',
      params: ['p_token', 'p_username', 'p_email', 'p_password'],
      returns: 'scalar',
      writes: true,
      error: 'createAdmin',
    }),
    changePassword: sqlFunction({
      name: 'admin_change_password',
      params: ['p_token', 'p_current_password', 'p_new_password'],
      returns: 'void',
      writes: true,
      error: 'changePassword',
    }),
    backup: sqlFunction({
      name: 'admin_backup',
      params: ['p_token'],
      returns: 'json',
      writes: false,
      error: 'backup',
    }),
    listAdmins: sqlFunction({
      name: 'admin_list_users',
      params: ['p_token'],
      returns: 'json',
      writes: false,
      error: 'listAdmins',
    }),
    deactivateAdmin: sqlFunction({
      name: 'admin_deactivate_user',
      params: ['p_token', 'p_user_id'],
      returns: 'void',
      writes: true,
      error: 'deactivateAdmin',
    }),
    endOtherSessions: sqlFunction({
      name: 'admin_end_other_sessions',
      params: ['p_token'],
      returns: 'scalar',
      writes: true,
      error: 'endOtherSessions',
    }),
    rsvpAfterDeadline: sqlFunction({
      name: 'admin_rsvp_after_deadline',
      params: ['p_token'],
      returns: 'scalar',
      writes: false,
      error: 'rsvpAfterDeadline',
    }),
    setRsvpAfterDeadline: sqlFunction({
      name: 'admin_set_rsvp_after_deadline',
      params: ['p_token', 'p_on'],
      returns: 'void',
      writes: true,
      error: 'rsvpAfterDeadline',
    }),
    // Guests' personal data (docs/decisions/0022-guests-personal-data.md): every lookup, export and
    // erasure writes a row of the privacy log.
    findPerson: sqlFunction({
      name: 'admin_find_person',
      params: ['p_token', 'p_query'],
      returns: 'json',
      writes: true,
      error: 'privacy',
    }),
    exportPerson: sqlFunction({
      name: 'admin_export_person',
      params: ['p_token', 'p_query'],
      returns: 'json',
      writes: true,
      error: 'privacy',
    }),
    erasePerson: sqlFunction({
      name: 'admin_erase_person',
      params: ['p_token', 'p_query'],
      returns: 'json',
      writes: true,
      error: 'privacy',
    }),
    privacyLog: sqlFunction({
      name: 'admin_privacy_log',
      params: ['p_token'],
      returns: 'json',
      writes: false,
      error: 'privacy',
    }),
    retentionStatus: sqlFunction({
      name: 'admin_retention_status',
      params: ['p_token'],
      returns: 'json',
      writes: false,
      error: 'privacy',
    }),
  },
  // Asked once the visitor's clock says the RSVP deadline has passed (docs/decisions/0018).
  rsvpOpen: sqlFunction({
    name: 'rsvp_open',
    params: [],
    returns: 'scalar',
    writes: false,
    error: 'submitRsvp',
  }),
} as const satisfies Record<SqlOperation, SqlFunction> & {
  admin: Record<keyof AdminService, SqlFunction>
}

/**
 * The functions anyone may call that the site itself does not: `npm run doctor` asks a deployment
 * with them which release its database is at and whether Supabase is set up (docs/upgrading.md).
 */
export const DEPLOY_CHECKS = ['schema_version', 'deploy_status'] as const satisfies SqlName[]

// Every entry names all of its function's parameters, and returns what the function returns.
type Entries =
  | (typeof SQL_API)[Exclude<keyof typeof SQL_API, 'admin'>]
  | (typeof SQL_API.admin)[keyof typeof SQL_API.admin]
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
  photos: {
    table: 'photos',
    columns: PHOTO_COLUMNS,
    where: { is_active: true },
    order: [['created_at', 'desc']],
    what: 'fotos',
  },
  /** One active photo's full image, by id. */
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

/**
 * The DataService's reads over a backend's select. They never throw (docs/product.md §8): [] or
 * null instead, and a console.error.
 */
export function publicReads(
  select: PublicSelect,
): Pick<DataService, 'listPhotos' | 'getPhotoImage'> {
  const read = async <T>(
    spec: PublicRead,
    map: (row: Row) => T,
    options?: ReadOptions,
    id?: string,
  ): Promise<T[]> => {
    try {
      return (await select(spec, id)).map(map)
    } catch (error) {
      logReadError(spec.what, error)
      options?.onError?.(error)
      return []
    }
  }
  return {
    listPhotos: (options) => read(PUBLIC_READS.photos, toPhoto, options),
    getPhotoImage: async (id) => {
      const [value] = await read(PUBLIC_READS.photoImage, (row) => row.image_data, undefined, id)
      return typeof value === 'string' ? value : null
    },
  }
}

/** The DataService's calls of SQL functions, over a backend's caller. */
export function sqlApiCalls(call: SqlCaller): Pick<DataService, SqlOperation | 'admin'> {
  const api = SQL_API.admin
  const admin: AdminService = {
    listGifts: async (token) => (await call(api.listGifts, { p_token: token })).map(toAdminGift),
    saveGift: async (token, gift) =>
      String(await call(api.saveGift, { p_token: token, p_gift: giftArg(gift) })),
    deleteGift: async (token, id) => {
      await call(api.deleteGift, { p_token: token, p_id: id })
    },
    reserveGift: async (token, id, r) => {
      await call(api.reserveGift, {
        p_token: token,
        p_id: id,
        p_name: r.guestName,
        p_email: r.guestEmail,
        p_phone: r.guestPhone ?? null,
        p_message: r.message ?? null,
      })
    },
    cancelReservation: async (token, id) => {
      await call(api.cancelReservation, { p_token: token, p_id: id })
    },
    cancelReservationsByEmail: async (token, email) =>
      Number(await call(api.cancelReservationsByEmail, { p_token: token, p_email: email })),
    addPhoto: async (token, photo) => {
      await call(api.addPhoto, {
        p_token: token,
        p_title: photo.title,
        p_description: photo.description ?? null,
        p_image_data: photo.imageData,
        p_image_type: photo.imageType,
        p_thumbnail: photo.thumbnail,
      })
    },
    deletePhoto: async (token, id) => {
      await call(api.deletePhoto, { p_token: token, p_id: id })
    },
    deleteMessage: async (token, id) => {
      await call(api.deleteMessage, { p_token: token, p_id: id })
    },
    listMessages: async (token, request) =>
      toPage(
        await call(api.listMessages, {
          p_token: token,
          ...cursorArgs(request.after),
          p_limit: request.limit + 1,
          p_name: request.name?.trim() || null,
          p_pending: request.pending === true,
        }),
        request.limit,
        toAdminMessage,
      ),
    deleteMessages: async (token, ids) =>
      Number(await call(api.deleteMessages, { p_token: token, p_ids: [...ids] })),
    approveMessages: async (token, ids) =>
      Number(await call(api.approveMessages, { p_token: token, p_ids: [...ids] })),
    setMessageApproval: async (token, on) => {
      await call(api.setMessageApproval, { p_token: token, p_on: on })
    },
    listRsvps: async (token) => (await call(api.listRsvps, { p_token: token })).map(toRsvp),
    matchRsvp: async (token, rsvpId, householdId) => {
      await call(api.matchRsvp, { p_token: token, p_rsvp_id: rsvpId, p_household_id: householdId })
    },
    listHouseholds: async (token) =>
      toHouseholds(await call(api.listHouseholds, { p_token: token })),
    saveHousehold: async (token, household) =>
      String(
        await call(api.saveHousehold, { p_token: token, p_household: householdArg(household) }),
      ),
    deleteHousehold: async (token, id) => {
      await call(api.deleteHousehold, { p_token: token, p_id: id })
    },
    importHouseholds: async (token, households) =>
      toImportResult(
        await call(api.importHouseholds, {
          p_token: token,
          p_households: households.map(householdArg),
        }),
      ),
    recordAnswer: async (token, householdId, answer) => {
      await call(api.recordAnswer, {
        p_token: token,
        p_household_id: householdId,
        p_answers: answersArg(answer),
        p_message: answer.message ?? null,
        p_phone: answer.phone ?? null,
        p_consent: answer.sensitiveConsent === true,
      })
    },
    listContributions: async (token) =>
      (await call(api.listContributions, { p_token: token })).map(toContribution),
    addPixContribution: async (token, entry) => {
      await call(api.addPixContribution, {
        p_token: token,
        p_donor_name: entry.donorName,
        p_amount_cents: entry.amountCents,
        p_date: entry.date,
        p_note: entry.note ?? null,
      })
    },
    contributionTotals: async (token) =>
      toContributionTotals(await call(api.contributionTotals, { p_token: token })),
    reviewPix: async (token, id, confirmed) => {
      await call(api.reviewPix, { p_token: token, p_id: id, p_confirmed: confirmed })
    },
    pixHoldHours: async (token) => Number(await call(api.pixHoldHours, { p_token: token })),
    setPixHoldHours: async (token, hours) => {
      await call(api.setPixHoldHours, { p_token: token, p_hours: hours })
    },
    setContributionHidden: async (token, id, hidden) => {
      await call(api.setContributionHidden, { p_token: token, p_id: id, p_hidden: hidden })
    },
    createAdmin: async (token, user) => {
      await call(api.createAdmin, {
        p_token: token,
        p_username: user.username,
        p_email: user.email,
        p_password: user.password,
      })
    },
    changePassword: async (token, current, next) => {
      await call(api.changePassword, {
        p_token: token,
        p_current_password: current,
        p_new_password: next,
      })
    },
    backup: async (token) => toBackup(await call(api.backup, { p_token: token })),
    listAdmins: async (token) => {
      const list = await call(api.listAdmins, { p_token: token })
      return (Array.isArray(list) ? (list as Row[]) : []).map(toAdminAccount)
    },
    deactivateAdmin: async (token, userId) => {
      await call(api.deactivateAdmin, { p_token: token, p_user_id: userId })
    },
    endOtherSessions: async (token) =>
      Number(await call(api.endOtherSessions, { p_token: token })) || 0,
    findPerson: async (token, query) =>
      toPersonRecord(await call(api.findPerson, { p_token: token, p_query: query })),
    exportPerson: async (token, query) =>
      toPersonRecord(await call(api.exportPerson, { p_token: token, p_query: query })),
    erasePerson: async (token, query) =>
      toPersonCounts(await call(api.erasePerson, { p_token: token, p_query: query })),
    privacyLog: async (token) => toPrivacyLog(await call(api.privacyLog, { p_token: token })),
    retentionStatus: async (token) =>
      toRetentionStatus(await call(api.retentionStatus, { p_token: token })),
    rsvpAfterDeadline: async (token) =>
      (await call(api.rsvpAfterDeadline, { p_token: token })) === true,
    setRsvpAfterDeadline: async (token, on) => {
      await call(api.setRsvpAfterDeadline, { p_token: token, p_on: on })
    },
  }

  return {
    listMessages: async (request, options) => {
      try {
        const rows = await call(SQL_API.listMessages, {
          ...cursorArgs(request.after),
          p_limit: request.limit + 1,
        })
        return toPage(rows, request.limit, toMessage)
      } catch (error) {
        logReadError('mensagens', error)
        options?.onError?.(error)
        return { items: [], more: false, total: 0 }
      }
    },
    listGifts: async (options) => {
      try {
        return (await call(SQL_API.listGifts, {})).map(toGift)
      } catch (error) {
        logReadError('presentes', error)
        options?.onError?.(error)
        return []
      }
    },
    getGiftThumbnails: async (ids) => {
      if (ids.length === 0) return {}
      try {
        const rows = await call(SQL_API.getGiftThumbnails, { p_ids: [...ids] })
        return toGiftThumbnails(rows)
      } catch (error) {
        logReadError('fotos dos presentes', error)
        return {}
      }
    },
    getGiftImage: async (id) => {
      try {
        const value = await call(SQL_API.getGiftImage, { p_id: id })
        return typeof value === 'string' ? value : null
      } catch (error) {
        logReadError('foto do presente', error)
        return null
      }
    },
    startGiftPix: async (input) => {
      const result = await call(SQL_API.startGiftPix, {
        p_gift_id: input.giftId,
        p_quotas: input.quotas ?? null,
        p_amount_cents: input.amountCents ?? null,
        p_name: input.name,
        p_email: input.email,
        p_phone: input.phone ?? null,
        p_message: input.message ?? null,
      })
      const pix = toGiftPix(result)
      if (!pix) throw toDataError(SQL_API.startGiftPix.error, result)
      return pix
    },
    informGiftPix: async (txid) => {
      const result = await call(SQL_API.informGiftPix, { p_txid: txid })
      const failure = answeredFailure(SQL_API.informGiftPix.error, result)
      if (failure) throw failure
    },
    messagesNeedApproval: async () => (await call(SQL_API.messagesNeedApproval, {})) === true,
    // What the guest is told next: on the wall now, or after the couple approves it.
    postMessage: async ({ name, message }) => {
      await call(SQL_API.postMessage, { p_name: name, p_message: message })
      let pending = false
      try {
        pending = await call(SQL_API.messagesNeedApproval, {}).then((on) => on === true)
      } catch (error) {
        // The message is stored; only the wording of the confirmation is unsure.
        console.error('Erro ao consultar a aprovação de mensagens', error)
      }
      return { pending }
    },
    reserveGift: async (giftId, r) => {
      await call(SQL_API.reserveGift, {
        p_gift_id: giftId,
        p_name: r.guestName,
        p_email: r.guestEmail,
        p_phone: r.guestPhone ?? null,
        p_message: r.message ?? null,
      })
    },
    submitRsvp: async (input) => {
      await call(SQL_API.submitRsvp, {
        p_nome_completo: input.nomeCompleto,
        p_vai_ao_evento: input.vaiAoEvento,
        p_email: input.email,
        p_telefone: input.telefone,
        p_observacoes: input.observacoes ?? null,
        p_dietary: input.dietary || null,
        p_consent: input.sensitiveConsent === true,
      })
    },
    getInvitation: async (code) => {
      const result = await call(SQL_API.getInvitation, { p_code: code })
      const failure = answeredFailure(SQL_API.getInvitation.error, result)
      if (failure) throw failure
      const invitation = toInvitation(result)
      if (!invitation) throw toDataError(SQL_API.getInvitation.error, null)
      return invitation
    },
    answerInvitation: async (code, answer) => {
      const result = await call(SQL_API.answerInvitation, {
        p_code: code,
        p_answers: answersArg(answer),
        p_message: answer.message ?? null,
        p_phone: answer.phone ?? null,
        p_consent: answer.sensitiveConsent === true,
      })
      const failure = answeredFailure(SQL_API.answerInvitation.error, result)
      if (failure) throw failure
    },
    adminLogin: async (username, password, device) => {
      const result = await call(SQL_API.adminLogin, {
        p_username: username,
        p_password: password,
        p_device: device ?? null,
      })
      const failure = loginFailure(result)
      if (failure) throw failure
      const user = toAdminUser(result)
      const token = (result as Row | null)?.token
      if (!user || typeof token !== 'string') throw toDataError(SQL_API.adminLogin.error, result)
      const trusted = (result as Row).device
      return {
        ...user,
        token,
        ...(typeof trusted === 'string' && trusted !== '' ? { device: trusted } : {}),
        loginTime: isoTime((result as Row).login_time) || new Date().toISOString(),
      }
    },
    adminLogout: async (token) => {
      await call(SQL_API.adminLogout, { p_token: token })
    },
    // null only when the database refuses the token; a failed check throws (the caller keeps it).
    adminSession: async (token) =>
      toAdminUser(await call(SQL_API.adminSession, { p_token: token })),
    admin,
    rsvpOpen: async (options) => {
      try {
        return (await call(SQL_API.rsvpOpen, {})) === true
      } catch (error) {
        // Unknown (no signal, a server error): the clock's own deadline, not a closed form, and
        // the caller hears that it failed (docs/decisions/0018-the-site-by-the-clock.md).
        logReadError('o prazo de confirmação', error)
        options?.onError?.(error)
        return weddingPhase(new Date()) === 'rsvp-open'
      }
    },
  }
}
