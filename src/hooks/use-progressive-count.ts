import { startTransition, useEffect, useState } from 'react'

/**
 * How many of `total` parts to show: one more after each has been drawn, so a long page joins in
 * small steps (each a short task: render, commit, then its layout in its own frame) instead of
 * one long task that leaves a tapping guest waiting (docs/product.md "Quality bars": TBT <= 100 ms). In a hidden tab,
 * where frames do not run, the next step follows at once.
 */
export function useProgressiveCount(total: number, first = 1): number {
  const [count, setCount] = useState(() => Math.min(first, total))
  useEffect(() => {
    if (count >= total) return
    let frame = 0
    let timer = 0
    const next = () => startTransition(() => setCount((c) => Math.min(c + 1, total)))
    // After the frame that lays out the part just added, not before it.
    if (document.visibilityState === 'hidden') timer = window.setTimeout(next)
    else frame = requestAnimationFrame(() => (timer = window.setTimeout(next)))
    return () => {
      cancelAnimationFrame(frame)
      window.clearTimeout(timer)
    }
  }, [count, total])
  return count
}
