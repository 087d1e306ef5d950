// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readJson, readText, removeStored, writeJson, writeText } from '@/lib/device-storage'

const isPair = (value: unknown): value is { a: number } =>
  typeof value === 'object' && value !== null && typeof (value as { a?: unknown }).a === 'number'

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
  sessionStorage.clear()
})

describe('what the site keeps on the device', () => {
  it('reads back what it wrote, in the area it wrote it to', () => {
    writeJson('k', { a: 1 })
    writeText('t', 'aba', 'session')
    expect(readJson('k', isPair)).toEqual({ a: 1 })
    expect(readText('t', 'session')).toBe('aba')
    expect(readText('t')).toBeNull()
    removeStored('t', 'session')
    expect(readText('t', 'session')).toBeNull()
  })

  it('reads a value of another shape, or not JSON, as none and removes it', () => {
    localStorage.setItem('k', JSON.stringify({ a: 'um' }))
    expect(readJson('k', isPair)).toBeNull()
    expect(localStorage.getItem('k')).toBeNull()
    localStorage.setItem('k', '{não é json')
    expect(readJson('k', isPair)).toBeNull()
    expect(localStorage.getItem('k')).toBeNull()
  })

  it('keeps nothing and never throws where the browser refuses storage', () => {
    const refuse = () => {
      throw new DOMException('refused', 'SecurityError')
    }
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse)
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse)
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse)
    expect(() => writeJson('k', { a: 1 })).not.toThrow()
    expect(readJson('k', isPair)).toBeNull()
    expect(readText('k', 'session')).toBeNull()
    expect(() => removeStored('k')).not.toThrow()
  })
})
