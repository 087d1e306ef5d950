// Types of supabase/database.mjs for the TypeScript that imports it (tests, the build) that import it.
import type { PGlite } from '@electric-sql/pglite'
import type { ClientBase } from 'pg'
import type { EmbeddedSql } from '@/data/embedded/embedded-core'

export function readSql(relativePath: string): string
export function migrationFiles(): string[]
export function schemaFiles(): string[]
/** Runs a script of several statements on a PGlite or a node-postgres client. */
export function execute(
  db: Pick<PGlite, 'exec'> | Pick<ClientBase, 'query'>,
  text: string,
): Promise<unknown>
export function embeddedSql(options?: { demo?: boolean }): EmbeddedSql

export interface SchemaOptions {
  /** Load supabase/seed.sql (demo gifts, messages and photos). */
  seed?: boolean
  /** Create the demo admin (supabase/embedded/demo-admin.sql). */
  demoAdmin?: boolean
  /** Build from supabase/migrations (the default, as production does) or supabase/schemas. */
  from?: 'migrations' | 'schemas'
  /** With migrations: stop after this one (a database of an older release). */
  through?: string
}

export function applySchema(
  db: Pick<PGlite, 'exec'> | Pick<ClientBase, 'query'>,
  options?: SchemaOptions,
): Promise<void>
/** The migrations after `after` (when given) through `through` (when given); the names applied. */
export function applyMigrations(
  db: Pick<PGlite, 'exec'> | Pick<ClientBase, 'query'>,
  options?: { after?: string; through?: string },
): Promise<string[]>
/** The environment variable naming the folder of createPglite's start copies (tests only). */
export const PGLITE_START_DIR: 'PGLITE_START_DIR'
export function writePgliteStartCopies(dir: string): Promise<void>
export function createPglite(
  options?: SchemaOptions & { schema?: boolean; initDbStartParams?: string[] },
): Promise<PGlite>

export interface PgServerConfig {
  host: string
  port: number
  user: string
  database: string
}

export interface PgServer extends PgServerConfig {
  /** Temp directory holding the data directory, the unix socket and server.log. */
  dir: string
  config: PgServerConfig
  /** Stops the server and deletes its directory. */
  stop(): Promise<void>
}

/** The environment variable naming the folder of startPgServer's initialised cluster (tests only). */
export const PG_TEMPLATE_DIR: 'PG_TEMPLATE_DIR'
/** Runs initdb once into a new folder (its cluster in `<folder>/data`) and returns the folder. */
export function writePgTemplate(): Promise<string>

export function findPgBinDir(): string | null
export function pgUnavailableReason(): string | null
export function pgCronAvailable(): boolean
export function startPgServer(options?: {
  maxConnections?: number
  /** Preload pg_cron where it is installed (pgCronAvailable). */
  cron?: boolean
}): Promise<PgServer>
