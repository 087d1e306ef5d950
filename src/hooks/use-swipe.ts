import { useRef, type TouchEvent } from 'react'

// A horizontal move of at least this much, and more horizontal than vertical, is a swipe.
const SWIPE_MIN_PX = 40

/** Touch handlers that call onPrevious / onNext on a horizontal swipe. */
export function useSwipe(onPrevious: () => void, onNext: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null)
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0]
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current
      const touch = event.changedTouches[0]
      start.current = null
      if (!from || !touch) return
      const dx = touch.clientX - from.x
      const dy = touch.clientY - from.y
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return
      if (dx < 0) onNext()
      else onPrevious()
    },
  }
}
