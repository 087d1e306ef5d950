import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { X } from 'lucide-react'
import { COMMON } from '@/config/copy/common'
import { useScrollLock } from '@/hooks/use-scroll-lock'
import { cn } from '@/lib/cn'
import { Button } from './button'
import { pushOpenModal } from './open-modals'

export interface ModalProps {
  open: boolean
  title: ReactNode
  onClose: () => void
  children: ReactNode
  /** Text under the title, read with it by screen readers. */
  description?: ReactNode
  /** The id of an element in the body that describes the dialog (when there is no description). */
  describedBy?: string
  /** alertdialog for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog'
  size?: 'sm' | 'md' | 'lg' | 'full'
  /** Hide the X button (the dialog then needs its own way out). */
  hideClose?: boolean
  className?: string
}

const SIZES = { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl', full: 'sm:max-w-5xl' }

/**
 * An accessible modal on the platform's <dialog>: showModal() moves focus in, makes the rest of
 * the page inert and turns Escape into a `cancel` event. A bottom sheet on phones, a centred card
 * from 640 px; the backdrop closes it and the page behind does not scroll.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  description,
  describedBy,
  role = 'dialog',
  size = 'md',
  hideClose,
  className,
}: ModalProps) {
  const titleId = useId()
  const descriptionId = useId()
  // The latest onClose, without opening the dialog again: parents pass inline functions.
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  }, [onClose])
  useScrollLock(open)

  // Runs once per opening. close() before React removes the element gives focus back to whatever
  // had it before (the platform remembers it). A caller may pick the first focus with
  // data-autofocus; otherwise the platform focuses the first focusable element.
  const show = useCallback((dialog: HTMLDialogElement | null) => {
    if (!dialog) return
    dialog.showModal()
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    const pop = pushOpenModal(dialog)
    return () => {
      pop()
      dialog.close()
    }
  }, [])

  if (!open) return null
  return createPortal(
    <dialog
      ref={show}
      // Explicit even for 'dialog': the page's axe scans select open modals by [role].
      role={role}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : describedBy}
      onCancel={(event) => {
        // Escape: the parent decides, by unmounting the dialog through `open`.
        event.preventDefault()
        close.current()
      }}
      className="fixed inset-0 m-0 size-full max-h-none max-w-none items-end justify-center overflow-hidden bg-transparent p-0 text-inherit backdrop:bg-transparent focus:outline-none open:flex sm:items-center sm:p-6"
    >
      {/* Its own element, not the <dialog>: a press that starts inside the panel (selecting
          text) and ends outside must not close it. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-ink/55 backdrop-blur-[2px]"
        onClick={() => close.current()}
      />
      <div
        className={cn(
          'animate-sheet-up relative flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-3xl bg-ivory shadow-2xl sm:rounded-3xl',
          SIZES[size],
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-sage-100 px-6 pt-6 pb-4">
          <div className="min-w-0">
            <h2
              id={titleId}
              className="font-display text-2xl font-semibold text-sage-800 sm:text-3xl"
            >
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
                {description}
              </p>
            ) : null}
          </div>
          {hideClose ? null : (
            <button
              type="button"
              onClick={onClose}
              aria-label={COMMON.close}
              className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-sage-100 hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          )}
        </div>
        <div className="overflow-y-auto overscroll-contain px-6 pt-5 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
          {children}
        </div>
      </div>
    </dialog>,
    document.body,
  )
}

/** A dialog's buttons: stacked on phones with the main one on top, in a row at the end from `sm`. */
export function ModalActions({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>
      {children}
    </div>
  )
}

/** A form's 'Cancelar' and its submit, which says `busyLabel` and waits while the form works. */
export function ModalFormActions({
  onCancel,
  busy,
  label,
  busyLabel,
}: {
  onCancel: () => void
  busy: boolean
  label: ReactNode
  busyLabel: ReactNode
}) {
  return (
    <ModalActions>
      <Button variant="secondary" onClick={onCancel}>
        {COMMON.cancel}
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </ModalActions>
  )
}
