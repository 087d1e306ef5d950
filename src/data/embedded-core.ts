import type { PGliteInterface, Transaction } from '@electric-sql/pglite'
import liveSql from './embedded-live.sql?raw'
import { logReadError, loginFailure, toDataError, type Operation } from './errors'
import {
  GIFT_COLUMNS,
  MESSAGE_COLUMNS,
  PHOTO_COLUMNS,
  isoTime,
  toAdminGift,
  toAdminUser,
  toBackup,
  toContribution,
  toGift,
  toMessage,
  toPhoto,
  toRsvp,
} from './rows'
import type { AdminService, DataService, LiveTable, ReadOptions } from './types'

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
 * seed and the demo admin once, then the live triggers. A database that lists a migration no
 * longer shipped is wiped and built again (`rebuilt`). All of it in ONE transaction: the
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
    // A migration we no longer ship: the database was built from an older history (rewritten
    // before the first deploy, docs/decisions/0009). It cannot be upgraded: build it again.
    const current = new Set(sql.migrations.map((m) => `migration:${m.name}`))
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
      await run(`migration:${migration.name}`, migration.sql)
    }
    await tx.exec(liveSql)
    await run('seed', sql.seed)
    await run('demo-admin', sql.demoAdmin)
    return { rebuilt }
  })
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

/** The SQL functions that only read: no need to wait for the disk after them. */
const READ_ONLY_FUNCTIONS = new Set([
  'admin_session',
  'admin_list_gifts',
  'admin_list_rsvps',
  'admin_list_contributions',
  'admin_backup',
])

export interface EmbeddedServiceOptions {
  /** When given, the service can rebuild the database (resetDemo). */
  sql?: EmbeddedSql
  /** Waits until the data is on disk (the browser's worker writes to IndexedDB lazily). */
  flush?: () => Promise<void>
}

/** The DataService on a PGlite that already holds the schema (see bootEmbedded). */
export async function createEmbeddedServiceOn(
  db: PGliteInterface,
  options: EmbeddedServiceOptions = {},
): Promise<DataService> {
  // The triggers are ours, not the migrations': make sure they exist (tests pass a bare database).
  await db.exec(liveSql)

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

  const read = async <T>(
    what: string,
    sql: string,
    params: unknown[],
    map: (r: Row) => T,
    readOptions?: ReadOptions,
  ) => {
    try {
      const { rows } = await asAnon((tx) => tx.query<Row>(sql, params))
      return rows.map(map)
    } catch (error) {
      logReadError(what, error)
      readOptions?.onError?.(error)
      return []
    }
  }

  /**
   * A write the guest was told succeeded must survive the tab closing right after (the browser's
   * worker writes to IndexedDB lazily): wait for the disk. A failed flush leaves the change in
   * memory, where the open tabs still see it, so it is logged rather than reported as a failure.
   */
  const persist = async (fn: string) => {
    if (!options.flush || READ_ONLY_FUNCTIONS.has(fn)) return
    try {
      await options.flush()
    } catch (error) {
      console.error('Falha ao gravar o banco de demonstração no navegador', error)
    }
  }

  /** Calls one SQL function as anon; returns the rows it answered. */
  const call = async (operation: Operation, fn: string, args: unknown[]): Promise<Row[]> => {
    const placeholders = args.map((_, i) => `$${i + 1}`).join(', ')
    const { rows } = await asAnon((tx) =>
      tx.query<Row>(`select * from public.${fn}(${placeholders})`, args),
    ).catch((error: unknown) => {
      throw toDataError(operation, error)
    })
    await persist(fn)
    return rows
  }
  /** A function returning one scalar (or json): its value. */
  const scalar = async (operation: Operation, fn: string, args: unknown[]): Promise<unknown> => {
    const placeholders = args.map((_, i) => `$${i + 1}`).join(', ')
    const { rows } = await asAnon((tx) =>
      tx.query<{ value: unknown }>(`select public.${fn}(${placeholders}) as value`, args),
    ).catch((error: unknown) => {
      throw toDataError(operation, error)
    })
    await persist(fn)
    return rows[0]?.value ?? null
  }

  const admin: AdminService = {
    listGifts: async (token) =>
      (await call('adminListGifts', 'admin_list_gifts', [token]))
        .map(toAdminGift)
        .sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name)),
    addGift: async (token, gift) => {
      const [row] = await call('addGift', 'admin_add_gift', [
        token,
        gift.name,
        gift.description,
        gift.category,
      ])
      return toAdminGift(row ?? {})
    },
    deleteGift: async (token, id) => {
      await scalar('deleteGift', 'admin_delete_gift', [token, id])
    },
    reserveGift: async (token, id, r) => {
      await scalar('adminReserveGift', 'admin_reserve_gift', [
        token,
        id,
        r.guestName,
        r.guestEmail,
        r.guestPhone ?? null,
        r.message ?? null,
      ])
    },
    cancelReservation: async (token, id) => {
      await scalar('cancelReservation', 'admin_cancel_reservation', [token, id])
    },
    addPhoto: async (token, photo) => {
      await scalar('addPhoto', 'admin_add_photo', [
        token,
        photo.title,
        photo.description ?? null,
        photo.imageData,
        photo.imageType,
        photo.thumbnail,
      ])
    },
    deletePhoto: async (token, id) => {
      await scalar('deletePhoto', 'admin_delete_photo', [token, id])
    },
    deleteMessage: async (token, id) => {
      await scalar('deleteMessage', 'admin_delete_message', [token, id])
    },
    listRsvps: async (token) =>
      (await call('listRsvps', 'admin_list_rsvps', [token]))
        .map(toRsvp)
        .sort((a, b) => b.created_at.localeCompare(a.created_at)),
    listContributions: async (token) =>
      (await call('listContributions', 'admin_list_contributions', [token]))
        .map(toContribution)
        .sort((a, b) => b.created_at.localeCompare(a.created_at)),
    addPixContribution: async (token, entry) => {
      await scalar('addPixContribution', 'admin_add_pix_contribution', [
        token,
        entry.donorName,
        entry.amountCents,
        entry.date,
        entry.note ?? null,
      ])
    },
    createAdmin: async (token, user) => {
      await scalar('createAdmin', 'admin_create_user', [
        token,
        user.username,
        user.email,
        user.password,
      ])
    },
    changePassword: async (token, current, next) => {
      await scalar('changePassword', 'admin_change_password', [token, current, next])
    },
    backup: async (token) => toBackup(await scalar('backup', 'admin_backup', [token])),
  }

  const service: DataService = {
    backend: 'embedded',

    listMessages: (readOptions) =>
      read(
        'mensagens',
        `select ${MESSAGE_COLUMNS.join(', ')} from public.messages
         where is_approved order by created_at desc`,
        [],
        toMessage,
        readOptions,
      ),
    listGifts: (readOptions) =>
      read(
        'presentes',
        `select ${GIFT_COLUMNS.join(', ')} from public.gifts order by category, name`,
        [],
        toGift,
        readOptions,
      ),
    listPhotos: (readOptions) =>
      read(
        'fotos',
        `select ${PHOTO_COLUMNS.join(', ')} from public.photos
         where is_active order by created_at desc`,
        [],
        toPhoto,
        readOptions,
      ),
    getPhotoImage: async (id) => {
      const rows = await read(
        'foto',
        'select image_data from public.photos where id::text = $1',
        [id],
        (r) => r.image_data,
      )
      const value = rows[0]
      return typeof value === 'string' ? value : null
    },

    postMessage: async ({ name, message }) => {
      await scalar('postMessage', 'post_message', [name, message])
    },
    reserveGift: async (giftId, r) => {
      await scalar('reserveGift', 'reserve_gift', [
        giftId,
        r.guestName,
        r.guestEmail,
        r.guestPhone ?? null,
        r.message ?? null,
      ])
    },
    submitRsvp: async (input) => {
      const updated = await scalar('submitRsvp', 'submit_rsvp', [
        input.nomeCompleto,
        input.vaiAoEvento,
        input.email,
        input.telefone,
        input.observacoes ?? null,
      ])
      return { updated: updated === true }
    },

    subscribe: (table, onChange) => {
      const set = listeners.get(table)
      set?.add(onChange)
      return () => {
        set?.delete(onChange)
      }
    },

    adminLogin: async (username, password) => {
      const result = await scalar('login', 'admin_login', [username, password])
      const failure = loginFailure(result)
      if (failure) throw failure
      const user = toAdminUser(result)
      const token = (result as Row | null)?.token
      if (!user || typeof token !== 'string') throw toDataError('login', result)
      return { ...user, token, loginTime: isoTime((result as Row).login_time) || nowIso() }
    },
    adminLogout: async (token) => {
      await scalar('logout', 'admin_logout', [token])
    },
    // null only when the database refuses the token; a failed check throws (the caller keeps it).
    adminSession: async (token) => toAdminUser(await scalar('login', 'admin_session', [token])),
    admin,
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
        throw toDataError('resetDemo', error)
      }
    }
  }
  return service
}

function nowIso(): string {
  return new Date().toISOString()
}
