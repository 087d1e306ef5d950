import { fileURLToPath, URL } from 'node:url'
import { build, type Plugin, type ResolvedConfig } from 'vite'

/**
 * The service worker's background send of the guests' photos
 * (src/features/guest-photos/photo-sync-worker.ts, docs/decisions/0027-guests-photos.md): built
 * on its own as one classic script, because the Workbox worker (pwa.ts) takes extra code only
 * through importScripts. Named by its content, so a new deploy's worker never runs an old copy
 * from the browser's cache.
 */
const ENTRY = fileURLToPath(
  new URL('../src/features/guest-photos/photo-sync-worker.ts', import.meta.url),
)
const SRC = fileURLToPath(new URL('../src', import.meta.url))

/** Files of the build that are this script: the precache leaves them out. */
export const PHOTO_SYNC_FILES = 'photo-sync-*.js'

/**
 * Builds the script into the site's output after the site itself, when `wanted` says the build
 * needs it (a Supabase deploy), and tells `built` its file name, for the worker's importScripts.
 */
export function photoSyncScript(wanted: () => boolean, built: (file: string) => void): Plugin {
  let config: ResolvedConfig | undefined
  return {
    name: 'wedding-photo-sync',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async writeBundle() {
      if (!config || !wanted()) return
      const output = await build({
        configFile: false,
        logLevel: 'warn',
        mode: config.mode,
        root: config.root,
        envDir: config.envDir,
        resolve: { alias: { '@': SRC } },
        define: config.define,
        build: {
          outDir: config.build.outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: config.build.target,
          sourcemap: false,
          // One file, nothing to preload.
          modulePreload: false,
          rolldownOptions: {
            input: ENTRY,
            // Vite's preload helper, kept for the one dynamic import (inlined here), reads
            // import.meta, which a classic script has not: it becomes {} and the helper, with
            // nothing to preload, never reads it.
            onwarn(warning, warn) {
              if (warning.code !== 'EMPTY_IMPORT_META') warn(warning)
            },
            output: {
              format: 'iife',
              entryFileNames: 'photo-sync-[hash].js',
              // One file: a classic worker script cannot load chunks.
              codeSplitting: false,
            },
          },
        },
      })
      const results = Array.isArray(output) ? output : [output]
      for (const result of results) {
        if (!('output' in result)) continue
        const entry = result.output.find((file) => file.type === 'chunk' && file.isEntry)
        if (entry) return built(entry.fileName)
      }
      throw new Error('the photo sync script was not built')
    },
  }
}
