import { useId } from 'react'
import { PRIVACY } from '@/config/copy/privacy'

/**
 * The explicit consent that sensitive data (allergies, dietary restrictions: health data under
 * LGPD) needs before it is stored: unticked at first; without it the rest of the answer still goes.
 */
export function ConsentCheckbox({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
}) {
  const hintId = useId()
  return (
    <div className="space-y-1.5 rounded-xl bg-sage-50 px-4 py-3">
      <label className="flex cursor-pointer items-start gap-3 text-sm font-medium text-ink">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          disabled={disabled}
          aria-describedby={hintId}
          className="mt-0.5 size-6 shrink-0 accent-sage-700"
        />
        <span>{PRIVACY.dietaryConsent}</span>
      </label>
      <p id={hintId} className="pl-9 text-sm text-ink-muted">
        {PRIVACY.dietaryConsentHint}
      </p>
    </div>
  )
}
