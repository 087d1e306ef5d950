// Types of bench/pg-server.mjs for the TypeScript tests that import it.
import type { ClientBase } from 'pg'

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

export function findPgBinDir(): string | null
export function pgUnavailableReason(): string | null
export function startPgServer(options?: { maxConnections?: number }): Promise<PgServer>
export function readSql(relativePath: string): string
export function applySchema(
  client: Pick<ClientBase, 'query'>,
  options?: { seed?: boolean },
): Promise<void>
