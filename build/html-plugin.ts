import { join } from 'node:path'
import type { ComponentType } from 'react'
import react from '@vitejs/plugin-react'
import { build, createServer, type Plugin, type ResolvedConfig, type Rolldown } from 'vite'
import type * as InlineScript from '../src/boot/inline-script.ts'
import type { PageAssets, Preloads } from '../src/boot/inline-script.ts'
import { COUPLE_NAMES, SITE_URL, VENUE, WEDDING_DATE_LABEL } from '../src/config/wedding.ts'
import type * as WeddingClock from '../src/lib/wedding-clock.ts'
import { FONT_FACE, fontFaces } from './font-faces.ts'
import { heroPhoto, heroPhotoPreloads } from './hero-photo-plugin.ts'

// Build side of the boot (src/boot/README.md): index.html gets the prerendered '/' and its inline
// scripts, whose source is the browser's own (src/boot/inline-script.ts).

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const VALUES: Record<string, string> = {
  COUPLE_NAMES,
  WEDDING_DATE_LABEL,
  VENUE_CITY: `${VENUE.city}, ${VENUE.state}`,
  SITE_URL,
}

/** Where the prerender leaves room for the inline script: right after #root. */
const BOOT_MARK = '<!--boot-->'

const SRC = join(import.meta.dirname, '..', 'src')
const INLINE_SCRIPT = join(SRC, 'boot', 'inline-script.ts')

type InlineScripts = typeof InlineScript

/**
 * One call of src/boot/inline-script.ts, with the build's asset names, bundled and minified as a
 * classic script.
 */
async function compile<K extends keyof InlineScripts>(
  name: K,
  arg: Parameters<InlineScripts[K]>[0],
): Promise<string> {
  const entry = '\0boot-inline-entry'
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    resolve: { alias: { '@': SRC } },
    plugins: [
      {
        name: 'boot-inline-entry',
        resolveId: (id) => (id === entry ? entry : undefined),
        load: (id) =>
          id === entry
            ? `import { ${name} } from ${JSON.stringify(INLINE_SCRIPT)}\n${name}(${JSON.stringify(arg)})`
            : undefined,
      },
    ],
    build: {
      write: false,
      minify: true,
      // Older syntax than the app's: on a browser too old for the app, '/' keeps its prerendered
      // page and the other routes are still emptied.
      target: 'es2015',
      modulePreload: false,
      rolldownOptions: { input: entry, output: { format: 'iife' } },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const code = outputs
    .flatMap((o) => o.output)
    .find((o) => o.type === 'chunk')
    ?.code.trim()
  if (!code || /<\/script/i.test(code)) throw new Error(`boot: inline script ${name} not built`)
  return code
}

/**
 * The texts of index.html's inline scripts (src/boot/inline-script.ts). Every inline script of the page is
 * made here, so a Content-Security-Policy can list their hashes from this one place. `routes`: the
 * chunks of a route's own screen (ROUTE_SCREENS).
 */
export async function inlineScripts(
  assets: PageAssets,
  routes: Preloads['routes'] = {},
): Promise<{ head: string; body: string }> {
  return {
    head: await compile('startHead', { script: assets.script, routes }),
    body: await compile('bootPage', assets),
  }
}

/**
 * Routes whose screen is its own chunk (src/app/app.tsx), by the module that starts it: off '/',
 * the <head> script fetches that chunk and its imports with the app, not after it has run.
 */
const ROUTE_SCREENS: Record<string, string> = { '/dev': '/src/app/routes/admin.tsx' }

/** The files of each ROUTE_SCREENS chunk and of its static imports, as the page asks for them. */
function routeChunks(bundle: Rolldown.OutputBundle, entry: string): Preloads['routes'] {
  const routes: Preloads['routes'] = {}
  for (const [path, module] of Object.entries(ROUTE_SCREENS)) {
    const chunk = Object.values(bundle).find(
      (file) => file.type === 'chunk' && file.facadeModuleId?.endsWith(module),
    )
    if (chunk?.type !== 'chunk') throw new Error(`wedding-html: no chunk starts at ${module}`)
    routes[path] = [chunk.fileName, ...chunk.imports]
      .map((file) => `/${file}`)
      .filter((file) => file !== entry)
  }
  return routes
}

/**
 * Renders the whole app at '/' (src/app/app.tsx) to HTML with the build's own mode and env,
 * through a throw-away Vite SSR loader. renderToString, not static markup: the browser hydrates
 * it (src/boot/mount.ts), so it must be React's own output, Suspense markers included.
 */
async function renderHomePage(config: ResolvedConfig): Promise<{ page: string; phase: string }> {
  const server = await createServer({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'silent',
    plugins: [react(), heroPhoto()],
    define: config.define,
    resolve: { alias: config.resolve.alias },
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const { renderToString } = await import('react-dom/server')
    const { createElement } = await import('react')
    const { App } = (await server.ssrLoadModule('/src/app/app.tsx')) as { App: ComponentType }
    const clock = (await server.ssrLoadModule('/src/lib/wedding-clock.ts')) as typeof WeddingClock
    return { page: renderToString(createElement(App)), phase: clock.weddingPhase(new Date()) }
  } finally {
    await server.close()
  }
}

export function weddingHtml(): Plugin[] {
  let config: ResolvedConfig | undefined
  return [
    {
      // index.html takes the couple's facts from src/config/wedding.ts (%COUPLE_NAMES% and
      // friends), so the title and the link preview (Open Graph) change with that one file.
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
      name: 'wedding-html-prerender-home',
      apply: 'build',
      configResolved(resolved) {
        config = resolved
      },
      transformIndexHtml: {
        order: 'pre',
        async handler(html) {
          if (!config) return html
          const { page, phase } = await renderHomePage(config)
          return {
            // The build's phase, for a visitor without scripts; the <head> script sets the visitor's.
            html: html
              .replace('<html lang="pt-BR">', `<html lang="pt-BR" data-wedding-phase="${phase}">`)
              .replace('<div id="root"></div>', `<div id="root">${page}</div>${BOOT_MARK}`),
            // The hero photo, when the page shows one, is its largest paint: asked for first.
            tags: heroPhotoPreloads(page),
          }
        },
      },
    },
    {
      // Once Vite has written index.html and the CSS: the entry script tag and the @font-face
      // rules give way to the inline scripts (src/boot/inline-script.ts), which request them themselves.
      name: 'wedding-html-inline-boot',
      apply: 'build',
      enforce: 'post',
      async generateBundle(_options, bundle) {
        const page = bundle['index.html']
        if (page?.type !== 'asset') return
        const html = String(page.source)
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)
        const cssFile = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/.exec(html)?.[1]
        const css = cssFile ? bundle[cssFile] : undefined
        if (!entry?.[1] || css?.type !== 'asset' || !html.includes(BOOT_MARK)) {
          this.error('wedding-html: entry script, stylesheet or boot mark not found in index.html')
        }
        const source = String(css.source)
        css.source = source.replace(FONT_FACE, '')
        const fonts = `/${this.getFileName(
          this.emitFile({
            type: 'asset',
            name: 'fonts.css',
            source: (source.match(FONT_FACE) ?? []).join(''),
          }),
        )}`
        const scripts = await inlineScripts(
          { script: entry[1], fonts, faces: fontFaces(source) },
          routeChunks(bundle, entry[1]),
        )
        page.source = html
          .replace(
            entry[0],
            `<script>${scripts.head}</script><noscript><link rel="stylesheet" href="${fonts}"></noscript>`,
          )
          .replace(BOOT_MARK, `<script>${scripts.body}</script>`)
      },
    },
  ]
}
