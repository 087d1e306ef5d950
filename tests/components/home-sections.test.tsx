import { screen, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HomeSections } from '@/app/routes/home-sections'
import { BBQ_KIT, EVENT_INFO, GALLERY, GIFTS, MESSAGES, RSVP } from '@/config/copy'
import { GUEST_GUIDE } from '@/config/copy-guide'
import { renderWithService, embeddedTestDb, type EmbeddedTestDb } from './harness'

// The sections below the first screen join one after another (a frame each, so a phone never
// lays out the whole page in one long task); the guest ends up with all of them, in docs/product.md §2 order.

let test: EmbeddedTestDb
beforeAll(async () => {
  test = await embeddedTestDb()
})
afterAll(async () => {
  await test.db.close()
})

describe('the sections below the first screen', () => {
  it('all arrive, in the product’s order, with nothing left waiting', async () => {
    const { container } = renderWithService(<HomeSections />, test.service)
    const titles: string[] = [
      GALLERY.title,
      BBQ_KIT.title,
      RSVP.title,
      EVENT_INFO.title,
      GUEST_GUIDE.title,
      GIFTS.title,
      MESSAGES.title,
    ]
    await waitFor(
      () =>
        expect(
          screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent?.trim()),
        ).toEqual(expect.arrayContaining(titles)),
      // One section a frame, each rendered on the real embedded database: on a busy 2-core
      // machine that is more than waitFor's default second. What matters is that all arrive.
      { timeout: 10_000 },
    )
    const shown = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent?.trim())
      .filter((t): t is string => titles.includes(t ?? ''))
    expect(shown).toEqual(titles)
    // The space held for the sections still to come is gone once they are all here.
    expect(container.querySelector('section ~ div[aria-hidden="true"].min-h-dvh')).toBeNull()
  })
})
