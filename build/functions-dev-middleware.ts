import type { IncomingMessage, ServerResponse } from 'node:http'
import { loadEnv, type Plugin } from 'vite'

/** The functions served under `vite dev`, by name (netlify/functions/<name>.ts). */
export const DEV_FUNCTIONS = [
  'create-checkout-session',
  'cancel-checkout',
  'stripe-webhook',
  'guest-photos',
] as const

const PREFIX = '/.netlify/functions/'

type Handler = (req: Request) => Promise<Response>
type LoadHandler = (name: string) => Promise<Handler>

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
  return Buffer.concat(chunks)
}

/** Node's request as a web Request; the body stays the raw bytes (webhook signatures need them). */
export async function toWebRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v)
  }
  const method = req.method ?? 'GET'
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req)
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  })
}

export async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status
  response.headers.forEach((value, key) => res.setHeader(key, value))
  res.end(Buffer.from(await response.arrayBuffer()))
}

/**
 * Connect middleware answering /.netlify/functions/<name> with the function's default export.
 * Unknown names fall through to Vite (which answers 404 like Netlify would for a missing file).
 */
export function functionsMiddleware(load: LoadHandler) {
  return async (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => {
    const path = (req.url ?? '').split('?')[0] ?? ''
    if (!path.startsWith(PREFIX)) return next()
    const name = path.slice(PREFIX.length).replace(/\/+$/, '')
    if (!(DEV_FUNCTIONS as readonly string[]).includes(name)) return next()
    try {
      const handler = await load(name)
      const origin = `http://${req.headers.host ?? 'localhost'}`
      await sendWebResponse(res, await handler(await toWebRequest(req, origin)))
    } catch (error) {
      next(error)
    }
  }
}

/**
 * Serves netlify/functions/* at their real paths under `vite dev`, calling the same handlers that
 * Netlify runs, so the card-payment flow works locally with Stripe test keys in .env. The
 * functions read process.env, so .env (all variables, not only VITE_) is loaded into it first;
 * variables already set in the shell win.
 */
export function netlifyFunctionsDev(): Plugin {
  return {
    name: 'netlify-functions-dev',
    apply: 'serve',
    configureServer(server) {
      const env = loadEnv(server.config.mode, server.config.envDir || server.config.root, '')
      for (const [key, value] of Object.entries(env)) {
        if (process.env[key] === undefined) process.env[key] = value
      }
      // Netlify sets URL on a deploy; here the return links from Checkout come back to this
      // dev server (its own configured address, never a request's Host header).
      server.httpServer?.once('listening', () => {
        const local = server.resolvedUrls?.local[0]
        if (!process.env.SITE_URL?.trim() && !process.env.URL?.trim() && local) {
          process.env.SITE_URL = local
        }
      })
      // ssrLoadModule compiles the TypeScript and reloads it when the file changes.
      const load: LoadHandler = async (name) => {
        const mod = await server.ssrLoadModule(`/netlify/functions/${name}.ts`)
        const handler: unknown = mod.default
        if (typeof handler !== 'function')
          throw new Error(`netlify/functions/${name}.ts has no default export`)
        return handler as Handler
      }
      server.middlewares.use(functionsMiddleware(load))
    },
  }
}
