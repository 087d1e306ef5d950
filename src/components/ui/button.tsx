import type { ButtonHTMLAttributes, AnchorHTMLAttributes } from 'react'
import { cn } from '@/lib/cn'

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger'
type Size = 'md' | 'sm'

const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full font-medium tracking-wide transition-colors disabled:cursor-not-allowed disabled:opacity-55 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sage-600'

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-sage-700 text-white shadow-sm hover:bg-sage-800 active:bg-sage-800',
  secondary: 'border border-sage-600 bg-white/70 text-sage-800 hover:bg-sage-50',
  ghost: 'text-sage-800 hover:bg-sage-100',
  danger: 'bg-error text-white hover:bg-error-strong',
}

const SIZES: Record<Size, string> = {
  md: 'px-6 py-2.5 text-base',
  sm: 'px-4 py-2 text-sm',
}

export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', extra?: string) {
  return cn(BASE, VARIANTS[variant], SIZES[size], extra)
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant
  size?: Size
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />
}

export interface LinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: Variant
  size?: Size
  /** Opens the link in a new tab; this text (COMMON.newTab) tells screen readers so. */
  newTab?: string
}

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const

/** A link that looks like a button (navigation, downloads, external sites). */
export function LinkButton({
  variant,
  size,
  className,
  children,
  newTab,
  ...props
}: LinkButtonProps) {
  return (
    <a
      className={buttonClasses(variant, size, className)}
      {...(newTab ? NEW_TAB : null)}
      {...props}
    >
      {children}
      {newTab ? <span className="sr-only"> {newTab}</span> : null}
    </a>
  )
}
