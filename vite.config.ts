import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { netlifyFunctionsDev } from './netlify/dev-middleware.ts'
import { heroPhoto } from './src/boot/hero-photo-plugin.ts'
import { weddingHtml } from './src/boot/html-plugin.ts'
import { demoSnapshot } from './vite-demo-snapshot.ts'
import { offlineApp } from './vite-pwa.ts'
import { securityHeadersPlugin } from './vite-security-headers.ts'
import { GUIDE_DEFINE } from './vite-guide.ts'

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
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
})
