// /fotos on the wedding day (docs/decisions/0027-guests-photos.md): the form to send photos is
// there at once, before the database answers (a weak signal at the farm); the database's own
// window, once it answers, still decides. The phone's queue is in IndexedDB (fake-indexeddb).
import 'fake-indexeddb/auto'
import type { PGliteInterface } from '@electric-sql/pglite'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMMON } from '@/config/copy/common'
import { GUEST_PHOTOS, PHOTOS_PAGE } from '@/config/copy/photos'
import type { DataService, GuestPhotosWindow } from '@/data/types'
import { GuestPhotosPage } from '@/features/guest-photos/guest-photos-page'
import { MOMENTS } from '../harness/moments'
import { embeddedTestDb, pinDate, renderWithService } from './harness'

let db: PGliteInterface
let service: DataService
beforeAll(async () => {
  ;({ db, service } = await embeddedTestDb())
})
afterAll(async () => {
  await db.close()
})

pinDate(MOMENTS.weddingDay)

describe('/fotos on the wedding day', () => {
  it('shows the form at once, while the database has not answered', async () => {
    const silent: DataService = { ...service, guestPhotosWindow: () => new Promise(() => {}) }
    renderWithService(<GuestPhotosPage />, silent)
    expect(await screen.findByLabelText(PHOTOS_PAGE.nameLabel)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: PHOTOS_PAGE.send })).toBeInTheDocument()
    expect(screen.getByText(PHOTOS_PAGE.intro(true))).toBeInTheDocument()
  })

  it('closes the form when the database says the couple closed it', async () => {
    const closed: DataService = {
      ...service,
      guestPhotosWindow: async (options): Promise<GuestPhotosWindow> => ({
        ...(await service.guestPhotosWindow(options)),
        open: false,
      }),
    }
    renderWithService(<GuestPhotosPage />, closed)
    await waitFor(() => expect(screen.queryByLabelText(PHOTOS_PAGE.nameLabel)).toBeNull())
    expect(screen.getByText(PHOTOS_PAGE.closedAfter)).toBeInTheDocument()
  })

  it('says the album is loading, and when it could not load offers to try again', async () => {
    let answer: 'never' | 'fail' | 'real' = 'never'
    const flaky: DataService = {
      ...service,
      listGuestPhotos: (request, options) => {
        if (answer === 'never') return new Promise(() => {})
        if (answer === 'fail') return Promise.reject(new Error('sem sinal'))
        return service.listGuestPhotos(request, options)
      },
    }
    const first = renderWithService(<GuestPhotosPage />, flaky)
    expect(await screen.findByText(PHOTOS_PAGE.loading)).toBeInTheDocument()
    first.unmount()

    answer = 'fail'
    renderWithService(<GuestPhotosPage />, flaky)
    expect(await screen.findByRole('alert')).toHaveTextContent(GUEST_PHOTOS.loadError)
    expect(screen.queryByText(PHOTOS_PAGE.empty)).toBeNull()
    answer = 'real'
    await userEvent.click(screen.getByRole('button', { name: COMMON.retry }))
    // This database's album answers, empty at this moment: the error gives way to its own text.
    expect(await screen.findByText(PHOTOS_PAGE.empty)).toBeInTheDocument()
    expect(screen.queryByText(GUEST_PHOTOS.loadError)).toBeNull()
  })

  it('keeps the photos picked before the name, and sends them once it is given', async () => {
    const user = userEvent.setup({ delay: null })
    renderWithService(<GuestPhotosPage />, service)
    // Not a photo the phone can prepare (jsdom decodes none): its refusal shows it was sent on.
    const file = new File([new Uint8Array([1, 2, 3])], 'festa.jpg', { type: 'image/jpeg' })
    await user.upload(await screen.findByLabelText(PHOTOS_PAGE.send, { selector: 'input' }), file)
    // A second pick before the name joins the first.
    const second = new File([new Uint8Array([4, 5, 6])], 'valsa.jpg', { type: 'image/jpeg' })
    await user.upload(screen.getByLabelText(PHOTOS_PAGE.camera, { selector: 'input' }), second)
    const nameField = screen.getByLabelText(PHOTOS_PAGE.nameLabel)
    expect(screen.getByText(PHOTOS_PAGE.nameRequired)).toBeInTheDocument()
    await waitFor(() => expect(nameField).toHaveFocus())
    expect(screen.queryByText(PHOTOS_PAGE.notImage('festa.jpg'))).toBeNull()
    await user.type(nameField, 'Tia Lúcia')
    await user.click(screen.getByRole('button', { name: PHOTOS_PAGE.sendHeld(2) }))
    expect(await screen.findByText(PHOTOS_PAGE.notImage('festa.jpg'))).toBeInTheDocument()
    expect(screen.getByText(PHOTOS_PAGE.notImage('valsa.jpg'))).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: PHOTOS_PAGE.sendHeld(2) })).toBeNull()
  })
})

describe('/fotos a week after the wedding (still open)', () => {
  pinDate(MOMENTS.weekAfter)

  it("asks for the wedding's photos, not today's", async () => {
    renderWithService(<GuestPhotosPage />, service)
    expect(await screen.findByText(PHOTOS_PAGE.intro(false))).toBeInTheDocument()
    expect(screen.queryByText(PHOTOS_PAGE.intro(true))).toBeNull()
  })
})
