import { loadEnv, type Plugin, type ResolvedConfig, type Rolldown } from 'vite'
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa'
import { APP_NAMES } from '../src/config/copy/offline.ts'
import { COUPLE, COUPLE_NAMES, WEDDING_DATE_LABEL } from '../src/config/wedding.ts'
import { PHOTO_SYNC_FILES, photoSyncScript } from './photo-sync.ts'
import { servicesOf } from './security-headers.ts'

/**
 * The site as an installable app that opens without signal once a guest has visited it
 * (docs/decisions/0021-offline-at-the-farm.md): the web app manifest and a Workbox service worker
 * (vite-plugin-pwa, generateSW) that precaches the build's guest files. src/features/offline
 * registers it after the page has loaded and offers each new deploy with a button.
 */

/** Where the build writes the worker; src/features/offline/service-worker.ts registers it. */
export const SERVICE_WORKER_FILE = 'sw.js'
/** The web app manifest; src/features/offline/service-worker.ts links it when it registers. */
export const MANIFEST_FILE = 'manifest.webmanifest'

/**
 * The hero photo's copies (build/hero-photo-plugin.ts names them `/assets/hero-*.avif|webp`),
 * cached as a screen shows them (docs/decisions/0021-offline-at-the-farm.md).
 */
const HERO_PHOTO_FILES = /\/assets\/hero-[\w-]+\.(?:avif|webp)$/
/**
 * Their cache. On a first visit the photo came before the worker did: the page asks for its copy
 * once more when the worker takes it (src/features/offline/service-worker.ts).
 */
const HERO_PHOTO_CACHE = 'foto-do-topo'

/**
 * The cache of the panel's code on a phone that opened /dev (never precached; kept as /dev loads
 * it, so the Portaria opens again without signal).
 */
const PANEL_CACHE = 'painel'

/** The couple's panel: its page and what it alone loads are never precached. */
const ADMIN_ROUTE_MODULE = '/src/app/routes/admin.tsx'
/** The backend a build does not use (src/data/create.ts imports both): never precached. */
const OTHER_BACKEND = {
  embedded: '/src/data/supabase/supabase.ts',
  supabase: '/src/data/embedded/embedded.ts',
} as const

/**
 * The browser's bar above the page (index.html's `<meta name="theme-color">`) and the installed
 * app's status bar and title bar (the manifest): ivory, the colour of the page and of its fixed
 * navigation bar right under it, so the bar reads as part of the page. The icon keeps its sage
 * disc; ivory is also the splash screen behind it. tests/unit/offline-app.test.ts keeps
 * index.html's value equal to this one.
 */
const IVORY = '#FBF8F3'
export const THEME_COLOR = IVORY

/**
 * The chunks only `cut` modules load (the couple's panel, the backend the build does not use, and
 * what they alone import): never precached, so a guest's phone never stores the panel's code nor
 * downloads code it cannot run.
 */
function chunksOnlyBehind(bundle: Rolldown.OutputBundle, cut: readonly string[]): Set<string> {
  const chunks = new Map<string, Rolldown.OutputChunk>()
  for (const file of Object.values(bundle))
    if (file.type === 'chunk') chunks.set(file.fileName, file)
  const reach = (starts: string[], skip: (c: Rolldown.OutputChunk) => boolean) => {
    const seen = new Set<string>()
    const queue = [...starts]
    for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
      const chunk = chunks.get(name)
      if (!chunk || seen.has(name) || skip(chunk)) continue
      seen.add(name)
      queue.push(...chunk.imports, ...chunk.dynamicImports)
    }
    return seen
  }
  const isCut = (c: Rolldown.OutputChunk) =>
    cut.some((module) => c.facadeModuleId?.endsWith(module))
  const behind = [...chunks.values()].filter(isCut).map((c) => c.fileName)
  if (behind.length === 0) throw new Error(`offline: no chunk starts at ${cut.join(', ')}`)
  const entries = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName)
  const guest = reach(entries, isCut)
  return new Set([...reach(behind, () => false)].filter((name) => !guest.has(name)))
}

/** The web app manifest (docs/decisions/0021-offline-at-the-farm.md): names, colours, icons. */
export const WEB_APP_MANIFEST = {
  id: '/',
  name: APP_NAMES.name(COUPLE.first, COUPLE.second),
  short_name: APP_NAMES.shortName(COUPLE.first, COUPLE.second),
  description: APP_NAMES.description(COUPLE_NAMES, WEDDING_DATE_LABEL),
  lang: 'pt-BR',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: IVORY,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-192.png',
      sizes: '192x192',
      type: 'image/png',
      purpose: 'maskable',
    },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
} satisfies Partial<ManifestOptions>

export function offlineApp(): Plugin[] {
  let config: ResolvedConfig | undefined
  let notPrecached = new Set<string>()
  let photoSync: string | undefined
  const embedded = () =>
    Boolean(
      config && servicesOf(loadEnv(config.mode, config.envDir || config.root, 'VITE_')).embedded,
    )
  const pwa = VitePWA({
    // A new deploy waits for the guest's 'Atualizar' (never swapped in under an open page), and the
    // page registers the worker itself, after load: no inline script, nothing before first paint.
    registerType: 'prompt',
    injectRegister: false,
    filename: SERVICE_WORKER_FILE,
    manifestFilename: MANIFEST_FILE,
    includeManifestIcons: false,
    manifest: WEB_APP_MANIFEST,
    workbox: {
      // The guest's page: HTML, code, styles, the latin fonts (every pt-BR text), icons. Not the
      // link-preview image nor the latin-ext fonts, which a guest's phone rarely asks for.
      globPatterns: ['**/*.{html,js,css,woff2,svg}', 'icons/*.png', 'apple-touch-icon.png'],
      // Nor the HEIC decoder (3 MB, docs/decisions/0027-guests-photos.md): it loads only when a guest picks a HEIC file that
      // the browser cannot decode itself.
      globIgnores: ['**/*latin-ext*', '**/heic-to-*.js'],
      manifestTransforms: [
        (entries) => ({
          manifest: entries.filter((entry) => !notPrecached.has(entry.url.replace(/^\//, ''))),
          warnings: [],
        }),
      ],
      // A guest opening any page of the site offline gets the prerendered home, except the
      // couple's panel and the payment functions, which only ever come from the network.
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/dev(\/|$)/, /^\/\.netlify\//],
      // Beside the precache, one runtime route: the hero photo's copies (the only images of the
      // first screen that are files). The build makes some fourteen of them (two cuts, a few
      // widths, AVIF and WebP) and a screen shows one, so precaching them would download hundreds
      // of KB a guest never sees; this keeps only the copies this phone has shown, a few at most.
      // No other request is stored, so no database answer (public or admin) is ever kept by the
      // worker (the lists keep their last copy in src/data/last-copy.ts, admin reads never).
      runtimeCaching: [
        // The panel's code, on a phone that opened /dev (the Portaria at the door, whose page may
        // be reloaded without signal: docs/decisions/0026-the-day-at-the-door.md): the chunks the
        // precache leaves out, kept as /dev loads them. A guest's page never loads them. Not the
        // HEIC decoder, which the precache leaves out for its size.
        {
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin &&
            /^\/assets\/[\w.-]+\.(?:js|css)$/.test(url.pathname) &&
            !url.pathname.startsWith('/assets/heic-to-'),
          handler: 'CacheFirst',
          options: {
            cacheName: PANEL_CACHE,
            expiration: { maxEntries: 200, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
            // Kept by the page's own fetch (keepPanelCode) but asked for by module script loads,
            // whose headers differ (Origin): a hashed file is the same file either way.
            matchOptions: { ignoreVary: true },
          },
        },
        // /dev itself still comes from the network; without signal, on a phone that holds the
        // panel's code, the app's page from the precache (every route's HTML is index.html).
        {
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && /^\/dev\/?$/.test(url.pathname),
          handler: 'NetworkOnly',
          options: {
            plugins: [
              {
                // Serialized into the worker: the cache's name is written out (PANEL_CACHE).
                handlerDidError: async () =>
                  (await caches.has('painel'))
                    ? caches.match('/index.html', { ignoreSearch: true })
                    : undefined,
              },
            ],
          },
        },
        {
          urlPattern: HERO_PHOTO_FILES,
          handler: 'CacheFirst',
          options: {
            cacheName: HERO_PHOTO_CACHE,
            // The photo before and after the wedding, each in the phone's two orientations.
            expiration: { maxEntries: 4, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
      cleanupOutdatedCaches: true,
      // The first install takes the open page at once (its files are that page's own build); a
      // later one waits for 'Atualizar' (skipWaiting stays false).
      clientsClaim: true,
      skipWaiting: false,
    },
    integration: {
      beforeBuildServiceWorker(options) {
        if (!embedded()) {
          // A deploy on Supabase: the demo database's worker is never started. The guests'
          // photos go on sending after /fotos is closed (photo-sync.ts): the worker imports that
          // script itself, so the precache leaves it out.
          options.workbox.globIgnores = [
            ...(options.workbox.globIgnores ?? []),
            '**/embedded-worker-*.js',
            PHOTO_SYNC_FILES,
          ]
          if (photoSync) options.workbox.importScripts = [photoSync]
          return
        }
        // The demo's database engine (PGlite's WebAssembly, its data file and extension): the
        // demo downloads them on every first visit anyway (docs/decisions/0008), and without them
        // it could not start offline. The demo database itself lives in IndexedDB after its first
        // start, so its snapshot (demo-db.tar.gz) is left out.
        options.workbox.globPatterns = [
          ...(options.workbox.globPatterns ?? []),
          'assets/*.{wasm,data}',
          'assets/*.tar-*.gz',
        ]
        options.workbox.maximumFileSizeToCacheInBytes = 16 * 1024 * 1024
      },
    },
  })
  return [
    {
      name: 'wedding-offline-admin-chunks',
      apply: 'build',
      configResolved(resolved) {
        config = resolved
      },
      generateBundle(_options, bundle) {
        const backend = embedded() ? OTHER_BACKEND.embedded : OTHER_BACKEND.supabase
        notPrecached = chunksOnlyBehind(bundle, [ADMIN_ROUTE_MODULE, backend])
      },
    },
    photoSyncScript(
      () => !embedded(),
      (file) => (photoSync = file),
    ),
    ...pwa,
    {
      // vite-plugin-pwa writes `<link rel="manifest">` into index.html. The page links it itself
      // with the worker, seconds after load: with the link in the HTML, Chromium reads the
      // manifest and its icon while the first screen starts, and Lighthouse's blocking time on a
      // phone went from about 300 to about 800 ms (docs/decisions/0021-offline-at-the-farm.md).
      name: 'wedding-offline-manifest-link',
      apply: 'build',
      enforce: 'post',
      transformIndexHtml: {
        order: 'post',
        handler: (html) => html.replace(/\s*<link rel="manifest"[^>]*>/, ''),
      },
    },
  ]
}
