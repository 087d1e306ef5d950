import type { FormEvent, ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { FormError } from '@/components/ui/form-error'
import { cn } from '@/lib/cn'
import { useForm, type FormOptions } from '@/lib/forms/use-form'
import { useEndExpiredSession } from '../session/admin-context'

/**
 * useForm for a form of /dev: an 'unauthorized' answer means the session is gone (expired or
 * ended elsewhere), so the panel goes back to the login, as every admin write does.
 */
export function useAdminForm<V extends object, Out>(options: FormOptions<V, Out>) {
  const endExpired = useEndExpiredSession()
  return useForm({
    ...options,
    onError: (error, text) => {
      endExpired(error)
      options.onError?.(error, text)
    },
  })
}

export interface AdminFormProps {
  /** The heading's id; the heading names the form. */
  titleId: string
  title: string
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  error: string | null
  busy: boolean
  submitLabel: string
  busyLabel: string
  /** Shown before the submit button's label. */
  icon?: ReactNode
  /** Two columns of fields from md up (the add forms) instead of one stack. */
  grid?: boolean
  children: ReactNode
}

/** A small form of /dev: a sage card with a title, the fields, the error line and the submit. */
export function AdminForm({
  titleId,
  title,
  onSubmit,
  error,
  busy,
  submitLabel,
  busyLabel,
  icon,
  grid,
  children,
}: AdminFormProps) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      className={cn(!grid && 'space-y-4', 'rounded-2xl bg-sage-50 p-4 sm:p-5')}
    >
      <h3
        id={titleId}
        className={cn(grid && 'mb-3', 'font-display text-2xl font-semibold text-sage-800')}
      >
        {title}
      </h3>
      {grid ? <div className="grid gap-4 md:grid-cols-2">{children}</div> : children}
      <FormError className={grid ? 'mt-3' : undefined}>{error}</FormError>
      <Button type="submit" className={cn(grid && 'mt-4', 'w-full sm:w-auto')} disabled={busy}>
        {icon}
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  )
}
