import type { SupabaseClient } from '@supabase/supabase-js'
import { GUEST_PHOTOS_SERVER } from '@/config/copy/photos'
import { GUEST_PHOTO_STORAGE } from '@/config/limits'
import { dataUrlBytes } from '@/lib/data-url'
import { toDataError } from '../errors'
import { DataError } from '../types'
import type { SqlFunction } from '../sql-api'

/**
 * The guests' photos' bytes on a Supabase deploy (docs/decisions/0027-guests-photos.md "Storage on
 * a deploy"): the SQL API's operations that carry bytes go through the guest-photos function
 * (netlify/functions/_lib/guest-photos.ts) and the private Storage bucket instead of rpc, and
 * answer what the SQL function would, so the DataService and the components do not change:
 *
 * - add_guest_photo: the function records the row and answers signed upload URLs; the two files
 *   go straight to Storage (uploadToSignedUrl); the function then checks what arrived. A retry of
 *   any step is harmless (the id made on the phone; the same paths, overwritten).
 * - guest_photo_image / admin_guest_photo_image: a signed read URL (GUEST_PHOTO_STORAGE
 *   readUrlSeconds) instead of a data URL; the asks of one moment go in one request.
 * - delete_own_guest_photo / admin_delete_guest_photos: the rpc as always, then the function is
 *   asked to remove the deleted photos' objects (the database queued their paths).
 */
export interface GuestPhotoStorage {
  /** Whether this operation goes through here rather than rpc. */
  handles(name: string): boolean
  /** The operation's answer, as its SQL function would give it; `rpc` runs the SQL function. */
  call(fn: SqlFunction, args: Args, rpc: () => Promise<unknown>): Promise<unknown>
}

type Args = Readonly<Record<string, unknown>>

const HANDLED = new Set([
  'add_guest_photo',
  'guest_photo_image',
  'admin_guest_photo_image',
  'delete_own_guest_photo',
  'admin_delete_guest_photos',
])

/** How long the asks for signed read URLs wait to go together (a page of thumbnails at once). */
const BATCH_MS = 15

interface Signed {
  path: string
  token: string
}

/** A photo the phone prepared, as the Blob the signed upload sends. */
function blobOf(dataUrl: string): Blob {
  const { bytes, mime } = dataUrlBytes(dataUrl)
  return new Blob([bytes], { type: mime })
}

export function guestPhotoStorage(
  client: SupabaseClient,
  {
    functionUrl = GUEST_PHOTO_STORAGE.functionPath,
    fetch: fetchImpl = (input, init) => fetch(input, init),
  }: { functionUrl?: string; fetch?: typeof fetch } = {},
): GuestPhotoStorage {
  const bucket = () => client.storage.from(GUEST_PHOTO_STORAGE.bucket)

  /** One call of the function; its refusals carry the database's SQLSTATE and pt-BR text. */
  async function post(fn: SqlFunction, body: Record<string, unknown>): Promise<unknown> {
    let res: Response
    try {
      res = await fetchImpl(functionUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    } catch (error) {
      throw toDataError(fn.error, error)
    }
    const answer = (await res.json().catch(() => null)) as Record<string, unknown> | null
    if (!res.ok) {
      throw toDataError(fn.error, { code: answer?.code, message: answer?.error ?? res.statusText })
    }
    return answer
  }

  async function addPhoto(fn: SqlFunction, args: Args) {
    const image = blobOf(String(args.p_image))
    const thumbnail = blobOf(String(args.p_thumbnail))
    const begun = (await post(fn, {
      action: 'upload',
      id: args.p_id,
      name: args.p_name,
      caption: args.p_caption,
      ownerSecret: args.p_owner_secret,
      mime: args.p_mime,
      width: args.p_width,
      height: args.p_height,
      imageBytes: image.size,
      thumbnailBytes: thumbnail.size,
    })) as { id: string; status: string; stored: boolean; image?: Signed; thumbnail?: Signed }
    if (begun.stored || !begun.image || !begun.thumbnail) {
      return { id: begun.id, status: begun.status }
    }
    for (const [signed, blob] of [
      [begun.image, image],
      [begun.thumbnail, thumbnail],
    ] as const) {
      const { error } = await bucket().uploadToSignedUrl(signed.path, signed.token, blob, {
        contentType: blob.type,
        upsert: true,
      })
      if (error) {
        // The bucket's own refusal of the file (too large, a kind it does not take) is final: a
        // retry would send the same bytes. Anything else (an expired URL, no signal) is retried
        // from the start, with new URLs.
        const { status, statusCode } = error as { status?: unknown; statusCode?: unknown }
        if ([413, 415].includes(Number(status)) || ['413', '415'].includes(String(statusCode))) {
          throw new DataError(GUEST_PHOTOS_SERVER.invalidImage, 'invalid', { cause: error })
        }
        throw toDataError(fn.error, error)
      }
    }
    const done = (await post(fn, {
      action: 'uploaded',
      id: args.p_id,
      ownerSecret: args.p_owner_secret,
    })) as { id: string; status: string }
    return { id: done.id, status: done.status }
  }

  // Signed read URLs: the asks of one moment, by kind (guest or couple, full or thumbnail).
  type Ask = { id: string; resolve: (url: string | null) => void; reject: (e: unknown) => void }
  const batches = new Map<string, { fn: SqlFunction; body: Record<string, unknown>; asks: Ask[] }>()

  function flush(key: string) {
    const batch = batches.get(key)
    batches.delete(key)
    if (!batch) return
    for (let i = 0; i < batch.asks.length; i += GUEST_PHOTO_STORAGE.idsPerRead) {
      const asks = batch.asks.slice(i, i + GUEST_PHOTO_STORAGE.idsPerRead)
      const ids = [...new Set(asks.map((a) => a.id))]
      post(batch.fn, { ...batch.body, ids }).then(
        (answer) => {
          const urls = ((answer as { urls?: Record<string, string> } | null)?.urls ?? {}) as Record<
            string,
            string
          >
          for (const ask of asks) ask.resolve(urls[ask.id] ?? null)
        },
        (error: unknown) => {
          for (const ask of asks) ask.reject(error)
        },
      )
    }
  }

  function signedUrl(fn: SqlFunction, body: Record<string, unknown>, id: string) {
    const key = JSON.stringify(body)
    let batch = batches.get(key)
    if (!batch) {
      batch = { fn, body, asks: [] }
      batches.set(key, batch)
      setTimeout(() => flush(key), BATCH_MS)
    }
    const asks = batch.asks
    return new Promise<string | null>((resolve, reject) => asks.push({ id, resolve, reject }))
  }

  /** After a delete: the function removes the objects the database queued (never blocks it). */
  function sweep(fn: SqlFunction) {
    post(fn, { action: 'sweep' }).catch(() => {
      // The paths stay queued; the next delete or the couple's next visit removes them.
    })
  }

  return {
    handles: (name) => HANDLED.has(name),
    async call(fn, args, rpc) {
      switch (fn.name) {
        case 'add_guest_photo':
          return addPhoto(fn, args)
        case 'guest_photo_image':
          return signedUrl(
            fn,
            {
              action: 'urls',
              full: args.p_full === true,
              ...(typeof args.p_screen_key === 'string' ? { screenKey: args.p_screen_key } : {}),
            },
            String(args.p_id),
          )
        case 'admin_guest_photo_image':
          return signedUrl(
            fn,
            { action: 'admin-urls', token: args.p_token, full: args.p_full === true },
            String(args.p_id),
          )
        default: {
          const answer = await rpc()
          sweep(fn)
          return answer
        }
      }
    },
  }
}
