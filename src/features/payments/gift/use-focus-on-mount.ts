import { useEffect, useRef } from 'react'

/**
 * A step that replaces the form inside the open dialog: the button that had focus is gone, so
 * focus moves to the new step (keyboard and screen-reader users land where the news is).
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    // The sheet was scrolled down to the form's buttons: the new step reads from its top.
    ref.current?.scrollIntoView?.({ block: 'start' })
    ref.current?.focus({ preventScroll: true })
  }, [])
  return ref
}
