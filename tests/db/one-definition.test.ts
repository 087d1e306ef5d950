// Every SQL function has exactly one current definition, in supabase/schemas, where a reader
// finds it at once (docs/decisions/0023-releases-and-migrations.md, which supersedes 0009): a
// change edits that definition, and `npm run db:diff` writes the migration. The schema files use
// `create function`, not `create or replace`, so a second definition also fails when they run.
import { describe, expect, it } from 'vitest'
import { schemaFiles, readSql } from '../../supabase/database.mjs'

const DEFINITION =
  /\bcreate\s+(?:or\s+replace\s+)?function\s+([a-z_][a-z0-9_]*)\.([a-z_][a-z0-9_]*)/gi

/** schema.name of each function definition, with the file it is in (comments ignored). */
function definitions(): { name: string; file: string; replaces: boolean }[] {
  return schemaFiles().flatMap((file) => {
    const sql = readSql(`schemas/${file}`).replace(/--[^\n]*/g, '')
    return [...sql.matchAll(DEFINITION)].map((m) => ({
      name: `${m[1]}.${m[2]}`.toLowerCase(),
      file,
      replaces: /or\s+replace/i.test(m[0]),
    }))
  })
}

describe('supabase/schemas', () => {
  it('defines some functions (the pattern still matches the files)', () => {
    expect(definitions().length).toBeGreaterThan(100)
  })

  it('defines every function exactly once, with create function', () => {
    const files = new Map<string, string[]>()
    for (const { name, file } of definitions()) files.set(name, [...(files.get(name) ?? []), file])
    const repeated = [...files].filter(([, where]) => where.length > 1)
    expect(repeated).toEqual([])
    expect(definitions().filter((d) => d.replaces)).toEqual([])
  })
})
