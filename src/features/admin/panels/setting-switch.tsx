import { useId, useState } from 'react'
import { useAdminAction } from '../session/use-admin-action'

export interface SettingSwitchProps {
  label: string
  hint: string
  /** The setting as the database holds it; null until read (the switch waits, disabled). */
  value: boolean | null
  save: (next: boolean) => Promise<void>
  /** The toast once saved. */
  saved: (next: boolean) => string
  /** The toast's text when no better one comes from the database's error. */
  saveError: string
}

/**
 * One of the couple's on/off settings that live in the database (the database reads it, not the
 * page; src/features/admin/panels/use-admin-settings.ts): a switch that shows what the database
 * holds, is disabled until it has been read and while it saves, and says how the save went in a
 * toast.
 */
export function SettingSwitch({ label, hint, value, save, saved, saveError }: SettingSwitchProps) {
  const { busy, run } = useAdminAction()
  // What the couple tapped, shown while it saves; the database's answer replaces it.
  const [pending, setPending] = useState<boolean | null>(null)
  const on = pending ?? value
  const hintId = useId()

  async function toggle(next: boolean) {
    setPending(next)
    await run(() => save(next), { success: saved(next), failure: saveError })
    setPending(null)
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
        {label}
      </label>
      <p id={hintId} className="mt-1 text-sm text-ink-muted">
        {hint}
      </p>
    </div>
  )
}
