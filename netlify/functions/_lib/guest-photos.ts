import type { SupabaseClient } from '@supabase/supabase-js'
import { COMMON } from '../../../src/config/copy/common'
import { GUEST_PHOTOS_SERVER as MSG } from '../../../src/config/copy/photos'
import { GUEST_PHOTO_STORAGE, RATE_LIMITS } from '../../../src/config/limits'
import { errorText, json } from './http'

/**
 * POST /.netlify/functions/guest-photos, on a Supabase deploy only: the guests' photos' bytes live
 * in the private Storage bucket guest-photos (supabase/schemas/10_guest_photos.sql), which nobody
 * reaches but through the short-lived signed URLs this function issues, after the SQL has said
 * yes (docs/decisions/0027-guests-photos.md "Storage on a deploy"). Body `{action, …}`:
 *
 * - `upload` `{id, name, caption, ownerSecret, mime, width, height, imageBytes, thumbnailBytes}`:
 *   begin_guest_photo_upload (window, rate limits of the guest's address, count, quota; a retry
 *   with the same id counts nothing) records the row without bytes; answers `{id, status,
 *   stored}` and, until the bytes are in, a signed upload URL's `{path, token}` for `image` and
 *   `thumbnail` (the phone puts them with supabase-js uploadToSignedUrl).
 * - `uploaded` `{id, ownerSecret}`: reads both objects back and lets finish_guest_photo_upload
 *   judge their first bytes (private.image_kind, the one rule) and sizes: stored, or refused and
 *   their objects removed.
 * - `urls` `{ids, full, screenKey?}`: signed read URLs of the approved photos among `ids`
 *   (guest_photo_paths; before the couple's reveal only with the telão's key).
 * - `admin-urls` `{token, ids, full}`: of any stored photo, for a valid session of the couple.
 * - `sweep`: removes the objects of deleted photos (private.guest_photo_removals' queue: Supabase
 *   refuses deletes from storage.objects in SQL, so a delete there only records the paths).
 *
 * Errors are `{error, code}`: the database's pt-BR text and SQLSTATE (the page's one mapping,
 * src/data/errors.ts, turns them into the same DataError an rpc would), a rate limit 429 with
 * COMMON.tooManyRequests.
 */

export interface GuestPhotosDeps {
  /** supabase-js with the service-role key; absent when Supabase is not configured (503). */
  supabase: SupabaseClient | undefined
  /** The guest's address as Netlify saw it (Functions v2 `context.ip`; docs/decisions/0014). */
  clientIp?: string | undefined
  log?: Pick<Console, 'error' | 'warn'>
}

const { bucket, readUrlSeconds, idsPerRead, headBytes } = GUEST_PHOTO_STORAGE
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** SQLSTATEs of ours and the HTTP status each answers (docs/architecture.md "The SQL API"). */
const STATUS: Record<string, number> = {
  WD400: 400,
  WD401: 401,
  WD403: 403,
  WD404: 404,
  WD409: 409,
  WD410: 410,
  WD420: 429,
  WD421: 429,
  WD429: 429,
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

type Body = Record<string, unknown>

const text = (body: Body, key: string): string | null =>
  typeof body[key] === 'string' ? (body[key] as string) : null
const int = (body: Body, key: string): number | null =>
  Number.isInteger(body[key]) ? (body[key] as number) : null
function uuid(body: Body, key: string): string {
  const value = text(body, key)
  if (!value || !UUID.test(value)) throw new Refusal(400, MSG.badRequest)
  return value.toLowerCase()
}
function ids(body: Body): string[] {
  const list = body.ids
  if (!Array.isArray(list) || list.length === 0 || list.length > idsPerRead) {
    throw new Refusal(400, MSG.badRequest)
  }
  return list.map((id) => {
    if (typeof id !== 'string' || !UUID.test(id)) throw new Refusal(400, MSG.badRequest)
    return id.toLowerCase()
  })
}

/** Calls a SQL function with the service role; a WD4xx becomes the Refusal the page reads. */
async function rpc<T>(supabase: SupabaseClient, fn: string, args: Body): Promise<T> {
  const { data, error } = await supabase.rpc(fn, args)
  if (!error) return data as T
  const code = typeof error.code === 'string' ? error.code : ''
  const status = STATUS[code]
  if (status === undefined) throw new Error(`${fn} failed: ${error.code}: ${error.message}`)
  if (code === 'WD420') {
    const retryAfter = String(RATE_LIMITS.guest_photo.clientWindowMinutes * 60)
    throw new Refusal(429, COMMON.tooManyRequests, code, { 'retry-after': retryAfter })
  }
  throw new Refusal(status, error.message, code)
}

/** What begin/finish_guest_photo_upload answer (private.guest_photo_upload_answer). */
interface UploadRow {
  id: string
  status: string
  stored?: boolean
  refused?: boolean
  image_upload_path?: string | null
  thumbnail_upload_path?: string | null
  image_path?: string | null
  thumbnail_path?: string | null
}

/** The first bytes of a Blob as hex, for private.image_kind. */
async function head(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.slice(0, headBytes).arrayBuffer())
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** A stored object, or null when it is not there (yet). */
async function download(supabase: SupabaseClient, path: string): Promise<Blob | null> {
  const { data, error } = await supabase.storage.from(bucket).download(path)
  if (error || !data) return null
  return data
}

/**
 * The object the phone uploaded, moved from its upload path to its own first, then read from
 * there: the phone's signed upload URL stays valid for two hours, and only writes the upload
 * path, so what is judged here (and later approved and shown) can no longer be changed. Null when
 * nothing arrived yet. A retry after the move reads what was moved.
 */
async function settle(
  supabase: SupabaseClient,
  uploadPath: string,
  path: string,
): Promise<Blob | null> {
  const moved = await download(supabase, path)
  if (moved) return moved
  // A move that fails (nothing uploaded yet, or another call moved it a moment ago) is told
  // apart by reading the path again.
  await supabase.storage.from(bucket).move(uploadPath, path)
  return download(supabase, path)
}

async function upload(supabase: SupabaseClient, body: Body, clientIp: string | null) {
  const row = await rpc<UploadRow>(supabase, 'begin_guest_photo_upload', {
    p_id: uuid(body, 'id'),
    p_name: text(body, 'name'),
    p_caption: text(body, 'caption'),
    p_owner_secret: text(body, 'ownerSecret'),
    p_mime: text(body, 'mime'),
    p_width: int(body, 'width'),
    p_height: int(body, 'height'),
    p_image_bytes: int(body, 'imageBytes'),
    p_thumbnail_bytes: int(body, 'thumbnailBytes'),
    p_client: clientIp,
  })
  if (row.stored || !row.image_upload_path || !row.thumbnail_upload_path) {
    return { id: row.id, status: row.status, stored: true }
  }
  // upsert: a retry after a half-finished upload puts its files again over the same paths.
  const sign = async (path: string) => {
    const { data, error } = await supabase.storage
      .from(bucket)
      .createSignedUploadUrl(path, { upsert: true })
    if (error || !data) throw new Error(`createSignedUploadUrl failed: ${error?.message ?? ''}`)
    return { path: data.path, token: data.token }
  }
  const [image, thumbnail] = await Promise.all([
    sign(row.image_upload_path),
    sign(row.thumbnail_upload_path),
  ])
  return { id: row.id, status: row.status, stored: false, image, thumbnail }
}

async function uploaded(
  supabase: SupabaseClient,
  body: Body,
  clientIp: string | null,
  log: Pick<Console, 'error'>,
) {
  const id = uuid(body, 'id')
  const ownerSecret = text(body, 'ownerSecret')
  // The paths come from the database (finish without sizes only answers the row).
  const started = await rpc<UploadRow>(supabase, 'finish_guest_photo_upload', {
    p_id: id,
    p_owner_secret: ownerSecret,
    p_image_head: null,
    p_image_bytes: null,
    p_thumbnail_head: null,
    p_thumbnail_bytes: null,
    p_client: clientIp,
  })
  const { image_upload_path, thumbnail_upload_path, image_path, thumbnail_path } = started
  if (
    started.stored ||
    !image_upload_path ||
    !thumbnail_upload_path ||
    !image_path ||
    !thumbnail_path
  ) {
    return { id: started.id, status: started.status, stored: true }
  }
  const [image, thumbnail] = await Promise.all([
    settle(supabase, image_upload_path, image_path),
    settle(supabase, thumbnail_upload_path, thumbnail_path),
  ])
  // No SQLSTATE: the phone's queue tries again (a WD409 would be final there).
  if (!image || !thumbnail) throw new Refusal(409, MSG.notUploaded)
  const row = await rpc<UploadRow>(supabase, 'finish_guest_photo_upload', {
    p_id: id,
    p_owner_secret: ownerSecret,
    p_image_head: await head(image),
    p_image_bytes: image.size,
    p_thumbnail_head: await head(thumbnail),
    p_thumbnail_bytes: thumbnail.size,
    p_client: clientIp,
  })
  if (row.refused) {
    await sweep(supabase, log)
    throw new Refusal(400, MSG.invalidImage, 'WD400')
  }
  return { id: row.id, status: row.status, stored: true }
}

/** Signed read URLs for the paths the database allowed, by photo id. */
async function signedUrls(supabase: SupabaseClient, paths: Record<string, string> | null) {
  const entries = Object.entries(paths ?? {})
  if (entries.length === 0) return { urls: {} }
  const { data, error } = await supabase.storage.from(bucket).createSignedUrls(
    entries.map(([, path]) => path),
    readUrlSeconds,
  )
  if (error || !data) throw new Error(`createSignedUrls failed: ${error?.message ?? ''}`)
  const byPath = new Map(data.map((d) => [d.path, d.signedUrl]))
  const urls: Record<string, string> = {}
  for (const [id, path] of entries) {
    const url = byPath.get(path)
    if (url) urls[id] = url
  }
  return { urls }
}

/**
 * Removes the objects of deleted photos: the database answers what waits (and forgets what the
 * last round removed), Storage removes it. Bounded rounds; what is left waits for the next call.
 */
export async function sweep(
  supabase: SupabaseClient,
  log: Pick<Console, 'error'>,
  clientIp?: string | null,
): Promise<number> {
  let removed: string[] = []
  let total = 0
  for (let round = 0; round < 5; round++) {
    // A sweep someone asked for counts once, on its first round, against their address (or the
    // global ceiling alone when the address is unknown).
    const asked = round === 0 && clientIp !== undefined ? { p_client: clientIp ?? '' } : {}
    const waiting = await rpc<string[] | null>(supabase, 'guest_photo_removals', {
      p_removed: removed,
      ...asked,
    })
    removed = []
    if (!waiting || waiting.length === 0) return total
    // Storage answers the objects it removed; a path already gone is simply not among them, and
    // is forgotten as well (nothing is left to remove).
    const { error } = await supabase.storage.from(bucket).remove(waiting)
    if (error) {
      log.error('guest-photos: storage.remove failed; the paths stay queued:', errorText(error))
      return total
    }
    total += waiting.length
    removed = waiting
  }
  // The last round's paths, forgotten now; what is left waits for the next call.
  if (removed.length > 0) await rpc(supabase, 'guest_photo_removals', { p_removed: removed })
  return total
}

export async function handleGuestPhotos(req: Request, deps: GuestPhotosDeps): Promise<Response> {
  const log = deps.log ?? console
  if (req.method !== 'POST') {
    return json({ error: MSG.methodNotAllowed }, 405, { allow: 'POST' })
  }
  const supabase = deps.supabase
  if (!supabase) return json({ error: MSG.notConfigured }, 503)
  let body: Body
  try {
    const parsed: unknown = await req.json()
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new Error('not an object')
    body = parsed as Body
  } catch {
    return json({ error: MSG.badRequest }, 400)
  }
  const clientIp = deps.clientIp?.trim() || null
  try {
    switch (body.action) {
      case 'upload':
        return json(await upload(supabase, body, clientIp))
      case 'uploaded':
        return json(await uploaded(supabase, body, clientIp, log))
      case 'urls': {
        const paths = await rpc<Record<string, string> | null>(supabase, 'guest_photo_paths', {
          p_ids: ids(body),
          p_full: body.full === true,
          p_client: clientIp,
          p_screen_key: text(body, 'screenKey')?.slice(0, 64) ?? null,
        })
        return json(await signedUrls(supabase, paths))
      }
      case 'admin-urls': {
        const paths = await rpc<Record<string, string> | null>(
          supabase,
          'admin_guest_photo_paths',
          { p_token: text(body, 'token'), p_ids: ids(body), p_full: body.full === true },
        )
        return json(await signedUrls(supabase, paths))
      }
      case 'sweep':
        return json({ removed: await sweep(supabase, log, clientIp) })
      default:
        return json({ error: MSG.badRequest }, 400)
    }
  } catch (error) {
    if (error instanceof Refusal) {
      const code = error.code ? { code: error.code } : {}
      return json({ error: error.message, ...code }, error.status, error.headers)
    }
    log.error('guest-photos failed:', errorText(error))
    return json({ error: MSG.failed }, 502)
  }
}
