import type { PGliteInterface } from '@electric-sql/pglite'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, beforeAll, beforeEach, vi } from 'vitest'
import { ToastProvider } from '@/components/ui/toast'
import { DataServiceProvider } from '@/data/react/context'
import type { AdminSession, DataService } from '@/data/types'
import { AdminProvider } from '@/features/admin'
import { DEMO_ADMIN_CREDENTIALS } from '@/features/admin/session/demo-credentials'
import { embeddedTestDb, renderWithService } from './harness'

// The admin panel's tests run on the embedded backend: PGlite in Node with the real migrations
// and the demo admin, so every admin call is checked by the same SQL as production.

export interface AdminTestDb {
  db: PGliteInterface
  service: DataService
}

export function createAdminTestDb(): Promise<AdminTestDb> {
  return embeddedTestDb({ demoAdmin: true })
}

export function loginDemo(service: DataService): Promise<AdminSession> {
  return service.adminLogin(DEMO_ADMIN_CREDENTIALS.username, DEMO_ADMIN_CREDENTIALS.password)
}

/**
 * The hooks of a file (or describe block) of panel tests: one database with the demo couple
 * logged in for the whole file, the data rows emptied before each test. `ready` hands over the
 * database, the service and the session once they are up.
 */
export function withAdminTestDb(ready: (t: AdminTestDb & { session: AdminSession }) => void): void {
  let db: PGliteInterface | undefined
  beforeAll(async () => {
    const made = await createAdminTestDb()
    db = made.db
    ready({ ...made, session: await loginDemo(made.service) })
  })
  afterAll(async () => {
    await db?.close()
  })
  beforeEach(async () => {
    if (db) await resetRows(db)
  })
}

/** Empties the data tables (as the superuser); the admin users stay. */
export async function resetRows(db: PGliteInterface): Promise<void> {
  await db.exec(
    'reset role; truncate public.messages, public.gifts, public.photos, public.rsvps, public.households, public.household_members, public.household_answers, public.seating_tables, public.seat_assignments, public.arrivals, public.walk_ins, public.contributions, private.recent_message_keys, private.rate_hits; update public.settings set approve_messages = false, pix_hold_hours = default',
  )
}

export { renderWithService }

/** Renders a panel as a logged-in admin; `expire` records a session the database refused. */
export function renderPanel(ui: ReactNode, service: DataService, session: AdminSession) {
  const expire = vi.fn<() => void>()
  const result = render(
    <DataServiceProvider service={service}>
      <ToastProvider>
        <AdminProvider session={session} expire={expire}>
          {ui}
        </AdminProvider>
      </ToastProvider>
    </DataServiceProvider>,
  )
  return { ...result, expire }
}

/** Captures what downloadBlob saves: the Blob and the file name. */
export function captureDownloads() {
  const saved: { blob: Blob; name: string }[] = []
  const created = new Map<string, Blob>()
  let n = 0
  vi.spyOn(URL, 'createObjectURL').mockImplementation((obj: Blob | MediaSource) => {
    const url = `blob:test/${++n}`
    created.set(url, obj as Blob)
    return url
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = created.get(this.href)
    if (blob) saved.push({ blob, name: this.download })
  })
  return saved
}

export async function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer())
}

export async function blobText(blob: Blob): Promise<string> {
  // TextDecoder with ignoreBOM keeps the BOM, so the tests can see it.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer())
}
