// /telao before the couple's 'Revelar depois' moment (docs/decisions/0027-guests-photos.md): the
// database hands the approved photos only to a screen opened with the telão's link from /dev (its
// key after '#'); opened by its bare address, the telão says how to show them instead of a blank.
import type { PGliteInterface } from '@electric-sql/pglite'
import { screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { TELAO } from '@/config/copy/photos'
import type { DataService } from '@/data/types'
import { TelaoScreen } from '@/features/guest-photos/telao-screen'
import { telaoLink } from '@/lib/telao-link'
import { embeddedTestDb, renderWithService } from './harness'

let db: PGliteInterface
let service: DataService
let key: string

beforeAll(async () => {
  ;({ db, service } = await embeddedTestDb())
  await db.exec(`
    update public.settings set photos_reveal_at = now() + interval '1 day';
    insert into public.guest_photos (id, uploader_name, caption, status, approved_at, mime, width,
                                     height, size_bytes, thumb_bytes, owner_hash)
    values (gen_random_uuid(), 'Tia Cida', 'A valsa', 'approved', now(), 'image/jpeg', 40, 30,
            100, 10, repeat('a', 64));
  `)
  const row = await db.query<{ k: string }>('select photos_screen_key as k from public.settings')
  key = row.rows[0]?.k ?? ''
})
afterAll(async () => {
  await db.close()
})
afterEach(() => {
  window.location.hash = ''
})

describe('/telao before the reveal', () => {
  it('opened by its bare address, shows no photo and says to use the link from /dev', async () => {
    renderWithService(<TelaoScreen />, service)
    expect(await screen.findByText(TELAO.locked)).toBeInTheDocument()
    expect(screen.queryByText(TELAO.byName('Tia Cida'))).toBeNull()
  })

  it('opened by the link from /dev, shows the approved photos at once', async () => {
    window.location.hash = new URL(telaoLink(key, 'https://exemplo.com')).hash
    renderWithService(<TelaoScreen />, service)
    expect(await screen.findByText(TELAO.byName('Tia Cida'))).toBeInTheDocument()
    expect(screen.getByText('A valsa')).toBeInTheDocument()
    expect(screen.queryByText(TELAO.locked)).toBeNull()
  })

  it('opened by an old link, shows nothing', async () => {
    window.location.hash = new URL(telaoLink('c'.repeat(32), 'https://exemplo.com')).hash
    renderWithService(<TelaoScreen />, service)
    expect(await screen.findByText(TELAO.empty)).toBeInTheDocument()
    expect(screen.queryByText(TELAO.byName('Tia Cida'))).toBeNull()
  })
})
