import { Compass } from 'lucide-react'
import { ERRORS } from '@/config/copy/errors'
import { StatusScreen } from '@/components/errors/status-screen'
import { PrivacyLink } from '@/components/privacy/privacy-link'
import { BackToSite } from './back-to-site'

export function NotFoundRoute() {
  return (
    <StatusScreen
      icon={<Compass aria-hidden="true" className="size-8" strokeWidth={1.6} />}
      title={ERRORS.notFoundTitle}
      footer={<PrivacyLink />}
      actions={<BackToSite />}
    >
      <p>{ERRORS.notFoundBody}</p>
    </StatusScreen>
  )
}
