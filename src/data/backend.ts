import { ERRORS } from '@/config/copy/errors'
import type { PublicSelect, SqlCaller } from './sql-api'
import { DataError, type BackendKind, type LiveTable } from './types'

/**
 * What a backend must do, and all it does (docs/architecture.md "The data seam"): call a SQL
 * function by name with its arguments by name, run a public read, tell when a live table changes,
 * and, for the embedded demo, start its data again. Everything else (what each operation sends,
 * how answers become entities, reads that never throw, last copies, offline writes) is the
 * DataService's, built once from src/data/sql-api.ts for any backend (src/data/service.ts).
 */
export interface Backend {
  readonly kind: BackendKind
  /** Calls a function of SQL_API; a failure is a DataError (src/data/errors.ts toDataError). */
  readonly call: SqlCaller
  /** Runs a public read (PUBLIC_READS), optionally of one row by id; throws on failure. */
  readonly select: PublicSelect
  /** Calls onChange whenever the table changes (any event, any tab or browser); returns the stop. */
  subscribe(table: LiveTable, onChange: () => void): () => void
  /**
   * Embedded backend only: wipe the browser's database and load the demo data again. Other tabs
   * are told; the calling tab stops listening for changes and should reload the page.
   */
  readonly resetDemo?: () => Promise<void>
  /** Embedded backend only: the demo data came from an older version and was built again. */
  readonly demoRebuilt?: boolean
}

/**
 * A production build with no backend configured (never a silent demo:
 * docs/decisions/0004-embedded-backend.md): every call fails with 'not_configured', so reads are
 * empty and each section shows its own '…não configurado' text (docs/product.md §8).
 */
export function notConfiguredBackend(): Backend {
  const fail = async (): Promise<never> => {
    throw new DataError(ERRORS.backendNotConfigured, 'not_configured')
  }
  return { kind: 'none', call: fail, select: fail, subscribe: () => () => {} }
}
