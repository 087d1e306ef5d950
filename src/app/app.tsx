import { Suspense, use, type ComponentType } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { UpdatePrompt } from '@/features/offline/update-prompt'
import { AppProvider } from './provider'
import { matchRoute } from '@/boot/route'
import { usePathname } from './router'
import { HomeRoute } from './routes/home'
import { NotFoundRoute } from './routes/not-found'

/**
 * The screens that are chunks of their own: guests never download the couple's panel, and a
 * first visit to '/' not the pages Stripe returns to (build/html-plugin.ts ROUTE_SCREENS
 * preloads each with the app when the page opens there).
 */
const LAZY_SCREENS: Partial<Record<string, () => Promise<ComponentType>>> = {
  '/dev': () => import('./routes/admin').then((m) => m.AdminRoute),
  '/success': () => import('./routes/payment-success').then((m) => m.PaymentSuccessRoute),
  '/cancel': () => import('./routes/payment-cancel').then((m) => m.PaymentCancelRoute),
  // The guests' photos and the big screen at the party (docs/decisions/0027-guests-photos.md).
  '/fotos': () => import('./routes/photos').then((m) => m.PhotosRoute),
  '/telao': () => import('./routes/telao').then((m) => m.TelaoRoute),
}

const loadedScreens = new Map<string, ComponentType>()
const loadingScreens = new Map<string, Promise<ComponentType>>()

function loadLazy(path: string, load: () => Promise<ComponentType>): Promise<ComponentType> {
  let loading = loadingScreens.get(path)
  if (!loading) {
    loading = load().then((screen) => {
      loadedScreens.set(path, screen)
      return screen
    })
    loadingScreens.set(path, loading)
  }
  return loading
}

/** A lazy screen, from its chunk: already here when the page opened on it (loadScreen). */
function LazyScreen({ path, load }: { path: string; load: () => Promise<ComponentType> }) {
  const screen = { Component: loadedScreens.get(path) ?? use(loadLazy(path, load)) }
  return <screen.Component />
}

/**
 * The code of the first screen at `pathname` that is not in the entry chunk (LAZY_SCREENS), or
 * undefined if there is none. main.tsx renders once it is here: a screen that suspends shows
 * its fallback first, and React then holds the screen back at least 300 ms after that fallback
 * (its Suspense throttle), a blank and a spinner where the login could already be.
 */
export function loadScreen(pathname: string): Promise<unknown> | undefined {
  const path = matchRoute(pathname)
  const load = LAZY_SCREENS[path]
  return load ? loadLazy(path, load) : undefined
}

function Screen({ path }: { path: string }) {
  const load = LAZY_SCREENS[path]
  if (load)
    return (
      <Suspense
        fallback={
          <div className="flex min-h-dvh items-center justify-center">
            <Spinner />
          </div>
        }
      >
        <LazyScreen path={path} load={load} />
      </Suspense>
    )
  return path === '/' ? <HomeRoute /> : <NotFoundRoute />
}

export function App() {
  const path = matchRoute(usePathname())
  return (
    <AppProvider>
      <Screen path={path} />
      <UpdatePrompt />
    </AppProvider>
  )
}
