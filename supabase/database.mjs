// The one way to build the schema outside Supabase, for the tests, the bench and the build:
// bootstrap.sql (what Supabase provides), every migration in file-name order (or, for the
// release checks, the declarative files of supabase/schemas), optionally seed.sql and the demo
// admin. On PGlite in this process (`createPglite`), or on a throwaway PostgreSQL server
// (`startPgServer`: initdb into a temp dir, pg_ctl start on a free loopback port with the unix
// socket in that dir, trust auth, stopped and deleted afterwards) for what needs many
// connections. Plain JS (types in database.d.mts) so that `node bench/run.mjs` imports it as is.
import { execFile, execFileSync, spawnSync } from 'node:child_process'
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'

// Resolved from the file path, not with new URL(): under jsdom (component tests) the global URL
// resolves relative URLs against http://localhost:3000.
const SUPABASE_DIR = dirname(fileURLToPath(import.meta.url))

export function readSql(relativePath) {
  return readFileSync(join(SUPABASE_DIR, relativePath), 'utf8')
}

/** Migration file names in the order they apply (their timestamp prefix). */
export function migrationFiles() {
  return readdirSync(join(SUPABASE_DIR, 'migrations'))
    .filter((name) => /^\d{14}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
}

/**
 * The declarative schema's files in the order they apply (their number prefix): the current
 * definition of every object, once (docs/decisions/0023-releases-and-migrations.md).
 */
export function schemaFiles() {
  return readdirSync(join(SUPABASE_DIR, 'schemas'))
    .filter((name) => /^\d{2}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
}

/**
 * What the embedded backend builds its database from (src/data/embedded-core.ts EmbeddedSql),
 * read from disk. Without `demo`, seed.sql and demo-admin.sql are '' (tests insert their own rows).
 */
export function embeddedSql({ demo = false } = {}) {
  return {
    bootstrap: readSql('embedded/bootstrap.sql'),
    migrations: migrationFiles().map((name) => ({ name, sql: readSql(`migrations/${name}`) })),
    seed: demo ? readSql('seed.sql') : '',
    demoAdmin: demo ? readSql('embedded/demo-admin.sql') : '',
  }
}

/**
 * bootstrap.sql, then every migration in order, then optionally seed.sql and the demo admin, on a
 * PGlite (`exec`) or a node-postgres client (`query`). `from: 'schemas'` builds from the
 * declarative files instead; `through` stops after that migration (an older release's database).
 */
export async function applySchema(
  db,
  { seed = false, demoAdmin = false, from = 'migrations', through = undefined } = {},
) {
  await execute(db, readSql('embedded/bootstrap.sql'))
  if (from === 'schemas') {
    for (const file of schemaFiles()) await execute(db, readSql(`schemas/${file}`))
  } else {
    await applyMigrations(db, { through })
  }
  await applyDemoData(db, { seed, demoAdmin })
}

/**
 * The migrations in order, those after `after` only (a database already at that migration), up
 * to `through` when given. Returns the names applied.
 */
export async function applyMigrations(db, { after = undefined, through = undefined } = {}) {
  const files = migrationFiles()
  if (through && !files.includes(through)) throw new Error(`no migration ${through}`)
  if (after && !files.includes(after)) throw new Error(`no migration ${after}`)
  const chosen = files.filter((f) => (!after || f > after) && (!through || f <= through))
  for (const file of chosen) await execute(db, readSql(`migrations/${file}`))
  return chosen
}

/** Runs a script of several statements on a PGlite (`exec`) or a node-postgres client (`query`). */
export function execute(db, text) {
  return 'exec' in db ? db.exec(text) : db.query(text)
}

async function applyDemoData(db, { seed = false, demoAdmin = false } = {}) {
  if (seed) await execute(db, readSql('seed.sql'))
  if (demoAdmin) await execute(db, readSql('embedded/demo-admin.sql'))
}

/**
 * Where a new PGlite may start from a copy of a data directory instead of running initdb, which
 * takes seconds per database on a 2-core machine when every test file makes one or more: the test
 * run's global setup (tests/global-setup.ts) writes `bare.tar` (a cluster just initialised) and
 * `schema.tar` (the same with bootstrap.sql and every migration applied) there, from this very
 * tree, and names the folder in this variable. Unset (the bench, the build), every PGlite runs
 * initdb and the migrations itself.
 */
export const PGLITE_START_DIR = 'PGLITE_START_DIR'

/** Writes the two copies createPglite starts from into `dir` (see PGLITE_START_DIR). */
export async function writePgliteStartCopies(dir) {
  const db = await PGlite.create({ extensions: { pgcrypto } })
  try {
    writeFileSync(
      join(dir, 'bare.tar'),
      Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer()),
    )
    await applySchema(db)
    writeFileSync(
      join(dir, 'schema.tar'),
      Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer()),
    )
  } finally {
    await db.close()
  }
}

/** The copies read so far in this process: a test file may start several PGlites from one. */
const startCopies = new Map()

function startCopy(kind) {
  const dir = process.env[PGLITE_START_DIR]
  const file = dir ? join(dir, `${kind}.tar`) : null
  if (!file) return undefined
  if (!startCopies.has(file))
    startCopies.set(file, existsSync(file) ? new Blob([readFileSync(file)]) : undefined)
  return startCopies.get(file)
}

/**
 * A PGlite in this process with pgcrypto, as the browser worker makes one (in memory). With
 * `schema` (the default) it holds the schema (applySchema's options apply); without it is bare,
 * for callers that build it themselves (bootEmbedded). `initDbStartParams` go to initdb. Under
 * the tests it starts from the global setup's copy of the same database (PGLITE_START_DIR).
 */
export async function createPglite({
  schema = true,
  seed = false,
  demoAdmin = false,
  initDbStartParams = undefined,
} = {}) {
  const copy = initDbStartParams ? undefined : startCopy(schema ? 'schema' : 'bare')
  const db = await PGlite.create({
    extensions: { pgcrypto },
    initDbStartParams,
    ...(copy ? { loadDataDir: copy } : {}),
  })
  if (!schema) return db
  if (copy) await applyDemoData(db, { seed, demoAdmin })
  else await applySchema(db, { seed, demoAdmin })
  return db
}

/** The bin directory of the newest PostgreSQL on this machine, or null. */
export function findPgBinDir() {
  const fromEnv = process.env.PG_BIN_DIR
  if (fromEnv && existsSync(join(fromEnv, 'initdb'))) return fromEnv
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v) && existsSync(join(debian, v, 'bin/initdb')))
      .sort((a, b) => Number(b) - Number(a))
    if (versions[0]) return join(debian, versions[0], 'bin')
  }
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' })
  if (pgConfig.status === 0) {
    const dir = pgConfig.stdout.trim()
    if (existsSync(join(dir, 'initdb'))) return dir
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' })
  if (which.status === 0 && which.stdout.trim()) return dirname(which.stdout.trim())
  return null
}

function userIds(name) {
  const id = spawnSync('id', ['-u', name], { encoding: 'utf8' })
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' })
  if (id.status !== 0 || gid.status !== 0) return null
  return { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) }
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

/** Why a server cannot be started here, or null when it can. */
export function pgUnavailableReason() {
  if (!findPgBinDir()) {
    return 'no PostgreSQL binaries (initdb, pg_ctl) found; install postgresql (apt-get install postgresql) or set PG_BIN_DIR'
  }
  if (isRoot()) {
    // initdb refuses to run as root: run it as the postgres system user.
    if (!userIds('postgres'))
      return 'running as root and there is no postgres system user for initdb'
    if (spawnSync('runuser', ['--help'], { stdio: 'ignore' }).status !== 0) {
      return 'running as root and runuser is not available to run initdb as postgres'
    }
  }
  return null
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      const port = typeof address === 'object' && address ? address.port : 0
      srv.close(() => resolve(port))
    })
  })
}

/** The command that runs `bin` as the server's owner (the postgres user when this is root). */
function asOwner(bin, args) {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]
}

function run(bin, args) {
  const [cmd, cmdArgs] = asOwner(bin, args)
  return execFileSync(cmd, cmdArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

/**
 * `run` without blocking this process: two servers of one test file start side by side, and the
 * worker's other work goes on meanwhile.
 */
async function runAsync(bin, args) {
  const [cmd, cmdArgs] = asOwner(bin, args)
  return (await promisify(execFile)(cmd, cmdArgs, { encoding: 'utf8' })).stdout
}

/**
 * Where startPgServer may copy a cluster that initdb has already made, instead of running initdb
 * again (seconds each on a 2-core machine; a test run starts seven servers): the test run's global
 * setup (tests/global-setup.ts) makes one with writePgTemplate and names its folder here. Unset
 * (the bench, db:diff), each server runs initdb.
 */
export const PG_TEMPLATE_DIR = 'PG_TEMPLATE_DIR'

const INITDB_ARGS = ['-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']

/** A fresh directory the server's owner may write in. */
function ownedTempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  if (isRoot()) {
    const ids = userIds('postgres')
    chownSync(dir, ids.uid, ids.gid)
  }
  return dir
}

/**
 * Runs initdb once into a new folder and returns it (its cluster is `<folder>/data`), for
 * startPgServer to copy (PG_TEMPLATE_DIR). The caller deletes the folder.
 */
export async function writePgTemplate() {
  const reason = pgUnavailableReason()
  if (reason) throw new Error(reason)
  const dir = ownedTempDir('wedding-pg-template-')
  await runAsync(join(findPgBinDir(), 'initdb'), ['-D', join(dir, 'data'), ...INITDB_ARGS])
  return dir
}

/**
 * Whether this machine's server can preload pg_cron (Debian's postgresql-<version>-cron), as
 * Supabase does: the migrations then schedule the retention job on it.
 */
export function pgCronAvailable() {
  const bin = findPgBinDir()
  if (!bin) return false
  const pkglib = spawnSync(join(bin, 'pg_config'), ['--pkglibdir'], { encoding: 'utf8' })
  const dirs = [pkglib.status === 0 ? pkglib.stdout.trim() : '', join(bin, '../lib')]
  return dirs.some((dir) => dir && existsSync(join(dir, 'pg_cron.so')))
}

/**
 * Starts a fresh server. Returns `{ host, port, user, database, dir, config, stop }`; `config` is
 * what `new pg.Pool(config)` takes. Always call `stop()` (it also deletes the data directory).
 * With `cron` (and pg_cron installed: pgCronAvailable) the server preloads pg_cron for the database
 * `postgres`, running its jobs in background workers.
 */
export async function startPgServer({ maxConnections = 150, cron = false } = {}) {
  const reason = pgUnavailableReason()
  if (reason) throw new Error(reason)
  const bin = findPgBinDir()
  const dir = ownedTempDir('wedding-pg-')
  const data = join(dir, 'data')
  const port = await freePort()
  const template = process.env[PG_TEMPLATE_DIR]
  try {
    if (template && existsSync(join(template, 'data', 'PG_VERSION')))
      await runAsync('cp', ['-a', join(template, 'data'), data])
    else await runAsync(join(bin, 'initdb'), ['-D', data, ...INITDB_ARGS])
    await runAsync(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      [
        `-c port=${port}`,
        "-c listen_addresses='127.0.0.1'",
        `-c unix_socket_directories='${dir}'`,
        `-c max_connections=${maxConnections}`,
        // A throwaway cluster: durability does not matter, speed does.
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        ...(cron && pgCronAvailable()
          ? [
              "-c shared_preload_libraries='pg_cron'",
              "-c cron.database_name='postgres'",
              '-c cron.use_background_workers=on',
              `-c max_worker_processes=${Math.max(16, Math.ceil(maxConnections / 8))}`,
            ]
          : []),
      ].join(' '),
      'start',
    ])
  } catch (error) {
    const log = existsSync(join(dir, 'server.log'))
      ? readFileSync(join(dir, 'server.log'), 'utf8')
      : ''
    rmSync(dir, { recursive: true, force: true })
    const stderr = error?.stderr ? String(error.stderr) : ''
    throw new Error(`could not start PostgreSQL: ${error?.message ?? error}\n${stderr}\n${log}`, {
      cause: error,
    })
  }

  let stopped = false
  const stopNow = () => {
    if (stopped) return
    stopped = true
    process.off('exit', stopNow)
    try {
      run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  // A test run that dies before its afterAll must not leave a server behind.
  process.on('exit', stopNow)
  const stop = async () => {
    if (stopped) return
    stopped = true
    process.off('exit', stopNow)
    try {
      await runAsync(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  const config = { host: '127.0.0.1', port, user: 'postgres', database: 'postgres' }
  return { ...config, dir, config, stop }
}
