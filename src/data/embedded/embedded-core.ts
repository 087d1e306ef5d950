import type { PGliteInterface, Transaction } from '@electric-sql/pglite'
import { toDataError } from '../errors'
import {
  publicReads,
  sqlApiCalls,
  type PublicSelect,
  type SqlAnswers,
  type SqlCaller,
  type SqlReturns,
} from '../sql-api'
import type { DataService, LiveTable } from '../types'
import { unpackDbError } from './embedded-config'
import liveSql from './embedded-live.sql?raw'

/**
 * The embedded backend's core: the DataService over any PGlite (the multi-tab worker in the
 * browser, a plain in-memory PGlite in the Node tests). It runs the same SQL API as Supabase
 * (docs/architecture.md), every guest and admin call as role anon, like PostgREST does.
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
const LIVE_TABLES: readonly LiveTable[] = ['messages', 'gifts', 'photos']

type Row = Record<string, unknown>

/**
 * Builds (or upgrades) the database: bootstrap, then each migration not applied yet, then the
 * seed and the demo admin once, then the live triggers, then the retention of guests' data. A database that lists a migration no
 * longer shipped, or another text of one, is wiped and built again (`rebuilt`). All of it in ONE transaction: the
 * multi-tab worker runs transactions one at a time, so when two tabs open at once the second
 * finds everything recorded as applied and does nothing.
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

/** The DataService on a PGlite that already holds the schema (see bootEmbedded). */
export async function createEmbeddedServiceOn(
  db: PGliteInterface,
  options: EmbeddedServiceOptions = {},
): Promise<DataService> {
  // The triggers are ours, not the migrations': make sure they exist (tests pass a bare database).
  if (!options.booted) await db.exec(liveSql)

  const listeners = new Map<LiveTable, Set<() => void>>(LIVE_TABLES.map((t) => [t, new Set()]))
  // After resetDemo the page reloads. PGliteWorker's leader never releases a lock granted to a
  // tab that has gone (a request queued just before the reload), which would freeze every tab;
  // so a resetting tab stops reacting to changes and waits until its own calls have finished.
  let closing = false
  let inFlight = 0
  let idleWaiters: (() => void)[] = []
  const whenIdle = () =>
    inFlight === 0 ? Promise.resolve() : new Promise<void>((r) => idleWaiters.push(r))

  const onNotify = (payload: string) => {
    if (closing) return
    const set = listeners.get(payload as LiveTable)
    if (set) for (const callback of [...set]) callback()
  }
  await db.listen(LIVE_CHANNEL, onNotify)

  /** Runs `fn` as role anon in its own transaction (PostgREST's way: `set local role`). */
  const asAnon = async <T>(fn: (tx: Transaction) => Promise<T>): Promise<T> => {
    inFlight++
    try {
      return await db.transaction(async (tx) => {
        await tx.exec('set local role anon')
        return fn(tx)
      })
    } finally {
      if (--inFlight === 0) {
        const waiters = idleWaiters
        idleWaiters = []
        for (const resolve of waiters) resolve()
      }
    }
  }

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
      throw toDataError(fn.error, unpackDbError(error))
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
    try {
      const { rows } = await asAnon((tx) => tx.query<Row>(text, params))
      return rows
    } catch (error) {
      throw unpackDbError(error)
    }
  }

  const service: DataService = {
    backend: 'embedded',

    ...publicReads(select),
    ...sqlApiCalls(call),

    subscribe: (table, onChange) => {
      const set = listeners.get(table)
      set?.add(onChange)
      return () => {
        set?.delete(onChange)
      }
    },
  }

  const sql = options.sql
  if (sql) {
    service.resetDemo = async () => {
      try {
        await bootEmbedded(db, sql, { reset: true })
        // Seeding notified already; say it once more for tabs whose lists were emptied by the drop.
        await db.exec(
          LIVE_TABLES.map((t) => `select pg_notify('${LIVE_CHANNEL}', '${t}');`).join(''),
        )
        // The badge reloads the page next: the rebuilt database must be on disk first, and no
        // call of this tab may still be queued in the worker (see `closing`).
        await options.flush?.()
        closing = true
        await whenIdle()
      } catch (error) {
        throw toDataError('resetDemo', unpackDbError(error))
      }
    }
  }
  return service
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
