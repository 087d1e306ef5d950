import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { loadEnv, type Plugin, type ResolvedConfig } from 'vite'
import { parseEnv, resolveBackend } from '../src/config/env-rules.ts'

/**
 * The security headers of every response of the deployed site (docs/decisions/0010-security-headers.md).
 * The Content-Security-Policy allows exactly what the site uses: its own files, the inline boot
 * scripts by hash (read from the built index.html, so the policy always matches the page), and
 * the services this build is configured for. The build writes them to dist/_headers (Netlify
 * reads that file); `vite preview`, which the browser tests use, serves the same headers, so a
 * policy that breaks a feature fails the tests.
 */

/** @emailjs/browser posts RSVP and PIX notices here (its store's default origin). */
const EMAILJS_ORIGIN = 'https://api.emailjs.com'

/** sha256 sources of the inline <script> elements of a page, as CSP writes them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? ''
    if (body.trim() === '') continue
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}

const originOf = (url: string | undefined) => (url ? new URL(url).origin : undefined)

export interface SiteServices {
  supabaseUrl?: string | undefined
  emailjs: boolean
  rsvpBackupUrl?: string | undefined
  /** The embedded demo compiles PGlite's WebAssembly in the page's worker. */
  embedded: boolean
}

/** The services a build talks to, from its public (VITE_) settings. */
export function servicesOf(raw: Record<string, string>): SiteServices {
  const env = parseEnv(raw)
  const backend = resolveBackend(env, false)
  return {
    supabaseUrl: backend === 'supabase' ? env.VITE_SUPABASE_URL : undefined,
    emailjs: Boolean(env.VITE_EMAILJS_PUBLIC_KEY && env.VITE_EMAILJS_SERVICE_ID),
    rsvpBackupUrl: env.VITE_RSVP_BACKUP_URL,
    embedded: backend === 'embedded',
  }
}

export function contentSecurityPolicy(html: string, services: SiteServices): string {
  const supabase = originOf(services.supabaseUrl)
  const connect = [
    "'self'",
    ...(supabase ? [supabase, supabase.replace(/^http/, 'ws')] : []),
    ...(services.emailjs ? [EMAILJS_ORIGIN] : []),
    ...(services.rsvpBackupUrl ? [originOf(services.rsvpBackupUrl)] : []),
  ]
  // WebAssembly, never JS eval: the embedded demo's database (PGlite) and, on every deploy, the
  // HEIC decoder /fotos loads when a guest picks an iPhone photo (docs/decisions/0027).
  const script = ["'self'", ...inlineScriptHashes(html), "'wasm-unsafe-eval'"]
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self'",
    // Photos are stored as data URLs; an admin's chosen file is previewed from a blob URL. On a
    // Supabase deploy the guests' photos come from its Storage through signed URLs
    // (docs/decisions/0027-guests-photos.md "Storage on a deploy"); connect-src already names it,
    // for the uploads and the 'Baixar todas' archive.
    `img-src ${["'self'", 'data:', 'blob:', ...(supabase ? [supabase] : [])].join(' ')}`,
    "font-src 'self'",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    // blob: the HEIC decoder (heic-to's CSP build) runs in a worker it makes from its own code.
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // Card payments leave by a plain navigation to Stripe Checkout (window.location), not a form.
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders(html: string, services: SiteServices): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(html, services),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // camera=(self): the Portaria reads the invitations' QR codes (docs/decisions/0026).
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/** Netlify's _headers format: one path, then its headers indented. */
export function netlifyHeadersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)
  return `# Written by the build (build/security-headers.ts): do not edit.\n/*\n${lines.join('\n')}\n`
}

/** The headers of the file netlifyHeadersFile wrote (its one `/*` block). */
export function readNetlifyHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of text.split('\n')) {
    const match = /^\s+([A-Za-z-]+):\s*(.+)$/.exec(line)
    if (match?.[1] && match[2]) headers[match[1]] = match[2]
  }
  return headers
}

export function securityHeadersPlugin(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'wedding-security-headers',
    configResolved(resolved) {
      config = resolved
    },
    writeBundle() {
      const outDir = resolve(config.root, config.build.outDir)
      const html = readFileSync(join(outDir, 'index.html'), 'utf8')
      const services = servicesOf(loadEnv(config.mode, config.envDir || config.root, 'VITE_'))
      writeFileSync(join(outDir, '_headers'), netlifyHeadersFile(securityHeaders(html, services)))
    },
    // `vite preview` serves what the build wrote (the build knew its mode and settings).
    configurePreviewServer(server) {
      const file = join(resolve(server.config.root, server.config.build.outDir), '_headers')
      const headers = existsSync(file) ? readNetlifyHeadersFile(readFileSync(file, 'utf8')) : {}
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
        next()
      })
    },
  }
}
