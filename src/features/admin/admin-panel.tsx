import type { ReactNode } from 'react'
import { RefreshCw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { ADMIN, COMMON } from '@/config/copy'
import { cn } from '@/lib/cn'

export interface AdminPanelProps {
  id: string
  title: string
  /** Buttons shown next to the title (refresh, export…). */
  actions?: ReactNode
  intro?: ReactNode
  children: ReactNode
  className?: string
}

/** One panel of /dev: a titled card, reachable from the in-page nav by its id. */
export function AdminPanel({ id, title, actions, intro, children, className }: AdminPanelProps) {
  const headingId = `${id}-title`
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'scroll-mt-32 rounded-2xl border border-sage-100 bg-white p-5 shadow-sm sm:p-7',
        className,
      )}
    >
      <header className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-display text-3xl font-semibold text-sage-800">
            {title}
          </h2>
          {intro ? <p className="mt-1 text-ink-muted">{intro}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      {children}
    </section>
  )
}

/** A small status pill; tone picks an AA-contrast pair. */
export function Badge({
  tone,
  children,
}: {
  tone: 'sage' | 'amber' | 'red' | 'neutral'
  children: ReactNode
}) {
  const tones = {
    sage: 'bg-sage-100 text-sage-800',
    amber: 'bg-warning-soft text-warning-strong',
    red: 'bg-error-soft text-error-strong',
    neutral: 'bg-ivory text-ink-muted border border-sage-100',
  }
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide',
        tones[tone],
      )}
    >
      {children}
    </span>
  )
}

/** A panel's 'Atualizar' button; the icon spins while a refresh the button started runs. */
export function RefreshButton({
  onClick,
  disabled,
  spinning,
}: {
  onClick: () => void
  disabled: boolean
  spinning?: boolean
}) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick} disabled={disabled}>
      <RefreshCw aria-hidden="true" className={spinning ? 'size-4 animate-spin' : 'size-4'} />
      {ADMIN.refresh}
    </Button>
  )
}

/**
 * A panel's list, or what stands in for it: the spinner while it first loads, the load error, or
 * the text for an empty list (`empty` is null when there is something to show).
 */
export function ListStatus({
  loading,
  error,
  empty,
  children,
}: {
  loading: boolean
  error?: string | null
  empty: string | null
  children: ReactNode
}) {
  if (loading) return <Spinner label={COMMON.loading} />
  if (error) {
    return (
      <p role="alert" className="text-error-strong">
        {error}
      </p>
    )
  }
  if (empty) return <p className="text-ink-muted">{empty}</p>
  return children
}
