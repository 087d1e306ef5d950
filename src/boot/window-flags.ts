// The only globals of the boot: index.html's inline script (inline-script.ts) writes them before
// the app runs, and the navigation (early-taps.ts) or the demo's database (demo-worker.ts) reads
// them once it is live.
declare global {
  interface Window {
    /** Set by the navigation once it answers taps itself. */
    weddingNavLive?: boolean
    /** Set by the inline script: the menu button was tapped before the app ran. */
    weddingMenuTap?: number
    /** Set by the inline script: the section whose link was followed before the app ran. */
    weddingSectionTap?: string
    /**
     * Set by the inline script of an embedded (demo) build: the database's worker, started right
     * after the first paint (demo-worker.ts); `here` once it has said so. The embedded backend
     * takes it (src/data/embedded/embedded.ts).
     */
    weddingDemoWorker?: { worker: Worker; here: boolean }
  }
}

export {}
