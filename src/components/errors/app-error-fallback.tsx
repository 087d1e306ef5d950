import { RefreshCw, TriangleAlert } from 'lucide-react'
import { COMMON, ERRORS } from '@/config/copy'
import { Button } from '@/components/ui/button'
import { StatusScreen } from './status-screen'

/** SPEC §2 Error screens: the top-level fallback 'Ops! Algo deu errado' with a reload button. */
export function AppErrorFallback() {
  return (
    <StatusScreen
      role="alert"
      icon={<TriangleAlert aria-hidden="true" className="size-8" strokeWidth={1.6} />}
      title={ERRORS.fallbackTitle}
      actions={
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {COMMON.reload}
        </Button>
      }
    >
      <p>{ERRORS.fallbackBody}</p>
    </StatusScreen>
  )
}
