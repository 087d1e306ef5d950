import type { ReactNode, Ref } from 'react'
import { cn } from '@/lib/cn'

/** A small eucalyptus sprig drawn in line art: the ornament above every section title. */
export function Ornament({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 120 24"
      aria-hidden="true"
      className={cn('h-6 w-28 text-sage-500', className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.2"
      strokeLinecap="round"
    >
      <path d="M4 12h44M72 12h44" className="text-champagne" stroke="#C2A878" />
      <path d="M60 4c-4 3-4 13 0 16 4-3 4-13 0-16Z" />
      <path d="M52 12c-3-4-9-5-12-3 2 4 8 5 12 3ZM68 12c3-4 9-5 12-3-2 4-8 5-12 3Z" />
      <path d="M52 12c-3 4-9 5-12 3 2-4 8-5 12-3ZM68 12c3 4 9 5 12 3-2-4-8-5-12-3Z" />
    </svg>
  )
}

export interface SectionProps {
  id?: string
  title: ReactNode
  subtitle?: ReactNode
  children?: ReactNode
  className?: string
  /** Alternate background for rhythm down the page. */
  tone?: 'ivory' | 'sage' | 'white'
  labelledBy?: string
  ref?: Ref<HTMLElement>
}

const TONES = { ivory: 'bg-ivory', sage: 'bg-sage-50', white: 'bg-white' }

/** A page section with the shared title treatment. */
export function Section({
  id,
  title,
  subtitle,
  children,
  className,
  tone = 'ivory',
  ref,
}: SectionProps) {
  const headingId = id ? `${id}-title` : undefined
  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={headingId}
      className={cn('px-5 py-20 sm:px-8 sm:py-24', TONES[tone], className)}
    >
      <div className="mx-auto max-w-6xl">
        <header className="mb-12 flex flex-col items-center text-center">
          <Ornament className="mb-4" />
          <h2
            id={headingId}
            className="text-[clamp(2.25rem,6vw,3.5rem)] font-semibold text-sage-800"
          >
            {title}
          </h2>
          {subtitle ? <p className="mt-3 max-w-prose text-lg text-ink-muted">{subtitle}</p> : null}
        </header>
        {children}
      </div>
    </section>
  )
}
