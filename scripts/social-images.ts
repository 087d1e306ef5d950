/**
 * Draws the link-preview image (public/og-image.png, 1200x630), the home-screen icons
 * (public/apple-touch-icon.png, 180x180; public/icons/, the installed app's) and public/favicon.svg from src/config/wedding.ts, in
 * Debian's headless Chromium. Run it again after changing the names or the date:
 *
 *   npm run social-images
 */
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { COUPLE, VENUE, WEDDING_DATE_LABEL } from '../src/config/wedding.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const font = async (pkg: string, file: string) =>
  (await readFile(`${root}node_modules/@fontsource/${pkg}/files/${file}`)).toString('base64')

const SPRIG = `
<svg viewBox="0 0 200 280" fill="none" stroke-linecap="round" xmlns="http://www.w3.org/2000/svg">
  <path d="M104 0C98 70 112 150 96 280" stroke="#7F9670" stroke-width="1.6"/>
  ${[
    [92, 40, 15, -20],
    [122, 62, 13, 30],
    [84, 92, 17, -35],
    [128, 118, 15, 25],
    [80, 150, 16, -30],
    [124, 178, 14, 35],
    [86, 210, 13, -25],
    [116, 236, 11, 30],
  ]
    .map(
      ([cx, cy, r, rot]) =>
        `<g transform="rotate(${rot} ${cx} ${cy})"><ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${(r ?? 0) * 0.82}" fill="#CDD8C3" fill-opacity="0.55" stroke="#7F9670" stroke-width="1.3"/></g>`,
    )
    .join('')}
</svg>`

const HILLS = `
<svg viewBox="0 0 1440 360" preserveAspectRatio="xMidYMax slice" xmlns="http://www.w3.org/2000/svg">
  <defs><radialGradient id="s" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#FBE7BE"/><stop offset=".45" stop-color="#F6DCA8" stop-opacity=".75"/><stop offset="1" stop-color="#F6DCA8" stop-opacity="0"/></radialGradient></defs>
  <circle cx="960" cy="190" r="150" fill="url(#s)"/><circle cx="960" cy="196" r="46" fill="#F8E2B6"/>
  <path d="M0 206C150 168 300 150 470 176S780 206 930 178 1240 130 1440 168V360H0Z" fill="#D5DDCB"/>
  <path d="M0 246C180 214 360 206 560 228S900 256 1100 224 1330 206 1440 220V360H0Z" fill="#B2C2A3"/>
  <g fill="#7F9670"><ellipse cx="236" cy="196" rx="9" ry="24"/><ellipse cx="254" cy="204" rx="7" ry="18"/><ellipse cx="1150" cy="192" rx="10" ry="27"/><ellipse cx="1170" cy="200" rx="8" ry="20"/></g>
  <path d="M640 212h70v22h-70Z" fill="#FBF8F3"/><path d="M632 214l42-22 44 22Z" fill="#B58D6A"/><path d="M668 220h9v14h-9Z" fill="#66795A"/>
  <path d="M0 292C220 256 460 262 700 284S1110 272 1300 258 1440 262 1440 262V360H0Z" fill="#8BA07A"/>
  <path d="M0 326C260 300 560 306 860 322S1260 304 1440 312V360H0Z" fill="#66795A" opacity=".55"/>
</svg>`

async function main() {
  const [vibes, cormorant, inter] = await Promise.all([
    font('great-vibes', 'great-vibes-latin-400-normal.woff2'),
    font('cormorant-garamond', 'cormorant-garamond-latin-600-normal.woff2'),
    font('inter', 'inter-latin-500-normal.woff2'),
  ])
  const fonts = `
    @font-face { font-family: 'Great Vibes'; src: url(data:font/woff2;base64,${vibes}) format('woff2'); }
    @font-face { font-family: 'Cormorant Garamond'; font-weight: 600; src: url(data:font/woff2;base64,${cormorant}) format('woff2'); }
    @font-face { font-family: 'Inter'; font-weight: 500; src: url(data:font/woff2;base64,${inter}) format('woff2'); }
    * { margin: 0; box-sizing: border-box; }`

  const og = `<!doctype html><html><head><style>${fonts}
    body { width: 1200px; height: 630px; overflow: hidden; position: relative;
      background: linear-gradient(180deg, #FBF8F3 0%, #F8F0E2 50%, #F4E4C8 100%); text-align: center; }
    .sprig { position: absolute; top: -30px; width: 190px; opacity: .85; }
    .l { left: -10px; transform: rotate(-28deg); } .r { right: -10px; transform: scaleX(-1) rotate(-28deg); }
    .hills { position: absolute; left: 0; right: 0; bottom: 0; height: 190px; }
    .hills svg { width: 100%; height: 100%; display: block; overflow: visible; }
    .eyebrow { margin-top: 96px; font: 500 22px Inter; letter-spacing: .35em; text-transform: uppercase; color: #4F5E46; }
    .names { margin-top: 34px; font: 132px/1 'Great Vibes'; color: #3A4534; }
    .names span { color: #66795A; font-size: .7em; padding: 0 24px; }
    .rule { margin: 26px auto 0; width: 220px; height: 1px; background: #C2A878; }
    .date { margin-top: 22px; font: 600 34px 'Cormorant Garamond'; letter-spacing: .28em; text-transform: uppercase; color: #3A4534; font-variant-numeric: lining-nums; }
    .venue { margin-top: 12px; font: 500 22px Inter; color: #4F5E46; }
  </style></head><body>
    <div class="sprig l">${SPRIG}</div><div class="sprig r">${SPRIG}</div>
    <p class="eyebrow">Vamos nos casar</p>
    <p class="names">${COUPLE.first}<span>&amp;</span>${COUPLE.second}</p>
    <div class="rule"></div>
    <p class="date">${WEDDING_DATE_LABEL}</p>
    <p class="venue">${VENUE.name} · ${VENUE.city}, ${VENUE.state}</p>
    <div class="hills">${HILLS}</div>
  </body></html>`

  const initials = `${COUPLE.first[0] ?? ''}${COUPLE.second[0] ?? ''}`
  // The initials on sage, `size` pixels square. A maskable icon (the installed app's, which the
  // phone crops to its own shape) keeps them inside the central circle of 80% it never crops.
  const icon = (size: number, maskable = false) => {
    const scale = (size / 180) * (maskable ? 0.8 : 1)
    return `<!doctype html><html><head><style>${fonts}
    body { width: ${size}px; height: ${size}px; display: grid; place-items: center; background: #4F5E46; }
    p { font: ${50 * scale}px/1 'Great Vibes'; color: #FBF8F3; margin-top: ${6 * scale}px; white-space: nowrap; }
    p span { font-size: .6em; color: #E6D6B4; padding: 0 ${2 * scale}px; }
  </style></head><body><p>${initials[0]}<span>&amp;</span>${initials[1]}</p></body></html>`
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
  await page.setContent(og)
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({ path: `${root}public/og-image.png` })
  // The home-screen icon of iOS, and the installed app's icons (the web app manifest, build/pwa.ts).
  const icons: [string, number, boolean][] = [
    ['apple-touch-icon.png', 180, false],
    ['icons/icon-192.png', 192, false],
    ['icons/icon-512.png', 512, false],
    ['icons/icon-maskable-192.png', 192, true],
    ['icons/icon-maskable-512.png', 512, true],
  ]
  for (const [file, size, maskable] of icons) {
    await page.setViewportSize({ width: size, height: size })
    await page.setContent(icon(size, maskable))
    await page.evaluate(() => document.fonts.ready)
    await page.screenshot({ path: `${root}public/${file}` })
  }
  await browser.close()

  // The tab icon: a eucalyptus sprig on a sage disc (no text: tab icons cannot load web fonts).
  const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <circle cx="32" cy="32" r="32" fill="#4F5E46"/>
  <g fill="none" stroke="#FBF8F3" stroke-width="2.2" stroke-linecap="round">
    <path d="M33 10c-3 16 3 30-3 44"/>
  </g>
  <g fill="#CDD8C3" stroke="#FBF8F3" stroke-width="1.6">
    <ellipse cx="26" cy="18" rx="5.5" ry="4.5" transform="rotate(-25 26 18)"/>
    <ellipse cx="39" cy="24" rx="5.5" ry="4.5" transform="rotate(25 39 24)"/>
    <ellipse cx="25" cy="32" rx="6" ry="5" transform="rotate(-30 25 32)"/>
    <ellipse cx="39" cy="39" rx="5.5" ry="4.5" transform="rotate(30 39 39)"/>
    <ellipse cx="26" cy="46" rx="5" ry="4" transform="rotate(-25 26 46)"/>
  </g>
  <circle cx="32" cy="32" r="29" fill="none" stroke="#C2A878" stroke-width="1.2"/>
</svg>
`
  await writeFile(`${root}public/favicon.svg`, favicon)
  console.info('public/og-image.png, the icons and public/favicon.svg written')
}

await main()
