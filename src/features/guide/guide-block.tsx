import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'

export const CARD =
  'rounded-2xl bg-white p-6 shadow-[0_8px_30px_-18px_rgb(58_69_52/0.4)] ring-1 ring-sage-100 sm:p-8'

/** One block of the guide: its anchor (the guide's own links land here) and its title. */
export function GuideBlock({
  id,
  icon: Icon,
  title,
  intro,
  children,
}: {
  id: string
  icon: LucideIcon
  title: string
  intro?: string
  children: ReactNode
}) {
  const headingId = `${id}-titulo`
  return (
    <div id={id} className="scroll-mt-24">
      <div className="mb-6 flex items-center gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-sage-100 text-sage-700">
          <Icon aria-hidden="true" className="size-6" strokeWidth={1.6} />
        </span>
        <div className="min-w-0">
          <h3
            id={headingId}
            className="text-[1.9rem] leading-tight font-semibold text-sage-800 sm:text-[2.1rem]"
          >
            {title}
          </h3>
          {intro ? <p className="mt-1 text-ink-muted">{intro}</p> : null}
        </div>
      </div>
      {children}
    </div>
  )
}
