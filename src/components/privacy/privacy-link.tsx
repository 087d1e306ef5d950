import { lazy, Suspense, useState, type ReactNode } from 'react'
import { PRIVACY } from '@/config/copy-privacy'
import { RETENTION_LAST_DAY_LABEL } from '@/config/wedding'
import { cn } from '@/lib/cn'
import type { NoticeFacts } from './privacy-notice'

// The notice (its dialog and text) is a chunk of its own, fetched when a guest opens it: the first
// visit keeps only this button (docs/product.md "Quality bars": <= 120 KB gzip of JavaScript), and
// the pages in the entry chunk (/success, /cancel, not found) do not pull the dialog into it.
// The build's settings come with it (a static import of them here splits the entry chunk).
const NoticeDialog = lazy(() =>
  Promise.all([import('./privacy-notice'), import('@/config/env')]).then(
    ([m, env]) => {
      const facts: NoticeFacts = {
        backend: env.DATA_BACKEND,
        card: env.STRIPE_MODE === 'live' || env.STRIPE_MODE === 'test',
        emailjs: Boolean(env.EMAILJS.publicKey && env.EMAILJS.serviceId),
        backupHost: env.RSVP_BACKUP_URL ? new URL(env.RSVP_BACKUP_URL).host : null,
        retentionDay: RETENTION_LAST_DAY_LABEL,
      }
      return {
        default: ({ onClose }: { onClose: () => void }) => (
          <m.PrivacyDialog facts={facts} onClose={onClose} />
        ),
      }
    },
    () => ({ default: NoticeFailed }),
  ),
)

function NoticeFailed() {
  return (
    <span role="alert" className="block text-error-strong">
      {PRIVACY.loadError}
    </span>
  )
}

/**
 * 'Aviso de privacidade': a button that opens the notice in a dialog over the current page (a
 * bottom sheet on phones), so a guest in the middle of a form loses nothing.
 */
export function PrivacyLink({ className }: { className?: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={cn(
          'inline-flex min-h-11 items-center font-medium underline underline-offset-4 hover:no-underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sage-600',
          className,
        )}
      >
        {PRIVACY.link}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NoticeDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}

/** A form's line: what its personal data is used for, then the notice's link. */
export function PrivacyLine({ children }: { children: ReactNode }) {
  return (
    <p className="text-sm text-ink-muted">
      {children} <PrivacyLink className="min-h-0 text-sage-800" />
    </p>
  )
}
