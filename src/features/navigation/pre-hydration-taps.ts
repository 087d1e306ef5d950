interface NavFlags {
  /** Set here once the navigation answers taps itself. */
  weddingNavLive?: boolean
  /** Set by index.html's inline script: the menu button was tapped before the script ran. */
  weddingMenuTap?: number
  /** Set by index.html's inline script: the section whose link was followed before the script ran. */
  weddingSectionTap?: string
}

export interface EarlyTaps {
  menu: boolean
  /** The id of the section chosen in the bar, if one was. */
  section: string | null
}

const flags = () => window as Window & NavFlags

/**
 * The first screen is prerendered HTML (docs/decisions/0007): on a slow phone the bar is on
 * screen a second or more before the script runs. index.html's inline script remembers a tap on
 * the menu button and the section link followed (a tap, or Enter on a focused link)
 * (vite-wedding-html.ts). This marks the navigation live (taps are its own from now on) and says
 * which taps are still waiting for an answer.
 */
export function takeEarlyTaps(): EarlyTaps {
  const f = flags()
  f.weddingNavLive = true
  return { menu: Boolean(f.weddingMenuTap), section: f.weddingSectionTap || null }
}

/** The waiting taps have been answered. */
export function forgetEarlyTaps(): void {
  const f = flags()
  f.weddingMenuTap = 0
  f.weddingSectionTap = ''
}
