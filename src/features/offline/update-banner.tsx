import { RefreshCw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { OFFLINE } from '@/config/copy-offline'
import type { ApplyUpdate } from './service-worker'

/** 'Nova versão disponível' and its button: a chunk of its own, fetched only when a deploy waits. */
export function UpdateBanner({ apply }: { apply: ApplyUpdate }) {
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
