import { lazy, Suspense, useEffect, useState } from 'react'
import { FlaskConical, RotateCcw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Modal, ModalActions } from '@/components/ui/modal'
import { useToast } from '@/components/ui/toast'
import { COMMON } from '@/config/copy/common'
import { DEMO } from '@/config/copy/demo'
import { cn } from '@/lib/cn'
import { previewMoment } from '@/lib/site-clock'
import { useDataService, useDataStatus } from '@/data/react/context'

const DemoPreview = lazy(() => import('./demo-preview').then((m) => ({ default: m.DemoPreview })))

type Step = 'closed' | 'info' | 'confirm'

/**
 * Tells visitors that the site runs on the embedded demo database (never a silent demo: docs/decisions/0004-embedded-backend.md),
 * and lets them put the demo data back. Shown only with the embedded backend.
 */
export function DemoBadge({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { backend } = useDataStatus()
  const service = useDataService()
  const toast = useToast()
  const [step, setStep] = useState<Step>('closed')
  const [busy, setBusy] = useState(false)
  const rebuilt = service.demoRebuilt === true
  // Above a preview tab's bar (src/features/site-preview), not under it.
  const [previewing] = useState(() => previewMoment() !== null)

  // The demo data of an older version was wiped on start: say so, as after a reset.
  useEffect(() => {
    if (rebuilt) toast.show(DEMO.rebuilt, 'info')
  }, [rebuilt, toast])

  if (backend !== 'embedded') return null

  const reset = async () => {
    setBusy(true)
    try {
      await service.resetDemo?.()
      // Every section reloads from the fresh data; a reload also clears forms and local state.
      reload()
    } catch (error) {
      console.error('Falha ao restaurar a demonstração', error)
      toast.show(DEMO.resetFailed, 'error')
      setBusy(false)
      setStep('closed')
    }
  }

  return (
    <>
      {/* A 44 px round icon on phones (it must not hide the page's buttons), a pill from 640 px. */}
      <button
        type="button"
        onClick={() => setStep('info')}
        aria-label={DEMO.openDetails}
        title={DEMO.badge}
        className={cn(
          previewing ? 'bottom-24' : 'bottom-[max(1rem,env(safe-area-inset-bottom))]',
          'fixed left-3 z-40 inline-flex size-11 items-center justify-center gap-2 rounded-full border border-sage-300 bg-white/95 text-sm font-medium text-sage-800 shadow-sm backdrop-blur transition-colors hover:bg-sage-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sage-600 sm:left-4 sm:h-auto sm:min-h-11 sm:w-auto sm:px-4 sm:py-2 print:hidden',
        )}
      >
        <FlaskConical aria-hidden="true" className="size-5 sm:size-4" />
        <span className="sr-only sm:not-sr-only">{DEMO.badge}</span>
      </button>

      <Modal open={step === 'info'} title={DEMO.badge} onClose={() => setStep('closed')} size="md">
        <div className="space-y-3 text-ink">
          <p>{DEMO.details}</p>
          <p>{DEMO.explain}</p>
          <p className="text-sm text-ink-muted">{DEMO.tabsShared}</p>
        </div>
        {/* Every phase of the site in two clicks (src/lib/site-clock.ts). */}
        <Suspense fallback={null}>
          <DemoPreview />
        </Suspense>
        <ModalActions className="mt-6">
          <Button variant="secondary" onClick={() => setStep('closed')}>
            {COMMON.close}
          </Button>
          <Button variant="primary" onClick={() => setStep('confirm')}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {DEMO.reset}
          </Button>
        </ModalActions>
      </Modal>

      <ConfirmDialog
        open={step === 'confirm'}
        title={DEMO.reset}
        confirmLabel={busy ? DEMO.resetting : DEMO.resetConfirm}
        danger
        busy={busy}
        onConfirm={() => void reset()}
        onCancel={() => {
          if (!busy) setStep('closed')
        }}
      >
        <p>{DEMO.confirmReset}</p>
      </ConfirmDialog>
    </>
  )
}
