import { EMBEDDED_CALL_START_MS, EMBEDDED_OPEN_MS, EMBEDDED_TAKEOVER_MS } from '@/config/ui'
import type { Backend } from '../backend'
import { embeddedBackend, type EmbeddedSql } from './embedded-core'
import { linkToLeader } from './embedded-link'
import { browserPlatform, type SqlMessage } from './embedded-protocol'

/**
 * The embedded backend in the browser (docs/architecture.md): PGlite in one tab's worker, shared
 * by every tab, persisted in IndexedDB, built from the same supabase/ SQL as production.
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

export async function createEmbeddedBackend(): Promise<Backend> {
  // This tab's worker waits in line to own the database; whichever worker leads serves this tab.
  const worker = new Worker(new URL('./embedded-worker.ts', import.meta.url), {
    type: 'module',
    name: 'wedding-demo-db',
  })
  // A first visit starts from the database built at build time, which the leading worker fetches
  // (embedded-snapshot.ts) while this page fetches the SQL files. Every worker gets them: any of
  // them may lead one day, and the leader runs the boot and the reset.
  void loadEmbeddedSql().then(
    (sql) => worker.postMessage({ type: 'sql', sql } satisfies SqlMessage),
    (error: unknown) => {
      console.error('Falha ao carregar o SQL do banco de demonstração', error)
      worker.postMessage({ type: 'sql', sql: null } satisfies SqlMessage)
    },
  )
  const link = await linkToLeader(browserPlatform(), crypto.randomUUID(), {
    startWithinMs: EMBEDDED_CALL_START_MS,
    takeoverMs: EMBEDDED_TAKEOVER_MS,
    openMs: EMBEDDED_OPEN_MS,
  })
  return embeddedBackend(link.engine, link.live, { rebuilt: link.rebuilt })
}
