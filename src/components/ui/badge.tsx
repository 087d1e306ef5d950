import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export type BadgeTone = 'sage' | 'amber' | 'red' | 'neutral'

const TONES: Record<BadgeTone, string> = {
  sage: 'bg-sage-100 text-sage-800',
  amber: 'bg-warning-soft text-warning-strong',
  red: 'bg-error-soft text-error-strong',
  neutral: 'bg-ivory text-ink-muted border border-sage-100',
}

/** A small status pill; tone picks an AA-contrast pair. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide',
        TONES[tone],
      )}
    >
      {children}
    </span>
  )
}
