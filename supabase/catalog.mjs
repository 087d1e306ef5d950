// What a database's schema is, read from its catalog as plain data, so that two databases can be
// compared: one built from supabase/migrations and one from supabase/schemas must be the same
// (tests/db/releases.test.ts), and `npm run db:diff` checks that the migration it writes moves a
// deployed database exactly there (docs/upgrading.md, docs/decisions/0023). Works on a
// node-postgres client or a PGlite (both answer `query(text) -> { rows }`).
//
// Covered: the site's schemas (public, private), their tables and views with columns, defaults,
// constraints, indexes, row level security, policies, triggers and privileges (table and column),
// functions with their whole definition (body, volatility, security, settings) and privileges,
// the schemas' own privileges, the extensions, the realtime publication's tables, the pg_cron
// jobs and Supabase Storage's buckets (where storage.buckets exists: on Supabase, and on the
// throwaway servers with supabase/storage-stand-in.sql). Column order is compared too: a schema file adds a column at the end of its table, as a
// migration's `alter table … add column` does.

/** The schemas the site owns. Supabase's own (auth, storage, realtime, extensions) are not ours. */
export const OWN_SCHEMAS = ['public', 'private']

const IN_OWN = `n.nspname in ('public', 'private')`

/** "grantee:PRIVS" items of an ACL, PUBLIC for the empty grantee, sorted; the owner's default stays. */
const ACL = (acl, kind, owner) => `(
  select coalesce(array_agg(item order by item), '{}')
  from (
    select (case when a.grantee = 0 then 'PUBLIC' else pg_catalog.pg_get_userbyid(a.grantee) end)
           || ':' || string_agg(a.privilege_type, ',' order by a.privilege_type) as item
    from pg_catalog.aclexplode(coalesce(${acl}, pg_catalog.acldefault('${kind}', ${owner}))) a
    group by a.grantee
  ) items
)`

const QUERIES = {
  schemas: `
    select n.nspname as name, ${ACL('n.nspacl', 'n', 'n.nspowner')} as acl
    from pg_catalog.pg_namespace n where ${IN_OWN} order by 1`,
  extensions: `
    select e.extname as name, n.nspname as schema
    from pg_catalog.pg_extension e join pg_catalog.pg_namespace n on n.oid = e.extnamespace
    where e.extname <> 'plpgsql' order by 1`,
  relations: `
    select n.nspname || '.' || c.relname as name, c.relkind as kind,
           c.relrowsecurity as rls, c.relforcerowsecurity as force_rls,
           ${ACL('c.relacl', 'r', 'c.relowner')} as acl,
           case when c.relkind in ('v', 'm') then pg_catalog.pg_get_viewdef(c.oid) end as view
    from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where ${IN_OWN} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
    order by 1`,
  columns: `
    select n.nspname || '.' || c.relname as relation,
           pg_catalog.row_number() over (partition by c.oid order by a.attnum) as position,
           a.attname as name, pg_catalog.format_type(a.atttypid, a.atttypmod) as type,
           a.attnotnull as not_null, pg_catalog.pg_get_expr(d.adbin, d.adrelid) as default,
           a.attidentity as identity, a.attgenerated as generated,
           coll.collname as collation,
           (select coalesce(array_agg(item order by item), '{}') from (
              select pg_catalog.pg_get_userbyid(x.grantee) || ':' ||
                     string_agg(x.privilege_type, ',' order by x.privilege_type) as item
              from pg_catalog.aclexplode(a.attacl) x group by x.grantee) items) as acl
    from pg_catalog.pg_attribute a
    join pg_catalog.pg_class c on c.oid = a.attrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    left join pg_catalog.pg_collation coll
      on coll.oid = a.attcollation and a.attcollation <> 100 and coll.collname <> 'default'
    where ${IN_OWN} and c.relkind in ('r', 'p', 'v', 'm', 'f') and a.attnum > 0
      and not a.attisdropped
    order by 1, 2`,
  constraints: `
    select n.nspname || '.' || c.relname as relation, k.conname as name, k.contype as kind,
           pg_catalog.pg_get_constraintdef(k.oid, true) as definition
    from pg_catalog.pg_constraint k
    join pg_catalog.pg_class c on c.oid = k.conrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where ${IN_OWN} order by 1, 2`,
  indexes: `
    select n.nspname || '.' || i.relname as name, pg_catalog.pg_get_indexdef(i.oid) as definition
    from pg_catalog.pg_index x
    join pg_catalog.pg_class i on i.oid = x.indexrelid
    join pg_catalog.pg_namespace n on n.oid = i.relnamespace
    where ${IN_OWN} order by 1`,
  functions: `
    select n.nspname || '.' || p.proname || '(' ||
             pg_catalog.pg_get_function_identity_arguments(p.oid) || ')' as name,
           pg_catalog.pg_get_functiondef(p.oid) as definition,
           ${ACL('p.proacl', 'f', 'p.proowner')} as acl
    from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    where ${IN_OWN} and p.prokind in ('f', 'p', 'w')
    order by 1`,
  types: `
    select n.nspname || '.' || t.typname as name, t.typtype as kind,
           (select array_agg(e.enumlabel order by e.enumsortorder)
              from pg_catalog.pg_enum e where e.enumtypid = t.oid) as labels
    from pg_catalog.pg_type t join pg_catalog.pg_namespace n on n.oid = t.typnamespace
    left join pg_catalog.pg_class c on c.oid = t.typrelid
    where ${IN_OWN} and t.typtype in ('e', 'd', 'c') and (c.relkind is null or c.relkind = 'c')
    order by 1`,
  policies: `
    select p.schemaname || '.' || p.tablename as relation, p.policyname as name,
           p.permissive, (select array_agg(r order by r) from unnest(p.roles) r) as roles,
           p.cmd, p.qual, p.with_check
    from pg_catalog.pg_policies p where p.schemaname in ('public', 'private') order by 1, 2`,
  triggers: `
    select n.nspname || '.' || c.relname as relation, t.tgname as name,
           pg_catalog.pg_get_triggerdef(t.oid) as definition, t.tgenabled as enabled
    from pg_catalog.pg_trigger t
    join pg_catalog.pg_class c on c.oid = t.tgrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where ${IN_OWN} and not t.tgisinternal order by 1, 2`,
  publication: `
    select p.pubname as publication, p.schemaname || '.' || p.tablename as relation
    from pg_catalog.pg_publication_tables p where p.pubname = 'supabase_realtime' order by 2`,
}

// pg_cron's jobs, where the extension exists: the migrations schedule the retention (08_privacy).
const CRON_JOBS = `select jobname as name, schedule, command from cron.job order by jobname`

// Storage's buckets, where Supabase's storage schema exists: the migrations create the guests'
// photos' bucket (10_guest_photos), whose settings are part of the schema.
const BUCKETS = `select id as name, public, file_size_limit::text as file_size_limit,
                        allowed_mime_types
                   from storage.buckets order by id`

/**
 * The catalog of `db` as sorted plain data, one list per kind of object (see QUERIES). Two
 * databases have the same schema exactly when their snapshots are deeply equal.
 */
export async function catalogSnapshot(db) {
  const snapshot = {}
  for (const [kind, sql] of Object.entries(QUERIES)) {
    snapshot[kind] = (await db.query(sql)).rows.map(plain)
  }
  const cron = await db.query(`select 1 from pg_catalog.pg_extension where extname = 'pg_cron'`)
  snapshot.cronJobs = cron.rows.length > 0 ? (await db.query(CRON_JOBS)).rows.map(plain) : []
  const storage = await db.query(`select to_regclass('storage.buckets') is not null as present`)
  snapshot.buckets = storage.rows[0]?.present ? (await db.query(BUCKETS)).rows.map(plain) : []
  return snapshot
}

/** A row with plain values (bigints and arrays as node-postgres and PGlite both give them). */
function plain(row) {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === 'bigint' ? Number(value) : value,
    ]),
  )
}

/**
 * The differences between two snapshots, as readable lines ('+' only in `to`, '-' only in
 * `from`, '~' changed), by kind and object name. Empty when they are the same.
 */
export function catalogDifferences(from, to) {
  const lines = []
  for (const kind of Object.keys({ ...from, ...to })) {
    const key = (row) =>
      [row.relation, row.name, row.position, row.publication].filter((v) => v != null).join(' ')
    const a = new Map((from[kind] ?? []).map((row) => [key(row), row]))
    const b = new Map((to[kind] ?? []).map((row) => [key(row), row]))
    for (const [name, row] of a) {
      if (!b.has(name)) lines.push(`- ${kind} ${name}`)
      else if (JSON.stringify(row) !== JSON.stringify(b.get(name))) {
        const changed = Object.keys(row).filter(
          (field) => JSON.stringify(row[field]) !== JSON.stringify(b.get(name)[field]),
        )
        lines.push(`~ ${kind} ${name}: ${changed.join(', ')}`)
      }
    }
    for (const name of b.keys()) if (!a.has(name)) lines.push(`+ ${kind} ${name}`)
  }
  return lines
}
