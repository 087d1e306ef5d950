import { useEffect, useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { ADMIN_ERRORS } from '@/config/copy/errors'
import { ADMIN } from '@/config/copy/admin'
import type { Contribution } from '@/data/types'
import { formatCents } from '@/lib/money'
import { useAdminApi } from '../session/admin-context'

// The contributions have no live updates: the panel and the notice of PIX waiting read them
// themselves. A change either one makes (a PIX confirmed or refused, a row hidden) tells the other.
const changes = new EventTarget()

/** Tells every view of the contributions that they changed: each reads them again. */
export function contributionsChanged(): void {
  changes.dispatchEvent(new Event('changed'))
}

/** Calls `reload` whenever a view of the contributions changed them. */
export function useContributionsChanged(reload: () => void): void {
  useEffect(() => {
    changes.addEventListener('changed', reload)
    return () => changes.removeEventListener('changed', reload)
  }, [reload])
}

/**
 * A guest's PIX the couple have not judged yet (docs/decisions/0017-gifts-as-money.md): informed,
 * or only started (the guest closed the sheet before 'Já fiz o PIX' but may have paid all the
 * same). admin_review_pix takes both, whether or not their hold has lapsed: the couple decide.
 */
export const awaitsReview = (r: Contribution) =>
  r.pix_txid !== null && (r.status === 'started' || r.status === 'informed')

/**
 * 'Confirmar recebimento' at once, 'Não recebi' after a confirmation (the dialog to render), with
 * the toast that says which; both views of the contributions then read them again.
 */
export function usePixReview() {
  const { service, session, toErrorText, toast } = useAdminApi()
  const [busyId, setBusyId] = useState<string | null>(null)
  const [rejecting, setRejecting] = useState<Contribution | null>(null)

  async function review(r: Contribution, confirmed: boolean) {
    setBusyId(r.id)
    try {
      await service.admin.reviewPix(session.token, r.id, confirmed)
      toast.show(
        confirmed ? ADMIN.pixConfirmed(r.donor_name) : ADMIN.pixRejected(r.donor_name),
        'success',
      )
      contributionsChanged()
    } catch (err) {
      toast.show(toErrorText(err, ADMIN_ERRORS.reviewPixError), 'error')
    } finally {
      setBusyId(null)
      setRejecting(null)
    }
  }

  const dialog = (
    <ConfirmDialog
      open={rejecting !== null}
      title={ADMIN.rejectPixTitle}
      confirmLabel={ADMIN.rejectPix}
      cancelLabel={ADMIN.keepPix}
      danger
      busy={busyId !== null}
      onConfirm={() => rejecting && void review(rejecting, false)}
      onCancel={() => setRejecting(null)}
    >
      {rejecting ? (
        <p>{ADMIN.rejectPixBody(rejecting.donor_name, formatCents(rejecting.amount_cents))}</p>
      ) : null}
    </ConfirmDialog>
  )

  return {
    busyId,
    confirm: (r: Contribution) => void review(r, true),
    reject: (r: Contribution) => setRejecting(r),
    dialog,
  }
}
