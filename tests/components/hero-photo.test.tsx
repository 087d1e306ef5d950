import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Hero } from '@/features/hero/hero'
import type { HeroPicture, HeroPictures } from '@/lib/hero-picture'

// The build's pictures (build/hero-photo-plugin.ts), set by each test.
const built = vi.hoisted(() => ({
  pictures: { before: null, after: null } as HeroPictures,
}))
vi.mock('virtual:hero-photos', () => ({
  get HERO_PICTURES() {
    return built.pictures
  },
  BUILT_AT: new Date('2025-09-01T12:00:00-03:00').getTime(),
}))

const picture = (name: string, alt: string): HeroPicture => ({
  alt,
  sources: [
    {
      media: '(max-aspect-ratio: 3/4)',
      type: 'image/avif',
      srcSet: `/assets/hero-${name}-tall-480.avif 480w, /assets/hero-${name}-tall-828.avif 828w`,
      sizes: 'max(100vw, calc((100vh - 4rem) * 0.6))',
      width: 828,
      height: 1380,
    },
    {
      media: '(max-aspect-ratio: 3/4)',
      type: 'image/webp',
      srcSet: `/assets/hero-${name}-tall-480.webp 480w, /assets/hero-${name}-tall-828.webp 828w`,
      sizes: 'max(100vw, calc((100vh - 4rem) * 0.6))',
      width: 828,
      height: 1380,
    },
  ],
  img: { src: `/assets/hero-${name}-wide-1280.webp`, width: 1280, height: 800 },
})

const BEFORE = picture('antes', 'Marina e Rafael de mãos dadas no campo')
const AFTER = picture('depois', 'Marina e Rafael na saída da cerimônia')

const A_MONTH_BEFORE = new Date('2025-10-01T10:00:00-03:00')
const ON_THE_DAY = new Date('2025-11-01T18:00:00-03:00')
const A_WEEK_AFTER = new Date('2025-11-08T10:00:00-03:00')

describe('Hero photo', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    built.pictures = { before: null, after: null }
  })

  it('draws the landscape, and no photo, when none is set', () => {
    vi.setSystemTime(A_WEEK_AFTER)
    render(<Hero />)
    expect(screen.getByRole('heading', { level: 1, name: 'Marina & Rafael' })).toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(document.querySelector('picture')).toBeNull()
  })

  it('shows the photo behind the names: AVIF and WebP sources, its size, asked for first', () => {
    built.pictures = { before: BEFORE, after: null }
    vi.setSystemTime(A_MONTH_BEFORE)
    render(<Hero />)
    const img = screen.getByRole('img', { name: BEFORE.alt })
    expect(img).toHaveAttribute('src', BEFORE.img.src)
    // width and height: the box is laid out before the file arrives (no layout shift).
    expect(img).toHaveAttribute('width', '1280')
    expect(img).toHaveAttribute('height', '800')
    expect(img).toHaveAttribute('fetchpriority', 'high')
    expect(img).not.toHaveAttribute('loading', 'lazy')
    const sources = [...(img.closest('picture')?.querySelectorAll('source') ?? [])]
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp'])
    expect(sources[0]).toHaveAttribute('srcset', BEFORE.sources[0]?.srcSet)
    expect(sources[0]).toHaveAttribute('sizes', BEFORE.sources[0]?.sizes)
    expect(sources[0]).toHaveAttribute('media', '(max-aspect-ratio: 3/4)')
    // The names stay the page's heading, over the photo.
    expect(screen.getByRole('heading', { level: 1, name: 'Marina & Rafael' })).toBeInTheDocument()
  })

  it('keeps the photo on the wedding day and shows the second photo once the day has ended', () => {
    built.pictures = { before: BEFORE, after: AFTER }
    vi.setSystemTime(ON_THE_DAY)
    const { unmount } = render(<Hero />)
    expect(screen.getByRole('img', { name: BEFORE.alt })).toBeInTheDocument()
    unmount()

    vi.setSystemTime(A_WEEK_AFTER)
    render(<Hero />)
    expect(screen.getByRole('img', { name: AFTER.alt })).toHaveAttribute('src', AFTER.img.src)
    expect(screen.queryByRole('img', { name: BEFORE.alt })).not.toBeInTheDocument()
  })

  it('keeps the first photo after the wedding when there is no second one', () => {
    built.pictures = { before: BEFORE, after: null }
    vi.setSystemTime(A_WEEK_AFTER)
    render(<Hero />)
    expect(screen.getByRole('img', { name: BEFORE.alt })).toBeInTheDocument()
  })

  it('keeps every text of the hero at 4.5:1 or more over the photo, even over a white sky', () => {
    built.pictures = { before: BEFORE, after: null }
    vi.setSystemTime(A_MONTH_BEFORE)
    const { container } = render(<Hero />)
    // The lightest part of the dark gradient: the least it darkens any point of the photo.
    const scrim = container.querySelector('[data-hero-scrim]')?.className ?? ''
    const stops = [...scrim.matchAll(/rgb\((\d+)_(\d+)_(\d+)\/([\d.]+)\)/g)].map((m) => ({
      rgb: [Number(m[1]), Number(m[2]), Number(m[3])],
      alpha: Number(m[4]),
    }))
    expect(stops.length).toBeGreaterThan(1)
    const lightest = stops.reduce((a, b) => (b.alpha < a.alpha ? b : a))
    // Composited over a white pixel, as the browser blends: in sRGB values.
    const background = lightest.rgb.map((c) => lightest.alpha * c + (1 - lightest.alpha) * 255)
    const ivory = [0xfb, 0xf8, 0xf3]
    expect(contrast(ivory, background)).toBeGreaterThanOrEqual(4.5)
    // Every coloured text inside the hero is ivory (or white when hovered).
    const section = screen.getByRole('region', { name: 'Marina & Rafael' })
    const textColours = [...section.querySelectorAll('[class]')].flatMap((el) =>
      (el.getAttribute('class') ?? '')
        .split(' ')
        .filter((c) => /^(hover:)?text-(ink|sage|champagne|ivory|white|black)/.test(c)),
    )
    expect(textColours.length).toBeGreaterThan(5)
    expect(textColours.every((c) => /^(hover:)?text-(ivory|white)$/.test(c))).toBe(true)
  })
})

/** WCAG 2 contrast ratio of two sRGB colours (0..255). */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, bl = 0] = rgb.map((v) => {
      const c = v / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
}
