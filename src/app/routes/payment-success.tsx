import { useEffect } from 'react'
import { CircleCheck, House } from 'lucide-react'
import { COMMON } from '@/config/copy/common'
import { PAYMENT_PAGES } from '@/config/copy/payments'
import { LinkButton } from '@/components/ui/button'
import { StatusScreen } from '@/components/errors/status-screen'
import { PrivacyLink } from '@/components/privacy/privacy-link'

/** docs/product.md §2 /success: reads session_id (only logs it) and promises a confirmation email. */
export function PaymentSuccessRoute() {
  const sessionId = new URLSearchParams(window.location.search).get('session_id')
  useEffect(() => {
    // docs/product.md §2: the session id is only logged.
    if (sessionId) console.info('Stripe Checkout session:', sessionId)
  }, [sessionId])
  return (
    <StatusScreen
      icon={<CircleCheck aria-hidden="true" className="size-8" strokeWidth={1.6} />}
      title={PAYMENT_PAGES.successTitle}
      footer={<PrivacyLink />}
      actions={
        <LinkButton href="/">
          <House aria-hidden="true" className="size-4" />
          {COMMON.backToSite}
        </LinkButton>
      }
    >
      <p>{PAYMENT_PAGES.successBody}</p>
    </StatusScreen>
  )
}
