import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGLITE_START_DIR, writePgliteStartCopies } from '../supabase/database.mjs'

/**
 * Once per test run, before any test file: the databases every PGlite of the tests starts from
 * (supabase/database.mjs createPglite), built here from this tree's migrations, so each test file
 * loads a copy instead of running initdb and the migrations again. The test workers are started
 * after this and inherit the variable.
 */
export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'wedding-pglite-'))
  await writePgliteStartCopies(dir)
  process.env[PGLITE_START_DIR] = dir
  return () => rmSync(dir, { recursive: true, force: true })
}
