import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export interface PanelProps {
  id: string
  title: string
  /** Buttons shown next to the title (refresh, export…). */
  actions?: ReactNode
  intro?: ReactNode
  children: ReactNode
  className?: string
}

/** A titled white card, reachable from an in-page nav by its id (the panels of /dev). */
export function Panel({ id, title, actions, intro, children, className }: PanelProps) {
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
