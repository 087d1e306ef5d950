// A deployment the doctor can check without the internet: Supabase's HTTP edge on PGlite (the
// real SQL: tests/harness/fake-supabase.mjs for the anon key, the service role for its key, 401
// for any other key, as Supabase's gateway answers), the three functions' health reports served
// over HTTP with Stripe faked at its HTTP edge, and a fetch that sends each public name
// (https://<project>.supabase.co, https://<site>) to its local server, the way DNS would.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PGlite } from '@electric-sql/pglite'
// The SDK's default export: its CommonJS build has no named 'Stripe' export.
import StripeClient from 'stripe'
import {
  FUNCTION_NAMES,
  handleHealth,
  healthCache,
  WEBHOOK_EVENTS,
  WEBHOOK_PATH,
  type FunctionName,
} from '../../netlify/functions/_lib/health'
import { SITE_URL } from '@/config/wedding'
import { createFakeEdge } from '../harness/fake-supabase.mjs'

export const SITE = SITE_URL
export const SUPABASE = 'https://abcdefghijklmnopqrst.supabase.co'

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
/** A key shaped like Supabase's legacy JWT keys (the fake edge checks them by value). */
const jwt = (role: string, signature: string) =>
  `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ iss: 'supabase', ref: 'abcdefghijklmnopqrst', role, iat: 1764000000, exp: 2079576000 })}.${signature}`

export const ANON_KEY = jwt('anon', 'anonSignatureValue0123456789abcdefXYZ')
export const SERVICE_KEY = jwt('service_role', 'serviceSignatureValue0123456789abcdef')
/** Shaped as a service-role key, but not this project's (a key since rotated). */
export const OLD_SERVICE_KEY = jwt('service_role', 'rotatedSignatureValue0123456789abcdef')
export const STRIPE_TEST_KEY = 'sk_test_51DoctorSecretValue0123456789'
export const STRIPE_LIVE_KEY = 'sk_live_51DoctorSecretValue0123456789'
export const WEBHOOK_SECRET = 'whsec_DoctorSigningSecret0123456789'

export interface Served {
  url: string
  close(): Promise<void>
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
  return Buffer.concat(chunks)
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status
  response.headers.forEach((value, key) => res.setHeader(key, value))
  res.end(Buffer.from(await response.arrayBuffer()))
}

async function serve(
  handle: (req: IncomingMessage, body: Buffer) => Promise<Response>,
): Promise<Served> {
  const server = createServer((req, res) => {
    readBody(req)
      .then((body) => handle(req, body))
      .then((response) => send(res, response))
      .catch((error: unknown) => {
        res.statusCode = 500
        res.end(String(error))
      })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })

/** PostgREST's rpc as the service role: the function's JSON, or its error as PostgREST maps it. */
async function serviceRpc(db: PGlite, path: string, body: Buffer): Promise<Response> {
  const fn = /^\/rest\/v1\/rpc\/([a-z_]+)$/.exec(path)?.[1]
  if (!fn) return jsonResponse(404, { code: 'PGRST125', message: 'Invalid path' })
  const args = (body.length ? JSON.parse(body.toString('utf8')) : {}) as Record<string, unknown>
  const names = Object.keys(args).filter((n) => /^[a-z_]+$/.test(n))
  const call = `public.${fn}(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')})`
  try {
    const result = await db.transaction(async (tx) => {
      await tx.exec('set local role service_role')
      return tx.query<{ body: string | null }>(
        `select to_json(${call})::text as body`,
        names.map((n) => (args[n] === null ? null : String(args[n]))),
      )
    })
    return jsonResponse(200, JSON.parse(result.rows[0]?.body ?? 'null'))
  } catch (error) {
    const e = error as { code?: string; message?: string }
    if (e.code === '42883') {
      return jsonResponse(404, {
        code: 'PGRST202',
        message: `Could not find the function public.${fn}`,
      })
    }
    return jsonResponse(e.code === '42501' ? 401 : 400, { code: e.code, message: e.message })
  }
}

/**
 * Supabase's edge over HTTP for `db`: the anon key reaches the fake edge (PostgREST as anon), the
 * service-role key runs rpc as service_role, any other key gets the gateway's 401. `anonCalls`
 * lists what was asked with the anon key (method and path).
 */
export async function startSupabase(db: PGlite): Promise<Served & { anonCalls: string[] }> {
  const edge = createFakeEdge({ db })
  const anonCalls: string[] = []
  const served = await serve(async (req, body) => {
    const key = req.headers.apikey
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    if (key === ANON_KEY) {
      anonCalls.push(`${req.method} ${path}`)
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string' && name !== 'host' && name !== 'content-length')
          headers.set(name, value)
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
      return edge.fetch(`http://127.0.0.1${req.url ?? '/'}`, {
        method: req.method ?? 'GET',
        headers,
        ...(hasBody ? { body: new Uint8Array(body) } : {}),
      })
    }
    if (key === SERVICE_KEY) return serviceRpc(db, path, body)
    return jsonResponse(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    })
  })
  return { ...served, anonCalls }
}

export interface FakeEndpoint {
  url: string
  status: string
  enabled_events: string[]
}

/** The endpoint the README's Stripe step creates for the site. */
export const GOOD_ENDPOINT: FakeEndpoint = {
  url: `${SITE}${WEBHOOK_PATH}`,
  status: 'enabled',
  enabled_events: [...WEBHOOK_EVENTS],
}

/**
 * A Stripe account at its HTTP edge for the real SDK (Stripe.createFetchHttpClient): its secret
 * keys work, any other gets Stripe's 401; GET /v1/webhook_endpoints lists `endpoints`.
 */
export function fakeStripeAccount(
  keys: string[] = [STRIPE_TEST_KEY],
  endpoints: FakeEndpoint[] = [GOOD_ENDPOINT],
) {
  const calls: string[] = []
  const fakeFetch = async (input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers()
    const raw = init?.headers
    if (Array.isArray(raw)) for (const [k, v] of raw) headers.set(k, v)
    else if (raw) new Headers(raw).forEach((v, k) => headers.set(k, v))
    const url = new URL(String(input))
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`)
    const key = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1] ?? ''
    if (!keys.includes(key)) {
      return jsonResponse(401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_****' },
      })
    }
    if (url.pathname === '/v1/webhook_endpoints') {
      return jsonResponse(200, {
        object: 'list',
        url: '/v1/webhook_endpoints',
        has_more: false,
        data: endpoints.map((e, i) => ({ id: `we_${i + 1}`, object: 'webhook_endpoint', ...e })),
      })
    }
    return jsonResponse(404, { error: { type: 'invalid_request_error' } })
  }
  const client = (secretKey: string) =>
    new StripeClient(secretKey, {
      httpClient: StripeClient.createFetchHttpClient(fakeFetch as typeof fetch),
      maxNetworkRetries: 0,
    })
  return { client, calls }
}

/**
 * The site's functions: GET /.netlify/functions/<name> answers the health report with `env` as
 * Netlify's environment, `stripe` for Stripe and `fetchImpl` for Supabase; anything else 405.
 */
export async function startFunctions(
  env: Record<string, string | undefined>,
  stripe: (secretKey: string) => StripeClient,
  fetchImpl: typeof fetch,
): Promise<Served> {
  const caches = new Map(FUNCTION_NAMES.map((name) => [name, healthCache()]))
  return serve(async (req) => {
    const name = /^\/\.netlify\/functions\/([a-z-]+)$/.exec(
      (req.url ?? '').split('?')[0] ?? '',
    )?.[1]
    const cache = caches.get(name as FunctionName)
    if (!name || !cache) return new Response('Not found', { status: 404 })
    if (req.method !== 'GET') return jsonResponse(405, { error: 'Método não permitido.' })
    return handleHealth(name as FunctionName, { env, stripe, fetch: fetchImpl, cache })
  })
}

/**
 * fetch with a hosts table: https://<name>/… goes to the local server mapped to <name> (the path
 * kept); a name not in the table fails as an unknown name fails (ENOTFOUND).
 */
export function mappedFetch(hosts: Record<string, string>): typeof fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const target = hosts[url.host]
    if (!target) {
      const cause = Object.assign(new Error(`getaddrinfo ENOTFOUND ${url.host}`), {
        code: 'ENOTFOUND',
      })
      return Promise.reject(new TypeError('fetch failed', { cause }))
    }
    return fetch(`${target}${url.pathname}${url.search}`, init)
  }
}

/** A local address where nothing listens (a port just freed). */
export async function closedAddress(): Promise<string> {
  const served = await serve(async () => new Response(null))
  await served.close()
  return served.url
}
