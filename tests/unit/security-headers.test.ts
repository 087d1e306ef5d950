import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  netlifyHeadersFile,
  readNetlifyHeadersFile,
  securityHeaders,
  servicesOf,
} from '../../build/security-headers'

const BOOT = 'document.documentElement.dataset.boot="1"'
const PAGE = `<!doctype html><html><head><script>${BOOT}</script>
<script type="module" crossorigin src="/assets/index.js"></script></head><body></body></html>`

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

describe('the security headers of the deployed site', () => {
  it('allows each inline script by the hash of its exact text, and no external script', () => {
    const expected = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`
    expect(inlineScriptHashes(PAGE)).toEqual([expected])
    const script = directive(contentSecurityPolicy(PAGE, servicesOf({})), 'script-src')
    expect(script).toEqual(["'self'", expected, "'wasm-unsafe-eval'"])
    expect(script).not.toContain("'unsafe-inline'")
  })

  it('a Supabase build talks to its project (REST and realtime), EmailJS and the RSVP backup', () => {
    const services = servicesOf({
      VITE_SUPABASE_URL: 'https://abcd.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'anon',
      VITE_EMAILJS_PUBLIC_KEY: 'pk',
      VITE_EMAILJS_SERVICE_ID: 'service',
      VITE_RSVP_BACKUP_URL: 'https://formspree.io/f/xyz',
    })
    const policy = contentSecurityPolicy(PAGE, services)
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://abcd.supabase.co',
      'wss://abcd.supabase.co',
      'https://api.emailjs.com',
      'https://formspree.io',
    ])
    // The guests' photos' signed Storage URLs (docs/decisions/0027-guests-photos.md).
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://abcd.supabase.co',
    ])
    // WebAssembly (the HEIC decoder of /fotos, in a worker of its own), never JS eval.
    expect(directive(policy, 'script-src')).toContain("'wasm-unsafe-eval'")
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'")
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:'])
  })

  it('the embedded demo may compile its database (WebAssembly) and nothing else is added', () => {
    const policy = contentSecurityPolicy(PAGE, servicesOf({ VITE_DATA_BACKEND: 'embedded' }))
    expect(directive(policy, 'script-src')).toContain("'wasm-unsafe-eval'")
    expect(directive(policy, 'connect-src')).toEqual(["'self'"])
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:'])
  })

  it('no other site may frame the page (the couple’s panel included)', () => {
    const headers = securityHeaders(PAGE, servicesOf({}))
    expect(directive(headers['Content-Security-Policy'] ?? '', 'frame-ancestors')).toEqual([
      "'none'",
    ])
    expect(headers['X-Frame-Options']).toBe('DENY')
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    // The camera for this site alone (the Portaria's QR reader), no microphone.
    expect(headers['Permissions-Policy']).toContain('camera=(self)')
    expect(headers['Permissions-Policy']).toContain('microphone=()')
  })

  it('the _headers file the build writes is read back whole by the preview server', () => {
    const headers = securityHeaders(PAGE, servicesOf({ VITE_DATA_BACKEND: 'embedded' }))
    const file = netlifyHeadersFile(headers)
    expect(file).toMatch(/^# .*\n\/\*\n {2}Content-Security-Policy: /)
    expect(readNetlifyHeadersFile(file)).toEqual(headers)
  })
})
