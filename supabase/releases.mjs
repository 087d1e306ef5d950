// The released migrations (supabase/releases.json): each release's files and the SHA-256 of their
// bytes when it shipped. A fork that deployed a release has those files applied, and
// `supabase db push` tracks migrations by name, never by content, so a released file is never
// edited again (docs/decisions/0023-releases-and-migrations.md; tests/db/releases.test.ts compares
// the bytes). `npm run release -- <version>` records the migrations not yet released.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { migrationFiles } from './database.mjs'

const SUPABASE_DIR = dirname(fileURLToPath(import.meta.url))
export const RELEASES_FILE = join(SUPABASE_DIR, 'releases.json')

/** { version: { date, migrations: { file: sha256 } } }, oldest release first. */
export function readReleases() {
  return JSON.parse(readFileSync(RELEASES_FILE, 'utf8'))
}

export function releasedVersions() {
  return Object.keys(readReleases())
}

/** The SHA-256 (hex) of a migration file's bytes. */
export function migrationDigest(file) {
  return createHash('sha256')
    .update(readFileSync(join(SUPABASE_DIR, 'migrations', file)))
    .digest('hex')
}

/** file -> { version, sha256 } for every released migration. */
export function releasedMigrations() {
  const map = new Map()
  for (const [version, release] of Object.entries(readReleases())) {
    for (const [file, sha256] of Object.entries(release.migrations))
      map.set(file, { version, sha256 })
  }
  return map
}

/** The migration files no release lists yet: what the next release will ship. */
export function unreleasedMigrations() {
  const released = releasedMigrations()
  return migrationFiles().filter((file) => !released.has(file))
}
