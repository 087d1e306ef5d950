export interface EarlyTaps {
  menu: boolean
  /** The id of the section chosen in the bar, if one was. */
  section: string | null
}

/**
 * Inline script, on '/': on a slow phone the prerendered bar is on screen a second or more before
 * the app runs. A tap on the menu button and the section link followed (a tap, or Enter on a
 * focused link) are remembered until the navigation is live.
 */
export function rememberEarlyTaps(): void {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target
      if (window.weddingNavLive || !(target instanceof Element)) return
      if (target.closest('[data-nav-menu-button]')) window.weddingMenuTap = 1
      const link = target.closest('[data-nav-section]')
      if (link) window.weddingSectionTap = link.getAttribute('data-nav-section') ?? ''
    },
    true,
  )
}

/**
 * The navigation, once hydrated: marks it live (taps are its own from now on) and says which
 * early taps are still waiting for an answer.
 */
export function takeEarlyTaps(): EarlyTaps {
  window.weddingNavLive = true
  return { menu: Boolean(window.weddingMenuTap), section: window.weddingSectionTap || null }
}

/** The waiting taps have been answered. */
export function forgetEarlyTaps(): void {
  window.weddingMenuTap = 0
  window.weddingSectionTap = ''
}
