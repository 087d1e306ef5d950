import { describe, expect, it, vi } from 'vitest'
import { parseEnv, resolveBackend, stripeMode } from '@/config/env-rules'

describe('stripeMode', () => {
  const mode = (key: string | undefined) => {
    const raw = { VITE_STRIPE_PUBLISHABLE_KEY: key }
    return stripeMode(parseEnv(raw), raw)
  }
  it('tells a test key, a live key, no key and a malformed key apart', () => {
    expect(mode('pk_test_abc')).toBe('test')
    expect(mode('pk_live_abc')).toBe('live')
    expect(mode(undefined)).toBe('off')
    expect(mode('   ')).toBe('off')
    // A secret key pasted by mistake must never reach the page as if it were usable.
    expect(mode('sk_live_abc')).toBe('invalid')
  })
})

describe('resolveBackend', () => {
  it('uses Supabase when both keys are set, and never a silent demo in a production build', () => {
    const supabase = parseEnv({
      VITE_SUPABASE_URL: 'https://x.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'anon',
    })
    expect(resolveBackend(supabase, false)).toBe('supabase')
    expect(resolveBackend(parseEnv({}), false)).toBe('none')
    expect(resolveBackend(parseEnv({}), true)).toBe('embedded')
  })
})

describe('parseEnv', () => {
  it('keeps good settings, treats blank ones as unset and drops a malformed one without failing', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const env = parseEnv({
      VITE_SUPABASE_URL: 'not a url',
      VITE_SUPABASE_ANON_KEY: '  ',
      VITE_RSVP_BACKUP_URL: 'https://formspree.io/f/abc',
      VITE_DATA_BACKEND: 'mysql',
      VITE_EMAILJS_SERVICE_ID: 'service_1',
    })
    expect(env).toEqual({
      VITE_RSVP_BACKUP_URL: 'https://formspree.io/f/abc',
      VITE_EMAILJS_SERVICE_ID: 'service_1',
    })
    expect(report).toHaveBeenCalledWith(
      'Configuração inválida:',
      expect.stringMatching(/VITE_DATA_BACKEND.*VITE_SUPABASE_URL/),
    )
    expect(parseEnv({ VITE_RSVP_BACKUP_URL: 'javascript:alert(1)' })).toEqual({})
    report.mockRestore()
  })
})
