/**
 * What this copy of the site expects of its database: the migrations in supabase/migrations (the
 * last one applied is what schema_version() names), and the release that last one belongs to
 * (supabase/releases.json, or the coming release, package.json's version, while unreleased).
 */
import { migrationFiles } from '../../supabase/database.mjs'
import { releasedMigrations } from '../../supabase/releases.mjs'
import type { ExpectedSchema } from './supabase-checks.ts'

export function expectedSchema(version: string): ExpectedSchema {
  const files = migrationFiles()
  const latestFile = files[files.length - 1]
  if (!latestFile) throw new Error('supabase/migrations has no migration')
  return {
    migrations: files.map((f) => f.replace(/\.sql$/, '')),
    latest: latestFile.replace(/\.sql$/, ''),
    release: releasedMigrations().get(latestFile)?.version ?? version,
  }
}
