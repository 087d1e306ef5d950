import { cn } from '@/lib/cn'

/** A form's error line, announced when it appears. */
export function FormError({
  children,
  className,
}: {
  children: string | null
  className?: string
}) {
  if (!children) return null
  return (
    <p role="alert" className={cn('text-sm font-medium text-error', className)}>
      {children}
    </p>
  )
}

/** A whole form's failure (the send went wrong, not one field), boxed and announced. */
export function FormAlert({ children }: { children: string | null }) {
  if (!children) return null
  return (
    <p
      role="alert"
      className="rounded-xl border border-error-line bg-error-soft px-4 py-3 text-sm font-medium text-error-strong"
    >
      {children}
    </p>
  )
}
