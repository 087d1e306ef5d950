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
    <p role="alert" className={cn('text-sm font-medium text-[#9B3B2F]', className)}>
      {children}
    </p>
  )
}
