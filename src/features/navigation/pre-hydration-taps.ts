interface NavFlags {
  /** Set here once the navigation answers taps itself. */
  weddingNavLive?: boolean
  /** Set by index.html's inline script: the menu button was tapped before the script ran. */
  weddingMenuTap?: number
}

/**
 * The first screen is prerendered HTML (docs/decisions/0007): on a slow phone the menu button is
 * on screen a second or more before the script runs. index.html's inline script remembers a tap
 * on it (vite-wedding-html.ts). This marks the navigation live (taps are its own from now on) and
 * says whether a tap is still waiting for an answer.
 */
export function menuTappedBeforeHydration(): boolean {
  const flags = window as Window & NavFlags
  flags.weddingNavLive = true
  return Boolean(flags.weddingMenuTap)
}

/** The waiting tap has been answered. */
export function forgetMenuTap(): void {
  ;(window as Window & NavFlags).weddingMenuTap = 0
}
