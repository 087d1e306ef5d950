import type { ReactNode } from 'react'
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
    amber: 'bg-[#FBF0D9] text-[#6B4A0F]',
    red: 'bg-[#FBEDEA] text-[#7F2E24]',
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
