import { useSyncExternalStore } from 'react'

// Four fixed routes (docs/product.md §2) need no router library: the pathname picks the screen, and the
// history events keep it in sync (docs/decisions/0003-no-router-library.md).
function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  return () => window.removeEventListener('popstate', onChange)
}

export function usePathname(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => '/',
  )
}
