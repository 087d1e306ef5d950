import { DatabaseZap } from 'lucide-react'
import { ERRORS } from '@/config/copy/errors'
import { ReloadScreen } from './status-screen'

/**
 * docs/product.md §2 Error screens: the data backend could not start. The text points the site's owner at
 * the two settings that cause it (the database URL and the anon key).
 */
export function AppRenderFailure() {
  return (
    <ReloadScreen
      Icon={DatabaseZap}
      title={ERRORS.renderFailureTitle}
      body={ERRORS.renderFailureBody}
    />
  )
}
