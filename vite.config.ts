import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { demoSnapshot } from './build/demo-snapshot.ts'
import { netlifyFunctionsDev } from './build/functions-dev-middleware.ts'
import { GUIDE_DEFINE } from './build/guide-sizes.ts'
import { heroPhoto } from './build/hero-photo-plugin.ts'
import { weddingHtml } from './build/html-plugin.ts'
import { offlineApp } from './build/pwa.ts'
import { securityHeadersPlugin } from './build/security-headers.ts'

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    netlifyFunctionsDev(),
    weddingHtml(),
    demoSnapshot(),
    securityHeadersPlugin(),
    heroPhoto(),
    // The installable app and its service worker (docs/decisions/0021-offline-at-the-farm.md).
    ...offlineApp(),
  ],
  define: GUIDE_DEFINE,
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // PGlite ships its own wasm and data files; pre-bundling breaks their URLs (pglite.dev bundler docs).
  optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The texts of the page's own sections (src/config/copy/README.md), which a first
              // visit loads anyway: one file rather than one per section, each shared by a section
              // and its lazy parts. The lazy features' texts stay in their own chunks (the RSVP
              // form's among them: its section loads as the guest scrolls near it), and so do the
              // demo's, which only the embedded backend and its badge use.
              name: 'page-texts',
              test: /src[\\/]config[\\/]copy[\\/](common|errors|offline|navigation|hero|countdown|invitation|gallery|bbq-kit|event-info|footer|gifts|messages|privacy)\.ts$/,
            },
            {
              // The couple's panel texts, which the gallery's admin tools on '/' also use: named
              // apart from the panel's own chunk (admin-*.js), which the offline cache never holds.
              name: 'copy-admin',
              test: /src[\\/]config[\\/]copy[\\/]admin\.ts$/,
            },
          ],
        },
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
})
