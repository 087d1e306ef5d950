import { useEffect, useRef, type RefObject } from 'react'

/** ArrowLeft / ArrowRight while focus is inside `ref`. */
export function useArrowKeys(
  ref: RefObject<HTMLElement | null>,
  onPrevious: () => void,
  onNext: () => void,
  active = true,
) {
  const handlers = useRef({ onPrevious, onNext })
  useEffect(() => {
    handlers.current = { onPrevious, onNext }
  }, [onPrevious, onNext])
  useEffect(() => {
    const el = ref.current
    if (!el || !active) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey) return
      const target = event.target as HTMLElement | null
      // Text fields keep their own arrow keys.
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return
      if (event.key === 'ArrowLeft') {
        event.preventDefault()
        handlers.current.onPrevious()
      } else if (event.key === 'ArrowRight') {
        event.preventDefault()
        handlers.current.onNext()
      }
    }
    el.addEventListener('keydown', onKeyDown)
    return () => el.removeEventListener('keydown', onKeyDown)
  }, [ref, active])
}
