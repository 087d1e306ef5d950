import type { PGliteInterface } from '@electric-sql/pglite'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { GALLERY } from '@/config/copy/gallery'
import { SLIDESHOW_INTERVAL_MS } from '@/config/ui'
import type { DataService } from '@/data/types'
import { Gallery, type GalleryProps } from '@/features/gallery/gallery'
import { embeddedTestDb, must, renderWithService } from './harness'

// The slideshow and viewer on the embedded backend (PGlite in Node), as a guest sees them.

let db: PGliteInterface
let service: DataService

beforeAll(async () => {
  ;({ db, service } = await embeddedTestDb())
})
afterAll(async () => {
  await db.close()
})
beforeEach(async () => {
  await db.exec('reset role; truncate public.photos')
})
afterEach(() => {
  vi.useRealTimers()
})

/** Photos 'Foto 1' (newest) … 'Foto n', with distinct thumbnail and full image data URLs. */
async function addPhotos(n: number, from = 1) {
  for (let i = from; i < from + n; i++) {
    await db.query(
      `insert into public.photos (title, description, image_data, image_type, thumbnail, created_at)
       values ($1, $2, $3, 'image/webp', $4, timestamptz '2025-03-10 15:00:00-03' - make_interval(mins => $5))`,
      [
        `Foto ${i}`,
        `Descrição ${i}`,
        `data:image/webp;base64,full${i}`,
        `data:image/webp;base64,thumb${i}`,
        i,
      ],
    )
  }
}

function renderGallery(props: GalleryProps = {}, svc: DataService = service) {
  return renderWithService(<Gallery {...props} />, svc)
}

const carousel = () => screen.getByRole('region', { name: GALLERY.carousel })
const counter = (n: number, total: number) =>
  within(carousel()).getByText(GALLERY.counter(n, total))
const currentTitle = () => within(carousel()).getByRole('heading', { level: 3 }).textContent

describe('Gallery: empty states', () => {
  it('tells visitors photos are coming', async () => {
    renderGallery()
    expect(await screen.findByText(GALLERY.emptyVisitor)).toBeInTheDocument()
    expect(screen.queryByText(GALLERY.adminBanner)).not.toBeInTheDocument()
  })

  it('points admins to the panel', async () => {
    renderGallery({ renderAdmin: ({ view }) => view(() => {}) })
    expect(await screen.findByText(GALLERY.emptyAdmin)).toBeInTheDocument()
    expect(screen.getByText(GALLERY.adminBanner)).toBeInTheDocument()
  })
})

describe('Gallery: the guests’ photos', () => {
  const card = () => screen.queryByRole('link', { name: new RegExp(GALLERY.guestPhotosTitle) })

  it('leads to /fotos on the wedding day and in the month after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2025-11-01T14:00:00-03:00'))
    renderGallery()
    await screen.findByText(GALLERY.emptyVisitor)
    expect(card()).toHaveAttribute('href', '/fotos')
    expect(card()).toHaveTextContent(GALLERY.guestPhotosCta)
  })

  it('is not there a month before the wedding, nor two months after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2025-10-01T12:00:00-03:00'))
    const before = renderGallery()
    await screen.findByText(GALLERY.emptyVisitor)
    expect(card()).toBeNull()
    before.unmount()
    vi.setSystemTime(new Date('2026-01-05T12:00:00-03:00'))
    renderGallery()
    await screen.findByText(GALLERY.emptyVisitor)
    expect(card()).toBeNull()
  })
})

describe('Gallery: slideshow', () => {
  it('shows the counter, moves with previous/next and wraps both ways', async () => {
    await addPhotos(3)
    const user = userEvent.setup({ delay: null })
    renderGallery()
    expect(await screen.findByRole('region', { name: GALLERY.carousel })).toBeInTheDocument()
    expect(counter(1, 3)).toBeInTheDocument()
    expect(currentTitle()).toBe('Foto 1')
    // Paused, so the 4 s autoplay cannot move it while a busy machine runs the clicks.
    await user.click(within(carousel()).getByRole('button', { name: GALLERY.pause }))
    await user.click(within(carousel()).getByRole('button', { name: GALLERY.previous }))
    expect(counter(3, 3)).toBeInTheDocument()
    expect(currentTitle()).toBe('Foto 3')
    await user.click(within(carousel()).getByRole('button', { name: GALLERY.next }))
    expect(counter(1, 3)).toBeInTheDocument()
    // 80x60 thumbnails, one per photo; choosing one shows it.
    const strip = screen.getByRole('list', { name: GALLERY.thumbnails })
    const thumbs = within(strip).getAllByRole('button')
    expect(thumbs).toHaveLength(3)
    expect(within(must(thumbs[0])).getByRole('presentation')).toHaveAttribute('width', '80')
    await user.click(within(strip).getByRole('button', { name: GALLERY.thumbnail('Foto 2') }))
    expect(counter(2, 3)).toBeInTheDocument()
    expect(
      within(strip).getByRole('button', { name: GALLERY.thumbnail('Foto 2') }),
    ).toHaveAttribute('aria-current', 'true')
  })

  it('autoplays every 4000 ms, pauses and starts again', async () => {
    await addPhotos(3)
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    renderGallery()
    await screen.findByRole('region', { name: GALLERY.carousel })
    await act(async () => {}) // let the slideshow's effects run
    act(() => void vi.advanceTimersByTime(SLIDESHOW_INTERVAL_MS - 300))
    expect(counter(1, 3)).toBeInTheDocument()
    act(() => void vi.advanceTimersByTime(400))
    expect(counter(2, 3)).toBeInTheDocument()
    act(() => void vi.advanceTimersByTime(SLIDESHOW_INTERVAL_MS))
    expect(counter(3, 3)).toBeInTheDocument()
    act(() => void vi.advanceTimersByTime(SLIDESHOW_INTERVAL_MS))
    expect(counter(1, 3)).toBeInTheDocument() // wrapped after the last

    fireEvent.click(within(carousel()).getByRole('button', { name: GALLERY.pause }))
    act(() => void vi.advanceTimersByTime(SLIDESHOW_INTERVAL_MS * 3))
    expect(counter(1, 3)).toBeInTheDocument()

    fireEvent.click(within(carousel()).getByRole('button', { name: GALLERY.play }))
    act(() => void vi.advanceTimersByTime(SLIDESHOW_INTERVAL_MS + 100))
    expect(counter(2, 3)).toBeInTheDocument()
  })

  it('does not autoplay a single photo, and has no previous/next for it', async () => {
    await addPhotos(1)
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    renderGallery()
    await screen.findByRole('region', { name: GALLERY.carousel })
    await act(async () => {}) // let the slideshow's effects run
    act(() => void vi.advanceTimersByTime(SLIDESHOW_INTERVAL_MS * 2))
    expect(counter(1, 1)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: GALLERY.next })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: GALLERY.pause })).not.toBeInTheDocument()
  })

  it('goes back to the first photo when a photo is added elsewhere (live)', async () => {
    await addPhotos(3)
    const user = userEvent.setup({ delay: null })
    renderGallery()
    await screen.findByRole('region', { name: GALLERY.carousel })
    await user.click(within(carousel()).getByRole('button', { name: GALLERY.previous }))
    expect(counter(3, 3)).toBeInTheDocument()
    // Another tab/browser adds a photo: the list reloads by itself.
    await addPhotos(1, 4)
    expect(await within(carousel()).findByText(GALLERY.counter(1, 4))).toBeInTheDocument()
    expect(currentTitle()).toBe('Foto 1')
  })

  it('follows arrow keys and swipes', async () => {
    await addPhotos(3)
    const user = userEvent.setup({ delay: null })
    renderGallery()
    await screen.findByRole('region', { name: GALLERY.carousel })
    within(carousel())
      .getByRole('button', { name: GALLERY.openViewerNamed('Foto 1') })
      .focus()
    await user.keyboard('{ArrowRight}')
    expect(counter(2, 3)).toBeInTheDocument()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(counter(3, 3)).toBeInTheDocument()

    const stage = must(
      within(carousel())
        .getByRole('button', { name: GALLERY.openViewerNamed('Foto 3') })
        .closest('div'),
    )
    fireEvent.touchStart(stage, { touches: [{ clientX: 300, clientY: 100 }] })
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 120, clientY: 110 }] })
    expect(counter(1, 3)).toBeInTheDocument() // swipe left = next, wrapping
    fireEvent.touchStart(stage, { touches: [{ clientX: 100, clientY: 100 }] })
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 260, clientY: 90 }] })
    expect(counter(3, 3)).toBeInTheDocument() // swipe right = previous
    // A mostly vertical move is a scroll, not a swipe.
    fireEvent.touchStart(stage, { touches: [{ clientX: 100, clientY: 100 }] })
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 160, clientY: 400 }] })
    expect(counter(3, 3)).toBeInTheDocument()
  })

  it('loads thumbnails first and only the shown full image (plus the next one)', async () => {
    await addPhotos(5)
    const asked: string[] = []
    const spy: DataService = {
      ...service,
      getPhotoImage: (id) => {
        asked.push(id)
        return service.getPhotoImage(id)
      },
    }
    renderGallery({}, spy)
    await screen.findByRole('region', { name: GALLERY.carousel })
    const main = () =>
      within(
        within(carousel()).getByRole('button', { name: GALLERY.openViewerNamed('Foto 1') }),
      ).getByRole('img', { name: 'Foto 1' })
    await waitFor(() => expect(main()).toHaveAttribute('src', 'data:image/webp;base64,full1'))
    const strip = screen.getByRole('list', { name: GALLERY.thumbnails })
    for (const img of within(strip).getAllByRole('presentation')) {
      expect(img.getAttribute('src')).toMatch(/^data:image\/webp;base64,thumb\d$/)
    }
    await waitFor(() => expect(asked.length).toBe(2))
    expect(new Set(asked).size).toBe(2)
  })
})

describe('Gallery: viewer', () => {
  it('opens full screen with title, description and pt-BR date; moves; Escape and the close button close it', async () => {
    await addPhotos(3)
    const user = userEvent.setup({ delay: null })
    renderGallery()
    await screen.findByRole('region', { name: GALLERY.carousel })
    const opener = within(carousel()).getByRole('button', {
      name: GALLERY.openViewerNamed('Foto 1'),
    })
    await user.click(opener)
    // The viewer's chunk is fetched at its first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Foto 1' })
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: GALLERY.closeViewer })).toHaveFocus(),
    )
    expect(within(dialog).getByText('Descrição 1')).toBeInTheDocument()
    expect(within(dialog).getByText(GALLERY.publishedOn('10 de março de 2025'))).toBeInTheDocument()
    expect(within(dialog).getByText(GALLERY.counter(1, 3))).toBeInTheDocument()
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Foto 1' })).toHaveAttribute(
        'src',
        'data:image/webp;base64,full1',
      ),
    )

    await user.click(within(dialog).getByRole('button', { name: GALLERY.next }))
    expect(screen.getByRole('dialog', { name: 'Foto 2' })).toBeInTheDocument()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('dialog', { name: 'Foto 3' })).toBeInTheDocument()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('dialog', { name: 'Foto 1' })).toBeInTheDocument()

    // Focus stays inside: Tab from the last control comes back to the first.
    const buttons = within(screen.getByRole('dialog')).getAllByRole('button')
    must(buttons[buttons.length - 1]).focus()
    await user.tab()
    expect(buttons[0]).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()

    await user.click(opener)
    await user.click(screen.getByRole('button', { name: GALLERY.closeViewer }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
