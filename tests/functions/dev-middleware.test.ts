import { readdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
// The SDK's default export: its CommonJS build has no named 'Stripe' export.
import StripeClient from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_FUNCTIONS, functionsMiddleware } from '../../build/functions-dev-middleware'
import { handleStripeWebhook } from '../../netlify/functions/_lib/webhook'
import { memoryRecorder, silentLog } from './helpers'

const SECRET = 'whsec_dev'
const stripe = new StripeClient('sk_test_unused')
const recorder = memoryRecorder()
const seen: string[] = []

let server: Server
let base: string

beforeAll(async () => {
  const middleware = functionsMiddleware(async (name) => {
    seen.push(name)
    if (name === 'stripe-webhook') {
      return (req) =>
        handleStripeWebhook(req, { stripe, webhookSecret: SECRET, recorder, log: silentLog })
    }
    return async (req) =>
      Response.json({ method: req.method, url: req.url, body: await req.text() }, { status: 201 })
  })
  server = createServer((req, res) => {
    void middleware(req, res, () => {
      res.statusCode = 404
      res.end('next')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('Vite dev middleware for the functions', () => {
  it('passes method, URL and body to the handler and sends its Response back', async () => {
    const res = await fetch(`${base}/.netlify/functions/create-checkout-session?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"giftId":"contribution"}',
    })
    expect(res.status).toBe(201)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(await res.json()).toEqual({
      method: 'POST',
      url: `${base}/.netlify/functions/create-checkout-session?x=1`,
      body: '{"giftId":"contribution"}',
    })
  })

  it('keeps the raw body byte for byte, so a webhook signature verifies', async () => {
    const payload = JSON.stringify(
      { id: 'evt_1', object: 'event', type: 'ping', data: { object: { id: 'x' } } },
      null,
      2,
    )
    const signature = await stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: SECRET,
    })
    const res = await fetch(`${base}/.netlify/functions/stripe-webhook`, {
      method: 'POST',
      headers: { 'stripe-signature': signature },
      body: payload,
    })
    expect(res.status).toBe(200)
  })

  it('serves every function Netlify deploys, cancel-checkout too, at its own path', async () => {
    seen.length = 0
    const res = await fetch(`${base}/.netlify/functions/cancel-checkout`, {
      method: 'POST',
      body: '{"id":"cs_test_1"}',
    })
    expect(res.status).toBe(201)
    expect(seen).toEqual(['cancel-checkout'])
    const deployed = readdirSync(new URL('../../netlify/functions/', import.meta.url))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => f.replace(/\.ts$/, ''))
    expect([...DEV_FUNCTIONS].sort()).toEqual(deployed.sort())
  })

  it('leaves other paths and unknown functions to Vite', async () => {
    seen.length = 0
    expect((await fetch(`${base}/success`)).status).toBe(404)
    expect((await fetch(`${base}/.netlify/functions/unknown`)).status).toBe(404)
    expect(seen).toEqual([])
  })
})
