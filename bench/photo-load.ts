// The party sending its photos at once (docs/decisions/0027-guests-photos.md): 150 guests'
// phones, 10 photos each, all in flight together through the guest-photos function
// (netlify/functions/_lib/guest-photos.ts, the real supabase-js with the service role) and its
// Storage's signed uploads, on a real PostgreSQL server with every migration; the couple approve
// automatically; one photo in five is sent twice at each step (an answer lost on the venue's
// signal). An open telão hears of each change as Realtime tells it and reads the newest
// photos again, as /telao does. Measured: every photo stored exactly once, none lost, and the
// time from a phone's 'uploaded' answer to the telão showing that photo. Tiny JPEG files stand in
// for the photos: what is measured is the path, not the bytes.
import { createClient } from '@supabase/supabase-js'
import { Client, Pool } from 'pg'
import { GUEST_PHOTO_STORAGE } from '@/config/limits'
import { handleGuestPhotos } from '../netlify/functions/_lib/guest-photos'
import { serviceClient } from '../netlify/functions/_lib/supabase-service'
import { applySchema, pgUnavailableReason, readSql, startPgServer } from '../supabase/database.mjs'
import { createFakeEdge, guestPhotosBucket } from '../tests/harness/fake-supabase.mjs'

const GUESTS = 150
const PHOTOS_EACH = 10
const BAR_MS = 5000
const URL_BASE = 'https://bench.supabase.co'
const SERVICE_KEY = 'sb_secret_bench'
const ANON_KEY = 'sb_publishable_bench'
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 2, 3])
const THUMB = new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 0, 67, 0, 8, 6, 6, 7])

interface Signed {
  path: string
  token: string
}

function NoSocket(): never {
  throw new Error('no Realtime socket in the bench: the telão hears of changes from the edge')
}

/** The edge's `db`: PGlite's transaction and query shape over a node-postgres pool. */
function pgDb(pool: Pool) {
  return {
    query: (text: string, params?: unknown[]) => pool.query(text, params),
    async transaction<T>(fn: (tx: unknown) => Promise<T>): Promise<T> {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const tx = {
          query: (text: string, params?: unknown[]) => client.query(text, params),
          exec: (text: string) => client.query(text),
        }
        const result = await fn(tx)
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
  }
}

const percentile = (sorted: number[], p: number) => {
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]
  return value === undefined ? null : Math.round(value)
}

export async function photoLoad({ guests = GUESTS, photosEach = PHOTOS_EACH } = {}) {
  const reason = pgUnavailableReason()
  if (reason) return { skipped: reason }
  const server = await startPgServer({ maxConnections: 80 })
  const admin = new Client(server.config)
  const pool = new Pool({ ...server.config, max: 40 })
  try {
    await admin.connect()
    await applySchema(admin)
    await admin.query('update public.settings set photos_auto_approve = true where id')
    // As on a Supabase project: Storage's tables are there (the SQL refuses add_guest_photo's
    // bytes there; the function's uploads must still go).
    await admin.query(readSql('storage-stand-in.sql'))

    // The telão: at each change it hears of, the newest photos again (one read at a time, and
    // one more if changes came during it), noting when each photo first showed.
    const shownAt = new Map<string, number>()
    let reading: Promise<void> | null = null
    let again = false
    const telaoRead = async () => {
      const { rows } = await pool.query<{ id: string }>(
        `select id from public.list_guest_photos(p_limit => 100, p_screen_key =>
           (select photos_screen_key from public.settings))`,
      )
      const now = performance.now()
      for (const { id } of rows) if (!shownAt.has(id)) shownAt.set(id, now)
    }
    const onChange = (table: string) => {
      if (table !== 'guest_photo_changes') return
      if (reading) {
        again = true
        return
      }
      reading = (async () => {
        do {
          again = false
          await telaoRead()
        } while (again)
        reading = null
      })()
    }

    const edge = createFakeEdge({
      // The edge is typed for PGlite; it calls only query and transaction.
      db: pgDb(pool) as never,
      onChange,
      serviceKey: SERVICE_KEY,
      buckets: [guestPhotosBucket()],
    })
    const fetchImpl = edge.fetch as typeof fetch
    const service = serviceClient({ url: URL_BASE, serviceRoleKey: SERVICE_KEY }, fetchImpl)
    const phoneClient = createClient(URL_BASE, ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: NoSocket as unknown as typeof WebSocket },
      global: { fetch: fetchImpl },
    })
    const call = async (body: Record<string, unknown>, clientIp: string) => {
      const res = await handleGuestPhotos(
        new Request('https://casamento.example/.netlify/functions/guest-photos', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
        { supabase: service, clientIp, log: { error: () => {}, warn: () => {} } },
      )
      return { status: res.status, body: (await res.json()) as Record<string, unknown> }
    }

    // Each phone sends its photos one by one, as its queue does, retrying what fails.
    const finishedAt = new Map<string, number>()
    let retries = 0
    const phone = async (g: number) => {
      const ip = `10.${Math.floor(g / 250)}.${g % 250}.7`
      const secret = `phone-${g}-`.padEnd(40, 's')
      for (let p = 0; p < photosEach; p++) {
        const id = crypto.randomUUID()
        for (let attempt = 0; ; attempt++) {
          try {
            const first = {
              action: 'upload',
              id,
              name: `Convidado ${g + 1}`,
              caption: null,
              ownerSecret: secret,
              mime: 'image/jpeg',
              width: 2560,
              height: 1920,
              imageBytes: JPEG.length,
              thumbnailBytes: THUMB.length,
            }
            const begun = await call(first, ip)
            if (begun.status !== 200) throw new Error(`upload ${begun.status}`)
            // One photo in five had its answer lost on the venue's signal: the phone asks again.
            if (p % 5 === 0 && attempt === 0) {
              const twice = await call(first, ip)
              if (twice.status !== 200) throw new Error(`upload again ${twice.status}`)
            }
            if (begun.body.stored !== true) {
              const { image, thumbnail } = begun.body as { image: Signed; thumbnail: Signed }
              for (const [signed, bytes] of [
                [image, JPEG],
                [thumbnail, THUMB],
              ] as const) {
                const { error } = await phoneClient.storage
                  .from(GUEST_PHOTO_STORAGE.bucket)
                  .uploadToSignedUrl(
                    signed.path,
                    signed.token,
                    new Blob([bytes], { type: 'image/jpeg' }),
                  )
                // A retry finds its object there already: the function moves what arrived.
                if (error && !/exists|Duplicate/i.test(error.message)) throw error
              }
              const done = await call({ action: 'uploaded', id, ownerSecret: secret }, ip)
              if (done.status !== 200) throw new Error(`uploaded ${done.status}`)
              if (p % 5 === 0) {
                const redone = await call({ action: 'uploaded', id, ownerSecret: secret }, ip)
                if (redone.status !== 200) throw new Error(`uploaded again ${redone.status}`)
              }
            }
            finishedAt.set(id, performance.now())
            break
          } catch (error) {
            retries++
            if (attempt >= 5) throw error
            await new Promise((r) => setTimeout(r, 200 * (attempt + 1)))
          }
        }
      }
    }
    const started = performance.now()
    const outcomes = await Promise.allSettled(Array.from({ length: guests }, (_, g) => phone(g)))
    const sendSeconds = (performance.now() - started) / 1000
    // The last changes' reads, then one more as a telão's periodic refresh would.
    for (let last = reading; last; last = reading) await last
    await telaoRead()

    const { rows } = await admin.query<{
      n: number
      stored: number
      approved: number
    }>(
      `select count(*)::int as n, count(*) filter (where stored)::int as stored,
              count(*) filter (where status = 'approved')::int as approved
         from public.guest_photos`,
    )
    const counts = rows[0] ?? { n: 0, stored: 0, approved: 0 }
    const lags = [...finishedAt].map(([id, at]) => Math.max(0, (shownAt.get(id) ?? Infinity) - at))
    const sorted = lags.filter(Number.isFinite).sort((a, b) => a - b)
    const expected = guests * photosEach
    return {
      what: `${guests} phones sending ${photosEach} photos each at once through the guest-photos function (supabase-js, signed Storage uploads) on PostgreSQL ${(await admin.query('show server_version')).rows[0].server_version}, auto-approve on; an open telão reading the newest photos at each change`,
      photos: expected,
      stored: counts.stored,
      rows: counts.n,
      approved: counts.approved,
      phonesFailed: outcomes.filter((o) => o.status === 'rejected').length,
      retries,
      objects: edge.storage.objects.size,
      neverShown: lags.length - sorted.length,
      sendSeconds: +sendSeconds.toFixed(1),
      toTelaoP50Ms: percentile(sorted, 0.5),
      toTelaoP95Ms: percentile(sorted, 0.95),
      toTelaoMaxMs: percentile(sorted, 1),
      barMs: BAR_MS,
    }
  } finally {
    await pool.end().catch(() => {})
    await admin.end().catch(() => {})
    await server.stop()
  }
}
