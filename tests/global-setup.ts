import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  PG_TEMPLATE_DIR,
  PGLITE_START_DIR,
  pgUnavailableReason,
  writePgliteStartCopies,
  writePgTemplate,
} from '../supabase/database.mjs'

/**
 * Once per test run, before any test file: the databases every PGlite of the tests starts from
 * (supabase/database.mjs createPglite), built here from this tree's migrations, so each test file
 * loads a copy instead of running initdb and the migrations again; and, beside them (initdb runs
 * in its own process meanwhile), one initialised PostgreSQL cluster that each real server of the
 * tests copies (startPgServer) instead of running initdb. The test workers are started after this
 * and inherit the variables.
 */
export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'wedding-pglite-'))
  const [pgTemplate] = await Promise.all([
    pgUnavailableReason() === null ? writePgTemplate() : undefined,
    writePgliteStartCopies(dir),
  ])
  process.env[PGLITE_START_DIR] = dir
  if (pgTemplate) process.env[PG_TEMPLATE_DIR] = pgTemplate
  return () => {
    rmSync(dir, { recursive: true, force: true })
    if (pgTemplate) rmSync(pgTemplate, { recursive: true, force: true })
  }
}
