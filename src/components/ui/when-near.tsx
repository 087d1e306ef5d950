import { Suspense, useRef, type ReactNode } from 'react'
import { useNearViewport } from '@/hooks/use-near-viewport'

/**
 * A lazy part of the page (a chunk of its own) held in place until the guest is within a screen
 * or so of it: a first visit to '/' does not download it (docs/product.md "Quality bars").
 * `place` is about the part's height as classes (phone first), so nothing below jumps when it
 * comes; `id` is an anchor the menu can scroll to before the part is there.
 */
export function WhenNear({
  place,
  id,
  children,
}: {
  place: string
  id?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref, '1200px')
  return (
    <div ref={ref} id={id} className={near ? undefined : place}>
      {near ? <Suspense fallback={<div className={place} />}>{children}</Suspense> : null}
    </div>
  )
}
