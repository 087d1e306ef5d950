import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  type SelectHTMLAttributes,
} from 'react'
import { COMMON } from '@/config/copy'
import { cn } from '@/lib/cn'

const CONTROL =
  'block w-full rounded-xl border border-sage-300 bg-white px-4 py-3 text-base text-ink placeholder:text-ink-muted/70 shadow-inner shadow-sage-50 transition-colors focus:border-sage-600 focus:outline-none focus:ring-3 focus:ring-sage-200 aria-[invalid=true]:border-[#9B3B2F] disabled:bg-sage-50'

interface FieldShellProps {
  label: ReactNode
  hint?: ReactNode
  error?: string | null
  optional?: boolean
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode
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
      {children({ id, describedBy })}
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-[#9B3B2F]">
          {error}
        </p>
      ) : null}
    </div>
  )
}

type Common = { label: ReactNode; hint?: ReactNode; error?: string | null; optional?: boolean }

export function TextField({
  label,
  hint,
  error,
  optional,
  className,
  ...props
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell label={label} hint={hint} error={error} optional={optional} className={className}>
      {({ id, describedBy }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={CONTROL}
          {...props}
        />
      )}
    </FieldShell>
  )
}

export function TextAreaField({
  label,
  hint,
  error,
  optional,
  className,
  ...props
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell label={label} hint={hint} error={error} optional={optional} className={className}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={cn(CONTROL, 'resize-y')}
          {...props}
        />
      )}
    </FieldShell>
  )
}

export function SelectField({
  label,
  hint,
  error,
  optional,
  className,
  children,
  ...props
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell label={label} hint={hint} error={error} optional={optional} className={className}>
      {({ id, describedBy }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={cn(CONTROL, 'appearance-auto')}
          {...props}
        >
          {children}
        </select>
      )}
    </FieldShell>
  )
}
