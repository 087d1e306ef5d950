#!/usr/bin/env node
// The one stand-in for Supabase's edge, for the contract tests and the bench. Its core is a
// `fetch` (Request in, Response out) that supabase-js runs with unchanged:
//   - it records every request, and answers from `routes` first (a test's scripted answers);
//   - with a database, PostgREST-style reads: GET /rest/v1/<table>?select=a,b&col=eq.x&order=c.desc
//     &limit=n, and rpc: POST /rest/v1/rpc/<fn> with named JSON arguments, both run as the role
//     anon (column grants and RLS apply, as on Supabase);
//   - `offline` plays a down edge ('gateway': a 502 page) or a dropped connection ('network').
//   - with `serviceKey`, a request whose apikey is that key runs its rpc as service_role (the
//     Netlify functions' client), any other as anon;
//   - with `buckets`, Supabase Storage's object API as storage-js calls it (@supabase/storage-js
//     StorageFileApi): signed upload URLs (POST /storage/v1/object/upload/sign/<bucket>/<path>)
//     and the upload itself (PUT there with ?token=), signed read URLs (POST
//     /storage/v1/object/sign/<bucket>) and their GET, download (GET /storage/v1/object/<bucket>/
//     <path>), move (POST /storage/v1/object/move) and remove (DELETE /storage/v1/object/<bucket>). Only the service key signs,
//     downloads and removes (the buckets are private); the bucket's size limit and MIME types
//     apply to uploads, as Storage applies them.
// `startFakeSupabase` serves it over HTTP on a port (CORS for the headers supabase-js sends) with
// PGlite seeded by supabase/database.mjs and Realtime: the Phoenix websocket at
// /realtime/v1/websocket (joins, heartbeats; after an rpc that touches gifts, messages or photos,
// a postgres_changes event to the channels bound to it). The bench runs the site against it.
// Usage: import it, or `node tests/harness/fake-supabase.mjs [port]` (prints the URL).
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import WebSocket from 'ws'
import { createPglite, readSql } from '../../supabase/database.mjs'

const IDENT = /^[a-z_][a-z0-9_]*$/
const LIVE_TABLES = ['gifts', 'messages', 'photos', 'guest_photo_changes', 'day_of_changes']
// Writes that change a live table without naming it: the couple's verdict on a PIX frees or keeps
// a gift's cotas (docs/decisions/0017-gifts-as-money.md).
const ALSO_CHANGES = { admin_review_pix: 'gifts' }
// The wedding day's writes touch its public pulse (supabase/schemas/11_day_of.sql).
const DAY_OF_WRITES = new Set([
  'admin_save_table',
  'admin_delete_table',
  'admin_seat_members',
  'admin_check_in',
  'admin_undo_check_in',
  'admin_add_walk_in',
  'admin_delete_walk_in',
  'admin_record_answer',
])
// Reads whose only write is their rate-limit count (volatile for it): they change no live table.
const COUNTS_ONLY = new Set([
  'gift_thumbnails',
  'gift_image',
  'guest_photo_image',
  'guest_photo_paths',
])
// Headers of the HTTP hop, not of the request a fetch would make.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
])

class HttpError extends Error {
  constructor(status, code, message) {
    super(message)
    this.status = status
    this.code = code
  }
}

const ident = (name) => {
  if (!IDENT.test(name)) throw new HttpError(400, 'PGRST100', `unsupported name: ${name}`)
  return `"${name}"`
}

const OPERATORS = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }
const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict'])

/** PostgREST's query string as SQL over public.<table>; values are bound parameters. */
export function readQuery(table, params) {
  const values = []
  const bind = (value) => {
    values.push(value)
    return `$${values.length}`
  }
  const select = (params.get('select') ?? '*')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean)
  const columns = select.map((c) => (c === '*' ? '*' : ident(c))).join(', ') || '*'
  const where = []
  for (const [key, raw] of params) {
    if (RESERVED_PARAMS.has(key)) continue
    const column = ident(key)
    const dot = raw.indexOf('.')
    const op = dot < 0 ? raw : raw.slice(0, dot)
    const value = dot < 0 ? '' : raw.slice(dot + 1)
    if (OPERATORS[op]) where.push(`${column} ${OPERATORS[op]} ${bind(value)}`)
    else if (op === 'is' && ['null', 'true', 'false'].includes(value))
      where.push(`${column} is ${value}`)
    else if (op === 'in' && /^\(.*\)$/.test(value)) {
      const list = value.slice(1, -1).split(',').filter(Boolean)
      where.push(list.length ? `${column} in (${list.map((v) => bind(v)).join(', ')})` : 'false')
    } else throw new HttpError(400, 'PGRST100', `unsupported filter: ${key}=${raw}`)
  }
  const order = (params.get('order') ?? '')
    .split(',')
    .filter(Boolean)
    .map((term) => {
      const [column, ...mods] = term.split('.')
      const dir = mods.includes('desc') ? 'desc' : 'asc'
      const nulls = mods.includes('nullsfirst')
        ? ' nulls first'
        : mods.includes('nullslast')
          ? ' nulls last'
          : ''
      return `${ident(column)} ${dir}${nulls}`
    })
  const limit = params.get('limit')
  const offset = params.get('offset')
  const text =
    `select ${columns} from public.${ident(table)}` +
    (where.length ? ` where ${where.join(' and ')}` : '') +
    (order.length ? ` order by ${order.join(', ')}` : '') +
    (limit && /^\d+$/.test(limit) ? ` limit ${limit}` : '') +
    (offset && /^\d+$/.test(offset) ? ` offset ${offset}` : '')
  return { text: `select coalesce(json_agg(t), '[]')::text as body from (${text}) t`, values }
}

/** PostgREST's status for a PostgreSQL error (SQLSTATE). */
function statusOf(code) {
  if (code === '42501') return 401
  if (code === '42P01' || code === '42883') return 404
  if (code === '23505' || code === '23503') return 409
  if (/^(PGRST|08|53|57|58)/.test(code)) return 500
  return 400
}

/** PostgREST's error body for a function that raised (SQLSTATE in `code`). */
export function postgrestError(code, message, status = 400) {
  return { status, body: { code, message, details: null, hint: null } }
}

const json = (status, body, headers = {}) =>
  body === null || body === undefined
    ? new Response(null, { status, headers })
    : new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
      })

/**
 * The edge: `fetch` answers like Supabase's. `db` (a PGlite with the schema) answers what no route
 * does; `onChange(table)` hears of each rpc that touches a live table. `log` lists the answers
 * (method, path, status); `requests` what was asked (path after /rest/v1, parsed JSON body).
 */
export function createFakeEdge({
  db = null,
  onChange = () => {},
  serviceKey = null,
  buckets = [],
} = {}) {
  const edge = { requests: [], routes: [], offline: false, log: [], fetch: null, storage: null }

  /** Runs `fn` inside one transaction with the role anon, as PostgREST does per request. */
  const asAnon = (fn, role = 'anon') =>
    db.transaction(async (tx) => {
      await tx.exec(`set local role ${role}`)
      return fn(tx)
    })
  const isService = (headers) => serviceKey !== null && headers.get('apikey') === serviceKey
  edge.storage = createFakeStorage(buckets)

  const rpc = async (fn, args, role = 'anon') => {
    ident(fn)
    const found = await db.query(
      `select p.proretset as set, p.prorettype = 'void'::regtype as void,
              p.provolatile = 'v' as writes, p.proargnames as names,
              array(select format_type(t, null) from unnest(p.proargtypes) t) as types
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = $1`,
      [fn],
    )
    const proc = found.rows[0]
    if (!proc) throw new HttpError(404, 'PGRST202', `Could not find the function public.${fn}`)
    const values = []
    const isJson = (name) => /^jsonb?$/.test(proc.types?.[proc.names?.indexOf(name) ?? -1] ?? '')
    const named = Object.entries(args ?? {}).map(([name, value]) => {
      values.push(
        value === null || value === undefined
          ? null
          : isJson(name)
            ? // A json or jsonb parameter takes the JSON as it came (answer_invitation's answers).
              JSON.stringify(value)
            : Array.isArray(value)
              ? // A JSON array becomes an SQL array, as PostgREST does (admin_delete_messages' ids).
                `{${value.map((v) => JSON.stringify(String(v))).join(',')}}`
              : typeof value === 'object'
                ? JSON.stringify(value)
                : String(value),
      )
      return `${ident(name)} => $${values.length}`
    })
    const call = `public.${ident(fn)}(${named.join(', ')})`
    const text = proc.void
      ? `select ${call}`
      : proc.set
        ? `select coalesce(json_agg(r), '[]')::text as body from ${call} r`
        : `select to_json(${call})::text as body`
    const result = await asAnon((tx) => tx.query(text, values), role)
    return { body: proc.void ? null : (result.rows[0]?.body ?? 'null'), writes: proc.writes }
  }

  /** What the database answers, or undefined when it has no such route. */
  const fromDb = async (req, path, params) => {
    const rpcMatch = /^\/rpc\/([^/]+)$/.exec(path)
    if (rpcMatch && req.method === 'POST') {
      const fn = decodeURIComponent(rpcMatch[1])
      const role = isService(req.headers) ? 'service_role' : 'anon'
      const { body, writes } = await rpc(fn, req.body, role)
      // Only a function that may write changes a table (list_messages reads the wall).
      if (writes && !COUNTS_ONLY.has(fn)) {
        for (const table of LIVE_TABLES.filter(
          (t) =>
            // 'photos' are the gallery's; the guests' photos touch their own pulse.
            (fn.includes(t.slice(0, -1)) && !(t === 'photos' && fn.includes('guest_photo'))) ||
            (t === 'guest_photo_changes' && fn.includes('guest_photo')) ||
            ALSO_CHANGES[fn] === t ||
            (t === 'day_of_changes' && DAY_OF_WRITES.has(fn)),
        ))
          onChange(table)
      }
      return body === null ? json(204, null) : json(200, body)
    }
    const tableMatch = /^\/([^/]+)$/.exec(path)
    if (tableMatch && (req.method === 'GET' || req.method === 'HEAD')) {
      const query = readQuery(decodeURIComponent(tableMatch[1]), params)
      const result = await asAnon((tx) => tx.query(query.text, query.values))
      const body = result.rows[0]?.body ?? '[]'
      const rows = JSON.parse(body)
      const range = rows.length ? `0-${rows.length - 1}/*` : '*/0'
      if ((req.headers.get('accept') ?? '').includes('application/vnd.pgrst.object+json')) {
        if (rows.length !== 1)
          throw new HttpError(
            406,
            'PGRST116',
            'JSON object requested, multiple (or no) rows returned',
          )
        return json(200, rows[0], { 'content-range': range })
      }
      if (req.method === 'HEAD') return json(200, null, { 'content-range': range })
      return json(200, body, { 'content-range': range })
    }
    return undefined
  }

  const answer = async (request) => {
    if (edge.offline === 'gateway') {
      return new Response('<html><body>502 Bad Gateway</body></html>', {
        status: 502,
        headers: { 'content-type': 'text/html' },
      })
    }
    if (request.method === 'OPTIONS') return json(204, null)
    const url = new URL(request.url)
    if (url.pathname.startsWith('/storage/v1/')) {
      edge.requests.push({ method: request.method, path: url.pathname, headers: request.headers })
      return edge.storage.answer(request, url, isService(request.headers))
    }
    const path = url.pathname.replace(/^\/rest\/v1/, '')
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text()
    let body
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      throw new HttpError(400, 'PGRST102', 'Empty or invalid json')
    }
    const recorded = {
      method: request.method,
      path,
      params: url.searchParams,
      body,
      headers: request.headers,
    }
    edge.requests.push(recorded)
    for (const route of edge.routes) {
      const routed = route(recorded)
      if (!routed) continue
      if (routed.status === 204 || routed.body === undefined)
        return json(routed.status === 200 ? 204 : routed.status, null)
      return json(routed.status, routed.body)
    }
    const answered = db ? await fromDb(recorded, path, url.searchParams) : undefined
    if (answered) return answered
    const missing = postgrestError('PGRST202', `no route for ${request.method} ${url.pathname}`)
    return json(404, missing.body)
  }

  edge.fetch = async (input, init) => {
    const request = new Request(input, init)
    if (edge.offline === 'network') throw new TypeError('fetch failed')
    let response
    try {
      response = await answer(request)
    } catch (error) {
      const code = String(error?.code ?? 'PGRST000')
      const status = error instanceof HttpError ? error.status : statusOf(code)
      response = json(status, {
        code,
        message: String(error?.message ?? error),
        details: error?.detail ?? null,
        hint: error?.hint ?? null,
      })
    }
    edge.log.push({
      method: request.method,
      path: new URL(request.url).pathname,
      status: response.status,
    })
    return response
  }
  return edge
}

/** Storage's error body ({statusCode, error, message}) with the HTTP status it comes with. */
const storageError = (status, error, message) =>
  json(status, { statusCode: String(status), error, message })

/**
 * Supabase Storage's object API over memory: `buckets` lists `{id, public, fileSizeLimit,
 * allowedMimeTypes}`; `objects` maps '<bucket>/<path>' to `{bytes, contentType}`. `answer(request,
 * url, service)` serves /storage/v1/... as storage-js calls it.
 */
/**
 * The guests' photos' bucket as supabase/schemas/10_guest_photos.sql creates it on a deploy
 * (private, 3 MB a file, JPEG, PNG and WebP); `fileSizeLimit` for a test of the limit itself.
 */
export function guestPhotosBucket({ fileSizeLimit = 3_000_000 } = {}) {
  return {
    id: 'guest-photos',
    public: false,
    fileSizeLimit,
    allowedMimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  }
}

export function createFakeStorage(buckets = []) {
  const storage = {
    buckets: new Map(buckets.map((b) => [b.id, b])),
    objects: new Map(),
    /** token -> { key: '<bucket>/<path>', kind: 'upload' | 'read', upsert, expiresAt } */
    tokens: new Map(),
    answer: null,
  }
  let counter = 0
  const token = (entry) => {
    const value = `t${++counter}${Math.random().toString(36).slice(2)}`
    storage.tokens.set(value, entry)
    return value
  }
  const valid = (value, kind, key) => {
    const entry = value ? storage.tokens.get(value) : undefined
    return !!entry && entry.kind === kind && entry.key === key && entry.expiresAt > Date.now()
  }
  const split = (rest) => {
    const slash = rest.indexOf('/')
    return slash < 0 ? [rest, ''] : [rest.slice(0, slash), rest.slice(slash + 1)]
  }

  /** The uploaded file: a multipart form's one file (what uploadToSignedUrl sends a Blob as) or the raw body. */
  const fileOf = async (request) => {
    const type = request.headers.get('content-type') ?? ''
    if (type.startsWith('multipart/form-data')) {
      const form = await request.formData()
      for (const [, value] of form) {
        if (typeof value !== 'string') {
          return { bytes: new Uint8Array(await value.arrayBuffer()), contentType: value.type }
        }
      }
      return null
    }
    return { bytes: new Uint8Array(await request.arrayBuffer()), contentType: type }
  }

  storage.answer = async (request, url, service) => {
    const path = decodeURIComponent(url.pathname.replace(/^\/storage\/v1/, ''))
    const method = request.method
    let m
    if ((m = /^\/object\/upload\/sign\/(.+)$/.exec(path))) {
      const [bucketId, objectPath] = split(m[1])
      const bucket = storage.buckets.get(bucketId)
      if (!bucket) return storageError(400, 'Bucket not found', 'Bucket not found')
      const key = `${bucketId}/${objectPath}`
      if (method === 'POST') {
        if (!service)
          return storageError(403, 'Unauthorized', 'new row violates row-level security policy')
        const upsert = request.headers.get('x-upsert') === 'true'
        const t = token({ key, kind: 'upload', upsert, expiresAt: Date.now() + 7_200_000 })
        return json(200, { url: `/object/upload/sign/${key}?token=${t}` })
      }
      if (method === 'PUT') {
        const t = url.searchParams.get('token')
        if (!valid(t, 'upload', key))
          return storageError(400, 'InvalidSignature', 'invalid signature')
        const entry = storage.tokens.get(t)
        if (storage.objects.has(key) && !entry.upsert) {
          return storageError(400, 'Duplicate', 'The resource already exists')
        }
        const file = await fileOf(request)
        if (!file) return storageError(400, 'InvalidRequest', 'no file')
        if (bucket.fileSizeLimit && file.bytes.length > bucket.fileSizeLimit) {
          return storageError(
            413,
            'Payload too large',
            'The object exceeded the maximum allowed size',
          )
        }
        if (bucket.allowedMimeTypes && !bucket.allowedMimeTypes.includes(file.contentType)) {
          return storageError(
            415,
            'invalid_mime_type',
            `mime type ${file.contentType} is not supported`,
          )
        }
        storage.objects.set(key, file)
        return json(200, { Key: key })
      }
    }
    if (path === '/object/move' && method === 'POST') {
      if (!service) {
        return storageError(403, 'Unauthorized', 'new row violates row-level security policy')
      }
      const body = await request.json()
      const from = `${body.bucketId}/${body.sourceKey}`
      const to = `${body.destinationBucket ?? body.bucketId}/${body.destinationKey}`
      const object = storage.objects.get(from)
      if (!object) return storageError(400, 'not_found', 'Object not found')
      if (storage.objects.has(to))
        return storageError(400, 'Duplicate', 'The resource already exists')
      storage.objects.delete(from)
      storage.objects.set(to, object)
      return json(200, { message: 'Successfully moved' })
    }
    if ((m = /^\/object\/sign\/([^/]+)$/.exec(path)) && method === 'POST') {
      if (!service)
        return storageError(403, 'Unauthorized', 'new row violates row-level security policy')
      const body = await request.json()
      const expiresAt = Date.now() + Number(body.expiresIn) * 1000
      return json(
        200,
        (body.paths ?? []).map((p) => {
          const key = `${m[1]}/${p}`
          if (!storage.objects.has(key)) {
            return {
              path: p,
              error: 'Either the object does not exist or you do not have access to it',
              signedURL: null,
            }
          }
          const t = token({ key, kind: 'read', expiresAt })
          return { path: p, error: null, signedURL: `/object/sign/${key}?token=${t}` }
        }),
      )
    }
    if ((m = /^\/object\/sign\/(.+)$/.exec(path)) && method === 'GET') {
      const object = storage.objects.get(m[1])
      if (!valid(url.searchParams.get('token'), 'read', m[1]) || !object) {
        return storageError(400, 'InvalidSignature', 'invalid signature')
      }
      return new Response(object.bytes, {
        status: 200,
        headers: { 'content-type': object.contentType },
      })
    }
    if ((m = /^\/object\/([^/]+)$/.exec(path)) && method === 'DELETE') {
      if (!service)
        return storageError(403, 'Unauthorized', 'new row violates row-level security policy')
      const body = await request.json()
      const removed = []
      for (const p of body.prefixes ?? []) {
        if (storage.objects.delete(`${m[1]}/${p}`)) removed.push({ name: p, bucket_id: m[1] })
      }
      return json(200, removed)
    }
    if ((m = /^\/object\/(?:authenticated\/)?(.+)$/.exec(path)) && method === 'GET') {
      if (!service) return storageError(400, 'not_found', 'Object not found')
      const object = storage.objects.get(m[1])
      if (!object) return storageError(400, 'not_found', 'Object not found')
      return new Response(object.bytes, {
        status: 200,
        headers: { 'content-type': object.contentType },
      })
    }
    return storageError(404, 'not_found', `no route for ${method} ${path}`)
  }
  return storage
}

/**
 * Serves the edge over HTTP, on PGlite with the schema and the demo content. port 0 (default)
 * picks a free port. Returns { url, port, db, close, log }: `log` lists the requests answered
 * (method, path, status).
 */
export async function startFakeSupabase({
  port = 0,
  host = '127.0.0.1',
  quiet = true,
  demoAdmin = false,
  serviceKey = null,
  buckets = [],
} = {}) {
  const db = await createPglite({ seed: true, demoAdmin })
  // With Storage, as on a Supabase project: its tables are there too (the SQL refuses
  // add_guest_photo's bytes there; the site sends photos through the guest-photos function).
  if (buckets.length > 0) await db.exec(readSql('storage-stand-in.sql'))
  const sockets = new Set()
  const edge = createFakeEdge({
    db,
    onChange: (table) => broadcast(table),
    serviceKey,
    buckets,
  })
  const log = edge.log

  const cors = (req) => ({
    'access-control-allow-origin': req.headers.origin ?? '*',
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers':
      req.headers['access-control-request-headers'] ??
      'apikey, authorization, x-client-info, accept-profile, content-profile, content-type, prefer, range',
    'access-control-expose-headers': 'content-range, content-location, range',
    'access-control-max-age': '86400',
    vary: 'Origin',
  })

  const readBody = (req) =>
    new Promise((resolve, reject) => {
      const chunks = []
      req.on('data', (c) => chunks.push(c))
      req.on('end', () => resolve(Buffer.concat(chunks)))
      req.on('error', reject)
    })

  const handle = async (req, res) => {
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && !HOP_BY_HOP.has(name)) headers.set(name, value)
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
    const response = await edge.fetch(`http://${host}${req.url}`, {
      method: req.method,
      headers,
      body: hasBody ? await readBody(req) : undefined,
    })
    if (!quiet && response.status >= 400)
      console.error('[fake-supabase]', req.method, req.url, response.status)
    res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...cors(req) })
    res.end(Buffer.from(await response.arrayBuffer()))
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      res.writeHead(500)
      res.end(String(error?.message ?? error))
    })
  })

  // --- Realtime (Phoenix channels over a websocket) ---------------------------------------------
  const wss = new WebSocket.Server({ noServer: true })
  let nextBindingId = 1
  /** Per socket: topic -> { joinRef, bindings: [{ id, table }] }. */
  const channels = new Map()

  const encoder = (vsn) =>
    vsn === '1.0.0'
      ? (m) => JSON.stringify(m)
      : (m) => JSON.stringify([m.join_ref, m.ref, m.topic, m.event, m.payload])
  const decoder = (vsn) =>
    vsn === '1.0.0'
      ? (text) => JSON.parse(text)
      : (text) => {
          const [join_ref, ref, topic, event, payload] = JSON.parse(text)
          return { join_ref, ref, topic, event, payload }
        }

  function broadcast(table) {
    for (const [ws, topics] of channels) {
      for (const [topic, channel] of topics) {
        const ids = channel.bindings
          .filter((b) => b.table === table || b.table === '*' || b.table === undefined)
          .map((b) => b.id)
        if (!ids.length) continue
        ws.send(
          ws.encode({
            join_ref: channel.joinRef,
            ref: null,
            topic,
            event: 'postgres_changes',
            payload: {
              ids,
              data: {
                schema: 'public',
                table,
                commit_timestamp: new Date().toISOString(),
                type: 'UPDATE',
                columns: [],
                record: {},
                old_record: {},
                errors: null,
              },
            },
          }),
        )
      }
    }
  }

  wss.on('connection', (ws, req) => {
    const vsn = new URL(req.url, 'http://localhost').searchParams.get('vsn') ?? '1.0.0'
    ws.encode = encoder(vsn)
    const decode = decoder(vsn)
    const topics = new Map()
    channels.set(ws, topics)
    sockets.add(ws)
    log.push({ method: 'WS', path: '/realtime/v1/websocket', status: 101 })
    const reply = (msg, response = {}, status = 'ok') =>
      ws.send(
        ws.encode({
          join_ref: msg.join_ref ?? null,
          ref: msg.ref ?? null,
          topic: msg.topic,
          event: 'phx_reply',
          payload: { status, response },
        }),
      )
    ws.on('message', (data, isBinary) => {
      if (isBinary) return
      let msg
      try {
        msg = decode(data.toString())
      } catch {
        return
      }
      if (msg.event === 'phx_join') {
        const wanted = msg.payload?.config?.postgres_changes ?? []
        const bindings = wanted.map((f) => ({ ...f, id: nextBindingId++ }))
        topics.set(msg.topic, { joinRef: msg.join_ref ?? msg.ref, bindings })
        log.push({ method: 'JOIN', path: msg.topic, status: 'ok' })
        reply(msg, { postgres_changes: bindings })
        return
      }
      if (msg.event === 'phx_leave') topics.delete(msg.topic)
      if (msg.ref !== null && msg.ref !== undefined) reply(msg)
    })
    ws.on('close', () => {
      channels.delete(ws)
      sockets.delete(ws)
    })
  })

  server.on('upgrade', (req, socket, head) => {
    if (new URL(req.url, 'http://localhost').pathname !== '/realtime/v1/websocket') {
      socket.destroy()
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req))
  })

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const actualPort = server.address().port
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    db,
    log,
    close: async () => {
      for (const ws of sockets) ws.terminate()
      wss.close()
      server.closeAllConnections?.()
      await new Promise((resolve) => server.close(() => resolve()))
      await db.close()
    },
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const fake = await startFakeSupabase({ port: Number(process.argv[2] ?? 0), quiet: false })
  console.info(fake.url)
  const stop = async () => {
    await fake.close()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
