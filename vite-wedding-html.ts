import type { ComponentType } from 'react'
import react from '@vitejs/plugin-react'
import { createServer, type Plugin, type ResolvedConfig } from 'vite'
import { COUPLE_NAMES, SITE_URL, VENUE, WEDDING_DATE_LABEL } from './src/config/wedding.ts'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const PRELOAD_FONTS = [
  /great-vibes-latin-400-normal[^/]*\.woff2$/,
  /cormorant-garamond-latin-500-italic[^/]*\.woff2$/,
]

const VALUES: Record<string, string> = {
  COUPLE_NAMES,
  WEDDING_DATE_LABEL,
  VENUE_CITY: `${VENUE.city}, ${VENUE.state}`,
  SITE_URL,
}

/**
 * index.html takes the couple's facts from src/config/wedding.ts (%COUPLE_NAMES% and friends), so
 * the title and the link preview (Open Graph) change with that one file. In the build it also
 * preloads the two faces of the hero's text.
 */
/**
 * Renders src/app/routes/home-shell.tsx (bar + hero) to static HTML with the build's own mode and
 * env, through a throw-away Vite SSR loader.
 */
async function renderHomeShell(config: ResolvedConfig): Promise<string> {
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
    const { renderToStaticMarkup } = await import('react-dom/server')
    const { createElement } = await import('react')
    const { HomeShell } = (await server.ssrLoadModule('/src/app/routes/home-shell.tsx')) as {
      HomeShell: ComponentType
    }
    return renderToStaticMarkup(createElement(HomeShell))
  } finally {
    await server.close()
  }
}

// Other routes (/success, /cancel, /dev) share index.html: they drop the shell before it paints.
const SHELL_GUARD =
  "<script>if(location.pathname.replace(/\\/+$/,'')!=='')document.getElementById('root').textContent=''</script>"

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
      // The main page's first screen as plain HTML, so it paints without waiting for the script.
      name: 'wedding-html-prerender-hero',
      apply: 'build',
      configResolved(resolved) {
        config = resolved
      },
      transformIndexHtml: {
        order: 'pre',
        async handler(html) {
          if (!config) return html
          const shell = await renderHomeShell(config)
          // inert: nothing in the picture answers clicks or shows to assistive technology
          // until React replaces it with the live page (a tap is never silently lost).
          return html.replace(
            '<div id="root"></div>',
            `<div id="root"><div inert style="display:contents">${shell}</div></div>${SHELL_GUARD}`,
          )
        },
      },
    },
    {
      // Runs after bundling, when the font's hashed file name is known.
      name: 'wedding-html-font-preload',
      transformIndexHtml: {
        order: 'post',
        handler(_html, ctx) {
          // The hero's names (script) and verse (italic serif) are its largest paints (LCP).
          return Object.keys(ctx.bundle ?? {})
            .filter((file) => PRELOAD_FONTS.some((re) => re.test(file)))
            .map((file) => ({
              tag: 'link',
              attrs: {
                rel: 'preload',
                href: `/${file}`,
                as: 'font',
                type: 'font/woff2',
                crossorigin: '',
              },
              injectTo: 'head' as const,
            }))
        },
      },
    },
  ]
}
