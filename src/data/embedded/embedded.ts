import { PGliteWorker } from '@electric-sql/pglite/worker'
import { EMBEDDED_DATA_DIR } from './embedded-config'
import {
  bootEmbedded,
  createEmbeddedServiceOn,
  LIVE_CHANNEL,
  type EmbeddedSql,
} from './embedded-core'
import type { DataService } from '../types'

/**
 * The embedded backend in the browser (docs/architecture.md): PGlite in a
 * multi-tab worker, persisted in IndexedDB, built from the same supabase/ SQL as production.
 * Loaded only through dynamic import() (create.ts), so a Supabase build carries no PGlite.
 */

type Loader = () => Promise<unknown>

// Lazy globs: the SQL files become their own chunks, fetched only by the embedded backend.
const MIGRATIONS = import.meta.glob('/supabase/migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: false,
}) as Record<string, Loader>
const EMBEDDED = import.meta.glob('/supabase/embedded/*.sql', {
  query: '?raw',
  import: 'default',
  eager: false,
}) as Record<string, Loader>
const SEED = import.meta.glob('/supabase/seed.sql', {
  query: '?raw',
  import: 'default',
  eager: false,
}) as Record<string, Loader>

async function load(files: Record<string, Loader>, path: string): Promise<string> {
  const loader = files[path]
  if (!loader) throw new Error(`Arquivo SQL ausente: ${path}`)
  return String(await loader())
}

/** Everything bootEmbedded runs, read from supabase/. */
export async function loadEmbeddedSql(): Promise<EmbeddedSql> {
  const names = Object.keys(MIGRATIONS).sort()
  const [bootstrap, seed, demoAdmin, ...migrations] = await Promise.all([
    load(EMBEDDED, '/supabase/embedded/bootstrap.sql'),
    load(SEED, '/supabase/seed.sql'),
    load(EMBEDDED, '/supabase/embedded/demo-admin.sql'),
    ...names.map((path) => load(MIGRATIONS, path)),
  ])
  return {
    bootstrap,
    seed,
    demoAdmin,
    migrations: names.map((path, i) => ({
      name: path.split('/').pop() ?? path,
      sql: migrations[i] ?? '',
    })),
  }
}

export async function createEmbeddedService(): Promise<DataService> {
  // A first visit starts from the database built at build time: the worker fetches it
  // (embedded-snapshot.ts), while this page fetches the SQL files.
  const worker = new Worker(new URL('./embedded-worker.ts', import.meta.url), {
    type: 'module',
    name: 'wedding-demo-db',
  })
  const [db, sql] = await Promise.all([
    PGliteWorker.create(worker, {
      id: 'wedding-demo',
      dataDir: EMBEDDED_DATA_DIR,
    }),
    loadEmbeddedSql(),
  ])
  // One transaction, run by the leader one at a time: a second tab opening at the same moment
  // waits, then finds every step applied (embedded-core.ts).
  const { rebuilt } = await bootEmbedded(db, sql)
  const service = await createEmbeddedServiceOn(db, {
    sql,
    flush: () => db.syncToFs(),
    booted: true,
  })
  if (rebuilt) service.demoRebuilt = true
  // A new leader tab starts its own PGlite session, which has not run LISTEN yet.
  db.onLeaderChange(() => {
    void db.exec(`listen ${LIVE_CHANNEL}`).catch((error: unknown) => {
      console.error('Falha ao reativar atualizações ao vivo', error)
    })
  })
  return service
}
