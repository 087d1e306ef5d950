// docs/decisions/0009: until the first production deploy every SQL function has exactly one
// definition in supabase/migrations; a change edits that definition instead of adding a
// `create or replace` in a later file.
import { describe, expect, it } from 'vitest'
import { migrationFiles, readSql } from './pglite'

const DEFINITION =
  /\bcreate\s+(?:or\s+replace\s+)?function\s+([a-z_][a-z0-9_]*)\.([a-z_][a-z0-9_]*)/gi

/** schema.name of each function definition, with the file it is in (comments ignored). */
function definitions(): { name: string; file: string }[] {
  return migrationFiles().flatMap((file) => {
    const sql = readSql(`migrations/${file}`).replace(/--[^\n]*/g, '')
    return [...sql.matchAll(DEFINITION)].map((m) => ({
      name: `${m[1]}.${m[2]}`.toLowerCase(),
      file,
    }))
  })
}

describe('supabase/migrations', () => {
  it('defines some functions (the pattern still matches the files)', () => {
    expect(definitions().length).toBeGreaterThan(20)
  })

  it('defines every function exactly once', () => {
    const files = new Map<string, string[]>()
    for (const { name, file } of definitions()) files.set(name, [...(files.get(name) ?? []), file])
    const repeated = [...files].filter(([, where]) => where.length > 1)
    expect(repeated).toEqual([])
  })
})
