#!/usr/bin/env node
// Latency of the two busiest guest writes, reserve_gift and post_message, under 50 concurrent
// clients acting as role anon, on a throwaway PostgreSQL server (supabase/database.mjs).
// `node bench/db-concurrency.mjs` prints JSON; bench/run.mjs imports runDbBench().
import { pathToFileURL } from 'node:url'
import { Client, Pool } from 'pg'
import { applySchema, pgUnavailableReason, startPgServer } from '../supabase/database.mjs'

const CLIENTS = 50
const CALLS = 1000

function percentile(sorted, p) {
  if (sorted.length === 0) return null
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return +sorted[Math.max(0, i)].toFixed(2)
}

/** Runs `calls` calls of `fn(i)` with `clients` of them in flight at once; latency per call. */
async function measure(calls, clients, fn) {
  const latencies = []
  let errors = 0
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < calls) {
      const i = next++
      const t = performance.now()
      try {
        await fn(i)
        latencies.push(performance.now() - t)
      } catch {
        errors++
      }
    }
  }
  await Promise.all(Array.from({ length: clients }, worker))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    calls,
    errors,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    maxMs: percentile(latencies, 100),
    perSecond: Math.round(calls / seconds),
  }
}

export async function runDbBench({ clients = CLIENTS, calls = CALLS } = {}) {
  const reason = pgUnavailableReason()
  if (reason) return { skipped: reason }

  const server = await startPgServer({ maxConnections: clients + 20 })
  const admin = new Client(server.config)
  let pool
  try {
    await admin.connect()
    await applySchema(admin)
    const version = (await admin.query('show server_version')).rows[0].server_version
    // One gift per reservation, so every call does the full work of a successful reservation.
    await admin.query(
      `insert into public.gifts (id, name, description, category)
       select 'gift_bench_' || i, 'Presente ' || i, 'Descrição ' || i, 'outros'
         from generate_series(0, $1::int - 1) as i`,
      [calls],
    )

    // Every connection acts as a guest (role anon), as PostgREST does with the anon key.
    pool = new Pool({ ...server.config, max: clients, options: '-c role=anon' })
    // Open every connection before timing, so the numbers are per call, not per connect.
    await Promise.all(Array.from({ length: clients }, () => pool.query('select 1')))

    const reserveGift = await measure(calls, clients, (i) =>
      pool.query('select public.reserve_gift($1, $2, $3)', [
        `gift_bench_${i}`,
        `Convidado ${i}`,
        `convidado${i}@exemplo.com`,
      ]),
    )
    const postMessage = await measure(calls, clients, (i) =>
      pool.query('select public.post_message($1, $2)', [
        `Convidado ${i}`,
        `Felicidades ao casal! #${i}`,
      ]),
    )
    return {
      server: `PostgreSQL ${version}`,
      clients,
      reserve_gift: reserveGift,
      post_message: postMessage,
    }
  } finally {
    await pool?.end().catch(() => {})
    await admin.end().catch(() => {})
    await server.stop()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // oxlint-disable-next-line no-console -- the bench's output
  console.log(JSON.stringify(await runDbBench(), null, 2))
}
