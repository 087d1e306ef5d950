import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'

export const CARD =
  'rounded-2xl bg-white p-6 shadow-[0_8px_30px_-18px_rgb(58_69_52/0.4)] ring-1 ring-sage-100 sm:p-8'

/**
 * One block of the guide: its anchor (the guide's own links land here), its title and what it
 * holds. On wide screens the title stands in a column of its own, beside the content.
 */
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
  return (
    <div
      id={id}
      className="scroll-mt-24 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-12"
    >
      <div className="mb-6 flex items-center gap-4 lg:sticky lg:top-28 lg:mb-0 lg:flex-col lg:items-start lg:gap-3">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-sage-100 text-sage-700">
          <Icon aria-hidden="true" className="size-6" strokeWidth={1.6} />
        </span>
        <div className="min-w-0">
          <h3 className="text-[1.9rem] leading-tight font-semibold text-sage-800 sm:text-[2.1rem]">
            {title}
          </h3>
          {intro ? <p className="mt-1 text-ink-muted lg:mt-2">{intro}</p> : null}
        </div>
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  )
}
