// Releases and migrations (docs/decisions/0023-releases-and-migrations.md): a released migration
// is never edited (forks have applied it, and `supabase db push` tracks names, not contents);
// supabase/schemas and the migrations build the same database on a real PostgreSQL server; and
// `npm run db:diff` writes migrations that reach the schemas, privileges and publication included.
import { readFileSync } from 'node:fs'
import { Client } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogDifferences, catalogSnapshot } from '../../supabase/catalog.mjs'
import {
  applySchema,
  migrationFiles,
  pgCronAvailable,
  pgUnavailableReason,
  readSql,
  schemaFiles,
  startPgServer,
  type PgServer,
} from '../../supabase/database.mjs'
import {
  migrationDigest,
  readReleases,
  releasedMigrations,
  unreleasedMigrations,
} from '../../supabase/releases.mjs'
import { diffDatabases } from '../../supabase/schema-diff.mjs'

const PACKAGE_VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string
  }
).version

/** Semantic versions compared as numbers. */
function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < 3; i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0)
  return 0
}

describe('released migrations', () => {
  it('1.0.0 is the baseline of eight files, as forks deployed them', () => {
    expect(Object.keys(readReleases()['1.0.0']?.migrations ?? {})).toEqual([
      '20261124100000_text_rules.sql',
      '20261124100100_tables_and_policies.sql',
      '20261124100200_guest_functions.sql',
      '20261124100300_admin_auth.sql',
      '20261124100400_admin_functions.sql',
      '20261124100500_contributions.sql',
      '20261124100600_guest_list.sql',
      '20261124100700_privacy.sql',
    ])
  })

  it('are byte for byte what each release shipped', () => {
    const changed = [...releasedMigrations()]
      .filter(([file, { sha256 }]) => {
        try {
          return migrationDigest(file) !== sha256
        } catch {
          return true // deleted
        }
      })
      .map(([file, { version }]) => `${file} (released in ${version})`)
    expect(changed).toEqual([])
  })

  it('come before every migration not released yet, which the next version will ship', () => {
    const released = [...releasedMigrations().keys()].sort()
    const lastReleased = released.at(-1) ?? ''
    const unreleased = unreleasedMigrations()
    expect(unreleased.filter((file) => file <= lastReleased)).toEqual([])
    const versions = Object.keys(readReleases())
    const newest = versions.at(-1) ?? '0.0.0'
    // package.json names the release being prepared once a migration is waiting for one.
    const ahead = Math.sign(compareVersions(PACKAGE_VERSION, newest))
    expect(unreleased.length > 0 ? ahead === 1 : ahead >= 0).toBe(true)
    expect(versions).toEqual([...versions].sort(compareVersions))
  })

  it('are all listed in the changelog, with what a couple must do', () => {
    const changelog = readFileSync(new URL('../../CHANGELOG.md', import.meta.url), 'utf8')
    const headings = [...changelog.matchAll(/^## \[([^\]]+)\]/gm)].map((m) => m[1])
    expect(Object.keys(readReleases()).filter((version) => !headings.includes(version))).toEqual([])
    // What is waiting for a release says so, and says to push the migrations.
    const pending = unreleasedMigrations().length > 0
    expect(pending ? headings[0] === 'Unreleased' || headings[0] === PACKAGE_VERSION : true).toBe(
      true,
    )
    expect(changelog).toContain('npx supabase db push')
  })
})

const reason = pgUnavailableReason()
if (reason) console.warn(`[tests/db/releases] skipped: ${reason}`)

describe(`on a real PostgreSQL server${reason ? ` (skipped: ${reason})` : ''}`, () => {
  let servers: { migrations: PgServer; schemas: PgServer } | undefined
  const clients: Client[] = []

  async function connect(server: PgServer): Promise<Client> {
    const client = new Client(server.config)
    await client.connect()
    clients.push(client)
    return client
  }

  beforeAll(async () => {
    if (reason) return
    const cron = pgCronAvailable()
    const [migrations, schemas] = await Promise.all([
      startPgServer({ maxConnections: 20, cron }),
      startPgServer({ maxConnections: 20, cron }),
    ])
    servers = { migrations, schemas }
    // Both with Supabase Storage's bucket table (supabase/storage-stand-in.sql), so the guests'
    // photos' bucket is compared too.
    const withStorage = async (db: Client) => {
      await db.query(readSql('storage-stand-in.sql'))
      return db
    }
    await Promise.all([
      connect(migrations)
        .then(withStorage)
        .then((db) => applySchema(db)),
      connect(schemas)
        .then(withStorage)
        .then((db) => applySchema(db, { from: 'schemas' })),
    ])
  }, 120_000)

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.end()))
    await servers?.migrations.stop()
    await servers?.schemas.stop()
  }, 60_000)

  it.skipIf(reason !== null)(
    'the migrations in order build the same database as supabase/schemas',
    async () => {
      const [migrationsDb, schemasDb] = clients
      if (!migrationsDb || !schemasDb) throw new Error('the two databases were not built')
      const [fromMigrations, fromSchemas] = await Promise.all([
        catalogSnapshot(migrationsDb),
        catalogSnapshot(schemasDb),
      ])
      // The snapshot sees every kind of object the site has (it still reads the catalog).
      expect(fromSchemas.functions.length).toBeGreaterThan(100)
      expect(fromSchemas.policies.length).toBeGreaterThan(0)
      expect(fromSchemas.publication.map((r) => r.relation)).toEqual([
        'public.day_of_changes',
        'public.gifts',
        'public.guest_photo_changes',
        'public.messages',
        'public.photos',
      ])
      expect(fromSchemas.cronJobs).toHaveLength(pgCronAvailable() ? 1 : 0)
      expect(fromSchemas.buckets).toEqual([
        {
          name: 'guest-photos',
          public: false,
          file_size_limit: '3000000',
          allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp'],
        },
      ])
      expect(catalogDifferences(fromMigrations, fromSchemas)).toEqual([])
    },
  )

  it.skipIf(reason !== null)(
    'schema_version() names the last migration and its release, for anyone',
    async () => {
      const [db] = clients
      if (!db) throw new Error('the database was not built')
      const last = migrationFiles()
        .at(-1)
        ?.replace(/\.sql$/, '')
      const release = releasedMigrations().get(`${last}.sql`)?.version ?? PACKAGE_VERSION
      await db.query('set role anon')
      try {
        const { rows } = await db.query<{ v: unknown }>('select public.schema_version() as v')
        expect(rows[0]?.v).toEqual({ release, migration: last })
      } finally {
        await db.query('reset role')
      }
    },
  )

  it.skipIf(reason !== null)(
    'db:diff finds nothing to migrate between the migrations and supabase/schemas (db:diff --check)',
    async () => {
      const result = await diffDatabases({
        fromScripts: migrationFiles().map((file) => readSql(`migrations/${file}`)),
        toScripts: schemaFiles().map((file) => readSql(`schemas/${file}`)),
      })
      expect(result.sql).toBe('')
    },
    120_000,
  )

  it.skipIf(reason !== null)(
    'db:diff writes what moves a deployed database to changed schemas, privileges and publication included',
    async () => {
      const migrations = migrationFiles().map((file) => readSql(`migrations/${file}`))
      const schemas = schemaFiles().map((file) => readSql(`schemas/${file}`))
      // A change of each kind a later release makes, after the current schema files.
      const change = `
        create table public.buffet_stations (
          id uuid primary key default gen_random_uuid(),
          name text not null check (char_length(name) between 1 and 80),
          seats integer not null default 8
        );
        alter table public.buffet_stations enable row level security;
        revoke all on public.buffet_stations from anon, authenticated;
        grant select (id, name) on public.buffet_stations to anon;
        create policy "Anyone can read the tables." on public.buffet_stations
          for select to anon using (true);
        alter table public.messages add column mood text;
        grant select (mood) on public.messages to anon;
        revoke select (created_at) on public.messages from anon;
        create or replace function public.messages_need_approval()
        returns boolean language sql stable security definer set search_path = ''
        as $$ select false $$;
        revoke execute on function public.messages_need_approval() from anon;
        create function private.seats_left(p_id uuid) returns integer language sql stable
        set search_path = '' as $$ select 8 $$;
        revoke execute on function private.seats_left(uuid) from public;
        drop function public.gift_image(text);
        do $$ begin
          alter publication supabase_realtime drop table public.photos;
          alter publication supabase_realtime add table public.buffet_stations;
        end $$;
        do $$ begin
          if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
            perform cron.schedule('guests-data-retention', '5 4 * * *',
              'select private.apply_retention(now())');
          end if;
        end $$;
        update storage.buckets set file_size_limit = 2000000 where id = 'guest-photos';`
      const result = await diffDatabases({
        fromScripts: migrations,
        toScripts: [...schemas, change],
      })
      expect(result.remaining).toEqual([])
      expect(result.sql).toMatch(/grant select \(mood\) on table public\.messages to anon/)
      expect(result.sql).toMatch(
        /alter publication supabase_realtime add table public\.buffet_stations/,
      )
      expect(result.sql).toMatch(
        /revoke all on function public\.messages_need_approval\(\) from anon/,
      )
      // A bucket's settings, guarded for where Supabase's storage schema exists.
      expect(result.sql).toMatch(
        /if exists \(select 1 from pg_catalog\.pg_namespace where nspname = 'storage'\) then\n {4}insert into storage\.buckets .*\n {4}values \('guest-photos', 'guest-photos', false, 2000000, /,
      )
      expect(result.destructive.join('\n')).toMatch(/drop function .*gift_image/i)
    },
    120_000,
  )
})
