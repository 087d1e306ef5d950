import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RSVP } from '@/config/copy/rsvp'
import { COUPLE_EMAIL, VENUE, VENUE_MAP_URL, WEDDING_TIME_LABEL } from '@/config/wedding'
import type { RsvpInput } from '@/data/types'
import { buildRsvpEmailParams, sendRsvpEmail } from '@/features/rsvp/send-rsvp-email'

const CONFIG = {
  publicKey: 'pk-test',
  serviceId: 'service_test',
  templateSim: 'template_sim',
  templateNao: 'template_nao',
}

const ANA: RsvpInput = {
  nomeCompleto: 'Ana Souza',
  vaiAoEvento: 'sim',
  email: 'ana@exemplo.com',
  telefone: '(34) 99999-0000',
}

describe('buildRsvpEmailParams (docs/product.md §7)', () => {
  it('carries the guest, the answer and the event details', () => {
    const params = buildRsvpEmailParams({ ...ANA, observacoes: 'Sem glúten' })
    expect(params).toMatchObject({
      user_email: 'ana@exemplo.com',
      user_name: 'Ana Souza',
      reply_to: COUPLE_EMAIL,
      guest_name: 'Ana Souza',
      guest_email: 'ana@exemplo.com',
      guest_phone: '(34) 99999-0000',
      will_attend: 'Sim',
      observations: 'Sem glúten',
      event_time: WEDDING_TIME_LABEL,
      event_venue: VENUE.name,
      event_map_link: VENUE_MAP_URL,
    })
    expect(params.event_date).toContain('01 de Novembro, 2025')
    expect(params.event_address).toContain(VENUE.city)
    expect(params.contact_info).toMatch(/\(34\) 9/)
  })

  it("says 'Não' and defaults the observations", () => {
    const params = buildRsvpEmailParams({ ...ANA, vaiAoEvento: 'nao', observacoes: '   ' })
    expect(params.will_attend).toBe('Não')
    expect(params.observations).toBe(RSVP.noObservations)
    expect(params.observations).toBe('Nenhuma observação')
  })
})

describe('sendRsvpEmail', () => {
  const fetchMock = vi.fn<typeof fetch>()

  beforeEach(() => {
    localStorage.clear()
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it("posts the 'sim' template with the product’s params and reports sent on 200", async () => {
    fetchMock.mockResolvedValue(new Response('OK', { status: 200 }))
    await expect(sendRsvpEmail(ANA, CONFIG)).resolves.toBe('sent')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(String(url)).toBe('https://api.emailjs.com/api/v1.0/email/send')
    const body = JSON.parse(String(init?.body))
    expect(body).toMatchObject({
      user_id: 'pk-test',
      service_id: 'service_test',
      template_id: 'template_sim',
      template_params: { guest_name: 'Ana Souza', will_attend: 'Sim' },
    })
  })

  it("uses the 'nao' template for a 'nao' answer", async () => {
    fetchMock.mockResolvedValue(new Response('OK', { status: 200 }))
    await sendRsvpEmail({ ...ANA, vaiAoEvento: 'nao' }, CONFIG)
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))
    expect(body.template_id).toBe('template_nao')
    expect(body.template_params.will_attend).toBe('Não')
  })

  it('reports failed on an EmailJS error and on a network error, never throwing', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Server error', { status: 500 }))
    await expect(sendRsvpEmail(ANA, CONFIG)).resolves.toBe('failed')
    localStorage.clear()
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(sendRsvpEmail(ANA, CONFIG)).resolves.toBe('failed')
  })

  it('throttles a second email within 10 s (limitRate passed per send)', async () => {
    fetchMock.mockResolvedValue(new Response('OK', { status: 200 }))
    await expect(sendRsvpEmail(ANA, CONFIG)).resolves.toBe('sent')
    await expect(sendRsvpEmail(ANA, CONFIG)).resolves.toBe('failed')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('counts EmailJS not configured as failed without calling the network', async () => {
    await expect(sendRsvpEmail(ANA, { ...CONFIG, publicKey: undefined })).resolves.toBe('failed')
    await expect(sendRsvpEmail(ANA, { ...CONFIG, templateSim: undefined })).resolves.toBe('failed')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
