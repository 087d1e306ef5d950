#!/usr/bin/env node
// Latency of the two busiest guest writes, reserve_gift and post_message, under 50 concurrent
// clients acting as role anon (each call from its own address, every one stored), and of the couple's login from their usual browser while 20
// clients send wrong passwords, on a throwaway PostgreSQL server (supabase/database.mjs).
// `node bench/db-concurrency.mjs` prints JSON; bench/run.mjs imports runDbBench().
import { pathToFileURL } from 'node:url'
import { Client, Pool } from 'pg'
import { applySchema, pgUnavailableReason, startPgServer } from '../supabase/database.mjs'

const CLIENTS = 50
// Stored writes, each from its own address: within the hourly global ceilings of
// src/config/limits.ts (100 reservations, 300 messages), so every call is a real write rather
// than a refusal by the rate limits.
const CALLS = 100
const FLOOD_CLIENTS = 20
const COUPLE_LOGINS = 40

// The headers PostgREST sets, in the same statement (set_config in a subquery runs first).
const LOGIN_SQL = `select public.admin_login($1, $2, $3) as r
                     from (select set_config('request.headers', $4, true)) h`

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

    // Each guest from its own address, as PostgREST passes it (request.headers, set first).
    const from = (i) => JSON.stringify({ 'cf-connecting-ip': `198.18.${i >> 8}.${i & 255}` })
    const reserveGift = await measure(calls, clients, (i) =>
      pool.query(
        `select public.reserve_gift($1, $2, $3)
           from (select set_config('request.headers', $4, true)) h`,
        [`gift_bench_${i}`, `Convidado ${i}`, `convidado${i}@exemplo.com`, from(i)],
      ),
    )
    const postMessage = await measure(calls, clients, (i) =>
      pool.query(
        `select public.post_message($1, $2)
           from (select set_config('request.headers', $3, true)) h`,
        [`Convidado ${i}`, `Felicidades ao casal! #${i}`, from(i)],
      ),
    )
    // The guests' connections close: the login bench opens its own.
    await pool.end()
    pool = undefined
    const adminLogin = await loginUnderFlood(server.config)
    return {
      server: `PostgreSQL ${version}`,
      clients,
      reserve_gift: reserveGift,
      post_message: postMessage,
      admin_login_under_flood: adminLogin,
    }
  } finally {
    await pool?.end().catch(() => {})
    await admin.end().catch(() => {})
    await server.stop()
  }
}

/**
 * The couple's admin_login from a browser they logged in from before (its device token), one
 * after another, while FLOOD_CLIENTS connections send wrong passwords for made-up and real
 * usernames from ever-new addresses (the worst case: no client lock ever applies, only the
 * global bcrypt budget). docs/decisions/0013.
 */
async function loginUnderFlood(config) {
  const admin = new Client(config)
  const couple = new Client({ ...config, options: '-c role=anon' })
  const flood = new Pool({ ...config, max: FLOOD_CLIENTS, options: '-c role=anon' })
  const headers = (ip) => JSON.stringify({ 'cf-connecting-ip': ip })
  try {
    await admin.connect()
    await couple.connect()
    await admin.query(
      `select public.create_admin('noivos', 'noivos@exemplo.com.br', 'casamento2025')`,
    )
    const first = await couple.query(LOGIN_SQL, [
      'noivos',
      'casamento2025',
      null,
      headers('203.0.113.10'),
    ])
    const device = first.rows[0].r.device
    await Promise.all(Array.from({ length: FLOOD_CLIENTS }, () => flood.query('select 1')))

    let stop = false
    let floodCalls = 0
    const answers = {}
    const flooder = async (c) => {
      // `stop` is set by the couple's loop, across an await: checked on every turn.
      for (let i = 0; ; i++) {
        if (stop) return
        const username = i % 2 ? 'noivos' : `admin${i}`
        const ip = `198.${18 + (c >> 8)}.${c & 255}.${i & 255}`
        const { rows } = await flood.query(LOGIN_SQL, [username, `errada-${i}`, null, headers(ip)])
        answers[rows[0].r.error] = (answers[rows[0].r.error] ?? 0) + 1
        floodCalls++
      }
    }
    const started = performance.now()
    const flooders = Array.from({ length: FLOOD_CLIENTS }, (_, c) => flooder(c))
    // Let the flood spend the minute's budget first.
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const latencies = []
    let refused = 0
    for (let i = 0; i < COUPLE_LOGINS; i++) {
      const t = performance.now()
      const { rows } = await couple.query(LOGIN_SQL, [
        'noivos',
        'casamento2025',
        device,
        headers('203.0.113.10'),
      ])
      latencies.push(performance.now() - t)
      if (!rows[0].r.token) refused++
    }
    stop = true
    await Promise.all(flooders)
    const seconds = (performance.now() - started) / 1000
    const bcrypt = await admin.query('select count(*)::int as n from private.login_bcrypt_calls')
    latencies.sort((a, b) => a - b)
    return {
      floodClients: FLOOD_CLIENTS,
      floodPerSecond: Math.round(floodCalls / seconds),
      floodAnswers: answers,
      untrustedBcryptCallsLastMinute: bcrypt.rows[0].n,
      coupleLogins: COUPLE_LOGINS,
      coupleRefused: refused,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      maxMs: percentile(latencies, 100),
    }
  } finally {
    await flood.end().catch(() => {})
    await couple.end().catch(() => {})
    await admin.end().catch(() => {})
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // oxlint-disable-next-line no-console -- the bench's output
  console.log(JSON.stringify(await runDbBench(), null, 2))
}
