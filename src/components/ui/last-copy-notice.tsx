import { WifiOff } from 'lucide-react'
import { OFFLINE } from '@/config/copy/offline'

/**
 * Above a list shown from this browser's last copy (src/data/last-copy.ts): small, and said once
 * to screen readers, so a guest without signal knows the list may have changed since.
 */
export function LastCopyNotice({ shown }: { shown: boolean }) {
  if (!shown) return null
  return (
    <p
      role="status"
      className="mx-auto mb-6 flex w-fit items-center gap-2 rounded-full border border-sage-200 bg-warning-soft px-4 py-1.5 text-sm font-medium text-warning-strong"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {OFFLINE.lastCopy}
    </p>
  )
}
