import { useEffect, useId, useState } from 'react'
import { RSVP_DEADLINE_ADMIN } from '@/config/copy-admin'
import { RSVP_DEADLINE_LABEL } from '@/config/wedding'
import { useAdminApi } from '../session/admin-context'

/**
 * 'Aceitar respostas depois do prazo' (docs/decisions/0018-the-site-by-the-clock.md: off by
 * default). The database reads it for every answer after the deadline; the switch shows what it
 * holds.
 */
export function RsvpDeadlineToggle() {
  const { service, session, toErrorText, toast } = useAdminApi()
  const [on, setOn] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)
  const hintId = useId()

  useEffect(() => {
    let live = true
    service.admin.rsvpAfterDeadline(session.token).then(
      (value) => {
        if (live) setOn(value)
      },
      (error: unknown) => console.error('Erro ao consultar o prazo de confirmação', error),
    )
    return () => {
      live = false
    }
  }, [service, session.token])

  async function toggle(next: boolean) {
    setBusy(true)
    try {
      await service.admin.setRsvpAfterDeadline(session.token, next)
      setOn(next)
      toast.show(RSVP_DEADLINE_ADMIN.saved, 'success')
    } catch (error) {
      toast.show(toErrorText(error, RSVP_DEADLINE_ADMIN.saveError), 'error')
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
        {RSVP_DEADLINE_ADMIN.keepOpen}
      </label>
      <p id={hintId} className="mt-1 text-sm text-ink-muted">
        {RSVP_DEADLINE_ADMIN.keepOpenHint(RSVP_DEADLINE_LABEL)}
      </p>
    </div>
  )
}
