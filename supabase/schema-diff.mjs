// The SQL that moves a database built one way (the released migrations) to one built another
// (the declarative files of supabase/schemas), worked out on a throwaway PostgreSQL server:
// `npm run db:diff` writes it as a new migration (docs/decisions/0023-releases-and-migrations.md).
//
// migra (@pgkit/migra, a port of the schema differ djrobstep/migra) writes the tables, columns,
// constraints, indexes, functions, policies and table grants. What it does not write is added
// here from the catalogs themselves: function and column privileges, the schemas' privileges,
// the realtime publication's tables, pg_cron's jobs and Supabase Storage's buckets (both servers
// get supabase/storage-stand-in.sql, so a bucket a schema file creates is compared too). The
// result is then applied to a copy of the starting database and its catalog compared with the
// target's (supabase/catalog.mjs): what still differs is reported, never silently left out.
import { createClient } from '@pgkit/client'
import { Migration } from '@pgkit/migra'
import { checkForDrop } from '@pgkit/migra/dist/statements.js'
import { Client } from 'pg'
import { catalogDifferences, catalogSnapshot } from './catalog.mjs'
import { execute, pgCronAvailable, readSql, startPgServer } from './database.mjs'

const PRIVILEGE_ORDER = [
  'SELECT',
  'INSERT',
  'UPDATE',
  'DELETE',
  'TRUNCATE',
  'REFERENCES',
  'TRIGGER',
]

/** A name safe in SQL, quoted only when it must be. */
function ident(name) {
  return /^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replaceAll('"', '""')}"`
}

function qualified(name) {
  const dot = name.indexOf('.')
  return `${ident(name.slice(0, dot))}.${ident(name.slice(dot + 1))}`
}

function grantee(name) {
  return name === 'PUBLIC' ? 'public' : ident(name)
}

/** 'role:PRIV,PRIV' items as a map role -> sorted privileges text. */
function aclMap(items) {
  return new Map(
    (items ?? []).map((item) => {
      const colon = item.lastIndexOf(':')
      return [item.slice(0, colon), item.slice(colon + 1)]
    }),
  )
}

/**
 * grant/revoke statements that turn the privileges `from` into `to` on one object. `on` is what
 * follows ON (`function public.f(p_x text)`, `table public.t`, `schema private`), `columns` the
 * column list for column privileges.
 */
function aclStatements(on, fromItems, toItems, columns = '') {
  const a = aclMap(fromItems)
  const b = aclMap(toItems)
  const out = []
  for (const [role, privileges] of a) {
    if (b.get(role) === privileges) continue
    out.push(`revoke all${columns} on ${on} from ${grantee(role)};`)
  }
  for (const [role, privileges] of b) {
    if (a.get(role) === privileges) continue
    const list = privileges
      .split(',')
      .sort((x, y) => PRIVILEGE_ORDER.indexOf(x) - PRIVILEGE_ORDER.indexOf(y))
      .map((p) => `${p.toLowerCase()}${columns}`)
      .join(', ')
    out.push(`grant ${list} on ${on} to ${grantee(role)};`)
  }
  return out
}

function byKey(rows, key) {
  return new Map(rows.map((row) => [key(row), row]))
}

/**
 * The statements for what migra leaves out, from the catalog of the database after migra's
 * statements (`now`) to the target's (`to`).
 */
export function supplementStatements(now, to) {
  const out = []
  const pairs = (kind, key) => {
    const a = byKey(now[kind] ?? [], key)
    return [...byKey(to[kind] ?? [], key)].map(([name, row]) => [name, a.get(name), row])
  }
  for (const [name, before, after] of pairs('schemas', (r) => r.name)) {
    out.push(...aclStatements(`schema ${ident(name)}`, before?.acl, after.acl))
  }
  for (const [name, before, after] of pairs('relations', (r) => r.name)) {
    const on = `${after.kind === 'S' ? 'sequence' : 'table'} ${qualified(name)}`
    if (before) out.push(...aclStatements(on, before.acl, after.acl))
  }
  for (const [, before, after] of pairs('columns', (r) => `${r.relation} ${r.name}`)) {
    if (!before) continue
    const on = `table ${qualified(after.relation)}`
    out.push(...aclStatements(on, before.acl, after.acl, ` (${ident(after.name)})`))
  }
  for (const [name, before, after] of pairs('functions', (r) => r.name)) {
    if (!before) continue
    const open = name.indexOf('(')
    const on = `function ${qualified(name.slice(0, open))}${name.slice(open)}`
    out.push(...aclStatements(on, before.acl, after.acl))
  }

  // The publication exists only where Supabase (or the bootstrap) made it: each change is guarded.
  const published = new Set((now.publication ?? []).map((r) => r.relation))
  const wanted = new Set((to.publication ?? []).map((r) => r.relation))
  const publication = [
    ...[...wanted].filter((t) => !published.has(t)).map((t) => `add table ${qualified(t)}`),
    ...[...published].filter((t) => !wanted.has(t)).map((t) => `drop table ${qualified(t)}`),
  ]
  if (publication.length > 0) {
    out.push(
      [
        'do $$',
        'begin',
        "  if exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then",
        ...publication.map((change) => `    alter publication supabase_realtime ${change};`),
        '  end if;',
        'end',
        '$$;',
      ].join('\n'),
    )
  }

  // pg_cron's jobs, where the extension exists (cron.schedule with a job name replaces that job).
  const jobsNow = byKey(now.cronJobs ?? [], (r) => r.name)
  const jobsTo = byKey(to.cronJobs ?? [], (r) => r.name)
  const cron = []
  for (const [name, job] of jobsTo) {
    const had = jobsNow.get(name)
    if (had && had.schedule === job.schedule && had.command === job.command) continue
    cron.push(
      `    perform cron.schedule(${literal(name)}, ${literal(job.schedule)}, ${literal(job.command)});`,
    )
  }
  for (const name of jobsNow.keys()) {
    if (!jobsTo.has(name)) cron.push(`    perform cron.unschedule(${literal(name)});`)
  }
  if (cron.length > 0) {
    out.push(
      [
        'do $$',
        'begin',
        "  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then",
        ...cron,
        '  end if;',
        'end',
        '$$;',
      ].join('\n'),
    )
  }
  // Storage's buckets, where Supabase's storage schema exists (PGlite and a plain PostgreSQL have
  // none): created or set to the schema files' settings. A bucket is never dropped here: it may
  // hold the couple's files.
  const bucketsNow = byKey(now.buckets ?? [], (r) => r.name)
  const buckets = []
  for (const [name, bucket] of byKey(to.buckets ?? [], (r) => r.name)) {
    if (JSON.stringify(bucketsNow.get(name)) === JSON.stringify(bucket)) continue
    const limit = bucket.file_size_limit === null ? 'null' : String(Number(bucket.file_size_limit))
    const types = bucket.allowed_mime_types
      ? `array[${bucket.allowed_mime_types.map(literal).join(', ')}]`
      : 'null'
    buckets.push(
      [
        '    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)',
        `    values (${literal(name)}, ${literal(name)}, ${bucket.public ? 'true' : 'false'}, ${limit}, ${types})`,
        '    on conflict (id) do update',
        '      set public = excluded.public,',
        '          file_size_limit = excluded.file_size_limit,',
        '          allowed_mime_types = excluded.allowed_mime_types;',
      ].join('\n'),
    )
  }
  if (buckets.length > 0) {
    out.push(
      [
        'do $$',
        'begin',
        "  if exists (select 1 from pg_catalog.pg_namespace where nspname = 'storage') then",
        ...buckets,
        '  end if;',
        'end',
        '$$;',
      ].join('\n'),
    )
  }
  return out
}

function literal(text) {
  return `'${String(text).replaceAll("'", "''")}'`
}

/**
 * Builds one database with `fromScripts` and another with `toScripts` (each after bootstrap.sql),
 * each on a throwaway server of its own (pg_cron lives in one database per server, so each server
 * preloads it where it is installed), and answers `{ sql, remaining, destructive }`: the statements
 * that move the first to the second, the catalog differences they still leave (empty when
 * complete), and migra's statements that may lose data (drops), for the reader.
 */
export async function diffDatabases({ fromScripts, toScripts }) {
  const cron = pgCronAvailable()
  const [fromServer, toServer] = await Promise.all([
    startPgServer({ maxConnections: 20, cron }),
    startPgServer({ maxConnections: 20, cron }),
  ])
  try {
    const build = (server, scripts) =>
      withClient(server, async (client) => {
        await execute(client, readSql('embedded/bootstrap.sql'))
        await execute(client, readSql('storage-stand-in.sql'))
        for (const script of scripts) await execute(client, script)
      })
    await Promise.all([build(fromServer, fromScripts), build(toServer, toScripts)])

    // migra, on the two databases (it reads their catalogs over its own connections).
    // pg-promise warns about a second client in one process, which is intended here.
    const quiet = { pgpOptions: { initialize: { noWarnings: true } } }
    const from = createClient(url(fromServer), quiet)
    const to = createClient(url(toServer), quiet)
    const target = await withClient(toServer, catalogSnapshot)
    let migraSql
    let destructive
    try {
      const migration = await Migration.create(from, to, {
        exclude_schema: ['extensions', 'cron'],
        ignore_extension_versions: true,
      })
      migration.set_safety(false)
      migration.add_all_changes(true)
      migraSql = inTableOrder([...migration.statements], target)
        .join('\n\n')
        .trim()
      destructive = [...migration.statements]
        .filter((statement) => checkForDrop(statement))
        .map((statement) => statement.trim())
    } finally {
      await from.end()
      await to.end()
    }

    // migra's statements on the first database, then what it left out, then the check.
    return await withClient(fromServer, async (client) => {
      if (migraSql) await client.query(migraSql)
      const extra = supplementStatements(await catalogSnapshot(client), target)
      if (extra.length > 0) await client.query(extra.join('\n'))
      const remaining = catalogDifferences(await catalogSnapshot(client), target)
      const sql = [migraSql, ...extra].filter(Boolean).join('\n\n')
      return { sql, remaining, destructive }
    })
  } finally {
    await Promise.all([fromServer.stop(), toServer.stop()])
  }
}

const ADD_COLUMN = /^alter table "([^"]+)"\."([^"]+)" add column "([^"]+)"/

/**
 * migra adds a table's new columns in the order of their names; a database built from the schema
 * files has them in the order the table lists them (a new column goes at the end). The `add
 * column` statements of each table, in the target's order.
 */
function inTableOrder(statements, target) {
  const position = new Map(
    (target.columns ?? []).map((c) => [`${c.relation} ${c.name}`, Number(c.position)]),
  )
  const key = (statement) => {
    const m = ADD_COLUMN.exec(statement.trim())
    return m ? { table: `${m[1]}.${m[2]}`, at: position.get(`${m[1]}.${m[2]} ${m[3]}`) ?? 0 } : null
  }
  const sorted = [...statements]
  for (let i = 0; i < sorted.length; i++) {
    const first = key(sorted[i])
    if (!first) continue
    let end = i
    while (end + 1 < sorted.length && key(sorted[end + 1])?.table === first.table) end++
    const run = sorted.slice(i, end + 1).sort((a, b) => (key(a)?.at ?? 0) - (key(b)?.at ?? 0))
    sorted.splice(i, run.length, ...run)
    i = end
  }
  return sorted
}

function url(server) {
  return `postgresql://${server.user}@${server.host}:${server.port}/${server.database}`
}

async function withClient(server, fn) {
  const client = new Client(server.config)
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}
