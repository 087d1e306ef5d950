import type { PGliteInterface, Transaction } from '@electric-sql/pglite'
import { RETENTION_ENDS_AT, RSVP_CLOSES_AT } from '@/config/wedding'
import { toDataError } from '../errors'
import type { Backend } from '../backend'
import { createService } from '../service'
import type { PublicSelect, SqlAnswers, SqlCaller, SqlReturns } from '../sql-api'
import { LIVE_TABLES, type DataService, type LiveTable } from '../types'
import liveSql from './embedded-live.sql?raw'

/**
 * The embedded backend's core: the DataService over any PGlite (in the browser, the one the
 * leading tab's worker owns; a plain in-memory PGlite in the Node tests). It runs the same SQL API
 * as Supabase (docs/architecture.md), every guest and admin call as role anon, like PostgREST does.
 */

/** The SQL the embedded database is built from (supabase/ files, loaded by the caller). */
export interface EmbeddedSql {
  /** What Supabase provides: roles anon/authenticated/service_role, schema extensions. */
  bootstrap: string
  /** supabase/migrations in file-name order. */
  migrations: { name: string; sql: string }[]
  seed: string
  /** The demo admin the README and the embedded login screen show. */
  demoAdmin: string
}

export const LIVE_CHANNEL = 'wedding_live'

type Row = Record<string, unknown>

/**
 * Builds (or upgrades) the database: bootstrap, then each migration not applied yet, then the
 * seed and the demo admin once, then the live triggers, then the retention of guests' data. A database that lists a migration no
 * longer shipped, or another text of one, is wiped and built again (`rebuilt`). All of it in ONE
 * transaction, so no tab ever sees a half-built database; run again, it finds everything recorded
 * as applied and does nothing.
 */
export async function bootEmbedded(
  db: PGliteInterface,
  sql: EmbeddedSql,
  { reset = false }: { reset?: boolean } = {},
): Promise<{ rebuilt: boolean }> {
  return db.transaction(async (tx) => {
    // resetDemo: drop everything the demo owns in the same transaction, so no tab ever sees a
    // half-built database.
    if (reset) await tx.exec(WIPE_SQL)
    await tx.exec(APPLIED_SQL)
    const { rows } = await tx.query<{ name: string }>('select name from embedded.applied')
    const applied = new Set(rows.map((r) => r.name))
    // A migration we no longer ship, or one whose text changed since it was applied: the database
    // was built from an older history (rewritten before the first deploy, docs/decisions/0009).
    // It cannot be upgraded: build it again.
    const migrationKey = (m: { name: string; sql: string }) =>
      `migration:${m.name}#${textHash(m.sql)}`
    const current = new Set(sql.migrations.map(migrationKey))
    const rebuilt = [...applied].some((name) => name.startsWith('migration:') && !current.has(name))
    if (rebuilt) {
      await tx.exec(WIPE_SQL + APPLIED_SQL)
      applied.clear()
    }
    const run = async (name: string, text: string) => {
      if (applied.has(name)) return
      await tx.exec(text)
      await tx.query('insert into embedded.applied (name) values ($1)', [name])
    }
    await run('bootstrap', sql.bootstrap)
    for (const migration of [...sql.migrations].sort((a, b) => a.name.localeCompare(b.name))) {
      await run(migrationKey(migration), migration.sql)
    }
    // The live triggers again only when they or the schema changed (a migration that recreates a
    // table drops its trigger): every boot ran them, on the way to a first visit's gifts.
    await run(`live#${textHash([liveSql, ...current].join('\n'))}`, liveSql)
    await run('seed', sql.seed)
    await run('demo-admin', sql.demoAdmin)
    // The couple's dates are the site's own (src/config/wedding.ts), as a deploy's panel copies
    // them into the database (docs/decisions/0024-settings.md): the demo never differs from them.
    // A database built from an older version's migrations keeps its dates elsewhere.
    const datesInSettings = await tx.query(
      `select 1 from pg_catalog.pg_attribute
        where attrelid = pg_catalog.to_regclass('public.settings') and attname = 'rsvp_closes_at'`,
    )
    if (datesInSettings.rows.length > 0)
      await tx.query(
        'update public.settings set rsvp_closes_at = $1, retention_ends_at = $2 where id',
        [RSVP_CLOSES_AT.toISOString(), RETENTION_ENDS_AT.toISOString()],
      )
    // The retention (RETENTION_ENDS_AT): Supabase runs it daily with pg_cron, which PGlite lacks,
    // so the demo applies it when its database starts: once per PGlite session (a setting of the
    // session marks it), not at every tab that joins it, so a visitor who answers the RSVP and
    // then opens /dev in another tab still finds what they typed. A database built from the
    // migrations of an older version has no such function yet.
    await tx.exec(`
      do $$
      begin
        if pg_catalog.to_regprocedure('private.apply_retention(timestamptz)') is not null
           and pg_catalog.current_setting('wedding.retention_applied', true) is distinct from 'on' then
          perform private.apply_retention(pg_catalog.now());
          perform pg_catalog.set_config('wedding.retention_applied', 'on', false);
        end if;
      end
      $$`)
    return { rebuilt }
  })
}

/** FNV-1a (32 bits) of a text: tells one version of a migration file from another. */
function textHash(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}

const APPLIED_SQL = `
  create schema if not exists embedded;
  create table if not exists embedded.applied (
    name text primary key,
    applied_at timestamptz not null default now()
  );
`

/** Everything the demo owns (public data, our bookkeeping); public comes back as initdb makes it. */
const WIPE_SQL = `
  drop schema if exists embedded cascade;
  drop schema if exists public cascade;
  drop schema if exists private cascade;
  create schema public authorization pg_database_owner;
  grant usage on schema public to public;
`

export interface EmbeddedServiceOptions {
  /** When given, the service can rebuild the database (resetDemo). */
  sql?: EmbeddedSql
  /** Waits until the data is on disk (the browser's worker writes to IndexedDB lazily). */
  flush?: () => Promise<void>
  /** bootEmbedded has just run on this database, so the live triggers are there. */
  booted?: boolean
}

/**
 * What runs where the database is: the SQL API's two primitives (sql-api.ts builds the
 * DataService on them) and the demo's reset. In the browser this lives in the tab that owns the
 * database, and the other tabs send it whole calls (docs/decisions/0004-embedded-backend.md).
 */
export interface EmbeddedEngine {
  call: SqlCaller
  select: PublicSelect
  /** Rebuilds the demo database, tells every table changed, waits for the disk. */
  reset?: () => Promise<void>
}

/** The engine on a PGlite that already holds the schema; `onChange` hears every live table. */
export async function createEmbeddedEngine(
  db: PGliteInterface,
  options: EmbeddedServiceOptions & { onChange: (table: LiveTable) => void },
): Promise<EmbeddedEngine> {
  // The triggers are ours, not the migrations': make sure they exist (tests pass a bare database).
  if (!options.booted) await db.exec(liveSql)
  await db.listen(LIVE_CHANNEL, (payload) => {
    const table = LIVE_TABLES.find((t) => t === payload)
    if (table) options.onChange(table)
  })

  /** Runs `fn` as role anon in its own transaction (PostgREST's way: `set local role`). */
  const asAnon = <T>(fn: (tx: Transaction) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      await tx.exec('set local role anon')
      return fn(tx)
    })

  /**
   * A write the guest was told succeeded must survive the tab closing right after (the browser's
   * worker writes to IndexedDB lazily): wait for the disk. A failed flush leaves the change in
   * memory, where the open tabs still see it, so it is logged rather than reported as a failure.
   */
  const persist = async () => {
    if (!options.flush) return
    try {
      await options.flush()
    } catch (error) {
      console.error('Falha ao gravar o banco de demonstração no navegador', error)
    }
  }

  /** Calls one SQL function as anon, its arguments by name (`p_x => $1`), never by position. */
  const call: SqlCaller = async (fn, args) => {
    const named = fn.params.map((p, i) => `${p} => $${i + 1}`).join(', ')
    const text =
      fn.returns === 'rows' || fn.returns === 'row'
        ? `select * from public.${fn.name}(${named})`
        : `select public.${fn.name}(${named}) as value`
    const values = fn.params.map((p) => args[p])
    const { rows } = await asAnon((tx) => tx.query<Row>(text, values)).catch((error: unknown) => {
      throw toDataError(fn.error, error)
    })
    if (fn.writes && !fn.countsOnly) await persist()
    return answerOf(fn.returns, rows)
  }

  const select: PublicSelect = async (read, id) => {
    const params: unknown[] = []
    const where = Object.entries(read.where).map(([column, value]) => {
      params.push(value)
      return `${column} = $${params.length}`
    })
    if (id !== undefined) {
      params.push(id)
      where.push(`id::text = $${params.length}`)
    }
    const order = read.order.map(([column, direction]) => `${column} ${direction}`)
    const text = [
      `select ${read.columns.join(', ')} from public.${read.table}`,
      where.length ? `where ${where.join(' and ')}` : '',
      order.length ? `order by ${order.join(', ')}` : '',
      id === undefined ? '' : 'limit 1',
    ].join(' ')
    const { rows } = await asAnon((tx) => tx.query<Row>(text, params))
    return rows
  }

  const engine: EmbeddedEngine = { call, select }
  const sql = options.sql
  if (sql) {
    engine.reset = async () => {
      await bootEmbedded(db, sql, { reset: true })
      // Seeding notified already; say it once more for tabs whose lists were emptied by the drop.
      await db.exec(LIVE_TABLES.map((t) => `select pg_notify('${LIVE_CHANNEL}', '${t}');`).join(''))
      // The page reloads next: the rebuilt database must be on disk first.
      await options.flush?.()
    }
  }
  return engine
}

/** The live tables' subscribers of one tab; `emit` tells them a table changed. */
export function liveSubscribers() {
  const listeners = new Map<LiveTable, Set<() => void>>(LIVE_TABLES.map((t) => [t, new Set()]))
  let stopped = false
  const emit = (table: LiveTable) => {
    if (stopped) return
    for (const callback of [...(listeners.get(table) ?? [])]) callback()
  }
  return {
    emit,
    /** Every table at once (another tab took the database over: the lists read again). */
    emitAll: () => LIVE_TABLES.forEach(emit),
    subscribe: (table: LiveTable, onChange: () => void) => {
      const set = listeners.get(table)
      set?.add(onChange)
      return () => {
        set?.delete(onChange)
      }
    },
    /** After resetDemo the page reloads: its lists need not read the new data first. */
    stop: () => {
      stopped = true
    },
  }
}

export type LiveSubscribers = ReturnType<typeof liveSubscribers>

/** The backend of one tab over an engine, wherever that engine runs. */
export function embeddedBackend(
  engine: EmbeddedEngine,
  live: LiveSubscribers,
  { rebuilt = false }: { rebuilt?: boolean } = {},
): Backend {
  const reset = engine.reset
  return {
    kind: 'embedded',
    call: engine.call,
    select: engine.select,
    subscribe: live.subscribe,
    ...(reset
      ? {
          resetDemo: async () => {
            try {
              await reset()
              live.stop()
            } catch (error) {
              throw toDataError(undefined, error)
            }
          },
        }
      : {}),
    ...(rebuilt ? { demoRebuilt: true } : {}),
  }
}

/** The DataService on a PGlite that already holds the schema (see bootEmbedded), in one process. */
export async function createEmbeddedServiceOn(
  db: PGliteInterface,
  options: EmbeddedServiceOptions = {},
): Promise<DataService> {
  const live = liveSubscribers()
  const engine = await createEmbeddedEngine(db, { ...options, onChange: live.emit })
  return createService(embeddedBackend(engine, live))
}

/** PGlite's rows as the kind the function returns (`select public.fn() as value` for a value). */
function answerOf<R extends SqlReturns>(returns: R, rows: Row[]): SqlAnswers[R] {
  const value = rows[0]?.value ?? null
  const answers: SqlAnswers = {
    rows,
    row: rows[0] ?? null,
    scalar: value,
    json: value,
    void: undefined,
  }
  return answers[returns]
}
