import type { ReactNode } from 'react'
import { RefreshCw, type LucideIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Ornament } from '@/components/ui/section'
import { COMMON } from '@/config/copy/common'

/**
 * The shared look of the one-message pages (payment done or cancelled, errors, not found): a
 * card on the ivory page with an icon, a title, a text and the way onward.
 */
export function StatusScreen({
  icon,
  title,
  children,
  actions,
  footer,
  role,
}: {
  icon: ReactNode
  title: ReactNode
  children?: ReactNode
  actions?: ReactNode
  /** Under the card's actions: the privacy notice's link on the site's own pages. */
  footer?: ReactNode
  role?: 'alert'
}) {
  return (
    <main className="relative flex min-h-dvh items-center justify-center overflow-hidden bg-ivory px-4 py-12 sm:px-6">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_50%_0%,#E6EBE0_0%,transparent_55%),radial-gradient(circle_at_50%_110%,#F4E4C8_0%,transparent_45%)]"
      />
      <div
        role={role}
        className="animate-fade-up relative w-full max-w-lg rounded-[2rem] bg-white px-6 py-10 text-center shadow-[0_24px_70px_-32px_rgb(58_69_52/0.45)] ring-1 ring-sage-100 sm:px-12 sm:py-14"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-3 rounded-[1.6rem] border border-champagne/40"
        />
        <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-sage-100 text-sage-700">
          {icon}
        </span>
        <Ornament className="mx-auto mt-5" />
        <h1 className="mt-3 text-[clamp(2rem,7vw,2.75rem)] font-semibold text-sage-800">{title}</h1>
        {children ? <div className="mt-4 space-y-3 text-lg text-ink-muted">{children}</div> : null}
        {actions ? (
          <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {actions}
          </div>
        ) : null}
        {footer ? <div className="relative mt-6 text-sm text-sage-800">{footer}</div> : null}
      </div>
    </main>
  )
}

/** An error screen whose way onward is reloading the page. */
export function ReloadScreen({
  Icon,
  title,
  body,
}: {
  Icon: LucideIcon
  title: string
  body: string
}) {
  return (
    <StatusScreen
      role="alert"
      icon={<Icon aria-hidden="true" className="size-8" strokeWidth={1.6} />}
      title={title}
      actions={
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {COMMON.reload}
        </Button>
      }
    >
      <p>{body}</p>
    </StatusScreen>
  )
}
