import { chromium } from 'playwright'
import { spawn } from 'node:child_process'
const dir = process.argv[2] ?? 'dist-e2e-lead'
const port = +(process.argv[3] ?? 4399)
const runs = +(process.argv[4] ?? 5)
const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--outDir', dir, '--port', String(port), '--strictPort', '--mode', 'e2e'], { stdio: 'ignore' })
await new Promise((r) => setTimeout(r, 2500))
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
const out = []
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, locale: 'pt-BR' })
  const page = await context.newPage()
  const t0 = Date.now()
  const marks = {}
  page.on('request', (req) => { if (/gift-grid/.test(req.url())) marks.gridReq = Date.now() - t0; if (req.url().endsWith('.tar.gz')) marks.snapReq = Date.now() - t0 })
  page.on('requestfinished', (req) => {
    const u = req.url()
    if (u.endsWith('.tar.gz')) marks.snapshot = Date.now() - t0
    if (/gift-grid/.test(u)) marks.grid = Date.now() - t0
    if (/\.wasm$/.test(u)) marks.wasm = Date.now() - t0
  })
  await page.goto(`http://localhost:${port}/`, { waitUntil: 'load' })
  marks.load = Date.now() - t0
  const gifts = page.locator('#gifts')
  await gifts.waitFor({ state: 'attached', timeout: 30_000 })
  const started = Date.now()
  marks.scroll = started - t0
  await gifts.scrollIntoViewIfNeeded()
  await page.locator('#gifts li[aria-labelledby^="gift-"]').first().waitFor({ state: 'visible', timeout: 60_000 })
  marks.card = Date.now() - t0
  out.push({ firstGift: Date.now() - started, ...marks })
  await context.close()
}
console.log(out)
const s = out.map((o) => o.firstGift).sort((a, b) => a - b)
console.log('median', s[Math.floor(s.length / 2)])
await browser.close()
server.kill()
