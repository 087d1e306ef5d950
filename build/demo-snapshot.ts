import { fileURLToPath } from 'node:url'
import { runnerImport, type InlineConfig, type Plugin, type ResolvedConfig } from 'vite'
import { parseEnv, resolveBackend } from '../src/config/env-rules.ts'
import type * as Core from '../src/data/embedded/embedded-core.ts'
import { createPglite, embeddedSql } from '../supabase/database.mjs'

/** Served beside index.html; src/data/embedded/embedded-snapshot.ts fetches it. */
export const DEMO_SNAPSHOT_FILE = 'demo-db.tar.gz'

/** Runs a module of src/ through Vite (aliases, `?raw` imports, import.meta.env of `config`). */
async function load<T>(config: ResolvedConfig, id: string): Promise<T> {
  const inline: InlineConfig = {
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'warn',
    resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  }
  return (await runnerImport<T>(id, inline)).module
}

/** Only a build (or dev server) of the embedded backend uses the snapshot. */
function isEmbedded(config: ResolvedConfig): boolean {
  return resolveBackend(parseEnv(config.env), config.command === 'serve') === 'embedded'
}

/**
 * The demo database as the browser's first start builds it (bootEmbedded: bootstrap, every
 * migration, seed, demo admin), built once here with PGlite in Node and dumped as a gzipped tar.
 */
async function buildSnapshot(config: ResolvedConfig): Promise<Uint8Array> {
  const { bootEmbedded } = await load<typeof Core>(config, '/src/data/embedded/embedded-core.ts')
  // A small write-ahead log: its one segment file is in the snapshot, and 16 MB (the default) of
  // it was 40% of what a phone unpacks and copies into IndexedDB before the first gift shows.
  const db = await createPglite({ schema: false, initDbStartParams: ['--wal-segsize=1'] })
  try {
    await bootEmbedded(db, embeddedSql({ demo: true }))
    // The demo lives in database 'postgres' and never creates another: the two template
    // databases initdb makes were another third of the files.
    for (const template of ['template0', 'template1']) {
      await db.query(`update pg_database set datistemplate = false where datname = $1`, [template])
      await db.query(`drop database ${template}`)
    }
    await dropOldWal(db)
    const dump = await db.dumpDataDir('gzip')
    return new Uint8Array(await dump.arrayBuffer())
  } finally {
    await db.close()
  }
}

/**
 * Leaves only fresh, zero-filled segments in pg_wal: after the migrations and the seed, its
 * recycled segments still held their old records, about 900 KB of the 2.3 MB gzip a visitor
 * downloads. Segments are removed instead of recycled while the log is switched and checkpointed a
 * few times; then the settings go back to PostgreSQL's defaults, so the browser's database runs
 * as before.
 */
async function dropOldWal(db: Awaited<ReturnType<typeof createPglite>>): Promise<void> {
  await db.query('alter system set wal_recycle = off')
  await db.query("alter system set min_wal_size = '2MB'")
  await db.query("alter system set max_wal_size = '4MB'")
  await db.query('select pg_reload_conf()')
  for (let i = 0; i < 4; i++) {
    await db.query('select pg_switch_wal()')
    await db.query('checkpoint')
  }
  await db.query('alter system reset all')
  await db.query('select pg_reload_conf()')
  await db.query('checkpoint')
}

/**
 * A fresh browser profile loads this snapshot instead of running every migration and the seed
 * (several seconds of PGlite work before the first gift shows); bootEmbedded then applies only
 * what is newer. Built at dev-server start and into the build, for the embedded backend only.
 */
export function demoSnapshot(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'wedding-demo-snapshot',
    configResolved(resolved) {
      config = resolved
    },
    async configureServer(server) {
      if (!isEmbedded(config)) return
      const snapshot = buildSnapshot(config)
      snapshot.catch((error: unknown) => config.logger.error(`demo snapshot: ${String(error)}`))
      server.middlewares.use(`/${DEMO_SNAPSHOT_FILE}`, (_req, res, next) => {
        snapshot.then((bytes) => {
          res.setHeader('content-type', 'application/gzip')
          res.setHeader('cache-control', 'no-store')
          res.end(bytes)
        }, next)
      })
    },
    async generateBundle() {
      if (!isEmbedded(config)) return
      this.emitFile({
        type: 'asset',
        fileName: DEMO_SNAPSHOT_FILE,
        source: await buildSnapshot(config),
      })
    },
  }
}
