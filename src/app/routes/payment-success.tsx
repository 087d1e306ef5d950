import { useEffect } from 'react'
import { CircleCheck } from 'lucide-react'
import { PAYMENT_PAGES } from '@/config/copy/payments'
import { StatusScreen } from '@/components/errors/status-screen'
import { PrivacyLink } from '@/components/privacy/privacy-link'
import { BackToSite } from './back-to-site'

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
      actions={<BackToSite />}
    >
      <p>{PAYMENT_PAGES.successBody}</p>
    </StatusScreen>
  )
}
