import { lazy, Suspense, use } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { UpdatePrompt } from '@/features/offline/update-prompt'
import { AppProvider } from './provider'
import { matchRoute } from '@/boot/route'
import { usePathname } from './router'
import type * as AdminRoutes from './routes/admin'
import { HomeRoute } from './routes/home'
import { NotFoundRoute } from './routes/not-found'
import { PaymentCancelRoute } from './routes/payment-cancel'
import { PaymentSuccessRoute } from './routes/payment-success'

let adminRoutes: typeof AdminRoutes | undefined
let adminLoading: Promise<typeof AdminRoutes> | undefined

/** The couple's panel is its own chunk: guests never download it. */
function loadAdmin(): Promise<typeof AdminRoutes> {
  return (adminLoading ??= import('./routes/admin').then((m) => (adminRoutes = m)))
}

/** The guests' photos and the big screen, chunks of their own (issue 31). */
const photosScreen = () => import('./routes/photos')
const telaoScreen = () => import('./routes/telao')
const PhotosRoute = lazy(() => photosScreen().then((m) => ({ default: m.PhotosRoute })))
const TelaoRoute = lazy(() => telaoScreen().then((m) => ({ default: m.TelaoRoute })))

/** The panel, from its chunk: already here when the page opened on /dev (loadScreen). */
function Admin() {
  const routes = adminRoutes ?? use(loadAdmin())
  return <routes.AdminRoute />
}

/**
 * The code of the first screen at `pathname` that is not in the entry chunk (the couple's panel),
 * or undefined if there is none. main.tsx renders once it is here: a screen that suspends shows
 * its fallback first, and React then holds the screen back at least 300 ms after that fallback
 * (its Suspense throttle), a blank and a spinner where the login could already be.
 */
export function loadScreen(pathname: string): Promise<unknown> | undefined {
  const path = matchRoute(pathname)
  if (path === '/fotos') return photosScreen()
  if (path === '/telao') return telaoScreen()
  return path === '/dev' ? loadAdmin() : undefined
}

function ScreenLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  )
}

function Screen({ path }: { path: string }) {
  switch (path) {
    case '/':
      return <HomeRoute />
    case '/dev':
      return (
        <Suspense
          fallback={
            <div className="flex min-h-dvh items-center justify-center">
              <Spinner />
            </div>
          }
        >
          <Admin />
        </Suspense>
      )
    case '/fotos':
      return (
        <Suspense fallback={<ScreenLoading />}>
          <PhotosRoute />
        </Suspense>
      )
    case '/telao':
      return (
        <Suspense fallback={<ScreenLoading />}>
          <TelaoRoute />
        </Suspense>
      )
    case '/success':
      return <PaymentSuccessRoute />
    case '/cancel':
      return <PaymentCancelRoute />
    default:
      return <NotFoundRoute />
  }
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
