// Guests' photos as a phone, a stranger with a loop and the couple call them (role anon; the couple
// with their session token): an id made on the phone makes a retry harmless, only images are
// stored, the window, the limits and the quota hold, strangers read nothing unapproved, and the
// couple's lookup and erasure reach the uploader's name.
import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { COMMON } from '@/config/copy/common'
import { GUEST_PHOTO_LIMITS, RATE_LIMITS } from '@/config/limits'
import {
  asAnon,
  dbError,
  demoAdminToken,
  fileTestDb,
  firstRow,
  readSql,
  schemaFiles,
} from './pglite'

const db = fileTestDb()
const anon = <T>(fn: () => Promise<T>) => asAnon(db, fn)
const token = () => demoAdminToken(db)

beforeEach(async () => {
  await db.exec(readSql('embedded/demo-admin.sql'))
  await asClient(null)
})

async function asClient(address: string | null) {
  const headers = address === null ? '' : JSON.stringify({ 'cf-connecting-ip': address })
  await db.query(`select set_config('request.headers', $1, false)`, [headers])
}

// The smallest byte strings each format starts with (the content check reads only those).
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)])
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
const jpegUrl = (bytes: Buffer = JPEG) => `data:image/jpeg;base64,${bytes.toString('base64')}`
const SECRET = 'a'.repeat(40)

interface Upload {
  id?: string
  name?: string
  caption?: string | null
  secret?: string
  mime?: string
  width?: number
  height?: number
  image?: string
  thumbnail?: string
}

function send(u: Upload = {}) {
  return anon(() =>
    db.query<{ r: { id: string; status: string } }>(
      `select public.add_guest_photo(p_id => $1, p_name => $2, p_caption => $3,
         p_owner_secret => $4, p_mime => $5, p_width => $6, p_height => $7, p_image => $8,
         p_thumbnail => $9) as r`,
      [
        u.id ?? randomUUID(),
        u.name ?? 'Tia Lúcia',
        u.caption ?? null,
        u.secret ?? SECRET,
        u.mime ?? 'image/jpeg',
        u.width ?? 2560,
        u.height ?? 1920,
        u.image ?? jpegUrl(),
        u.thumbnail ?? jpegUrl(),
      ],
    ),
  ).then((r) => firstRow(r).r)
}

const guestList = (screenKey: string | null = null) =>
  anon(() =>
    db.query<{ id: string; uploader_name: string; cursor_at: string; total: number }>(
      'select * from public.list_guest_photos(p_limit => 100, p_screen_key => $1)',
      [screenKey],
    ),
  ).then((r) => r.rows)

const guestImage = (id: string, full = true, screenKey: string | null = null) =>
  anon(() =>
    db.query<{ r: string | null }>('select public.guest_photo_image($1, $2, $3) as r', [
      id,
      full,
      screenKey,
    ]),
  ).then((r) => firstRow(r).r)

const setStatus = async (ids: string[], status: string) =>
  anon(async () =>
    firstRow(
      await db.query<{ n: number }>(
        'select public.admin_set_guest_photos_status($1, $2, $3) as n',
        [await token(), ids, status],
      ),
    ),
  ).then((r) => r.n)

const saveSettings = async (settings: object) =>
  anon(async () =>
    db.query('select public.admin_save_settings($1, $2)', [
      await token(),
      JSON.stringify(settings),
    ]),
  )

async function count(table: string, where = 'true'): Promise<number> {
  const r = await db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`)
  return firstRow(r).n
}

describe('the numbers are those of src/config/limits.ts', () => {
  const sql = readSql(`schemas/${schemaFiles().find((f) => f.includes('guest_photos')) ?? ''}`)
  it('bounds of the photos and the album', () => {
    const L = GUEST_PHOTO_LIMITS
    expect(sql).toContain(
      `width >= 1 and width <= ${L.longEdge} and height >= 1 and height <= ${L.longEdge}`,
    )
    expect(sql).toContain(`size_bytes between 1 and ${L.imageBytesMax}`)
    expect(sql).toContain(`thumb_bytes between 1 and ${L.thumbnailBytesMax}`)
    expect(sql).toContain(`private.image_bytes(p_image, p_mime, ${L.imageBytesMax})`)
    expect(sql).toContain(`private.image_bytes(p_thumbnail, p_mime, ${L.thumbnailBytesMax})`)
    expect(sql).toContain(`is_trimmed(caption, ${L.captionMax})`)
    expect(sql).toContain(`from public.guest_photos p where p.stored) >= ${L.photos} then`)
    // The bulk actions' bound is the one rule of every selection (private.check_selection).
    expect(readSql('schemas/05_admin_functions.sql')).toContain(
      `cardinality(p_ids) > ${L.bulkMax} then`,
    )
    expect(sql).toContain(`coalesce(s.photos_quota_mb, ${L.quotaMbDefault})`)
    const tables = readSql(
      `schemas/${schemaFiles().find((f) => f.includes('tables_and_policies')) ?? ''}`,
    )
    expect(tables).toContain(`photos_quota_mb integer not null default ${L.quotaMbDefault}`)
    expect(tables).toContain(`photos_quota_mb between ${L.quotaMbMin} and ${L.quotaMbMax}`)
  })
})

describe('a guest sends photos', () => {
  it('a photo waits for the couple; the same id sent again (a lost answer) is stored once', async () => {
    const id = randomUUID()
    expect(await send({ id, caption: 'A valsa' })).toEqual({ id, status: 'pending' })
    expect(await send({ id, caption: 'A valsa' })).toEqual({ id, status: 'pending' })
    expect(await count('public.guest_photos')).toBe(1)
    expect(await count('private.rate_hits', `action = 'guest_photo'`)).toBe(1)
    // Another phone cannot take the id over.
    expect(await dbError(send({ id, secret: 'b'.repeat(40) }))).toMatchObject({ code: 'WD409' })
  })

  it('with "Aprovar automaticamente" on, it is shown at once', async () => {
    await saveSettings({ photos_auto_approve: true })
    const { id, status } = await send()
    expect(status).toBe('approved')
    expect((await guestList()).map((p) => p.id)).toEqual([id])
  })

  it('only images are stored, checked by their bytes, not by what the caller says', async () => {
    const text = `data:image/jpeg;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`
    for (const bad of [
      { image: text },
      { image: 'data:image/jpeg;base64,@@@' },
      { image: jpegUrl(), mime: 'image/svg+xml' },
      { image: `data:image/png;base64,${PNG.toString('base64')}` }, // says jpeg, is png
      { image: jpegUrl(Buffer.concat([JPEG, Buffer.alloc(GUEST_PHOTO_LIMITS.imageBytesMax)])) },
      { width: 4000 },
    ]) {
      expect(await dbError(send(bad))).toMatchObject({ code: 'WD400' })
    }
    expect(await count('public.guest_photos')).toBe(0)
    await send({
      mime: 'image/png',
      image: `data:image/png;base64,${PNG.toString('base64')}`,
      thumbnail: `data:image/png;base64,${PNG.toString('base64')}`,
    })
    expect(await count('public.guest_photos')).toBe(1)
  })

  it('a name is required, and name and caption are bounded', async () => {
    expect(await dbError(send({ name: '   ' }))).toMatchObject({ code: 'WD400' })
    expect(await dbError(send({ name: 'x'.repeat(81) }))).toMatchObject({ code: 'WD400' })
    expect(await dbError(send({ caption: 'x'.repeat(301) }))).toMatchObject({ code: 'WD400' })
    expect(await dbError(send({ secret: 'short' }))).toMatchObject({ code: 'WD400' })
  })

  it('outside the couple’s window, refused with a friendly text', async () => {
    await saveSettings({
      photos_open_from: '2099-01-01T10:00:00Z',
      photos_open_until: '2099-02-01T00:00:00Z',
    })
    expect(await dbError(send())).toEqual({
      code: 'WD403',
      message: 'O envio de fotos não está aberto agora.',
    })
    const status = await anon(() =>
      db.query<{ r: { open: boolean } }>('select public.guest_photos_status() as r'),
    )
    expect(firstRow(status).r.open).toBe(false)
    await saveSettings({
      photos_open_from: '2020-01-01T10:00:00Z',
      photos_open_until: '2099-02-01T00:00:00Z',
    })
    await send()
    expect(await count('public.guest_photos')).toBe(1)
  })

  it('past the quota the couple set, the album is full', async () => {
    await db.exec(`update public.settings set photos_quota_mb = 10`)
    await db.exec(`insert into public.guest_photos (id, uploader_name, mime, width, height,
      size_bytes, thumb_bytes, owner_hash)
      select gen_random_uuid(), 'Robô', 'image/jpeg', 10, 10, 2900000, 100000, repeat('a', 64)
        from generate_series(1, 3)`)
    expect(
      await dbError(send({ image: jpegUrl(Buffer.concat([JPEG, Buffer.alloc(1_500_000)])) })),
    ).toEqual({
      code: 'WD429',
      message: 'O álbum de fotos está cheio.',
    })
    // A small one still fits.
    await send()
  })

  it('one client and many are capped per hour (1,000 calls)', async () => {
    const { perClient } = RATE_LIMITS.guest_photo
    await asClient('203.0.113.7')
    const messages: string[] = []
    for (let i = 0; i < 1000 && messages.length < 20; i++) {
      await send().catch((error: unknown) => messages.push((error as Error).message))
    }
    expect(new Set(messages)).toEqual(new Set([COMMON.tooManyRequests]))
    expect(await count('public.guest_photos')).toBe(perClient)
    await asClient('198.51.100.20')
    await send()
    expect(await count('public.guest_photos')).toBe(perClient + 1)
  }, 120_000)
})

describe('what a stranger can and cannot do', () => {
  it('on a Supabase project (it has Storage) the database never takes the bytes itself', async () => {
    // Storage's table is what marks a Supabase project; the photos go through the function there.
    await db.exec(readSql('storage-stand-in.sql'))
    try {
      expect(await dbError(send())).toMatchObject({ code: 'WD400' })
      expect(await count('public.guest_photos')).toBe(0)
    } finally {
      await db.exec('drop schema storage cascade')
    }
    await send()
    expect(await count('public.guest_photos')).toBe(1)
  })

  it('pending and hidden photos are neither listed nor readable, by function or table', async () => {
    const pending = await send()
    const hidden = await send()
    const approved = await send()
    await setStatus([hidden.id], 'hidden')
    await setStatus([approved.id], 'approved')
    expect((await guestList()).map((p) => p.id)).toEqual([approved.id])
    expect(await guestImage(pending.id)).toBeNull()
    expect(await guestImage(hidden.id, false)).toBeNull()
    expect(await guestImage(approved.id)).toBe(jpegUrl())
    // The rows only through the functions, which keep 'Revelar depois' (below).
    for (const query of [
      'select id, uploader_name, caption from public.guest_photos',
      'select owner_hash from public.guest_photos',
      'select * from public.guest_photo_files',
      `update public.guest_photos set status = 'approved'`,
      'delete from public.guest_photos',
    ]) {
      expect((await dbError(anon(() => db.query(query)))).code).toBe('42501')
    }
  })

  it('admin functions refuse a wrong token', async () => {
    const { id } = await send()
    for (const [sql, args] of [
      ['select public.admin_set_guest_photos_status($1, $2, $3)', ['nope', [id], 'approved']],
      ['select public.admin_delete_guest_photos($1, $2)', ['nope', [id]]],
      ['select * from public.admin_list_guest_photos($1, null, null, null, 10)', ['nope']],
      ['select public.admin_guest_photo_image($1, $2, true)', ['nope', id]],
      ['select public.admin_guest_photos_usage($1)', ['nope']],
    ] as const) {
      expect((await dbError(anon(() => db.query(sql, [...args])))).code).toBe('WD401')
    }
    expect(await count('public.guest_photos', `status = 'pending'`)).toBe(1)
  })

  it('only the phone that sent a photo deletes it, and its bytes go with it', async () => {
    const { id } = await send()
    const del = (secret: string) =>
      anon(() =>
        db.query<{ r: boolean }>('select public.delete_own_guest_photo($1, $2) as r', [id, secret]),
      )
    expect(firstRow(await del('b'.repeat(40))).r).toBe(false)
    expect(await count('public.guest_photos')).toBe(1)
    expect(firstRow(await del(SECRET)).r).toBe(true)
    expect(await count('public.guest_photos')).toBe(0)
    expect(await count('public.guest_photo_files')).toBe(0)
  })
})

describe('the couple', () => {
  it('filter, approve, hide and delete in bulk; storage used against the quota', async () => {
    const ids = [(await send()).id, (await send()).id, (await send()).id]
    expect(await setStatus(ids.slice(0, 2), 'approved')).toBe(2)
    expect(await setStatus(ids.slice(0, 2), 'approved')).toBe(0) // already
    expect(await setStatus([ids[1] ?? ''], 'hidden')).toBe(1)
    const tok = await token()
    const list = (status: string | null) =>
      anon(() =>
        db.query<{ id: string; status: string; total: number }>(
          'select * from public.admin_list_guest_photos($1, $2, null, null, 50)',
          [tok, status],
        ),
      ).then((r) => r.rows)
    expect((await list('pending')).map((r) => r.id)).toEqual([ids[2]])
    expect((await list('approved')).map((r) => r.id)).toEqual([ids[0]])
    expect((await list('hidden')).map((r) => r.id)).toEqual([ids[1]])
    expect(await list(null)).toHaveLength(3)
    const usage = await anon(() =>
      db.query<{ r: Record<string, number> }>('select public.admin_guest_photos_usage($1) as r', [
        tok,
      ]),
    )
    expect(firstRow(usage).r).toMatchObject({
      used_bytes: 3 * 2 * JPEG.length,
      quota_bytes: 1024 * 1048576,
      pending: 1,
      approved: 1,
      hidden: 1,
    })
    const image = await anon(() =>
      db.query<{ r: string }>('select public.admin_guest_photo_image($1, $2, true) as r', [
        tok,
        ids[2],
      ]),
    )
    expect(firstRow(image).r).toBe(jpegUrl())
    const deleted = await anon(() =>
      db.query<{ n: number }>('select public.admin_delete_guest_photos($1, $2) as n', [tok, ids]),
    )
    expect(firstRow(deleted).n).toBe(3)
    expect(await count('public.guest_photo_files')).toBe(0)
    expect(
      (
        await dbError(
          anon(() => db.query('select public.admin_delete_guest_photos($1, $2)', [tok, []])),
        )
      ).code,
    ).toBe('WD400')
  })

  it('settings: checked keys, window order, quota bounds', async () => {
    const r = await saveSettings({
      photos_auto_approve: true,
      photos_quota_mb: 2048,
      photos_reveal_at: '2099-01-01T20:00:00Z',
    })
    expect(
      firstRow(r as { rows: { admin_save_settings: Record<string, unknown> }[] })
        .admin_save_settings,
    ).toMatchObject({
      photos_auto_approve: true,
      photos_quota_mb: 2048,
    })
    expect((await dbError(saveSettings({ photos_quota_mb: 5 }))).code).toBe('WD400')
    expect((await dbError(saveSettings({ photos_auto_approve: 'yes' }))).code).toBe('WD400')
    expect(
      (
        await dbError(
          saveSettings({
            photos_open_from: '2099-02-01T00:00:00Z',
            photos_open_until: '2099-01-01T00:00:00Z',
          }),
        )
      ).code,
    ).toBe('WD400')
    await saveSettings({ photos_reveal_at: null })
  })

  it('"Revelar depois": guests see nothing until then, only the telão with its key does', async () => {
    const saved = (r: unknown) =>
      firstRow(r as { rows: { admin_save_settings: { photos_screen_key: string } }[] })
        .admin_save_settings
    const { photos_screen_key: key } = saved(
      await saveSettings({ photos_auto_approve: true, photos_reveal_at: '2099-01-01T20:00:00Z' }),
    )
    expect(key).toMatch(/^[a-f0-9]{32}$/)
    const { id } = await send()
    expect(await guestList()).toEqual([])
    // A stranger's guess is a guest's phone: nothing before the reveal, nor the photo's bytes
    // for an id learned some other way.
    expect(await guestList('0'.repeat(32))).toEqual([])
    expect(await guestList('')).toEqual([])
    expect(await guestImage(id, true)).toBeNull()
    expect(await guestImage(id, false, '0'.repeat(32))).toBeNull()
    expect((await guestList(key)).map((p) => p.id)).toEqual([id])
    expect(await guestImage(id, true, key)).toBe(jpegUrl())
    // Nor does the table say what arrived: only when (Realtime's pulse for every open page).
    const pulse = await anon(() =>
      db.query<{ changed: boolean }>(
        'select changed_at is not null as changed from public.guest_photo_changes',
      ),
    )
    expect(pulse.rows).toEqual([{ changed: true }])
    // A new link: the old one shows nothing more before the reveal.
    const fresh = 'b'.repeat(32)
    expect(saved(await saveSettings({ photos_screen_key: fresh })).photos_screen_key).toBe(fresh)
    expect(await guestList(key)).toEqual([])
    expect((await guestList(fresh)).map((p) => p.id)).toEqual([id])
    for (const bad of ['short', 'A'.repeat(32), 'x'.repeat(65), 42, null]) {
      expect((await dbError(saveSettings({ photos_screen_key: bad }))).code).toBe('WD400')
    }
    await saveSettings({ photos_reveal_at: '2020-01-01T20:00:00Z' })
    expect((await guestList()).map((p) => p.id)).toEqual([id])
    expect(await guestImage(id, true)).toBe(jpegUrl())
  })

  it('paging: 250 approved photos read newest first, each once', async () => {
    await db.exec(`insert into public.guest_photos (id, uploader_name, status, approved_at, mime,
      width, height, size_bytes, thumb_bytes, owner_hash)
      select gen_random_uuid(), 'Convidado ' || i, 'approved', now() - i * interval '1 second',
             'image/jpeg', 10, 10, 100, 10, repeat('a', 64)
        from generate_series(1, 250) i`)
    const seen: string[] = []
    let after: { cursor_at: string; id: string } | undefined
    for (;;) {
      const rows = await anon(() =>
        db.query<{ id: string; uploader_name: string; cursor_at: string }>(
          'select * from public.list_guest_photos($1, $2, 100)',
          [after?.cursor_at ?? null, after?.id ?? null],
        ),
      ).then((r) => r.rows)
      if (rows.length === 0) break
      seen.push(...rows.map((r) => r.uploader_name))
      after = rows.at(-1)
    }
    expect(seen).toHaveLength(250)
    expect(seen[0]).toBe('Convidado 1')
    expect(new Set(seen).size).toBe(250)
  })

  it('lookup and erasure reach the uploader’s name and caption; the photo stays', async () => {
    await anon(() =>
      db.query(
        `select public.submit_rsvp('Valquíria Xandovalle', 'sim', 'val@exemplo.com', '(34) 99999-0000')`,
      ),
    )
    await send({ name: 'VALQUIRIA  xandovalle', caption: 'Eu e a noiva' })
    await send({ name: 'Pedro' })
    const tok = await token()
    const found = await anon(() =>
      db.query<{ r: { guest_photos: { caption: string }[] } }>(
        'select public.admin_find_person($1, $2) as r',
        [tok, 'val@exemplo.com'],
      ),
    )
    expect(firstRow(found).r.guest_photos.map((p) => p.caption)).toEqual(['Eu e a noiva'])
    const erased = await anon(() =>
      db.query<{ r: { guest_photos: number } }>('select public.admin_erase_person($1, $2) as r', [
        tok,
        'val@exemplo.com',
      ]),
    )
    expect(firstRow(erased).r.guest_photos).toBe(1)
    expect(
      await count(
        'public.guest_photos',
        `uploader_name ilike '%xandovalle%' or caption is not null`,
      ),
    ).toBe(0)
    expect(await count('public.guest_photos')).toBe(2)
  })
})
