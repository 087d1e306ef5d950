import { startTransition, useEffect, useState } from 'react'

// True while mount.ts hydrates the build's prerendered HTML (set before hydrateRoot).
let adopting = false

/** mount.ts: the page's HTML was prerendered, and React is about to adopt it. */
export function markAdopting(): void {
  adopting = true
}

/**
 * False while React renders the build's prerendered HTML (on the server, and in the browser's
 * hydration pass that must match it), true from then on. Without prerendering it is true at once.
 * The switch is a transition: what it brings in renders in slices, not as one long task right
 * after hydration (docs/decisions/0007).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !adopting)
  useEffect(() => {
    if (hydrated) return
    adopting = false
    startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}
