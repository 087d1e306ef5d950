import { availableParallelism } from 'node:os'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { GUIDE_DEFINE } from './build/guide-sizes.ts'
import { heroPhoto } from './build/hero-photo-plugin.ts'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

export default defineConfig({
  // heroPhoto: `virtual:hero-photos`, which the hero imports (no photo in the template's config).
  plugins: [react(), heroPhoto()],
  define: GUIDE_DEFINE,
  resolve: { alias },
  test: {
    setupFiles: ['./tests/setup.ts'],
    // Builds the databases every PGlite of the tests starts from (tests/global-setup.ts).
    globalSetup: ['./tests/global-setup.ts'],
    // PGlite boots in a second or two per database on this 2-core machine.
    testTimeout: 30_000,
    // One test file per core. Vitest's default keeps a core for itself (one worker on a 2-core
    // CI machine), but the files spend their time in PGlite and jsdom, not in the main process:
    // two workers took the suite from about 350 s to about 260 s here.
    maxWorkers: availableParallelism(),
    hookTimeout: 60_000,
    // PGlite's 9 MB of WebAssembly, compiled again in every test file: V8 compiles it quickly
    // (Liftoff), then again optimised (TurboFan) on the other core. The tests run short queries
    // on small tables, where the second compile never pays back: without it, the PGlite-heavy
    // files took about 15% less time here.
    execArgv: ['--liftoff-only'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/{unit,db,functions,contract,doctor}/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['tests/components/**/*.test.tsx'],
        },
      },
    ],
  },
})
