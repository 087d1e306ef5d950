import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import sharp from 'sharp'
import type { HtmlTagDescriptor, Plugin } from 'vite'
import { HERO_PHOTO, HERO_PHOTO_AFTER, type HeroPhoto } from '../src/config/wedding.ts'
import {
  HERO_CUTS,
  HERO_FORMATS,
  type HeroPicture,
  type HeroPictures,
  type HeroSource,
} from '../src/lib/hero-picture.ts'

// The hero photo's copies (docs/decisions/0019-hero-photo.md): sharp cuts and encodes the photo
// named in src/config/wedding.ts; `virtual:hero-photos` gives the hero their addresses.

const HERO_PHOTOS_MODULE = 'virtual:hero-photos'
const RESOLVED = `\0${HERO_PHOTOS_MODULE}`

/**
 * Used only by `npm run bench -- --hero-photo` and its browser test (tests/e2e/hero-photo.spec.ts):
 * a photo file that stands in for HERO_PHOTO, so they measure a build with a photo without a
 * photo in the repository.
 */
export const BENCH_HERO_PHOTO_ENV = 'BENCH_HERO_PHOTO'
const BENCH_ALT = 'Foto de teste do bench'

/** Chosen so a phone's copy stays under about 150 KB (docs/decisions/0019-hero-photo.md). */
const QUALITY = { avif: { quality: 50, effort: 4 }, webp: { quality: 72 } } as const

/**
 * The moment of the build, once per process: the prerender and the app's bundle are made in one
 * process and must agree on the phase the prerendered page shows (src/features/hero/use-hero-picture.ts).
 */
const BUILT_AT = Date.now()

/** One copy to encode, by the address it is served at. */
interface Copy {
  file: string
  cut: { left: number; top: number; width: number; height: number }
  width: number
  format: (typeof HERO_FORMATS)[number]['format']
}

/** Encoded copies, by address, shared by every plugin instance of the process (dev, prerender). */
const encoded = new Map<string, Promise<Buffer>>()

/**
 * One copy at a time: sharp works in Node's small thread pool, which Vite's file reads share, and
 * fourteen AVIF encodes at once held the prerender's module loading past its 60 s timeout.
 */
let queue: Promise<unknown> = Promise.resolve()

function encode(copy: Copy): Promise<Buffer> {
  const run = () => {
    const image = sharp(copy.file).autoOrient().extract(copy.cut).resize({ width: copy.width })
    return copy.format === 'avif'
      ? image.avif(QUALITY.avif).toBuffer()
      : image.webp(QUALITY.webp).toBuffer()
  }
  const done = queue.then(run, run)
  queue = done.catch(() => undefined)
  return done
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/** The largest box of `ratio` (width / height) inside the photo, centred on its focal point. */
export function cutAround(
  size: { width: number; height: number },
  ratio: number,
  focus: { x: number; y: number } = { x: 0.5, y: 0.5 },
): Copy['cut'] {
  const width = Math.min(size.width, Math.round(size.height * ratio))
  const height = Math.min(size.height, Math.round(width / ratio))
  return {
    left: clamp(Math.round(focus.x * size.width - width / 2), 0, size.width - width),
    top: clamp(Math.round(focus.y * size.height - height / 2), 0, size.height - height),
    width,
    height,
  }
}

/**
 * A photo's <picture> and the copies it names. The addresses carry a hash of the original and of
 * how it is cut and encoded, so they are known before anything is encoded, and the same in the
 * prerender and in the bundle.
 */
export async function planPicture(
  photo: HeroPhoto,
  root: string,
): Promise<{ picture: HeroPicture; copies: Map<string, Copy> }> {
  const file = resolve(root, photo.file)
  // A couple's mistake in src/config/wedding.ts stops the build with a message that says where.
  if (!photo.alt.trim()) throw new Error(`hero photo ${photo.file}: its alt text is empty`)
  const meta = await sharp(file)
    .metadata()
    .catch((error: unknown) => {
      throw new Error(`hero photo ${photo.file}: not an image sharp can read (${String(error)})`)
    })
  const size = meta.autoOrient
  const key = createHash('sha256')
    .update(await readFile(file))
    .update(JSON.stringify([photo.focus, HERO_CUTS, QUALITY]))
    .digest('base64url')
    .slice(0, 10)
  const copies = new Map<string, Copy>()
  const sources: HeroSource[] = []
  let img: HeroPicture['img'] | undefined
  for (const cutSpec of HERO_CUTS) {
    const cut = cutAround(size, cutSpec.ratio, photo.focus)
    // Never larger than the cut itself: a small photo gets fewer, not blurrier, copies.
    const fits = cutSpec.widths.filter((w) => w <= cut.width)
    const widths = fits.length ? fits : [cut.width]
    const height = (w: number) => Math.round(w / (cut.width / cut.height))
    for (const { format, type } of HERO_FORMATS) {
      const urls = widths.map((width) => {
        const url = `/assets/hero-${key}-${cutSpec.name}-${width}.${format}`
        copies.set(url, { file, cut, width, format })
        return `${url} ${width}w`
      })
      const largest = widths[widths.length - 1] ?? cut.width
      sources.push({
        media: cutSpec.media,
        type,
        srcSet: urls.join(', '),
        sizes: cutSpec.sizes,
        width: largest,
        height: height(largest),
      })
      // The fallback of a browser without <picture> support: the wide WebP of 1280 px or less.
      if (cutSpec.name === 'wide' && format === 'webp') {
        const width = [...widths].reverse().find((w) => w <= 1280) ?? widths[0] ?? cut.width
        img = { src: `/assets/hero-${key}-wide-${width}.webp`, width, height: height(width) }
      }
    }
  }
  if (!img) throw new Error('hero photo: no wide copy')
  return { picture: { alt: photo.alt, sources, img }, copies }
}

/** The photos of src/config/wedding.ts, the bench's stand-in first. */
function configuredPhotos(): { before: HeroPhoto | null; after: HeroPhoto | null } {
  const bench = process.env[BENCH_HERO_PHOTO_ENV]
  return {
    before: bench ? { file: bench, alt: HERO_PHOTO?.alt ?? BENCH_ALT } : HERO_PHOTO,
    after: HERO_PHOTO_AFTER,
  }
}

/**
 * `<link rel="preload">` for the hero photo the prerendered page shows (its AVIF sources: every
 * browser that reads `type` on a preload decodes AVIF; one that does not skips it and the
 * <picture> still picks its WebP). Read from the page itself, so the preload always names the
 * copy the <img> will ask for, and none when the page has no photo.
 */
export function heroPhotoPreloads(page: string): HtmlTagDescriptor[] {
  const picture = /<picture data-hero-photo=""[^>]*>([\s\S]*?)<\/picture>/.exec(page)?.[1]
  if (!picture) return []
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
  return [...picture.matchAll(/<source\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => attr(tag, 'type') === 'image/avif')
    .map((tag) => ({
      tag: 'link',
      injectTo: 'head' as const,
      attrs: {
        rel: 'preload',
        as: 'image',
        type: 'image/avif',
        media: unescape(attr(tag, 'media')),
        imagesrcset: unescape(attr(tag, 'srcSet')),
        imagesizes: unescape(attr(tag, 'sizes')),
        fetchpriority: 'high',
      },
    }))
}

/** React escapes attribute values; Vite escapes them again when it writes the tag. */
const unescape = (value: string | undefined) =>
  (value ?? '')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/**
 * `virtual:hero-photos`: the pictures of the configured photos and the build's moment. The build
 * writes every copy into assets/; `npm run dev` encodes each one when it is first asked for.
 */
export function heroPhoto(
  photos: { before: HeroPhoto | null; after: HeroPhoto | null } = configuredPhotos(),
): Plugin {
  let root = process.cwd()
  let building = false
  let plan: Promise<{ pictures: HeroPictures; copies: Map<string, Copy> }> | undefined
  const planned = () => {
    plan ??= (async () => {
      const before = photos.before ? await planPicture(photos.before, root) : undefined
      const after = photos.after ? await planPicture(photos.after, root) : undefined
      return {
        pictures: { before: before?.picture ?? null, after: after?.picture ?? null },
        copies: new Map([...(before?.copies ?? []), ...(after?.copies ?? [])]),
      }
    })()
    return plan
  }
  const bytes = async (url: string) => {
    const copy = (await planned()).copies.get(url)
    if (!copy) return undefined
    let buffer = encoded.get(url)
    if (!buffer) {
      buffer = encode(copy)
      encoded.set(url, buffer)
    }
    return buffer
  }
  return {
    name: 'wedding-hero-photo',
    configResolved(config) {
      root = config.root
      building = config.command === 'build'
    },
    buildStart() {
      // Encoding takes seconds: it starts with the build; generateBundle waits for it and reports
      // its errors.
      if (building) {
        planned()
          .then(({ copies }) => Promise.all([...copies.keys()].map(bytes)))
          .catch(() => undefined)
      }
    },
    resolveId: (id) => (id === HERO_PHOTOS_MODULE ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined
      const { pictures } = await planned()
      return `export const HERO_PICTURES = ${JSON.stringify(pictures)}\nexport const BUILT_AT = ${BUILT_AT}\n`
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? ''
        if (!url.startsWith('/assets/hero-')) return next()
        bytes(url).then(
          (buffer) => {
            if (!buffer) return next()
            res.setHeader('Content-Type', url.endsWith('.avif') ? 'image/avif' : 'image/webp')
            res.end(buffer)
          },
          (error: unknown) => next(error),
        )
      })
    },
    async generateBundle() {
      const { copies } = await planned()
      await Promise.all(
        [...copies.keys()].map(async (url) => {
          const source = await bytes(url)
          if (source) this.emitFile({ type: 'asset', fileName: url.slice(1), source })
        }),
      )
    },
  }
}
