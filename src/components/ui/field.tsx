import {
  useId,
  type InputHTMLAttributes,
  type Ref,
  type ReactNode,
  type TextareaHTMLAttributes,
  type SelectHTMLAttributes,
} from 'react'
import { COMMON } from '@/config/copy/common'
import { EMAIL_MAX, PHONE_MAX } from '@/config/ui'
import { cn } from '@/lib/cn'

const CONTROL =
  'block w-full rounded-xl border border-sage-300 bg-white px-4 py-3 text-base text-ink placeholder:text-ink-muted/70 shadow-inner shadow-sage-50 transition-colors focus:border-sage-600 focus:outline-none focus:ring-3 focus:ring-sage-200 aria-[invalid=true]:border-error disabled:bg-sage-50'

type Common = { label: ReactNode; hint?: ReactNode; error?: string | null; optional?: boolean }

/** The attributes FieldShell gives its control: the label's id and the hint/error wiring. */
interface ControlProps {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

interface FieldShellProps extends Common {
  children: (control: ControlProps) => ReactNode
  className?: string
}

/** Label + control + hint + error, wired with aria-describedby. */
export function FieldShell({ label, hint, error, optional, children, className }: FieldShellProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {optional ? (
          <span className="ml-1 font-normal text-ink-muted">{COMMON.optional}</span>
        ) : null}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Splits a field's props into the shell's (label, hint, error…) and the control's (the rest). */
function splitField<P extends Common & { className?: string }>({
  label,
  hint,
  error,
  optional,
  className,
  ...control
}: P) {
  return [{ label, hint, error, optional, className }, control] as const
}

export function TextField(
  props: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> },
) {
  const [shell, rest] = splitField(props)
  return (
    <FieldShell {...shell}>
      {(control) => <input {...control} className={CONTROL} {...rest} />}
    </FieldShell>
  )
}

export function TextAreaField(props: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const [shell, rest] = splitField(props)
  return (
    <FieldShell {...shell}>
      {(control) => <textarea {...control} className={cn(CONTROL, 'resize-y')} {...rest} />}
    </FieldShell>
  )
}

export function SelectField(props: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const [shell, rest] = splitField(props)
  return (
    <FieldShell {...shell}>
      {(control) => <select {...control} className={cn(CONTROL, 'appearance-auto')} {...rest} />}
    </FieldShell>
  )
}

/** A guest's email input: the email keyboard, autofill and the database's length limit. */
export const EMAIL_INPUT = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  maxLength: EMAIL_MAX,
} as const

/** A guest's phone input: the phone keypad, autofill and the database's length limit. */
export const PHONE_INPUT = {
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
  maxLength: PHONE_MAX,
} as const
