import { describe, expect, it } from 'vitest'
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
