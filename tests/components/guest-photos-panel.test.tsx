// /dev 'Fotos dos convidados', the telão's link (docs/decisions/0027-guests-photos.md "Revelar
// depois"): 'Abrir o telão' and 'Copiar link' carry the telão's key, and 'Gerar novo link' makes a
// new one, after which the old link shows nothing before the reveal.
import type { PGliteInterface } from '@electric-sql/pglite'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PHOTOS_ADMIN } from '@/config/copy/photos'
import type { AdminSession, DataService } from '@/data/types'
import { GuestPhotosPanel } from '@/features/admin/guest-photos/guest-photos-panel'
import { renderPanel, withAdminTestDb } from './admin-harness'

let db: PGliteInterface
let service: DataService
let session: AdminSession
withAdminTestDb((ready) => ({ db, service, session } = ready))

const storedKey = async () =>
  (await db.query<{ k: string }>('select photos_screen_key as k from public.settings')).rows[0]?.k

describe("'Fotos dos convidados': the telão's link", () => {
  it("opens and copies the telão with its key; 'Gerar novo link' replaces it", async () => {
    const user = userEvent.setup({ delay: null })
    renderPanel(<GuestPhotosPanel />, service, session)
    const key = await storedKey()
    const open = screen.getByRole('link', { name: PHOTOS_ADMIN.openScreen })
    await waitFor(() => expect(open).toHaveAttribute('href', `/telao#chave=${key}`))

    await user.click(screen.getByRole('button', { name: PHOTOS_ADMIN.copyScreenLink }))
    expect(await screen.findByText(PHOTOS_ADMIN.screenLinkCopied)).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/telao#chave=${key}`,
    )

    await user.click(screen.getByRole('button', { name: PHOTOS_ADMIN.newScreenLink }))
    expect(await screen.findByText(PHOTOS_ADMIN.newScreenLinkDone)).toBeInTheDocument()
    const fresh = await storedKey()
    expect(fresh).toMatch(/^[a-f0-9]{32}$/)
    expect(fresh).not.toBe(key)
    await waitFor(() => expect(open).toHaveAttribute('href', `/telao#chave=${fresh}`))
  })
})
