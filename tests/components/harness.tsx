import type { PGliteInterface } from '@electric-sql/pglite'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, vi } from 'vitest'
import { ToastProvider } from '@/components/ui/toast'
import { DataServiceProvider } from '@/data/react/context'
import { bootEmbedded, createEmbeddedServiceOn } from '@/data/embedded/embedded-core'
import type { DataService } from '@/data/types'
import { createPglite, embeddedSql } from '../../supabase/database.mjs'
import { readSql } from '../db/pglite'
import { MOMENTS } from '../harness/moments'

// Component tests run on the embedded backend: PGlite in Node with the real migrations, so every
// call a section makes is answered by the same SQL as production.

export interface EmbeddedTestDb {
  db: PGliteInterface
  service: DataService
}

/**
 * A fresh database booted as the browser boots it (no demo rows; the demo admin on request). The
 * RSVP takes answers, as before its deadline: SQL's clock is the real date, past the demo
 * wedding's deadline (the couple's setting, as in tests/db/pglite.ts resetData).
 */
export async function embeddedTestDb({ demoAdmin = false } = {}): Promise<EmbeddedTestDb> {
  const db = await createPglite({ schema: false })
  const sql = embeddedSql()
  if (demoAdmin) sql.demoAdmin = readSql('embedded/demo-admin.sql')
  await bootEmbedded(db, sql)
  await db.exec('update public.settings set rsvp_after_deadline = true')
  return { db, service: await createEmbeddedServiceOn(db) }
}

export function renderWithService(ui: ReactNode, service: DataService) {
  return render(
    <DataServiceProvider service={service}>
      <ToastProvider>{ui}</ToastProvider>
    </DataServiceProvider>,
  )
}

/** The value, or a failed test when it is missing. */
export function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value')
  return value
}

/**
 * Pins the clock of every test in the file (Date only: timers stay real, so user events and
 * waits work) at one of tests/harness/moments.ts: by default a month before the wedding, when
 * the RSVP is open and the countdown runs.
 */
export function pinDate(at: Date = MOMENTS.monthBefore): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(at)
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}
