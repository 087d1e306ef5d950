import type { PGliteInterface } from '@electric-sql/pglite'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { AdminRoute } from '@/app/routes/admin'
import { HomeSections } from '@/app/routes/home-sections'
import { ToastProvider } from '@/components/ui/toast'
import { COMMON } from '@/config/copy/common'
import { GALLERY } from '@/config/copy/gallery'
import { ADMIN } from '@/config/copy/admin'
import { PHOTO_MAX_BYTES, STORAGE_KEYS } from '@/config/ui'
import { DataServiceProvider } from '@/data/react/context'
import { DataError, type AdminSession, type DataService } from '@/data/types'
import { GalleryAdminTools } from '@/features/admin'
import { Gallery } from '@/features/gallery/gallery'
import { compressPhoto, type CompressedPhoto } from '@/lib/image'
import { renderPanel } from './admin-harness'
import { embeddedTestDb, must, renderWithService } from './harness'

// jsdom has no createImageBitmap/canvas: the compression itself is checked in the browser
// (tests/e2e/gallery.spec.ts); here it answers what a real compression would.
vi.mock('@/lib/image', () => ({
  compressPhoto: vi.fn<() => Promise<CompressedPhoto>>(async () => ({
    imageData: 'data:image/webp;base64,compressed',
    imageType: 'image/webp',
    thumbnail: 'data:image/webp;base64,thumbnail',
    width: 1920,
    height: 1440,
    bytes: 300_000,
  })),
}))

let db: PGliteInterface
let service: DataService
let session: AdminSession

beforeAll(async () => {
  ;({ db, service } = await embeddedTestDb())
  await db.query(
    `select public.create_admin('noivos', 'noivos@exemplo.com.br', 'senha-forte-2025')`,
  )
  session = await service.adminLogin('noivos', 'senha-forte-2025')
})
afterAll(async () => {
  await db.close()
})
beforeEach(async () => {
  await db.exec('reset role; truncate public.photos')
})

async function addPhoto(title: string, minutesAgo = 0) {
  await db.query(
    `insert into public.photos (title, image_data, image_type, thumbnail, created_at)
     values ($1, 'data:image/webp;base64,full', 'image/webp', 'data:image/webp;base64,thumb',
             now() - make_interval(mins => $2))`,
    [title, minutesAgo],
  )
}

/** The gallery as the app composes it for a logged-in couple: the admin tools in its slot. */
function renderAdmin(svc: DataService = service, adminToken = session.token) {
  return renderPanel(<Gallery renderAdmin={(slot) => <GalleryAdminTools {...slot} />} />, svc, {
    ...session,
    token: adminToken,
  })
}

const image = (name: string, type: string, size = 1000) => {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

async function panel() {
  return within(
    must(
      (await screen.findByRole('heading', { name: GALLERY.adminPanelTitle })).closest('section'),
    ),
  )
}

describe('Gallery admin: upload panel', () => {
  it('keeps the button disabled until a title and an image exist, then adds the photo', async () => {
    const user = userEvent.setup({ delay: null })
    renderAdmin()
    const p = await panel()
    expect(screen.getByText(GALLERY.adminBanner)).toBeInTheDocument()
    expect(await screen.findByText(GALLERY.emptyAdmin)).toBeInTheDocument()
    const button = p.getByRole('button', { name: GALLERY.upload })
    expect(button).toBeDisabled()
    await user.type(p.getByLabelText(GALLERY.photoTitle), '  Pedido de casamento  ')
    expect(button).toBeDisabled()
    await user.upload(p.getByLabelText(GALLERY.photoFile), image('pedido.jpg', 'image/jpeg'))
    expect(button).toBeEnabled()
    await user.type(p.getByLabelText(/Descrição/), 'Na serra, ao pôr do sol')
    await user.click(button)

    // The new photo is in the slideshow (the empty text gone) and the form is clear again.
    expect(await screen.findByRole('region', { name: GALLERY.carousel })).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 3, name: 'Pedido de casamento' }),
    ).toBeInTheDocument()
    expect(screen.queryByText(GALLERY.emptyAdmin)).not.toBeInTheDocument()
    expect(await screen.findByText(GALLERY.added)).toBeInTheDocument()
    expect(p.getByLabelText(GALLERY.photoTitle)).toHaveValue('')
    expect(button).toBeDisabled()

    // Stored trimmed, compressed, with its thumbnail.
    const { rows } = await db.query<Record<string, string>>(
      'select title, description, image_data, image_type, thumbnail from public.photos',
    )
    expect(rows).toEqual([
      {
        title: 'Pedido de casamento',
        description: 'Na serra, ao pôr do sol',
        image_data: 'data:image/webp;base64,compressed',
        image_type: 'image/webp',
        thumbnail: 'data:image/webp;base64,thumbnail',
      },
    ])
  })

  it('refuses a file that is not an image, and one over 5 MB, with the product’s texts', async () => {
    const user = userEvent.setup({ applyAccept: false })
    renderAdmin()
    const p = await panel()
    const input = p.getByLabelText(GALLERY.photoFile)
    await user.type(p.getByLabelText(GALLERY.photoTitle), 'Convite')

    await user.upload(input, image('convite.pdf', 'application/pdf'))
    expect(p.getByRole('alert')).toHaveTextContent(GALLERY.onlyImages)
    expect(p.getByRole('button', { name: GALLERY.upload })).toBeDisabled()

    await user.upload(input, image('grande.jpg', 'image/jpeg', PHOTO_MAX_BYTES + 1))
    expect(p.getByRole('alert')).toHaveTextContent(GALLERY.tooLarge)
    expect(p.getByRole('button', { name: GALLERY.upload })).toBeDisabled()

    // Exactly 5 MB is allowed.
    await user.upload(input, image('ok.jpg', 'image/jpeg', PHOTO_MAX_BYTES))
    expect(p.queryByRole('alert')).not.toBeInTheDocument()
    expect(p.getByRole('button', { name: GALLERY.upload })).toBeEnabled()
  })

  it('asks for title and image when submitted without them', async () => {
    renderAdmin()
    const p = await panel()
    fireEvent.submit(must(p.getByRole('button', { name: GALLERY.upload }).closest('form')))
    expect(p.getByRole('alert')).toHaveTextContent(GALLERY.titleAndImageRequired)
  })

  it('shows the product’s error on failure and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null })
    const failing: DataService = {
      ...service,
      admin: {
        ...service.admin,
        addPhoto: async () => {
          throw new DataError('boom')
        },
      },
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderAdmin(failing)
    const p = await panel()
    await user.type(p.getByLabelText(GALLERY.photoTitle), 'Nossa viagem')
    await user.upload(p.getByLabelText(GALLERY.photoFile), image('viagem.png', 'image/png'))
    await user.click(p.getByRole('button', { name: GALLERY.upload }))
    expect(await p.findByText(GALLERY.addError)).toBeInTheDocument()
    expect(p.getByLabelText(GALLERY.photoTitle)).toHaveValue('Nossa viagem')
    expect(p.getByRole('button', { name: GALLERY.upload })).toBeEnabled()
    const { rows } = await db.query('select id from public.photos')
    expect(rows).toHaveLength(0)
  })

  it('says when the browser cannot read the image (HEIC, a damaged file), keeping what was typed', async () => {
    const user = userEvent.setup({ delay: null })
    vi.mocked(compressPhoto).mockRejectedValueOnce(
      new DOMException('The source image could not be decoded.', 'InvalidStateError'),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderAdmin()
    const p = await panel()
    await user.type(p.getByLabelText(GALLERY.photoTitle), 'Pedido de casamento')
    await user.type(p.getByLabelText(new RegExp(`^${GALLERY.photoDescription}`)), 'No mirante')
    await user.upload(p.getByLabelText(GALLERY.photoFile), image('IMG_0042.HEIC', 'image/heic'))
    await user.click(p.getByRole('button', { name: GALLERY.upload }))
    expect(await p.findByText(ADMIN.unreadableImage)).toBeInTheDocument()
    expect(p.queryByText(GALLERY.addError)).toBeNull()
    expect(p.getByLabelText(GALLERY.photoTitle)).toHaveValue('Pedido de casamento')
    expect(p.getByLabelText(new RegExp(`^${GALLERY.photoDescription}`))).toHaveValue('No mirante')
    const { rows } = await db.query('select id from public.photos')
    expect(rows).toHaveLength(0)
  })

  it('is checked by the database: an invalid token is refused and nothing is stored', async () => {
    const user = userEvent.setup({ delay: null })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderAdmin(service, 'not-a-real-token')
    const p = await panel()
    await user.type(p.getByLabelText(GALLERY.photoTitle), 'Intrusa')
    await user.upload(p.getByLabelText(GALLERY.photoFile), image('x.png', 'image/png'))
    await user.click(p.getByRole('button', { name: GALLERY.upload }))
    await waitFor(() => expect(p.getByRole('alert')).toBeInTheDocument())
    expect(p.getByLabelText(GALLERY.photoTitle)).toHaveValue('Intrusa')
    const { rows } = await db.query('select id from public.photos')
    expect(rows).toHaveLength(0)
  })
})

describe('Gallery admin: delete', () => {
  it('deletes the current photo after the product’s confirmation; cancel keeps it', async () => {
    await addPhoto('Primeira', 1)
    await addPhoto('Segunda', 2)
    const user = userEvent.setup({ delay: null })
    renderAdmin()
    const region = await screen.findByRole('region', { name: GALLERY.carousel })
    expect(within(region).getByText(GALLERY.counter(1, 2))).toBeInTheDocument()

    await user.click(within(region).getByRole('button', { name: GALLERY.deletePhoto }))
    let dialog = screen.getByRole('alertdialog', { name: GALLERY.confirmDeletePhoto })
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(within(region).getByText(GALLERY.counter(1, 2))).toBeInTheDocument()

    await user.click(within(region).getByRole('button', { name: GALLERY.deletePhoto }))
    dialog = screen.getByRole('alertdialog', { name: GALLERY.confirmDeletePhoto })
    expect(within(dialog).getByText('Primeira')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: GALLERY.deletePhoto }))
    expect(await within(region).findByText(GALLERY.counter(1, 1))).toBeInTheDocument()
    expect(within(region).getByRole('heading', { level: 3, name: 'Segunda' })).toBeInTheDocument()
    const { rows } = await db.query<{ title: string }>('select title from public.photos')
    expect(rows).toEqual([{ title: 'Segunda' }])
  })

  it('lists every photo in the admin grid, each with its delete button', async () => {
    await addPhoto('Noivado', 1)
    await addPhoto('Viagem', 2)
    await addPhoto('Família', 3)
    const user = userEvent.setup({ delay: null })
    renderAdmin()
    const grid = within(
      must(
        (await screen.findByRole('heading', { name: GALLERY.adminAllPhotos })).closest('section'),
      ),
    )
    expect(grid.getAllByRole('listitem')).toHaveLength(3)
    await user.click(grid.getByRole('button', { name: GALLERY.deletePhotoNamed('Viagem') }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: GALLERY.deletePhoto }),
    )
    await waitFor(() => expect(grid.getAllByRole('listitem')).toHaveLength(2))
    expect(grid.queryByText('Viagem')).not.toBeInTheDocument()
    expect(await screen.findByText(GALLERY.deleted)).toBeInTheDocument()
  })

  it('shows an error and keeps the photo when deleting fails', async () => {
    await addPhoto('Fica', 1)
    const user = userEvent.setup({ delay: null })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing: DataService = {
      ...service,
      admin: {
        ...service.admin,
        deletePhoto: async () => {
          throw new Error('network down')
        },
      },
    }
    renderAdmin(failing)
    const region = await screen.findByRole('region', { name: GALLERY.carousel })
    await user.click(within(region).getByRole('button', { name: GALLERY.deletePhoto }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: GALLERY.deletePhoto }),
    )
    expect(await screen.findByText(GALLERY.deleteError)).toBeInTheDocument()
    expect(within(region).getByRole('heading', { level: 3, name: 'Fica' })).toBeInTheDocument()
  })
})

describe('Gallery admin: a refused session', () => {
  afterEach(() => {
    window.localStorage.clear()
  })

  const stored = () => window.localStorage.getItem(STORAGE_KEYS.adminSession)

  /**
   * The tools (a lazy chunk) are on screen and every panel has read its list: only then does the
   * session end elsewhere, so the photo delete is the call that meets it, not a panel's first read.
   */
  async function toolsReady() {
    const grid = must(
      (await screen.findByRole('heading', { name: GALLERY.adminAllPhotos })).closest('section'),
    )
    await waitFor(() => expect(screen.queryByText(COMMON.loading)).not.toBeInTheDocument(), {
      timeout: 10_000,
    })
    return grid
  }

  async function deleteFromGrid(
    user: ReturnType<typeof userEvent.setup>,
    grid: HTMLElement,
    title: string,
  ) {
    await user.click(within(grid).getByRole('button', { name: GALLERY.deletePhotoNamed(title) }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: GALLERY.deletePhoto }),
    )
  }

  it('ends the session on an upload, as every panel of /dev does', async () => {
    const user = userEvent.setup({ delay: null })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { expire } = renderAdmin(service, 'vencido')
    const p = await panel()
    await user.type(p.getByLabelText(GALLERY.photoTitle), 'Depois do prazo')
    await user.upload(p.getByLabelText(GALLERY.photoFile), image('x.png', 'image/png'))
    await user.click(p.getByRole('button', { name: GALLERY.upload }))
    await waitFor(() => expect(expire).toHaveBeenCalled())
  })

  it('sends /dev back to the login when a photo delete is refused', async () => {
    await addPhoto('Fica')
    const user = userEvent.setup({ delay: null })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const own = await service.adminLogin('noivos', 'senha-forte-2025')
    window.localStorage.setItem(STORAGE_KEYS.adminSession, JSON.stringify(own))
    renderWithService(<AdminRoute />, service)
    await screen.findByText(ADMIN.welcome('noivos'))
    const grid = await toolsReady()
    // The session ends elsewhere (another device logged out): the next admin call is refused.
    await service.adminLogout(own.token)
    await deleteFromGrid(user, grid, 'Fica')
    expect(await screen.findByRole('heading', { name: ADMIN.loginTitle })).toBeInTheDocument()
    expect(screen.getByText(ADMIN.sessionExpired)).toBeInTheDocument()
    expect(stored()).toBeNull()
  })

  it("turns the main page back into the guests' gallery when a photo delete is refused", async () => {
    await addPhoto('Fica')
    const user = userEvent.setup({ delay: null })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const own = await service.adminLogin('noivos', 'senha-forte-2025')
    window.localStorage.setItem(STORAGE_KEYS.adminSession, JSON.stringify(own))
    renderWithService(<HomeSections />, service)
    expect(await screen.findByText(GALLERY.adminBanner)).toBeInTheDocument()
    const grid = await toolsReady()
    await service.adminLogout(own.token)
    await deleteFromGrid(user, grid, 'Fica')
    await waitFor(() => expect(screen.queryByText(GALLERY.adminBanner)).not.toBeInTheDocument())
    expect(screen.queryByText(GALLERY.adminPanelTitle)).not.toBeInTheDocument()
    expect(stored()).toBeNull()
    const region = await screen.findByRole('region', { name: GALLERY.carousel })
    expect(within(region).getByRole('heading', { level: 3, name: 'Fica' })).toBeInTheDocument()
  })
})

describe('Gallery without admin rights', () => {
  it('shows no admin tools to visitors', async () => {
    await addPhoto('Pública')
    render(
      <DataServiceProvider service={service}>
        <ToastProvider>
          <Gallery />
        </ToastProvider>
      </DataServiceProvider>,
    )
    await screen.findByRole('region', { name: GALLERY.carousel })
    expect(screen.queryByRole('button', { name: GALLERY.deletePhoto })).not.toBeInTheDocument()
    expect(screen.queryByText(GALLERY.adminPanelTitle)).not.toBeInTheDocument()
    expect(screen.queryByText(GALLERY.adminAllPhotos)).not.toBeInTheDocument()
  })
})
