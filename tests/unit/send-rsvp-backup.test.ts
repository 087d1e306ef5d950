import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sendRsvpBackup } from '@/features/rsvp/send-rsvp-backup'

const ANSWER = {
  nomeCompleto: 'Joana D’Arc Silva',
  vaiAoEvento: 'sim' as const,
  email: 'joana@example.com',
  telefone: '(34) 99999-0000',
  observacoes: 'Vou com meu filho',
}
const URL = 'https://formspree.io/f/abcdwxyz'

describe('sendRsvpBackup (docs/product.md §7 RSVP backup)', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const log = vi.spyOn(console, 'error').mockImplementation(() => {})
  beforeEach(() => {
    fetchMock.mockReset()
    log.mockClear()
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('does nothing when no backup address is configured', async () => {
    await sendRsvpBackup(ANSWER, undefined)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('posts the whole form as JSON', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 200 }))
    await sendRsvpBackup(ANSWER, URL)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe(URL)
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json')
    expect(JSON.parse(String(init?.body))).toEqual(ANSWER)
    expect(log).not.toHaveBeenCalled()
  })

  it('sends an empty observation when the guest left none', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }))
    await sendRsvpBackup({ ...ANSWER, observacoes: undefined }, URL)
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      observacoes: '',
    })
  })

  it('only logs a refused or failed copy (docs/product.md §8), never throws', async () => {
    fetchMock.mockResolvedValueOnce(new Response('nope', { status: 422 }))
    await expect(sendRsvpBackup(ANSWER, URL)).resolves.toBeUndefined()
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('HTTP 422'))
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(sendRsvpBackup(ANSWER, URL)).resolves.toBeUndefined()
    expect(log).toHaveBeenCalledTimes(2)
  })
})
