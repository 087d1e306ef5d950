import { lazy, Suspense } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { AppProvider } from './provider'
import { matchRoute } from '@/boot/route'
import { usePathname } from './router'
import { HomeRoute } from './routes/home'
import { NotFoundRoute } from './routes/not-found'
import { PaymentCancelRoute } from './routes/payment-cancel'
import { PaymentSuccessRoute } from './routes/payment-success'

// The couple's panel is its own chunk: guests never download it.
const AdminRoute = lazy(() => import('./routes/admin').then((m) => ({ default: m.AdminRoute })))

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
          <AdminRoute />
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
    </AppProvider>
  )
}
