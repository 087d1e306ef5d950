import { useEffect, useId, useState } from 'react'
import { ADMIN } from '@/config/copy-admin'
import { useAdminApi } from '../session/admin-context'

/**
 * 'Aprovar recados antes de publicar' (docs/product.md §3: off by default). The setting lives in
 * the database, which post_message reads for every new message; the switch shows what it holds.
 */
export function MessageApprovalToggle() {
  const { service, session, toErrorText, toast } = useAdminApi()
  const [on, setOn] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)
  const hintId = useId()

  useEffect(() => {
    let live = true
    service.messagesNeedApproval().then(
      (value) => {
        if (live) setOn(value)
      },
      (error: unknown) => console.error('Erro ao consultar a aprovação de mensagens', error),
    )
    return () => {
      live = false
    }
  }, [service])

  async function toggle(next: boolean) {
    setBusy(true)
    try {
      await service.admin.setMessageApproval(session.token, next)
      setOn(next)
      toast.show(next ? ADMIN.approvalOn : ADMIN.approvalOff, 'success')
    } catch (error) {
      toast.show(toErrorText(error, ADMIN.approvalError), 'error')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="mb-5 rounded-2xl border border-sage-100 bg-ivory p-4">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-ink">
        <input
          type="checkbox"
          role="switch"
          aria-checked={on === true}
          className="size-5 shrink-0 accent-sage-700"
          checked={on === true}
          disabled={on === null || busy}
          aria-describedby={hintId}
          onChange={(e) => void toggle(e.target.checked)}
        />
        {ADMIN.approvalToggle}
      </label>
      <p id={hintId} className="mt-1 text-sm text-ink-muted">
        {ADMIN.approvalHint}
      </p>
    </div>
  )
}
