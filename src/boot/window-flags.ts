// The only globals of the boot: index.html's inline script (inline-script.ts) writes them before
// the app runs, and the navigation reads them once it is live (early-taps.ts).
declare global {
  interface Window {
    /** Set by the navigation once it answers taps itself. */
    weddingNavLive?: boolean
    /** Set by the inline script: the menu button was tapped before the app ran. */
    weddingMenuTap?: number
    /** Set by the inline script: the section whose link was followed before the app ran. */
    weddingSectionTap?: string
  }
}

export {}
