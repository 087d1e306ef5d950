import { DatabaseZap, RefreshCw } from 'lucide-react'
import { COMMON, ERRORS } from '@/config/copy'
import { Button } from '@/components/ui/button'
import { StatusScreen } from './status-screen'

/**
 * SPEC §2 Error screens: the data backend could not start. The text points the site's owner at
 * the two settings that cause it (the database URL and the anon key).
 */
export function AppRenderFailure() {
  return (
    <StatusScreen
      role="alert"
      icon={<DatabaseZap aria-hidden="true" className="size-8" strokeWidth={1.6} />}
      title={ERRORS.renderFailureTitle}
      actions={
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {COMMON.reload}
        </Button>
      }
    >
      <p>{ERRORS.renderFailureBody}</p>
    </StatusScreen>
  )
}
