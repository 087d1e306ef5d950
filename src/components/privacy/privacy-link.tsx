import { lazy, Suspense, useState, type ReactNode } from 'react'
import { Modal } from '@/components/ui/modal'
import { PRIVACY } from '@/config/copy-privacy'
import { DATA_BACKEND, EMAILJS, RSVP_BACKUP_URL, STRIPE_MODE } from '@/config/env'
import { RETENTION_LAST_DAY_LABEL } from '@/config/wedding'
import { cn } from '@/lib/cn'
import type { NoticeFacts } from './privacy-notice'

// The notice's text is a chunk of its own, fetched when a guest opens it: the first visit keeps
// only this button (docs/product.md "Quality bars": <= 120 KB gzip of JavaScript).
const NoticeBody = lazy(() =>
  import('./privacy-notice').then(
    (m) => ({ default: m.PrivacyNotice }),
    () => ({ default: NoticeFailed }),
  ),
)

function facts(): NoticeFacts {
  return {
    backend: DATA_BACKEND,
    card: STRIPE_MODE === 'live' || STRIPE_MODE === 'test',
    emailjs: Boolean(EMAILJS.publicKey && EMAILJS.serviceId),
    backupHost: RSVP_BACKUP_URL ? new URL(RSVP_BACKUP_URL).host : null,
    retentionDay: RETENTION_LAST_DAY_LABEL,
  }
}

function NoticeFailed() {
  return (
    <p role="alert" className="text-error-strong">
      {PRIVACY.loadError}
    </p>
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
      <Modal open={open} title={PRIVACY.link} onClose={() => setOpen(false)} size="lg">
        <Suspense fallback={<p className="text-ink-muted">{PRIVACY.loading}</p>}>
          <NoticeBody facts={facts()} />
        </Suspense>
      </Modal>
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
