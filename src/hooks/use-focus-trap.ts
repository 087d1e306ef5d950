import { useEffect, useRef, type RefObject } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

// Open traps, innermost last: only the innermost one answers keys (a confirmation over a modal).
const openTraps: HTMLElement[] = []

/**
 * While active: moves focus into the container, keeps Tab inside it, calls onEscape on Escape,
 * and gives focus back to whatever had it before. Keys are heard on the whole document: focus can
 * fall out of the container (a focused button disabled while a form submits leaves it on <body>),
 * and Escape must still close, and Tab bring focus back in.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape?: () => void,
) {
  // The latest onEscape, without re-running the trap: parents pass inline functions, and a re-run
  // would pull focus back to the first field (and reorder nested traps) on every render.
  const escape = useRef(onEscape)
  useEffect(() => {
    escape.current = onEscape
  }, [onEscape])

  useEffect(() => {
    if (!active) return
    const container = ref.current
    if (!container) return
    const previous = document.activeElement as HTMLElement | null
    const focusables = () =>
      Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
      )
    const initial =
      container.querySelector<HTMLElement>('[data-autofocus]') ?? focusables()[0] ?? container
    initial.focus({ preventScroll: true })

    function onKeyDown(event: KeyboardEvent) {
      if (openTraps[openTraps.length - 1] !== container) return
      if (event.key === 'Escape' && escape.current) {
        event.stopPropagation()
        escape.current()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusables()
      const first = items[0]
      const last = items[items.length - 1]
      if (!first || !last) {
        event.preventDefault()
        return
      }
      if (!container?.contains(document.activeElement)) {
        event.preventDefault()
        ;(event.shiftKey ? last : first).focus()
        return
      }
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
    openTraps.push(container)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      openTraps.splice(openTraps.lastIndexOf(container), 1)
      if (previous && document.contains(previous)) previous.focus({ preventScroll: true })
    }
  }, [ref, active])
}
