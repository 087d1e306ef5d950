import type { ComponentType } from 'react'
import react from '@vitejs/plugin-react'
import { createServer, type Plugin, type ResolvedConfig } from 'vite'
import { COUPLE_NAMES, SITE_URL, VENUE, WEDDING_DATE_LABEL } from './src/config/wedding.ts'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const FONT_FACE = /@font-face\{[^}]*\}/g

/** One @font-face of the build's CSS, as the FontFace constructor takes it. */
type Face = [family: string, url: string, style: string, weight: string, range: string, now: 0 | 1]

/**
 * The @font-face rules of the built CSS, for the script below. The latin files (every pt-BR text)
 * load at once; the latin-ext ones only if a guest's name needs them, as @font-face would.
 */
export function fontFaces(css: string): Face[] {
  return (css.match(FONT_FACE) ?? []).map((rule) => {
    const get = (name: string) => new RegExp(`${name}:([^;}]+)`).exec(rule)?.[1]?.trim() ?? ''
    const url = /url\(([^)]+)\)/.exec(rule)?.[1]?.replace(/["']/g, '') ?? ''
    return [
      get('font-family').replace(/["']/g, ''),
      url,
      get('font-style') || 'normal',
      get('font-weight') || '400',
      get('unicode-range'),
      /-latin-ext-/.test(url) ? 0 : 1,
    ]
  })
}

/**
 * The build's index.html paints the prerendered page with the main stylesheet alone; the script
 * and the font faces are requested once that first frame is out. On a phone the couple's names and
 * the verse show at once in the fallback faces (the real ones swap in, font-display: swap), and
 * hydration never competes with the first paint. Measured with `npm run bench`
 * (docs/decisions/0007-prerendered-first-screen.md). A hidden tab never paints: it loads at once.
 */
function afterFirstPaint(script: string, fonts: string, faces: Face[]): string {
  // The faces join in one step, once all the latin files are here: each one swapping in on its
  // own redid the layout of the whole first screen, a long task every time on a phone (a
  // stylesheet of @font-face rules swaps each file as it lands). Without the FontFace API, or if
  // a face cannot be built, the stylesheet does it.
  const load = [
    'var d=document,s=d.createElement("script");',
    `s.type="module";s.crossOrigin="";s.src=${JSON.stringify(script)};d.head.appendChild(s);`,
    'function sheet(){var l=d.createElement("link");l.rel="stylesheet";',
    `l.href=${JSON.stringify(fonts)};d.head.appendChild(l)}`,
    'try{var set=d.fonts,all=[],now=[];if(!set)throw 0;',
    `${JSON.stringify(faces)}.forEach(function(x){var f=new FontFace(x[0],"url("+x[1]+") format(\\"woff2\\")",`,
    '{style:x[2],weight:x[3],unicodeRange:x[4],display:"swap"});all.push(f);',
    'if(x[5])now.push(f.load().catch(function(){}))});',
    'Promise.all(now).then(function(){all.forEach(function(f){set.add(f)})})}catch(e){sheet()}',
  ].join('')
  // "Out" means shown: the browser's first-contentful-paint entry says so (a first paint may be
  // the bare background). A frame callback alone runs before its frame is drawn, and a busy phone
  // takes a while to show it: the script was requested about 200 ms before the first paint in
  // Chromium, and competed with it. Where paint entries are not reported, the first frame
  // callback; if the entry never comes, a second and a half after it.
  return (
    `<script>(function(){var done=0;function go(){if(done)return;done=1;${load}}` +
    'var paint=0;try{paint=PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0}catch(e){}' +
    'if(document.visibilityState==="hidden")go();' +
    'else if(paint){new PerformanceObserver(function(l,o){' +
    'if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}})' +
    '.observe({type:"paint",buffered:true});requestAnimationFrame(function(){setTimeout(go,1500)})}' +
    'else requestAnimationFrame(function(){setTimeout(go)})})()</script>' +
    `<noscript><link rel="stylesheet" href="${fonts}"></noscript>`
  )
}

const VALUES: Record<string, string> = {
  COUPLE_NAMES,
  WEDDING_DATE_LABEL,
  VENUE_CITY: `${VENUE.city}, ${VENUE.state}`,
  SITE_URL,
}

/**
 * index.html takes the couple's facts from src/config/wedding.ts (%COUPLE_NAMES% and friends), so
 * the title and the link preview (Open Graph) change with that one file.
 */
/**
 * Renders the whole app at '/' (src/app/app.tsx) to HTML with the build's own mode and env,
 * through a throw-away Vite SSR loader. renderToString, not static markup: the browser hydrates
 * it (src/main.tsx), so it must be React's own output, Suspense markers included.
 */
async function renderHomePage(config: ResolvedConfig): Promise<string> {
  const server = await createServer({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'silent',
    plugins: [react()],
    resolve: { alias: config.resolve.alias },
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const { renderToString } = await import('react-dom/server')
    const { createElement } = await import('react')
    const { App } = (await server.ssrLoadModule('/src/app/app.tsx')) as { App: ComponentType }
    return renderToString(createElement(App))
  } finally {
    await server.close()
  }
}

// Other routes (/success, /cancel, /dev) share index.html: they drop the shell before it paints.
// On '/', a tap on the menu button or a section link before the script has run is remembered,
// and the navigation answers it once it is live (src/features/navigation/pre-hydration-taps.ts):
// the menu opens, or the chosen section takes the focus. The section links are real links: the
// page lands on their #hash once it has the section.
const SHELL_GUARD =
  "<script>if(location.pathname.replace(/\\/+$/,'').replace(/^\\/index\\.html$/,'')!=='')document.getElementById('root').textContent='';" +
  'else document.addEventListener("click",function(e){var t=e.target,a;' +
  'if(window.weddingNavLive||!t||!t.closest)return;' +
  'if(t.closest("[data-nav-menu-button]"))window.weddingMenuTap=1;' +
  'a=t.closest("[data-nav-section]");if(a)window.weddingSectionTap=a.getAttribute("data-nav-section")},true)</script>'

export function weddingHtml(): Plugin[] {
  let config: ResolvedConfig | undefined
  return [
    {
      name: 'wedding-html',
      transformIndexHtml: {
        order: 'pre',
        handler: (html) =>
          html.replace(
            /%(COUPLE_NAMES|WEDDING_DATE_LABEL|VENUE_CITY|SITE_URL)%/g,
            (_, key: string) => escapeHtml(VALUES[key] ?? ''),
          ),
      },
    },
    {
      // The main page as HTML, so its first screen paints before the script and is then hydrated.
      name: 'wedding-html-prerender-hero',
      apply: 'build',
      configResolved(resolved) {
        config = resolved
      },
      transformIndexHtml: {
        order: 'pre',
        async handler(html) {
          if (!config) return html
          const page = await renderHomePage(config)
          return html.replace('<div id="root"></div>', `<div id="root">${page}</div>${SHELL_GUARD}`)
        },
      },
    },
    {
      // After Vite has written index.html and the CSS: see afterFirstPaint.
      name: 'wedding-html-after-first-paint',
      apply: 'build',
      enforce: 'post',
      generateBundle(_options, bundle) {
        const page = bundle['index.html']
        if (page?.type !== 'asset') return
        let html = String(page.source)
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)
        const cssFile = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/.exec(html)?.[1]
        const css = cssFile ? bundle[cssFile] : undefined
        if (!entry?.[1] || css?.type !== 'asset') {
          this.error('wedding-html: entry script or stylesheet not found in index.html')
        }
        const source = String(css.source)
        css.source = source.replace(FONT_FACE, '')
        const fonts = this.getFileName(
          this.emitFile({
            type: 'asset',
            name: 'fonts.css',
            source: (source.match(FONT_FACE) ?? []).join(''),
          }),
        )
        html = html.replace(entry[0], afterFirstPaint(entry[1], `/${fonts}`, fontFaces(source)))
        page.source = html
      },
    },
  ]
}
