import { useEffect, useState } from 'react'
import { RefreshCw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { OFFLINE } from '@/config/copy/offline'
import { afterPageSettles } from './after-page-settles'
import type { ApplyUpdate } from './service-worker'

/**
 * Registers the service worker in a production build and, when a new deploy is waiting, offers it:
 * 'Nova versão disponível' with a button. The page keeps its own files until the guest presses it
 * (docs/decisions/0021-offline-at-the-farm.md).
 */
export function UpdatePrompt() {
  const [apply, setApply] = useState<ApplyUpdate | null>(null)
  useEffect(() => {
    // `npm run dev` builds no worker.
    if (!import.meta.env.PROD) return
    let stop: (() => void) | undefined
    let unmounted = false
    const cancel = afterPageSettles(() => {
      void import('./service-worker').then(({ registerServiceWorker }) => {
        if (!unmounted) stop = registerServiceWorker((next) => setApply(() => next))
      })
    })
    return () => {
      unmounted = true
      cancel()
      stop?.()
    }
  }, [])
  if (!apply) return null
  return (
    // At the bottom, clear of the navigation; on a wide screen to the left, clear of the toasts.
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[55] flex justify-center p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:justify-start sm:p-6">
      <div
        role="status"
        className="pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-2xl border border-sage-300 bg-white px-4 py-2 shadow-lg"
      >
        <p className="flex-1 text-sm font-medium text-ink">{OFFLINE.updateAvailable}</p>
        <Button size="sm" onClick={apply}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {OFFLINE.update}
        </Button>
      </div>
    </div>
  )
}
