import { chromium } from '@playwright/test'
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
for (let round = 0; round < 3; round++) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await ctx.newPage()
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning')
      console.log('  console:', m.type(), m.text().slice(0, 160))
  })
  let t = Date.now()
  await page.goto('http://127.0.0.1:4400/dev')
  await page.getByRole('heading', { name: 'Acesso dos Noivos' }).waitFor({ timeout: 150000 })
  console.log('dev ready', Date.now() - t)
  await page.getByLabel('Usuário').fill('noivos')
  await page.getByLabel('Senha').fill('casamento2025')
  t = Date.now()
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.getByText('Bem-vindo(a), noivos!').waitFor({ timeout: 150000 })
  console.log('login', Date.now() - t)
  for (let i = 0; i < 3; i++) {
    t = Date.now()
    await page.goto('http://127.0.0.1:4400/#gallery')
    await page.getByText('Modo Administrador Ativo').waitFor({ timeout: 150000 })
    console.log('home admin', Date.now() - t)
    t = Date.now()
    await page.goto('http://127.0.0.1:4400/dev')
    await page.getByText('Bem-vindo(a), noivos!').waitFor({ timeout: 150000 })
    console.log('dev again', Date.now() - t)
  }
  await ctx.close()
}
await browser.close()
