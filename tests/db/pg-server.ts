import { Client, Pool } from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { applySchema, startPgServer, type PgServer } from '../../supabase/database.mjs'

export interface ServerWithSchema {
  server: PgServer
  /** The superuser's connection, for setting up rows. */
  admin: Client
  /** Guest connections: each acts as role anon, as PostgREST does with the anon key. */
  anon: Pool
}

/**
 * A real PostgreSQL server with this tree's schema for the tests of the calling describe block
 * (PGlite is single-connection: races need a real server). Registers its start and stop; the
 * returned function gives the running server. Nothing starts when `reason` (why PostgreSQL is
 * missing here) is not null: the tests are skipped with it.
 */
export function serverWithSchema(
  reason: string | null,
  { poolSize = 20 }: { poolSize?: number } = {},
): () => ServerWithSchema {
  let ctx: ServerWithSchema | undefined
  beforeAll(async () => {
    if (reason) return
    const server = await startPgServer()
    const admin = new Client(server.config)
    await admin.connect()
    await applySchema(admin)
    const anon = new Pool({ ...server.config, max: poolSize, options: '-c role=anon' })
    ctx = { server, admin, anon }
  }, 120_000)
  afterAll(async () => {
    await ctx?.anon.end()
    await ctx?.admin.end()
    await ctx?.server.stop()
  }, 60_000)
  return () => {
    if (!ctx) throw new Error('the PostgreSQL server did not start')
    return ctx
  }
}
