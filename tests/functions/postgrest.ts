import type { PGlite } from '@electric-sql/pglite'
import { asRole } from '../db/pglite'

/**
 * PostgREST's rpc endpoint over a test's PGlite (the real SQL), as the service role the site
 * functions call it with: the function's answer, or its error as `{code, message}` with a 400.
 */
export function postgrestOver(db: PGlite): typeof fetch {
  return async (input, init) => {
    const fn = /\/rest\/v1\/rpc\/([a-z_]+)$/.exec(String(input))?.[1]
    const args = JSON.parse(String(init?.body)) as Record<string, unknown>
    const names = Object.keys(args)
    const sql = `select public.${fn}(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')}) as r`
    try {
      const result = await asRole(db, 'service_role', () =>
        db.query<{ r: unknown }>(sql, Object.values(args)),
      )
      return new Response(JSON.stringify(result.rows[0]?.r ?? null), { status: 200 })
    } catch (error) {
      const e = error as { code?: string; message?: string }
      return new Response(JSON.stringify({ code: e.code, message: e.message }), { status: 400 })
    }
  }
}
