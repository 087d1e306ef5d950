import { useState, type ReactNode } from 'react'
import { PRIVACY } from '@/config/copy/privacy'
import { RETENTION_LAST_DAY_LABEL } from '@/config/wedding'
import { chunk, useChunkOrFailure } from '@/hooks/use-chunk'
import { cn } from '@/lib/cn'
import type { NoticeFacts } from './privacy-notice'

// The notice (its dialog and text) is a chunk of its own, fetched when a guest opens it: the first
// visit keeps only this button (docs/product.md "Quality bars": <= 120 KB gzip of JavaScript), and
// the pages in the entry chunk (/success, /cancel, not found) do not pull the dialog into it.
// The build's settings come with it (a static import of them here splits the entry chunk).
const NOTICE = chunk(() =>
  Promise.all([import('./privacy-notice'), import('@/config/env')]).then(([m, env]) => {
    const facts: NoticeFacts = {
      backend: env.DATA_BACKEND,
      card: env.STRIPE_MODE === 'live' || env.STRIPE_MODE === 'test',
      emailjs: Boolean(env.EMAILJS.publicKey && env.EMAILJS.serviceId),
      emailjsPix: Boolean(env.EMAILJS.templatePix),
      backupHost: env.RSVP_BACKUP_URL ? new URL(env.RSVP_BACKUP_URL).host : null,
      retentionDay: RETENTION_LAST_DAY_LABEL,
    }
    return { PrivacyDialog: m.PrivacyDialog, facts }
  }),
)

/** The open notice: as soon as its chunk is here, with no Suspense hold after the tap. */
function Notice({ onClose }: { onClose: () => void }) {
  const { module, failed } = useChunkOrFailure(NOTICE)
  if (failed) return <NoticeFailed />
  return module ? <module.PrivacyDialog facts={module.facts} onClose={onClose} /> : null
}

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
  // Counts the taps: a notice that failed to load is fetched again at the next one.
  const [opened, setOpened] = useState(0)
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpened((n) => n + 1)}
        className={cn(
          'inline-flex min-h-11 items-center font-medium underline underline-offset-4 hover:no-underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sage-600',
          className,
        )}
      >
        {PRIVACY.link}
      </button>
      {opened ? <Notice key={opened} onClose={() => setOpened(0)} /> : null}
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
