import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cutAround, heroPhotoPreloads, planPicture } from '../../build/hero-photo-plugin'
import { heroPictureFor, type HeroPicture } from '@/lib/hero-picture'

const picture = (alt: string): HeroPicture => ({
  alt,
  sources: [],
  img: { src: `/assets/${alt}.webp`, width: 1280, height: 800 },
})

describe('heroPictureFor', () => {
  const before = picture('antes')
  const after = picture('depois')

  it('shows the landscape (null) when no photo is set, in every phase', () => {
    for (const phase of ['rsvp-open', 'rsvp-closed', 'wedding-day', 'married'] as const) {
      expect(heroPictureFor(phase, { before: null, after: null })).toBeNull()
    }
  })

  it('shows the photo until the wedding day has ended, and the second photo from then on', () => {
    const both = { before, after }
    expect(heroPictureFor('rsvp-open', both)).toBe(before)
    expect(heroPictureFor('wedding-day', both)).toBe(before)
    expect(heroPictureFor('married', both)).toBe(after)
  })

  it('keeps the photo after the wedding when there is no second one', () => {
    expect(heroPictureFor('married', { before, after: null })).toBe(before)
  })

  it('shows only the second photo, after the wedding, when it is the only one', () => {
    expect(heroPictureFor('wedding-day', { before: null, after })).toBeNull()
    expect(heroPictureFor('married', { before: null, after })).toBe(after)
  })
})

describe('cutAround', () => {
  const photo = { width: 4000, height: 3000 }

  it('cuts the largest box of the ratio, centred by default', () => {
    expect(cutAround(photo, 0.6)).toEqual({ left: 1100, top: 0, width: 1800, height: 3000 })
    expect(cutAround(photo, 1.6)).toEqual({ left: 0, top: 250, width: 4000, height: 2500 })
  })

  it('keeps the focal point in the cut, moving the box no further than the photo', () => {
    expect(cutAround(photo, 0.6, { x: 0.25, y: 0.5 }).left).toBe(100)
    expect(cutAround(photo, 0.6, { x: 0.02, y: 0.5 }).left).toBe(0)
    expect(cutAround(photo, 0.6, { x: 1, y: 0.5 }).left).toBe(2200)
    expect(cutAround(photo, 1.6, { x: 0.5, y: 0.2 }).top).toBe(0)
  })
})

describe('planPicture', () => {
  let dir: string
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hero-photo-'))
    const noise = Buffer.alloc(3000 * 2000 * 3, 128)
    await sharp(noise, { raw: { width: 3000, height: 2000, channels: 3 } })
      .jpeg()
      .toFile(join(dir, 'big.jpg'))
    await sharp(noise, { raw: { width: 1200, height: 900, channels: 3 } })
      .jpeg()
      .toFile(join(dir, 'small.jpg'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('names AVIF then WebP copies of a tall and a wide cut, each with its media and sizes', async () => {
    const { picture: p, copies } = await planPicture(
      { file: 'big.jpg', alt: 'Os noivos no campo' },
      dir,
    )
    expect(p.alt).toBe('Os noivos no campo')
    expect(p.sources.map((s) => [s.media, s.type])).toEqual([
      ['(max-aspect-ratio: 3/4)', 'image/avif'],
      ['(max-aspect-ratio: 3/4)', 'image/webp'],
      ['not all and (max-aspect-ratio: 3/4)', 'image/avif'],
      ['not all and (max-aspect-ratio: 3/4)', 'image/webp'],
    ])
    const tall = p.sources[0]
    expect(tall?.srcSet).toMatch(
      /^\/assets\/hero-[\w-]+-tall-480\.avif 480w, .+-tall-828\.avif 828w, .+-tall-1080\.avif 1080w$/,
    )
    // width and height in the cut's own ratio, so the box is known before the file arrives.
    expect(tall).toMatchObject({ width: 1080, height: 1800 })
    expect(p.sources[2]).toMatchObject({ width: 2560, height: 1600 })
    expect(p.img).toMatchObject({ width: 1280, height: 800 })
    expect(p.img.src).toMatch(/-wide-1280\.webp$/)
    // Every address in the picture is a copy the build writes.
    const named = p.sources.flatMap((s) => s.srcSet.split(', ').map((c) => c.split(' ')[0]))
    expect(new Set(named)).toEqual(new Set(copies.keys()))
  })

  it('never enlarges a small photo: it gets fewer copies, the largest its own size', async () => {
    const { picture: p } = await planPicture({ file: 'small.jpg', alt: 'Os noivos' }, dir)
    // Tall cut of a 1200x900 photo: 540x900; wide: 1200x750.
    expect(p.sources[0]?.srcSet).toMatch(/-tall-480\.avif 480w$/)
    expect(p.sources[2]?.srcSet).toMatch(/-wide-960\.avif 960w$/)
    expect(p.img).toMatchObject({ width: 960, height: 600 })
  })

  it('stops the build with a message naming the file when it is missing or has no alt text', async () => {
    await expect(planPicture({ file: 'nao-existe.jpg', alt: 'Os noivos' }, dir)).rejects.toThrow(
      'hero photo nao-existe.jpg: not an image',
    )
    await expect(planPicture({ file: 'small.jpg', alt: ' ' }, dir)).rejects.toThrow(
      'hero photo small.jpg: its alt text is empty',
    )
  })

  it('gives other addresses when the focal point changes, and the same ones for the same photo', async () => {
    const a = await planPicture({ file: 'big.jpg', alt: 'a' }, dir)
    const b = await planPicture({ file: 'big.jpg', alt: 'b' }, dir)
    const c = await planPicture({ file: 'big.jpg', alt: 'a', focus: { x: 0.2, y: 0.3 } }, dir)
    expect(b.picture.img.src).toBe(a.picture.img.src)
    expect(c.picture.img.src).not.toBe(a.picture.img.src)
  })
})

describe('heroPhotoPreloads', () => {
  it("preloads the prerendered picture's AVIF sources with high priority, as the <picture> names them", () => {
    const page =
      '<section><picture data-hero-photo="" class="absolute"><source media="(max-aspect-ratio: 3/4)" type="image/avif" srcSet="/a-480.avif 480w, /a-828.avif 828w" sizes="max(100vw, calc((100vh - 4rem) * 0.6))" width="828" height="1380"/><source media="(max-aspect-ratio: 3/4)" type="image/webp" srcSet="/a-480.webp 480w" sizes="100vw"/><source media="not all and (max-aspect-ratio: 3/4)" type="image/avif" srcSet="/b-960.avif 960w" sizes="100vw"/><img src="/b.webp" alt="x"/></picture></section>'
    expect(heroPhotoPreloads(page).map((t) => t.attrs)).toEqual([
      {
        rel: 'preload',
        as: 'image',
        type: 'image/avif',
        media: '(max-aspect-ratio: 3/4)',
        imagesrcset: '/a-480.avif 480w, /a-828.avif 828w',
        imagesizes: 'max(100vw, calc((100vh - 4rem) * 0.6))',
        fetchpriority: 'high',
      },
      {
        rel: 'preload',
        as: 'image',
        type: 'image/avif',
        media: 'not all and (max-aspect-ratio: 3/4)',
        imagesrcset: '/b-960.avif 960w',
        imagesizes: '100vw',
        fetchpriority: 'high',
      },
    ])
  })

  it('preloads nothing when the page shows the landscape', () => {
    expect(heroPhotoPreloads('<section><svg aria-hidden="true"></svg></section>')).toEqual([])
  })
})
