import type { ReactNode } from 'react'
import { useWeddingPhase } from '@/hooks/use-wedding-phase'

/**
 * The first screen before or after the wedding (docs/decisions/0018-the-site-by-the-clock.md).
 * The build cannot know the visitor's date, so the prerendered page holds both forms and
 * `<html data-wedding-phase>`, set by index.html's inline script before the first paint, shows one
 * (src/styles/index.css); once hydrated, only the form of the visitor's clock is rendered, and it
 * follows the clock while the page stays open. Each form keeps its place, so it is never mounted
 * again on hydration.
 */
export function ByPhase({
  married,
  before,
  inline = false,
}: {
  married: ReactNode
  before: ReactNode
  /** Inside a paragraph: span wrappers. */
  inline?: boolean
}) {
  const phase = useWeddingPhase(null)
  const Wrapper = inline ? 'span' : 'div'
  return (
    <>
      {phase === null || phase === 'married' ? (
        <Wrapper className={phase ? 'contents' : 'phase-married'}>{married}</Wrapper>
      ) : null}
      {phase !== 'married' ? (
        <Wrapper className={phase ? 'contents' : 'phase-before'}>{before}</Wrapper>
      ) : null}
    </>
  )
}
