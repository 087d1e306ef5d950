import { randomUUID } from 'node:crypto'
// The guest-photos function (netlify/functions/_lib/guest-photos.ts) with the real supabase-js,
// service role, against the one fake Supabase edge (tests/harness/fake-supabase.mjs): its rpc run
// the real SQL on PGlite (supabase/schemas/10_guest_photos.sql), its Storage keeps objects in
// memory with the bucket's limits. The phone's part (uploadToSignedUrl) uses the anon key, as the
// page does (docs/decisions/0027-guests-photos.md "Storage on a deploy").
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { beforeEach, describe, expect, it } from 'vitest'
import { handleGuestPhotos } from '../../netlify/functions/_lib/guest-photos'
import { serviceClient } from '../../netlify/functions/_lib/supabase-service'
import { createService } from '../../src/data/service'
import { guestPhotoStorage } from '../../src/data/supabase/guest-photo-storage'
import { supabaseBackend } from '../../src/data/supabase/supabase'
import { createFakeEdge, guestPhotosBucket } from '../harness/fake-supabase.mjs'
import { asAnon, demoAdminToken, fileTestDb, readSql } from '../db/pglite'
import { COMMON } from '@/config/copy/common'
import { GUEST_PHOTOS_SERVER } from '@/config/copy/photos'
import { GUEST_PHOTO_LIMITS, GUEST_PHOTO_STORAGE, RATE_LIMITS } from '@/config/limits'
import { silentLog } from './helpers'

const db = fileTestDb()
beforeEach(async () => {
  await db.exec(readSql('embedded/demo-admin.sql'))
  // As on a Supabase project, where this function runs: Storage's tables are there (the SQL reads
  // them to refuse add_guest_photo's bytes; the uploads' own functions must still work).
  await db.exec(readSql('storage-stand-in.sql'))
})
const SERVICE_KEY = 'sb_secret_service_for_tests'
const ANON_KEY = 'sb_publishable_anon_for_tests'
const URL_BASE = 'https://p.supabase.co'
const BUCKET = GUEST_PHOTO_STORAGE.bucket
const GUEST_IP = '203.0.113.7'

function NoSocket(): never {
  throw new Error('no Realtime in these tests')
}

function setup({ fileSizeLimit = GUEST_PHOTO_LIMITS.imageBytesMax as number } = {}) {
  const edge = createFakeEdge({
    db,
    serviceKey: SERVICE_KEY,
    buckets: [guestPhotosBucket({ fileSizeLimit })],
  })
  const fetchImpl = edge.fetch as typeof fetch
  // The function's own client, as production makes it.
  const service = serviceClient({ url: URL_BASE, serviceRoleKey: SERVICE_KEY }, fetchImpl)
  // The page's, with the anon key (Realtime unused here: a socket that is never opened).
  const phone = createClient(URL_BASE, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoSocket as unknown as typeof WebSocket },
    global: { fetch: fetchImpl },
  })
  const call = async (body: Record<string, unknown>, clientIp = GUEST_IP) => {
    const res = await handleGuestPhotos(
      new Request('https://casamento.example/.netlify/functions/guest-photos', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      { supabase: service, clientIp, log: silentLog },
    )
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }
  return { edge, service, phone, call, objects: edge.storage.objects as Map<string, unknown> }
}

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 2, 3])
const THUMB = new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 0, 67, 0, 8, 6, 6, 7])
const SECRET = 's'.repeat(40)

function photo(id: string, overrides: Record<string, unknown> = {}) {
  return {
    action: 'upload',
    id,
    name: 'Tia Lúcia',
    caption: 'A valsa',
    ownerSecret: SECRET,
    mime: 'image/jpeg',
    width: 800,
    height: 600,
    imageBytes: JPEG.length,
    thumbnailBytes: THUMB.length,
    ...overrides,
  }
}

interface Signed {
  path: string
  token: string
}

/** The phone's part: both files through the signed upload URLs the function answered. */
async function put(phone: SupabaseClient, answer: Record<string, unknown>, image = JPEG) {
  const { image: full, thumbnail } = answer as { image: Signed; thumbnail: Signed }
  for (const [signed, bytes] of [
    [full, image],
    [thumbnail, THUMB],
  ] as const) {
    const { error } = await phone.storage
      .from(BUCKET)
      .uploadToSignedUrl(signed.path, signed.token, new Blob([bytes], { type: 'image/jpeg' }))
    expect(error).toBeNull()
  }
}

const rows = async () =>
  (
    await db.query<{ id: string; status: string; stored: boolean }>(
      'select id, status, stored from public.guest_photos order by id',
    )
  ).rows

const hits = async (action: string) =>
  Number(
    (
      await db.query<{ n: number }>(
        'select count(*)::int as n from private.rate_hits where action = $1',
        [action],
      )
    ).rows[0]?.n,
  )

describe('guest-photos function on the real SQL and supabase-js', () => {
  it('the album’s room counts what arrived: uploads begun and never sent take none, and a phone is held to the sizes it sent', async () => {
    const { call, phone } = setup()
    const store = async (image = JPEG) => {
      const id = randomUUID()
      const begun = await call(photo(id))
      expect(begun.status).toBe(200)
      await put(phone, begun.body, image)
      return call({ action: 'uploaded', id, ownerSecret: SECRET })
    }
    // The smallest quota the couple may set: 10 MB.
    await db.exec('update public.settings set photos_quota_mb = 10')
    // A script that begins uploads and never sends them (each declaring 3 MB: 15 MB in all) leaves
    // the album's room as it was.
    for (let i = 0; i < 5; i++) {
      expect((await call(photo(randomUUID(), { imageBytes: 3_000_000 }))).status).toBe(200)
    }
    for (let i = 0; i < 3; i++) expect((await store()).status).toBe(200)
    // Those three as if they were large: 9 MB of the 10 used.
    await db.exec('update public.guest_photos set size_bytes = 3000000 where stored')
    // A phone that declares a small photo and sends 1.6 MB: measured, it does not fit.
    const large = Buffer.concat([JPEG, Buffer.alloc(1_600_000, 9)])
    expect(await store(large)).toMatchObject({
      status: 429,
      body: { error: 'O álbum de fotos está cheio.' },
    })
    expect((await rows()).filter((r) => r.stored)).toHaveLength(3)
    // A small one still fits.
    expect(await store()).toMatchObject({ status: 200, body: { stored: true } })
  })

  it('open pages hear of a photo once it is stored, not of an upload begun', async () => {
    const { call, phone } = setup()
    const pulse = async () =>
      (await db.query<{ at: Date }>('select changed_at as at from public.guest_photo_changes'))
        .rows[0]?.at ?? null
    const before = await pulse()
    const id = randomUUID()
    const begun = await call(photo(id))
    expect(begun.status).toBe(200)
    expect(await pulse()).toEqual(before)
    await put(phone, begun.body)
    expect(await call({ action: 'uploaded', id, ownerSecret: SECRET })).toMatchObject({
      status: 200,
      body: { stored: true },
    })
    expect(await pulse()).not.toEqual(before)
  })

  it('the steps past a start count for the address: a retried start, each “uploaded” before the photo is stored', async () => {
    const { call, phone } = setup()
    const id = randomUUID()
    await call(photo(id))
    expect(await hits('guest_photo_step')).toBe(0)
    // The start again (new upload URLs), then 'uploaded' before the files are there.
    const again = await call(photo(id))
    expect(await hits('guest_photo_step')).toBe(1)
    expect((await call({ action: 'uploaded', id, ownerSecret: SECRET })).status).toBe(409)
    expect(await hits('guest_photo_step')).toBe(2)
    // With the files: read back and judged (two steps), then a stored photo counts nothing.
    await put(phone, again.body)
    expect((await call({ action: 'uploaded', id, ownerSecret: SECRET })).status).toBe(200)
    expect(await hits('guest_photo_step')).toBe(4)
    await call({ action: 'uploaded', id, ownerSecret: SECRET })
    await call(photo(id))
    expect(await hits('guest_photo_step')).toBe(4)
  })

  it('read URLs count what they answer: made-up ids count once a call, not once each', async () => {
    const { call } = setup()
    const ids = Array.from({ length: GUEST_PHOTO_STORAGE.idsPerRead }, () => randomUUID())
    expect(await call({ action: 'urls', ids })).toEqual({ status: 200, body: { urls: {} } })
    expect(await hits('guest_photo_image')).toBe(1)
  })

  it('a photo uploads once, however often the phone retries each step', async () => {
    const { call, phone, objects } = setup()
    const id = '11111111-1111-4111-8111-111111111111'
    const first = await call(photo(id))
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ id, status: 'pending', stored: false })
    // The answer was lost on a weak signal: the same request again counts nothing.
    const again = await call(photo(id))
    expect(again.body).toMatchObject({ id, stored: false })
    const paths = (a: Record<string, unknown>) => [
      (a.image as Signed).path,
      (a.thumbnail as Signed).path,
    ]
    expect(paths(again.body)).toEqual(paths(first.body))
    // Unguessable paths: the id and the row's random key (the phone writes the upload path).
    expect((first.body.image as Signed).path).toMatch(
      new RegExp(`^${id}/[0-9a-f]{32}/full-upload$`),
    )
    expect(await hits('guest_photo')).toBe(1)

    await put(phone, first.body)
    // Retried after a half-answered upload: the files go again over the same paths.
    await put(phone, again.body)
    expect(objects.size).toBe(2)

    const done = await call({ action: 'uploaded', id, ownerSecret: SECRET })
    expect(done).toEqual({ status: 200, body: { id, status: 'pending', stored: true } })
    expect(await call({ action: 'uploaded', id, ownerSecret: SECRET })).toEqual(done)
    expect(await call(photo(id))).toEqual({
      status: 200,
      body: { id, status: 'pending', stored: true },
    })
    expect(await rows()).toEqual([{ id, status: 'pending', stored: true }])
    expect(await hits('guest_photo')).toBe(1)
  })

  it('uploaded before the files arrived: asks the phone to try again, keeping the row', async () => {
    const { call } = setup()
    const id = '22222222-2222-4222-8222-222222222222'
    await call(photo(id))
    expect(await call({ action: 'uploaded', id, ownerSecret: SECRET })).toEqual({
      status: 409,
      body: { error: GUEST_PHOTOS_SERVER.notUploaded },
    })
    expect(await rows()).toEqual([{ id, status: 'pending', stored: false }])
  })

  it('a file that is no image by its content is refused, its row and bytes removed', async () => {
    const { call, phone, objects } = setup()
    const id = '33333333-3333-4333-8333-333333333333'
    const begun = await call(photo(id))
    // Declared a JPEG, sent with a JPEG's type: only the first bytes tell.
    await put(phone, begun.body, new TextEncoder().encode('<html>not a photo</html>'))
    expect(objects.size).toBe(2)
    expect(await call({ action: 'uploaded', id, ownerSecret: SECRET })).toEqual({
      status: 400,
      body: { error: GUEST_PHOTOS_SERVER.invalidImage, code: 'WD400' },
    })
    expect(await rows()).toEqual([])
    expect(objects.size).toBe(0)
    expect((await db.query('select * from private.guest_photo_removals')).rows).toEqual([])
  })

  it('an upload URL still valid after the check cannot change what the couple approve', async () => {
    const { call, phone, edge } = setup()
    const id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'
    const begun = await call(photo(id))
    await put(phone, begun.body)
    await call({ action: 'uploaded', id, ownerSecret: SECRET })
    // The same signed URLs, used again with other bytes.
    await put(phone, begun.body, new TextEncoder().encode('something else entirely'))
    await db.query(
      `update public.guest_photos set status = 'approved', approved_at = now() where id = $1`,
      [id],
    )
    const shown = await call({ action: 'urls', ids: [id], full: true })
    const url = (shown.body.urls as Record<string, string>)[id] ?? ''
    const image = await (edge.fetch as typeof fetch)(url)
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(JPEG)
  })

  it('signed read URLs: approved photos for anyone, any photo for the couple, none for a stranger', async () => {
    const { call, phone, edge } = setup()
    const id = '44444444-4444-4444-8444-444444444444'
    await put(phone, (await call(photo(id))).body)
    await call({ action: 'uploaded', id, ownerSecret: SECRET })

    // Pending: no URL, not even through the Storage API with the page's anon key.
    expect(await call({ action: 'urls', ids: [id], full: true })).toEqual({
      status: 200,
      body: { urls: {} },
    })
    const [path] = (
      await db.query<{ p: string }>(
        `select id || '/' || storage_key || '/full' as p from public.guest_photos`,
      )
    ).rows.map((r) => r.p)
    const direct = await phone.storage.from(BUCKET).createSignedUrls([path ?? ''], 60)
    expect(direct.error).not.toBeNull()
    expect((await phone.storage.from(BUCKET).download(path ?? '')).data).toBeNull()

    // The couple see it in /dev with their session; a wrong token gets nothing.
    const token = await demoAdminToken(db)
    const admin = await call({ action: 'admin-urls', token, ids: [id], full: false })
    expect(Object.keys(admin.body.urls as object)).toEqual([id])
    expect(await call({ action: 'admin-urls', token: 'x'.repeat(64), ids: [id] })).toMatchObject({
      status: 401,
      body: { code: 'WD401' },
    })

    await db.query(
      `update public.guest_photos set status = 'approved', approved_at = now() where id = $1`,
      [id],
    )
    const approved = await call({ action: 'urls', ids: [id], full: true })
    const url = (approved.body.urls as Record<string, string>)[id] ?? ''
    expect(url).toMatch(/\/storage\/v1\/object\/sign\/guest-photos\/.+\/full\?token=/)
    const image = await (edge.fetch as typeof fetch)(url)
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(JPEG)

    await db.query(
      `update public.guest_photos set status = 'hidden', approved_at = null where id = $1`,
      [id],
    )
    expect((await call({ action: 'urls', ids: [id], full: true })).body).toEqual({ urls: {} })
    // Each id asked counts against the reads' own limit.
    expect(await hits('guest_photo_image')).toBe(3)
  })

  it("a deleted photo's bytes are removed: the guest's own delete, then the couple's", async () => {
    const { call, phone, objects } = setup()
    const mine = '55555555-5555-4555-8555-555555555555'
    const theirs = '66666666-6666-4666-8666-666666666666'
    for (const id of [mine, theirs]) {
      await put(phone, (await call(photo(id))).body)
      await call({ action: 'uploaded', id, ownerSecret: SECRET })
    }
    expect(objects.size).toBe(4)
    await asAnon(db, () => db.query('select public.delete_own_guest_photo($1, $2)', [mine, SECRET]))
    const token = await demoAdminToken(db)
    await asAnon(db, () =>
      db.query('select public.admin_delete_guest_photos($1, $2)', [token, [theirs]]),
    )
    // Four paths a photo (its two objects and their upload paths, empty once moved).
    expect(await call({ action: 'sweep' })).toEqual({ status: 200, body: { removed: 8 } })
    expect(objects.size).toBe(0)
    expect((await db.query('select * from private.guest_photo_removals')).rows).toEqual([])
    expect(await call({ action: 'sweep' })).toEqual({ status: 200, body: { removed: 0 } })
  })

  it('anyone may ask for a sweep, but a loop of them from one address is capped', async () => {
    const { call } = setup()
    for (let i = 0; i < RATE_LIMITS.guest_photo_sweep.perClient; i++) {
      expect((await call({ action: 'sweep' })).status).toBe(200)
    }
    expect(await call({ action: 'sweep' })).toMatchObject({
      status: 429,
      body: { error: COMMON.tooManyRequests, code: 'WD420' },
    })
    expect((await call({ action: 'sweep' }, '198.51.100.30')).status).toBe(200)
  }, 60_000)

  it('the rate limit refuses a flood from one address, with the one text for every limit', async () => {
    const { call } = setup()
    await db.query(
      `insert into private.rate_hits (action, client)
       select 'guest_photo', 'ip:' || $1 from generate_series(1, $2)`,
      [GUEST_IP, RATE_LIMITS.guest_photo.perClient],
    )
    const refused = await call(photo('77777777-7777-4777-8777-777777777777'))
    expect(refused).toEqual({
      status: 429,
      body: { error: COMMON.tooManyRequests, code: 'WD420' },
    })
    expect(await rows()).toEqual([])
    // Another address at the same party is still counted on its own.
    const other = await call(photo('88888888-8888-4888-8888-888888888888'), '198.51.100.4')
    expect(other.status).toBe(200)
  })

  it('refuses what is not a photo request', async () => {
    const { call } = setup()
    expect(await call({ action: 'upload', id: 'not-a-uuid' })).toEqual({
      status: 400,
      body: { error: GUEST_PHOTOS_SERVER.badRequest },
    })
    expect((await call({ action: 'urls', ids: [] })).status).toBe(400)
    expect((await call({ action: 'drop-tables' })).status).toBe(400)
    const get = await handleGuestPhotos(new Request('https://casamento.example/x'), {
      supabase: undefined,
    })
    expect(get.status).toBe(405)
  })
})

describe('the page on a Supabase deploy: the DataService sends the bytes through the function', () => {
  const FUNCTION_URL = 'https://casamento.example/.netlify/functions/guest-photos'
  const dataUrl = (bytes: Uint8Array) =>
    `data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}`

  function site(options: { fileSizeLimit?: number } = {}) {
    const { edge, service: supabase, phone, objects } = setup(options)
    let calls = 0
    // The function as Netlify serves it, for the page's fetch.
    const functionFetch = (async (input: string | URL | Request, init?: RequestInit) => {
      calls += 1
      return handleGuestPhotos(new Request(input, init), {
        supabase,
        clientIp: GUEST_IP,
        log: silentLog,
      })
    }) as typeof fetch
    const storage = guestPhotoStorage(phone, { functionUrl: FUNCTION_URL, fetch: functionFetch })
    const service = createService(supabaseBackend(phone, storage))
    return { service, edge, objects, calls: () => calls }
  }

  /** A photo as the phone's queue hands it to the service. */
  const newPhoto = (id: string) => ({
    id,
    name: 'Tia Lúcia',
    caption: null,
    ownerSecret: SECRET,
    mime: 'image/jpeg' as const,
    width: 800,
    height: 600,
    image: dataUrl(JPEG),
    thumbnail: dataUrl(THUMB),
  })

  it('a photo sent twice is stored once; its image is a signed URL once approved; its delete removes the bytes', async () => {
    const { service, edge, objects, calls } = site()
    const id = '99999999-9999-4999-8999-999999999999'
    const sent = newPhoto(id)
    expect(await service.addGuestPhoto(sent)).toEqual({ pending: true })
    expect(await service.addGuestPhoto(sent)).toEqual({ pending: true })
    expect(await rows()).toEqual([{ id, status: 'pending', stored: true }])
    expect(objects.size).toBe(2)
    // The database holds no bytes on a deploy.
    expect((await db.query('select * from public.guest_photo_files')).rows).toEqual([])

    expect(await service.getGuestPhotoImage(id, false)).toBeNull()
    const token = await demoAdminToken(db)
    expect(await service.admin.setGuestPhotosStatus(token, [id], 'approved')).toBe(1)
    const before = calls()
    const [thumb, again] = await Promise.all([
      service.getGuestPhotoImage(id, false),
      service.getGuestPhotoImage(id, false),
    ])
    // The asks of one moment went in one request.
    expect(calls() - before).toBe(1)
    expect(thumb).toBe(again)
    const image = await (edge.fetch as typeof fetch)(thumb ?? '')
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(THUMB)
    expect(await service.admin.guestPhotoImage(token, id, true)).toMatch(/\/full\?token=/)

    expect(await service.deleteOwnGuestPhoto(id, SECRET)).toBe(true)
    await expect.poll(() => objects.size).toBe(0)
  })

  it("before the couple's reveal, only the telão's link gets an approved photo's signed URL", async () => {
    const { service } = site()
    const id = '88888888-8888-4888-8888-888888888888'
    const token = await demoAdminToken(db)
    const key = 'c'.repeat(32)
    await db.query('select public.admin_save_settings($1, $2)', [
      token,
      JSON.stringify({ photos_reveal_at: '2099-01-01T20:00:00Z', photos_screen_key: key }),
    ])
    await service.addGuestPhoto(newPhoto(id))
    expect(await service.admin.setGuestPhotosStatus(token, [id], 'approved')).toBe(1)
    // An id learned some other way: a guest's phone gets nothing until the reveal.
    expect(await service.getGuestPhotoImage(id, true)).toBeNull()
    expect(await service.getGuestPhotoImage(id, true, 'd'.repeat(32))).toBeNull()
    expect(await service.getGuestPhotoImage(id, true, key)).toMatch(/\/full\?token=/)
  })

  it('a file the bucket refuses (too large) is final: the queue does not send it again', async () => {
    const { service } = site({ fileSizeLimit: 12 })
    await expect(
      service.addGuestPhoto({
        id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
        name: 'Tio Zé',
        ownerSecret: SECRET,
        mime: 'image/jpeg',
        width: 800,
        height: 600,
        image: dataUrl(JPEG),
        thumbnail: dataUrl(THUMB),
      }),
    ).rejects.toMatchObject({ code: 'invalid', message: GUEST_PHOTOS_SERVER.invalidImage })
  })

  it('a flood from one address reads the one rate-limit text', async () => {
    const { service } = site()
    await db.query(
      `insert into private.rate_hits (action, client)
       select 'guest_photo', 'ip:' || $1 from generate_series(1, $2)`,
      [GUEST_IP, RATE_LIMITS.guest_photo.perClient],
    )
    await expect(
      service.addGuestPhoto({
        id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
        name: 'Tio Zé',
        ownerSecret: SECRET,
        mime: 'image/jpeg',
        width: 800,
        height: 600,
        image: dataUrl(JPEG),
        thumbnail: dataUrl(THUMB),
      }),
    ).rejects.toMatchObject({ code: 'rate_limited', message: COMMON.tooManyRequests })
  })
})
