import { useId, type ReactNode } from 'react'
import { COMMON } from '@/config/copy/common'
import { Button } from './button'
import { Modal, ModalActions } from './modal'

export interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  /** The question, and any extra warning. */
  children?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  danger?: boolean
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** Confirmations are an accessible alertdialog, not window.confirm (docs/product.md §5). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = COMMON.confirm,
  cancelLabel = COMMON.cancel,
  danger,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  // An alertdialog names its question: screen readers read it with the title.
  const bodyId = useId()
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      role="alertdialog"
      size="sm"
      describedBy={children ? bodyId : undefined}
    >
      {children ? (
        <div id={bodyId} className="space-y-3 text-ink">
          {children}
        </div>
      ) : null}
      <ModalActions className="mt-6">
        <Button variant="secondary" onClick={onCancel} data-autofocus>
          {cancelLabel}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  )
}
