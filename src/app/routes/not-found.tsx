import { Compass, House } from 'lucide-react'
import { COMMON } from '@/config/copy/common'
import { ERRORS } from '@/config/copy/errors'
import { LinkButton } from '@/components/ui/button'
import { StatusScreen } from '@/components/errors/status-screen'
import { PrivacyLink } from '@/components/privacy/privacy-link'

export function NotFoundRoute() {
  return (
    <StatusScreen
      icon={<Compass aria-hidden="true" className="size-8" strokeWidth={1.6} />}
      title={ERRORS.notFoundTitle}
      footer={<PrivacyLink />}
      actions={
        <LinkButton href="/">
          <House aria-hidden="true" className="size-4" />
          {COMMON.backToSite}
        </LinkButton>
      }
    >
      <p>{ERRORS.notFoundBody}</p>
    </StatusScreen>
  )
}
