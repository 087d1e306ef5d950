import { lazy, Suspense, useEffect, useState } from 'react'
import { registerServiceWorker, type ApplyUpdate } from './service-worker'

const UpdateBanner = lazy(() =>
  import('./update-banner').then((m) => ({ default: m.UpdateBanner })),
)

/**
 * Registers the service worker in a production build and, when a new deploy is waiting, offers it
 * with a button. The page keeps its own files until the guest presses it
 * (docs/decisions/0018-offline-at-the-farm.md).
 */
export function UpdatePrompt() {
  const [apply, setApply] = useState<ApplyUpdate | null>(null)
  useEffect(() => {
    // `npm run dev` builds no worker.
    if (!import.meta.env.PROD) return
    return registerServiceWorker((next) => setApply(() => next))
  }, [])
  if (!apply) return null
  return (
    <Suspense fallback={null}>
      <UpdateBanner apply={apply} />
    </Suspense>
  )
}
