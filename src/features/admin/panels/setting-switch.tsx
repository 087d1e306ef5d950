import { useEffect, useId, useState } from 'react'
import { useAdminApi } from '../session/admin-context'

export interface SettingSwitchProps {
  label: string
  hint: string
  /** Reads the setting from the database (a stable function: it is read again when it changes). */
  read: () => Promise<boolean>
  /** Said in the console when it cannot be read. */
  readFailure: string
  save: (next: boolean) => Promise<void>
  /** The toast once saved. */
  saved: (next: boolean) => string
  /** The toast's text when no better one comes from the database's error. */
  saveError: string
}

/**
 * One of the couple's on/off settings that live in the database (the database reads it, not the
 * page): a switch that shows what the database holds, is disabled until it has been read and while
 * it saves, and says how the save went in a toast.
 */
export function SettingSwitch({
  label,
  hint,
  read,
  readFailure,
  save,
  saved,
  saveError,
}: SettingSwitchProps) {
  const { toErrorText, toast } = useAdminApi()
  const [on, setOn] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)
  const hintId = useId()

  useEffect(() => {
    let live = true
    read().then(
      (value) => {
        if (live) setOn(value)
      },
      (error: unknown) => console.error(readFailure, error),
    )
    return () => {
      live = false
    }
  }, [read, readFailure])

  async function toggle(next: boolean) {
    setBusy(true)
    try {
      await save(next)
      setOn(next)
      toast.show(saved(next), 'success')
    } catch (error) {
      toast.show(toErrorText(error, saveError), 'error')
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
        {label}
      </label>
      <p id={hintId} className="mt-1 text-sm text-ink-muted">
        {hint}
      </p>
    </div>
  )
}
