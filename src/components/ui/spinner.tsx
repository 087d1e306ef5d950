import { cn } from '@/lib/cn'
import { COMMON } from '@/config/copy/common'

export function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-3 text-ink-muted', className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-sage-200 border-t-sage-700"
      />
      {label ? <span>{label}</span> : <span className="sr-only">{COMMON.loading}</span>}
    </span>
  )
}
