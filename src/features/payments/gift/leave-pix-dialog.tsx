import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { GIFT_PAYMENTS as T } from '@/config/copy-gift-payments'

/**
 * 'Sair sem avisar os noivos?': closing the PIX step asks first, since the guest may have paid
 * without saying 'Já fiz o PIX'. A sibling of the sheet, not a child: a child's Escape would reach
 * the sheet's own handler too.
 */
export function LeavePixDialog({
  open,
  onLeave,
  onStay,
}: {
  open: boolean
  onLeave: () => void
  onStay: () => void
}) {
  return (
    <ConfirmDialog
      open={open}
      title={T.leaveTitle}
      confirmLabel={T.leave}
      cancelLabel={T.stay}
      onConfirm={onLeave}
      onCancel={onStay}
    >
      <p>{T.leavePaid}</p>
      <p className="text-sm text-ink-muted">{T.leaveLater}</p>
    </ConfirmDialog>
  )
}
