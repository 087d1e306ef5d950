import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while React renders the build's prerendered HTML (on the server, and in the browser's
 * hydration pass that must match it), true from then on. Without prerendering it is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
