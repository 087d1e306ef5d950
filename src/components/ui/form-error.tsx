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

/** A whole form's failure (the send went wrong, not one field), boxed and announced. */
export function FormAlert({ children }: { children: string | null }) {
  if (!children) return null
  return (
    <p
      role="alert"
      className="rounded-xl border border-[#E3B5AE] bg-[#FBEDEA] px-4 py-3 text-sm font-medium text-[#7F2E24]"
    >
      {children}
    </p>
  )
}
